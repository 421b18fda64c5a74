"""Round 20, scenes: scene and place lines against the node's own facts (cold read 28: jetties
and fishing nets on a sea of liquid glass, a "quiet" room at a drum festival, a market shut for
the day yet packed with shouting stalls).

The facts behind each fix hold (corpora/ needs, the festival's din), the wrong lines are not
drawn over the audit's trips, and each rule of generators/trip/consistency_r20scenes.py fires on
a contradicting trip."""

from __future__ import annotations

import json
import re
from pathlib import Path

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r20scenes import (CROWDED, FESTIVAL, QUIET, RULES, SHUT,
                                                   WATER_USE)
from generators.trip.scene_lines import lines

ROOT = Path(__file__).resolve().parent.parent


def _say(t: dict, line: str, k: int = -1) -> dict:
    """The trip with ``line`` added to its place ``k``'s description."""
    t["locations"][k]["text"] += " " + line
    return t


def _break_water() -> dict:
    t = trip_where(lambda t: t["world"]["water"] == "strange")
    return _say(t, "A curve of weathered jetties round deep water, with nets drying on every rail.")


def _break_festival() -> dict:
    t = trip_where(lambda t: t["maguffin"].get("short") in FESTIVAL, seed="slip-n-slide")
    k = next(i for i, loc in enumerate(t["locations"]) if loc["name"] == t["maguffin"]["where"])
    return _say(t, "It is quieter than it ought to be; now and then a kettle shrieks.", k)


def _break_crowded() -> dict:
    return _say(trip_where(lambda t: len(t["locations"]) > 3), "Half-empty, full of people queuing for something.", 2)


def _break_shut() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]))
    sc = t["scenes"][-1]
    k = next(i for i, loc in enumerate(t["locations"]) if loc["name"] == sc["place"])
    sc["release"] = (f"The warden has shut {sc['place'][:1].lower() + sc['place'][1:]} to outsiders for "
                     "the day and stands at the way in: pay 1M for the party to be let through.")
    return _say(t, "Stalls and awnings packed tight, and everyone shouting prices.", k)


R20_SCENES_BREAKS = {"water-use-not-water": _break_water, "festival-place-quiet": _break_festival,
                     "crowded-and-empty": _break_crowded, "shut-yet-trading": _break_shut}


def test_every_rule_has_a_break_and_fires():
    assert set(R20_SCENES_BREAKS) == set(RULES)
    for rule, brk in R20_SCENES_BREAKS.items():
        assert fires(brk(), rule), rule


def _rules(grammar: str, sym: str):
    g = load(grammar)
    return list(zip(g.rules[sym], g.rule_needs.get(sym) or [None] * len(g.rules[sym])))


GLASS = {"node": "planet", "water": "strange", "air": "breathable", "inhabited": True,
         "inhabitants": "many", "tech": "iron", "setting": "outdoor", "place_kind": "water"}


def test_a_harbour_on_a_sea_that_is_not_water_has_no_boats_nets_or_jetties():
    """Cold read 28: "A curve of weathered jetties round deep water, with nets drying on every
    rail" where the seas are warm liquid glass. A not-water harbour has lines of its own."""
    fit = [r for r, n in _rules("grammars/places", "desc_place_harbour") if fits(n, GLASS)]
    assert fit, "a harbour on a not-water sea has no description"
    for r in fit:
        assert not WATER_USE.search(r), r
    wet = [r for r, n in _rules("grammars/places", "desc_place_harbour") if fits(n, dict(GLASS, water="oceans"))]
    assert any("jetties" in r for r in wet)


def _water_ok(needs, water: str) -> bool:
    """Whether the ``water`` clauses of parsed ``needs`` let ``water`` through."""
    return all(water in c[3] if c[2] else water not in c[3]
               for c in needs or () if c[0] == "set" and c[1] == "water")


def test_nobody_swims_wades_or_rows_in_what_is_not_water():
    """The rope ferry one swims, the rising water one wades, the cellar one wades through, the
    fish and the fishing hook need water that is water (and still fit a lake world)."""
    for words in ("A rope ferry is the only way across", "A pump at {place} has failed",
                  "Water drips everywhere at {place}"):
        f = next(f for v, _, f in load("trip/play_obstacles").items if v.startswith(words))
        assert not _water_ok(f["_needs"], "strange") and _water_ok(f["_needs"], "lakes"), words
    found = 0
    for v, _, f in load("lists/household_objects").items:
        if v in ("fish", "fishing hook"):
            found += 1
            assert not _water_ok(f["_needs"], "strange") and _water_ok(f["_needs"], "oceans"), v
    assert found == 2


def test_no_water_use_where_the_water_is_not_water_over_the_audit_trips():
    """Base: 16 such lines on 11 of audit/1..200 of hang and slip-n-slide (the harbour's
    jetties and boats, wading the flood, swimming the rope ferry, fish in an oven)."""
    seen = 0
    for i in range(1, 200):
        t = audit_trip(i, "hang")
        if t["world"]["water"] != "strange":
            continue
        seen += 1
        for sc in t["scenes"]:
            text = f"{sc['read_aloud']} {sc['obstacle']['text']} {sc['obstacle']['way']}"
            assert not WATER_USE.search(text), (i, sc["number"], WATER_USE.search(text).group(0))
    assert seen > 10


def test_a_festival_feast_or_dance_is_held_in_a_loud_place():
    """Cold read 28: a "quiet" place at a drum festival (base: 13 of audit/1..200 of hang and
    slip-n-slide held theirs where the din was quiet or a line said so)."""
    for v, _, f in load("lists/maguffins").items:
        if f.get("short") in FESTIVAL:
            assert f.get("din") == "loud", v
    held = 0
    # slip-n-slide read to 400 (round 38's new events drew fewer festivals: 8 in the first 200 of each)
    for seed, n in (("hang", 200), ("slip-n-slide", 400)):
        for i in range(1, n):
            t = audit_trip(i, seed)
            if t["maguffin"].get("short") not in FESTIVAL:
                continue
            held += 1
            loc = next(x for x in t["locations"] if x["name"] == t["maguffin"]["where"])
            assert loc.get("din") == "loud", (seed, i, loc["name"])
            assert not QUIET.search(re.sub(r"a baby cries and is hushed|keep the tourists quiet", "",
                                           loc["text"] + " " + loc["sensory"])), (seed, i)
    assert held > 10


def _raw_rules(path: str):
    """(text, needs string) of every rule line of a grammar, read from the corpus file itself."""
    rules = json.loads((ROOT / path).read_text())["rules"]
    for items in rules.values():
        for x in items:
            yield (x, "") if isinstance(x, str) else (x["text"], x.get("needs", ""))


def test_crowded_lines_and_half_empty_lines_never_share_a_din():
    """Base: "Half-empty, full of people queuing for something", "A crowded room ... It is
    quieter than it ought to be", "The Busy Salmon Weir. Quiet except for ..." (23 places on 22
    of audit/1..200 of hang and slip-n-slide): a crowded or busy line or name needs
    din != quiet, a half-empty or hushed one din != loud."""
    crowded = quiet = 0
    for text, needs in _raw_rules("corpora/grammars/places.json"):
        if CROWDED.search(text):
            crowded += 1
            assert "din != quiet" in needs, text
        if re.match(r"(Half-empty|It is quieter than it ought|Sound goes flat)", text):
            quiet += 1
            assert "din != loud" in needs, text
    assert crowded >= 5 and quiet >= 4


def test_no_place_is_shut_for_the_day_where_it_is_loud():
    """Cold read 28: a market shut for the day yet packed with shouting stalls (base: 8 of
    audit/1..200 of hang and slip-n-slide): the line needs din != loud, and the climax's own
    place's din is read when it is drawn."""
    shut = [v for v in lines("release:record") if SHUT.search(v.replace("{place}", "the market"))]
    assert shut
    for v, _, f in load("trip/play_lines").items:
        if v in shut:
            assert "din != loud" in str(f.get("needs") or f.get("_needs")), v
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 200):
            t = audit_trip(i, seed)
            for sc in t["scenes"]:
                if SHUT.search(sc.get("release") or ""):
                    loc = next(x for x in t["locations"] if x["name"] == sc["place"])
                    assert loc.get("din") != "loud", (seed, i)


def test_heads_that_swim_are_not_swimming():
    """Gas that "makes heads swim" is no use of water (slip-n-slide audit/97 under algorithm 22: a
    carcass's gas on a world of not-water seas); swimming across still counts."""
    from generators.trip.consistency_r20scenes import WATER_USE
    assert not WATER_USE.search("the gas off it makes heads swim")
    assert WATER_USE.search("swim it on the crew's own line")
