"""Round 23, clue carriers (cold read of algorithm-21 trips: the things a clue is found on were
stock items that ignored the place, the world and the fact: pebbles "that a local would read at
a glance" carrying an unpaid debt in 2017 Sacramento, a chalk message on a door at a boulder
field, a child's slate on a world of robots, three clues "dropped at the Downtown Diner by
someone in a hurry").

The facts behind the fix hold (corpora/trip/play_clues.json scene lines' needs, knows and
frame; trip/clue_carry.py), the audit's trips keep every rule of
generators/trip/consistency_r23carriers.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import itertools

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.place_kinds import place_kind
from generators.data import load
from generators.needs import fits
from generators.trip.clue_carry import frames, spots, unworn
from generators.trip.clue_empty import empty_place
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r20repeats import VISITOR
from generators.trip.consistency_r23carriers import (BUILT, CHILD, FOLK, GROUND, OPEN, PICTURES, PRINTED, RULES,
                                                     WAX, check_r23carriers)


def _low(name: str) -> str:
    return name[:1].lower() + name[1:]


def _clue(sc: dict, how: str) -> dict:
    return {"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "trace", "how": how}


def _open_scene(t: dict) -> dict | None:
    return next((sc for sc in t["scenes"] if place_kind(sc["place"]) in OPEN), None)


def _break_place() -> dict:
    t = trip_where(lambda t: _open_scene(t) is not None)
    sc = _open_scene(t)
    t["clues"][0]["clues"].append(_clue(sc, f"A chalk message on a door at {_low(sc['place'])}, half rubbed out "
                                            "by someone's sleeve"))
    return t


def _break_locals() -> dict:
    t = trip_where(lambda t: t["world"].get("natives") == "robot")
    sc = t["scenes"][0]
    t["clues"][0]["clues"].append(_clue(sc, f"A child's slate left out at {_low(sc['place'])}, with more on it "
                                            "than a child would write"))
    return t


def _secret(t: dict) -> dict | None:
    return next((f for f in t["clues"] if f["id"].startswith(("secret-", "lies-"))), None)


def _break_fact() -> dict:
    t = trip_where(lambda t: _secret(t) is not None)
    sc = t["scenes"][0]
    _secret(t)["clues"].append(_clue(sc, f"Pebbles laid out in a pattern on the ground at {_low(sc['place'])}, too "
                                         "neat to be chance (BRAINS DL 2 to read it)"))
    return t


def _break_twice() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and len(t["clues"]) >= 2)
    sc = t["scenes"][1]
    for f, what in zip(t["clues"][:2], ("A diary", "A bag")):
        f["clues"].append(_clue(sc, f"{what} dropped at {_low(sc['place'])} by someone in a hurry, that says it "
                                    "outright"))
    return t


R23_CARRIERS_BREAKS = {"carrier-place": _break_place, "carrier-locals": _break_locals,
                       "carrier-fact": _break_fact, "carrier-twice": _break_twice}


def test_every_rule_is_registered_has_a_break_and_fires():
    from generators.trip.consistency_r23 import RULES as R23
    assert set(R23_CARRIERS_BREAKS) == set(RULES)
    assert set(RULES) <= set(R23) and set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R23_CARRIERS_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before the fix (audit/1..300, hang + slip-n-slide): carrier-place 395 + 389,
    carrier-locals 201 + 229, carrier-fact 296 + 285, carrier-twice 227 + 186."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r23carriers(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind the fix -------------------------------------------------------------

def _traces() -> list[tuple[str, dict]]:
    return [(v, f) for v, _, f in load("trip/play_clues").items if f.get("use") == "scene" and f.get("source") == "trace"]


WORLD = {"inhabited": True, "inhabitants": "many", "tech": "electric", "natives": "human", "air": "breathable",
         "trees": "yes", "before": "some", "letters": "local"}


def test_picture_things_tell_only_where_and_way():
    """A pattern of pebbles, cords, a painted hide: never a name, a debt, an age or a deal."""
    pics = [(v, f) for v, f in _traces() if PICTURES.search(v)]
    assert len(pics) >= 6
    for v, f in pics:
        assert f.get("knows") and set(f["knows"].split("|")) <= {"where", "way"}, v


@pytest.mark.parametrize("kind", ["wild", "sand", "rock", "water"])
def test_built_things_are_never_drawn_in_open_country(kind):
    built = [(v, f) for v, f in _traces() if BUILT.search(v)]
    assert len(built) >= 6
    for v, f in built:
        for setting, tech in itertools.product(("indoor", "outdoor"), ("iron", "steam", "digital")):
            assert not fits(f.get("_needs"), dict(WORLD, tech=tech, setting=setting, place_kind=kind)), v


@pytest.mark.parametrize("where", [("indoor", "wild"), ("outdoor", "settlement"), ("outdoor", "building")])
def test_open_ground_things_are_never_drawn_indoors_or_in_a_town(where):
    ground = [(v, f) for v, f in _traces() if GROUND.search(v)]
    assert len(ground) >= 6
    for v, f in ground:
        for tech, inh in itertools.product(("none", "stone", "iron"), ("many", "nobody")):
            facts = dict(WORLD, tech=tech, inhabitants=inh, inhabited=inh != "nobody", setting=where[0],
                         place_kind=where[1], letters="none")
            assert not fits(f.get("_needs"), facts), (v, where)


def test_things_fit_the_locals_and_their_ways():
    for v, f in _traces():
        needs = f.get("_needs")
        if CHILD.search(v):
            assert not fits(needs, dict(WORLD, natives="robot", setting="indoor", place_kind="building")), v
        if FOLK.search(v):
            for tech in ("steam", "electric", "digital", "advanced", "strange"):
                assert not fits(needs, dict(WORLD, tech=tech, setting="outdoor", place_kind="wild")), v
        if WAX.search(v):
            assert not fits(needs, dict(WORLD, tech="steam", setting="indoor", place_kind="building")), v
        if PRINTED.search(v):
            assert not fits(needs, dict(WORLD, tech="iron", setting="indoor", place_kind="building")), v


def test_visitor_things_only_where_the_locals_do_not_write_and_say_who():
    """Words where nobody local writes come from another visitor, and say so
    (consistency_r20repeats written-clue-unlettered); where the locals write, their own things."""
    visitors = [(v, f) for v, f in _traces() if "letters: none" in (f.get("needs") or "")]
    assert len(visitors) >= 12
    for v, f in visitors:
        assert VISITOR.search(v), v  # says a visitor left it, in words the audit reads (r40: a logbook from another barn)
        assert not fits(f["_needs"], dict(WORLD, setting="outdoor", place_kind="wild")), v


@pytest.mark.parametrize("world", [
    {"inhabited": False, "inhabitants": "nobody", "tech": "none", "natives": "none"},
    {"inhabited": True, "inhabitants": "few", "tech": "stone", "natives": "human"},
    {"inhabited": True, "inhabitants": "many", "tech": "iron", "natives": "human"},
    {"inhabited": True, "inhabitants": "many", "tech": "digital", "natives": "robot"}])
def test_every_place_has_many_kinds_of_thing_for_a_secret(world):
    """A secret at a scene with nobody there still has things of many frames to be found on,
    indoors or out, in town or open country (a trip draws each frame once)."""
    letters = "local" if fits("inhabited; tech >= iron", world) else "none"
    for setting, kind in itertools.product(("indoor", "outdoor"), ("settlement", "building", "wild", "rock", "sand")):
        facts = dict(world, air="breathable", trees="yes", before="some", people="none", setting=setting,
                     place_kind=kind, letters=letters)
        ok = [v for v, f in _traces() if fits(f.get("_needs"), facts)
              and (not f.get("knows") or "secret" in f["knows"].split("|"))]
        kinds = {frames(v) or frozenset([v]) for v in ok}
        assert len(kinds) >= 8, (setting, kind, ok)


def test_a_frame_is_drawn_once_a_trip():
    hurry = [(v, "trace") for v, f in _traces() if "hurry" in frames(v)]
    assert len(hurry) >= 6
    # every one is worn once one is dealt; round 25: the least worn of them are drawn (the
    # caller has nothing else), never one that shares more frames (trip/clue_carry.py)
    worn = frames(hurry[0][0])
    least = min(len(frames(v) & worn) for v, _ in hurry)
    assert least >= 1
    assert unworn(hurry, {hurry[0][0]}) == [x for x in hurry if len(frames(x[0]) & worn) == least]
    assert all(len(frames(v) & worn) == least for v, _ in unworn(hurry, {hurry[0][0]}))
    # (round 25: every line has a frame, its opening words; these share none with the first)
    other = [(v, "trace") for v, f in _traces() if not frames(v) & worn][:3]
    assert len(other) == 3
    assert unworn(hurry + other, {hurry[0][0]}) == other


def test_spots_read_the_place_and_the_locals():
    from generators.content.world import facts_of
    from generators.trip.clue_carry import place_liquid, place_water

    t = audit_trip(1)

    class _T:  # the fields of a Trip that spots reads
        locations = t["locations"]
        world = t["world"]
        node = t["node"]  # (round 26: parts.facts reads the node's Hook for a day of silence)
    got = spots(_T, t["scenes"])
    writes = "local" if fits("inhabited; tech >= iron", facts_of(t["world"])) else "none"
    for sc in t["scenes"]:
        loc = next(x for x in t["locations"] if x["name"] == sc["place"])
        want = {"setting": loc["setting"], "place_kind": place_kind(sc["place"]), "letters": writes}
        if liquid := place_liquid(sc["place"]):  # (round 27: a lake of mercury holds no water)
            want["water"] = place_water(sc["place"], liquid)
        # (round 33, trip/clue_carry.py: the landing's light, and nobody about at a place that is empty now)
        own = {k: v for k, v in got[sc["id"]].items() if k not in ("light", "people")}
        assert own == want
        assert (got[sc["id"]].get("people") == "none") == empty_place(loc), (sc["place"], got[sc["id"]])
        assert "light" not in got[sc["id"]] or sc.get("kind") == "arrival"
