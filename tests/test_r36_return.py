"""Round 36, the return clock strands a crew who follow the page (cold reads of algorithm-31
trips): "Tick 5 fires at hour 20: '(+1 hour on the clock at Penny Drop)' ... reach the lander at
25. Stranded"; "'takes 7 hours with the clock's delays' ... can't reconstruct 7"; "(the clock
says so at ticks 4 and 5)" where neither tick mentions the festival; trips with no
time-to-start-back line at all.

Each rule of generators/trip/consistency_r36return.py fires on a trip broken on purpose; the one
reckoning (generators/trip/return_walk.py) counts the cold read's own case; and over many audit
trips the clock prints the reckoned figure with its parts, so the test fails if the fix is
reverted."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.consistency_r36return import RULES, TAKES
from generators.trip.return_walk import Delay, delays_of, parts, reckon, walk


def _leave_event(t: dict) -> dict | None:
    return next((e for tk in t["clock"]["ticks"] for e in tk["events"] if e.get("track") != "complication"
                 and TAKES.search(e["text"]) and "on their way by hour" in e["text"]), None)


def _break_after_delay() -> dict:
    """A line on tick 1 that costs every path an hour from then on, the printed hour unchanged."""
    t = trip_where(lambda t: _leave_event(t) is not None and len(t["connections"]) >= 2)
    t["clock"]["ticks"][0]["events"].append({"track": "opp", "text": (
        "Something hunts the paths now: anyone walking between places in the open must go carefully "
        "(+1 hour on the clock for each path walked from now on).")})
    return t


def _break_miscounted() -> dict:
    t = trip_where(lambda t: _leave_event(t) is not None)
    e = _leave_event(t)
    m = TAKES.search(e["text"])
    e["text"] = e["text"][:m.start(1)] + str(int(m.group(1)) + 2) + e["text"][m.end(1):]
    return t


def _break_missing() -> dict:
    t = trip_where(lambda t: any(e["text"].startswith("Time to start back") for tk in t["clock"]["ticks"]
                                 for e in tk["events"]))
    for tk in t["clock"]["ticks"]:
        tk["events"] = [e for e in tk["events"] if "on their way by hour" not in e["text"]]
    return t


def _break_crossref() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 2)
    t["scenes"][-1]["want"] += (" How long it lasts: the festival is under way when the crew land; it is whole until "
                                "hour 16, only half of it is left from then, and it is over at hour 20 (the clock "
                                "says so at ticks 4 and 5).")
    for tk in t["clock"]["ticks"]:
        if tk["tick"] in (4, 5):
            tk["events"] = [{"track": "lull", "text": "Nothing much happens for a while."}]
    return t


R36_RETURN_BREAKS = {"leave-by-after-delay": _break_after_delay, "return-walk-miscounted": _break_miscounted,
                     "leave-by-missing": _break_missing, "tick-crossref-empty": _break_crossref}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R36_RETURN_BREAKS[rule](), rule)


def _penny_drop():
    """The cold read's map: the ruined tower (climax) - Penny Drop - the lander, 2 hours a path."""
    scenes = [{"id": "s1", "place": "The lander's field"}, {"id": "s2", "place": "Penny Drop"},
              {"id": "s3", "place": "The ruined tower on the ridge", "leads_to": []}]
    scenes[1]["leads_to"] = ["s3"]
    links = [{"from": "s1", "to": "s2", "hours": 2}, {"from": "s2", "to": "s3", "hours": 2}]
    return scenes, links


def test_a_delay_from_the_leave_hour_is_counted():
    """Tick 5 (hour 20) puts the beast in the way through Penny Drop: a crew leaving at hour 20
    meet it at hour 22, so the hour to start back is 19, and the page says the parts."""
    scenes, links = _penny_drop()
    ticks = [{"tick": k, "events": []} for k in range(1, 7)]
    ticks[4]["events"].append({"track": "creature", "text": (
        "The beast has had enough of visitors: from now on it lies out in the way through Penny Drop, and the crew "
        "must wait for it to turn back inside before going by (+1 hour on the clock at Penny Drop).")})
    assert [(d.kind, d.hour, d.ends) for d in delays_of(ticks, scenes)] == [("place", 20, ("s2",))]
    w = reckon(ticks, scenes, links)
    assert (w.leave, w.back, w.foot) == (19, 5, 4)
    assert parts(w, scenes) == (" with the clock's delays on the way (4 on foot by way of Penny Drop; "
                                "+1 at Penny Drop, tick 5, for a crew there at hour 20 or later)")
    # a delay that starts after the crew have passed is not met
    assert walk(w.route, links, [Delay("place", 23, 6, ("s2",))], 19)[0] == 23


def test_unsure_delays_and_the_climax_own_hour_are_not_counted():
    scenes, links = _penny_drop()
    ticks = [{"tick": 1, "events": [
        {"track": "goal", "text": "They hide it at the ruined tower on the ridge (+1 hour on the clock at the "
                                  "ruined tower on the ridge)."},
        {"track": "complication", "text": "The crew misjudge the way (+1 hour on the clock, unless a clue warned "
                                          "them first)."},
        {"track": "env", "text": "The heat: until the next tick, a path walked in the open costs a HEALTH roll "
                                 "(DL 3), and a miss means an hour lying up (+1 hour on the clock)."}]}]
    assert delays_of(ticks, scenes) == []


N_TRIPS = 80


def test_generator_prints_the_reckoned_walk_with_its_parts():
    """Over many audit trips no round-36 rule fires, every trip with a walk back says when to
    start it, and the trips whose crew meet a delay on the way print its parts (which add up)."""
    from generators.trip.consistency_r36return import check_r36return

    wrong, with_parts, said = [], 0, 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i)
        check_r36return(t, {}, None, lambda rule, msg, i=i: wrong.append((i, rule, msg)))
        e = _leave_event(t)
        said += e is not None
        with_parts += bool(e is not None and re.search(r"\(\d+ on foot", e["text"]))
    assert not wrong, wrong[:5]
    assert said >= N_TRIPS * 0.9 and with_parts >= 5, (said, with_parts)
