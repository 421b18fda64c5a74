"""An NPC roll's chances on the stat block, remembered by the roll's dice and modifier (issue
15): ``RollOdds.success`` is a pure function of them, but each Fraction it gives was hashed
(``pct``'s cache) and negated (the moves' order) anew for every roll of every NPC."""

from __future__ import annotations

from .base import ODDS_DLS, pct

_CHANCES: dict = {}  # (class, dice, modifier) -> ((str(dl), percentage), ...)
_NEG: dict = {}  # (class, dice, modifier) -> -success(4)


def chances(o) -> dict[str, str]:
    """{str(dl): pct(o.success(dl))} for each of ODDS_DLS (a new dict each call)."""
    k = (o.__class__, o.dice, o.modifier)
    hit = _CHANCES.get(k)
    if hit is None:
        hit = _CHANCES[k] = tuple((str(dl), pct(o.success(dl))) for dl in ODDS_DLS)
    return dict(hit)


def move_order(o) -> tuple:
    """The sort key of the three moves a stat block shows: best at DL 4, then most dice and
    modifier, then by name."""
    k = (o.__class__, o.dice, o.modifier)
    neg = _NEG.get(k)
    if neg is None:
        neg = _NEG[k] = -o.success(4)
    return (neg, -o.dice - o.modifier, o.name)
