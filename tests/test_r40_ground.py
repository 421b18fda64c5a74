"""Round 40, ground: each rule of generators/trip/consistency_r40ground.py fires on a trip broken on
purpose (R40_GROUND_BREAKS), and over the audit trips the generator keeps to it. Cold reads of
round 39: "White salt crust that squeaks" against the same scene's obstacle "At the salt flats
where the roads meet the ground is loose scree that slides a yard downhill for every yard walked
across it" (cold39-a-corrie-8: "A salt flat has no downhill"); the landing site "Neat as a pin,
hung with clocks that keep another country's time." against "Underfoot at the Commission's Radio
Tower, a crust of broken slate and grit cuts through soles and skin alike" (cold39-a-bramble-13);
"Worn smooth at every step and handle" / "Underfoot: round stones that click together." against
"the ground is a crust that holds for three steps and breaks on the fourth" (cold39-a-ember-2)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.footing import FOOTINGS, footing_for, ground_symbol
from generators.data import corpora_dir, load
from generators.facts import VALUES
from generators.rng import Stream
from generators.trip.consistency_r40ground import FITS, RULES, classes, clashes, ground_lines

N_TRIPS = 150
SEED = "slip-n-slide"
SALT = "White salt crust that squeaks, fenced off with rope strung between stakes; the locals tell fortunes here at dusk."
SCREE = "At {p} the ground is loose scree that slides a yard downhill for every yard walked across it."


def _scene_at(t: dict, i: int) -> dict:
    name = t["locations"][i]["name"]
    return next(sc for sc in t["scenes"] if sc["place"].lower() == name.lower())


def _outdoor(t: dict) -> int | None:
    """The index of an outdoor location that has a scene (its obstacle is there to break)."""
    places = {sc["place"].lower() for sc in t["scenes"]}
    return next((i for i, loc in enumerate(t["locations"]) if loc.get("setting") == "outdoor"
                 and loc["name"].lower() in places), None)


def _break_kept() -> dict:
    t = trip_where(lambda t: _outdoor(t) is not None, SEED)
    i = _outdoor(t)
    t["locations"][i]["text"] = "Neat as a pin, hung with clocks that keep another country's time."
    _scene_at(t, i)["obstacle"]["text"] = (f"Underfoot at {t['locations'][i]['name']}, a crust of broken slate and "
                                           "grit cuts through soles and skin alike.")
    return t


def _break_two() -> dict:
    t = trip_where(lambda t: _outdoor(t) is not None, SEED)
    i = _outdoor(t)
    t["locations"][i]["text"] = "Slabs of dark basalt behind a wall of dry-stacked slate."
    t["locations"][i]["sensory"] = "Somewhere, a bell. Underfoot: round stones that click together."
    return t


def _break_slope() -> dict:
    t = trip_where(lambda t: _outdoor(t) is not None, SEED)
    i = _outdoor(t)
    sc = _scene_at(t, i)
    t["locations"][i]["name"] = sc["place"] = name = "The salt flats where the roads meet"
    t["locations"][i]["text"] = "A worn track across open ground."
    t["locations"][i]["footing"] = "loose"
    sc["obstacle"]["text"] = SCREE.format(p=name.lower())
    return t


def _break_unrolled() -> dict:
    t = trip_where(lambda t: bool(t["locations"]), SEED)
    t["locations"][0].pop("footing", None)
    return t


def _break_against() -> dict:
    t = trip_where(lambda t: _outdoor(t) is not None, SEED)
    i = _outdoor(t)
    t["locations"][i]["footing"] = "crust"
    t["locations"][i]["sensory"] = "Underfoot, loose shale that slides at every step; a little way off, a bell."
    return t


R40_GROUND_BREAKS = {"ground-kept-and-rough": _break_kept, "ground-two-kinds": _break_two,
                     "ground-slope-on-level": _break_slope, "ground-footing-unrolled": _break_unrolled,
                     "ground-against-footing": _break_against}


def test_every_rule_has_a_break():
    assert set(R40_GROUND_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R40_GROUND_BREAKS[rule](), rule)


def test_the_cold_reads_are_clashes():
    """The three cold-read places, as printed, each break a rule; the same places with one ground do not."""
    corrie = [("description", SALT), ("obstacle", SCREE.format(p="the salt flats where the roads meet"))]
    assert {r for r, _ in clashes("The salt flats where the roads meet", "outdoor", corrie)} == {
        "ground-two-kinds", "ground-slope-on-level"}
    bramble = [("description", "Neat as a pin, hung with clocks that keep another country's time"),
               ("underfoot", "ground that is softer on one side of the path than the other"),
               ("obstacle", "Underfoot at the Commission's Radio Tower, a crust of broken slate and grit cuts "
                            "through soles and skin alike.")]
    assert [r for r, _ in clashes("The Commission's Radio Tower", "outdoor", bramble)] == ["ground-kept-and-rough"]
    ember = [("description", "Worn smooth at every step and handle, draped in the flags of a country that does not exist"),
             ("underfoot", "round stones that click together"),
             ("obstacle", "Underfoot at the Bazaar of the World Committee, the ground is a crust that holds for three "
                          "steps and breaks on the fourth.")]
    assert "ground-kept-and-rough" in {r for r, _ in clashes("The Bazaar of the World Committee", "outdoor", ember)}
    # one ground, said three ways, is no clash
    fine = [("description", SALT), ("underfoot", "a crust that breaks like pie pastry"),
            ("obstacle", "Underfoot at the salt flats, the ground is a crust that holds for three steps and breaks on the fourth.")]
    assert clashes("The salt flats where the roads meet", "outdoor", fine) == []


def test_the_rules_spare_what_fits():
    """Grit or dust on rock, a simile, the ground over a dug room and a garden's gravel paths say no second ground."""
    assert classes("slabs of dark basalt") == {"rock"} and not classes("a fine grit that crunches at every step")
    assert not classes("ground with a slow give to it, like a bog that has forgotten its water")
    assert not classes("Walled, overgrown and still lovely: gravel paths, old trees heavy with fruit")
    assert not classes("A hillside riddled with old tunnels, their mouths shored up with timber gone grey")
    t = {"locations": [{"name": "The Den", "setting": "indoor", "footing": "floor", "sensory": "",
                        "text": "A round chamber dug under round iron-grey pebbles, every one the same size, cool and dim."}],
         "scenes": []}
    assert ground_lines(t)["The Den"][0][1] and not classes(ground_lines(t)["The Den"][0][1])
    # a dune field rises and falls; a slope nobody can see is a strangeness, not a hill
    assert clashes("The Dune Field of Ottia", "outdoor", [("obstacle", SCREE.format(p="the dune field"))]) == []
    assert clashes("The Bazaar", "outdoor", [("underfoot", "a slight slope that nobody can see but everyone feels")]) == []


def test_footing_is_a_fact_rolled_once():
    """footing is a fact with its values; indoors a floor (or a cave's rock); a town or building
    paved; a salt flat's footing is one its own grounds can be (a crust or grit, never bare rock)."""
    assert VALUES["footing"] == FOOTINGS == tuple(FITS)
    world = {"air": "breathable", "water": "lakes", "life": "rich", "climate": "temperate", "inhabitants": "many",
             "inhabited": True, "tech": "iron"}
    assert footing_for(Stream("f", "footing"), dict(world, setting="indoor", place_kind="building"), None, "planet") == "floor"
    assert footing_for(Stream("f", "footing"), dict(world, setting="indoor", place_kind="rock"), "cave", "planet") == "rock"
    assert footing_for(Stream("f", "footing"), dict(world, setting="outdoor", place_kind="settlement"), None, "planet") == "paved"
    salt = dict(world, setting="outdoor", place_kind="sand", place_height="level")
    got = Counter(footing_for(Stream("salt", f"footing/{i}"), salt, "salt flats", "planet") for i in range(60))
    assert set(got) <= {"crust", "loose"} and got["crust"], got
    assert ground_symbol("salt flats") == "ground_salt_flats"


def test_the_corpus_keeps_to_the_facts():
    """Every ground obstacle and every ground and underfoot line of a kind needs a footing it is
    (FITS), the kept descriptions need a kept footing, and nothing slides downhill on level ground."""
    for v, _, f in load("trip/play_obstacles").items:
        if f.get("passing") == "ground" and classes(v):
            assert all(classes(v) & FITS[a] for a in _footings(f.get("needs"))), v
        if "downhill" in v or "each step up" in v:
            assert "place_height != level" in f["needs"], v
    rules = json.loads((corpora_dir() / "grammars/places.json").read_text())["rules"]
    syms = ["planet_ground", "texture"] + [k for k in rules if k.startswith("ground_")]
    for sym in syms:
        for r in rules[sym]:
            text = r if isinstance(r, str) else r["text"]
            if classes(text):
                assert isinstance(r, dict), (sym, text)
                assert all(classes(text) & FITS[a] for a in _footings(r.get("needs"))), (sym, text)
    for sym in ("desc_alternate", "desc_future"):
        for r in rules[sym]:
            text = r if isinstance(r, str) else r["text"]
            if "kept" in classes(text):
                assert "footing: floor|paved" in r["needs"], text


def _footings(needs: str | None) -> list[str]:
    """The footings a needs string allows (its ``footing:`` clause; none when it has none, so
    an untagged line fails the test above)."""
    clause = next((c.strip() for c in (needs or "").split(";") if c.strip().startswith("footing:")), "")
    assert clause, needs
    return clause.split(":", 1)[1].strip().split("|")


def test_generator_keeps_to_the_rules():
    """Over 150 audit trips: no rule fires, every place has its footing, every footing is rolled
    somewhere, and ground obstacles are still drawn."""
    from generators.trip.consistency import check

    feet, ground_obstacles = Counter(), 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, SEED)
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        feet.update(loc.get("footing") for loc in t["locations"])
        ground_obstacles += sum(bool(classes(sc["obstacle"]["text"])) for sc in t["scenes"])
    assert set(feet) == set(FOOTINGS), feet
    assert ground_obstacles >= 20, ground_obstacles
