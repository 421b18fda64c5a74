"""Round 41, lead: each rule of generators/trip/consistency_r41lead.py fires on a trip broken on
purpose (R41_LEAD_BREAKS), and the lines they guard keep to the fix. Cold reads of algorithm-34
trips by the lead (cold41-lead-1, cold41-lead-2); quoted in the module's docstring."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r41lead import RULES, check_r41lead

PLAIN = "It is exactly what it seems, which surprises everyone."


def _break_plain() -> dict:
    t = trip_where(lambda t: t["maguffin"]["kind"] == "knowledge", seed="slip-n-slide", n=300)
    t["maguffin"]["really"] = PLAIN
    return t


def _break_door() -> dict:
    t = trip_where(lambda t: t["scenes"] and any(
        x["name"] == t["scenes"][-1]["place"] and x.get("setting") == "outdoor" and "peak" in x["name"].lower()
        for x in t["locations"]), seed="slip-n-slide", n=300)
    t["scenes"][-1]["release"] = ("Jo lets nobody in at the highest peak carrying anything from outside: pay 1M, "
                                  "the toll Jo asks of strangers at the door, or talk Jo round")
    return t


R41_LEAD_BREAKS = {"knowledge-plain-yet-turns": _break_plain, "door-at-open-height": _break_door}


def test_every_rule_has_a_break_that_fires():
    assert set(R41_LEAD_BREAKS) == set(RULES)
    for rule, make in R41_LEAD_BREAKS.items():
        assert fires(make(), rule), rule


def test_the_plain_truth_is_never_drawn_for_knowledge():
    g = load("grammars/maguffin")
    sym = next(s for s, rules in g.rules.items() if any(r.startswith("It is exactly what it seems") for r in rules))
    k = next(i for i, r in enumerate(g.rules[sym]) if r.startswith("It is exactly what it seems"))
    needs = g.rule_needs[sym][k]
    assert not fits(needs, {"maguffin": "knowledge", "maguffin_number": "one"})
    assert fits(needs, {"maguffin": "object", "maguffin_number": "one"})


def test_no_keepers_toll_is_asked_at_a_door():
    assert not any("asks of strangers at the door" in v for v, _, _ in load("trip/play_lines").items)


def test_a_hundred_audit_trips_keep_to_the_rules():
    found = []
    for i in range(1, 101):
        t = audit_trip(i, "slip-n-slide")
        check_r41lead(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]
