"""d20, "1-20" and "1-100": exactly the source's conversion tables (TABLES.md 8.1), one
table-driven module for the three (the columns of corpora/tables/convert_*.json).

Readings (how a converted roll is made; the numbers are the source's):
- d20: the stat column is an ability score, whose modifier is (score - 10) // 2 (10 -> +0
  ... 20 -> +5); the skill column is a skill modifier; the DL column is the DC. A roll is
  d20 + ability modifier + skill modifier (+ item level) and succeeds if it meets or beats
  the DC (no automatic 1s or 20s, as for d20 skill checks). An untrained roll takes the
  value one row below the table's "trained -1": -2, so training never lowers a roll.
- 1-20 and 1-100: roll-under. Success if d20 (d100) <= 10 (50) + (your score - the DL's
  score), clamped to 0-100%: the resistance-table reading, where equal scores are an even
  chance and every step of the table (2 on 1-20, 10 on 1-100) is 10%. Your score is the
  stat's score, plus the skill's score minus the untrained score (one row below the
  table: 6 on 1-20, 30 on 1-100), plus one step per item level. So 1-20 and 1-100 give the
  same chances, which is what the source's parallel columns say.
"""

from __future__ import annotations

from fractions import Fraction

from . import common, odds

SYSTEMS = ("d20", "1-20", "1-100")
LABELS = {"d20": "d20 (ability scores, DCs)", "1-20": "1-20 (roll-under d20)",
          "1-100": "1-100 (roll-under percentile)"}
UNTRAINED = {"d20": -2, "1-20": 6, "1-100": 30}  # one row below the skill table
STEP = {"d20": 1, "1-20": 2, "1-100": 10}  # one table step: what an item level adds
ROLL_UNDER = {"1-20": (20, 10), "1-100": (100, 50)}  # sides, even-chance offset
# Worst |P(DayTrippers) - P(system)| over the comparison grid (stats 1-6, skills 0-6,
# DLs 1-10) with the source's tables; checked by tests/test_systems.py.
WORST_GAP = {"d20": Fraction(1), "1-20": Fraction(7, 10), "1-100": Fraction(7, 10)}


def stat_value(system: str, score: int) -> int:
    return common.table("tables/convert_stat", system)[common.capped(score)]


def skill_value(system: str, level: int) -> int:
    """The table's value for a skill level 1-6; untrained (0) is one row below the table."""
    if level <= 0:
        return UNTRAINED[system]
    return common.table("tables/convert_skill", system)[min(level, 6)]


def dl_value(system: str, dl: int) -> int:
    return common.table("tables/convert_dl", system)[dl]


def ability_mod(score: int) -> int:
    return (score - 10) // 2


def modifier(system: str, stat: int, skill: int, item: int = 0) -> int:
    """d20: the total added to the d20. 1-20 / 1-100: the roller's score."""
    if system == "d20":
        return ability_mod(stat_value("d20", stat)) + skill_value("d20", skill) + item
    return stat_value(system, stat) + skill_value(system, skill) - UNTRAINED[system] + STEP[system] * item


def target(system: str, stat: int, skill: int, dl: int, item: int = 0) -> int:
    """d20: the DC. 1-20 / 1-100: roll this or under."""
    if system == "d20":
        return dl_value("d20", dl)
    sides, even = ROLL_UNDER[system]
    return even + modifier(system, stat, skill, item) - dl_value(system, dl)


def chance(system: str, stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
    if system == "d20":
        return odds.d20(modifier("d20", stat, skill, item), dl_value("d20", dl))
    return odds.roll_under(target(system, stat, skill, dl, item), ROLL_UNDER[system][0])


def convert(npc, system: str) -> dict:
    rolls = common.rolls_of(npc)
    skills = []
    for r in rolls[6:]:
        entry = {"name": r.name, "stat": r.stat, "level": r.skill, "value": skill_value(system, r.skill)}
        if r.item:
            entry["item"] = r.item
        entry["roll"] = modifier(system, r.dice, r.skill, r.item)
        skills.append(entry)
    return {
        "system": system,
        "stats": {s: stat_value(system, npc.stats.get(s, 1)) for s in common.STAT_NAMES},
        "skills": skills,
        "difficulty": {str(d): dl_value(system, d) for d in common.GRID_DLS},
        "odds": common.odds_rows(rolls, lambda r, d: chance(system, r.dice, r.skill, d, r.item)),
    }
