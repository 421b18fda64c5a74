"""Round 17, timing: the clock's lines fire while they can still matter, tell one event once,
and the Deadline's lines fit the kind of goal (generators/trip/consistency_r17timing.py; cold
read 25, READER-F a, e; READER-G f, g, h).

The facts behind the fix hold (clock_leave.drop_after_leave, the clock line field ``event``,
the Deadline lines' ``needs``), and each rule fires on a contradicting trip."""

from __future__ import annotations

import json
import re
from pathlib import Path

from audit_trips import audit_trip
from audit_trips import fires as _fires, trip_where as _trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.clock_leave import drop_after_leave
from generators.trip.consistency import check
from generators.trip.consistency_r17timing import RULES

LEAVE = re.compile(r"\bon their way by hour (\d+)\b")
CARRIED = re.compile(r"\bon the way back to the lander\b|\bbefore the markets open\b")
VISITS = ("event", "view", "place")
ROOT = Path(__file__).resolve().parent.parent


def _leave(t: dict) -> int | None:
    said = [int(m.group(1)) for tk in t["clock"]["ticks"] for e in tk["events"]
            if e["track"] != "complication" for m in [LEAVE.search(e["text"])] if m]
    return min(said) if said else None


def _break_after_leave() -> dict:
    """The rivals reach the goal at the first tick after the hour to start back."""
    t = _trip_where(lambda t: (_leave(t) or 99) <= 20)
    k = -(-_leave(t) // 4)
    t["clock"]["ticks"][k - 1]["events"].append(
        {"track": "rival", "text": "The rivals reach the goal; if the crew have not, they take it first."})
    return t


def _break_same_event() -> dict:
    """Cold 25 g: the way back moves at tick 1 and again at tick 3."""
    t = _trip_where(lambda t: True)
    lines = [v for v, _, f in load("trip/play_clock").items if f.get("event") == "way-back-moves"]
    for k, line in zip((1, 3), lines):
        t["clock"]["ticks"][k - 1]["events"].append({"track": "env", "text": line + "."})
    return t


def _break_deadline() -> dict:
    """Cold 25 h: a waterfall view that must be "on the way back to the lander"."""
    t = _trip_where(lambda t: t["maguffin"].get("kind") in VISITS)
    t["complications"] = list(t.get("complications") or []) + ["Deadline"]
    t["clock"]["ticks"][4]["events"].append({"track": "complication", "text": (
        "Deadline (Mission Complication): The client's deadline comes due: unless the view is on the "
        "way back to the lander by now, the client will pay half at best (the partial-success pay).")})
    return t


def _break_second_way() -> dict:
    """Cold 25 j: "not the only way to the highest peak" on a map that is one line."""
    t = _trip_where(lambda t: len(t["connections"]) < len(t["scenes"]))
    t["clock"]["ticks"][2]["events"].append({"track": "opp", "text": (
        "The ground gives way on one path (the GM's choice, not the only way to the peak); the crew "
        "must go round (+1 hour on the clock).")})
    return t


R17_TIMING_BREAKS = {
    "collapse-needs-second-way": _break_second_way,
    "tick-after-leave": _break_after_leave,
    "clock-same-event": _break_same_event,
    "deadline-fits-goal": _break_deadline,
}


def test_each_rule_fires():
    assert set(R17_TIMING_BREAKS) == set(RULES)
    for rule, make in R17_TIMING_BREAKS.items():
        assert _fires(make(), rule), rule


def test_audit_trips_keep_the_rules():
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 21):
            bad = [v for v in check(audit_trip(i, seed)) if v.rule in RULES]
            assert not bad, (seed, i, bad)


def test_no_goal_or_rival_line_after_the_hour_to_start_back():
    """Cold 25 h: on their way by hour 14, yet tick 4's haze at the falls and tick 5's "If the
    crew stay past hour 14 (too late to make the slip window)"."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 31):
            t = audit_trip(i, seed)
            leave = _leave(t)
            if leave is None:
                continue
            seen += 1
            for tk in t["clock"]["ticks"]:
                for e in tk["events"]:
                    assert not (4 * tk["tick"] >= leave and e["track"] in ("goal", "rival")), (seed, i, e)
                    assert not e["text"].startswith("If the crew stay past hour"), (seed, i, e)
    assert seen


def test_drop_after_leave_keeps_the_way_home():
    ticks = [{"tick": k, "events": [{"track": tr, "text": f"{tr} {k}"} for tr in ("goal", "rival", "opp")]}
             for k in range(1, 7)]
    drop_after_leave(ticks, 14)
    assert [len(t["events"]) for t in ticks] == [3, 3, 3, 1, 1, 1]
    assert all(e["track"] == "opp" for t in ticks[3:] for e in t["events"])


def test_the_way_back_moves_once_a_clock():
    lines = [(v, f) for v, _, f in load("trip/play_clock").items if "the crew came" in v and "way" in v]
    assert len(lines) >= 2 and all(f.get("event") == "way-back-moves" for _, f in lines)


def test_deadline_lines_fit_the_goal():
    """A visit, a view, a place or an event is seen, not carried; every kind has a Deadline line."""
    rows = json.loads((ROOT / "corpora/grammars/events.json").read_text())["rules"]["deadline"]
    rows = [(r, None) if isinstance(r, str) else (r["text"], r.get("needs")) for r in rows]
    clock = [(v, f.get("needs")) for v, _, f in load("trip/play_clock").items
             if f.get("track") == "complication:Deadline"]
    for kind in ("person", "creature", "object", "substance", "knowledge") + VISITS:
        for lines in (rows, clock):
            fit = [v for v, needs in lines if not needs or fits(needs, {"maguffin": kind})]
            assert fit, kind
            if kind in VISITS:
                assert not any(CARRIED.search(v) for v in fit), (kind, fit)


def test_a_lost_path_needs_a_loop_on_the_map():
    line = next(f for v, _, f in load("trip/play_clock").items if "not the only way to" in v)
    assert not fits(line.get("needs") or "", {"map_loop": "no"})
    assert fits(line.get("needs") or "", {"map_loop": "yes"})
