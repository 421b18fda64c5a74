"""Round 26, ground (cold readers of algorithm-24 trips, r26-cold-a/b/d/e/h): a world's water,
land and daylight facts contradicted by its places and scenes: dunes, red dust and herds of
megafauna on a water world of one island chain; "slimy coloured mats in every shallow" and a
fence of "old ship hulls" where the only water is buried ice; fishing people and "empty nets"
at a lake of mercury; stones that "grow hotter as the day goes on" on a trip that lands at
night.

The facts behind each fix hold (the world fact ``land``, the lines' ``needs``, the hook's scene
fits its place), the audit's trips keep every rule of generators/trip/consistency_r26ground.py,
and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import copy

import pytest

from audit_trips import audit_trip, fires
from generators.data import load
from generators.facts import VALUES
from generators.trip.consistency_r26ground import RULES, check_r26ground


def _trip() -> dict:
    return copy.deepcopy(audit_trip(1))


def _with_place_text(t: dict, text: str, **world) -> dict:
    t["world"].update(world)
    t["locations"][0]["text"] = text
    return t


def _break_shallows() -> dict:
    return _with_place_text(_trip(), "Grey rock, and slimy coloured mats in every shallow.", water="scarce")


def _break_hulls() -> dict:
    return _with_place_text(_trip(), "Shards of glass, fenced off with old ship hulls.", water="none")


def _break_fish() -> dict:
    t = _trip()
    sc = t["scenes"][-1]
    sc["place"] = "The Kova Mercury Lake"
    sc.setdefault("threads", []).append({"label": "The hook", "text": (
        "The empty nets hang at the Kova Mercury Lake: the fishing people here are hungry.")})
    return t


def _break_heat() -> dict:
    t = _trip()
    t["world"]["arrival"] = "night"
    ob = t["scenes"][-1].setdefault("obstacle", {"stat": "HEALTH", "dl": 2})
    ob["text"] = "The stones here grow hotter as the day goes on, until they burn through boot soles"
    ob["way"] = "cross in short dashes from shade to shade (GRACE DL 2)"
    return t


def _break_islands() -> dict:
    return _with_place_text(_trip(), "A worn track across rippled dunes of fine red sand.", land="islands")


R26_GROUND_BREAKS = {
    "ground-dry-shallows": _break_shallows,
    "ground-dry-hulls": _break_hulls,
    "ground-fish-no-water": _break_fish,
    "ground-day-heat-at-night": _break_heat,
    "ground-islands-dry-land": _break_islands,
}


def test_breaks_cover_the_rules():
    assert set(R26_GROUND_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R26_GROUND_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R26_GROUND_BREAKS[rule](), rule)


def _item(key: str, value: str) -> dict:
    return next(f for v, _, f in load(key).items if v == value)


def test_a_water_world_is_one_island_chain_and_its_lines_keep_to_it():
    assert VALUES["land"] == ("islands", "wide")
    assert _item("lists/planet_hydrosphere", "Water world")["land"] == "islands"
    assert all(f.get("land") in (None, "wide") for v, _, f in load("lists/planet_hydrosphere").items
               if v != "Water world")
    assert "land != islands" in _item("lists/planet_biosphere", "Megafauna")["needs"]
    # microbial mats "in every shallow" need open water: never beside buried ice or wells alone
    assert "water: lakes|oceans|strange" in _item("lists/planet_biosphere", "Microbial mats")["needs"]


def test_the_lines_that_need_water_or_daylight_say_so():
    heat = next(f for v, _, f in load("trip/play_obstacles").items if "hotter as the day goes on" in v)
    assert "arrival: day" in heat["needs"]
    fish = next(f for v, _, f in load("trip/play_threads").items if v.startswith("The empty nets"))
    assert "water: oceans|lakes" in fish["needs"] and fish["at"] == "water|settlement"


@pytest.mark.parametrize("i", range(1, 41))
def test_audit_trips_keep_the_ground_rules(i):
    from generators.trip.consistency import _texts, play_texts

    got = []
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        check_r26ground(t, t["world"], _texts(t) + play_texts(t), lambda r, m: got.append((seed, r, m)))
    assert not got, got


@pytest.mark.parametrize("seed,rule", [("r26-cold-a", "ground-fish-no-water"), ("r26-cold-b", "ground-dry-hulls"),
                                       ("r26-cold-h", "ground-dry-shallows"), ("r26-cold-d", "ground-day-heat-at-night"),
                                       ("r26-cold-e", "ground-islands-dry-land")])
def test_the_cold_readers_trips_keep_their_rule(seed, rule):
    """The algorithm-24 trips the cold readers quoted (`daytrip roll trip --seed SEED`) broke
    ``rule`` before the fix; they keep it now."""
    from generators.rng import Stream
    from generators.trip.daytrip import roll_trip

    t = roll_trip(Stream(seed, "trip/1")).to_dict()
    assert not fires(t, rule)
    # under algorithm 25 r26-cold-a has no nets hook and r26-cold-e no island chain: their
    # kind of trip is searched for from the seed on (SEED-1, SEED-2, ...), and read the same way
    if seed == "r26-cold-a":  # the nets hang in a town or by water, not at the mercury lake
        from generators.content.place_kinds import place_liquid

        seen = 0  # (a nets hook beside a mercury lake is too rare to search for: none in 400; round 28's
        for k in range(1, 1200):  # rich-life needs made the hook rarer: 2 in 400, so the search runs further)
            t = roll_trip(Stream(f"{seed}-{k}", "trip/1")).to_dict()
            hooks = [sc for sc in t["scenes"] for th in sc["threads"] if th["text"].startswith("The empty nets")]
            if hooks:
                assert place_liquid(hooks[0]["place"]) is None and not fires(t, rule), k
                seen += 1
                if seen == 3:
                    break
        assert seen == 3, seen
    if seed == "r26-cold-e":
        for k in range(1, 400):
            t = roll_trip(Stream(f"{seed}-{k}", "trip/1")).to_dict()
            if t["world"].get("land") == "islands":
                assert not fires(t, rule), k
                break
        else:
            raise AssertionError("no island-chain world in 400 trips")
