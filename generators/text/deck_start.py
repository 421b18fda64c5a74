"""Where a trip's Deck starts dealing a view of a symbol's cards (text/deck.py Deck).

Trip ``index`` (the last number of its stream path) starts on card
``(o[c] + stride * (index mod m)) mod m`` of an ``m``-card view, where ``c = index div m`` is
its run of ``m`` trips in a row and ``stride`` is about a tenth of ``m`` and prime to it. So
each run of ``m`` trips starts once on every card, a stride apart.

Each run's offset ``o[c]`` is a step on from the last run's: ``o[c] = o[c-1] + stride * t``,
``t`` drawn from ``0 .. m - 10``. The last ``a`` trips of run ``c - 1`` start on
``o[c-1] - stride * (1 .. a)`` and the first ``b`` of run ``c`` on ``o[c-1] + stride * (t ..
t + b - 1)``; with ``a + b = 10`` they never meet while ``t <= m - 10``. So **any** ten trips
in a row start on ten different cards (views of 11 cards or more), across a run's end too;
and since the steps are drawn, the trips that reach a view however sparsely (one node type:
every sixth trip; one node and mission type: every 36th) still start on its cards evenly. A
view of ten cards or fewer has no room for a step (ten trips in a row cannot start on ten
cards anyway): its offset is drawn afresh each run, as in algorithm 13, which keeps the sparse
subsets even; two trips either side of a run's end may start on the same card there.

``o[c]`` depends only on (seed, grammar, symbol, m, c): the steps of runs ``64k .. 64k + 63``
come from one stream, ``Stream(seed, "deck/<grammar>/<symbol>/<m>/walk/<k>")``, and each block
starts where the one before ended (``_block``; a trip at index 5,000 of an 11-card view sums
eight blocks, once per process). No global state, any order, any process.

Before algorithm 13 the start was a slot (eleven of them, or ``ceil(m / 10)`` cards each
below 22 cards) plus an offset that repeated with the trip's number: the slots' sizes
differed (a card of a 2-card slot came up half again as often as one of a 3-card slot), and
the trips of one node and mission type (every 36th) always had the same offset, so some cards
of a small view were never dealt first to them. Algorithm 13 drew ``o[c]`` afresh for every
view; the trips either side of a run's end then often met on one card (review 12, finding 4:
over trips 1..1010, 299 of the windows of ten trips in a row of a 16-card view)."""

from __future__ import annotations

import math
from functools import lru_cache

ROOM = 10  # trips in a row that start on different cards (views of more than ROOM cards)
BLOCK = 64  # runs whose steps one stream draws


@lru_cache(maxsize=1024)
def stride(m: int) -> int:
    """The step between the first cards of trips in a row: about a tenth of the view, prime
    to ``m`` (so ``m`` trips in a row start on all ``m`` cards)."""
    step = max(1, m // 10)
    while math.gcd(step, m) != 1:
        step += 1
    return step


@lru_cache(maxsize=8192)
def _offset(seed: str, path: str, m: int) -> int:
    from ..rng import Stream

    return Stream(seed, path).below(m)


@lru_cache(maxsize=4096)
def _block(seed: str, key: str, m: int, k: int) -> tuple[int, ...]:
    """The offsets ``o[c]`` of runs ``BLOCK * k`` .. ``BLOCK * (k + 1) - 1`` of an ``m``-card
    view (``m > ROOM``); block ``k`` starts a step on from block ``k - 1``'s last run (asked
    for in order by ``_run_offset``, so this looks back one block, never deeper)."""
    from ..rng import Stream

    s = Stream(seed, f"deck/{key}/{m}/walk/{k}")
    o = _block(seed, key, m, k - 1)[-1] if k else None
    out = []
    for _ in range(BLOCK):
        o = s.below(m) if o is None else (o + stride(m) * s.below(m - ROOM + 1)) % m
        out.append(o)
    return tuple(out)


@lru_cache(maxsize=8192)
def _run_offset(seed: str, key: str, m: int, c: int) -> int:
    """``o[c]``: afresh for a view of ``ROOM`` cards or fewer, else a step on from ``o[c-1]``."""
    if m <= ROOM:
        return _offset(seed, f"deck/{key}/{m}/{c}", m)
    k = c // BLOCK
    for j in range(k):  # in order: each block's predecessor is already remembered
        _block(seed, key, m, j)
    return _block(seed, key, m, k)[c % BLOCK]


def first_card(seed: str, grammar: str, symbol: str, m: int, index: int) -> int:
    """The place in an ``m``-card view (in deck order) where trip ``index`` starts."""
    o = _run_offset(seed, f"{grammar}/{symbol}", m, index // m)
    return (o + stride(m) * (index % m)) % m
