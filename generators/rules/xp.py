"""Experience Points for one mission (DayTrippers Source Rules 3.0, EXPERIENCE POINTS and
OPPOSITION LEVELS).

"FOR EACH NODE VISITED VIA SLIP, each PC onboard receives 1 XP. FOR EACH SUCCESSFUL RETURN TO
HOME-EARTH, each PC onboard receives 1 XP. [...] FOR EACH VALUABLE ARTIFACT OR MAJOR DISCOVERY
BROUGHT HOME, a number of XPs equal to its Level or Item Bonus is given to each PC who played a
determining role in retrieving it, discovering it, or getting it back home."
"For each point by which the player increases the Opposition Level, XP for this mission will be
multiplied by 10."

The per-roll awards (a Miss or Exceed by more than 1, near-death, lives saved, enemies
defeated) happen at the table; `mission_award` is what the mission itself is worth to each PC.
"""

from __future__ import annotations

from ..errors import BadInput


def mission_award(nodes_visited: int = 1, returned: bool = True, discovery_level: int = 0,
                  level_raise: int = 0) -> int:
    """XP each PC aboard receives for the mission: 1 per node visited via slip, 1 for a
    successful return to Home-Earth, the Level (or Item Bonus) of a valuable artifact or major
    discovery brought home, all multiplied by 10 for each point the player raised the
    Opposition Level (``level_raise``; a lowered level does not reduce XP: it buys the GM
    Mission Surprises instead)."""
    for name, v in (("nodes_visited", nodes_visited), ("discovery_level", discovery_level),
                    ("level_raise", level_raise)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise BadInput(f"{name} must be a whole number of at least 0, got {v!r}")
    base = nodes_visited + (1 if returned else 0) + (discovery_level if returned else 0)
    return base * 10 ** level_raise
