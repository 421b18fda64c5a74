"""Round 37, the clock that does not know where the crew are (cold reads of round 36): "Another
tour party reaches the Governor's Air Base ahead of the crew" at hour 16, when the direct route
puts the crew there by hour 3-4; "(the clock says so at ticks 1, 4 and 5)" where those ticks say
nothing of the festival; "The sun stands overhead" at hour 4 of a crew who landed at mid-day; an
hour to start back at 4 or sooner dropped from the page.

Each rule of generators/trip/consistency_r37clock.py fires on a trip broken on purpose; the hour
facts (trip/clock_reach.py) and the lines' ``tells`` (trip/clock_tells.py) are tested directly;
and over the audit trips of slip-n-slide (cached) the generator keeps the rules quiet, so the
tests fail if the needs on the lines, the facts or the cross-reference's reading are reverted
(before: 107, 14 and 4 of 300 trips)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.clock_leave import LEAVE, drop_after_leave
from generators.trip.clock_reach import goal_first, noon, path_hours
from generators.trip.clock_tells import telling, tells
from generators.trip.consistency import check
from generators.trip.consistency_r37clock import AHEAD, MAYBE, OVERHEAD, RULES

TOUR = "Another tour party reaches {} ahead of the crew, and the crew's party must wait (+1 hour on the clock at {})."
SUN = ("The sun stands overhead and the heat of the day with it: until the next tick, whoever walks a path "
       "in the open stops an hour halfway to cool down (+1 hour on the clock).")


def _near_goal(t: dict) -> bool:
    scenes = t.get("scenes") or []
    reach = path_hours(scenes, t.get("connections") or []).get(scenes[-1]["id"]) if scenes else None
    return len(scenes) >= 2 and reach is not None and reach < 16


def _break_ahead() -> dict:
    t = trip_where(_near_goal)
    place = t["scenes"][-1]["place"]
    t["clock"]["ticks"][3]["events"].append({"track": "goal", "text": TOUR.format(place, place)})
    return t


def _break_crossref() -> dict:
    t = trip_where(lambda t: bool(t.get("scenes")))
    t["scenes"][-1]["want"] += (" How long it lasts: it is whole until hour 12, only half of it is left from then, "
                                "and it is over at hour 16 (the clock says so at tick 3).")
    t["clock"]["ticks"][2]["events"] = [{"track": "lull", "text": "A lull: nothing stirs until hour 16."}]
    return t


def _day_landing(t: dict) -> bool:
    w = t.get("world") or {}
    return w.get("arrival") != "night" and w.get("nights") != "no"


def _break_sun() -> dict:
    t = trip_where(_day_landing)
    t["clock"]["ticks"][0]["events"].append({"track": "env", "text": SUN})  # hour 4: 4 hours past noon
    return t


R37_CLOCK_BREAKS = {"tick-ahead-of-crew": _break_ahead, "tick-crossref-unsaid": _break_crossref,
                    "sun-overhead-off-noon": _break_sun}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R37_CLOCK_BREAKS[rule](), rule)


def test_lines_worded_for_a_crew_who_may_be_there_pass():
    t = _break_ahead()
    place = t["scenes"][-1]["place"]
    t["clock"]["ticks"][3]["events"][-1]["text"] = (
        f"Another tour party reaches {place}; if the crew have not got there yet, the crew's party must wait "
        f"for them to go round first (+1 hour on the clock at {place}).")
    assert not fires(t, "tick-ahead-of-crew")


def test_a_crossref_to_the_row_that_says_it_passes():
    t = _break_crossref()
    t["clock"]["ticks"][2]["events"].append({"track": "goal", "text": (
        "It is past its best: from now on (hour 12) only half of it is left, and at hour 16 it is over.")})
    assert not fires(t, "tick-crossref-unsaid")


def test_a_rival_whose_name_ends_in_first_is_no_race():
    clause = ("The Locksmith Society for Getting There First reach the stage from the first draft and make "
              "an offer for the egg there")
    m = AHEAD.search(clause)
    assert m is None or "stage from the first draft" not in (m.group("at") or "")


def test_goal_first_is_the_fewest_path_hours():
    scenes = [{"id": "a"}, {"id": "b"}, {"id": "c"}]
    links = [{"from": "a", "to": "b", "hours": 2}, {"from": "b", "to": "c", "hours": 3},
             {"from": "a", "to": "c", "hours": 9}]
    assert path_hours(scenes, links)["c"] == 5
    assert goal_first(scenes, links, 4) == "yes"  # tick 1: the crew cannot be there yet
    assert goal_first(scenes, links, 5) == "yes"
    assert goal_first(scenes, links, 8) == "no"  # tick 2: they may be there already


def _node(arrival: str, nights: str = "yes") -> SimpleNamespace:
    return SimpleNamespace(node={"details": []}, world={"arrival": arrival, "nights": nights})


def test_noon_follows_the_landing():
    day, night = _node("day"), _node("night")
    assert [h for h in range(0, 25, 4) if noon(day, h) == "yes"] == [0, 24]  # landed at mid-day
    assert [h for h in range(0, 25, 4) if noon(night, h) == "yes"] == [12]  # landed at mid-night
    assert noon(_node("day", "no"), 0) == "no"  # a light that never turns has no noon


def _needs_yes(needs, fact: str) -> bool:
    """Whether ``needs`` (parsed) holds the clause ``fact: yes``."""
    return any(c[0] == "set" and c[1] == fact and c[2] and c[3] == frozenset({"yes"}) for c in needs or ())


def test_every_race_line_needs_goal_first_and_every_overhead_sun_noon():
    """The data side of the fix: a clock line that has someone reach the goal ahead of the crew is
    drawn only where the crew cannot be there yet; the sun overhead only at noon."""
    races = overhead = 0
    for value, _, f in load("trip/play_clock").items:
        if AHEAD.search(value) and not MAYBE.search(value) and "{goal_place}" in value:
            races += 1
            assert _needs_yes(f.get("_needs"), "goal_first"), value
            assert not fits(f.get("_needs"), {"goal_first": "no"})
        if OVERHEAD.search(value):
            overhead += 1
            assert _needs_yes(f.get("_needs"), "noon"), value
    assert races >= 10 and overhead >= 1


def test_tells_marks_the_lines_that_say_the_event_hours():
    assert tells("{maguffin_cap} is past its best: from now on (hour {half}) ...") == {"tells": ["half"]}
    assert tells("When it happens: ... by hour {hour}") == {}
    clock = {"ticks": [{"tick": 1, "events": [{"text": "When it happens: whole until hour 16"}]},
                       {"tick": 4, "events": [{"text": "Time to start back: ... by hour 16"},
                                              {"text": "It is past its best (hour 16)", "tells": ["half"]}]},
                       {"tick": 5, "events": [{"text": "War Zone: at hour 20 the shooting starts"}]}]}
    assert telling(clock) == [4]


def test_an_early_hour_to_start_back_stays_on_the_page():
    said = LEAVE.format(goal_place="the pass", start="the ford", back="21", delays="", repair="", leave="3",
                        window="24") + "."
    ticks = [{"tick": 1, "events": [{"track": "goal", "text": said}, {"track": "rival", "text": "They reach it."}]}]
    drop_after_leave(ticks, 3)
    assert [e["text"] for e in ticks[0]["events"]] == [said]


@pytest.mark.parametrize("i", range(1, 121))
def test_audit_trips_keep_the_clock_where_the_crew_can_be(i):
    t = audit_trip(i, "slip-n-slide")
    assert not [v for v in check(t) if v.rule in RULES], i
