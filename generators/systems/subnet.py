"""Subnet d6: this project's mapping. Every DayTrippers roll becomes a summed pool of d6
against a target number, and the target is simply 5 x the DL: DL 2 easy is Easy 10, DL 4
difficult is Challenging 20, DL 6 very hard is Very Challenging 30, DL 8 ridiculous is
Improbable 40. The pools are bigger than Subnet's 1-3 stat points because a summed pool
needs many dice to be as steady as best-of-N d6: a DayTrippers 1 (an ordinary person)
rolls 7D, a 6 rolls 14D, and each skill level adds 2-3 dice.

The block shows Subnet stat points (1-3: a DayTrippers 1-2 is 1, 3-4 is 2, 5-6 is 3) for
the derived values by Subnet's own formulas (HP = 20 x Body, WP = Body, RR = 2 x Body +
Speed, Defense = 4 + 2 x Speed, Initiative = (Speed + Smarts)D), and for every roll the
pool to throw. Body takes the better of HEALTH and MIGHT; PSYCHE is the optional fifth
stat, Psychic. Rule of One: each 1 adds nothing, takes 1 off the total and cancels a 6;
Rule of Six Six Six: three or more uncancelled 6s add 10. A DL above 6 + skill + item
stays out of reach, as in DayTrippers.

Weapons (this project's convention; the source gives no damage numbers): attack dice = the
weapon skill's pool; damage = firearms 4 + (2 + item level)D, hand weapons Body +
(1 + item level)D.

Data: corpora/tables/convert_design_*.json, lists/subnet_targets.json, lists/system_stats.json.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from . import common, odds
from .design import Design

NAME = "subnet-d6"
LABEL = "Subnet d6 (summed d6 pools, target numbers)"
MAPPING = Design(NAME, odds.subnet)
# Worst |P(DayTrippers) - P(Subnet)| over the comparison grid (stats 1-6, skills 0-6,
# DLs 1-10), from generators/systems/optimise.py; checked by tests/test_systems.py.
WORST_GAP = Fraction(1238, 10000)
SUBNET_STATS = ("Body", "Speed", "Smarts", "Social", "Psychic")
WEAPON_SKILLS = ("Firearm", "Fighting/Weapon", "Mounted Weaponry")


@lru_cache(maxsize=None)
def _targets() -> list[tuple[int, str]]:
    from ..data import load

    return sorted((int(f["target"]), v) for v, _, f in load("lists/subnet_targets").items)


@lru_cache(maxsize=None)
def _where() -> dict[str, str]:
    from ..data import load

    return {v: f[NAME] for v, _, f in load("lists/system_stats").items}


def target_name(tn: int | None) -> str:
    if tn is None:
        return "no roll"
    named = [(t, n) for t, n in _targets() if t <= tn]
    if not named:
        return f"TN {tn}"
    t, n = named[-1]
    return n if t == tn else f"{n}+{tn - t}"


def points(score: int) -> int:
    return common.table("tables/convert_design_stat", "subnet_points")[common.capped(score)]


def chance(stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
    return MAPPING.chance(stat, skill, dl, item)


def subnet_stats(stats: dict) -> dict[str, int]:
    out = {s: 0 for s in SUBNET_STATS}
    for dt in common.STAT_NAMES:
        sub = _where()[dt]
        out[sub] = max(out[sub], points(stats.get(dt, 1)))
    return out


def _weapon(npc, r: common.RollSpec, body: int) -> dict | None:
    base = r.name.split(":")[0]
    if base not in WEAPON_SKILLS:
        return None
    item = next((i for i in getattr(npc, "items", []) or [] if getattr(i, "skill", None) == r.name), None)
    name = item.name if item else r.name
    if base == "Fighting/Weapon":
        dmg_base, dmg_dice = body, 1 + r.item
    else:
        dmg_base, dmg_dice = 4, 2 + r.item
    pool = MAPPING.value(r.dice, r.skill, r.item)
    return {"name": name, "attack": pool, "damage_base": dmg_base, "damage_dice": dmg_dice,
            "text": f"{name}: {pool}D ({dmg_base}+{dmg_dice}D)"}


def convert(npc) -> dict:
    rolls = common.rolls_of(npc)
    st = subnet_stats(npc.stats)
    body, speed, smarts = st["Body"], st["Speed"], st["Smarts"]
    weapons = [w for w in (_weapon(npc, r, body) for r in rolls[6:]) if w]
    return {
        "system": NAME,
        "stats": st,
        "hp": 20 * body,
        "wp": body,
        "rr": 2 * body + speed,
        "defense": 4 + 2 * speed,
        "initiative": f"{speed + smarts}D",
        "stat_pools": {s: MAPPING.stat(npc.stats.get(s, 1)) for s in common.STAT_NAMES},
        "skills": [{"name": r.name, "stat": r.stat, "level": r.skill, **({"item": r.item} if r.item else {}),
                    "pool": MAPPING.value(r.dice, r.skill, r.item)} for r in rolls[6:]],
        "weapons": weapons,
        "difficulty": {str(d): MAPPING.target(d) for d in common.GRID_DLS},
        "odds": common.odds_rows(rolls, MAPPING.chance_of),
    }
