"""Round 28, the needed way past the climax's obstacle ("**Needed.** How to deal with / get past
...") fits the obstacle it is for, and its clues can carry it (cold readers of algorithm-26 trips,
r28-cold-b, -c, -d, -e: a hand on each other's shoulders for a person who is a perfect double,
"they only bother people who look lost" for a family feud, "whoever built it painted a stripe" for
a wrong map, a long look from high ground that taught a hand on each other's shoulders, a motion sensor's log
of who came by as the clue for where a rubbing is made).

The facts behind the fix hold (trip/way_kind.py barrier_kind, trip/way_seen.py way_seen, the corpus
lines that declare them), the audit's trips keep both rules of
generators/trip/consistency_r28wayclue.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.facts import VALUES
from generators.needs import parse  # noqa: F401 (the needs format is checked at load)
from generators.trip.consistency_r28wayclue import ALL, FITS, GROUND, RULES, SEEN, TRAIL, check_r28wayclue
from generators.trip.way_kind import KINDS, barrier_kind
from generators.trip.way_seen import seen_lines

DOUBLE = "Eser Thurber is a perfect double of someone one of the crew lost; they say all the right things. Roll PSYCHE against DL 3."
HANDS = "its hold is weakest on a crew who keep a hand on each other's shoulders the whole way through: one DL easier than the way round's roll."


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f["id"] == "way")


def _has_way(t: dict) -> bool:
    return any(f["id"] == "way" and f["clues"] for f in t.get("clues") or [])


def _break_kind() -> dict:
    t = trip_where(_has_way)
    t["scenes"][-1]["obstacle"] = {"opposition": "Psychological Challenges", "text": DOUBLE, "stat": "PSYCHE",
                                   "dl": 3, "way": "A song from home breaks the spell for an hour (CHARM DL 2).",
                                   "level": 0, "foes": None}
    _way(t)["fact"] = f"How to keep a clear head at {t['scenes'][-1]['place']}: {HANDS}"
    return t


def _break_carried() -> dict:
    t = trip_where(_has_way)
    w = _way(t)
    w["fact"] = f"How to keep a clear head at {t['scenes'][-1]['place']}: {HANDS}"
    w["clues"][0]["how"] = ("A long look at the way ahead from the highest ground near "
                            f"{t['scenes'][0]['place']} (BRAINS DL 2 to see how it is passed)")
    return t


def _break_trail() -> dict:
    t = trip_where(lambda t: any(f["id"] == "where" and f["clues"] for f in t.get("clues") or []))
    t["maguffin"]["kind"] = "knowledge"
    w = next(f for f in t["clues"] if f["id"] == "where")
    w["clues"][-1]["how"] = (f"A motion sensor the locals bolted up at {t['scenes'][0]['place']}, whose log shows who "
                             "came by and which way they went (BRAINS DL 2 to read it)")
    return t


R28_WAYCLUE_BREAKS = {
    "way-clue-wrong-kind": _break_kind,
    "way-clue-unseen-carried": _break_carried,
    "where-clue-trail-to-spot": _break_trail,
}


def test_breaks_cover_the_rules():
    assert set(R28_WAYCLUE_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R28_WAYCLUE_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R28_WAYCLUE_BREAKS[rule](), rule)


def test_an_obstacle_says_its_kind():
    def ob(opp, text):
        return {"opposition": opp, "text": text + ". Roll BRAINS against DL 3."}
    assert barrier_kind(ob("Psychological Challenges", DOUBLE.split(". Roll")[0])) == "person"
    assert barrier_kind(ob("Psychological Challenges", "A heavy dread sits over the Mill, and every step further in feels like a mistake")) == "mind"
    assert barrier_kind(ob("Technical Challenges", "The crew's map of the great falls is wrong, and the mistakes get worse the further in they go")) == "route"
    assert barrier_kind(ob("Technical Challenges", "A heavy gate across the Mill runs on a counterweight that has seized up")) == "built"
    assert barrier_kind(ob("Technical Challenges", "A crack too wide to jump splits the Mill, and a long slab of rock lies beside it")) == "ground"
    assert barrier_kind(ob("Dangerous People", "A gang of pickpockets works the Mill, and the crew look like easy marks")) == "prey"
    assert barrier_kind(ob("Dangerous People", "A family feud has spilled out into the Mill, and both sides want the crew to say who is right")) == "person"
    assert barrier_kind(ob("Dangerous People", "The local toughs have two people watching the Mill; they stop anyone who looks like they came from the sky")) == "guard"
    assert barrier_kind(ob("Flux Storms", "Anything")) == "flux"


def test_the_facts_are_the_kinds():
    assert set(VALUES["barrier_kind"]) == set(KINDS) == set(ALL)
    assert set(VALUES["way_seen"]) == {"yes", "no"}
    tags = {f["barrier_kind"] for _, _, f in load("trip/play_obstacles").items if f.get("barrier_kind")}
    assert tags <= set(KINDS), tags


def _kinds(needs: str) -> set[str]:
    """The obstacle kinds a line's ``needs`` admits (every kind when it names none)."""
    m = re.search(r"\bbarrier_kind ?(!=|:) ?([a-z|]+)", needs or "")
    if not m:
        return set(ALL)
    named = set(m.group(2).split("|"))
    return set(ALL) - named if m.group(1) == "!=" else named


def test_every_way_phrase_the_audit_reads_is_declared_in_the_corpus():
    """The audit's phrase table and the corpus agree: each phrase is one shortcut line, whose
    ``needs`` admit exactly the kinds the audit allows."""
    ways = [(v, f) for v, _, f in load("trip/play_clues").items if (f.get("use") or "").startswith("shortcut:")]
    for phrase, kinds in FITS:
        mine = [f for v, f in ways if phrase in v]
        assert len(mine) == 1, phrase
        assert _kinds(mine[0].get("needs")) == set(kinds), phrase


def test_the_ways_that_are_seen_are_the_ones_the_audit_sees():
    ways = [v for v, _, f in load("trip/play_clues").items if (f.get("use") or "").startswith("shortcut:")]
    assert {v for v in ways if SEEN.search(v)} == set(seen_lines())


def test_a_ground_only_clue_needs_a_way_that_is_seen():
    for v, _, f in load("trip/play_clues").items:
        if f.get("use") == "scene" and GROUND.match(v.replace("{place}", "the Mill")):
            assert "way_seen: yes" in (f.get("needs") or ""), v


def test_every_kind_of_trouble_has_a_way_past_that_needs_nothing_else():
    """For each opposition's way past and each kind of obstacle it may be, one line (its own or
    an ``any``) admits the kind and asks nothing of the world but the obstacle's facts, so the
    draw never falls back to a line for another kind."""
    items = [(f["use"], f.get("needs") or "") for _, _, f in load("trip/play_clues").items
             if (f.get("use") or "").startswith("shortcut:")]
    plain = re.compile(r"^(\s*(barrier_kind|guarded|ob|rivals_by) ?(!=|:) ?[a-z|]+\s*;?)*\s*$")
    kinds = {"Psychological Challenges": ("mind", "person"), "Dangerous People": ("person", "prey", "guard"),
             "Technical Challenges": ("built", "ground", "route", "gear")}
    for opp, ks in kinds.items():
        for k in ks:
            ok = [n for u, n in items if u in (f"shortcut:{opp}", "shortcut:any") and k in _kinds(n) and plain.match(n)]
            assert ok, (opp, k)


def test_a_trail_never_finds_a_thing_made_on_the_spot():
    """A trail of whoever went by (a motion sensor's log, bootprints heading one way) finds where
    someone went, never where a rubbing or a record is made (r28-cold-d). (A view or an event is somewhere people
    go: a trail may lead there.)"""
    for v, _, f in load("trip/play_clues").items:
        if f.get("use") == "scene" and "where" in (f.get("knows") or "").split("|") and TRAIL.search(v):
            assert "maguffin != knowledge" in (f.get("needs") or ""), v


@pytest.mark.parametrize("i", range(1, 31))
def test_audit_trips_keep_the_way_clue_rules(i):
    got = []
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        check_r28wayclue(t, t["world"], [], lambda r, m: got.append((seed, r, m)))
    assert not got, got
