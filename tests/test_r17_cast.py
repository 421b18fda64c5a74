"""Round 17, cast (cold read 25: READER-F a-e, READER-G f-j): every NPC on the page has something
to do, a negotiator and the local authority can talk, only whoever holds the stranded person
wants to let them go, a captive carries no weapons, and a paying tourist is of the party's ages
(generators/trip/consistency_r17cast.py; the fixes: trip/clue_idle.py, role_classes.json
``skill``, people.json ``needs``, trip/captive.py, client_short.json ``party_ages``)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from audit_trips import audit_trip
from generators.content.cast_facts import person_facts, role_facts
from generators.content.client import party_ages
from generators.content.world import EARTH
from generators.needs import fits
from generators.rng import Stream
from generators.trip.captive import ARMED, STRANDED, TAKEN
from generators.trip.consistency import STRUCTURE_RULES, check
from generators.trip.consistency_r17cast import RULES, idle

CORPORA = Path(__file__).resolve().parent.parent / "corpora"
RETIREES = "A retirement community from Roseville on its annual outing"
TOURIST = "The loudest of the paying tourists"
TALKERS = ("The local authority", "The other side's chief negotiator",
           "The other side's chief negotiator, flown in for the day")


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _find(pred) -> dict:
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 151):
            t = audit_trip(i, seed)
            if pred(t):
                return copy.deepcopy(t)
    raise AssertionError("no audit trip fits")


def _state(t: dict) -> str | None:
    return (t.get("world") or {}).get("maguffin_state")


def _npc(t: dict, role: str) -> dict:
    return next(n for n in t["npcs"] if n["role"] == role)


def _has(role: str):
    return lambda t: any(n["role"] == role and n.get("source") == "npc" for n in t["npcs"])


# --- breaks (tests/test_consistency.py::test_each_structure_rule_fires) ---------------------

def _break_idle() -> dict:
    """An NPC named nowhere but their own block (cold read 25 j: Mia Elliott, Corrie Beerbohm)."""
    t = _find(lambda t: any(n.get("source") == "npc" for n in t["npcs"]))
    n = copy.deepcopy(next(n for n in t["npcs"] if n.get("source") == "npc"))
    n.update(name="Corrie Beerbohm", key=f"npc-{len(t['npcs']) + 1}")
    t["npcs"].append(n)
    return t


def _break_role_skill() -> dict:
    """A local authority with only Acting +2 and Sign Language +1 (cold read 25 d)."""
    t = _find(_has("The local authority"))
    n = _npc(t, "The local authority")
    n["skills"] = [{"name": "Acting", "level": 2, "stat": "CHARM"},
                   {"name": "Language:Sign Language", "level": 1, "stat": "CHARM"}]
    n["odds"] = []
    return t


def _break_holder_want() -> dict:
    """Dove wants to find out who sent the crew before letting the surveyor go; Gray holds them
    (cold read 25 g)."""
    t = _find(lambda t: (t.get("maguffin") or {}).get("held_by") and _state(t) in ("held", "hurt"))
    holder = t["maguffin"]["held_by"].split(" (")[0]
    other = next(n for n in t["npcs"] if n["name"] != holder and n["role"] != STRANDED)
    other["want"] = "To find out who sent the crew before letting the surveyor go"
    return t


def _break_captive() -> dict:
    """A surveyor locked in a cellar, with body armour, a club and a pistol (cold read 25 g)."""
    t = _find(lambda t: _state(t) in ("held", "hurt") and any(n["role"] == STRANDED for n in t["npcs"]))
    _npc(t, STRANDED)["items"] = [{"name": "body armour +1", "level": 1}, {"name": "club", "level": 0},
                                  {"name": "pistol", "level": 0}]
    return t


def _break_party_age() -> dict:
    """The loudest tourist of a retirement community's outing, barely twenty (cold read 25 j)."""
    t = _find(_has(TOURIST))
    t["client"] = RETIREES
    _npc(t, TOURIST)["age"] = "young"
    return t


R17_CAST_BREAKS = {"npc-idle": _break_idle, "role-skill-missing": _break_role_skill,
                   "npc-want-not-holder": _break_holder_want, "captive-armed": _break_captive,
                   "tourist-party-age": _break_party_age}


def test_rules_are_registered_and_each_break_fires():
    assert set(RULES) <= set(STRUCTURE_RULES)
    assert set(R17_CAST_BREAKS) == set(RULES)
    for rule, make in R17_CAST_BREAKS.items():
        assert rule in _rules(make()), rule


# --- the fixes: facts, not words --------------------------------------------------------------

def test_no_npc_is_idle():
    """Every NPC on an audit trip is in a clue, a scene line, an event or a tick (cold read 25:
    "half the cast are idle"); on r17-base, 34 of 465 NPCs on 100 hang trips were."""
    for i in range(1, 41):
        t = audit_trip(i, "hang")
        assert not idle(t), (i, [n["name"] for n in idle(t)])


def test_talkers_can_talk():
    """A negotiator and the local authority have Rhetoric (cold read 25 d, e), their best skill."""
    seen = 0
    for i in range(1, 61):
        for n in audit_trip(i, "hang")["npcs"]:
            if n["role"] in TALKERS and n.get("source") == "npc":
                seen += 1
                own = [k["level"] for k in n["skills"] if k["name"] == "Rhetoric"]
                assert own, (i, n["name"], n["skills"])
    assert seen >= 10


def test_only_the_keeper_wants_to_let_them_go():
    """The want that lets the stranded person go is a keeper's (people.json needs role: keeper)."""
    rules = json.loads((CORPORA / "grammars" / "people.json").read_text())["rules"]
    lets = [r for sym in rules.values() for r in sym
            if isinstance(r, dict) and " go" in r["text"] and "letting" in r["text"]]
    assert lets
    for r in lets:
        assert not fits(r.get("needs"), {"maguffin": "person", "role": "other"}), r["text"]


def test_a_captive_carries_no_weapons():
    """A held or hurt stranded DayTripper's weapons and armour are taken (cold read 25 g)."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 151):
            t = audit_trip(i, seed)
            if _state(t) not in ("held", "hurt"):
                continue
            for n in t["npcs"]:
                if n["role"] == STRANDED:
                    for it in n["items"]:
                        if ARMED.search(it["name"]):
                            seen += 1
                            assert it["name"].endswith(TAKEN), (seed, i, it)
    assert seen >= 1


def test_a_tourist_is_of_the_partys_ages():
    """A retirement community's tourists are old (cold read 25 j: "Barely twenty")."""
    assert party_ages(RETIREES) == ["old"] and party_ages("the retirement community") == ["old"]
    assert role_facts(TOURIST)["party"] and not role_facts("The local authority")["party"]
    world = dict(EARTH, party_ages=["old"])
    ages = {person_facts(Stream("r17cast", f"p/{k}"), TOURIST, "visitor", world)["age"] for k in range(40)}
    assert ages == {"old"}
