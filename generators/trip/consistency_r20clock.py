"""The consistency audit's round-20 clock rules (brief r20 clock; cold read 28, GMs reading
generated trips cold): a Deadline that cannot bite, and when the rival crew land.
generators/trip/consistency.py runs them; tests/test_r20_clock.py feeds each a contradicting trip.

- ``deadline-cannot-bite``: the client's Deadline (Mission Complication) falls due at an hour
  the crew may still be at the goal: at or before the end of the maguffin's own hours (a short
  event over by hour 18, a sunset over by 19: the climax's "How long it lasts") and at or
  before the hour to start back (the clock's "on their way by hour N"). Cold read 28: a sight
  over at hour 17 beside a deadline at hour 20, and a crew who must leave by hour 17 told the
  client pays half unless the maguffin is "on the way back to the lander" by hour 20 (7 of the
  audit's 26 Deadline trips). The deadline is one fact (trip/start.py deadline_hour, bounded by
  the walk back in trip/clock.py), said by the clock's line alone.
- ``deadline-hour-agrees``: every other line that names the deadline's hour (an event "by hour
  20 (see the clock)") names the clock's.
- ``deadline-told-after-due``: the event that tells the crew of the deadline comes before it
  falls due (cold read 28: "the client moves the deadline: ... by hour 20" at hour 22; 3 of
  26); content/clock_facts.py due_first.
- ``leave-counts-repair``: the hour to start back ("takes N hours ..., so the crew must be on
  their way by hour L") leaves an hour for the lander's repair when a tick before hour 24 may
  damage it while the crew are away ("the slip home needs a repair": a miss on its roll costs an
  hour): L + N at most 23 (cold read 28, r20-ck-10: a 6-hour walk from hour 18 and tick 5's
  chained lander; 117 of the audit's 400 trips). Lines carry the fact as ``toll: repair``
  (trip/play_clock.json), and trip/clock_leave.py counts it.
- ``rival-landing-agrees``: the rival crew who land later land at one hour (world
  ``rivals_tick``, drawn from tick 1, 2 or 3: content/clock_facts.py), which their Status
  ("at hour N, when tick K of the clock fires") and the clock's first rival tick say too
  (cold read 28: every crew landed at hour 8).
"""

from __future__ import annotations

import re

RULES = ("deadline-cannot-bite", "deadline-hour-agrees", "deadline-told-after-due", "leave-counts-repair",
         "rival-landing-agrees")

DUE = re.compile(r"^Deadline \(Mission Complication\):.*?\bcomes due(?: at hour (\d+))?")
LEAVE = re.compile(r"\bon their way by hour (\d+)")
ENDS = re.compile(r"\bHow long it lasts:.*?(?:over (?:by|at) hour|to dusk at hour) (\d+)")
NAMED = re.compile(r"\bby hour (\d+)")
WALK_LEAVE = re.compile(r"\btakes (\d+) hours\b.*?\bon their way by hour (\d+)")
REPAIR = re.compile(r"\bthe slip home needs a repair\b")
STATUS = re.compile(r"\bat hour (\d+), when tick (\d+) of the clock fires")


def _clock(trip: dict) -> list[tuple[int, dict]]:
    return [(t["tick"], e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]]


def deadline_of(trip: dict) -> int | None:
    """The hour the clock's Deadline line falls due: the hour it names, else its tick's."""
    for k, e in _clock(trip):
        m = DUE.search(e["text"]) if e.get("track") == "complication" else None
        if m:
            return int(m.group(1)) if m.group(1) else 4 * k
    return None


def _hour(when: str) -> int:
    return int((re.findall(r"\d+", when or "") or [0])[0])


def check_r20clock(trip: dict, world: dict, every, bad) -> None:
    _deadline(trip, bad)
    _repair(trip, bad)
    _rivals(trip, world, bad)


def _repair(trip: dict, bad) -> None:
    fix = min((k for k, e in _clock(trip) if REPAIR.search(e["text"]) and 4 * k < 24), default=None)
    if fix is None:
        return
    for k, e in _clock(trip):
        m = WALK_LEAVE.search(e["text"]) if e.get("track") != "complication" else None
        if m and int(m.group(1)) + int(m.group(2)) > 23:
            bad("leave-counts-repair", f"tick {k}: a {m.group(1)}-hour walk from hour {m.group(2)} reaches the "
                                       f"lander at hour 24, and tick {fix} may leave it needing a repair")


def _deadline(trip: dict, bad) -> None:
    due = deadline_of(trip)
    if due is None:
        return
    climax = ((trip.get("scenes") or [{}])[-1].get("want") or "")
    ends = [("the maguffin's own hours end", int(m.group(1))) for m in [ENDS.search(climax)] if m]
    ends += [("the crew must start back", int(h)) for _, e in _clock(trip) for h in LEAVE.findall(e["text"])]
    for what, h in ends:
        if due > h:
            bad("deadline-cannot-bite", f"the deadline falls due at hour {due}, and {what} at hour {h}")
    for e in trip.get("events") or []:
        if e.get("complication") != "Deadline" and not e["text"].startswith("Deadline:"):
            continue
        for h in NAMED.findall(e["text"]):
            if int(h) != due:
                bad("deadline-hour-agrees", f"{e['when']}: the event says hour {h}, the clock's deadline hour {due}")
        if _hour(e.get("when")) >= due:
            bad("deadline-told-after-due", f"{e['when']}: the deadline is told, and it fell due at hour {due}")


def _rivals(trip: dict, world: dict, bad) -> None:
    land = int(world.get("rivals_tick") or 0)
    if world.get("rivals") != "later" or not land or not trip.get("rivals"):
        return
    for d in trip["rivals"][0].get("details") or []:
        m = STATUS.search(d["text"]) if d["label"] == "Status" else None
        if m and (int(m.group(1)), int(m.group(2))) != (4 * land, land):
            bad("rival-landing-agrees", f"their Status says hour {m.group(1)} (tick {m.group(2)}), "
                                        f"and they land at tick {land}")
    first = min((k for k, e in _clock(trip) if e.get("track") == "rival"), default=None)
    if first is not None and first != land:
        bad("rival-landing-agrees", f"the clock's first rival tick is {first}, and they land at tick {land}")
