"""Round 15 (ways): secrets, clues and ways round obstacles pay off
(generators/trip/consistency_r15ways.py, trip/way_gain.py, trip/clues.py).

Each rule is fed a trip with the contradiction; the generation tests read the trips the
audit builds (seed hang), where main (algorithm 14) drew each class: a needed way past the
climax that costs the same sure hour as the printed way round (hang audit/13, 17, 33 ...),
a lead scene with no clue (audit/21), an NPC whose secret says they know something and who
tells nothing (audit/5, 6), "the first DayTrippers here" beside a rival crew (audit/37)."""

from __future__ import annotations

import copy
import json
import re
from functools import lru_cache

import pytest

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission

KNOWS = re.compile(r"^knows\b", re.I)


@lru_cache(maxsize=None)
def _trip(seed: str, k: int) -> dict:
    s = Stream(seed, f"audit/{k}")
    m = roll_mission(s, "typical")
    stratify(m, s, k)
    return trip_from_mission(m, s).to_dict()


def _trips(n: int = 40) -> list[dict]:
    return [_trip("hang", k) for k in range(1, n + 1)]


def _t(k: int = 1) -> dict:
    return copy.deepcopy(_trip("hang", k))


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _climax(t: dict) -> dict:
    return next(sc for sc in t["scenes"] if sc["kind"] == "climax")


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f["id"] == "way")


# --- needed-way-saves-nothing / needed-way-eases-no-roll -----------------------------------------

def _set_way(t: dict, way: str, past: str) -> dict:
    _climax(t)["obstacle"]["way"] = way
    f = _way(t)
    f["fact"] = f["fact"].split(": ", 1)[0] + ": " + past
    _climax(t)["with_clue"] = "Or, once the crew have learnt it: " + past
    return t


def _break_saves_nothing() -> dict:
    return _set_way(_t(), "Find where it is thinnest (BRAINS DL 4), or go round it (one hour on the clock).",
                    "a safer line runs through it along the old marks, slower by one hour on the clock and "
                    "with no roll.")


def test_needed_way_saves_nothing_fires():
    assert "needed-way-saves-nothing" in _rules(_break_saves_nothing())


def test_a_needed_way_that_saves_time_or_a_roll_is_fine():
    t = _set_way(_t(), "Find where it is thinnest (BRAINS DL 4), or go round it (one hour on the clock).",
                 "the worst of it comes and goes on a pattern, and whoever knows the pattern crosses in a "
                 "quiet spell with no roll (up to one hour's wait).")
    assert "needed-way-saves-nothing" not in _rules(t)
    t = _set_way(_t(), "Climb past the damage (GRACE DL 4), or outbid them (0.25M).",
                 "a second way, slower but safe, goes round it: one extra hour on the clock, and no roll.")
    assert "needed-way-saves-nothing" not in _rules(t)


def _break_eases() -> dict:
    return _set_way(_t(), "Wrap it in something from home and it goes quiet (one hour on the clock).",
                    "its hold is weakest on a crew who keep a hand on each other's shoulders the whole way "
                    "through, and those who do pass at one DL easier than the way round's roll.")


def test_needed_way_eases_no_roll_fires():
    assert "needed-way-eases-no-roll" in _rules(_break_eases())


def test_generated_needed_ways_save_something():
    """No needed way past costs a sure hour with no roll beside a way round of an hour with no
    roll (main: hang audit/13, 17, 33 among the first 40)."""
    hour = re.compile(r"one (extra )?hour on the clock|slower by one hour|takes one hour")
    for t in _trips():
        past = _way(t)["fact"].split(": ", 1)[1]
        opts = re.split(r", or (?![^()]*\))", _climax(t)["obstacle"]["way"])
        cheap = [o for o in opts if re.search(r"\bhours?\b|on the clock|\btick\b", o)
                 and not re.search(r"DL \d|\broll|\d(\.\d+)?M\b|worth", o)]
        assert not (hour.search(past) and "up to" not in past and cheap), (t["number"], past, cheap)


# --- lead-scene-no-clue ------------------------------------------------------------------------

def _break_lead() -> dict:
    t = next(copy.deepcopy(t) for t in _trips() if any(sc["kind"] == "lead" for sc in t["scenes"]))
    lead = next(sc["id"] for sc in t["scenes"] if sc["kind"] == "lead")
    for f in t["clues"]:
        f["clues"] = [c for c in f["clues"] if c["scene"] != lead]
    return t


def test_lead_scene_no_clue_fires():
    assert "lead-scene-no-clue" in _rules(_break_lead())


def test_generated_lead_scenes_hold_a_clue():
    """Every scene the page calls a lead holds a clue (main: hang audit/21, 24, 28, 32)."""
    for t in _trips():
        at = {c["scene"] for f in t["clues"] for c in f["clues"]}
        for sc in t["scenes"]:
            assert sc["kind"] != "lead" or sc["id"] in at, (t["number"], sc["number"])


# --- knower-gives-no-clue ----------------------------------------------------------------------

def _knower(t: dict) -> dict:
    places = {sc["place"] for sc in t["scenes"]}
    return next(n for n in t["npcs"] if n["where"] in places and not n.get("creature"))


def _break_knower() -> dict:
    t = _t(2)
    n = _knower(t)
    n["secret"] = "Knows one true thing about the place that nobody else believes"
    for f in t["clues"]:
        f["clues"] = [c for c in f["clues"] if c["at"] != n["key"]]
    return t


def test_knower_gives_no_clue_fires():
    assert "knower-gives-no-clue" in _rules(_break_knower())


def test_generated_knowers_tell_a_clue():
    """An NPC at a scene whose secret says they know something is a source of a clue (main:
    hang audit/5, 6, 8)."""
    for t in _trips():
        places = {sc["place"] for sc in t["scenes"]}
        told = {c["at"] for f in t["clues"] for c in f["clues"] if c["kind"] == "npc"}
        for n in t["npcs"]:
            if KNOWS.match(n.get("secret") or "") and n["where"] in places:
                assert n["key"] in told, (t["number"], n["name"], n["secret"])


# --- first-crew-beside-rivals ------------------------------------------------------------------

def _break_first() -> dict:
    t = _t(37)
    assert any(not d["text"].startswith("Bidding") for r in t["rivals"] for d in r["details"]
               if d["label"] == "Status")
    t["events"].append({"when": "Hour 0", "text": "No Intel: The crew are the first DayTrippers here"})
    return t


def test_first_crew_beside_rivals_fires():
    assert "first-crew-beside-rivals" in _rules(_break_first())


@pytest.mark.parametrize("seed,k", [("hang", 37), ("hang", 73)])
def test_no_first_daytrippers_beside_rivals(seed, k):
    """main drew "The crew are the first DayTrippers here" on these trips, whose rivals land
    on the node that day."""
    assert "first DayTrippers" not in json.dumps(_trip(seed, k))


R15WAYS_BREAKS = {  # also run by test_consistency.py's test_each_structure_rule_fires
    "needed-way-saves-nothing": _break_saves_nothing,
    "needed-way-eases-no-roll": _break_eases,
    "lead-scene-no-clue": _break_lead,
    "knower-gives-no-clue": _break_knower,
    "first-crew-beside-rivals": _break_first,
}
