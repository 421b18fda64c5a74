"""Round 13 (creature): who a creature or a lone person is, and where (cold read 19, reader A
classes 2 and 5, reader B class 7: the dog "Found at" one place and statted at scenes 2, 3
and 4 while an unnamed "creature" circles the lander; a slip-in "Something under the lander
is licking its hull"; a humming metal thing with a roll "to tell what it is" and no answer; a
beggar with a group's stat block). generators/trip/consistency_creature.py has the rules;
each is fed a trip with the contradiction (``CREATURE_BREAKS``, also run by
test_consistency.py's test_each_structure_rule_fires) and a trip without it.

On the old code (main at 9271bf2) every test here fails: the rules did not exist (an import
error), and the generation tests read the lines the old code wrote ("The dog (NPC 3): use its
stat block." at a scene away from the dog's place, "The creature circles ..." on the clock,
"Something under the lander ..." at the slip-in, "Each of them (mook)" for a beggar)."""

from __future__ import annotations

import copy
import re
from functools import lru_cache

import pytest

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check
from generators.trip.consistency_creature import RULES
from generators.trip.creature_kind import one_person
from generators.trip.daytrip import trip_from_mission


def _creature(t: dict) -> dict | None:
    """The trip's creature NPC found at a scene place, with a scene elsewhere that uses its block."""
    places = {sc["place"] for sc in t["scenes"]}
    for n in t["npcs"]:
        if n.get("source") == "creature" and n.get("where") in places and any(
                ((sc.get("obstacle") or {}).get("foes") or {}).get("npc") == n["key"]
                and sc["place"] != n["where"] for sc in t["scenes"]):
            return n
    return None


def _species(t: dict) -> str | None:
    n = next((n for n in t["npcs"] if n.get("source") == "creature"), None)
    return n["name"].removeprefix("The ") if n else None


def _creature_texts(t: dict) -> list[str]:
    """The clock's lines about the trip's creature (its species named: "A dog circles ...")."""
    sp = _species(t)
    return [e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]
            if sp and re.search(rf"\b{re.escape(sp)}\b", e["text"], re.I)]


def _creature_ticks(t: dict) -> bool:
    return bool(_creature_texts(t))


def _one_person(t: dict) -> bool:
    return any(one_person((sc.get("obstacle") or {}).get("text", "")) for sc in t["scenes"])


def _lone_ones(t: dict) -> list[tuple[dict, bool]]:
    """Each scene obstacle that is one (``one_person`` on its text) and has a stat block, with
    whether it is a creature (its block points at a creature NPC: "A lone puma hunts ...")."""
    crea = {n["key"] for n in t["npcs"] if n.get("source") == "creature"}
    return [(ob, ob["foes"].get("npc") in crea) for ob in ((sc.get("obstacle") or {}) for sc in t["scenes"])
            if one_person(ob.get("text", "")) and ob.get("foes")]


PREDS = {"away": lambda t: _creature(t) is not None, "ticks": _creature_ticks, "one": _one_person,
         "person": lambda t: any(not c for _, c in _lone_ones(t))}


_MADE: list[dict] = []  # the audit trips of seed "creature" made so far, shared by every search


@lru_cache(maxsize=None)
def _where(key: str) -> dict:
    """The first audit trip of seed "creature" for which PREDS[key] holds (read-only)."""
    for k in range(1, 300):
        if k > len(_MADE):
            s = Stream("creature", f"audit/{k}")
            m = roll_mission(s, "typical")
            stratify(m, s, k)
            _MADE.append(trip_from_mission(m, s).to_dict())
        if PREDS[key](_MADE[k - 1]):
            return _MADE[k - 1]
    raise AssertionError(f"no trip for {key}")


def _mine(t: dict) -> list[str]:
    return [str(v) for v in check(t) if v.rule in RULES]


def _away_scene(t: dict) -> tuple[dict, dict]:
    n = _creature(t)
    sc = next(sc for sc in t["scenes"] if ((sc.get("obstacle") or {}).get("foes") or {}).get("npc") == n["key"]
              and sc["place"] != n["where"])
    return n, sc


def _break_one_place() -> dict:
    """The old pointer: the dog's own block at a scene away from where the dog is found."""
    t = copy.deepcopy(_where("away"))
    n, sc = _away_scene(t)
    sc["obstacle"]["foes"]["line"] = f"{n['name']} ({n['key'].replace('npc-', 'NPC ')}): use its stat block."
    return t


def _break_named() -> dict:
    """The old clock line: an unnamed creature circling the lander."""
    t = copy.deepcopy(_where("ticks"))
    t["clock"]["ticks"][0]["events"].append(
        {"text": "The creature circles the landing while nobody is watching and leaves its marks "
                 "on the lander's hull.", "track": "opp"})
    return t


def _break_one_person() -> dict:
    """A beggar with the rank and file's block (cold read 19, trip C)."""
    t = copy.deepcopy(_where("one"))
    sc = next(sc for sc in t["scenes"] if one_person((sc.get("obstacle") or {}).get("text", "")))
    sc["obstacle"]["text"] = f"A beggar at {sc['place']} follows the crew and loudly tells everyone what they are carrying."
    sc["obstacle"]["foes"] = dict(sc["obstacle"]["foes"] or {}, line="Each of them (mook): BRAINS 1, CHARM 1.")
    return t


CREATURE_BREAKS = {"creature-one-place": _break_one_place, "creature-named": _break_named,
                   "one-person-block": _break_one_person}


@pytest.mark.parametrize("rule", RULES)
def test_each_creature_rule_fires(rule):
    assert any(v.rule == rule for v in check(CREATURE_BREAKS[rule]())), rule


@pytest.mark.parametrize("key", ["away", "ticks", "one"])
def test_the_trips_as_made_pass(key):
    assert _mine(_where(key)) == []


def test_creature_away_from_its_place_is_more_of_its_kind():
    """A scene away from the creature's "Found at" points at its block as more of its kind."""
    t = _where("away")
    n, sc = _away_scene(t)
    line = sc["obstacle"]["foes"]["line"]
    assert "more of its kind" in line and n["where"].lower().removeprefix("the ") in line.lower(), line


def test_clock_names_the_creature():
    """No tick says "the creature": it says the species ("A dog circles ...")."""
    t = _where("ticks")
    texts = [e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]]
    assert _creature_texts(t) and not any(re.search(r"\bthe creature\b", x, re.I) for x in texts), texts


def test_one_person_has_one_block():
    """A lone person (a beggar, a guide) gets "This one person (mook)". A lone creature ("A lone
    puma hunts ...") is no person: since round 16 a creature kind has one block on the trip and
    its scene points at it ("The puma (NPC 3): use its stat block." / "more of its kind"), one
    block all the same, never "each of them"."""
    t = _where("person")
    ones = _lone_ones(t)
    assert any(not c for _, c in ones)
    for ob, creature in ones:
        line = ob["foes"]["line"]
        if creature:
            assert re.search(r"\(NPC \d+\): use its stat block\.$|\bmore of its kind\b", line), line
        else:
            assert line.startswith("This one person"), line


@pytest.mark.parametrize("line", [
    "Something under the lander is licking its hull, and will not be shooed off.",
    "A flock of something lifts off all at once, and a larger shape below it turns to look at the lander.",
    "Deep tracks circle the lander, still warm, and something heavy is breathing just out of sight.",
    "A thing nobody can name is under the lander; whatever it is, it hums.",
])
def test_slip_in_must_say_what_it_is(line):
    """The strong start's trouble, worded as the old corpus had it or otherwise: caught."""
    t = copy.deepcopy(_where("ticks"))
    t["start"]["read_aloud"] = t["start"]["read_aloud"].rsplit(". ", 1)[0] + ". " + line
    assert any(v.rule == "creature-named" for v in check(t))


def test_a_roll_to_tell_what_it_is_gives_the_answer():
    t = copy.deepcopy(_where("ticks"))
    t["start"]["then"] = ("First: BRAINS DL 3 to tell what it is before touching it; a miss: it gives "
                          "whoever is nearest a jolt (one harm) and rolls away. " + t["start"]["then"].split(". ", 1)[1])
    assert any(v.rule == "creature-named" and "never says" in str(v) for v in check(t))
    t["start"]["then"] = t["start"]["then"].replace("before touching it;", "before touching it: a bolt of the hull;")
    assert not any(v.rule == "creature-named" and "never says" in str(v) for v in check(t))


def test_creature_that_follows_the_crew_is_not_found_at_one_place():
    t = copy.deepcopy(_where("away"))
    n = _creature(t)
    n["manner"] = "Follows the crew at a distance, closer every hour."
    assert any(v.rule == "creature-one-place" and "manner" in str(v) for v in check(t))


def test_a_mob_crosses_only_to_a_landing_with_people():
    """Cold read 19, trip C: "Mattilippo-42's people are crossing ... towards the lander" at a
    landing whose scene has nobody."""
    t = copy.deepcopy(_where("ticks"))
    t["start"]["read_aloud"] = (t["start"]["read_aloud"].rsplit(". ", 1)[0] + ". A stone hits the hatch. "
                                "Someone's people are crossing the field towards the lander, and they are not smiling.")
    t["start"]["here"] = []
    assert any(v.rule == "creature-named" and "nobody there" in str(v) for v in check(t))
    t["start"]["here"] = ["Someone"]
    assert not any(v.rule == "creature-named" and "nobody there" in str(v) for v in check(t))
