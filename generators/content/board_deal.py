"""Cards dealt without replacement across the trips of one Big Board: the client and the
maguffin (cold read 26: two trips of one board with the same client, or the same maguffin,
read as a copy).

A board's trips are ``<root>/mission/1 .. N`` (``daytrip roll trip --count``: ``trip/N``,
the audit: ``audit/N``). Trip ``i`` is at place ``r = (i - 1) mod RUN`` of run
``c = (i - 1) div RUN`` (a board of up to RUN trips is one run). In a pool of ``n`` cards
(the seed's shuffle of **all** of them, not only those that fit this world, whose number
changes with each world) it starts on card ``(o[c] + r div every) mod n``, ``o[c]`` drawn for
the run from the seed, and steps on to the first card that fits its world. So two trips of one
board that draw from one pool start on different cards while it has cards enough, whatever
their worlds; only a card that does not fit one of them can make them meet. ``every``: the
trips that share one card of the pool before (a maguffin's kind is dealt ``every = K`` kinds
first, so the trips of one kind are ``K`` places apart and deal its maguffins one by one).

The deal depends only on (seed, pool, trip number): never on other trips, nor on the order
they are built in. Each card is as likely as any other over the runs (``o[c]`` is uniform).
The Deck's own deal (text/deck.py) starts on a card of the *fitting* view, and the client's
kind and the maguffin's kind were rolled first, each on its own: over 50 default boards of
seeds board-1..50, 6 clients and 5 maguffins came twice on one board.

A rerolled trip (``.../mission/2/reroll/1``) deals from a later run."""

from __future__ import annotations

from functools import lru_cache

from ..text.deck import _shuffle

RUN = 12  # trips in a row dealt as one board (1d6 trips; `daytrip build --missions` up to 12)


def board_index(path: str) -> int:
    """The trip's place in its board's deal (0-based), from its stream path (``board/1/
    mission/3/content``: 2): its number less one, a run on per reroll (``.../3/reroll/1/...``)."""
    parts = [p for p in (path or "").split("/") if p]
    while parts and not parts[-1].isdigit():
        parts.pop()  # the trip's own parts (content, play, ...)
    if not parts:
        return 0
    again = 0
    if len(parts) >= 3 and parts[-2] == "reroll" and parts[-3].isdigit():
        again, parts = int(parts[-1]), parts[:-2]
    return int(parts[-1]) - 1 + RUN * again


@lru_cache(maxsize=4096)
def _offset(seed: str, key: str, n: int, run: int) -> int:
    from ..rng import Stream

    return Stream(seed, f"board/{key}/{n}/run/{run}").below(n)


def board_deal(seed: str, key: str, n: int, fit, path: str, every: int = 1, on: int = 0) -> int | None:
    """The card (0 .. n-1) of pool ``key`` that the trip at ``path`` takes: its start card
    (``on`` cards further), or the next one on in the seed's shuffle for which ``fit(card)``
    holds; None if none does."""
    got = board_deal_steps(seed, key, n, fit, path, every, on)
    return None if got is None else got[0]


def board_deal_steps(seed: str, key: str, n: int, fit, path: str, every: int = 1,
                     on: int = 0) -> tuple[int, int] | None:
    """``board_deal``'s card and how many cards on from its start it is (the cards that did
    not fit this world): a maguffin's kind passed over is a step on in the kind's own pool, so
    a trip that stepped onto another's kind does not start on its maguffin too."""
    if n <= 0:
        return None
    idx = board_index(path)
    run, r = divmod(idx, RUN)
    perm = _shuffle(seed, f"board/{key}", n)
    pos = _offset(seed, key, n, run) + r // max(1, every) + on
    for step in range(n):
        card = perm[(pos + step) % n]
        if fit(card):
            return card, step
    return None
