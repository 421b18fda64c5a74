"""The lead's fixes of round 36, from the first cold read of algorithm-31 trips (cold_a, cold_b).
Each test reads the corpus or the generator the way the page does, so it fails if the fix is
reverted."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip

REPO = Path(__file__).resolve().parent.parent


def _rules(name: str) -> dict:
    return json.loads((REPO / "corpora" / "grammars" / f"{name}.json").read_text(encoding="utf-8"))["rules"]


def _text(line) -> str:
    return line if isinstance(line, str) else line.get("text") or line.get("value") or ""


def _needs(line) -> str:
    return "" if isinstance(line, str) else line.get("needs") or ""


def test_the_key_local_is_closed_off_by_a_comma_before_the_verb():
    """Cold read 36-b: "Hokane, a scout for the river people is an ancestor of one of the crew"
    (#local# is always "NAME, a JOB")."""
    lines = [_text(x) for k in ("risk_low", "risk_mid", "risk_high") for x in _rules("time").get(k, ())]
    opened = [x for x in lines if x.startswith("#local#")]
    assert opened
    assert all(x.startswith("#local#, ") for x in opened), opened


def test_pays_nothing_more_only_where_half_was_paid_before_the_slip():
    """Cold read 36-b: "Rin Patel pays nothing more" on a Failure, where nothing was paid before."""
    items = json.loads((REPO / "corpora/trip/play_endings.json").read_text(encoding="utf-8"))["items"]
    more = [i for i in items if "pays nothing more" in i.get("value", "")]
    assert len(more) >= 10
    for i in more:
        assert "pay_when: half" in (i.get("needs") or ""), i["value"]


def test_an_odd_secret_is_never_followed_by_a_deed_s_aftermath():
    """Cold read 36-b: "Knows the words to a song nobody else here has heard, and they would do
    it differently now, but not by much": sec_odd is no deed, so sec_after holds no line that
    needs one."""
    after = [_text(x) for x in _rules("people")["sec_after"]]
    deed = re.compile(r"\bdo it (again|differently)\b|\bwhether it was right\b")
    assert not [x for x in after if deed.search(x)]
    # nor in sec_then, the guilt of a wrong deed (round 22: "they would do it again" is no guilt)
    assert not [x for x in _rules("people")["sec_then"] if deed.search(_text(x))]


def test_bad_intel_never_says_the_locals_are_hostile():
    """Cold read 36-a: "The locals are not friendly this year" beside every faction delighted by
    the crew (faction attitudes are drawn apart from the complication)."""
    for x in _rules("events")["bad_intel"]:
        assert not re.search(r"\bnot friendly\b|\bhostile\b|\barmed friends\b", _text(x)), _text(x)


def test_a_stranded_person_s_maguffin_look_names_no_hair():
    """Cold read 36-b: "grey at the temples" (the maguffin) against "a bald head polished to a
    shine" (their own entry): the person's hair is their entry's alone."""
    hair = re.compile(r"\b(hair|beard|haircut|bald|temples|braid)\b", re.I)
    for k, v in _rules("maguffin").items():
        for x in v:
            if "maguffin: person" in _needs(x):
                assert not hair.search(_text(x)), (k, _text(x))


def test_a_veil_read_aloud_is_never_a_bare_name():
    """Cold read 36-b: "Overhead: a moon ... Beta-stage disorientation." (the veil cut at its
    rule's colon left a rules term)."""
    from generators.trip.parts import _rule_cut
    for x in _rules("dream")["veiled"]:
        head = _rule_cut(_text(x))
        assert len(head.split()) >= 4, head


@pytest.mark.parametrize("word", ["eggplant", "velvet", "ebony", "creme de menthe", "violet"])
def test_scents_are_smells(word):
    """Cold read 36-a: "On the breeze, eggplant"; "Under everything else, violet"."""
    items = json.loads((REPO / "corpora/lists/scents.json").read_text(encoding="utf-8"))["items"]
    values = {i if isinstance(i, str) else i["value"] for i in items}
    assert word not in values


def test_a_feeding_beast_needs_no_hour_nobody_gave():
    """Cold reads 36-a and -b: "it comes down to feed ... once in the day" with no hour, on a
    Chao with no day."""
    text = (REPO / "corpora/lists/maguffins.json").read_text(encoding="utf-8")
    assert "once in the day" not in text
    assert "every few hours" in text


def _break_sinking_landing() -> dict:
    from audit_trips import trip_where
    t = trip_where(lambda t: bool(t.get("scenes")) and t["scenes"][0].get("kind") == "arrival"
                   and bool(t["scenes"][0].get("obstacle")))
    t["scenes"][0]["obstacle"]["text"] = ("Underfoot at the landing, the ground is a crust over something soft, "
                                          "and it gives a little more under every step, so that anyone who "
                                          "stands still starts to sink")
    return t


R36_LEAD_BREAKS = {"lander-on-sinking-ground": _break_sinking_landing}


def test_the_breaks_fire():
    from audit_trips import fires
    for rule, make in R36_LEAD_BREAKS.items():
        assert fires(make(), rule), rule


def test_no_lander_stands_on_ground_that_gives_way():
    """Over 300 audit trips, no arrival scene's obstacle sinks or breaks under the lander; and
    the giving-way grounds do declare ``lander != here`` (the generator side of the rule)."""
    from generators.data import load
    from generators.trip.consistency_r36lead import SINKING
    for value, _, f in load("trip/play_obstacles").items:
        if SINKING.search(value):
            assert "lander != here" in (f.get("needs") or ""), value
    for i in range(1, 301):
        t = audit_trip(i, "slip-n-slide")
        sc = (t.get("scenes") or [{}])[0]
        assert not SINKING.search(((sc.get("obstacle") or {}).get("text")) or ""), (i, sc.get("obstacle"))
