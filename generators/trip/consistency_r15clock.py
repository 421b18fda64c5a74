"""The consistency audit's round-15 clock rules (brief r15 clock):

- ``last-chance-walk-back``: a goal line that is a "Last chance" (cold: "Last chance: at hour
  22 the way to the zeppelin yard is cut off") comes with the hour the crew must be on their
  way back to the lander, by the map's walk back (the fewest path hours from the climax), at
  its own tick or an earlier one, and that hour is the window less the walk.
- ``leave-by-before-its-tick``: "on their way by hour H" is said at a tick that fires before
  H, once, and no goal line calls itself a last chance at a tick that fires at or after H.
- ``leave-by-counts-delays``: the hour to start back counts the path costs the clock's ticks
  and complications add before it (cold 22: tick 3 makes the path into the climax cost "+1 hour
  on the clock each time the crew walk it", yet tick 4 says the 4-hour walk lets the crew leave
  by hour 20, not 19): a toll read from the tick's own words, at a tick that fires before the
  hour the bare walk allows.
- ``tick-night-at-light-hour``: a tick's line that puts the night (for the night, after dark,
  moonlight, torches lit) at an hour the trip's own dawns and dusks make light, or sunlight at
  a dark one: the tick's hour and every "at hour N" it names (cold: "at hour 22 ... shuts it
  away for the night" on a node where hour 22 is midday).
- ``rival-settles-before-goal-tick``: a rival crew's tick that settles the goal ("the deal is
  done", "it is accepted") while a later tick still has goal lines about it.
"""

from __future__ import annotations

import re

from .clock_leave import REPAIR, walk_back
from .return_walk import reckon
from .consistency_timeline import _earliest

RULES = ("last-chance-walk-back", "leave-by-before-its-tick", "leave-by-counts-delays", "tick-night-at-light-hour",
         "rival-settles-before-goal-tick")

WINDOW = 24
LEAVE = re.compile(r"\b(?:must|should) (?:be on their way|start back)[^.;]*? by hour (\d+)", re.I)
NIGHT = re.compile(r"\b(for the night|tonight|after dark|after nightfall|in the dark of night|moonlight|"
                   r"moonlit|starlight|under the stars|torches? (?:are )?lit|lamps? (?:are )?lit|"
                   r"by torchlight)\b", re.I)
SUN = re.compile(r"\b(sunlit|in (?:full|broad) daylight|in the sun(?:light|shine)|the midday sun|"
                 r"under the noon sun)\b", re.I)
# a lasting cost on the path into the climax, or on every path walked (clock_leave's tolls)
GOAL_TOLL = re.compile(r"\beach time (?:they|the crew) walk (?:it|that path)\b|\bthe shortest way to .+? is gone "
                       r"for the rest of the day\b", re.I)
EVERY_TOLL = re.compile(r"\bfor each path walked from now on\b|\bevery path walked back to the lander with them\b",
                        re.I)
AT_HOUR = re.compile(r"\bat hour (\d+)\b")
NEEDS_REPAIR = re.compile(r"\bthe slip home needs a repair\b")
SETTLES = re.compile(r"\b(the deal is done|it is accepted|will be the one that sells|the rivals make their "
                     r"(?:trade|deal)|the job is (?:theirs|over))\b|\bthe rivals make theirs\.?$", re.I)


def _ticks(trip: dict) -> list[tuple[int, dict]]:
    return [(t["tick"], e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]]


def _walk_back(trip: dict) -> int:
    scenes = trip.get("scenes") or []
    return _earliest(trip).get(scenes[-1]["id"], 0) if scenes else 0


def _tolled_back(trip: dict, bare: int) -> int:
    """The walk back with the tolls of every tick that fires before the bare walk's hour."""
    scenes = trip.get("scenes") or []
    on = [e["text"] for tick, e in _ticks(trip) if 4 * tick < WINDOW - bare]
    goal, every = sum(bool(GOAL_TOLL.search(x)) for x in on), sum(bool(EVERY_TOLL.search(x)) for x in on)
    if not scenes or not goal + every:
        return bare
    into = next((sc["id"] for sc in scenes if scenes[-1]["id"] in (sc.get("leads_to") or ())),
                scenes[-2]["id"] if len(scenes) > 1 else None)
    return walk_back(scenes, trip.get("connections") or [], goal, every, into)


def _leave(trip: dict, bad) -> None:
    bare = _walk_back(trip)
    if bare <= 0:
        return
    back, hour = _reckoned(trip, bare)
    ticks = _ticks(trip)
    said = [(tick, int(m.group(1))) for tick, e in ticks for m in [LEAVE.search(e["text"])] if m
            and e.get("track") != "complication"]  # a Deadline's own hour is the client's
    for tick, h in said:
        if 4 * tick >= h:
            bad("leave-by-before-its-tick", f"tick {tick} (hour {4 * tick}): on their way by hour {h}, "
                                            f"said when the tick fires at or after it")
    for tick, h in said:
        if h > hour:
            bad("leave-by-counts-delays", f"tick {tick}: on their way by hour {h}, but the clock's tolls make "
                                          f"the walk back {back} hours (bare {bare}): by hour {hour}")
    if len(said) > 1:
        bad("leave-by-before-its-tick", f"the hour to start back is said {len(said)} times")
    for tick, e in ticks:
        if e.get("track") != "goal" or not e["text"].startswith(("Last chance", "If the crew stay past hour")):
            continue  # the goal's last stage, as a chance or past the hour to start back
        if 4 * tick >= hour and e["text"].startswith("Last chance"):
            bad("leave-by-before-its-tick", f"tick {tick} (hour {4 * tick}): {e['text'][:50]!r}, and the "
                                            f"crew must start back by hour {hour} ({back} hours' walk)")
        if not any(k <= tick and h in (hour, WINDOW - bare - _repair(trip)) for k, h in said):
            bad("last-chance-walk-back", f"tick {tick}: {e['text'][:50]!r} says nothing of starting back "
                                         f"by hour {hour} ({back} hours' walk to the lander)")


def _names(trip: dict) -> list[str]:
    out = [n.get("name") or "" for n in trip.get("npcs") or []] + [r.get("name") or "" for r in trip.get("rivals") or []]
    out += [x.get("name") or "" for x in trip.get("locations") or []] + [s["place"] for s in trip.get("scenes") or []]
    return sorted((x for x in out if x), key=len, reverse=True)


def _light_words(trip: dict, bad) -> None:
    from .consistency_play import _light

    if not trip.get("node"):
        return
    names = _names(trip)
    for tick, e in _ticks(trip):
        text = e["text"]
        for n in names:  # "the All-Night Air Base" is a name, not the hour
            text = re.sub(re.escape(n), "", text, flags=re.I)
        hours = [4 * tick] + [int(h) for h in AT_HOUR.findall(text) if int(h) <= WINDOW]
        m = NIGHT.search(text)
        if m and all(_light(trip, h) for h in hours):
            bad("tick-night-at-light-hour", f"tick {tick} (hours {hours}, light): {m.group(0)!r}")
        m = SUN.search(text)
        if m and not any(_light(trip, h) for h in hours):
            bad("tick-night-at-light-hour", f"tick {tick} (hours {hours}, dark): {m.group(0)!r}")


def _settles(trip: dict, bad) -> None:
    ticks = _ticks(trip)
    for tick, e in ticks:
        m = SETTLES.search(e["text"]) if e.get("track") == "rival" else None
        later = [k for k, g in ticks if k > tick and g.get("track") == "goal"]
        if m and later:
            bad("rival-settles-before-goal-tick", f"tick {tick}: the rivals' {m.group(0)!r}, and tick "
                                                  f"{later[0]} still moves the goal")


def check_r15clock(trip: dict, world: dict, every, bad) -> None:
    _leave(trip, bad)
    _light_words(trip, bad)
    _settles(trip, bad)


def leave_hour(trip: dict) -> int:
    """The hour the crew must be on their way back, by the walk with the clock's tolls."""
    return _reckoned(trip, _walk_back(trip))[1]


def _reckoned(trip: dict, bare: int) -> tuple[int, int]:
    """(the walk back's hours, the hour to start it): round 36's one reckoning over the printed
    clock and map (trip/return_walk.py: every sure delay the crew meet on the way, a place's
    too, at or after the hour it starts; a route round a tolled path counts), else this module's
    own tolls."""
    w = reckon((trip.get("clock") or {}).get("ticks") or [], trip.get("scenes") or [], trip.get("connections") or [])
    if w is not None:
        return w.back, w.leave
    back = _tolled_back(trip, bare)
    return back, WINDOW - back - _repair(trip)


def _repair(trip: dict) -> int:
    """An hour kept for the lander's repair when a tick before hour 24 may force one while the
    crew are away (clock_leave.REPAIR; round 20)."""
    return REPAIR if any(4 * tick < WINDOW and NEEDS_REPAIR.search(e["text"]) for tick, e in _ticks(trip)) else 0
