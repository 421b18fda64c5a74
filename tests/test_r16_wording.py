"""Round 16, machine-made English (cold read 23, reader C): the "...underfoot" splice, the
client's full name pasted everywhere, ads that are lists, and the small ones. The sources can no
longer draw them; the audit rules (generators/trip/consistency_r16wording.py) catch the class."""

from __future__ import annotations

import copy
import json
import re

import pytest

from generators.content.client import _SHORT, short_name
from generators.data import load
from generators.errors import DataError
from generators.trip.base import party_words
from generators.trip.consistency import check, rule_names
from generators.trip.consistency_r16wording import RULES, SPLICE

from audit_trips import audit_trip as _audit_trip

N = 24  # audit trips read by the sweep tests


def _trip_where(pred, seed: str = "hang") -> dict:
    for i in range(1, 120):
        t = _audit_trip(i, seed)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no such audit trip")


def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _lower(s: str) -> str:
    return s[:1].lower() + s[1:]


def _break_underfoot() -> dict:
    t = _trip_where(lambda t: bool(t["locations"]))
    loc = t["locations"][0]
    loc["sensory"] = "The helmet crackles; ground that rings faintly at every step underfoot."
    return t


def _break_client() -> dict:
    t = _trip_where(lambda t: short_name(t["client"]) != t["client"] and t["endings"])
    t["endings"][0]["follows"].append(f"{t['client']} writes to the barn's committee.")
    return t


def _break_teaser() -> dict:
    t = _trip_where(lambda t: bool(t["maguffin"].get("what")))
    t["teaser"] = f"Xantia IV: {_lower(t['maguffin']['what'])}. Posted by the agency."
    return t


def _break_phrase() -> dict:
    t = _trip_where(lambda t: bool(t["clues"]))
    t["clues"][0]["fact"] = "Half of them wants what they say they want."
    return t


def _break_bring() -> dict:
    t = _trip_where(lambda t: t["world"].get("maguffin") in ("view", "event")
                    and t["maguffin"].get("short") and t["endings"])
    short = t["maguffin"]["short"]
    t["endings"][1]["bring"] = f"{short[:1].upper() + short[1:]}, but the client will hear of it."
    return t


R16_WORDING_BREAKS = {"underfoot-spliced": _break_underfoot, "client-name-pasted": _break_client,
                      "read-aloud-list": _break_teaser, "machine-phrase": _break_phrase,
                      "bring-view-home": _break_bring}


def test_rules_are_registered_and_each_has_a_break():
    assert set(RULES) <= set(rule_names())
    assert set(R16_WORDING_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert _fires(R16_WORDING_BREAKS[rule](), rule)


def test_no_sensory_line_pastes_underfoot_after_a_ground():
    """Every sensory template says "underfoot, <ground>" (or "Underfoot: <ground>"), never
    "<ground> underfoot": a ground line may have its own clause ("ground that rings faintly
    at every step")."""
    rules = load("grammars/places").rules
    for line in rules["sense"]:
        assert not re.search(r"#underfoot[.\w]*# underfoot", line), line
    for i in range(1, N):
        t = _audit_trip(i)
        for loc in t["locations"]:
            assert not SPLICE.search(loc.get("sensory") or ""), (i, loc["sensory"])


def test_the_client_full_name_is_said_once():
    """The ad, the Client line and block say the full name; every other line the short one."""
    seen = 0
    for i in range(1, N):
        t = _audit_trip(i)
        name = t["client"]
        if short_name(name) == name:
            continue
        body = json.dumps({k: v for k, v in t.items() if k not in ("client", "teaser", "title")})
        assert name.lower() not in body.lower(), (i, name)
        seen += 1
    assert seen >= 10


def test_every_client_name_has_a_short_name():
    rules = load("grammars/org").rules
    for sym in [s for s in rules if s.startswith("client_") and not s.startswith("client_hidden")
                and s != "client_contact"]:
        for name in rules[sym]:
            assert short_name(name) != name and len(short_name(name)) < len(name), name
    assert short_name("A federal agency that does not have a name yet") == "the agency"


def test_a_client_name_without_a_short_name_is_a_data_error(monkeypatch):
    org = load("grammars/org")
    rules = dict(org.rules, client_trade=org.rules["client_trade"] + ["A brand-new client nobody wrote up"])
    monkeypatch.setattr(org, "rules", rules)
    saved = dict(_SHORT)
    _SHORT.clear()
    try:
        with pytest.raises(DataError):
            short_name("A federal agency that does not have a name yet")
    finally:
        _SHORT.update(saved)


def test_two_tourists_are_both_tourists():
    assert party_words({"party": 2}) == "both tourists"
    assert party_words({"party": 5}) == "all five tourists"


def test_no_audit_trip_breaks_a_round_16_wording_rule():
    for i in range(1, N):
        t = _audit_trip(i)
        got = [str(v) for v in check(t) if v.rule in RULES]
        assert not got, (i, got)
