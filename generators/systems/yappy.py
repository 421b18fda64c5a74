"""YAPPY d8: this project's mapping, on YAPPY's own scale. A block stands beside a native
YAPPY character (anchors, OTHER-SYSTEMS.md: a Mundane person has 4d in all, 1d a stat; an
Action hero 10d with no stat above half): a DayTrippers stat of 1 (an ordinary person) is
1d, 2 is 1d3p, 3 is 2d3p and 4-6 are 3d3p; a skill adds pips (trained 2p, journeyman 1d,
expert 1d3p, master 2d, innovator and legend 3d; an item's level adds like skill levels).
Every roll is a d8 pool with pips (1d = 4p; the leftover pips add to the roll) against a
target on YAPPY's multiples of 5: a no-brainer (DL 1) needs no roll, DL 2-5 are 5, 6-7 10,
8-9 15 and insane 20. Automatic success: "2p for each die plus 1/2 of any loose pips", any
target below it succeeds without a roll (half a pip rounds in the player's favour). The odds
gap this costs is on the systems page.

BRN takes BRAINS, FWK GRACE, STR the better of MIGHT and HEALTH, GTS the better of PSYCHE
and CHARM (YAPPY has no social stat: social skills sit under Guts). A skill's code is what
it adds to its primary (negative where a merged stat was the lower one), and every roll
shows its total code. Derived stats are sums of two primaries (RAT = BRN + FWK, NRG = BRN +
STR, EAT = BRN + GTS, DEF = FWK + STR, ENH = FWK + GTS, CAT = STR + GTS), PZA the average
of the four, rounded down to a pip. Crazy Eights: an 8 adds and rolls again, up to 3 extra
dice per die (the cap moves no chance by as much as 0.1%). Wimpy Ones: each natural 1 stays
in the total and drops the highest remaining die that is not a 1; "if that die was an
eight, you still get to roll the crazy dice but lose the original eight". A DL above 6 +
skill + item stays out of reach, as in DayTrippers.

Data: corpora/tables/convert_design_*.json, lists/system_stats.json.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from . import common, odds
from .design import Design

NAME = "yappy-d8"
LABEL = "YAPPY d8 (d8 pools with pips)"
MAPPING = Design(NAME, odds.yappy)
# Worst |P(DayTrippers) - P(YAPPY)| over the comparison grid (stats 1-6, skills 0-6,
# DLs 1-10), from generators/systems/optimise.py; checked by tests/test_systems.py.
WORST_GAP = Fraction(1, 3)
PRIMARY = ("BRN", "FWK", "STR", "GTS")
DERIVED = {"RAT": ("BRN", "FWK"), "NRG": ("BRN", "STR"), "EAT": ("BRN", "GTS"),
           "DEF": ("FWK", "STR"), "ENH": ("FWK", "GTS"), "CAT": ("STR", "GTS")}


@lru_cache(maxsize=None)
def _where() -> dict[str, str]:
    from ..data import load

    return {v: f[NAME] for v, _, f in load("lists/system_stats").items}


def code(pips: int) -> str:
    """A pip value as YAPPY writes it: 13 -> '3d1p', 8 -> '2d', -5 -> '-1d1p'."""
    sign = "-" if pips < 0 else ""
    d, p = divmod(abs(pips), 4)
    parts = (f"{d}d" if d else "") + (f"{p}p" if p else "")
    return sign + (parts or "0")


def chance(stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
    return MAPPING.chance(stat, skill, dl, item)


def primaries(stats: dict) -> dict[str, int]:
    out = {p: 0 for p in PRIMARY}
    for dt in common.STAT_NAMES:
        y = _where()[dt]
        out[y] = max(out[y], MAPPING.stat(stats.get(dt, 1)))
    return out


def convert(npc) -> dict:
    rolls = common.rolls_of(npc)
    prim = primaries(npc.stats)
    derived = {k: prim[a] + prim[b] for k, (a, b) in DERIVED.items()}
    derived["PZA"] = sum(prim.values()) // 4
    skills = []
    for r in rolls[6:]:
        total = MAPPING.value(r.dice, r.skill, r.item)
        under = _where()[r.stat]
        skills.append({"name": r.name, "stat": under, "level": r.skill, **({"item": r.item} if r.item else {}),
                       "adds": code(total - prim[under]), "total": code(total), "pips": total})
    return {
        "system": NAME,
        "stats": {p: code(v) for p, v in prim.items()},
        "derived": {k: code(v) for k, v in derived.items()},
        "stat_rolls": {s: code(MAPPING.stat(npc.stats.get(s, 1))) for s in common.STAT_NAMES},
        "skills": skills,
        "difficulty": {str(d): MAPPING.target(d) for d in common.GRID_DLS},
        "explode_depth": odds.YAPPY_EXPLODE_DEPTH,
        "odds": common.odds_rows(rolls, MAPPING.chance_of),
    }
