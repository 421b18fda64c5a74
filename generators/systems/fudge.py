"""Fudge: this project's mapping onto the adjective ladder. A DayTrippers stat becomes an
attribute on Fudge's own scale: an ordinary person's 1 is Fair (Fudge's default attribute),
2 Good, 3 Great, 4-5 Superb and the apex of the human genome (6) Legendary; a skill becomes a
skill trait one ladder step above its stat's attribute per DayTrippers level (items add the
same way); each DL becomes a difficulty named on the ladder, as the source suggests ("match
up the DayTrippers DL with the analogous term"): easy is Mediocre, challenging Fair,
difficult and hard Good, very hard Superb, unlikely Legendary (a no-brainer is far below
Terrible). A roll is 4dF + the trait, and meeting the difficulty succeeds. A DL above 6 +
skill + item stays out of reach, as in DayTrippers.

Data: corpora/tables/convert_design_*.json, lists/fudge_ladder.json.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from . import common, odds
from .design import Design

NAME = "fudge"
LABEL = "Fudge (adjective ladder, 4dF)"
MAPPING = Design(NAME, odds.fudge)
# Worst |P(DayTrippers) - P(Fudge)| over the comparison grid (stats 1-6, skills 0-6,
# DLs 1-10), from generators/systems/optimise.py; checked by tests/test_systems.py.
WORST_GAP = Fraction(14, 81)


@lru_cache(maxsize=None)
def _ladder() -> dict[int, str]:
    from ..data import load

    return {int(f["level"]): v for v, _, f in load("lists/fudge_ladder").items}


def adjective(level: int) -> str:
    lad = _ladder()
    top, bottom = max(lad), min(lad)
    if level > top:
        return f"{lad[top]}+{level - top}"
    if level < bottom:
        return f"{lad[bottom]}-{bottom - level}"
    return lad[level]


def chance(stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
    return MAPPING.chance(stat, skill, dl, item)


def convert(npc) -> dict:
    rolls = common.rolls_of(npc)
    return {
        "system": NAME,
        "attributes": {s: adjective(MAPPING.stat(npc.stats.get(s, 1))) for s in common.STAT_NAMES},
        "skills": [{"name": r.name, "stat": r.stat, "level": r.skill, **({"item": r.item} if r.item else {}),
                    "trait": adjective(MAPPING.value(r.dice, r.skill, r.item)),
                    "value": MAPPING.value(r.dice, r.skill, r.item)} for r in rolls[6:]],
        "difficulty": {str(d): adjective(MAPPING.target(d)) for d in common.GRID_DLS},
        "odds": common.odds_rows(rolls, MAPPING.chance_of),
    }
