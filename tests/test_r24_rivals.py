"""Round 24, rivals (issue 10, coherent trips): a rival crew whose Goal, captain's Want and secret
tell three stories ("sent to stop anyone taking" the maguffin, a want about racing, a secret about
something else), clock ticks that disagree with that goal (a stop-anyone crew who come to
bargain; a crew "testing a new lander" who ask the locals questions), and rivals at a place
before they could have walked there (landed at hour 12, six hours' walk away at hour 16).

The fact behind them, ``rival_why`` (generators/facts.py: prize, spoil, beat, watch), is rolled
before any line about the rivals and every line about them needs it; the rivals' second clock
line waits for their walk (trip/clock.py rival_reach_tick). The audit trips keep every rule of
generators/trip/consistency_r24rivals.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.consistency_r23rivals import _captain
from generators.trip.consistency_r24 import RULES as R24_RULES
from generators.trip.consistency_r24rivals import (
    RULES, WHYS, _clock, _grammar, _walks, _whys, line_whys, rival_why)


def _why(t: dict, why: str) -> bool:
    return (t.get("world") or {}).get("rival_why") == why and bool(t.get("rivals"))


def _break_split() -> dict:
    """A crew sent to stop anyone taking the maguffin, whose captain wants to race and hides
    something else (the cold read's trip)."""
    t = trip_where(lambda t: _why(t, "spoil") and _captain(t) is not None, n=300)
    cap = next(n for n in t["npcs"] if n["name"] == _captain(t)["name"])
    cap["want"] = "To be back through the slip first, with the job done and a witness to it"
    cap["secret"] = "Promised the pilot they would never let a rescue crew near"
    return t


def _break_goal() -> dict:
    """A watching crew whose Goal says they are there to make the crew fail."""
    t = trip_where(lambda t: _why(t, "watch"), n=300)
    goal = next(d for d in t["rivals"][0]["details"] if d["label"] == "Goal")
    goal["text"] = "They were hired to make sure the PCs fail"
    return t


def _break_tick() -> dict:
    """A stop-anyone crew beside a tick where they come to bargain for the maguffin."""
    t = trip_where(lambda t: _why(t, "spoil") and t["world"].get("rivals") == "later", n=300)
    t["clock"]["ticks"][3]["events"].append({"track": "rival", "text": (
        f"{t['rivals'][0]['name']} reach {t['scenes'][-1]['place']}; if the crew have not, the rivals "
        "bargain for the egg first.")})
    return t


def _break_reach() -> dict:
    """Rivals landed at hour 12 at the goal by hour 16, though it is more than 4 hours' walk."""
    def far(t):
        w = t.get("world") or {}
        return (w.get("rivals") == "later" and _captain(t) is None and bool(t.get("rivals"))
                and _walks(t).get(t["scenes"][-1]["place"], 0) > 4)
    t = trip_where(far, n=300)
    t["world"]["rivals_tick"] = 3
    t["clock"]["ticks"][3]["events"].append({"track": "rival", "text": (
        f"{t['rivals'][0]['name']} turn up at {t['scenes'][-1]['place']} to watch the crew, not to do the job.")})
    return t


R24_RIVALS_BREAKS: dict = {
    "rival-purpose-split": _break_split,
    "rival-tick-off-purpose": _break_tick,
    "rival-reach-too-soon": _break_reach,
}


def test_rules_are_registered_and_each_has_a_break():
    assert set(RULES) <= set(R24_RULES)
    assert set(R24_RIVALS_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R24_RIVALS_BREAKS[rule](), rule)


def test_a_goal_of_another_purpose_is_caught():
    assert fires(_break_goal(), "rival-purpose-split")


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_rival_rules(seed):
    from generators.trip.consistency import check
    for i in range(1, 41):
        got = [str(v) for v in check(audit_trip(i, seed)) if v.rule in RULES]
        assert not got, (seed, i, got)


def test_the_purpose_is_a_fact_every_line_declares():
    """The fact is rolled for every trip with rivals, the watchers' with rival_aim, and the Goal,
    the captain's Want and secret are lines of that purpose."""
    seen = set()
    for i in range(1, 80):
        t = audit_trip(i)
        if not t.get("rivals"):
            continue
        w = t["world"]
        seen.add(w["rival_why"])
        assert (w["rival_why"] == "watch") == (w["rival_aim"] == "watch"), i
        assert rival_why(t, w) == w["rival_why"]
        goal = next(d["text"] for d in t["rivals"][0]["details"] if d["label"] == "Goal")
        assert w["rival_why"] in line_whys(_grammar("org", "crew_goal"), goal), (i, goal)
        if cap := _captain(t):
            for f in ("want", "secret"):
                assert line_whys(_grammar("people", f"{f}_rival"), cap[f]) == {w["rival_why"]} or \
                    w["rival_why"] in line_whys(_grammar("people", f"{f}_rival"), cap[f]), (i, f, cap[f])
    assert seen == set(WHYS)


def _where(needs) -> str | None:
    return next((next(iter(c[3])) for c in needs or () if c[0] == "set" and c[1] == "rivals" and c[2] and len(c[3]) == 1), None)


def test_every_racing_line_names_its_purposes():
    """No goal of the clock crew and no clock line of theirs that takes a side in the race is
    left to fit every purpose; each purpose has goals, wants, secrets and second-stage ticks."""
    g = load("grammars/org")
    for k, text in enumerate(g.rules["crew_goal"]):
        needs = g.rule_needs["crew_goal"][k] or ()
        if any(c[0] == "set" and c[1] == "rival_aim" and "race" in c[3] for c in needs):
            assert any(c[0] == "set" and c[1] == "rival_why" for c in needs), text
    for why in WHYS:
        for rule in ("want_rival", "secret_rival"):
            assert sum(why in w and len(w) == 1 for _, w in _grammar("people", rule)) >= 3, (why, rule)
        for where in ("later", "here"):
            assert any(why in _whys(f.get("_needs")) and _where(f.get("_needs")) in (None, where)
                       and f.get("stage") == 2 for _, _, f in load("trip/play_clock").items
                       if f.get("track") == "rival"), (why, where)


def test_a_spoiling_crew_never_bargains_and_a_racing_one_never_sells_for_itself():
    for pat, w in _clock("rival"):
        if "bargain" in pat.pattern or "haggling" in pat.pattern:
            assert "spoil" not in w and "watch" not in w, pat.pattern
        if "competitors" in pat.pattern:
            assert w == {"prize"}, pat.pattern
    for pat, w in _clock("opp:rival"):  # a crew who only came to watch never tamper with the lander
        if "tampered" in pat.pattern:
            assert "watch" not in w, pat.pattern
    assert any("watch" in w for pat, w in _clock("opp:rival") if "repair" in pat.pattern)


def test_rivals_reach_the_goal_no_sooner_than_their_walk():
    """Every audit trip: the rivals' second line is at a tick no earlier than their landing hour
    plus the walk to the goal (the class 3 fact, in generation)."""
    n = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 41):
            t = audit_trip(i, seed)
            w = t["world"]
            if w.get("rivals") != "later" or _captain(t) is not None or not t.get("rivals"):
                continue
            walk = _walks(t).get(t["scenes"][-1]["place"], 0)
            for tick in t["clock"]["ticks"]:
                for e in tick["events"]:
                    if e["track"] == "rival" and t["scenes"][-1]["place"].lower() in e["text"].lower():
                        assert 4 * int(w["rivals_tick"]) + walk <= 4 * tick["tick"], (seed, i, e["text"])
                        n += 1
    assert n > 20
