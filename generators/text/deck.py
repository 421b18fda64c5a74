"""The trip's Deck: grammar rules (and corpus lines) dealt without replacement,
reproducibly, keyed by seed and stream path (``Deck``; each symbol's rules shuffled once per
campaign by ``_shuffle``, the cards that fit a world by ``_dealable``; where a trip starts:
text/deck_start.py). Split out of text/grammar_engine.py, whose ``Run`` deals from it."""

from __future__ import annotations

from functools import lru_cache

from ..errors import GrammarError
from .deck_start import ROOM, first_card


@lru_cache(maxsize=4096)
def _shuffle(seed: str, path: str, n: int) -> tuple[int, ...]:
    """``Stream(seed, path).shuffled(range(n))``, once per campaign: every trip's Deck deals
    from the same shuffles, so they are made (a seeded stream each) only once."""
    from ..rng import Stream

    return tuple(Stream(seed, path).shuffled(range(n)))


_dealt: dict[tuple[int, int], tuple] = {}


def _dealable(perm: tuple[int, ...], kept: tuple[int, ...]) -> tuple[int, ...]:
    """The cards of ``perm`` that are in ``kept`` (the rules that fit this world), in deck
    order. Remembered by identity: both come from caches (``_shuffle``, a grammar view's
    ``origin``), and hashing long tuples on every deal cost more than the filter."""
    hit = _dealt.get((id(perm), id(kept)))
    if hit is not None and hit[0] is perm and hit[1] is kept:
        return hit[2]
    # (issue 15) a view built anew for each deal (a clue's fitting forms, a grammar view
    # rebuilt per world) is another object with the same cards: remembered by its value too
    same = _dealt_v.get((id(perm), kept))
    if same is not None and same[0] is perm:
        out = same[1]
    else:
        ok = frozenset(kept)
        out = tuple(c for c in perm if c in ok)
        if len(_dealt_v) >= 8192:
            _dealt_v.clear()
        _dealt_v[(id(perm), kept)] = (perm, out)
    if len(_dealt) >= 8192:
        _dealt.clear()
    _dealt[(id(perm), id(kept))] = (perm, kept, out)
    return out


_dealt_v: dict[tuple[int, tuple], tuple] = {}


@lru_cache(maxsize=8192)
def _places(perm: tuple[int, ...], seq: tuple[int, ...]) -> tuple[int, ...]:
    """The deck positions of a view's cards (``seq``, in deck order), ascending."""
    at = {c: i for i, c in enumerate(perm)}
    return tuple(at[c] for c in seq)


def _before(perm: tuple[int, ...], seq: tuple[int, ...], pos: int) -> int:
    """How many of the view's cards come before deck position ``pos``: the view's own place
    for a trip placed at ``pos`` of the whole deck."""
    from bisect import bisect_left

    return bisect_left(_places(perm, seq), pos) % max(1, len(seq))


@lru_cache(maxsize=4096)
def hop(seed: str, grammar: str, symbol: str, m: int) -> int:
    """How far on a trip's next card of an ``m``-card view is. A view of under ``2 * ROOM``
    cards starts trips in a row one card apart (deck_start.stride), so a trip's second card,
    the next one on, was the next trip's first, and two symbols drawn together (a faction's
    adjective and noun) made the next trip's name again (cold read: "The Ascending Syndicate
    of Sacramento" on two trips of ten). Each symbol hops its own drawn distance, so two
    symbols' second cards are a pair no other trip starts on. Larger views: the next card."""
    if m >= 2 * ROOM or m < 3:
        return 1
    from ..rng import Stream

    return 1 + Stream(seed, f"deck/{grammar}/{symbol}/{m}/hop").below(m - 1)


class Deck:
    """Grammar rules dealt without replacement, reproducibly (keyed by seed and stream path).

    Each symbol's rules are shuffled once per seed (``Stream(seed, "deck/<grammar>/<symbol>")``),
    the same order for every trip of a campaign. Trip ``index`` (the last number of its
    stream path, ``board/1/mission/<i>``) starts at ``deck_start.first_card`` of the whole
    deck, carried as far into the cards that fit its world (round 25: trips whose worlds fit
    different cards still start a tenth of the deck apart): each run of
    ``m`` trips starts once on every card of an ``m``-card view, and any ten trips in a row
    (of a view of 11 cards or more) start on ten different cards, about a tenth of the view
    apart, with each run's offset a drawn step on from the last, so the trips that reach a
    view however sparsely (one node type, every sixth) start on its cards evenly. Trips in
    a row deal from different parts of the deck; two symbols' rules are not always paired.
    Within a trip (and within each of its parts) no rule comes round again until all that
    fit have been dealt. It depends only on (seed, index), never on other trips: trips
    build in any order or in parallel.

    A part of the trip (a person, a location, an event: ``<root>/people/<k>``, with
    ``/reroll/<n>`` when `daytrip reroll` moved it) deals from its own place in the deck,
    ``k - 1 + 7n`` cards on from the trip's, with its own record of what it dealt: what one
    part draws never moves another's cards, so rerolling one part changes nothing else
    (round 13 tried one record for the whole trip, and a reroll of one NPC changed four
    others' looks; two places' shared stock phrases are redrawn by content/places.py's echo
    check instead). Cards, not slots: a trip's parts stay inside its own slot, so the people
    of ten trips in a row do not deal each other's cards (a slot per part made
    them collide). Where it stopped is kept per view (the cards that fit; a second view
    starts half the deck on from where the first would, else it could never deal first what
    the first deals), what was dealt for all views."""

    PARTS = ("people", "locations", "events")

    def __init__(self, seed: str, index: int = 1, root: str | None = None):
        self.seed, self.index, self.root = seed, index, root
        self.used: dict = {}
        self.pos: dict = {}
        self.placed: set = set()  # the k of every (k, view) in pos: a second view of k
        self.perms: dict = {}
        self._parts: dict = {}  # path -> part(path) (issue 15: a path deals many times)

    def part(self, path: str | None) -> tuple[int, int] | None:
        """(slot offset, 0) of the part a draw at ``path`` belongs to; None: the trip's own."""
        try:
            return self._parts[path]
        except KeyError:
            got = self._parts[path] = self._part(path)
            return got

    def _part(self, path: str | None) -> tuple[int, int] | None:
        root = self.root
        if not root or not path or not path.startswith(root + "/"):
            return None
        rest = path[len(root) + 1:].split("/")
        if len(rest) < 2 or rest[0] not in self.PARTS or not rest[1].isdigit():
            return None
        again = int(rest[3]) if len(rest) > 3 and rest[2] == "reroll" and rest[3].isdigit() else 0
        return (rest[0], int(rest[1]) - 1 + 7 * again)

    def deal(self, grammar: str, symbol: str, n: int, kept=None, path: str | None = None) -> int:
        part = self.part(path)
        k = (grammar, symbol) if part is None else (grammar, symbol, part)  # where it stopped
        perm = self.perms.get((grammar, symbol))
        if perm is None or len(perm) != n:
            perm = self.perms[(grammar, symbol)] = _shuffle(self.seed, f"deck/{grammar}/{symbol}", n)
        used = self.used.get(k)  # what this part (or the trip) has dealt
        if used is None:
            used = self.used[k] = set()
        if kept is None:
            ok, seq = range(n), perm
        else:
            ok = kept if kept.__class__ is tuple else tuple(kept)
            seq = _dealable(perm, ok)  # the deck, as far as this world goes
        if used and used.issuperset(ok):
            used.difference_update(ok)
        if not seq:  # nothing of the symbol fits: say so (not a division by an empty view)
            raise GrammarError(f"{grammar}: no rule of #{symbol}# fits this world")
        pos = self.pos.get(pk := (k, len(seq)))  # one view's place is not another's (2nd rival goal)
        if pos is None:
            # the trip's place in the whole deck (deck_start.py), then as far into the view:
            # trips of ten in a row start a tenth apart whatever fits their worlds (a place
            # counted in each view's own cards, before round 25, put two trips of ten on one
            # card whenever their worlds fit different cards: the same secret, the same want)
            pos = first_card(self.seed, grammar, symbol, n, self.index)
            if kept is not None:  # the view's cards before that place in deck order (round 32: the
                # share-of-the-deck carry of round 25 held on average, not for every campaign; under
                # algorithm 28 trips of ten in a row met on one card 769 times over ten campaigns
                # against 1,021 before round 25, test_r25_campaign). A view under a quarter of
                # the deck keeps the share carry: trip i + 10 lands a few deck cards past trip i,
                # often before the next of a small view's cards, so the exact carry dealt it the
                # same card every tenth trip (round 33: an ending's follow-up, 10 of 400 cards,
                # on 13 of hang's first 80 trips: 1, 11, 20, 21, 30, 31, ...)
                pos = _before(perm, seq, pos) if 4 * len(seq) >= n else pos * len(seq) // n
            # a part: k cards on; a second view: half the deck on (never where the first dealt)
            pos += (part[1] if part else 0) + (len(seq) // 2 if k in self.placed else 0)
        for step in range(len(seq)):
            cand = seq[(pos + step) % len(seq)]
            if cand not in used:
                used.add(cand)
                self.placed.add(k)
                # a part's next card is half the deck away, clear of its siblings' first cards;
                # the trip's next card of a small view a drawn hop on (hop.__doc__)
                self.pos[pk] = pos + step + (1 + len(seq) // 2 if part is not None
                                             else hop(self.seed, grammar, symbol, len(seq)))
                return cand
        raise GrammarError(f"{grammar}: no rule of #{symbol}# fits this world")
