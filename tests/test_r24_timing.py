"""Round 24, timing (issue 10, coherent trips: hours and the clock): a goal or an event at an hour
the crew cannot keep ("the dance is at hour 19" beside "on their way by hour 18"; a dinner at
hour 22 at a place the crew left at 18; a place five hours off at hour 2), a Bad Odds whose
secret and tick tell two events, a War Zone whose event hour and tick differ.

The facts behind each fix hold (trip/event_window.py, the clock's ticks at their events' hours),
the audit's trips keep every rule of generators/trip/consistency_r24timing.py, and each rule
fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clock_fit import ODDS, WAR, comp_hour, comp_line, odds_event
from generators.trip.consistency_r24timing import RULES, check_r24timing
from generators.trip.event_window import (crew_leave, event_tick, hour_of, outside, printed_leave,
                                          retime, walks_from)


def _tick_of(t: dict, name: str):
    return next(((tk, e) for tk in t["clock"]["ticks"] for e in tk["events"] if e["text"].startswith(name)),
                (None, None))


def _break_goal() -> dict:
    t = trip_where(lambda t: printed_leave(t["clock"]) is not None and printed_leave(t["clock"]) < 22)
    at = printed_leave(t["clock"]) + 1
    t["scenes"][-1]["want"] += (f" How long it lasts: under an hour, once it is dark: the dance is at hour {at} "
                                f"and over by hour {at + 1}; the crew must be here by hour {at}.")
    return t


def _break_event() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3
                   and crew_leave(t["clock"], t["scenes"], t["connections"]) < 22)
    place = t["scenes"][-1]["place"]
    t["events"].insert(-1, {"when": "Hour 22", "text": f"A wedding party at {place[:1].lower() + place[1:]} "
                                                       "mistakes the crew for guests of honour, and expects a speech."})
    return t


def _break_odds() -> dict:
    t = trip_where(lambda t: _tick_of(t, "Bad Odds")[1] is not None)
    _, e = _tick_of(t, "Bad Odds")
    e["text"] = ("Bad Odds (Mission Complication): The odds tighten: whoever or whatever stands between the crew "
                 "and what they came for is readier now (+1 DL at the goal).")
    return t


def _break_war() -> dict:
    t = trip_where(lambda t: _tick_of(t, "War Zone")[1] is not None)
    tk, e = _tick_of(t, "War Zone")
    tk["events"].remove(e)
    other = t["clock"]["ticks"][tk["tick"] % 5]  # another tick than the event's
    other["events"].append(e)
    return t


R24_TIMING_BREAKS = {"goal-hour-after-start-back": _break_goal, "event-outside-crew-window": _break_event,
                     "bad-odds-two-events": _break_odds, "war-tick-off-hour": _break_war}


def test_every_rule_has_a_break():
    assert set(R24_TIMING_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R24_TIMING_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_timing_rules(seed):
    for i in range(1, 61):
        t = audit_trip(i, seed)
        found = []
        check_r24timing(t, t.get("world") or {}, None, lambda rule, msg: found.append((rule, msg)))
        assert not found, (seed, i, found)


def test_event_tick_holds_the_hour():
    assert [event_tick(h) for h in (1, 4, 5, 8, 9, 16, 17, 21, 22)] == [1, 1, 2, 2, 3, 4, 5, 6, 6]


def _map():
    scenes = [{"id": f"scene-{k}", "place": p} for k, p in enumerate(("The Landing", "The Mill", "The Tower"), 1)]
    links = [{"from": "scene-1", "to": "scene-2", "hours": 2}, {"from": "scene-2", "to": "scene-3", "hours": 3}]
    return scenes, links


def test_retime_moves_events_into_the_crews_window():
    scenes, links = _map()
    assert walks_from(scenes, links, "scene-1") == {"scene-1": 0, "scene-2": 2, "scene-3": 5}
    events = [{"when": "Hour 0", "text": "Slip-in at the Landing."},
              {"when": "Hour 2", "text": "A feast is held at the Tower."},  # five hours off: too soon
              {"when": "Hour 20", "text": "A dance at the Mill."},  # after the start back (18)
              {"when": "Hour 21", "text": "Someone waits at the Landing."},  # the lander's: all day
              {"when": "Hour 23", "text": "Last hour at the Landing."}]
    retime(events, scenes, links, 18)
    assert [(hour_of(e), e["text"][:10]) for e in events] == [
        (0, "Slip-in at"), (5, "A feast is"), (18, "A dance at"), (21, "Someone wa"), (23, "Last hour ")]
    assert not any(outside(e, scenes, links, 18) for e in events)


def test_retime_keeps_the_rivals_after_they_land():
    scenes, links = _map()
    events = [{"when": "Hour 3", "text": "The Weasels reach the Tower."}, {"when": "Hour 23", "text": "Home."}]
    retime(events, scenes, links, 18, rivals=["The Weasels"], land=8)
    assert hour_of(events[0]) == 9  # (they land at hour 8, when their tick fires)


def test_tied_complications_tell_their_event_at_its_tick():
    """Every audit trip's War Zone and Bad Odds tick is at its event's hour and says it; the Bad
    Odds tick retells the secret's event."""
    seen = set()
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 61):
            t = audit_trip(i, seed)
            for label, name in ((WAR, "War Zone"), (ODDS, "Bad Odds")):
                hour = comp_hour(t["events"], label)
                if hour is None:
                    continue
                tk, e = _tick_of(t, name)
                assert tk is not None and tk["tick"] == event_tick(hour) and f"hour {hour}" in e["text"], (seed, i)
                if label == ODDS:
                    assert odds_event(comp_line(t["events"], ODDS)) in e["text"], (seed, i)
                seen.add(name)
    assert seen == {"War Zone", "Bad Odds"}
