"""The consistency audit's rules about when the clock's lines fire and what they fit (round 17,
timing; generators/trip/consistency.py runs them; tests/test_r17_timing.py feeds each a
contradicting trip). Cold read 25 (READER-F a, e; READER-G f, g, h) found:

- ``tick-after-leave``: the clock says the crew "must be on their way by hour H" (the walk
  back from the goal, generators/trip/clock_leave.py), and a goal or rival line still changes
  the job at a tick that fires at or after H: a crew who make the slip window have left by
  then (cold h: on their way by hour 14, tick 4's haze at the falls and the rivals' party at
  hour 16, tick 5 "If the crew stay past hour 14 (too late to make the slip window): at hour
  22 dust comes down"). The fix drops those lines (clock_leave.place_leave): ticks the crew
  cannot reach at the goal never happen there. A line whose change waits for the next tick
  ("after the next tick the waterfall shows only in glimpses") counts from that tick, and its
  DL says so ("+1 DL at the great falls from the next tick on", cold h).
- ``clock-same-event``: one event twice on one clock (cold g: tick 1 "the path the crew came
  by now leads somewhere else ... BRAINS roll (DL 3)" and tick 3 "the way the crew came is no
  longer the way back ... BRAINS (DL 3)"). The fix is the clock line's field ``event``
  (corpora/trip/play_clock.json): a clock deals no line whose event it has already.
- ``deadline-fits-goal``: the Deadline's lines say the goal must be "on the way back to the
  lander" or is needed "before the markets open" where the goal is a visit, a view, a place
  or an event (cold e, f, h: a garden, a drum festival, a waterfall), which nobody carries.
  The fix is the lines' ``needs`` (corpora/grammars/events.json, corpora/trip/play_clock.json)
  and a visit's own lines ("unless the crew have seen ...").
- ``collapse-needs-second-way``: a tick cuts "one path (the GM's choice, not the only way to
  ...)" on a scene map that is one line (cold j: 1-2-3-4, every path the only way on). The
  fix is the clock's fact ``map_loop`` (generators/trip/clock.py) the line needs.
"""

from __future__ import annotations

import re

RULES = ("tick-after-leave", "clock-same-event", "deadline-fits-goal", "collapse-needs-second-way")

LEAVE = re.compile(r"\bon their way by hour (\d+)\b")
NEXT = re.compile(r"\b(?:after|at|by) the next tick\b", re.I)
# one event, however a line words it (the clock's ``event`` field is the generator's side)
EVENTS = (("the crew's way back moves", re.compile(
    r"\b(?:path|way) the crew came\b.*\b(?:leads somewhere else|no longer the way back)\b", re.I)),)
CARRIED = re.compile(r"\b(on the way back to the lander|before the markets open)\b", re.I)
VISITS = ("event", "view", "place")
SECOND_WAY = re.compile(r"\bnot the only way (?:to|on|in)\b", re.I)


def _ticks(trip: dict) -> list[tuple[int, dict]]:
    return [(t["tick"], e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t.get("events") or []]


def _kind(trip: dict, world: dict) -> str:
    return (trip.get("maguffin") or {}).get("kind") or world.get("maguffin") or ""


def _after_leave(trip: dict, bad) -> None:
    ticks = _ticks(trip)
    said = [int(m.group(1)) for _, e in ticks if e.get("track") != "complication"
            for m in [LEAVE.search(e.get("text") or "")] if m]
    if not said:
        return
    leave = min(said)
    for tick, e in ticks:
        when = 4 * (tick + bool(NEXT.search(e.get("text") or "")))  # "after the next tick ..."
        if e.get("track") in ("goal", "rival") and when >= leave and not str(e.get("text")).startswith(
                "Time to start back:"):  # (the hour itself, said at tick 1 when it is 4 or sooner: round 37)
            bad("tick-after-leave", f"tick {tick} (its change at hour {when}) {e['track']}: {e['text'][:70]!r}, "
                                    f"but the crew must be on their way back by hour {leave}")


def _same_event(trip: dict, bad) -> None:
    for name, pat in EVENTS:
        at = sorted({tick for tick, e in _ticks(trip) if pat.search(e.get("text") or "")})
        if len(at) > 1:
            bad("clock-same-event", f"{name} at ticks {', '.join(map(str, at))}: one event, told twice")


def _deadline(trip: dict, world: dict, every, bad) -> None:
    kind = _kind(trip, world)
    if kind not in VISITS or "Deadline" not in (trip.get("complications") or []):
        return
    for where, t in every:
        if "Deadline" not in t and "deadline" not in t:
            continue
        m = CARRIED.search(t)
        if m:
            bad("deadline-fits-goal", f"{where}: {m.group(0)!r} of the goal, a {kind} (nobody carries it)")


def _second_way(trip: dict, bad) -> None:
    scenes, links = trip.get("scenes") or [], trip.get("connections") or []
    if not scenes or len(links) >= len(scenes):
        return  # a loop: a lost path leaves another way
    for tick, e in _ticks(trip):
        m = SECOND_WAY.search(e.get("text") or "")
        if m:
            bad("collapse-needs-second-way", f"tick {tick}: {m.group(0)!r}, but the scene map is one line "
                                             f"({len(scenes)} scenes, {len(links)} paths)")


def check_r17timing(trip: dict, world: dict, every, bad) -> None:
    _second_way(trip, bad)
    _after_leave(trip, bad)
    _same_event(trip, bad)
    _deadline(trip, world, every, bad)
