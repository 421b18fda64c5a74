"""Round 16c (promise): no way past costs a Success (cold read 24, READER-D trip B and READER-E
trip h: the needed way past the rival is "a promise of their name in the crew's report", and the
page's Endings make "a promise or a favour on the node" falling due after the crew leave a
Partial). generators/trip/consistency_r16promise.py (rule ``way-price-owed``),
corpora/trip/play_clues.json, play_obstacles.json, templates/trip.md.j2.

R16_PROMISE_BREAKS feeds the rule a contradicting trip (also used by tests/test_consistency.py).
Main (algorithm 16) drew the class in 17 of the first 60 audit trips of seed hang: the rivals'
credit "in the crew's report" (audit/10, 24, 26, 33, 50), the rival deal "a share worth" the
pay (5, 10, 26, 50), a needed clue told "in exchange for a favour" (8, 12, 13, ...)."""

from __future__ import annotations

import copy

from audit_trips import audit_trip
from generators.data import load
from generators.trip.consistency import check
from generators.trip.consistency_r16promise import owed

REPORT = ("they will step aside for a share of the credit: a promise of their name in the crew's "
          "report gets the crew through with no roll")
DEAL = ("Offer them a deal (they want the pay, not the work: a share worth 0.5M), or let them go "
        "first and follow (one hour on the clock).")
COME_BACK = ("Promise out loud to come back one day (CHARM DL 3), or the one who feels it least "
             "drags the rest on (MIGHT DL 2).")
FAVOUR = "Hall, in exchange for a favour: the crew's help with what they want (their Wants, in their entry)"
N = 60


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _find(pred) -> dict:
    return copy.deepcopy(next(audit_trip(i) for i in range(1, N + 1) if pred(audit_trip(i))))


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f["id"] == "way")


def _has_way(t: dict) -> bool:
    return any(f["id"] == "way" and ": " in f["fact"] for f in t["clues"])


def _break_report() -> dict:
    """The needed way past the rival asks for their name in the crew's report (trip B, h)."""
    t = _find(_has_way)
    f = _way(t)
    f["fact"] = f"How to get round the rival crew at {t['scenes'][-1]['place']}: {REPORT}"
    return t


R16_PROMISE_BREAKS = {"way-price-owed": _break_report}


def test_the_rule_fires_on_its_break():
    assert "way-price-owed" in _rules(_break_report())


def test_each_old_line_is_owed_and_each_new_one_settled():
    for old in (REPORT, DEAL, COME_BACK, FAVOUR,
                "the locals have a trick for it, and one of them shows it for a small favour: no roll"):
        assert owed(old), old
    for v, _, f in load("trip/play_clues").items:
        if f.get("use", "").startswith(("shortcut", "npc", "barrier")):
            assert not owed(v), v
    for v, _, f in load("trip/play_obstacles").items:
        assert not owed(f.get("way") or ""), f["way"]
    for v, _, f in load("trip/play_lines").items:
        if f.get("use", "").startswith("release"):
            assert not owed(v), v
    rules = load("grammars/obstacles").rules
    for name, alts in rules.items():
        if name.startswith("counter_"):
            for a in alts:
                text = a if isinstance(a, str) else a.get("text", "")
                assert not owed(text), (name, text)


def test_a_place_name_is_no_price():
    """"the eddy of collapsed promises" is a place, not a promise owed."""
    t = _find(_has_way)
    place = "the eddy of collapsed promises"
    t["scenes"][0]["place"] = place
    _way(t)["fact"] = (f"How to get past the people guarding {place}: they watch the way in and "
                       "never the way out, and a crew who come round pass with no roll")
    assert "way-price-owed" not in _rules(t)


def test_every_kind_of_line_is_read():
    """A way round, a needed clue's source and a last barrier each fire when they owe."""
    t = _find(lambda t: any((sc.get("obstacle") or {}).get("way") for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if (sc.get("obstacle") or {}).get("way"))
    sc["obstacle"]["way"] = COME_BACK
    assert "way-price-owed" in _rules(t)
    t = _find(lambda t: any(f.get("needed") and f.get("clues") for f in t["clues"]))
    f = next(f for f in t["clues"] if f.get("needed") and f.get("clues"))
    f["clues"][0]["how"] = FAVOUR
    assert "way-price-owed" in _rules(t)
    t = _find(lambda t: any(sc.get("release") for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if sc.get("release"))
    sc["release"] = "Ana decides who goes in: promise Ana a favour when the crew next come by"
    assert "way-price-owed" in _rules(t)
    sc["release"] += " (the crew owe nothing after)"
    assert "way-price-owed" not in _rules(t)


def test_the_audit_trips_owe_nothing_for_a_success():
    """Main drew the class in 17 of these 60; none now."""
    bad = [i for i in range(1, N + 1) if "way-price-owed" in _rules(copy.deepcopy(audit_trip(i)))]
    assert not bad
