"""The shared shape of this project's three designed mappings (Fudge, Subnet d6, YAPPY d8).

A DayTrippers roll (stat n, skill s, item i, DL d) becomes a roll of the value
``stat[n] + skill[s + i]`` against ``target[d]`` (corpora/tables/convert_design_*.json),
with one rule carried over from the source: a task out of DayTrippers' reach stays out of
reach. Best-of-N d6 cannot beat 6, so a DL above 6 + skill + item cannot be met ("Actions
of DL 7 or higher are impossible for an unskilled and unequipped human to perform without
help"); the converted block says "out of reach" rather than offering a roll. A target
of None ("no roll") means the task simply succeeds, as any DayTrippers roll meets DL 1.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Callable

from . import common


def reachable(skill: int, dl: int, item: int = 0) -> bool:
    return dl <= 6 + skill + item


class Design:
    def __init__(self, system: str, roll: Callable[[int, int], Fraction]):
        self.system = system
        self._roll = roll

    def stat(self, score: int) -> int:
        return common.table("tables/convert_design_stat", self.system)[common.capped(score)]

    def skill(self, bonus: int) -> int:
        if bonus <= 0:
            return 0
        return common.extend({0: 0, **common.table("tables/convert_design_skill", self.system)}, bonus)

    def target(self, dl: int) -> int | None:
        """The target for ``dl``, or None for "no roll" (automatic success)."""
        return common.table("tables/convert_design_dl", self.system)[dl]

    def value(self, stat: int, skill: int, item: int = 0) -> int:
        return self.stat(stat) + self.skill(skill + item)

    def chance(self, stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
        if not reachable(skill, dl, item):
            return Fraction(0)
        target = self.target(dl)
        if target is None:
            return Fraction(1)
        return self._roll(self.value(stat, skill, item), target)

    def chance_of(self, r: common.RollSpec, dl: int) -> Fraction:
        return self.chance(r.dice, r.skill, dl, r.item)
