"""Round 16, world facts: the node's own fact sheet (trip JSON ``world``) kept by the page (cold
read 23, reader C: "no metal anywhere" beside robots built of a crashed ship, racing moons under
endless cloud, hamlets on a world of teeming billions, a waterfall of not-water).

The facts behind each fix hold (corpora/ needs, content/world.py finish), and each rule of
generators/trip/consistency_r16worldfacts.py fires on a contradicting trip."""

from __future__ import annotations

import copy
from functools import lru_cache

from audit_trips import audit_trip
from generators.content.world import World, finish, sky_fields
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency import check
from generators.trip.consistency_r16worldfacts import RULES

CLOUDY = ("a dim sun behind endless cloud", "an ochre haze with no sun visible at all")
BIG_MOON = "a single enormous moon, close enough to show its mountains"


def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


@lru_cache(maxsize=1)
def _planet_index() -> int:
    """The first hang audit trip on an inhabited planet (searched: other branches move trips)."""
    for k in range(1, 400):
        w = audit_trip(k)["world"]
        if w.get("family") == "planet" and w.get("inhabitants") != "nobody":
            return k
    raise AssertionError("no inhabited planet trip")


def _planet() -> dict:
    return copy.deepcopy(audit_trip(_planet_index()))


def _say(t: dict, line: str) -> dict:
    """The trip with ``line`` added to its last place's description."""
    t["locations"][-1]["text"] += " " + line
    return t


def _break_stone() -> dict:
    t = _planet()
    t["world"].update(tech="stone", natives="robot")
    return t


def _break_cloud() -> dict:
    t = _planet()
    t["world"].update(sky_day=CLOUDY[0], sky_night="three moons that race each other")
    return t


def _break_scale() -> dict:
    t = _planet()
    t["world"]["settled"] = "outpost"
    return _say(t, "A domed room dug under red dust, cool and dim, with benches for a hundred.")


def _break_falls() -> dict:
    t = _planet()
    t["world"]["water"] = "strange"
    return _say(t, "The waterfall roars below.")


def _break_frost() -> dict:
    t = _planet()
    t["world"]["climate"] = "temperate"
    return _say(t, "A worn track across frost-white gravel.")


def _break_nobody() -> dict:
    t = _planet()
    t["world"]["inhabitants"] = "nobody"
    return _say(t, "The air smells of candle smoke.")


def _break_moonlet() -> dict:
    t = _planet()
    t["world"]["sky_night"] = BIG_MOON
    size = next(d for d in t["node"]["details"] if d["label"] == "Size")
    size["text"] = "Moonlet: small enough that the crew can see the curve of the ground"
    return t


R16_WORLDFACTS_BREAKS = {
    "stone-age-metal": _break_stone, "cloud-hides-the-night": _break_cloud,
    "settlement-scale": _break_scale, "waterfall-not-water": _break_falls,
    "frost-in-a-mild-climate": _break_frost, "nobody-here-lines": _break_nobody,
    "moonlet-big-moon": _break_moonlet,
}


def test_every_rule_has_a_break_and_fires():
    assert set(R16_WORLDFACTS_BREAKS) == set(RULES)
    for rule, brk in R16_WORLDFACTS_BREAKS.items():
        assert _fires(brk(), rule), rule
    assert not any(v.rule in RULES for v in check(_planet()))


def test_robot_locals_are_never_a_stone_age_people():
    """"Stone and bone ... no metal anywhere" is never drawn for robot locals, and the puzzle of
    levers and weights needs iron."""
    stone = [(v, f) for v, _, f in load("lists/planet_tech").items if f["tech"] == "stone"]
    assert stone
    for v, f in stone:
        assert not fits(f.get("_needs"), {"node": "planet", "natives": "robot", "air": "breathable",
                                          "water": "lakes"}), v
    rules = load("grammars/obstacles").rules["technical_challenges"]
    needs = load("grammars/obstacles").rule_needs["technical_challenges"]
    puzzle = next(i for i, r in enumerate(rules) if "levers and weights" in r)
    assert not fits(needs[puzzle], {"node": "planet", "tech": "stone"})


def test_a_cloudy_day_has_a_cloudy_night():
    """Under endless cloud (or a haze with no sun) no moon or star shows at night."""
    seen = 0
    for k in range(400):
        w = World("Unknown Planet", "planet", air="breathable", inhabitants="few", natives="human",
                  tech="iron")
        finish(w, Stream("r16-cloud", f"w/{k}"))
        if w.sky_day in CLOUDY:
            seen += 1
            night = sky_fields(w.sky_night)
            assert night.get("stars") == "none" and w.moons == "unknown", (w.sky_day, w.sky_night)
    assert seen


def test_a_moonlet_has_no_big_moon():
    for k in range(300):
        w = World("Unknown Planet", "planet", air="vacuum")
        finish(w, Stream("r16-moonlet", f"w/{k}"), moonlet=True)
        assert w.sky_night != BIG_MOON


def test_the_population_sets_the_places_scale():
    """Each planet trip's ``settled`` is its Population line's, and the places' lines fit it."""
    by = {"Nobody": "nobody", "An outpost": "outpost", "Villages": "villages", "Towns": "towns",
          "Cities": "cities", "Teeming": "teeming"}
    found = 0
    for k in range(1, 120):
        t = audit_trip(k)
        if t["world"].get("family") != "planet":
            continue
        found += 1
        pop = next(d["text"] for d in t["node"]["details"] if d["label"] == "Population")
        assert t["world"]["settled"] == next(v for p, v in by.items() if pop.startswith(p)), pop
    assert found
    g = load("grammars/places")
    rules, needs = g.rules["desc_planet"], g.rule_needs["desc_planet"]
    world = {"node": "planet", "inhabitants": "few", "setting": "indoor", "air": "breathable",
             "place_shape": "room"}  # a dug room is a room (round 26: a town is not one room)
    # the dug room's fittings and the track's marks are drawn from parts (#dug_fit#,
    # #track_marks#): the needs that keep them off the wrong scale are the sentence's own
    assert "benches for a hundred" in g.rules["dug_fit"]
    benches = next(i for i, r in enumerate(rules) if "#dug_fit#" in r)
    assert not fits(needs[benches], dict(world, settled="outpost"))
    assert fits(needs[benches], dict(world, settled="towns"))
    out = dict(world, setting="outdoor", place_kind="rock", inhabitants="many", nights="yes")
    assert "posts" in g.rules["track_marks"]
    track = next(i for i, r in enumerate(rules) if "marked with #track_marks#" in r)
    assert not fits(needs[track], dict(out, settled="teeming"))
    teeming = [i for i, r in enumerate(rules) if fits(needs[i], dict(out, settled="teeming"))]
    assert teeming  # a teeming world's open places are drawn crowded


def test_water_wells_frost_and_smoke_need_their_world():
    falls = next(f for v, _, f in load("lists/maguffins").items if v.startswith("the great falls"))
    assert not fits(falls.get("_needs"), {"water": "strange"})
    wells = next(f for v, _, f in load("lists/planet_hydrosphere").items if v == "Salt pans and wells")
    assert not fits(wells.get("_needs"), {"air": "breathable", "inhabitants": "nobody"})
    smoke = next(f for v, _, f in load("lists/scents").items if v == "candle smoke")
    assert not fits(smoke.get("_needs"), {"air": "breathable", "inhabitants": "nobody", "year": None})
    g = load("grammars/places")
    for sym in ("planet_ground", "ground_ridge"):
        for r, n in zip(g.rules[sym], g.rule_needs[sym]):
            if r == "frost-white gravel":
                assert not fits(n, {"climate": "temperate", "water": "lakes"})


def test_the_audit_trips_keep_their_world_facts():
    bad = []
    for k in range(1, 61):
        bad += [f"audit/{k}: {v}" for v in check(audit_trip(k)) if v.rule in RULES]
    assert not bad, bad[:5]
