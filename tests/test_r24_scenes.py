"""Round 24, scenes (issue 10, coherent trips): a scene's want named the maguffin's place before
the crew could know where it is ("Work out which way the rail yard lies" at the landing beside
"NEEDED: Where to find ...: the rail yard", its one clue at scene 3), and a slipped rule a GM
could not run or read as if it held at one scene only ("Every seventh step gravity switches off
for a moment. No-one knows why", "The slipped rule bites here ... Play it on this scene's rolls").

The facts behind each fix hold (scene_known.known_wants, every Behavior slip line's roll or
consequence, the slip's scene line), the audit's trips keep every rule of
generators/trip/consistency_r24scenes.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.rng import Stream
from generators.trip.consistency_r24scenes import NODE_WIDE, PLAYABLE, RULES, check_r24scenes
from generators.trip.scene_known import known_wants, where_known

ROOT = Path(__file__).resolve().parent.parent
SEVENTH = "Totally random: Every seventh step gravity switches off for a moment. No-one knows why"


def _asked(t: dict) -> bool:
    """A trip whose where fact is NEEDED and not named by the job, its first clue after scene 1."""
    k = where_known(t["clues"])
    return k is not None and k > 1 and t["scenes"][0]["place"] != t["scenes"][-1]["place"]


def _break_goal() -> dict:
    t = trip_where(_asked)
    goal = t["scenes"][-1]["place"]
    t["scenes"][0]["want"] = f"Work out which way {goal[:1].lower() + goal[1:]} lies, and leave the lander somewhere safe."
    return t


def _with_slip(t: dict) -> bool:
    return any(d["label"] == "Behavior slipped" for d in t["node"]["details"])


def _break_unplayable() -> dict:
    t = trip_where(_with_slip)
    d = next(d for d in t["node"]["details"] if d["label"] == "Behavior slipped")
    d["text"] = SEVENTH
    return t


def _break_local() -> dict:
    t = trip_where(_with_slip)
    for sc in t["scenes"]:
        for th in sc.get("threads") or []:
            if th["label"] == "The slip":
                th["text"] = ("The slipped rule bites here, and the locals take it for granted: dice rolled "
                              "here come up 6 on the first throw of every hour. Play it on this scene's rolls.")
                return t
    raise AssertionError("no slip line")


R24_SCENES_BREAKS = {"goal-before-where": _break_goal, "slip-unplayable": _break_unplayable,
                     "slip-said-local": _break_local}


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R24_SCENES_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_scene_rules(seed):
    found = []
    for i in range(1, 41):
        check_r24scenes(audit_trip(i, seed), {}, (), lambda rule, msg: found.append((i, rule, msg)))
    assert not found, found[:3]


def test_every_behavior_slip_says_what_the_gm_does():
    rules = json.loads((ROOT / "corpora/grammars/slips.json").read_text())["rules"]
    lines = [x if isinstance(x, str) else x["text"] for k, v in rules.items() if k.startswith("behavior") for x in v]
    assert lines and [x for x in lines if not PLAYABLE.search(x)] == []
    assert not PLAYABLE.search(SEVENTH.split(": ", 1)[1])


def test_slip_lines_hold_node_wide():
    t = trip_where(_with_slip)
    said = [th["text"] for sc in t["scenes"] for th in sc.get("threads") or [] if th["label"] == "The slip"]
    assert said and all(NODE_WIDE.search(x) for x in said)
    assert not any("bites here," in x or "this scene's rolls" in x for x in said)


def _scenes() -> tuple[list[dict], dict]:
    lines = [("Work out which way {goal_place} lies", ["Work out where {maguffin_short} might be"]),
             ("A landmark on the way to {goal_place}", ["Signs of where {maguffin_short} might be"]),
             ("Proof they are on the road to {goal_place}", ["Word of who last saw {maguffin_short}"]),
             ("To reach it", [])]
    scenes = [{"id": f"scene-{k}", "number": k, "want": raw} for k, (raw, _) in enumerate(lines, 1)]
    return scenes, {f"scene-{k}": (raw, {"npc": "", "npc_wants": ""}, alt) for k, (raw, alt) in enumerate(lines, 1)}


def _where(at: str, fact: str = "Where to find the census: the mill.", source: str = "trace") -> list[dict]:
    return [{"id": "where", "needed": True, "fact": fact, "clues": [{"scene": at, "source": source}]}]


def test_known_wants_name_the_goal_only_after_its_clue():
    slots = {"goal_place": "the mill", "maguffin_short": "the census"}
    scenes, alts = _scenes()
    known_wants(Stream("t", "w"), scenes, _where("scene-1"), slots, alts)
    assert scenes[0]["want"] == "Work out where the census might be."  # its clue is found there
    assert scenes[1]["want"] == "A landmark on the way to {goal_place}"  # after the clue: as dealt
    for where in (_where("scene-3", "The way to the mill."), _where("scene-1", source="intel")):
        named, alts = _scenes()
        known_wants(Stream("t", "w"), named, where, slots, alts)
        assert named[0]["want"] == "Work out which way {goal_place} lies"  # known before they land
    assert where_known(_where("scene-3")) == 4 and where_known(_where("scene-3", "The way to x.")) == 1
    assert where_known([{"id": "where", "needed": True, "fact": "Where to find x: y.", "clues": []}]) is None
