"""The consistency audit's rules about what happens on the node against the world's facts
(generators/trip/consistency.py runs them; cold reads 12 and 13, round 10):

- ``heavy-gravity-running``: a Gravity line that says nobody runs has no line in which
  somebody runs, flees or is chased ("1.54 g, crushing: ... and nobody runs" beside a runner
  the crew must catch); the crushing band's own words today (content/world.py GRAVITY: "every
  run is short, slow and hard on the knees") have no line in which somebody sprints, outruns
  or races off (review r10: the old phrase is no longer written, so the rule read nothing).
- ``creature-organised``: an obstacle met as a creature (Monster/Enemy, Wildlife/Animals)
  is not an organised enemy: no watcher set, no pits dug, no guard posted (cold-9e2eab: "a
  creature, not a person: it does what it wants" that "has set a watcher high above the
  quarry").
- ``monster-range-lines``: the creature keeps to its lair or roams (the fact
  ``monster_range``), and every line about it says the same (cold-9e2eab: awake "in its lair"
  and "Circles in the open").
- ``night-event-no-light``: a maguffin that happens after dark (``maguffin_time`` night: a
  lantern festival's dance) is not on a node where "after dark there is no light at all".
- ``truce-war``: a one-day truce "today" is not drawn beside a War Zone's fighting
  (r9-cf7417).
- ``cameras-one-answer``: one answer about cameras per trip (r9-2d5b3d: "cameras out if they
  like" and "strangers with cameras are not welcome").
"""

from __future__ import annotations

import re

from .consistency_walk import strings

RULES = ("heavy-gravity-running", "creature-organised", "monster-range-lines",
         "night-event-no-light", "truce-war", "cameras-one-answer")

SKIP = ("rolls", "command", "$schema", "world", "stats", "skills", "odds", "conversions")
NOBODY_RUNS = re.compile(r"\bnobody runs\b", re.I)
# the crushing band's own words (content/world.py GRAVITY): runs are short and slow, so a
# chase that gives up "after a few minutes" fits, and only a long or fast run does not
SLOW_RUNS = re.compile(r"\bevery run is short, slow\b", re.I)
FAST_RUN = re.compile(r"\b(sprint(s|ed|ing)?|outrun\w*|at a dead run|runs? for (miles|hours)|"
                      r"a long run|races? (off|away|ahead))\b", re.I)
CHASE = re.compile(r"\b(chase[sd]?|chasing|runners?|run (off|away|after|for it)|runs (off|away|for "
                   r"it|first)|outrun|that runs|flee(s|ing)?|sprint(s|ing)?)\b", re.I)
ORGANISED = re.compile(r"\b(set an? (watcher|lookout)|dug pits|the guard is|posted (a )?guards?|"
                       r"sentr(y|ies)|the enemy has the way)\b", re.I)
CREATURES = ("Monster/Enemy", "Wildlife/Animals")
IN_LAIR = re.compile(r"\b(the (creature|[a-z]+(?: [a-z]+)?)'s lair|(has )?made its lair|in its lair|back to its lair)\b", re.I)
ROAMING = re.compile(r"\b(circles in the open|roams the|roaming)\b", re.I)
NO_LIGHT = re.compile(r"\bafter dark there is no light at all\b", re.I)
TRUCE = re.compile(r"\bstops for exactly one day a year\b", re.I)
CAMERAS_YES = re.compile(r"\b(cameras out if they like|with a camera or notebook ready|caught on camera|"
                         r"on the lander's camera)\b", re.I)
CAMERAS_NO = re.compile(r"\b(cameras are not welcome|no cameras)\b", re.I)


def _first(lines, pat) -> tuple[str, str] | None:
    return next(((w, m.group(0)) for w, t in lines for m in [pat.search(t)] if m), None)


def check_events(trip: dict, world: dict, bad) -> None:
    lines = strings(trip, SKIP)
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    grav = d.get("Gravity", "")
    for says, pat, why in ((NOBODY_RUNS, CHASE, "nobody runs"),
                           (SLOW_RUNS, FAST_RUN, "every run is short and slow")):
        hit = says.search(grav) and _first([x for x in lines if not says.search(x[1])], pat)
        if hit:
            bad("heavy-gravity-running", f"{hit[0]}: {hit[1]!r} where {why}")
    for sc in trip.get("scenes") or []:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            m = ORGANISED.search(ob.get("text") or "") if ob.get("opposition") in CREATURES else None
            if m:
                bad("creature-organised", f"scene/{sc.get('number')}/{part}: {m.group(0)!r} of a "
                                          f"creature ({ob['opposition']})")
    wrong = {"roams": IN_LAIR, "lair": ROAMING}.get(world.get("monster_range") or "")
    hit = _first(lines, wrong) if wrong else None
    if hit:
        bad("monster-range-lines", f"{hit[0]}: {hit[1]!r} of a creature that "
                                   f"{'roams' if world['monster_range'] == 'roams' else 'keeps to its lair'}")
    if world.get("maguffin_time") == "night":
        hit = _first(lines, NO_LIGHT)
        if hit:
            bad("night-event-no-light", f"{hit[0]}: {hit[1]!r} and the maguffin happens after dark")
    if "War Zone" in (trip.get("complications") or ()):
        hit = _first(lines, TRUCE)
        if hit:
            bad("truce-war", f"{hit[0]}: {hit[1]!r} beside a War Zone")
    yes, no = _first(lines, CAMERAS_YES), _first(lines, CAMERAS_NO)
    if yes and no:
        bad("cameras-one-answer", f"{yes[0]}: {yes[1]!r} and {no[0]}: {no[1]!r}")
