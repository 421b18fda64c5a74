"""Round 22, places (issue 10, coherent trips: lines placed without checking where they land):
big animals at a town, a building or indoors; the open sky over an indoor place; a patient
watch over a way hours off; gossip overheard where no air carries a sound; Bad and Scant Intel
about the slip-in point.

The facts behind each fix hold (the lines' needs, the content obstacle kept off a town, the
lookout lines held to high ground, the intel's places), the audit's trips keep every rule of
generators/trip/consistency_r22places.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.places import INTEL_WHERE, intel_places
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.clue_fit import LOOKOUT
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r22places import INTEL, RULES, check_r22places
from generators.trip.scene_view import unfit_beasts


def _low(name: str) -> str:
    return name[:1].lower() + name[1:]


def _indoor(t: dict) -> dict | None:
    where = {loc["name"]: loc["setting"] for loc in t["locations"]}
    return next((sc for sc in t["scenes"] if where.get(sc["place"]) == "indoor"), None)


def _break_beasts() -> dict:
    t = trip_where(lambda t: _indoor(t) is not None)
    sc = _indoor(t)
    sc["obstacle"]["text"] = (f"A herd of bison migrates straight through {_low(sc['place'])} within the hour; "
                              "there are hundreds of them, nervous and protective of their young.")
    return t


def _break_sky() -> dict:
    t = trip_where(lambda t: _indoor(t) is not None)
    _indoor(t)["read_aloud"] = "Built into slabs of dark basalt; open to the sky. Somewhere, water drips."
    return t


def _far(t: dict) -> bool:
    climax = t["scenes"][-1]
    return climax["kind"] == "climax" and climax["id"] not in (t["scenes"][0].get("leads_to") or ())


def _break_watch() -> dict:
    t = trip_where(_far)
    way = next(f for f in t["clues"] if f["id"] == "way")
    first = t["scenes"][0]
    way["clues"][0] = {"at": first["id"], "kind": "scene", "scene": first["id"], "source": "trace",
                       "how": f"A patient watch over the way ahead from {_low(first['place'])}, long enough to see "
                              "what gets through and how (BRAINS DL 3, and it takes an hour)"}
    return t


def _away(t: dict) -> dict | None:
    return next((n for n in t["npcs"] if n["where"] in {x["name"] for x in t["locations"][1:]}), None)


def _break_watcher() -> dict:
    t = trip_where(lambda t: _away(t) is not None and t["events"][0]["text"].startswith("Slip-in at "))
    land = _low(t["locations"][0]["name"])
    t["events"][0]["text"] = f"Slip-in at {land}. {_away(t)['name']} watches from a safe distance, writing something down."
    return t


def _break_heard() -> dict:
    t = trip_where(lambda t: t["world"]["air"] == "vacuum" and t["world"]["inhabitants"] != "none")
    first = t["scenes"][0]
    t["clues"][0]["clues"][0] = {"at": first["id"], "kind": "scene", "scene": first["id"], "source": "overheard",
                                 "how": f"Gossip at {_low(first['place'])}, for anyone who stands about "
                                        "long enough to listen"}
    return t


def _break_intel() -> dict:
    t = trip_where(lambda t: any(INTEL.match(e["text"]) for e in t["events"]))
    ev = next(e for e in t["events"] if INTEL.match(e["text"]))
    ev["text"] = (f"{INTEL.match(ev['text']).group(1)} Intel: The crew discover the briefing left out "
                  f"{_low(t['locations'][0]['name'])} entirely.")
    return t


R22_PLACES_BREAKS = {"beasts-at-urban-place": _break_beasts, "sky-at-indoor-place": _break_sky,
                     "watch-from-afar": _break_watch, "watcher-elsewhere": _break_watcher,
                     "heard-without-air": _break_heard,
                     "intel-names-landing": _break_intel}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R22_PLACES_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R22_PLACES_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 20 before this round, audit/1..300, hang + slip-n-slide):
    beasts-at-urban-place 19 + 22, sky-at-indoor-place 21 + 18, watch-from-afar 27 + 32,
    watcher-elsewhere 83 + 61, heard-without-air 9 + 6, intel-names-landing 8 + 7."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r22places(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_big_animal_stock_lines_need_open_wild_ground():
    """A herd, a pack, territorial beasts, a den, a beast lying across the way: never drawn at
    an indoor place, a town or a building (corpora/trip/play_obstacles.json)."""
    base = {"inhabited": True, "inhabitants": "many", "air": "breathable", "life": "rich", "beast_social": "herd",
            "beast_size": "horse", "beast_diet": "meat"}
    big = [(v, f) for v, _, f in load("trip/play_obstacles").items
           if f["opposition"] == "Wildlife/Animals" and unfit_beasts(v, "the town hall", "indoor")]
    assert len(big) >= 4
    for v, f in big:
        for where in ({"setting": "indoor", "place_kind": "wild"}, {"setting": "outdoor", "place_kind": "settlement"},
                      {"setting": "outdoor", "place_kind": "building"}):
            assert not fits(f["_needs"], dict(base, beast_social=("herd", "solitary")["solitary" in f["needs"]],
                                              **where)), (v, where)


def test_unfit_beasts_reads_the_place():
    herd = "A herd of elk migrates straight through the old market within the hour"
    assert unfit_beasts(herd, "the old market", "outdoor") == "A herd of"
    assert unfit_beasts(herd.replace("the old market", "the river ford"), "the river ford", "outdoor") is None
    assert unfit_beasts(herd.replace("the old market", "the old mine"), "the old mine", "indoor") == "A herd of"
    # met on the road to the place, out of doors: fine whatever the place is
    assert unfit_beasts("A pack of wolves has its den on the road to the bank", "the bank", "indoor") is None


def test_the_lookout_lines_are_held_to_high_ground():
    lines = [v for v, _, f in load("trip/play_clues").items if LOOKOUT.search(v)]
    assert any("patient watch" in v for v in lines) and any("highest ground" in v for v in lines)


def test_overheard_lines_need_air():
    for v, _, f in load("trip/play_clues").items:
        if f.get("source") == "overheard":
            assert not fits(f["_needs"], {"inhabited": True, "inhabitants": "many", "people": "some",
                                          "air": "vacuum"}), v


def test_the_arrival_names_only_who_is_at_the_landing():
    """The hour-0 event's #npc# is one of those found at the slip-in point; with nobody there, no
    line names anyone (content/places.py _arrival)."""
    from generators.content.places import _arrival

    places = ["the landing", "the goal", "the bridge", "the mill"]
    for k in range(12):
        s = Stream("r22", f"arrival/{k}")
        ctx = {"_world": {"inhabited": True, "inhabitants": "many", "meets_visitors": True, "air": "breathable",
                          "tech": "electric", "mission": "exploration"}}
        c = dict(ctx, place="the mill", npc="Away Person", npc2="Other Person")
        assert "Away Person" not in _arrival(s, dict(ctx, _landing=["Here Person"]), c, places)
        assert "Away Person" not in _arrival(s, dict(ctx, _landing=[]), c, places)


def test_intel_is_about_the_way_to_the_goal():
    assert INTEL_WHERE == ("Bad Intel", "Scant Intel")
    places = ["the landing", "the goal", "the bridge", "the mill", "the ford"]
    for k in range(20):
        out = intel_places({"place": "the landing", "place2": "the landing"}, places, Stream("r22", f"intel/{k}"))
        assert out["place"] == "the goal" and out["place2"] in places[2:]
