"""Round 33, the clock, rivals and endings (cold reads 33-a and 33-b): rivals who "ask the crew
for directions" at the landing site six hours after the crew left it; rivals who land and are
never seen again; rivals who "start on the same job" with no ruling if they finish first; two
"+1 hour" tolls at one place in one tick.

Each rule of generators/trip/consistency_r33clock.py fires on a trip broken on purpose, and the
generator's own lines keep to them (cheap: cached audit trips only)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clock_stack import stacked, tolls_at
from generators.trip.consistency_r33clock import RULES


def _has_clock(t: dict) -> bool:
    return bool((t.get("clock") or {}).get("ticks")) and bool(t.get("scenes"))


def _goal(t: dict) -> str:
    place = t["scenes"][-1]["place"]
    return "the " + place[4:] if place.startswith("The ") else place


def _break_stacked() -> dict:
    t = trip_where(_has_clock)
    goal = _goal(t)
    tk = t["clock"]["ticks"][3]
    tk["events"] = list(tk["events"]) + [
        {"track": "goal", "text": f"Another tour party reaches {goal} ahead of the crew (+1 hour on the clock at {goal})."},
        {"track": "rival", "text": f"The Mosquito Irregulars reach {goal} first and take the best spot (+1 hour on the clock at {goal})."}]
    return t


def _later_rivals(t: dict) -> bool:
    return _has_clock(t) and (t.get("world") or {}).get("rivals") == "later" and bool(t.get("rivals"))


def _break_idle() -> dict:
    t = trip_where(_later_rivals)
    for tk in t["clock"]["ticks"]:
        tk["events"] = [e for e in tk["events"] if e["track"] != "rival"]
    t["clock"]["ticks"][2]["events"].append(
        {"track": "rival", "text": "The Backyard Jackalope Rota land near the Solar Machine Garden and start asking the same questions."})
    return t


def _break_meets() -> dict:
    t = trip_where(_has_clock)
    t["clock"]["ticks"][2]["events"].append(
        {"track": "rival", "text": "The Backyard Jackalope Rota arrive near the Solar Machine Garden, and the first "
                                   "thing they do is ask the crew for directions."})
    return t


def _break_race() -> dict:
    t = trip_where(_has_clock)
    t["clock"]["ticks"][3]["events"].append(
        {"track": "rival", "text": "The Flying Accountants reach the Acorn Granary and start on the same job at a run, "
                                   "timing themselves (+1 DL at the Acorn Granary)."})
    return t


R33_clock_BREAKS = {"clock-stacked-toll": _break_stacked, "rival-lands-idle": _break_idle,
                    "rival-arrival-meets-crew": _break_meets, "rival-race-no-ruling": _break_race}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R33_clock_BREAKS[rule](), rule)


def test_tolls_read_the_cold_reads_lines():
    a = "Another tour party reaches the Radio Tower ahead of the crew (+1 hour on the clock at the Radio Tower)"
    b = "The rivals reach the Radio Tower first and take the best spot (+1 hour on the clock at the Radio Tower)"
    assert tolls_at(a, "The Radio Tower") == {("hour", "the radio tower")}
    assert stacked(b, 4, [(4, 0, a)], "The Radio Tower")
    assert not stacked(b, 4, [(3, 0, a)], "The Radio Tower")
    assert not stacked("The festival is past its best (+1 DL at the Radio Tower)", 4, [(4, 0, a)], "The Radio Tower")
    assert tolls_at("every roll about the survey is harder (+2 DL)", "X") == {("dl", "x")}


def test_no_rival_line_asks_an_absent_crew_or_races_without_a_ruling():
    from generators.trip.consistency_r33clock import FIRST, LANDS, MEETS, SAME_JOB
    for value, _, f in load("trip/play_clock").items:
        if str(f.get("track", "")).startswith("rival"):
            assert not (LANDS.search(value) and MEETS.search(value)), value
            assert not SAME_JOB.search(value) or FIRST.search(value), value


def test_audit_trips_keep_the_clock_rules():
    from generators.trip.consistency import check
    for i in range(1, 25):
        found = [v for v in check(audit_trip(i)) if v.rule in RULES]
        assert not found, (i, found)


def test_an_hourly_roll_says_what_a_miss_does():
    """(cold33-b-saltlantern-11: "a roll each hour they stay. Roll: PSYCHE against DL 5", and no
    word of a miss while the crew wait hours for the event)"""
    import json
    import pathlib
    import re

    hourly = re.compile(r"\brolls? each hour\b", re.I)

    def strings(o):
        if isinstance(o, str):
            yield o
        elif isinstance(o, dict):
            for v in o.values():
                yield from strings(v)
        elif isinstance(o, list):
            for v in o:
                yield from strings(v)
    root = pathlib.Path(__file__).resolve().parent.parent / "corpora"
    for path in sorted(root.rglob("*.json")):
        for text in strings(json.loads(path.read_text())):
            if hourly.search(text):
                assert re.search(r"\b(miss|misses|a miss)\b", text), (path.name, text)


def test_a_wait_before_a_set_hour_event_is_said():
    from generators.trip.clock_view import WAIT
    for i in range(1, 40):
        t = audit_trip(i)
        want = (t["scenes"][-1].get("gm") or "") if t.get("scenes") else ""
        if "Until hour " in want:
            assert "back here by hour" in want and WAIT >= 4
            return
    raise AssertionError("no trip of hang audit/1..39 has a wait line before a set-hour event")
