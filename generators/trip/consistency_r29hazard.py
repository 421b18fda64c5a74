"""The consistency audit's round-29 rules on one hazard met once and obstacles of more than one
kind (issue 10, "DayTrips that hang together": cold readers of algorithm-26 trips). Registered in
generators/trip/consistency_r29.py; tests/test_r29_hazard.py feeds each rule a broken trip.

- ``hazard-twice``: the trouble the crew meet at the hatch (the strong start's beat and its
  roll) is not met again as scene 1's obstacle, at the same place: "Another lander is already
  parked at the Sticky Glass Forest ... CHARM DL 4 to learn what job they are on" and scene 1's
  "The rival crew have set up camp right across the way through the Sticky Glass Forest", or a
  flux storm passing at the hatch and scene 1's flux storm (hang audit/175, /160). A hazard is
  one of trip/hazards.py's named kinds of trouble (a crowd, a rival crew, a storm, the flux,
  ground giving way, ...), the trip's place, rival and NPC names masked ("Storm Point").
- ``obstacle-kinds-one``: a trip's scene obstacles are not all of one kind of trouble (social,
  physical, mind, creature: trip/obstacle_kinds.py), so the trip has more than one note (four
  flux storms in a row, or four crowds saying no); the obstacle's kind is its opposition type's.
"""

from __future__ import annotations

from .hazards import shared, start_beat
from .obstacle_kinds import kind_of

RULES = ("hazard-twice", "obstacle-kinds-one")


def _names(trip: dict) -> tuple[str, ...]:
    """The names a hazard word may hide in: places, rival crews and their captains, NPCs."""
    return tuple(x for x in [*(loc.get("name") for loc in trip.get("locations") or []),
                             *(r.get("name") for r in trip.get("rivals") or []),
                             *(n.get("name") for n in trip.get("npcs") or [])] if x)


def check_r29hazard(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    start = trip.get("start") or {}
    if not scenes:
        return
    first = (scenes[0].get("obstacle") or {}).get("text") or ""
    if start and first and (h := shared(start_beat(start), first, _names(trip))):
        bad("hazard-twice", f"{h}: at the hatch ({start_beat(start)!r}) and again as scene 1's "
                            f"obstacle ({first!r}), at the same place")
    obs = [sc["obstacle"] for sc in scenes if sc.get("obstacle")]
    kinds = {kind_of(o["opposition"]) for o in obs}
    if len(obs) >= 3 and len(kinds) == 1:
        bad("obstacle-kinds-one", f"every one of the {len(obs)} scene obstacles is {kinds.pop()} trouble "
                                  f"({', '.join(sorted({o['opposition'] for o in obs}))})")
