"""The parts an NPC stat block is made of (skills, items, rank, Class Matters boosts, the
itemised CP spend): plain dataclasses shared by the NPC (npc.py) and its purchase loop
(npc_buy.py), so neither needs the other's module."""

from __future__ import annotations

from dataclasses import dataclass

from . import cp
from .npc_data import rank_title


@dataclass
class Skill:
    name: str  # as the rules write it: "Firearm:Rifle", "Medicine"
    base: str  # the skill list entry: "Firearm"
    specialisation: str | None
    stats: tuple[str, ...]  # its base stat(s)
    level: int
    stat: str = ""  # the stat it is rolled on: the NPC's better base stat
    bonus_dice: int = 0  # from a crew designation

    def to_dict(self) -> dict:
        return {"name": self.name, "stat": self.stat, "level": self.level,
                "specialisation": self.specialisation, "skill": self.base,
                "stats": list(self.stats), "level_name": cp.level_names("skill")[self.level - 1],
                "bonus_dice": self.bonus_dice}


@dataclass
class Item:
    name: str
    level: int  # the item bonus; 0 = a pro kit or a normal weapon
    cp: int
    kind: str  # "pro kit" | "weapon" | "item" | "suit"
    skill: str | None = None  # the skill it adds its level to

    @property
    def label(self) -> str:
        if self.kind == "suit":
            return self.name
        if self.level:
            return f"{self.name} +{self.level}"
        return f"{self.name} (pro kit)" if self.kind == "pro kit" else self.name

    def to_dict(self) -> dict:
        return {"name": self.name, "level": self.level, "cp": self.cp, "kind": self.kind,
                "skill": self.skill}


@dataclass
class Rank:
    track: str  # Military | Political | Secret
    level: int

    @property
    def title(self) -> str:
        return rank_title(self.track, self.level)

    def to_dict(self) -> dict:
        return {"track": self.track, "level": self.level, "title": self.title}


@dataclass
class ClassBoosts:
    """The optional Class Matters rule: free boosts applied before any CP is spent
    (one stat +1, the class's skill boosts, Celebrity's Fame +1) and the class debt."""

    choice: str  # the stat chosen
    skills: list[str]  # skill names boosted, in order (a name twice = +2)
    fame: int = 0
    debt: str | None = None  # "1d6" Megas, or the rule's text
    debt_megas: int | None = None
    rank: int = 0  # "You have a Military Rank": the class's Rank 1, free

    def free_stat(self, stat: str) -> int:
        return 1 + (self.choice == stat)

    def free_skill(self, name: str) -> int:
        return self.skills.count(name)

    def to_dict(self) -> dict:
        return {"stat": self.choice, "skills": list(self.skills), "fame": self.fame,
                "debt": self.debt, "debt_megas": self.debt_megas, "rank": self.rank}


@dataclass
class Purchase:
    what: str
    cp: int

    def to_dict(self) -> dict:
        return {"what": self.what, "cp": self.cp}
