"""COMBAT on a stat block: the attack and defend rolls with their odds, the DL attacks need
when the character does something else, armour, damage per hit and the wound penalty.

The rules: "ATTACKING For weapons or firearms, roll GRACE. For hand-to-hand or brawling,
roll GRACE or MIGHT. + Fighting Level + Item Bonus + Armor Bonus. DEFENDING (dodging,
parrying or seeking cover) Roll GRACE. + Fighting Level + Armor Bonus + Cover Bonus. DOING
SOMETHING ELSE ... The DL for any attacks against you will be 1 + your Armor Bonus."
"Defending rolls are only used to determine the DL for attacks." "A result of YES indicates
that damage has occurred": each hit is -1 to one stat. "-1 if wounded for 2 hits or more".

Readings (this project's): the Fighting Level of an attack is the weapon skill's level; of
the defence, the best Fighting/Weapon level (a firearm skill does not parry). Armour is an
item (bought at the rules' item costs: +1 10 CP, +2 20, +3 50) whose level is the Armor
Bonus. Cover is the GM's: +1 for partial, +2 for full cover. An unarmed character with no
fighting skill brawls on the better of GRACE and MIGHT. An Opposition NPC's Opposition
Level adds to every roll. Worked against the rules' own Goons ("Goons vs Chaz (GRACE 1
Firearms +1)"): the chance such a shot hits this character while it defends.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .resolution import OUTCOMES, opposed_distribution, success_chance

WEAPON_SKILLS = ("Firearm", "Fighting/Weapon", "Mounted Weaponry")
COVER = {"partial": 1, "full": 2}
GOON = (1, 1)  # the rules' Goons: GRACE 1, Firearms +1
YES = OUTCOMES[2:]  # YES, BUT / YES / YES, AND: a hit


@dataclass(frozen=True)
class CombatRoll:
    kind: str  # attack | defend
    name: str
    stat: str
    dice: int
    modifier: int
    parts: str

    @property
    def roll(self) -> str:
        return f"{self.dice}d6" + (f"{self.modifier:+d}" if self.modifier else "")

    def success(self, dl: int) -> Fraction:
        return success_chance(self.dice, self.modifier, dl)

    def to_dict(self, dls=(2, 4, 6, 8)) -> dict:
        return {"kind": self.kind, "name": self.name, "stat": self.stat, "dice": self.dice,
                "modifier": self.modifier, "roll": self.roll, "parts": self.parts,
                "success": {str(d): round(float(self.success(d)), 4) for d in dls},
                "wounded": {str(d): round(float(success_chance(self.dice, self.modifier - 1, d)), 4)
                            for d in dls}}


@lru_cache(maxsize=None)
def hit_chance(att_dice: int, att_mod: int, def_dice: int, def_mod: int) -> Fraction:
    """P(an attack roll meets or beats a defending roll): YES, BUT or better."""
    dist = opposed_distribution(att_dice, att_mod, def_dice, def_mod)
    return sum((dist[o] for o in YES), Fraction(0))


@dataclass
class Combat:
    attacks: list[CombatRoll]
    defend: CombatRoll
    armor: int
    opposition_level: int
    hits_to_kill: int

    @property
    def dl_when_busy(self) -> int:
        """DOING SOMETHING ELSE: "The DL for any attacks against you will be 1 + your Armor Bonus"."""
        return 1 + self.armor

    def goon_hits(self, cover: int = 0) -> Fraction:
        """The chance a rules' Goon (GRACE 1, Firearms +1) hits this character defending."""
        return hit_chance(GOON[0], GOON[1], self.defend.dice, self.defend.modifier + cover)

    def goon_hits_busy(self) -> Fraction:
        return success_chance(GOON[0], GOON[1], self.dl_when_busy)

    def to_dict(self) -> dict:
        return {"attacks": [a.to_dict() for a in self.attacks], "defend": self.defend.to_dict(),
                "armor": self.armor, "dl_when_busy": self.dl_when_busy, "cover": dict(COVER),
                "damage_per_hit": "-1 to one stat", "wound_penalty": -1,
                "hits_to_kill": self.hits_to_kill,
                "goon_hits": {"defending": round(float(self.goon_hits()), 4),
                              "defending_full_cover": round(float(self.goon_hits(COVER["full"])), 4),
                              "busy": round(float(self.goon_hits_busy()), 4)}}


def _stat(stats: dict, name: str) -> int:
    return max(1, int(stats.get(name, 1)))


def combat_of(npc) -> Combat:
    """The combat lines of a (duck-typed) NPC: .stats, .skills (name, stat, level), .items
    (name, level, kind, skill), optional .opposition_level and .harm."""
    stats = npc.stats
    items = list(getattr(npc, "items", []) or [])
    lvl = int(getattr(npc, "opposition_level", 0) or 0)
    armor = max([int(i.level) for i in items if getattr(i, "kind", "") == "armor"] or [0])
    tag = (f" + armour +{armor}" if armor else "") + (f" + Opposition Level {lvl:+d}" if lvl else "")
    attacks = []
    fighting = 0
    for k in npc.skills:
        base = k.name.split(":")[0]
        if base not in WEAPON_SKILLS:
            continue
        if base == "Fighting/Weapon":
            fighting = max(fighting, int(k.level))
        item = next((i for i in items if getattr(i, "skill", None) == k.name), None)
        bonus = int(item.level) if item else 0
        parts = f"{k.stat} {stats.get(k.stat, 1)} + {k.name} {k.level}" + (f" + {item.name} +{bonus}" if bonus else "")
        attacks.append(CombatRoll("attack", f"Attack: {k.name}", k.stat, _stat(stats, k.stat),
                                  int(k.level) + bonus + armor + lvl, parts + tag))
    if not attacks:
        st = max(("GRACE", "MIGHT"), key=lambda s: (_stat(stats, s), s == "GRACE"))
        attacks.append(CombatRoll("attack", "Attack: brawling (untrained)", st, _stat(stats, st),
                                  armor + lvl, f"{st} {stats.get(st, 1)}" + tag))
    dparts = f"GRACE {stats.get('GRACE', 1)}" + (f" + Fighting {fighting}" if fighting else "")
    defend = CombatRoll("defend", "Defend (sets the attackers' DL)", "GRACE", _stat(stats, "GRACE"),
                        fighting + armor + lvl, dparts + tag + " + cover (+1 partial, +2 full)")
    harm = getattr(npc, "harm", None)
    kill = harm.hits_to_kill if harm is not None else sum(sorted(stats.values())[:3])
    return Combat(attacks, defend, armor, lvl, kill)
