"""Round 36, hooks and promises with nothing behind them (cold reads of algorithm-31 trips):
"'What the locals will want in return' is never stated anywhere on the trip"; "'the true half is
stranger' is never told"; "'held against a debt' with no amount"; "'what an earlier crew took'
is never named"; "'make the client pay for it' with no sum"; "the tin box of notes is never
placed"; "the locals' claim on a person has no price".

Each rule of generators/trip/consistency_r36hooks.py fires on a trip broken on purpose; every
line of the corpora that makes one of these promises carries its answer (so a line reverted to
its old words fails here); and over the audit trips of slip-n-slide (cached) no page leaves a
promise unkept while the lines that make them are still drawn."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.consistency import _texts, play_texts
from generators.trip.consistency_r36hooks import RULES, hook_faults

CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def _break_return() -> dict:
    t = trip_where(lambda t: bool(t.get("maguffin")))
    t["maguffin"]["really"] = "It is the cheap part of the job: what costs is what the locals will want in return."
    return t


def _break_half() -> dict:
    t = trip_where(lambda t: bool(t["events"]))
    t["events"][0]["text"] = ("Scant Intel: The briefing was one paragraph long; the part about Thalda-87 "
                              "was the important part.")
    return t


def _break_sum() -> dict:
    t = trip_where(lambda t: len(t["locations"]) >= 2)
    t["locations"][1]["text"] = ("A low hall of grey brick. The pilot is here, held against a debt they did not "
                                 "know they had, until somebody pays it or gets them out.")
    return t


def _break_thing() -> dict:
    t = trip_where(lambda t: any(n.get("source") != "creature" and n.get("want") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") != "creature" and n.get("want"))
    n["want"] = "To hold the pilot until the barn returns what an earlier crew took from here"
    return t


R36_HOOKS_BREAKS = {"hook-return-unsaid": _break_return, "hook-half-untold": _break_half,
                    "hook-sum-missing": _break_sum, "hook-thing-unplaced": _break_thing}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R36_HOOKS_BREAKS[rule](), rule)


@pytest.mark.parametrize("text,rule", [
    ("Half of what the guides say about it is invented, and the true half is stranger.", "hook-half-untold"),
    ("the barn's log shows Lucy Paley sold it, and the crew may make the client pay for it (CHARM opposed "
     "by the client's roll of 5 dice, keep the best)", "hook-sum-missing"),
    ("at the Mill they say plainly that what the crew came for is theirs, and ask what the crew will give "
     "them for it", "hook-sum-missing"),
    ("Niko quietly offers to sell the crew a better map than the one in the briefing; it is better, and it "
     "is stolen", "hook-sum-missing"),
    ("the locals there decide they want paying for the privilege; from now on the crew must agree a price "
     "before anyone lets them near (+1 DL at the Mill)", "hook-sum-missing"),
    ("Someone tried to make it years ago and gave up; their notes, in a tin box, say where to stand",
     "hook-thing-unplaced")])
def test_each_old_wording_is_a_fault(text, rule):
    assert rule in {r for r, _ in hook_faults(text)}


@pytest.mark.parametrize("text", [
    "It is the cheap part of the job: what costs is what the locals will want in return: a gift from the "
    "lander's stores worth 1M, chosen by the locals (our ruling).",
    "The pilot is here, held against a debt of 0.5M (our ruling) that they did not know they had, until "
    "somebody pays it or gets them out.",
    "the crew may make the client pay them 1.25M for it, what the data fetched (our ruling; CHARM opposed)",
    "Niko quietly offers to sell the crew a better map than the one in the briefing, for 0.25M; it is better",
    "To hold the pilot until the barn returns what an earlier crew took from here: a string of beads"])
def test_a_kept_promise_is_no_fault(text):
    assert hook_faults(text) == []


from test_joins import _strings  # every string of a JSON tree (one walker for the tests)


SLOT = re.compile(r"#fee#|\{fee\}")
OTHER = re.compile(r"#[\w.]+#|\{\w+\}")
PROMISE = re.compile(r"want in return|the true half is stranger|was the important part|held against a debt|"
                     r"make the client pay|say plainly that (?:what the crew came for|this ground and all it holds) is theirs|offers to sell the crew a "
                     r"better map|sell the crew a map of the country|earlier crew took from here|in a tin box|must agree a price", re.I)


def test_every_corpus_line_that_makes_one_of_these_promises_keeps_it():
    """The source side: a line reverted to its old words (no sum, no answer, no place) fails."""
    lines = []
    for path in sorted((CORPORA / "grammars").glob("*.json")) + sorted((CORPORA / "trip").glob("*.json")):
        for s in _strings(json.loads(path.read_text())):
            if PROMISE.search(s):
                lines.append((path.name, s))
    assert len(lines) >= 10, lines  # the lines are still there (not deleted to pass)
    for name, s in lines:
        filled = OTHER.sub("something", SLOT.sub("1M", s))
        if "all it holds is theirs" in s:  # the locals' claim names its price (round 38: for what is
            assert re.search(r"\bask 1M of strangers\b", filled), (name, s)  # taken or seen, not "what the crew came for")
            continue
        assert hook_faults(filled) == [], (name, s)


def _every(i: int) -> list[tuple[str, str]]:
    t = audit_trip(i, "slip-n-slide")
    return _texts(t) + play_texts(t)


N_TRIPS = 200
KEPT = {"return": re.compile(r"want in return: \w"), "half": re.compile(r"the true half is stranger: \w|"
                                                                          r"important part, and all it said"),
        "sum": re.compile(r"held against a debt of \d|make the client pay them \d|better map than the one in the "
                          r"briefing, for \d|map of the country round .{3,60} for \d|the locals start at \d"),
        "thing": re.compile(r"earlier crew took from here: \w|tin box the client hands over")}


def test_generator_keeps_every_promise_on_the_page():
    """Over 200 audit trips no page makes one of these promises without its answer, and the
    lines that make them are still drawn (about one trip in six drew one before the fix)."""
    unkept, seen = [], {k: 0 for k in KEPT}
    for i in range(1, N_TRIPS + 1):
        every = _every(i)
        for where, text in every:
            unkept += [(i, where, q) for _, q in hook_faults(text)]
        for k, pat in KEPT.items():
            seen[k] += any(pat.search(t) for _, t in every)
    assert not unkept, unkept[:5]
    assert all(n >= 1 for n in seen.values()), seen
    assert sum(seen.values()) >= 15, seen
