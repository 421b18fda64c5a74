"""Round 16, castfit: secrets, truths and people that fit the job and the person
(generators/trip/consistency_r16castfit.py; the fixes are ``needs`` and lines in corpora/)."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from audit_trips import audit_trip
from generators.needs import fits
from generators.trip.consistency import STRUCTURE_RULES, check
from generators.trip.consistency_r16castfit import RULES

CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _find(pred, seed: str = "hang") -> dict:
    for i in range(1, 151):
        t = audit_trip(i, seed)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no audit trip fits")


def _rule_lines(grammar: str, symbol: str) -> list[tuple[str, str | None]]:
    rules = json.loads((CORPORA / "grammars" / f"{grammar}.json").read_text())["rules"][symbol]
    return [(r, None) if isinstance(r, str) else (r["text"], r.get("needs")) for r in rules]


# --- breaks (tests/test_consistency.py::test_each_structure_rule_fires) ---------------------

def _break_haul() -> dict:
    """A sightseeing trip whose client has promised what the crew bring back elsewhere."""
    t = _find(lambda t: t["mission_type"] == "Sightseeing/Tourism")
    for d in t["client_details"]:
        if d["label"] == "Not telling the crew":
            d["text"] = "They have already promised what the crew bring back to someone else, and have not said who."
    return t


def _knowledge() -> dict:
    return _find(lambda t: t["maguffin"]["kind"] == "knowledge" and t["maguffin"].get("held_by")
                 and t["world"].get("maguffin_made") == "no")


def _break_written() -> dict:
    """Knowledge that exists only in heads, and that someone wrote half of."""
    t = _knowledge()
    t["maguffin"]["looks"] = "It is a chant of forty lines that nobody here will write down, and it is only ever said aloud."
    t["npcs"][-1]["secret"] = f"Wrote half of {t['maguffin']['short']} themselves, and got it wrong"
    return t


def _break_heads() -> dict:
    """In the heads of three old people, and kept by one keeper."""
    t = _knowledge()
    t["maguffin"]["looks"] = "It exists only in the heads of three old people, and they disagree."
    return t


def _break_made() -> dict:
    """A map made from scratch, with an old one painted on the ceiling."""
    t = _find(lambda t: t["world"].get("maguffin_made") == "yes")
    t["maguffin"]["really"] = "It is already known in Sacramento, and the client is testing the crew."
    return t


def _break_paradox() -> dict:
    t = _find(lambda t: any(d["label"] == "Paradox risk" for d in t["node"]["details"]))
    for d in t["node"]["details"]:
        if d["label"] == "Paradox risk":
            d["text"] = "Moderate (3 in 6). Peho, a trader is about to make a decision that matters, and the crew could change it"
    return t


def _break_loud() -> dict:
    t = _find(lambda t: any(n["role"] == "The loudest of the paying tourists" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["role"] == "The loudest of the paying tourists")
    n["manner"] = "Cheerfully fatalistic, talks as if every word costs money"
    return t


def _break_slow() -> dict:
    t = _find(lambda t: any(n.get("source") == "npc" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc")
    n["look"], n["manner"] = "Very old, and slow to hurry, barrel-chested", "Restless, or trying hard to seem it"
    return t


def _break_frank() -> dict:
    """One who wants to tell the crew the whole story, who lies about it at first."""
    t = _find(lambda t: any(x.get("kind") == "npc" for c in t["clues"] for x in c["clues"]))
    x = next(x for c in t["clues"] for x in c["clues"] if x.get("kind") == "npc")
    n = next(n for n in t["npcs"] if n["key"] == x["at"])
    n["want"] = "To tell the crew the old story about the mine, all of it"
    x["how"] = f"{n['name']}, who lies about it at first: catch the lie (BRAINS DL 3) and they tell the truth"
    return t


def _break_skill() -> dict:
    """The only one for miles who can fix machines, best at holding their drink."""
    t = _find(lambda t: any(n.get("source") == "npc" and n.get("skills") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc" and n.get("skills"))
    n["role"] = "A visitor from Earth who can fix machines, the only one for miles"
    n["skills"] = [{"name": "Mechanics (repair)", "stat": "BRAINS", "level": 1},
                   {"name": "Drug Tolerance:Alcohol", "stat": "HEALTH", "level": 2}]
    return t


def _break_peddler() -> dict:
    t = _find(lambda t: any(n["role"].startswith("The other side's chief negotiator") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["role"].startswith("The other side's chief negotiator"))
    n["want"] = "To sell a cart of things nobody here wants, whatever it costs"
    return t


def _break_kit() -> dict:
    """A robot of a vacuum world in a thick quilted coat."""
    t = _find(lambda t: t["world"]["air"] == "vacuum" and any(
        n.get("source") == "npc" and n.get("folk") == "local" and n.get("items") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc" and n.get("folk") == "local" and n.get("items"))
    n["items"][0]["name"] = "thick quilted coat +2"
    return t


def _break_hair() -> dict:
    """A visitor sealed into a pressure suit, with a perfect pompadour."""
    t = _find(lambda t: t["world"]["air"] == "vacuum" and any(n.get("folk") == "visitor" and n.get("source") == "npc"
                                                             for n in t["npcs"]), "slip-n-slide")  # (13 under algorithm 28)
    n = next(n for n in t["npcs"] if n.get("folk") == "visitor" and n.get("source") == "npc")
    n["look"] = "A perfect 1950s pompadour, short and solid"
    return t


def _break_spear() -> dict:
    t = _find(lambda t: any(n.get("source") == "npc" for n in t["npcs"]) and t["events"])
    n = next(n for n in t["npcs"] if n.get("source") == "npc")
    n["items"] = []
    t["events"][-1]["text"] = f"Bad Intel: The briefing said the locals are friendly. {n['name']} explains, with a spear, that this was last year."
    return t


R16_CASTFIT_BREAKS = {
    "npc-kit-world": _break_kit,
    "npc-hair-helmet": _break_hair,
    "intel-weapon-unarmed": _break_spear,
    "npc-manner-role": _break_loud,
    "npc-look-manner": _break_slow,
    "clue-frank-grudging": _break_frank,
    "role-skill-not-best": _break_skill,
    "npc-office-peddler": _break_peddler,
    "client-secret-haul": _break_haul,
    "maguffin-written-unwritten": _break_written,
    "maguffin-heads-kept": _break_heads,
    "maguffin-made-exists": _break_made,
    "paradox-decision-unnamed": _break_paradox,
}


def test_rules_are_registered():
    assert set(RULES) <= set(STRUCTURE_RULES)
    assert set(R16_CASTFIT_BREAKS) == set(RULES)


def test_each_rule_fires_on_its_break():
    for rule, make in R16_CASTFIT_BREAKS.items():
        assert rule in _rules(make()), rule


def test_the_audit_trips_hang_together():
    for i in range(1, 41):
        assert not _rules(audit_trip(i)) & set(RULES), i


# --- the facts: a line that cannot be drawn -------------------------------------------------

TOURISM = {"mission": "tourism", "culprit": "client", "client": "person", "refuser": "self",
           "maguffin": "view", "secret_job": "no"}


def test_no_client_secret_of_a_haul_on_a_sightseeing_job():
    """Cold read 23 d: "already promised what the crew bring back" where "photographs are the
    tourists' own affair"."""
    for text, needs in _rule_lines("org", "client_hidden"):
        if "bring back" in text or "mean well" in text:  # (its payoff: "what the crew brought back")
            assert not fits(needs, TOURISM), text


def test_no_ending_of_a_haul_on_a_sightseeing_job():
    items = json.loads((CORPORA / "trip" / "play_endings.json").read_text())["items"]
    lines = [i for i in items if "brought back" in i["value"] or "bring back" in i["value"]]
    assert lines
    assert not [i["value"] for i in lines if fits(i.get("needs"), TOURISM)]
    refuse = [i for i in items if i.get("use") == "follow:Object of Mission will Refuse"]
    assert [i for i in refuse if fits(i.get("needs"), TOURISM)]  # (one still fits a sightseeing job)


def test_a_secret_is_never_written_and_never_in_many_heads():
    """Cold read 23 a: "exists only in the heads of three old people" beside "kept by Chica-86"
    and "Wrote half of the heir's name themselves"."""
    secret = {"maguffin": "knowledge", "maguffin_form": "secret", "maguffin_made": "no",
              "inhabited": "many", "inhabitants": "many", "air": "breathable", "tech": "digital",
              "maguffin_told": "phrase", "maguffin_written": "no"}  # (round 36: its form, every one below)
    for told in ("word", "phrase", "text", "song"):
        for symbol in ("looks", "really"):
            for text, needs in _rule_lines("maguffin", symbol):
                if fits(needs, dict(secret, maguffin_told=told)):
                    assert "heads of three" not in text and "wrote it down" not in text \
                        and "written on" not in text and "ledger" not in text, text
    for text, needs in _rule_lines("people", "secret_thing"):
        if "Wrote half" in text:
            assert not fits(needs, secret), text
    # a secret on an empty airless world still has a look
    bare = dict(secret, inhabitants="nobody", air="vacuum")
    assert [t for t, n in _rule_lines("maguffin", "looks") if n and "knowledge" in n and fits(n, bare)]


def test_a_made_maguffin_has_no_old_copy():
    """Cold read 22 e: "the client wants it from scratch" and "an old map painted on the ceiling"."""
    made = {"maguffin": "knowledge", "maguffin_form": "record", "maguffin_made": "yes",
            "inhabitants": "many", "setting": "indoor"}
    assert not [t for t, n in _rule_lines("places", "survey_key") if "old map" in t and fits(n, made)]
    assert not [t for t, n in _rule_lines("maguffin", "really") if "already known" in t and fits(n, made)]


def test_the_paradox_decision_is_named():
    for band in ("risk_low", "risk_mid", "risk_high"):
        for text, _ in _rule_lines("time", band):
            assert "decision that matters" not in text


# --- the people: manner, want, class and skill fit the role ---------------------------------

def test_a_loud_role_has_no_quiet_manner():
    """Cold read 23 d: "the loudest of them" who "talks as if every word costs money"."""
    from generators.content.cast_facts import role_facts

    assert role_facts("The loudest of the paying tourists")["voice"] == "loud"
    loud = {"voice": "loud"}
    for text, needs in _rule_lines("people", "talk"):
        if text in ("in a whisper", "as if every word costs money", "mostly to themselves", "with long pauses"):
            assert not fits(needs, loud), text


def test_no_look_says_slow():
    """Cold read 23 b: "Very old, and slow to hurry" beside "Manner: Restless"."""
    raw = (CORPORA / "grammars" / "people.json").read_text()
    assert "slow to hurry" not in raw and "slow-moving" not in raw


def test_no_office_holder_peddles_a_cart():
    office = {"folk": "local", "authority": "yes"}
    for text, needs in _rule_lines("people", "want"):
        if "cart of things" in text:
            assert not fits(needs, office), text


def test_a_frank_source_sets_no_price():
    from generators.trip.clue_price import GRUDGING, frank

    assert frank("To tell the crew the old story about the mine, all of it", "The one who knows it")
    assert frank("To be paid", "The go-between who set up the trade")
    assert not frank("To be paid, in advance", "The one who knows it")
    assert GRUDGING.search("Pewi, if the crew help with what they want (their Wants, in their entry)")


def test_the_role_skill_is_the_best():
    """Cold read 23 a: "the only one for miles" who can fix machines, with Drug Tolerance +2
    above Mechanics (repair) +1: the two trade levels (the same CP)."""
    from generators.trip.cast import role_skill

    f = {"skills": [{"name": "Mechanics (repair)", "stat": "BRAINS", "level": 1},
                    {"name": "Drug Tolerance:Alcohol", "stat": "HEALTH", "level": 2}],
         "items": [], "odds": []}
    out = role_skill(f, [], "A visitor from Earth who can fix machines, the only one for miles", None)
    assert {k["name"]: k["level"] for k in out["skills"]} == {"Mechanics (repair)": 2, "Drug Tolerance:Alcohol": 1}


# --- dress fits the world ---------------------------------------------------------------------

def test_no_quilted_coat_in_a_vacuum_or_on_a_robot():
    """Cold read 23 a: a vacuum-world robot carrying a "thick quilted coat +2"."""
    items = json.loads((CORPORA / "trip" / "kit_names.json").read_text())["items"]
    armour = next(i for i in items if i["value"] == "body armour")
    for world in ({"peaceful": "yes", "air": "vacuum", "body": "robot", "tech": "digital"},
                  {"peaceful": "yes", "air": "breathable", "body": "robot", "tech": "digital"},
                  {"peaceful": "yes", "air": "vacuum", "body": "human", "tech": "digital"}):
        first = next(a["name"] for a in armour["as"] if fits(a["needs"], world))
        assert first != "thick quilted coat", world


def test_no_pompadour_under_a_helmet():
    for text, needs in _rule_lines("people", "hair"):
        if "pompadour" in text:
            assert not fits(needs, {"masked": "yes", "tech": "digital", "node": "planet"}), text


def test_bad_intel_names_no_weapon_the_person_may_not_carry():
    for text, _ in _rule_lines("events", "bad_intel"):
        assert "with a spear" not in text
