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


R16_CASTFIT_BREAKS = {
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
              "inhabited": "many", "inhabitants": "many", "air": "breathable", "tech": "digital"}
    for symbol in ("looks", "really"):
        for text, needs in _rule_lines("maguffin", symbol):
            if fits(needs, secret):
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
