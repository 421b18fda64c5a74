"""Where a trip's Deck starts dealing a view of a symbol's cards (text/deck.py Deck).

Trip ``index`` (the last number of its stream path) starts on card
``(o + stride * (index mod m)) mod m`` of an ``m``-card view, where ``o`` is drawn anew for
each run of ``m`` trips (``Stream(seed, "deck/<grammar>/<symbol>/<m>/<index div m>")``) and
``stride`` is about a tenth of ``m`` and prime to it. So each run of ``m`` trips in a row starts
once on every card; ten trips in a row start on ten different cards, a stride apart; and the
trips that reach a view, however sparse (one node type: every sixth trip; one node and
mission type: every 36th), start on its cards evenly, since ``o`` is fresh each run. It
depends only on (seed, grammar, symbol, m, index): no global state, any order, any process.

Before algorithm 13 the start was a slot (eleven of them, or ``ceil(m / 10)`` cards each
below 22 cards) plus an offset that repeated with the trip's number: the slots' sizes
differed (a card of a 2-card slot came up half again as often as one of a 3-card slot), and
the trips of one node and mission type (every 36th) always had the same offset, so some cards
of a small view were never dealt first to them."""

from __future__ import annotations

import math
from functools import lru_cache


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


def first_card(seed: str, grammar: str, symbol: str, m: int, index: int) -> int:
    """The place in an ``m``-card view (in deck order) where trip ``index`` starts."""
    o = _offset(seed, f"deck/{grammar}/{symbol}/{m}/{index // m}", m)
    return (o + stride(m) * (index % m)) % m
