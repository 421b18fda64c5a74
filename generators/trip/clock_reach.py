"""Facts of one tick's hour that the clock's lines need beside ``light`` and ``daypart`` (round 37).

- ``goal_first``: whether the crew cannot yet be at the goal at the tick's hour by the trip's own
  paths (the fewest printed path hours from the slip-in scene to the climax, with no stop on the
  way). A line where someone reaches the goal "ahead of the crew", "first" or "before the crew"
  needs ``goal_first: yes``; its siblings are worded for a crew who may be there already ("if the
  crew are not there yet"). Cold read r36: "Tick 4 (hour 16) says 'Another tour party reaches the
  Governor's Air Base ahead of the crew'. The direct route puts the crew there around hour 3-4."
- ``noon``: whether the sun stands at or near its highest at the tick's hour: within NOON hours of
  the middle of the light. The crew land mid-day (the middle of the light at hour 0) or mid-night
  (at half a day), and a day lasts start.day_hours. Cold read r36: "the crew land in the middle
  of the day: dusk at hour 8", and tick 1 (hour 4) said "The sun stands overhead".
"""

from __future__ import annotations

from .start import day_hours, nightless

NOON = 1  # hours either side of the middle of the light that still read as the sun overhead


def path_hours(scenes: list[dict], links: list[dict]) -> dict[str, int]:
    """Each scene's fewest printed path hours from the slip-in scene (the map walked either way)."""
    if not scenes:
        return {}
    best, todo = {scenes[0]["id"]: 0}, [scenes[0]["id"]]
    while todo:
        at = todo.pop(0)
        for c in links:
            for a, b in ((c["from"], c["to"]), (c["to"], c["from"])):
                if a == at and best[at] + int(c.get("hours") or 0) < best.get(b, 10 ** 6):
                    best[b] = best[at] + int(c.get("hours") or 0)
                    todo.append(b)
    return best


def goal_first(scenes: list[dict], links: list[dict], hour: int) -> str:
    """"yes" when the crew cannot be at the climax by ``hour`` (its fewest path hours are
    ``hour`` or more), else "no"."""
    if not scenes:
        return "no"
    reach = path_hours(scenes, links).get(scenes[-1]["id"])
    return "yes" if reach is None or hour <= reach else "no"


def noon(trip, hour: int) -> str:
    """"yes" when the sun is at or near its highest at ``hour`` of the clock, else "no" (never
    on a node with no night, whose light does not turn)."""
    if nightless(trip):
        return "no"
    d = day_hours(trip)
    mid = 0.0 if (trip.world or {}).get("arrival") != "night" else d / 2
    off = (hour - mid) % d
    return "yes" if min(off, d - off) <= NOON else "no"


def hour_facts(trip, scenes: list[dict], links: list[dict], hour: int) -> dict:
    """The round-37 facts of the clock's ``hour``: goal_first and noon."""
    return {"goal_first": goal_first(scenes, links, hour), "noon": noon(trip, hour)}
