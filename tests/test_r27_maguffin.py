"""Round 27: the maguffin's lines agree with each other and with its kind and number (cold
readers of algorithm-24 trips): a breeding pair is "them" everywhere, never "it" ("nobody has seen
it clearly" beside locals who race them); a bolt of cloth never looks exactly like a tea cup, has a
hinge and a lid or breaks; the client's cargo is one crate or six sacks, said one way. The rules
are in generators/trip/consistency_r27maguffin.py; the facts (``maguffin_number``,
``maguffin_shape``) in generators/facts_r27.py, read off corpora/lists/maguffins.json by
generators/content/maguffin_facts.py; the cargo's packing words by generators/trip/cargo_packs.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.cargo_packs import cargo_packs
from generators.trip.consistency_r27maguffin import IT, RIGID, RULES, check_r27maguffin
from generators.trip.gist_pay import REFER


def _pair(t: dict) -> bool:
    return t["maguffin"]["short"] == "the breeding pair"


def _break_pair() -> dict:
    t = trip_where(_pair, seed="hang", n=300)
    t["maguffin"]["looks"] = "It hides when watched, so nobody has seen it clearly."
    return t


def _break_soft() -> dict:
    t = trip_where(lambda t: t["maguffin"]["short"] == "the cloth", seed="hang", n=300)
    t["maguffin"]["looks"] = "It looks exactly like a tea cup, which is the problem."
    return t


def _break_cargo() -> dict:
    t = trip_where(lambda t: (t["maguffin"].get("cargo") or "").startswith("a crate of"), seed="hang", n=300)
    t["endings"][-1]["bring"] = "The client's cargo, still in its crates, and no trade made."
    return t


def _break_gist() -> dict:
    t = trip_where(lambda t: bool(t["maguffin"].get("gist")))
    for e in t["endings"]:  # (round 29: the ending names it and refers back, gist_pay.REFER)
        e["follows"] = [f for f in e["follows"] if t["maguffin"]["gist"][:60] not in f and REFER not in f]
    return t


R27_MAGUFFIN_BREAKS = {"maguffin-pair-it": _break_pair, "maguffin-soft-rigid": _break_soft,
                       "cargo-count-two-ways": _break_cargo, "maguffin-gist-no-ending": _break_gist}


def test_every_rule_has_a_break_and_fires():
    assert set(R27_MAGUFFIN_BREAKS) == set(RULES)
    for rule, brk in R27_MAGUFFIN_BREAKS.items():
        assert fires(brk(), rule), rule


def test_the_pair_and_the_cloth_carry_their_facts():
    """The breeding pair is a pair and the cloth is soft, on the fact sheet every line reads."""
    pair = trip_where(_pair, seed="hang", n=300)
    assert pair["world"]["maguffin_number"] == "pair"
    cloth = trip_where(lambda t: t["maguffin"]["short"] == "the cloth", seed="hang", n=300)
    assert cloth["world"]["maguffin_shape"] == "soft" and cloth["world"]["maguffin_number"] == "one"


def test_no_line_a_pair_can_draw_calls_it_it():
    """Every maguffin line (grammars/maguffin.json, trip/maguffin_handling.json) a breeding pair can
    draw says "they" and "them"; every line a soft maguffin can draw has no hinge, no lid, nothing
    to break."""
    pair = {"maguffin": "creature", "maguffin_form": "beast", "maguffin_bulk": "large", "maguffin_number": "pair"}
    soft = {"maguffin": "object", "maguffin_form": "ware", "maguffin_bulk": "medium", "maguffin_shape": "soft"}
    rules = json.loads((Path(__file__).parents[1] / "corpora" / "grammars" / "maguffin.json").read_text())["rules"]
    for key in ("looks", "why", "really"):
        for r in rules[key]:
            text, needs = (r["text"], r.get("needs")) if isinstance(r, dict) else (r, None)
            if _admits(needs, pair):
                assert not IT.search(text.replace("how it gets paid", "")), text
            if _admits(needs, soft):
                assert not RIGID.search(text), text
    for value, _, f in load("trip/maguffin_handling").items:
        if f["kind"] == "creature" and _admits(f.get("needs"), pair) and f.get("bulk") in (None, "large"):
            assert not IT.search(value), value
        if f["kind"] == "object" and _admits(f.get("needs"), soft) and f.get("bulk") in (None, "medium"):
            assert not RIGID.search(value), value


def _admits(needs, facts) -> bool:
    """Whether ``needs`` admits ``facts`` on the clauses about those keys (the rest left open)."""
    from generators.needs import parse

    if not needs:
        return True
    return all(c[0] != "set" or c[1] not in facts or (facts[c[1]] in c[3]) == c[2] for c in parse(needs or ""))


def test_cargo_packs_say_the_cargo_count():
    assert cargo_packs("a crate of wool blankets") == "the crate"
    assert cargo_packs("six sacks of white salt") == "the six sacks"
    assert cargo_packs("two crates of good steel knives") == "the two crates"
    assert cargo_packs("a case of hand mirrors in brass frames") == "the case"
    assert cargo_packs(None) == "the cargo"
    assert fits("maguffin_number != pair", {}) and not fits("maguffin_number != pair", {"maguffin_number": "pair"})


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 25 before this round's fix, audit/1..300 hang + slip-n-slide, violations):
    maguffin-pair-it 58 + 101, maguffin-soft-rigid 6 + 3, cargo-count-two-ways 27 + 20,
    maguffin-gist-no-ending 122 + 120 (every gist)."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r27maguffin(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]
