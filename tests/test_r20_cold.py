"""Round 20, cold read 29 (two readers, seeds r20-cold-a..j): a character tweak tied to the rival
crew, rain on a world with no open water, a local who wants a word of a language they already
speak (generators/trip/consistency_r20cold.py; the fixes: corpora/grammars/tweaks.json,
corpora/lists/tweak_targets_natural.json "Rain", corpora/grammars/people.json)."""

from __future__ import annotations

import json
from pathlib import Path

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r20cold import LANGUAGE, RAIN, RIVALS, RULES, _speaks_it

SEEDS = ("hang", "slip-n-slide")
REPO = Path(__file__).resolve().parents[1]


# --- breaks (tests/test_consistency.py::test_each_structure_rule_fires) ---------------------

def _break_rivals() -> dict:
    """r20-cold-e: "They share a body with the rival crew's captain" on a local here a year."""
    t = trip_where(lambda t: any(tw["kind"] == "character" for tw in t.get("tweaks") or []))
    tw = next(tw for tw in t["tweaks"] if tw["kind"] == "character")
    tw["detail"] = "They share a body with the rival crew's captain, taking turns every hour"
    return t


def _break_rain() -> dict:
    """r20-cold-a: "Something is strange about rain here" on a world of dry dust and buried ice."""
    t = trip_where(lambda t: any(tw["kind"] == "natural" for tw in t.get("tweaks") or []))
    tw = next(tw for tw in t["tweaks"] if tw["kind"] == "natural")
    tw["target"] = "Rain at " + tw["target"].split(" at ", 1)[-1]
    t["world"]["water"] = "scarce"
    return t


def _break_language() -> dict:
    """r20-cold-a and -c: a local on an English-speaking Alternate Earth who wants to learn
    "a single word of the crew's language"."""
    t = trip_where(lambda t: t["world"].get("node_type") == "Alternate Earth"
                   and any(n.get("folk") == "local" for n in t["npcs"]))
    next(n for n in t["npcs"] if n.get("folk") == "local")["want"] = \
        "To learn a single word of the crew's language and use it correctly"
    return t


R20_COLD_BREAKS = {"tweak-names-rivals": _break_rivals, "rain-without-water": _break_rain,
                   "crew-language-shared": _break_language}


def test_each_rule_is_in_the_audit_and_has_a_break():
    assert set(RULES) <= set(STRUCTURE_RULES)
    assert set(R20_COLD_BREAKS) == set(RULES)


def test_each_break_fires_its_rule():
    for rule, make in R20_COLD_BREAKS.items():
        assert fires(make(), rule), rule


def test_the_rules_pass_good_text():
    """The patterns: a tweak that names no rival crew, a process named before its place."""
    assert not RIVALS.search("They share a body with a stranger, taking turns every hour")
    assert RAIN.match("Rain at the Salt Flats") and not RAIN.match("Rainbows at the Salt Flats")
    assert not LANGUAGE.search("To learn a single word of the local language")
    assert _speaks_it({"node_type": "Time Travel", "year": 1955})
    assert not _speaks_it({"node_type": "Time Travel", "year": 1326})


def test_the_corpus_lines_need_what_they_say():
    """Rain needs open water; the language want needs a node where the locals speak another
    tongue; no character tweak names the rival crew."""
    rain = next(f for v, _, f in load("lists/tweak_targets_natural").items if v == "Rain")
    assert not fits(rain["needs"], {"air": "breathable", "water": "scarce", "setting": "outdoor"})
    assert fits(rain["needs"], {"air": "breathable", "water": "lakes", "setting": "outdoor"})
    people = json.loads((REPO / "corpora/grammars/people.json").read_text())["rules"]
    want = next(r for k in people for r in people[k] if isinstance(r, dict)
                and LANGUAGE.search(r.get("text", "")))
    assert "alternate" not in want["needs"] and "recent" not in want["needs"]
    tweaks = json.loads((REPO / "corpora/grammars/tweaks.json").read_text())["rules"]
    assert not any(RIVALS.search(r if isinstance(r, str) else r["text"]) for k in tweaks for r in tweaks[k]
                   if isinstance(r, (str, dict)))


def test_no_audit_trip_breaks_them():
    """Over the audit's own trips (hang and slip-n-slide audit/1..120): none of the three (the
    base, main ad9f9e25, had 11 over audit/1..200 of both seeds)."""
    for seed in SEEDS:
        for k in range(1, 121):
            t = audit_trip(k, seed)
            for rule in RULES:
                assert not fires(t, rule), (seed, k, rule)
