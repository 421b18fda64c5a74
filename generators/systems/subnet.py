"""Subnet d6: this project's mapping, on Subnet's own scale. A block stands beside a native
Subnet character (anchors, OTHER-SYSTEMS.md: a new character's 6 stat points, 1 to 3 in each,
and the source's NPC block "Jaheeri Rifle: 4D (4+4D)"): a DayTrippers stat of 1 (an ordinary
person) is 1 stat point, 2 is 2, 3-5 are 3 and only the apex of the human genome (6) is 4; a
skill adds skill points (trained and journeyman +2, expert +4, master +5, innovator and legend
+6; an item's level adds like skill levels), and a roll is (stat points + skill points) d6
summed against a target number. Those small pools cannot be as steady as best-of-N d6, so
the targets are the TNs that keep the chances closest, not only Subnet's named multiples of
5: a no-brainer (DL 1) needs no roll, easy and challenging are TN 2, difficult 3, hard 4,
very hard 8, unlikely 11, ridiculous 12, absurd 15, insane 17. The odds gap this costs is on
the systems page.

The block shows the stat points (Body takes the better of HEALTH and MIGHT; PSYCHE is the
optional fifth stat, Psychic), the derived values by Subnet's own formulas (HP = 20 x Body,
WP = Body, RR = 2 x Body + Speed, Defense = 4 + 2 x Speed, Initiative = (Speed + Smarts)D)
and the pool of every roll. Rule of One (Subnet's example: 4, 6, 1 gives 4, "the 1 takes
out the 6"): each 1 adds nothing and cancels the highest die still standing; Rule of Six
Six Six: three or more uncancelled 6s add 10. A DL above 6 + skill + item stays out of
reach, as in DayTrippers.

Weapons: attack dice = the weapon skill's pool; damage is Subnet's, 5 plus a d6 per skill
point (a 3-point skill: 5 + 3D).

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
WORST_GAP = Fraction(5, 18)
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
        return f"below {_targets()[0][1]}"
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
    points = MAPPING.skill(r.skill + r.item)
    dmg_base, dmg_dice = 5, points  # Subnet: 5 plus a d6 per skill point
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
