"""Round 15b, the walk back: the hour the crew must start back counts the path costs the clock's
own ticks and complications add before it (cold 22: tick 3 makes the path into the climax cost
"+1 hour on the clock each time the crew walk it", yet tick 4 said the 4-hour walk lets the crew
leave by hour 20), and the goal's stage after that hour reads as what happens if they stay."""

from __future__ import annotations

import copy
import re

from generators.data import load
from generators.trip.clock_leave import walk_back
from generators.trip.consistency import check
from generators.trip.consistency_r15clock import EVERY_TOLL, GOAL_TOLL, LEAVE, NEEDS_REPAIR, RULES, _repair, _walk_back, leave_hour
from test_r15_clock import _audit_trip

TOLLED = "with the clock's delays on the way"


def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _said(t: dict) -> list[tuple[int, int]]:
    return [(tk["tick"], int(m.group(1))) for tk in t["clock"]["ticks"] for e in tk["events"]
            if e["track"] == "goal" for m in [LEAVE.search(e["text"])] if m]


def _tolled_trips(n: int = 60) -> list[dict]:
    out = []
    for i in range(1, n):
        t = _audit_trip(i)
        # the path tolls (not the hour kept for a repair tick 5 may force: round 20, _repair)
        if _walk_back(t) > 0 and leave_hour(t) + _repair(t) < 24 - _walk_back(t) and _said(t):
            out.append(t)
    return out


def test_the_rule_is_registered():
    assert "leave-by-counts-delays" in RULES


def test_walk_back_counts_the_tolls():
    scenes = [{"id": "a"}, {"id": "b"}, {"id": "c"}]
    links = [{"from": "a", "to": "b", "hours": 2}, {"from": "b", "to": "c", "hours": 2},
             {"from": "a", "to": "c", "hours": 5}]
    assert walk_back(scenes, links) == 4
    assert walk_back(scenes, links, goal_path=2, into="b") == 5  # the long way is now shorter
    assert walk_back(scenes, links, every_path=1) == 6


def test_the_hour_to_start_back_counts_the_clocks_delays():
    """Fails on r15-merge: the hour was the window less the bare walk."""
    trips = _tolled_trips()
    assert len(trips) >= 2
    for t in trips:
        hour = leave_hour(t)
        said = _said(t)
        assert [h for _, h in said] == [hour], (hour, said)
        assert 4 * said[0][0] < hour
        # the lines' own words (str() of the ticks is their repr, which writes "clock\'s" when a
        # line also holds a double quote, e.g. a nickname: hang audit/26 under ALGORITHM 16)
        assert TOLLED in " ".join(e["text"] for tk in t["clock"]["ticks"] for e in tk["events"])
        assert not {v.rule for v in check(t)} & set(RULES), [str(v) for v in check(t)]


def test_the_late_stage_is_not_printed_after_the_hour_to_start_back():
    """Round 17 (cold 25 b, h): "If the crew stay past hour 14 (too late to make the slip
    window): at hour 22 dust comes down" can only matter to a crew who have already missed the
    window, so the goal's last stage after the hour to start back is dropped (clock_leave.
    drop_after_leave); the hour to start back is still said, at the tick before it."""
    said = 0
    for i in range(1, 30):
        t = _audit_trip(i)
        for tk in t["clock"]["ticks"]:
            for e in tk["events"]:
                assert not e["text"].startswith(("Too late for a crew", "If the crew stay past hour")), e["text"]
                said += "Time to start back:" in e["text"]
    assert said >= 2


def test_every_lasting_path_cost_carries_its_toll():
    """The generator reads the ``toll`` field, the audit the line's words: they agree."""
    tolls = 0
    for v, _, f in load("trip/play_clock").items:
        want = "goal_path" if GOAL_TOLL.search(v) else "every_path" if EVERY_TOLL.search(v) else \
            "repair" if NEEDS_REPAIR.search(v) else None  # (round 20: an hour kept for the lander's repair)
        assert f.get("toll") == want, v
        assert f.get("toll") in (None, "goal_path", "every_path", "repair"), v
        tolls += bool(want)
        if re.search(r"each time (they|the crew) walk", v):
            assert f.get("toll") == "goal_path", v
    assert tolls >= 6


def _break_counts() -> dict:
    """A tolled trip whose hour to start back is the bare walk's (r15-merge's clock)."""
    t = copy.deepcopy(_tolled_trips()[0])
    bare = 24 - _walk_back(t)
    for tk in t["clock"]["ticks"]:
        for e in tk["events"]:
            e["text"] = re.sub(r"(on their way by hour )\d+", rf"\g<1>{bare}", e["text"]).replace(" " + TOLLED, "")
    return t


R15B_WALK_BREAKS = {"leave-by-counts-delays": _break_counts}


def test_each_break_fires():
    for rule, make in R15B_WALK_BREAKS.items():
        assert _fires(make(), rule), rule
