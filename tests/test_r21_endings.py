"""Round 21, endings (cold read 29): the Success ending replayed the climax (r20-cold-i), three
barrels of wine went home "in relays" over a 4-hour walk (r20-cold-d), and the crew swam a rope
ferry's crossing and landed on a gravel bar in a river on a lake of mercury (r20-cold-e, g).

The facts behind each fix hold (the truth rows, the handling lines, a mercury lake's own water
fact), the cold-read seeds no longer say it, the audit's trips keep the rules, and each rule of
generators/trip/consistency_r21endings.py fires on a contradicting trip."""

from __future__ import annotations


from audit_trips import audit_trip, fires, trip_where
from generators.content.place_kinds import kind_facts, place_kind, place_liquid
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r20scenes import WATER_USE
from generators.trip.consistency_r21endings import MEANS, ON_NODE, RELAYS, RIVER, RULES

GUARDIAN = ("GM, the truth about the flight recorder comes out here: Dakota was ready for the crew; "
            "they get the flight recorder away only if a PC talks the guardian round (CHARM DL 3), "
            "and otherwise Dakota follows them to the landing.")
RELAY_LINE = ("Carted, sledded or carried in relays, a load at a time; each trip to the lander and "
              "back is most of an hour.")
MERCURY = "The Hypso Mercury Lake"


def _success(t: dict) -> dict:
    return next(e for e in t["endings"] if e["outcome"] == "success")


def _break_replay() -> dict:
    t = trip_where(lambda t: bool(t.get("endings")))
    _success(t)["follows"].append(GUARDIAN)
    return t


def _heavy(t: dict) -> bool:
    w = t["world"]
    return w.get("maguffin_bulk") == "large" and w.get("maguffin") in ("object", "substance")


def _heavy_trip() -> dict:
    """The first audit trip with a heavy load (a large object or substance): few draws give one
    (none of hang's audit/1..300 under algorithm 23, three of slip-n-slide's), so both seeds'
    audit/1..300 are searched, slip-n-slide's first."""
    for seed in ("slip-n-slide", "hang"):
        try:
            return trip_where(_heavy, seed, 301)
        except AssertionError:
            continue
    raise AssertionError("no audit trip of hang or slip-n-slide 1..300 carries a heavy load")


def _break_relays() -> dict:
    t = _heavy_trip()
    t["maguffin"]["description"]["carry"] = RELAY_LINE
    return t


def _break_liquid() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]) and t["world"].get("water") in ("lakes", "oceans"))
    old = t["scenes"][0]["place"]
    loc = next(x for x in t["locations"] if x["name"] == old)
    loc["name"] = t["scenes"][0]["place"] = MERCURY
    t["scenes"][0]["obstacle"]["way"] = "Haul it across knot by knot (MIGHT DL 3), or swim it on the crew's own line (HEALTH DL 4)."
    return t


R21_ENDINGS_BREAKS = BREAKS = {"success-replays-climax": _break_replay, "heavy-load-relays": _break_relays,
          "liquid-place-water-use": _break_liquid}


def test_every_rule_has_a_break_and_fires():
    assert set(BREAKS) == set(RULES)
    for rule, brk in BREAKS.items():
        assert fires(brk(), rule), rule


def test_a_heavy_load_with_no_means_fires_too():
    t = _heavy_trip()
    t["maguffin"]["description"]["size"] = "Heavy."
    t["maguffin"]["description"]["carry"] = "Carried home by the crew."
    assert fires(t, "heavy-load-relays")


def test_the_audit_trips_keep_the_rules():
    from generators.trip.consistency import check

    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 41):
            found = [v for v in check(audit_trip(i, seed)) if v.rule in RULES]
            assert not found, (seed, i, found)


# 1. the Success ending says the after
def test_no_truth_row_plays_on_the_node():
    """Every row of corpora/trip/maguffin_truth_due.json (printed under SUCCESS) says what follows
    the job, never a roll or a choice that decides whether the crew get away with it."""
    rows = load("trip/maguffin_truth_due").items
    assert len(rows) > 50
    for value, _, f in rows:
        assert not ON_NODE.search(f["due"]), (value, f["due"])
    assert ON_NODE.search(GUARDIAN)  # the cold read's line is what the rule reads


def test_r20_cold_i_success_says_what_follows():
    """r20-cold-i (algorithm 19) printed the guardian's roll under SUCCESS; under any algorithm the
    audit trips' Success endings say what follows the job and nothing that plays on the node."""
    seen = 0
    for i in range(1, 61):
        t = audit_trip(i)
        if not t.get("endings"):
            continue
        e = _success(t)
        assert not any(ON_NODE.search(x) for x in e["follows"] + [e["client"]]), (i, e)
        seen += any("comes out here" in x for x in e["follows"])
    assert seen, "no audit trip's Success ending says what the truth about the maguffin brings"


# 2. a heavy load's way home fits its walk
def test_large_loads_go_home_in_one_load_with_a_means():
    for v, _, f in load("trip/maguffin_handling").items:
        if f.get("bulk") == "large" and f.get("kind") in ("object", "substance") and f["part"] in ("size", "carry"):
            assert MEANS.search(v), v
            assert not RELAYS.search(v), v


def test_r20_cold_d_wine_is_hauled_in_one_load():
    """r20-cold-d (algorithm 19): three barrels of wine "in relays"; now the first heavy load of
    the audit trips goes home in one load, on something that carries it."""
    t = _heavy_trip()
    d = t["maguffin"]["description"]
    said = d["size"] + " " + d["carry"]
    assert not RELAYS.search(said) and MEANS.search(said), said
    assert not fires(t, "heavy-load-relays")


# 3. a mercury lake is not water
def test_a_mercury_lake_holds_no_water():
    assert place_kind(MERCURY) == "water" and place_liquid(MERCURY) == "mercury"
    # (round 26 added the name's promise and the place's shape to the same facts)
    # (round 35: kind_facts also gives the place's use, read from its name: place_use.py)
    assert kind_facts(MERCURY, {"water": "lakes"}) == {"place_kind": "water", "water": "strange",
                                                       "place_promise": "none", "place_shape": "open",
                                                       "place_use": "natural", "place_height": "level"}
    # (round 37: and how it lies against the ground round it, place_height)
    assert kind_facts("The Steaming Salt Marsh", {"water": "lakes"}) == {
        "place_kind": "water", "place_promise": "steaming", "place_shape": "open",
        "place_use": "natural", "place_height": "level"}  # its water is water
    assert place_liquid("The Mercury Station") is None  # not a water place


def test_no_water_use_line_fits_a_mercury_lake():
    """The rope ferry one swims (trip/play_obstacles.json) and the gravel bar in a river
    (grammars/places.json slip_in) fit a lake of water, never a mercury lake on the same world."""
    world = {"node": "planet", "water": "lakes", "air": "breathable", "inhabited": True,
             "inhabitants": "many", "tech": "iron", "setting": "outdoor"}
    lake = dict(world, place_kind="water")
    mercury = dict(world, **kind_facts(MERCURY, world))
    obstacles = load("trip/play_obstacles").items
    ferry = [(v, f) for v, _, f in obstacles if "rope ferry" in v]
    assert ferry and all(fits(f.get("needs"), lake) for _, f in ferry)
    assert not any(fits(f.get("needs"), mercury) for _, f in ferry)
    g = load("grammars/places")
    bar = [n for r, n in zip(g.rules["slip_in_what"], g.rule_needs.get("slip_in_what") or []) if "gravel bar" in r]
    assert bar and fits(bar[0], lake) and not fits(bar[0], mercury)
    usable = [v + " " + f["way"] for v, _, f in obstacles if fits(f.get("needs"), mercury)]
    assert usable
    for said in usable:
        assert not WATER_USE.search(said) and not RIVER.search(said), said


def _mercury_scene(t: dict) -> bool:
    lakes = [x["name"] for x in t["locations"] if place_liquid(x["name"])]
    return any(s["place"] in lakes for s in t["scenes"])


def test_r20_cold_e_and_g_mercury_lakes_are_not_swum_or_forded():
    """r20-cold-e and -g (algorithm 19) swam and forded a mercury lake; now the first audit trip
    with a scene at a lake of something that is not water uses it as no water is used."""
    for seed in ("hang", "slip-n-slide"):
        try:
            t = trip_where(_mercury_scene, seed, 300)
        except AssertionError:
            continue
        lakes = [x["name"] for x in t["locations"] if place_liquid(x["name"])]
        assert not fires(t, "liquid-place-water-use"), seed
        sc = next(s for s in t["scenes"] if s["place"] in lakes)
        said = " ".join([sc["read_aloud"], sc.get("gm") or "", sc["obstacle"]["text"], sc["obstacle"]["way"]])
        assert not WATER_USE.search(said.replace(sc["place"], "")) and not RIVER.search(said), (seed, said)
        return
    raise AssertionError("no audit trip of hang or slip-n-slide 1..299 has a scene at a mercury lake")