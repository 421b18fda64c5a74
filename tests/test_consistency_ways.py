"""Round 13 (scenes): obstacles that fit their scene, ways round that cost something, a way
past traps that deals with them, and the climax that says the needed clue's way past
(generators/trip/consistency_ways.py, trip/obstacle_fit.py, trip/ways.py, trip/clue_fit.py).

Each rule is fed a trip with the contradiction (``WAY_BREAKS``, also run by
test_consistency.py's test_each_structure_rule_fires) and a trip without it. Every
``test_*_fires`` test fails on the old code (round 12's main, 9271bf2): the rule did not exist
there, so ``check`` reported nothing of the kind for these trips."""

from __future__ import annotations

import copy
from functools import lru_cache

import pytest

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.clue_cast import barrier_use
from generators.trip.clue_fit import guarded
from generators.trip.consistency import check
from generators.trip.daytrip import trip_from_mission


def _trips(seed: str, n: int):
    for k in range(1, n + 1):
        s = Stream(seed, f"audit/{k}")
        m = roll_mission(s, "typical")
        stratify(m, s, k)
        yield trip_from_mission(m, s).to_dict()


@lru_cache(maxsize=None)
def _base() -> dict:
    """A trip of four scenes or more (read-only: copy before changing it)."""
    return next(t for t in _trips("ways", 50) if len(t["scenes"]) >= 4)


def _t() -> dict:
    return copy.deepcopy(_base())


def _climax(t: dict) -> dict:
    return next(sc for sc in t["scenes"] if sc["kind"] == "climax")


def _fact(t: dict, fid: str) -> dict:
    return next(f for f in t["clues"] if f["id"] == fid)


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


# --- way-on-from-end ---------------------------------------------------------------------------

def _break_way_on(text: str = "A stone slab seals the way on at {p}, and it moves only with three "
                              "pairs of hands on it at once.") -> dict:
    t = _t()
    sc = _climax(t)
    sc["obstacle"]["text"] = text.format(p=sc["place"])
    return t


@pytest.mark.parametrize("text", [
    "A stone slab seals the way on at {p}, and it moves only with three pairs of hands on it at once.",
    "The quick way down from {p} is a trapdoor, and it is bolted from below.",
    "A heavy cage hangs over the way on at {p} and swings into the path.",
])
def test_way_on_from_end_fires(text):
    """Cold read 19, f-5: a slab seals 'the way on' at a summit that leads only back."""
    assert "way-on-from-end" in _rules(_break_way_on(text))


def test_way_on_at_a_scene_that_leads_on_is_fine():
    t = _t()
    sc = t["scenes"][1]  # scene 2 leads on to scene 3
    sc["obstacle"]["text"] = f"A stone slab seals the way on at {sc['place']}."
    assert "way-on-from-end" not in _rules(t)


# --- obstacle-age-fits-place -------------------------------------------------------------------

def _break_age(new: bool = True, text: str = "The way through {p} is shut by a lock nobody has "
                                             "opened in a century.") -> dict:
    t = _t()
    sc = t["scenes"][1]
    loc = next(x for x in t["locations"] if x["name"] == sc["place"])
    loc["text"] = ("Freshly painted, and nobody has paid for it yet; a sign says NO CREDIT." if new
                   else "Run-down, with a sign nobody has repainted.")
    sc["obstacle"]["text"] = text.format(p=sc["place"])
    return t


@pytest.mark.parametrize("text", [
    "The way through {p} is shut by a lock nobody has opened in a century.",
    "A rusted ladder is the quick way up from {p}, and half its rungs are gone.",
    "The path through {p} runs across a sloping roof of old tiles, slick and loose.",
])
def test_obstacle_age_fits_place_fires(text):
    """Cold read 19, f-3: a century-old lock on a freshly painted 2016 motel."""
    assert "obstacle-age-fits-place" in _rules(_break_age(True, text))


def test_old_things_at_a_place_not_said_to_be_new_are_fine():
    assert "obstacle-age-fits-place" not in _rules(_break_age(False))


# --- way-round-free ----------------------------------------------------------------------------

def _break_free(way: str = "Seal up and move fast, or smoke them out first.") -> dict:
    t = _t()
    t["scenes"][0]["obstacle"]["way"] = way
    return t


@pytest.mark.parametrize("way", [
    "Seal up and move fast, or smoke them out first.",  # j-6, B-11
    "The lander's own repair kit fits, if somebody is brave enough to try.",  # f-3
    "Climb past the damage (GRACE DL 3), or ask the warden, who knows the trick.",
])
def test_way_round_free_fires(way):
    """Cold read 19, A-11 and j-6: a way round with neither roll nor cost."""
    assert "way-round-free" in _rules(_break_free(way))


def test_priced_ways_round_are_fine():
    t = _break_free("Seal up and move fast (GRACE DL 3), or smoke them out first (one hour on the clock).")
    assert "way-round-free" not in _rules(t)
    t = _break_free("Pay the toll in trade goods (worth 0.25M), or leave them food (a day's rations).")
    assert "way-round-free" not in _rules(t)


# --- only-way-gone-round -----------------------------------------------------------------------

def _break_only(text: str = "Something at {p} has made a den across the only way through and does "
                            "not like visitors.") -> dict:
    t = _t()
    sc = t["scenes"][1]
    sc["obstacle"]["text"] = text.format(p=sc["place"])
    sc["obstacle"]["way"] = "Go round at a distance (one hour on the clock), or leave it something to eat (a day's rations)."
    return t


def test_only_way_gone_round_fires():
    """Cold read 19, B-4: 'the only way through' and 'Go round at a distance'."""
    assert "only-way-gone-round" in _rules(_break_only())
    t = _break_only("A rusted ladder is the only way up from {p}, and half its rungs are gone.")
    t["scenes"][1]["obstacle"]["way"] = "Find the old stair round the back (one hour on the clock)."
    assert "only-way-gone-round" in _rules(t)


def test_the_easy_way_may_be_gone_round():
    assert "only-way-gone-round" not in _rules(_break_only(
        "Something at {p} has made a den across the easy way through and does not like visitors."))


# --- no-roll-past-traps ------------------------------------------------------------------------

MEAL = ("everyone here stops for a shared meal at the same hour each day, and for that hour the way "
        "through is empty: timed right, the crew pass with no roll (up to one hour's wait)")


def _break_traps(past: str = MEAL) -> dict:
    t = _t()
    sc = _climax(t)
    sc["obstacle"]["text"] = f"The local toughs have dug pits across the way through {sc['place']} and covered them over."
    f = _fact(t, "way")
    f["fact"] = f"How to get past the people in the way at {sc['place']}: {past}."
    sc["with_clue"] = "Or, once the crew have learnt it: " + past + "."
    return t


def test_no_roll_past_traps_fires():
    """Round 12 review, finding 5: a shared meal empties a way still dug with pits."""
    assert "no-roll-past-traps" in _rules(_break_traps())
    assert "no-roll-past-traps" in _rules(_break_traps(
        "a second way, slower but safe, goes round it: one extra hour on the clock, and no roll"))


def test_a_way_past_that_deals_with_the_trap_is_fine():
    assert "no-roll-past-traps" not in _rules(_break_traps(
        "whoever set the trap here keeps a safe way past it for their own use, known by a sign only "
        "they look for: a crew who know the sign get by with no roll, slower by one hour on the clock"))


def test_robot_locals_share_no_meal():
    """Round 12 review, finding 5: robots who stop for a shared meal (word rule)."""
    t = _break_traps()
    t["world"]["natives"] = "robot"
    assert "robot-shares-meal" in _rules(t)
    t["world"]["natives"] = "human"
    assert "robot-shares-meal" not in _rules(t)


def test_trap_obstacles_take_the_traps_way_past():
    """A trap or pit line leads the needed fact from barrier:traps (clue_cast.barrier_use),
    whatever its opposition; the content's booby-trapped maguffin, a trap on the thing itself,
    from barrier:thing (round 16: not "step only where it is safe ... single file")."""
    for text, opp in (("The local toughs have dug pits across the way through the Moon Market and covered them over.", "Dangerous People"),
                      ("The rivals have strung a tripwire hung with rattling stones across the dunes, to hear anyone who follows.", "Rival DayTrippers")):
        ob = {"text": text, "stat": "GRACE", "opposition": opp}
        assert guarded(ob) == "traps" and barrier_use(ob, False) == "barrier:traps"
    ob = {"text": "The spice is booby-trapped: whoever touches it first is stuck to it.", "stat": "GRACE",
          "opposition": "Dangerous Object"}
    assert guarded(ob) == "thing" and barrier_use(ob, False) == "barrier:thing"
    ob = {"text": "A gang of pickpockets works the square, and the crew look like easy marks.",
          "stat": "BRAINS", "opposition": "Dangerous People"}
    assert guarded(ob) == "no"


# --- clue-way-not-at-climax --------------------------------------------------------------------

def _break_clue_way() -> dict:
    t = _t()
    _climax(t)["with_clue"] = None
    return t


def test_clue_way_not_at_climax_fires():
    """Cold read 19, A-4 and g-12: the needed clue's way past is missing from the climax."""
    assert "clue-way-not-at-climax" in _rules(_break_clue_way())


def test_generated_trips_say_the_clue_way_at_the_climax():
    t = _base()
    assert _fact(t, "way")["fact"].split(": ", 1)[1][1:40] in _climax(t)["with_clue"]
    assert not {"clue-way-not-at-climax", "way-round-free", "way-on-from-end"} & _rules(copy.deepcopy(t))


# --- the thin clue-form pool at an empty first-visit landing -----------------------------------

def test_needed_facts_get_their_own_clue_lines_on_an_empty_first_visit():
    """On an empty world with no earlier visitor, scene 1 had one form that fit both needed
    facts ('Something dropped at X by someone in a hurry'); now a long look ahead and the lie
    of the land are there too, and the two needed facts do not share a line."""
    seen = 0
    for t in _trips("ways-empty", 120):
        w = t["world"]
        if w["inhabitants"] != "nobody" or w.get("before") != "none":
            continue
        seen += 1
        a, b = (_fact(t, "where"), _fact(t, "way"))
        assert not {x["how"] for x in a["clues"]} & {x["how"] for x in b["clues"]}, t["path"]
    assert seen


WAY_BREAKS = {
    "way-on-from-end": _break_way_on,
    "obstacle-age-fits-place": _break_age,
    "way-round-free": _break_free,
    "only-way-gone-round": _break_only,
    "no-roll-past-traps": _break_traps,
    "clue-way-not-at-climax": _break_clue_way,
}
