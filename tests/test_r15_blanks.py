"""Round 15, ``blanks``: no empty placeholder where the page promised an answer (cold read 22,
reader B): a Bad Intel job says which fact of the briefing is wrong, and no NPC's secret
promises a thing it never names (generators/trip/consistency_r15blanks.py). Each rule is fed
a contradicting trip."""

from __future__ import annotations

import copy

from generators.content import stratify
from generators.data import load
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import STRUCTURE_RULES, check
from generators.trip.consistency_r15blanks import RULES, UNNAMED
from generators.trip.daytrip import trip_from_mission
from generators.trip.scene_lines import lines
from audit_trips import audit_trip


def _audit(seed: str, i: int) -> dict:
    s = Stream(seed, f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    return trip_from_mission(m, s).to_dict()


def _find(where, seed: str = "blanks") -> dict:
    for k in range(1, 400):
        t = _audit(seed, k)
        if where(t):
            return t
    raise AssertionError("no such trip")


def _violates(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def test_rules_are_registered():
    assert set(RULES) <= set(STRUCTURE_RULES)


def _text(x) -> str:
    return x if isinstance(x, str) else x.get("text", "")


def test_no_bad_intel_line_clashes_with_the_paths():
    """A wrong fact that clashes with the paths' hours ("a day's walk away; it is three") is
    dropped from the clues, leaving the bare "This job is Bad Intel": no such line is drawn."""
    clash = lines("clashes-travel")
    for x in load("grammars/events").rules["bad_intel"]:
        assert not any(c in _text(x) for c in clash), x


def test_no_secret_promises_an_unnamed_thing():
    rules = load("grammars/people").rules
    for sym, rows in rules.items():
        for x in rows if isinstance(rows, list) else []:
            assert not UNNAMED.search(_text(x)), (sym, x)


def test_the_cold_read_trips_say_their_bad_intel():
    """The audit trips of the cold read's dump that printed "This job is Bad Intel" (hang 15
    and 71, slip-n-slide 98, under algorithm 15's base) say what the briefing got wrong. The
    trips change with the algorithm, so every Bad Intel trip of the dump's seeds' audit trips
    1-59 is read (algorithm 16: hang 20, 24, 53, 58, slip-n-slide 8, 9, 42, 43, 53)."""
    seen = 0
    for seed, i in [(seed, i) for seed in ("hang", "slip-n-slide") for i in range(1, 120)]:
        t = audit_trip(i, seed)  # the same trip as _audit(seed, i), cached
        bad = [v for v in check(t) if v.rule in RULES]
        assert not bad, (seed, i, bad)
        if "Bad Intel" in t["complications"]:
            seen += 1
            facts = [f["fact"] for f in t["clues"]]
            said = [e["text"] for e in t["events"] if e["text"].startswith("Bad Intel:")]
            assert said and any(s.split(":", 1)[1].strip().rstrip(".")[:30] in " ".join(facts)
                                for s in said), (seed, i, facts, said)
    assert seen >= 3


# --- breaks: a contradicting trip for each rule ----------------------------------------------


def _break_bad_intel() -> dict:
    t = copy.deepcopy(_find(lambda t: "Bad Intel" in t["complications"]))
    for f in t["clues"]:
        if f["fact"].startswith("The briefing") or "briefing" in f["fact"]:
            f["fact"] = "This job is Bad Intel (Mission Complication)."
            return t
    t["clues"].append({"id": "complication-9", "fact": "This job is Bad Intel (Mission Complication).",
                       "needed": False, "clues": []})
    return t


def _break_bad_intel_no_event() -> dict:
    t = copy.deepcopy(_find(lambda t: "Bad Intel" in t["complications"]))
    t["events"] = [e for e in t["events"] if not e["text"].startswith("Bad Intel:")]
    return t


def _break_complication() -> dict:
    t = copy.deepcopy(_find(lambda t: bool(t["clues"])))
    t["clues"][0]["fact"] = "This job is Deadline (Mission Complication)."
    return t


def _break_secret() -> dict:
    t = copy.deepcopy(_find(lambda t: bool(t["npcs"])))
    t["npcs"][0]["secret"] = "Has already decided to betray somebody today"
    return t


def _break_truth_knower() -> dict:
    t = copy.deepcopy(_find(lambda t: bool(t["npcs"])))
    t["npcs"][0]["secret"] = "Knows the truth about the hamster, and nobody else here believes it"
    t["clues"] = [f for f in t["clues"] if not f["fact"].startswith("The truth about")]
    return t


R15B_BLANKS_BREAKS = {
    "bad-intel-unsaid": _break_bad_intel,
    "complication-clue-unsaid": _break_complication,
    "secret-unnamed-thing": _break_secret,
}


def test_each_rule_fires():
    for rule, make in R15B_BLANKS_BREAKS.items():
        assert _violates(make(), rule), rule
    assert _violates(_break_bad_intel_no_event(), "bad-intel-unsaid")
    assert _violates(_break_truth_knower(), "secret-unnamed-thing")
