"""A sight seen by daylight on the one-day clock (round 28, cold read r27b-cold-a: the crew land
mid-day, dusk falls at hour 6 and dawn at hour 18, and the walk to "the view from the highest
peak" takes six hours: the clock reaches the view only after dark, when it cannot be seen).

A view or a photograph (maguffin kind ``view`` with no hour of its own) needs light. The crew
land at night for one (content/maguffin.py), so the day's light lies ahead of the walk; when the
earliest hour they can be at the climax (``reach_hour``: the fewest path hours, and an hour at
each scene on the way, the clock's own pricing of a stop) is still dark, the clock says so at
tick 1 and names the dawn they wait for (corpora/trip/play_clock.json ``when:view``). The audit
rule ``view-after-dark`` (consistency_r28clock.py) reads the page the same way."""

from __future__ import annotations

import heapq

from ..data import load
from . import parts
from .scenes import fill
from .start import is_light, light_marks, nightless


def reach_hour(scenes: list[dict], links: list[dict]) -> int | None:
    """The earliest hour the crew can be at the climax (the last scene), or None."""
    if not scenes:
        return None
    goal, adj = scenes[-1]["id"], {}
    for c in links:
        adj.setdefault(c["from"], []).append((c["to"], c.get("hours") or 0))
        adj.setdefault(c["to"], []).append((c["from"], c.get("hours") or 0))
    dist, todo = {scenes[0]["id"]: 0}, [(0, scenes[0]["id"])]
    while todo:
        d, u = heapq.heappop(todo)
        if d > dist.get(u, 1 << 30):
            continue
        for v, h in sorted(adj.get(u, ())):
            nd = d + h + (v != goal)
            if nd < dist.get(v, 1 << 30):
                dist[v] = nd
                heapq.heappush(todo, (nd, v))
    return dist.get(goal)


def by_daylight(trip) -> bool:
    """Whether the trip's maguffin is a sight that needs daylight: a view with no hour of its own,
    on a node with nights."""
    world = trip.world or {}
    return parts.maguffin_kind(trip) == "view" and (world.get("maguffin_time") or "any") == "any" \
        and not nightless(trip)


def daylight_line(trip, scenes: list[dict], links: list[dict], slots: dict) -> str | None:
    """The clock's tick-1 line for a daylight sight the crew can reach only in the dark: the
    dawn they wait for (and the dusk after it, when one falls on the clock), or None."""
    reach = reach_hour(scenes, links)
    if not by_daylight(trip) or reach is None or is_light(trip, reach):
        return None
    marks = light_marks(trip, (trip.world or {}).get("arrival") == "night")
    dawn = next((h for kind, h in marks if kind == "dawn" and h > reach), None)
    if dawn is None:
        return None
    dusk = next((h for kind, h in marks if kind == "dusk" and h > dawn), None)
    lines = [v for v, _, f in load("trip/play_clock").items if f.get("track") == "when:view"
             and f.get("dusk") == ("yes" if dusk else "no")]
    return fill(lines[0], {**slots, "dawn": str(dawn), "dusk": str(dusk)}) if lines else None


# (round 33, cold read 33-b: a lantern dance at hour 19 at a climax the crew reach by hour 7-8,
# with nothing said of the eleven hours between) an event at a set hour the crew can reach four
# or more hours early: the climax says where they may spend the wait
WAIT = 4


def wait_line(trip, scenes: list[dict], links: list[dict]) -> str:
    """What the crew may do with the hours between reaching the climax and its event's hour
    (start.event_hours), or "" when those are fewer than WAIT."""
    from .start import event_hours
    hours, reach = event_hours(trip), reach_hour(scenes, links)
    if not hours or not hours.get("start") or reach is None or hours["start"] - reach < WAIT:
        return ""
    return (f"Until hour {hours['start']}: a crew who come straight here arrive about hour {reach}, with hours in "
            f"hand; they may wait here out of the way, or spend those hours on the people and leads of the "
            f"scenes before this one, as long as they are back here by hour {hours['start']}.")
