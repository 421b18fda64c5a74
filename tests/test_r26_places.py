"""Round 26, places (issue 10, coherent trips: cold readers of algorithm-23 trips): a place
name that promises something the trip never shows ("The Singing Crater Town" with no singing,
"the bone orchard where the pilgrims sleep" with no pilgrims, a Spore Market with no spores);
a town written as one room ("a crowded room", searched "on hands and knees", "the far corner
of" it); going "into" a peak.

The facts behind each fix hold (place_promise and place_shape read from a name, every promise
has a line that shows it, the lines that go "into" a place keep off a summit), the audit's
trips keep every rule of generators/trip/consistency_r26places.py, and each rule fires on a
trip broken on purpose."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.place_promise import pays, place_promise, place_shape
from generators.data import load
from generators.facts import VALUES
from generators.trip.consistency_r26places import RULES, check_r26places


def _promising(t: dict) -> dict | None:
    return next((loc for loc in t["locations"] if place_promise(loc["name"]) != "none"
                 and any(sc["place"] == loc["name"] for sc in t["scenes"])), None)


def _break_unpaid() -> dict:
    t = trip_where(lambda t: _promising(t) is not None)
    loc = _promising(t)
    loc["text"], loc["sensory"] = "A bare stretch of ground. Nothing else.", "Nothing moves."
    for sc in t["scenes"]:
        if sc["place"] == loc["name"]:
            sc["read_aloud"] = "A bare stretch of ground. Nothing moves."
    return t


def _shaped(shape: str):
    return lambda t: next((loc for loc in t["locations"] if place_shape(loc["name"], loc["setting"]) == shape), None)


def _break_room() -> dict:
    t = trip_where(_shaped("settlement"), n=300)
    _shaped("settlement")(t)["text"] = "A crowded room that smells of dust; the locals hold their weddings here."
    return t


def _break_into() -> dict:
    t = trip_where(_shaped("summit"))
    peak = _shaped("summit")(t)["name"]
    t["events"].append({"when": "Hour 9", "text": f"A quarrel over a debt spills into {peak[:1].lower() + peak[1:]}."})
    return t


R26_PLACES_BREAKS = {
    "place-name-unpaid": _break_unpaid,
    "place-town-one-room": _break_room,
    "place-into-summit": _break_into,
}


def test_breaks_cover_the_rules():
    assert set(R26_PLACES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R26_PLACES_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R26_PLACES_BREAKS[rule](), rule)


def test_a_name_says_its_promise_and_shape():
    assert place_promise("The Singing Crater Town") == "singing"
    assert place_promise("The bone orchard where the pilgrims sleep") == "pilgrims"
    assert place_promise("The Hala Spore Market") == "spores"
    assert place_promise("The Atalina Ridge") == "none"
    assert place_shape("The Humming Crater Town", "outdoor") == "settlement"
    assert place_shape("The highest peak", "outdoor") == "summit"
    assert place_shape("The Mesa of Neallestia", "outdoor") == "summit"
    assert place_shape("The ruined tower on the ridge", "indoor") == "room"
    assert place_shape("The Hala Spore Market", "outdoor") == "open"


def test_every_promise_is_a_fact_with_a_line_that_shows_it():
    promises = [v for v, _, _ in load("lists/place_promises").items]
    assert set(VALUES["place_promise"]) == {"none", *promises}
    lines = json.loads((Path(__file__).resolve().parents[1] / "corpora/grammars/places.json").read_text())["rules"]["promise_line"]
    # a bone orchard's own ground is bones (grammars/places.json ground_bone_orchard): its
    # description always shows them, and a line of its own would never be drawn
    own_ground = {"bones": "ground_bone_orchard"}
    rules = json.loads((Path(__file__).resolve().parents[1] / "corpora/grammars/places.json").read_text())["rules"]
    for v, key in own_ground.items():
        assert all(pays(v, g if isinstance(g, str) else g["text"]) for g in rules[key]), key
    for v in promises:
        mine = [r["text"] for r in lines if re.search(rf"\bplace_promise: {v}\b", r["needs"])]
        assert mine or v in own_ground, v
        assert all(pays(v, x) for x in mine), (v, mine)


def test_lines_that_go_into_a_place_keep_off_a_summit():
    """A peak is climbed, reached, stood on: a stock obstacle that goes "into" its place needs
    another shape; the clock's, events' and threads' lines say "the way to" (fits every shape)."""
    for v, _, f in load("trip/play_obstacles").items:
        if re.search(r"\b(into|inside) \{place\}", v):
            assert "place_shape != summit" in (f.get("needs") or ""), v
    for key in ("trip/play_clock", "trip/play_lines", "trip/play_threads"):
        for v, _, _ in load(key).items:
            assert not re.search(r"\b(into|inside) \{(goal_place|odds_place|place)\}", v), (key, v)


@pytest.mark.parametrize("i", range(1, 41))
def test_audit_trips_keep_the_place_rules(i):
    got = []
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        from generators.trip.consistency import _texts, play_texts

        check_r26places(t, t["world"], _texts(t) + play_texts(t), lambda r, m: got.append((seed, r, m)))
    assert not got, got


def test_a_promising_place_is_shown_in_its_scene():
    t = trip_where(lambda t: _promising(t) is not None)
    loc = _promising(t)
    v = place_promise(loc["name"])
    assert pays(v, loc["text"].partition(". ")[0])
    assert any(pays(v, sc["read_aloud"]) for sc in t["scenes"] if sc["place"] == loc["name"])
