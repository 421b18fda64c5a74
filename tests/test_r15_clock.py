"""Round 15, the clock: the last chance and the walk back to the lander, night words at a light
hour, and a rival tick that settles the goal before the goal's own later tick."""

from __future__ import annotations

import copy
import re

from generators.data import load
from generators.trip.consistency import check, rule_names
from generators.trip.consistency_r15clock import NIGHT, RULES, SETTLES, leave_hour

from audit_trips import audit_trip as _audit_trip




def _chance_trip() -> dict:
    for i in range(1, 40):
        t = _audit_trip(i)
        if any(e["text"].startswith("Last chance: at hour 22") or e["text"].startswith("If the crew stay past hour")
               for tk in t["clock"]["ticks"] for e in tk["events"]):
            return copy.deepcopy(t)
    raise AssertionError("no trip with a last chance at hour 22")


def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _ticks(t: dict) -> list[dict]:
    return t["clock"]["ticks"]


def test_rules_are_registered():
    assert set(RULES) <= set(rule_names())


def test_the_crew_are_told_when_to_start_back_before_the_last_chance():
    seen = 0
    for i in range(1, 41):  # (1..24 held five such trips before algorithm 20; 1..40 hold more)
        t = _audit_trip(i)
        hour = leave_hour(t)
        goal = [(tk["tick"], e["text"]) for tk in _ticks(t) for e in tk["events"] if e["track"] == "goal"]
        if not any(x.startswith("Last chance") or x.startswith("If the crew stay past hour") for _, x in goal):
            continue
        seen += 1
        leave = [(k, x) for k, x in goal if f"on their way by hour {hour}" in x]
        assert len(leave) == 1 and 4 * leave[0][0] < hour, (i, hour, goal)
        assert not any(x.startswith("Last chance") and 4 * k >= hour for k, x in goal), (i, hour, goal)
        assert not {v.rule for v in check(t)} & set(RULES), (i, [str(v) for v in check(t)])
    assert seen >= 5


def test_last_chance_without_the_walk_back_fires():
    t = _chance_trip()
    assert not any(_fires(t, r) for r in RULES), [str(v) for v in check(t)]
    hour = leave_hour(t)
    t = _break_walk_back()  # main's clock: the last chance at tick 5, nothing of the walk back
    assert _fires(t, "last-chance-walk-back")
    assert (4 * 5 >= hour) == _fires(t, "leave-by-before-its-tick")


def test_leave_by_at_or_after_its_hour_fires():
    t = _chance_trip()
    hour = leave_hour(t)
    late = (hour + 3) // 4  # the first tick that fires at or after it
    _ticks(t)[late - 1]["events"].append({"track": "goal", "text": (
        f"Time to start back: the crew must be on their way by hour {hour}.")})
    assert _fires(t, "leave-by-before-its-tick")


def test_night_at_a_light_hour_fires_and_the_corpus_has_none_at_hour_22():
    t = _chance_trip()
    from generators.trip.consistency_play import _light

    light = next((h for h in range(1, 24) if _light(t, h) and _light(t, 4 * ((h + 3) // 4))), None)
    assert light is not None
    tick = (light + 3) // 4
    _ticks(t)[tick - 1]["events"].append({"track": "goal", "text": (
        f"At hour {light} the keeper shuts the box away for the night.")})
    assert _fires(t, "tick-night-at-light-hour")
    # the goal's stage at hour 22 is dealt by the light at its tick (hour 20), not at hour 22
    for v, _, f in load("trip/play_clock").items:
        if "hour 22" in v:
            assert not NIGHT.search(v), v


def test_rival_settling_before_a_goal_tick_fires_and_no_rival_line_settles():
    t = _chance_trip()
    _ticks(t)[3]["events"].append({"track": "rival", "text": (
        "The rivals are at the goal now, haggling; if the crew are not there to outbid them, the deal is done.")})
    assert _fires(t, "rival-settles-before-goal-tick")
    for v, _, f in load("trip/play_clock").items:
        if f.get("track") == "rival":  # a rival line comes before the goal's last stage (tick 5)
            assert not SETTLES.search(v), v
    assert not re.search(r"the deal is done", str(_ticks(_audit_trip(1))))


def _break_walk_back() -> dict:
    t = _chance_trip()
    for tk in _ticks(t):  # main's clock: the last chance, nothing of the walk back
        for e in tk["events"]:  # the start-back clause may close the last chance's own line
            if e["text"].startswith("Last chance") and "on their way by hour" in e["text"]:
                e["text"] = e["text"].split("; the walk back to the lander", 1)[0] + "."
        tk["events"] = [e for e in tk["events"] if "on their way by hour" not in e["text"]]
        for e in tk["events"]:
            if e["text"].startswith("If the crew stay past hour"):
                e["text"] = "Last chance: " + e["text"].split("): ", 1)[1]
    return t


def _break_leave_late() -> dict:
    t = _chance_trip()
    hour = leave_hour(t)
    _ticks(t)[(hour + 3) // 4 - 1]["events"].append({"track": "goal", "text": (
        f"Time to start back: the crew must be on their way by hour {hour}.")})
    return t


def _break_night() -> dict:
    from generators.trip.consistency_play import _light

    t = _chance_trip()
    light = next(h for h in range(4, 25, 4) if _light(t, h))
    _ticks(t)[light // 4 - 1]["events"].append({"track": "goal", "text": (
        "The keeper shuts the box away for the night.")})
    return t


def _break_settle() -> dict:
    t = _chance_trip()
    _ticks(t)[3]["events"].append({"track": "rival", "text": (
        "The rivals are at the goal now, haggling; if the crew are not there to outbid them, the deal is done.")})
    return t


# each rule's broken trip, for tests/test_consistency.py's CLOCK_BREAKS
R15CLOCK_BREAKS = {"last-chance-walk-back": _break_walk_back, "leave-by-before-its-tick": _break_leave_late,
                   "tick-night-at-light-hour": _break_night, "rival-settles-before-goal-tick": _break_settle}


def test_each_break_fires():
    for rule, make in R15CLOCK_BREAKS.items():
        assert _fires(make(), rule), rule
