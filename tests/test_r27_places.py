"""Round 27, places (cold readers of algorithm-24 trips, r26-cold-a..j and r26b-cold-a..d): the
small wild things of open country met at a town market (midges at a brass-band bazaar); a planet
profile ("big, crowded cities", "mushrooms as tall as redwoods") that never reached a place; a
bare site for a place's whole description ("Crater town."); fishing people on a mercury lake
(anywhere on the page, not only in a scene's threads).

The facts behind each fix hold (the wild lines keep off towns and buildings, each profile line
shows what the audit reads, a bare description is said with a clause of its own), the audit's
trips keep every rule of generators/trip/consistency_r27places.py, and each rule fires on a trip
broken on purpose."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.bare_desc import bare, unbare
from generators.content.place_kinds import place_kind, place_liquid
from generators.content.profile_places import SHOWS
from generators.data import load
from generators.trip.consistency_r27places import CITY, FUNGI, RULES, WILD_PEST, check_r27places, is_bare

PLACES = Path(__file__).resolve().parents[1] / "corpora/grammars/places.json"


def _town_scene(t: dict) -> dict | None:
    kinds = {loc["name"]: place_kind(loc["name"]) for loc in t["locations"]}
    return next((sc for sc in t["scenes"] if kinds.get(sc["place"]) == "settlement"), None)


def _break_pest() -> dict:
    t = trip_where(lambda t: _town_scene(t) is not None)
    sc = _town_scene(t)
    sc["obstacle"]["text"] = f"Midges rise off {sc['place']} in clouds at every footstep and get into eyes and mouths."
    return t


def _planet(t: dict) -> bool:
    return t["world"].get("family") == "planet"


def _break_profile() -> dict:
    t = trip_where(_planet)
    for d in t["node"]["details"]:
        if d["label"] == "Population":
            d["text"] = "Cities: a handful of big, crowded cities, each with its own rulers"
    for loc in t["locations"]:
        loc["text"], loc["sensory"] = "A bare stretch of ground, and nothing on it.", "Nothing moves."
    return t


def _break_bare() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) > 2)
    loc = t["locations"][-1]
    loc["text"] = "Crater town."
    for sc in t["scenes"]:
        if sc["place"] == loc["name"]:
            sc["read_aloud"] = "Crater town."
    return t


def _liquid(t: dict) -> str | None:
    return next((loc["name"] for loc in t["locations"] if place_liquid(loc["name"])), None)


def _break_fishing() -> dict:
    t = trip_where(lambda t: _liquid(t) is not None, n=300)
    t["events"].append({"when": "Hour 9", "text": f"The fishing people at {_liquid(t)} mend their empty nets."})
    return t


R27_PLACES_BREAKS = {
    "place-liquid-fishing": _break_fishing,
    "place-wild-pest-in-town": _break_pest,
    "place-profile-unshown": _break_profile,
    "place-text-bare": _break_bare,
}


def test_breaks_cover_the_rules():
    assert set(R27_PLACES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R27_PLACES_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R27_PLACES_BREAKS[rule](), rule)


def test_wild_pests_keep_off_towns_and_buildings():
    """Midges, leeches, hopping things, a warren, a nesting colony, snares in the grass: the
    stock obstacles the audit reads as open country need a place that is no town or building."""
    found = 0
    for v, _, f in load("trip/play_obstacles").items:
        if WILD_PEST.search(v):
            found += 1
            assert "place_kind != settlement|building" in (f.get("needs") or ""), v
    assert found >= 7


def test_profile_lines_show_what_the_audit_reads():
    rules = json.loads(PLACES.read_text())["rules"]
    for symbol, pat in (("profile_city", CITY), ("profile_fungi", FUNGI)):
        assert rules[symbol], symbol
        for r in rules[symbol]:
            assert pat.search(r["text"]), (symbol, r["text"])
            assert dict(SHOWS)[symbol].search(r["text"]), (symbol, r["text"])
            assert "setting: outdoor" in r["needs"], r


def test_giant_mushrooms_are_the_fungal_forests_only():
    """profile_fungi needs rich life, no trees and air to live on: of the biospheres only Fungal
    forests has all three (Rock eaters: rich, treeless, in vacuum)."""
    fit = [v for v, _, f in load("lists/planet_biosphere").items
           if f.get("life") == "rich" and f.get("trees", "yes") == "no" and "vacuum" not in (f.get("needs") or "")]
    assert fit == ["Fungal forests"], fit


def test_a_bare_site_is_said_with_a_clause_of_its_own():
    assert bare("Boulder field") and is_bare("Crater town. The crew's slip point: a flat patch.")
    assert not is_bare("Boulder field: a hollow of grey glassy rock.")
    others = ["A long slope of salt-white grit, too open to hide anything"]
    got = unbare("Boulder field", ["A long slope of salt-white grit, too open to hide anything",
                                   "A hollow of grey glassy rock, out of sight of everything"], "boulder field", others)
    assert got == "Boulder field: a hollow of grey glassy rock", got
    assert unbare("A hollow of rock", [], "x", []) == "A hollow of rock"  # not bare: kept


def test_bare_descriptions_found_under_algorithm_25_are_cured():
    """hang audit/295 ("Boulder field.") and slip-n-slide audit/223 ("Salt flats."), found by the
    rule before the fix (slip-n-slide audit/791, "Hanging village.", ran out of town lines on a
    world of cities: grammars/places.json has more now)."""
    for seed, i in (("hang", 295), ("slip-n-slide", 223), ("slip-n-slide", 791)):
        t = audit_trip(i, seed)
        assert not any(is_bare(loc["text"]) for loc in t["locations"]), (seed, i)


def test_a_profile_of_cities_reaches_a_place():
    t = trip_where(lambda t: _planet(t) and t["world"].get("settled") in ("cities", "teeming"), n=300)
    assert any(CITY.search(f"{loc['text']} {loc['sensory']}") for loc in t["locations"])


@pytest.mark.parametrize("i", range(1, 41))
def test_audit_trips_keep_the_place_rules(i):
    got = []
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        check_r27places(t, t["world"], [], lambda r, m: got.append((seed, r, m)))
    assert not got, got
