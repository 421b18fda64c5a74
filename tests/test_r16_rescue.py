"""Round 16, rescue: whoever is with a rescue's stranded DayTripper is one thing, a captor or a
friend, a captor says why they hold them, and the stranded person's lines agree with the truth
(generators/trip/consistency_r16rescue.py; the fixes are ``needs`` in corpora/ and the keeper's
want pool in content/people.py). Cold read 24: READER-D trips A, C, D; READER-E trip f."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

from audit_trips import audit_trip
from generators.needs import fits
from generators.trip.consistency import STRUCTURE_RULES, check
from generators.trip.consistency_r16rescue import CAPTIVE, CAPTOR_LINES, FRIEND_LINES, RULES, SHELTERED, _motives

CORPORA = Path(__file__).resolve().parent.parent / "corpora"
KEEPER = "The one keeping the missing DayTripper"


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _find(pred, seed: str = "hang") -> dict:
    for seed_ in (seed, "slip-n-slide"):
        for i in range(1, 151):
            t = audit_trip(i, seed_)
            if t["mission_type"] == "Emergency/Rescue" and pred(t):
                return copy.deepcopy(t)
    raise AssertionError("no audit trip fits")


def _state(t: dict) -> str | None:
    return (t.get("world") or {}).get("maguffin_state")


def _stranded(t: dict) -> dict:
    return next(n for n in t["npcs"] if n["role"] == "The stranded DayTripper the crew came for")


def _holder(t: dict) -> dict:
    name = t["maguffin"]["held_by"].split(" (")[0]
    return next(n for n in t["npcs"] if n["name"] == name)


# --- breaks (tests/test_consistency.py::test_each_structure_rule_fires) ---------------------

def _break_relation() -> dict:
    """A friend sheltering the stranded person, and a climax that deals with whoever holds them
    (cold read 24, trip A)."""
    t = _find(lambda t: _state(t) in SHELTERED)
    who = _stranded(t)["name"]
    t["scenes"][-1]["want"] = f"To reach {who}, deal with whoever holds them and get clear before the slip window closes"
    return t


def _break_motive() -> dict:
    """A captor who wants something that is no reason to hold anyone (trip f's Acadia)."""
    t = _find(lambda t: _state(t) in CAPTIVE and t["maguffin"].get("held_by"))
    _holder(t)["want"] = "To find the person who saved their life, without breaking the law, if possible"
    return t


def _break_glad() -> dict:
    """The truth "very glad to be found" beside "To be rescued by anyone but this crew" (trip f)."""
    t = _find(lambda t: _state(t) in CAPTIVE and any(c["id"] == "truth" for c in t["clues"]))
    _stranded(t)["want"] = "To be rescued by anyone but this crew"
    clue = next(c for c in t["clues"] if c["id"] == "truth")
    clue["fact"] = clue["fact"].split(": ")[0] + ": They are exactly who the client said, and very glad to be found."
    return t


R16_RESCUE_BREAKS = {"rescue-holder-relation": _break_relation, "rescue-captor-motive": _break_motive,
                     "rescue-stranded-glad": _break_glad}


def test_rules_are_registered_and_each_break_fires():
    assert set(RULES) <= set(STRUCTURE_RULES)
    assert set(R16_RESCUE_BREAKS) == set(RULES)
    for rule, make in R16_RESCUE_BREAKS.items():
        assert rule in _rules(make()), rule


# --- the fix: facts, not words ----------------------------------------------------------------

def _state_clauses(needs: str | None) -> str:
    return "; ".join(c for c in (needs or "").split(";") if "maguffin_state" in c)


def test_captor_and_friend_clock_lines_need_their_relation():
    """A tick that reads a captor ("makes up their mind: ... will be moved out", "is kept out of
    sight", "alone and is caught") needs a held or hurt person; one that reads a friend, hiding
    or unwilling (cold read 24: A's Deliboea, C's Bryan)."""
    items = json.loads((CORPORA / "trip" / "play_clock.json").read_text())["items"]
    lines = [i for i in items if i.get("track") == "goal:person"] + \
        [i for i in json.loads((CORPORA / "trip" / "play_lines.json").read_text())["items"]
         if i.get("use") == "want:climax" and "maguffin: person" in (i.get("needs") or "")]
    seen = 0
    for i in lines:
        text = i["value"].replace("{holder}", "X").replace("{maguffin_short}", "Y").replace("{goal_place}", "Z")
        clauses = _state_clauses(i.get("needs"))
        if CAPTOR_LINES.search(text):
            seen += 1
            assert clauses and not any(fits(clauses, {"maguffin_state": s}) for s in SHELTERED), i["value"]
        if FRIEND_LINES.search(text) or "shelters" in text:
            seen += 1
            assert clauses and not any(fits(clauses, {"maguffin_state": s}) for s in CAPTIVE), i["value"]
    assert seen >= 5
    # every state still has a goal line at every stage
    for state in CAPTIVE + SHELTERED:
        for stage in (1, 2, 3):
            assert any(i.get("track") == "goal:person" and i.get("stage") == stage and
                       fits(_state_clauses(i.get("needs")), {"maguffin_state": state}) for i in items), (state, stage)


def test_the_stranded_persons_lines_never_meet_very_glad():
    """ "very glad to be found" (truth) never shares a state with "anyone but this crew" (want)
    or "worse temper" (look): cold read 24, trips D and f."""
    def states(grammar, symbol, text):
        rules = json.loads((CORPORA / "grammars" / f"{grammar}.json").read_text())["rules"][symbol]
        r = next(r for r in rules if (r if isinstance(r, str) else r["text"]) == text)
        needs = None if isinstance(r, str) else r.get("needs")
        return {s for s in CAPTIVE + SHELTERED if fits(_state_clauses(needs), {"maguffin_state": s})}

    glad = states("maguffin", _truth_symbol(), "They are exactly who the client said, and very glad to be found")
    assert not glad & states("people", "want_stranded", "To be rescued by anyone but this crew")
    # the looks that said a temper ("in bad shape and worse temper", "fine, and furious that the
    # rescue took this long") are looks now (round 22, look-not-looks): no look says a mood
    looks = json.loads((CORPORA / "grammars" / "maguffin.json").read_text())["rules"]["looks_rescue"]
    assert not any(re.search(r"\b(temper|furious|angry)\b", r if isinstance(r, str) else r["text"]) for r in looks)


def test_the_stranded_pool_is_wider():
    """Cold read 24 (READER-E): "a physicist who slipped on a dare" was the maguffin of two trips of
    ten, in the same suit: more stranded people and more of their clothes."""
    items = json.loads((CORPORA / "lists" / "maguffins.json").read_text())["items"]
    assert sum(1 for i in items if i.get("kind") == "person" and "rescue" in i["missions"]) >= 12
    assert len(json.loads((CORPORA / "grammars" / "people.json").read_text())["rules"]["lost_garment"]) >= 8


def _truth_symbol() -> str:
    rules = json.loads((CORPORA / "grammars" / "maguffin.json").read_text())["rules"]
    return next(k for k, v in rules.items()
                if any((r if isinstance(r, str) else r["text"]).endswith("very glad to be found") for r in v))


def test_a_captor_says_why_they_hold_the_person():
    """The keeper of a held or hurt person wants a want_captor line (cold read 24: D's Eedi, f's
    Acadia); and the audit's rescue trips break none of this module's rules."""
    captors = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 61):
            t = audit_trip(i, seed)
            if t["mission_type"] != "Emergency/Rescue":
                continue
            assert not _rules(t) & set(RULES), (seed, i, _rules(t) & set(RULES))
            if _state(t) in CAPTIVE and t["maguffin"].get("held_by"):
                h = _holder(t)
                if h["role"] == KEEPER:
                    captors += 1
                    assert any(p.match(h["want"]) for p in _motives()), h["want"]
    assert captors >= 3
