"""The consistency audit's round-24 scene rules (issue 10, coherent trips: cold readers of
algorithm-21 trips). generators/trip/consistency_r24.py runs them; tests/test_r24_scenes.py
feeds each a contradicting trip.

- ``goal-before-where``: a scene's want names the place the maguffin is at (the climax's
  place) only once the crew could know where it is as they come to the scene: the job names it
  (its where fact reads "The way to ..."), the barn's intel tells it, or a clue of the NEEDED
  where fact is found at an earlier scene (scene_known.where_known: a want is what the crew come
  for, before the scene's own clues are found). Cold read: "Work out which way the rail yard
  lies" at the landing beside "NEEDED: Where to find ...: the rail yard", its clue found there.
- ``slip-unplayable``: the node's Behavior slipped line (and the scene line that plays it)
  says what the GM does with it: a roll (an attribute of the rules and a DL), or a concrete
  consequence (a bonus or cost on rolls, an hour lost, a fail, Harm). Cold read: "Every seventh
  step gravity switches off for a moment. No-one knows why", with nothing a GM can run.
- ``slip-said-local``: a slipped rule holds all over the node, so the scene line that plays it
  says so: it is met first at that scene, never written as if it bit only there ("The slipped
  rule bites here ... Play it on this scene's rolls").
"""

from __future__ import annotations

import re

from .scene_known import where_known

RULES = ("goal-before-where", "slip-unplayable", "slip-said-local")

STATS = r"(?:BRAINS|CHARM|GRACE|HEALTH|MIGHT|PSYCHE)"
# what a GM can run: a roll with an attribute and a DL (or opposed), a bonus or cost on rolls,
# a roll that fails or succeeds outright, time on the clock, Harm, a number the dice show
PLAYABLE = re.compile(rf"\b{STATS}\b[^.;]*?\b(?:DL|opposed|rolls? (?:is|are|at) [+-])|\bDL [+-]?\d|"
                      r"[+-]\d\b|\bautomatically (?:fail|succeed)|\bno roll\b|\bHarm\b|"
                      r"\bhours? on the clock\b|\broll of\b|\bcome up \d\b|\bfails? on\b", re.I)
NODE_WIDE = re.compile(r"\b(?:everywhere|all over|wherever|the whole node)\b", re.I)
SLIP = "The slip"


def _goal_wants(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if len(scenes) < 2:
        return
    goal = scenes[-1]["place"]
    if goal == scenes[0]["place"]:
        return
    low = goal.lower()
    bare = low[4:] if low.startswith("the ") else low
    known = where_known(trip.get("clues") or [])
    for sc in scenes[:-1]:
        want = (sc.get("want") or "").lower()
        if bare not in want:
            continue
        if known is None or sc["number"] < known:
            bad("goal-before-where", f"{sc['id']} wants {sc['want']!r}, but the crew learn where "
                f"{goal} is only at " + (f"scene-{known - 1}" if known else "no scene"))


def _slips(trip: dict, bad) -> None:
    rule = next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "Behavior slipped"), "")
    if rule and not PLAYABLE.search(rule):
        bad("slip-unplayable", f"the Behavior slipped line {rule!r} says no roll or consequence a GM can run")
    for sc in trip.get("scenes") or []:
        for th in sc.get("threads") or []:
            if th.get("label") != SLIP:
                continue
            text = th.get("text") or ""
            if rule and rule.partition(": ")[2][:30].lower() in text.lower() and not PLAYABLE.search(text):
                bad("slip-unplayable", f"{sc['id']}'s slip line {text!r} says no roll or consequence")
            if not NODE_WIDE.search(text):
                bad("slip-said-local", f"{sc['id']}'s slip line {text!r} reads as if the slip held only there")


def check_r24scenes(trip: dict, world: dict, every, bad) -> None:
    _goal_wants(trip, bad)
    _slips(trip, bad)
