"""Round 23, roles (cold reads of algorithm-21 trips by strict GMs): an NPC's role label against
how they are written. "The loudest of the paying tourists" with a "Serene" manner; "Someone here
in disguise" whose lines never say a disguise; a whisper from one who talks at the top of their
voice; a want printed and never mattering.

The facts behind each fix hold (the loud manner forms, the disguise's class and secret, the
teller's voice, the priced clue), the audit's trips keep every rule of
generators/trip/consistency_r23roles.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.disguise import DISGUISE, really_symbol
from generators.data import load
from generators.needs import fits
from generators.trip.clue_price import PRICED, works_against
from generators.trip.consistency_r23 import RULES as R23_RULES
from generators.trip.consistency_r23roles import POSES, REALLY, RULES, check_r23roles, tells
from generators.trip.teller_voice import LOUD_MANNER, told_voice, voice_of

LOUD = "The loudest of the paying tourists"


def _person(t: dict, role: str) -> dict | None:
    return next((n for n in t["npcs"] if n["role"] == role), None)


def _break_loud() -> dict:
    t = trip_where(lambda t: _person(t, LOUD) is not None)
    _person(t, LOUD)["manner"] = "Serene; talks in a flat, careful voice"
    return t


def _break_disguise() -> dict:
    t = trip_where(lambda t: _person(t, DISGUISE) is not None)
    _person(t, DISGUISE)["secret"] = "Has a second family at the market"
    return t


def _break_disguise_class() -> dict:
    t = trip_where(lambda t: (n := _person(t, DISGUISE)) is not None and n["class"].startswith("Celebrity"))
    n = _person(t, DISGUISE)
    n["secret"] = "Poses as a pilgrim on the way somewhere else, and is really an agent, set to watch any strangers"
    return t


def _teller(t: dict):
    """(npc, clue) of the first person clue told by a person."""
    people = {n["key"]: n for n in t["npcs"] if n.get("source") != "creature"}
    for f in t["clues"]:
        for cl in f["clues"]:
            if cl.get("kind") == "npc" and cl.get("at") in people:
                return people[cl["at"]], cl
    return None, None


def _break_voice() -> dict:
    t = trip_where(lambda t: _teller(t)[0] is not None)
    n, cl = _teller(t)
    n["manner"] = "Talks at the top of their voice; never sits down"
    cl["how"] = f"{n['name']}, who tells it in a whisper, as if someone might be listening"
    return t


def _unpriced(t: dict):
    met = {sc["place"] for sc in t["scenes"]}
    return next((n for n in t["npcs"] if n.get("source") != "creature" and n["where"] in met
                 and not works_against(n["want"]) and any(PRICED in h for h in tells(t, n))), None)


def _break_want() -> dict:
    t = trip_where(lambda t: _unpriced(t) is not None)
    n = _unpriced(t)
    for f in t["clues"]:
        for cl in f["clues"]:
            if cl.get("kind") == "npc" and cl.get("at") == n["key"]:
                cl["how"] = f"{n['name']}, who tells it slowly, watching the crew's faces the whole time"
    return t


R23_ROLES_BREAKS = {"role-loud-unshown": _break_loud, "role-disguise-unsaid": _break_disguise,
                    "role-disguise-class": _break_disguise_class, "teller-voice-manner": _break_voice,
                    "want-never-matters": _break_want}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R23_ROLES_BREAKS) == set(RULES)
    assert set(RULES) <= set(R23_RULES)
    for rule, brk in R23_ROLES_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 21, audit/1..300, hang + slip-n-slide): role-loud-unshown 43 + 46,
    role-disguise-unsaid 33 + 36, role-disguise-class 0 + 0 (no secret said a disguise),
    teller-voice-manner 3 + 0, want-never-matters 662 + 675; 0 after."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r23roles(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def _people_rules() -> dict:
    """corpora/grammars/people.json's rules as written (with their needs)."""
    return json.loads((Path(__file__).parent.parent / "corpora/grammars/people.json").read_text())["rules"]


def _manner_forms() -> list[dict]:
    return [r if isinstance(r, dict) else {"text": r} for r in _people_rules()["manner"]]


def test_a_loud_role_draws_only_loud_manner_forms():
    """Whatever a tweak took, the loudest tourist's manner forms say loud; nobody else's do."""
    for tweaked in ("none", "feeling", "voice", "memory"):
        loud = [f["text"] for f in _manner_forms() if fits(f.get("needs"), {"voice": "loud", "tweaked": tweaked})]
        assert loud and all("loud_" in x for x in loud), (tweaked, loud)
        anyone = [f["text"] for f in _manner_forms() if fits(f.get("needs"), {"voice": "any", "tweaked": tweaked})]
        assert not any("loud_" in x for x in anyone), (tweaked, anyone)
    g = _people_rules()
    for sym in ("loud_adj", "loud_talk"):
        for v in g[sym]:
            v = v if isinstance(v, str) else v["text"]
            assert LOUD_MANNER.search(v if sym == "loud_adj" else f"talks {v}"), v


def test_the_loudest_tourist_is_written_loud():
    seen = 0
    for i in range(1, 120):
        n = _person(audit_trip(i, "hang"), LOUD)
        if n:
            seen += 1
            assert LOUD_MANNER.search(n["manner"]), n["manner"]
    assert seen >= 15


def test_a_disguise_says_what_they_pose_as_and_who_they_really_are_by_class():
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 160):  # (round 25's cast draws left 18 disguises in 1..119)
            n = _person(audit_trip(i, seed), DISGUISE)
            if not n:
                continue
            seen += 1
            m = POSES.search(n["secret"])
            assert m, n["secret"]
            cls = n["class"].split(",")[0]
            assert REALLY[cls].search(m.group(2)), (cls, n["secret"])
    assert seen >= 20
    assert really_symbol("Gonzo Writer") == "disguise_really_gonzo_writer"
    assert really_symbol("Soldier") == really_symbol(None) == "disguise_really_government_agent"


def test_teller_voice_reads_manners_and_forms():
    assert voice_of("Talks very loudly; never sits down", "A fixer who can get anything, for a price") == "loud"
    assert voice_of("Warm but watchful, talks in a soft, even murmur", "") == "quiet"
    assert voice_of("Serene; apologises to furniture", LOUD) == "loud"
    assert voice_of("Pedantic; hums the same four notes", "") == ""
    assert told_voice("{npc}, who tells it in a whisper, as if someone might be listening") == "quiet"
    assert told_voice("{npc}, who tells it and then insists, loudly, that the crew found it out") == "loud"
    assert told_voice("{npc}, who tells it slowly") == ""


def test_there_are_enough_priced_forms_for_a_cast():
    """A trip's cast is up to six people; each one's want prices one clue, with no form twice
    (on any world that keeps no day of silence: round 26's spoken forms need ``silent != yes``)."""
    priced = [v for v, _, f in load("trip/play_clues").items if f.get("use") == "npc" and PRICED in v
              and f.get("needs", "") in ("", "silent != yes")]
    assert len(priced) >= 8, priced
