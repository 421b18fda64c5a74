"""Powered by the Apocalypse: exactly the source's conversion tables (TABLES.md 8.1).

Reading (how a converted roll is made; the numbers are the source's):
- a roll is 2d6 + the stat's PbtA modifier + the DL's PbtA modifier (+ the item's level,
  one step per level); 7-9 is a partial hit, 10+ a full hit. A hit (7+) is compared with
  DayTrippers' success (YES, BUT or better).
- skills have no number in PbtA: the source says "use stat mod for skill roll", so a skill
  roll is a roll on its stat's modifier (the skill level itself adds nothing).
"""

from __future__ import annotations

from fractions import Fraction

from . import common, odds

NAME = "pbta"
LABEL = "Powered by the Apocalypse (PbtA)"
# Worst |P(DayTrippers) - P(PbtA)| over the comparison grid (stats 1-6, skills 0-6,
# DLs 1-10), from the source's own tables: skill levels do not count in PbtA, so a
# legend's sure thing is a long shot (stat 1, skill 6, DL 7: 100% vs 1/6).
WORST_GAP = Fraction(5, 6)


def stat_mod(score: int) -> int:
    return common.table("tables/convert_stat", "pbta")[common.capped(score)]


def dl_mod(dl: int) -> int:
    return common.table("tables/convert_dl", "pbta")[dl]


def chance(stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
    return odds.pbta(stat_mod(stat) + dl_mod(dl) + item)


def convert(npc) -> dict:
    rolls = common.rolls_of(npc)
    return {
        "system": NAME,
        "stats": {s: stat_mod(v) for s, v in ((s, npc.stats.get(s, 1)) for s in common.STAT_NAMES)},
        "skills": [{"name": r.name, "stat": r.stat, "level": r.skill, "value": stat_mod(r.dice) + r.item,
                    "note": "use stat mod" + (f" + item {r.item}" if r.item else "")}
                   for r in rolls[6:]],
        "difficulty": {str(d): dl_mod(d) for d in common.GRID_DLS},
        "odds": common.odds_rows(rolls, lambda r, d: chance(r.dice, r.skill, d, r.item)),
    }
