"""Round 20, clock (cold read 28): a Deadline that cannot bite (due at hour 20 while the crew
must start back by hour 17, or told at hour 22), and a rival crew that land at hour 8 on every
trip.

The facts behind each fix hold (trip/start.py deadline_hour with the walk back; world
``rivals_tick`` drawn by content/clock_facts.py), the audit's own trips that broke them before
do not now, and each rule of generators/trip/consistency_r20clock.py fires on a contradicting
trip."""

from __future__ import annotations

import re

from audit_trips import audit_trip, fires, trip_where
from generators.content.clock_facts import LAND_TICKS, TOLD_BY, due_first
from generators.trip.consistency_r20clock import LEAVE, REPAIR, RULES, WALK_LEAVE, deadline_of

# the audit trips (seed, i) that broke each deadline rule on the base of round 20 (algorithm 18:
# LATE_DUE hang 18, 54, 90, slip-n-slide 23, 38, 95, 105; TOLD_LATE hang 29, slip-n-slide 105,
# 154); a later algorithm deals other trips a Deadline, so the tests read every Deadline trip of
# the audit's first 120 of each seed (at least five)


def _deadline_trips() -> list[tuple[str, int]]:
    found = [(seed, i) for seed in ("hang", "slip-n-slide") for i in range(1, 121) if _has_deadline(audit_trip(i, seed))]
    assert len(found) >= 5, found
    return found


def _events(t: dict) -> list[dict]:
    return [e for k in t["clock"]["ticks"] for e in k["events"]]


def _has_deadline(t: dict) -> bool:
    return deadline_of(t) is not None


def _deadline_event(t: dict) -> dict:
    return next(e for e in t["events"] if e["text"].startswith("Deadline:"))


def _break_bite() -> dict:
    """The clock's Deadline falls due an hour after the crew must start back."""
    t = trip_where(lambda t: _has_deadline(t) and any(LEAVE.search(e["text"]) for k in t["clock"]["ticks"]
                                                      for e in k["events"]))
    leave = min(int(h) for k in t["clock"]["ticks"] for e in k["events"] for h in LEAVE.findall(e["text"]))
    for k in t["clock"]["ticks"]:
        for e in k["events"]:
            if e["text"].startswith("Deadline"):
                e["text"] = re.sub(r"at hour \d+", f"at hour {leave + 1}", e["text"])
    return t


def _break_agrees() -> dict:
    """An event names the deadline at an hour the clock does not."""
    t = trip_where(_has_deadline)
    e = _deadline_event(t)
    e["text"] = e["text"].rstrip(".") + f"; by hour {deadline_of(t) + 2} (see the clock), no later."
    return t


def _break_told() -> dict:
    """The deadline is told at the hour it falls due."""
    t = trip_where(_has_deadline)
    _deadline_event(t)["when"] = f"Hour {deadline_of(t)}"
    return t


def _break_rivals() -> dict:
    """The rivals' Status says hour 8 (tick 2); they land at tick 3."""
    t = trip_where(lambda t: t["world"]["rivals"] == "later" and t["world"]["rivals_tick"] == 3)
    for d in t["rivals"][0]["details"]:
        if d["label"] == "Status":
            d["text"] = "Not here yet: they land near the slip-in point at hour 8, when tick 2 of the clock fires"
    return t


def _break_repair() -> dict:
    """The hour to start back leaves no hour for the repair a tick may force."""
    t = trip_where(lambda t: any(REPAIR.search(e["text"]) for e in _events(t))
                   and any(WALK_LEAVE.search(e["text"]) for e in _events(t)))
    for e in _events(t):
        m = WALK_LEAVE.search(e["text"])
        if m and e["track"] != "complication":
            e["text"] = e["text"].replace(f"by hour {m.group(2)}", f"by hour {24 - int(m.group(1))}")
    return t


R20_CLOCK_BREAKS = {"leave-counts-repair": _break_repair, "deadline-cannot-bite": _break_bite, "deadline-hour-agrees": _break_agrees,
                    "deadline-told-after-due": _break_told, "rival-landing-agrees": _break_rivals}


def test_every_rule_has_a_break_and_fires():
    assert set(R20_CLOCK_BREAKS) == set(RULES)
    for rule, brk in R20_CLOCK_BREAKS.items():
        assert fires(brk(), rule), rule


def test_the_deadline_falls_due_while_the_crew_may_still_be_at_the_goal():
    """Fails on the base: 7 of the audit's 26 Deadline trips had it due at hour 20 with the
    crew on their way back by hour 17-19."""
    for seed, i in _deadline_trips():
        t = audit_trip(i, seed)
        due = deadline_of(t)
        leave = [int(h) for k in t["clock"]["ticks"] for e in k["events"] for h in LEAVE.findall(e["text"])]
        assert due is not None and all(due <= h for h in leave), (seed, i, due, leave)
        assert not fires(t, "deadline-cannot-bite"), (seed, i)


def test_the_clock_names_the_deadline_hour_and_the_events_do_not_guess_it():
    """Fails on the base: the clock's line said "by now" at tick 5 and the event "by hour 20"."""
    for seed, i in _deadline_trips():
        t = audit_trip(i, seed)
        line = next(e["text"] for k in t["clock"]["ticks"] for e in k["events"] if e["text"].startswith("Deadline"))
        assert re.search(r"comes due at hour \d+", line), line
        assert not re.search(r"\bhour \d+", _deadline_event(t)["text"]), _deadline_event(t)["text"]


def test_the_deadline_is_told_before_it_falls_due():
    """Fails on the base: told at hour 21 or 22, due at hour 20."""
    for seed, i in _deadline_trips():
        t = audit_trip(i, seed)
        assert int(_deadline_event(t)["when"].split()[-1]) <= TOLD_BY < deadline_of(t), (seed, i)
        assert not fires(t, "deadline-told-after-due")


def test_the_hour_to_start_back_leaves_an_hour_for_the_landers_repair():
    """Fails on the base: a tick 5 that damages the lander, and a walk that reaches it at hour 24.
    (hang 2, 4, 13, 14, 16 and 18 were the first such trips under algorithm 18; round 21's clock keeps a Deadline's timed maguffin in
    reach and deals the campaign's clock deck differently, so the trips with a repair tick and
    an hour to start back are sought among the audit's first 40 of hang, at least three.)"""
    found = [("hang", i) for i in range(1, 41) for ev in [_events(audit_trip(i, "hang"))]
             if any(REPAIR.search(e["text"]) for e in ev) and any(WALK_LEAVE.search(e["text"]) for e in ev)]
    assert len(found) >= 3, found
    for seed, i in found:
        t = audit_trip(i, seed)
        walks = [(int(m.group(1)), int(m.group(2))) for e in _events(t) for m in [WALK_LEAVE.search(e["text"])] if m]
        assert walks and all(n + h <= 23 for n, h in walks), (seed, i, walks)
        assert not fires(t, "leave-counts-repair")


def test_due_first_moves_the_deadline_message_to_the_earliest_hour():
    hours = [3, 9, 15, 21]
    assert due_first([0, 1, 3, 2], hours, 2, ["Bad Odds", "Deadline"]) == [2, 1, 3, 0]  # hour 15 -> 3
    assert due_first([2, 1, 3, 0], hours, 2, ["Bad Odds", "Deadline"]) == [2, 1, 3, 0]  # hour 3: kept
    assert due_first([0, 1, 3, 2], hours, 2, ["Bad Odds"]) == [0, 1, 3, 2]


def test_the_rivals_land_at_a_spread_of_hours_and_every_line_says_the_same():
    """Fails on the base: every rival crew who landed later landed at tick 2 (hour 8)."""
    ticks = set()
    for i in range(1, 40):
        t = audit_trip(i)
        w = t["world"]
        if w["rivals"] != "later":
            continue
        ticks.add(w["rivals_tick"])
        status = next(d["text"] for d in t["rivals"][0]["details"] if d["label"] == "Status")
        assert f"at hour {4 * w['rivals_tick']}, when tick {w['rivals_tick']} " in status
        first = min(k["tick"] for k in t["clock"]["ticks"] for e in k["events"] if e["track"] == "rival")
        assert first == w["rivals_tick"], i
    assert ticks == set(LAND_TICKS)
