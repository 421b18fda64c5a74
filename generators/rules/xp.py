"""EXPERIENCE POINTS: the award for a mission, spending it, inventions and applications.

Award (the rules' list; every item is per PC on board unless it says otherwise):
  1 XP for each Node visited via slip; 1 XP for each successful return to Home-Earth;
  1 XP for each near-death experience; 1 XP for each life saved and each enemy defeated
  (for the PCs who played a determining role); XP equal to the Level or Item Bonus of each
  valuable artifact or major discovery brought home; the GM's additional XP. Roll-by-roll
  XP (a PC's Exceed by more than 1, a defending PC's Miss by more than 1) is counted at the
  table and passed in as ``rolls``. OPPOSITION LEVELS: "For each point by which the player
  increases the Opposition Level, XP for this mission will be multiplied by 10."

Spending (1 XP = 1 CP): a skill level costs its CP step (0->1 10, 1->2 20, ...); "After play
has begun, the cost of a Stat advance equals the cost of a Skill Level advance (e.g., raising
a Stat from 1 to 2 costs 20 CP)" - read as the step to the level being reached, so 1->2 is
the skill step to level 2 (20). Time: the CP cost of the level attained, in weeks.

Inventions and applications: "The XP cost of an Invention or Application is equal to the
Item Bonus cost for the thing you're creating", Megas = the Item Bonus, weeks = the XP cost.
The rules' example ("inventing a +3 Item will cost 8 XP and 3 Megas, and will take 8
weeks") contradicts their own +3 price (50 CP). Reading: this project follows the price
list (+1 10, +2 20, +3 50 XP and weeks); ``EXAMPLE_PLUS3_XP`` keeps the example's 8 for
reference.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import cp
from ..errors import BadInput

EXAMPLE_PLUS3_XP = 8  # the rules' example; contradicts the +3 item price of 50


@dataclass(frozen=True)
class Award:
    total: int
    lines: tuple[tuple[str, int], ...]
    multiplier: int

    def to_dict(self) -> dict:
        return {"total": self.total, "multiplier": self.multiplier,
                "lines": [{"what": w, "xp": x} for w, x in self.lines]}


def mission_award(*, nodes: int = 1, returned: bool = True, near_death: int = 0, lives_saved: int = 0,
                  enemies_defeated: int = 0, artifacts: tuple[int, ...] = (), rolls: int = 0,
                  additional: int = 0, opposition_level_raised: int = 0) -> Award:
    """One PC's XP for a mission (the rules' list). ``artifacts``: the Level or Item Bonus of
    each valuable artifact or major discovery the PC helped bring home; ``rolls``: XP from
    Exceed-by-more-than-1 / defending Miss-by-more-than-1 rolls; ``opposition_level_raised``:
    points the player raised the Opposition Level (x10 each)."""
    for name, v in (("nodes", nodes), ("near_death", near_death), ("lives_saved", lives_saved),
                    ("enemies_defeated", enemies_defeated), ("rolls", rolls), ("additional", additional),
                    ("opposition_level_raised", opposition_level_raised)):
        if not isinstance(v, int) or isinstance(v, bool) or v < 0:
            raise BadInput(f"{name} must be a whole number 0 or more, got {v!r}")
    if any(not isinstance(a, int) or not 0 <= a <= 6 for a in artifacts):
        raise BadInput("an artifact's Level or Item Bonus must be 0-6")
    lines = [("Nodes visited via slip", nodes), ("Successful return to Home-Earth", 1 if returned else 0),
             ("Near-death experiences", near_death), ("Lives saved", lives_saved),
             ("Enemies defeated", enemies_defeated),
             ("Artifacts and discoveries brought home", sum(artifacts) if returned else 0),
             ("Rolls (exceed or defending miss by more than 1)", rolls), ("GM's additional XP", additional)]
    lines = [(w, x) for w, x in lines if x]
    mult = 10 ** opposition_level_raised
    base = sum(x for _, x in lines)
    if mult > 1:
        lines.append((f"Opposition Level raised by {opposition_level_raised}: x{mult}", base * mult - base))
    return Award(base * mult, tuple(lines), mult)


def skill_advance(level: int) -> tuple[int, int]:
    """(XP, weeks) to raise a skill (or fame, rank) to ``level``."""
    c = cp.step_cost(level)
    return c, c


def stat_advance(level: int) -> tuple[int, int]:
    """(XP, weeks) to raise a stat to ``level`` after play has begun: the skill step's cost
    (1->2 costs 20), and "the CP cost of the Score you're attaining, in weeks"."""
    if not 2 <= level <= 6:
        raise BadInput(f"a stat advance reaches 2-6, got {level}")
    c = cp.step_cost(level)
    return c, c


def invention(bonus: int) -> dict:
    """XP, Megas and weeks to invent a +``bonus`` item (or an application of a discovery)."""
    if not 1 <= bonus <= cp.max_item_bonus():
        raise BadInput(f"an invention's bonus must be +1 to +{cp.max_item_bonus()}, got {bonus!r}")
    xp = cp.item_cost(bonus)
    return {"bonus": bonus, "xp": xp, "megas": bonus, "weeks": xp}
