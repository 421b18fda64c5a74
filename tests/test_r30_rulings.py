"""Round 30, every ruling says how often and what a miss costs (cold reads 44-46 of algorithm-27
trips, 15 of 15: the veil's "at the end of each hour every crewmember makes a PSYCHE roll (DL 3)
or loses the thread for a while", "the world gets slightly less friendly", "the busy are
arrested" with no arrester, roll or cost and the page telling the GM to "build the trip's twist
on that line", "MIGHT DL 3 to stay standing" with no how often and no cost of a fall, "finding
the way again takes a BRAINS roll (DL 3)" with no miss, tourists to "count at every scene" with
nothing said of a tourist on a miss).

The corpora's standing rules (slips.json, dream.json's veil, chao.json's flux table, the world's
gravity, play_threads.json's dream rules and hooks, tweaks.json, the clock's lines) now say when each roll is made and
what a miss costs, the tour party line says what a missed roll does to a tourist, and each rule
of generators/trip/consistency_r30rulings.py fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.world import GRAVITY
from generators.data import load
from generators.trip.consistency_r30rulings import (RULES, check_r30rulings, no_miss, no_when, unruled,
                                                    vague)

VEIL_OLD = ("Everything has the veiled quality of dreams: at the end of each hour every crewmember makes a "
            "PSYCHE roll (DL 3) or loses the thread for a while")


def _detail(t: dict, label: str, text: str) -> dict:
    t["node"]["details"] = [d for d in t["node"]["details"] if d["label"] != label] + [{"label": label, "text": text}]
    return t


def _break_miss() -> dict:
    t = trip_where(lambda t: len((t.get("clock") or {}).get("ticks") or []) >= 3)
    t["clock"]["ticks"][2]["events"].append({"track": "node", "text": (
        "The node rearranges itself: the path the crew came by now leads somewhere else, and finding "
        "the way again takes a BRAINS roll (DL 3).")})
    return t


def _break_when() -> dict:
    return _detail(trip_where(lambda t: True), "The veil", "Everything has the veiled quality of dreams: at the "
                   "end of each hour every crewmember makes a PSYCHE roll (DL 3) or loses an hour")


def _break_cost() -> dict:
    return _detail(trip_where(lambda t: True), "The veil", "The dream notices intruders: whenever a crewmember "
                   "says 'this isn't real', the world gets slightly less friendly")


def _break_slipped() -> dict:
    return _detail(trip_where(lambda t: True), "Meaning slipped",
                   "One major divergence: Work is a sin and idleness is virtue; the busy are arrested")


def _break_tourist() -> dict:
    t = trip_where(lambda t: "The party: " in (t.get("start") or {}).get("then", ""))
    t["start"]["then"] = re.sub(r"count them at every scene: [^.]*\.", "count them at every scene.", t["start"]["then"])
    return t


R30_RULINGS_BREAKS = {"roll-no-miss": _break_miss, "roll-no-when": _break_when, "cost-no-number": _break_cost,
                      "slipped-rule-no-ruling": _break_slipped, "tourist-no-fate": _break_tourist}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R30_RULINGS_BREAKS[rule](), rule)


def test_the_cold_reads_lines_are_caught():
    assert no_when(VEIL_OLD) and vague(VEIL_OLD)
    assert no_when("Gravity doubles every few minutes, then forgets; MIGHT DL 3 to stay standing")
    assert no_miss("Gravity doubles every few minutes, then forgets; MIGHT DL 3 to stay standing")
    assert no_miss("'Time flies': clocks have wings, and to know the hour you must catch one (GRACE, DL 3)")
    assert no_when("Whenever someone sneezes, every door in earshot locks: in dust or cold each crew member "
                   "rolls HEALTH DL 3 to hold a sneeze in, and a miss locks the nearest door for an hour")
    assert no_when("1.43 g, heavy: after each hour of hard work, a HEALTH roll (DL 3) or one harm")
    assert unruled("node/Meaning slipped", "Work is a sin and idleness is virtue; the busy are arrested")
    assert vague("if the crew join in for a while the searchers point them the quick way on")
    assert no_miss("It is depressed and will only work if someone cheers it up (CHARM, DL 3)")


def test_a_chosen_roll_or_a_modifier_is_no_roll_to_time():
    assert not no_when("Promises bind: break one and you are tied with rope until someone forgives you "
                       "(a CHARM DL 3 roll to win that forgiveness, or MIGHT DL 5 to break the rope)")
    assert not no_when("Gravity is personal: GRACE rolls at DL +2 near temptation")
    assert not no_miss("a PC who sits with it for an hour (BRAINS DL 3), or the crew lose the thread")


def test_a_reading_that_hands_the_ruling_back_fires():
    t = trip_where(lambda t: bool(t.get("vectors")))
    t["vectors"][0]["reading"] += " Build the trip's twist on that line."
    got = []
    check_r30rulings(t, t.get("world") or {}, [], lambda r, m: got.append(r))
    assert "slipped-rule-no-ruling" in got


def _standing_lines():
    """Every standing rule the corpora can draw, filled enough to read: the slips, the veils,
    the flux rows, the fixed points, the dream rules, the gravity rows."""
    g = {name: load(f"grammars/{name}") for name in ("slips", "dream", "chao")}
    out = []
    for name, key in [("slips", k) for k in g["slips"].rules] + [("dream", "veiled")] + [
            ("chao", k) for k in g["chao"].rules if k.startswith("flux_") or k == "stable_rule"]:
        for alt in g[name].rules.get(key) or []:
            out.append((key, alt["text"] if isinstance(alt, dict) else alt))
    out += [("gravity", h) for _, h in GRAVITY]
    out += [(f["use"], v) for v, _, f in load("trip/play_threads").items if f.get("use") in ("obeys", "hook")]
    tw = load("grammars/tweaks")
    out += [("tweak", a["text"] if isinstance(a, dict) else a) for alts in tw.rules.values() for a in alts]
    return out


def test_every_standing_line_says_when_and_what_a_miss_costs():
    lines = _standing_lines()
    assert len(lines) > 80
    for key, text in lines:
        assert not no_miss(text), (key, text)
        assert not vague(text), (key, text)
        if key not in ("obeys", "hook", "tweak"):  # met once, at its place or when the crew choose
            assert not no_when(text), (key, text)
        if key.startswith(("behavior", "meaning")):
            assert not unruled(f"node/{key.split('_')[0].title()} slipped", text), (key, text)


# audit trips that broke a rule of this module before the fix (algorithm 27, ccd699bf)
# (each rule's first two; over 300 trips: hang 209/69/31/100/49, slip-n-slide 208/85/34/100/49 trips
# broke roll-no-miss/roll-no-when/cost-no-number/slipped-rule-no-ruling/tourist-no-fate)
BROKE = {"hang": (2, 3, 4, 8, 12, 13), "slip-n-slide": (1, 2, 3, 6, 7, 8, 12, 13, 14)}


@pytest.mark.parametrize("seed", sorted(BROKE))
def test_audit_trips_that_broke_the_rules_keep_them(seed):
    for i in BROKE[seed]:
        t = audit_trip(i, seed)
        got = []
        check_r30rulings(t, t.get("world") or {}, [], lambda r, m: got.append((r, m)))
        assert not got, (seed, i, got)
