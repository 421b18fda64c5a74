"""Round 12 (scenes): a clue, the strong start and the corpus lines name only what the trip has
where they stand (generators/trip/consistency_fit.py). Each rule is fed a trip with the
contradiction (``FIT_BREAKS``, also run by test_consistency.py's test_each_structure_rule_fires)
and a trip without it."""

from __future__ import annotations

import copy
from functools import lru_cache

import pytest

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.clue_fit import guarded
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission


@lru_cache(maxsize=None)
def _where(key: str, seed: str = "fit") -> dict:
    """The first audit trip of ``seed`` for which PREDS[key] holds (cached: read-only)."""
    for k in range(1, 400):
        s = Stream(seed, f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        t = trip_from_mission(m, s).to_dict()
        if PREDS[key](t):
            return t
    raise AssertionError(f"no trip for {key}")


def _climax(t: dict) -> dict:
    return next(sc for sc in t["scenes"] if sc["kind"] == "climax")


def _fact(t: dict, fid: str) -> dict:
    return next(f for f in t["clues"] if f["id"] == fid)


PREDS = {
    "people": lambda t: _climax(t)["obstacle"]["opposition"] == "Dangerous People",
    "survey": lambda t: t["world"]["mission"] == "survey",
    "bad_intel": lambda t: "Bad Intel" in t["complications"] and any(
        e["text"].startswith("Bad Intel:") for e in t["events"]),
}


def _violates(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


# --- way-names-absent-guards ------------------------------------------------------------------

def _unguarded() -> dict:
    t = copy.deepcopy(_where("people"))
    _climax(t)["obstacle"]["text"] = "A gang of pickpockets works the square, and the crew look like easy marks."
    return t


def _break_guards() -> dict:
    """Fails on the old code: its lead was "How to get past the people guarding {place}" for
    every Dangerous People obstacle (cold read 17: a crowd, a press gang, a pair of drunks)."""
    t = _unguarded()
    _fact(t, "way")["fact"] = "How to get past the people guarding the square: they are short of food."
    return t


def test_a_watch_named_where_the_obstacle_has_none_is_caught():
    assert _violates(_break_guards(), "way-names-absent-guards")
    t = _unguarded()  # any wording of a watch: a shortcut's guards that change over
    _fact(t, "way")["fact"] = ("How to get past the people in the way at the square: they change over "
                               "at the top of every hour, and for a few minutes nobody watches the side way in.")
    assert _violates(t, "way-names-absent-guards")


def test_people_in_the_way_without_guards_pass():
    t = _unguarded()
    _fact(t, "way")["fact"] = ("How to get past the people in the way at the square: a local who grew up "
                               "here walks the crew through for a small gift.")
    assert not _violates(t, "way-names-absent-guards")
    g = copy.deepcopy(_where("people"))  # a checkpoint is guarded: its guards may be named
    _climax(g)["obstacle"]["text"] = "A checkpoint of nervous locals blocks the only easy way through the square, and they shoot first."
    _fact(g, "way")["fact"] = "How to get past the people guarding the square: they change over at the top of every hour."
    assert not _violates(g, "way-names-absent-guards")


def test_generated_way_fact_fits_its_obstacle():
    t = _where("people")
    ob = _climax(t)["obstacle"]
    assert ("guarding" in _fact(t, "way")["fact"]) == (guarded(ob) == "yes")
    assert not _violates(t, "way-names-absent-guards")


# --- start-lands-once ------------------------------------------------------------------------

def _sited() -> dict:
    """A trip whose slip-in point names its landing site, the start landing there."""
    t = copy.deepcopy(_where("people"))
    slip = t["locations"][0]
    slip["text"] = slip["text"].split(" Landing site:")[0] + " Landing site: the bottom of a dry fountain, to a round of applause."
    t["start"]["read_aloud"] = (f"The lander sets down at {slip['name']}: the bottom of a dry fountain, "
                                "to a round of applause. It is day here. The hatch opens halfway and sticks.")
    return t


def _break_lands_elsewhere() -> dict:
    """Fails on the old code: its start said "The lander sets down on {place}" whatever the
    slip-in point's own landing site was (cold read 18: on the radio tower, and the landing
    site the dry fountain)."""
    t = _sited()
    t["start"]["read_aloud"] = "The lander sets down on the radio tower. It is day here. The hatch opens halfway and sticks."
    return t


def test_a_start_that_lands_twice_or_off_its_site_is_caught():
    assert _violates(_break_lands_elsewhere(), "start-lands-once")
    t = _sited()  # the old code's node line after its own "sets down" (cold read 18, Ruby's Air Base)
    t["start"]["read_aloud"] += " The lander comes down at the spot where the barn stood in 2017, outside Sacramento."
    assert _violates(t, "start-lands-once")
    t = _sited()  # any verb of landing
    t["start"]["read_aloud"] = ("The lander touches down on the roof of the town hall. It is day here. "
                                "The hatch opens halfway and sticks.")
    assert _violates(t, "start-lands-once")


def test_one_landing_at_the_site_passes():
    assert not _violates(_sited(), "start-lands-once")
    t = _where("people")  # as generated
    assert not _violates(t, "start-lands-once")


# --- bad-intel-one-fact ----------------------------------------------------------------------

def _intel_tick(t: dict) -> dict:
    return next(e for tk in t["clock"]["ticks"] for e in tk["events"] if e["text"].startswith("Bad Intel"))


def _break_second_intel() -> dict:
    """Fails on the old code: its Bad Intel tick said "The client's information proves wrong:
    {goal} is not where the barn's notes put it" beside the complication's own wrong fact."""
    t = copy.deepcopy(_where("bad_intel"))
    _intel_tick(t)["text"] = ("Bad Intel (Mission Complication): The client's information proves wrong: "
                              "the old mine is not where the barn's notes put it (+1 hour on the clock).")
    return t


def test_a_second_wrong_fact_on_the_clock_is_caught():
    assert _violates(_break_second_intel(), "bad-intel-one-fact")
    t = copy.deepcopy(_where("bad_intel"))  # any wording: a wrong distance of its own
    _intel_tick(t)["text"] = "Bad Intel (Mission Complication): The briefing gives the ford two hours away; it is five."
    assert _violates(t, "bad-intel-one-fact")


def test_a_tick_that_points_back_to_the_one_wrong_fact_passes():
    t = _where("bad_intel")
    assert "What the briefing got wrong" in _intel_tick(t)["text"]
    assert not _violates(t, "bad-intel-one-fact")


# --- survey-has-no-map ----------------------------------------------------------------------

def _break_survey_map() -> dict:
    """Fails on the old code: its obstacle "The crew's map of {place} is wrong" (and Bad Intel's
    "half a day further than the map says") was drawn on a job to map the place."""
    t = copy.deepcopy(_where("survey"))
    t["scenes"][1]["obstacle"]["text"] = "The crew's map of the dune field is wrong, and the mistakes get worse."
    return t


def test_a_map_brought_on_a_survey_is_caught():
    assert _violates(_break_survey_map(), "survey-has-no-map")
    t = copy.deepcopy(_where("survey"))  # any wording: the barn's intel
    t["events"].append({"when": "Hour 9", "text": "Bad Intel: the ford is two hours further than their map shows."})
    assert _violates(t, "survey-has-no-map")


def test_a_survey_with_no_map_passes():
    t = copy.deepcopy(_where("survey"))
    assert not _violates(t, "survey-has-no-map")
    t["events"].append({"when": "Hour 9", "text": "No DayTripper has been here before: the crew's map is a sheet of graph paper."})
    assert not _violates(t, "survey-has-no-map")
    o = copy.deepcopy(_where("people"))  # another job may carry the barn's map
    if o["world"]["mission"] != "survey":
        o["scenes"][1]["obstacle"]["text"] = "The crew's map of the dune field is wrong."
        assert not _violates(o, "survey-has-no-map")


# --- rubble-where-none ----------------------------------------------------------------------

def _rubbled(way: str, look: str = "") -> dict:
    t = copy.deepcopy(_where("people"))
    sc = t["scenes"][1]
    sc["obstacle"].update(text="A checkpoint of nervous locals blocks the only easy way through.", way=way)
    sc["read_aloud"], sc["gm"] = "A busy square, freshly swept." + look, ""
    loc = next(x for x in t["locations"] if x["name"] == sc["place"])
    loc["text"], loc["name"] = "A busy square, freshly swept." + look, "The Busy Square"
    sc["place"] = "The Busy Square"
    return t


def _break_rubble() -> dict:
    """Fails on the old code: its checkpoint's way round was "a back way through the rubble"
    wherever the checkpoint stood (cold read 17)."""
    return _rubbled("A back way through the rubble (BRAINS DL 2 to spot it), or a bribe worth 1M.")


def test_rubble_nothing_has_is_caught():
    assert _violates(_break_rubble(), "rubble-where-none")
    assert _violates(_rubbled("Climb over the wreckage behind the stalls (GRACE DL 2)."), "rubble-where-none")


def test_rubble_where_the_place_is_ruined_passes():
    assert not _violates(_rubbled("A back way through the rubble (BRAINS DL 2).", " Half of it is ruins."),
                         "rubble-where-none")
    assert not _violates(_rubbled("A back way the locals use to dodge it (BRAINS DL 2)."), "rubble-where-none")


FIT_BREAKS = {
    "rubble-where-none": _break_rubble,
    "survey-has-no-map": _break_survey_map,
    "bad-intel-one-fact": _break_second_intel,
    "way-names-absent-guards": _break_guards,
    "start-lands-once": _break_lands_elsewhere,
}


@pytest.mark.parametrize("rule", sorted(FIT_BREAKS))
def test_each_fit_rule_fires(rule):
    assert _violates(FIT_BREAKS[rule](), rule)
