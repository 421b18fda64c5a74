"""Round 18, rules: play lines that contradict the game's rules as the page plays them, or
another line of the same trip (cold read 26): "three BRAINS rolls in a row" where one
crewmember rolls once for the group, a run of rolls beside dice a slip has fixed, Fast-Talk
where "Deception rolls automatically fail", and a paradox risk resting on "an event every
schoolchild knows" that the page never names.

The facts behind each fix hold (corpora/ needs), and each rule of generators/trip/
consistency_r18rules.py fires on a contradicting trip."""

from __future__ import annotations

import re

from audit_trips import audit_trip, fires, trip_where
from generators.content.client import honest_node
from generators.content.world import era_tech
from generators.data import load
from generators.needs import fits
from generators.trip.cast import skill_fits
from generators.trip.consistency import check
from generators.trip.consistency_r18rules import FAST_TALK, RULES, RUN, UNNAMED_EVENT

FIXED = "Dice rolled here come up 6 on the first throw of every hour, and 1 on the second"


def _details(t: dict) -> list[str]:
    return [d["text"] for d in t["node"]["details"]]


def _honest(t: dict) -> bool:
    return honest_node(_details(t)) == "yes"


def _time(t: dict) -> bool:
    return any(d["label"] == "Paradox risk" for d in t["node"]["details"])


def _with_obstacle(t: dict) -> bool:
    return any((sc.get("obstacle") or {}).get("text") for sc in t["scenes"])


def _break_run() -> dict:
    t = trip_where(_with_obstacle)
    ob = next(sc["obstacle"] for sc in t["scenes"] if (sc.get("obstacle") or {}).get("text"))
    ob["text"] = ("The way through the bank is shut by a lock of many tumblers, and it takes "
                  "three BRAINS (DL 3) rolls in a row to open.")
    return t


def _break_fixed() -> dict:
    t = trip_where(lambda t: True)
    t["node"]["details"].append({"label": "Behavior", "text": "Random connection: " + FIXED})
    t["events"].append({"when": "Hour 9", "text": "The pump only starts after three MIGHT rolls in a row."})
    return t


def _break_fast_talk() -> dict:
    t = trip_where(_honest, n=200)
    n = t["npcs"][0]
    n["skills"].append({"name": "Fast-Talk", "level": 2, "stat": "CHARM"})
    return t


def _break_event() -> dict:
    t = trip_where(_time)
    d = next(d for d in t["node"]["details"] if d["label"] == "Paradox risk")
    d["text"] = "Severe (5 in 6). The crew arrive on the day of an event every schoolchild knows; it must still happen"
    return t


R18_RULES_BREAKS = {"roll-run-one-roll": _break_run, "fixed-dice-run": _break_fixed,
                    "deceit-where-nobody-lies": _break_fast_talk, "paradox-event-unnamed": _break_event}


def test_every_rule_has_a_break_and_fires():
    assert set(R18_RULES_BREAKS) == set(RULES)
    for rule, brk in R18_RULES_BREAKS.items():
        assert fires(brk(), rule), rule
    assert not any(v.rule in RULES for v in check(trip_where(_honest, n=200)))


def test_no_obstacle_asks_for_a_run_of_rolls():
    """The page plays an obstacle as one roll for the group (a NO, AND costs an hour and the
    crew try again), so no obstacle line asks for rolls in a row (cold read 26)."""
    g = load("grammars/obstacles")
    lines = [r for rules in g.rules.values() for r in rules]
    assert any("tumblers" in r for r in lines)
    assert not [r for r in lines if RUN.search(r)]
    assert not [v for v, _, _ in load("trip/play_obstacles").items if RUN.search(v)]


def test_a_slip_that_fixes_dice_is_still_there_to_guard():
    """The fixed-dice slip (grammars/slips.json) is the other half of fixed-dice-run."""
    assert FIXED in load("grammars/slips").rules["behavior_random"]


def test_fast_talk_needs_a_world_where_people_can_lie():
    assert not skill_fits("Fast-Talk", {"honest": "yes"})
    assert skill_fits("Fast-Talk", {"honest": "no"})
    people = load("grammars/people")
    tweaks = load("grammars/tweaks")
    for g in (people, tweaks):
        for sym, rules in g.rules.items():
            for k, r in enumerate(rules):
                if FAST_TALK.search(r):
                    assert not fits(g.rule_needs[sym][k], {"honest": "yes", "tech": "iron",
                                                           "inhabitants": "many"}), r


def test_nobody_fast_talks_where_nobody_can_lie():
    """The audit trips whose slip says "Deception rolls automatically fail": no NPC has
    Fast-Talk (hang audit/57, 86 before: Jorge Lessing, Tarkington), no secret of lies."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for k in range(1, 600):  # (199 a seed held three under algorithm 31; 32 has fewer there)
            if k >= 200 and seen >= 3:
                break
            t = audit_trip(k, seed)
            if not _honest(t):
                continue
            seen += 1
            assert not [v for v in check(t) if v.rule == "deceit-where-nobody-lies"], (seed, k)
    assert seen >= 3


def test_a_paradox_event_is_named_with_its_year():
    """Each "every schoolchild knows" risk names its day, which "must still happen": the line
    needs a year before the one it names, and not that year."""
    g = load("grammars/time")
    named = []
    for band in ("risk_mid", "risk_high"):  # (the railroad is a middling risk: round 23)
        rules = g.rules[band]
        assert not [r for r in rules if UNNAMED_EVENT.search(r)]
        named += [(r, g.rule_needs[band][k]) for k, r in enumerate(rules) if "schoolchild" in r]
    assert len(named) >= 3
    for r, needs in named:
        year = int(re.search(r"\b1[89]\d\d\b", r).group(0))
        # the valley's own rung of the tech ladder in that year, as the engine rolls it
        assert fits(needs, {"year": year - 1, "tech": era_tech(year - 1)}), r
        assert not fits(needs, {"year": year, "tech": era_tech(year)}), r


def test_audit_trips_keep_the_rules():
    """hang audit/1..199: before, 'three BRAINS rolls in a row' on 6 trips (audit/111 ...),
    an unnamed schoolchild's event on 4 (audit/106 ...)."""
    for k in range(1, 200):
        assert not [v for v in check(audit_trip(k)) if v.rule in RULES], k


def test_no_clue_said_untruly_where_nobody_can_lie():
    """Round 21 review (hang audit/267): a clue form of round 21's wider pool, "contradicts
    themselves twice, and the third version is the true one", on a node where Deception rolls
    automatically fail. The generator keeps such forms off honest nodes (trip/clues.py UNTRUE),
    and the audit reads the clues too: a trip broken on purpose fires the rule."""
    t = None
    for k in range(1, 400):
        c = audit_trip(k, "hang")
        if _honest(c):
            t = c
            break
    assert t is not None
    assert not fires(t, "deceit-where-nobody-lies")
    cl = next(cl for c in t["clues"] for cl in c["clues"] if cl["source"] == "npc")
    cl["how"] = cl["how"].split(",")[0] + ", who contradicts themselves twice, and the third version is the true one"
    assert fires(t, "deceit-where-nobody-lies")
