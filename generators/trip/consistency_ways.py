"""Audit rules for a scene's obstacle, its way round and the needed way past the climax
(round 13, cold read 19: reader B's class 1 and the ways round of A-4, A-5, A-11, B-4, f-4,
g-12, j-6; the round 12 review's finding 5). Run from consistency_fit.check_fit; each is fed
a contradicting trip in tests/test_consistency_ways.py.

- ``way-on-from-end``: an obstacle speaks of the way on, up or down from its place ("A stone
  slab seals the way on at the high summit") at a scene that leads on to no later scene (the
  climax: every path from it goes back). trip/obstacle_fit.py's ``way_on`` fact.
- ``obstacle-age-fits-place``: an obstacle or its way round is of old things (a lock nobody
  has opened in a century, a rusted ladder, a roof of old tiles) at a place whose own
  description says it is new ("Freshly painted, and nobody has paid for it yet").
- ``way-round-free``: a way round offers an option that costs nothing printed: no roll with
  its DL, no hours on the clock, no fee, rations, fuel or item ("Seal up and move fast, or
  smoke them out first"): a free way makes the roll pointless.
- ``only-way-gone-round``: an obstacle holds "the only way" through its place and its way
  round goes round it by another way ("has made a den across the only way through" and "Go
  round at a distance").
- ``no-roll-past-traps``: the needed way past the climax lets the crew through with no roll
  beside an obstacle of traps, pits or a tripwire, and says nothing of them ("everyone here
  stops for a shared meal ... the way through is empty" where pits are dug across it).
- ``clue-way-not-at-climax``: the needed fact's way past the climax is printed neither in the
  climax's way round nor in its ``with_clue`` line (trip/ways.py), so the GM reading the scene
  at the table does not see the way the clue gives.
"""

from __future__ import annotations

import re

RULES = ("way-on-from-end", "obstacle-age-fits-place", "way-round-free", "only-way-gone-round",
         "no-roll-past-traps", "clue-way-not-at-climax")

WAY_ON = re.compile(r"\b(?:the|only|quick|easy|another|other) way (?:on|onwards?|ahead|further in)\b|"
                    r"\bway (?:up|down|on) from\b|\b(?:only|quick|another|easy) way (?:up|down)\b|"
                    r"\bthe way on\b", re.I)
OLD = re.compile(r"\b(in (a|one|over a) centur(y|ies)|for centuries|centur(y|ies)[- ]old|ancient|rust(ed|y|ing)|"
                 r"old tiles|crumbling|worm-eaten|moss-grown|unused for (years|decades)|long[- ]abandoned|"
                 r"(opened|used|solved|touched) in (years|decades|generations))\b", re.I)
# what a way round may cost: a roll and its DL, hours or a tick on the clock, a fee in M,
# rations, fuel, power or an item given up
COST = re.compile(r"\bDL \d|\brolls?\b|\bopposed\b|\bhours?\b|\btick\b|\bon the clock\b|\bworth\b|"
                  r"\d(\.\d+)?M\b|\bfee\b|\brations\b|\bfuel\b|\bkW\b|\bsuit power\b|\bpower\b|"
                  r"\b(lose|give up|leave( behind)?|spend) (one|an?) (visible |spare )?(item|thing)\b", re.I)
ONLY = re.compile(r"\b(?:the|its) only (?:way|road|path|route|track|passage)(?: (?:through|in|into|across|to|over|"
                  r"past|on|up|down))?\b", re.I)
GOES_ROUND = re.compile(r"\b(go(es)? round|round the long way|(a|the) long(er)? way round|another way|"
                        r"(the|a) (back|other|old|smaller|second) (way|door|stair|stairs|path|lanes?|route)|"
                        r"other door|wide of (it|them))\b", re.I)
TRAPS = re.compile(r"\b(traps?|trapped|pits?|snares?|tripwires?|mines|spikes|deadfalls?)\b", re.I)
FREE_PASS = re.compile(r"\b(no roll|without a roll|walk (straight )?through|the way (through )?is (empty|clear))\b", re.I)


def options(way: str) -> list[str]:
    """The options of a way round: its clauses joined by ", or " outside brackets."""
    return [a.strip() for a in re.split(r", or (?![^()]*\))", way.rstrip(".")) if a.strip()]


def _obstacles(trip: dict):
    for sc in trip.get("scenes") or []:
        for label in ("obstacle", "surprise"):
            if sc.get(label):
                yield sc, f"scene/{sc['number']}/{label}", sc[label]


def check_ways(trip: dict, bad) -> None:
    from .obstacle_fit import is_new

    locs = {loc["name"]: loc for loc in trip.get("locations") or []}
    for sc, where, o in _obstacles(trip):
        onward = [x for x in sc.get("leads_to") or [] if int(x.split("-")[-1]) > sc["number"]]
        m = WAY_ON.search(o["text"]) or WAY_ON.search(o["way"])
        if m and not onward:
            bad("way-on-from-end", f"{where}: {m.group(0)!r}, and {sc['place']} leads on to no later scene")
        loc = locs.get(sc["place"])
        m = OLD.search(f"{o['text']} {o['way']}")
        if m and loc and is_new({**loc, "look": ""}):
            bad("obstacle-age-fits-place", f"{where}: {m.group(0)!r} at {sc['place']}, which its own "
                                           f"description says is new")
        for opt in options(o["way"]):
            if not COST.search(opt):
                bad("way-round-free", f"{where}: {opt[:70]!r} costs nothing printed (no roll, hours or price)")
        m = ONLY.search(o["text"])
        r = GOES_ROUND.search(o["way"])
        if m and r:
            bad("only-way-gone-round", f"{where}: {m.group(0)!r}, and the way round goes {r.group(0)!r}")
    scenes = trip.get("scenes") or []
    climax = next((sc for sc in scenes if sc["kind"] == "climax"), None)
    fact = next((f for f in trip.get("clues") or [] if f["id"] == "way"), None)
    if not climax or not fact:
        return
    past = fact["fact"].split(": ", 1)[-1].rstrip(".")
    m = TRAPS.search(climax["obstacle"]["text"])
    if m and FREE_PASS.search(past) and not TRAPS.search(past):
        bad("no-roll-past-traps", f"clue/way: {past[:60]!r} passes with no roll, and the climax has "
                                  f"{m.group(0)!r}, of which it says nothing")
    shown = f"{climax['obstacle']['way']} {climax.get('with_clue') or ''}".lower()
    if past[:60].lower() not in shown:
        bad("clue-way-not-at-climax", f"scene/{climax['number']}: the needed way past {past[:50]!r} "
                                      f"is not in the scene's own entry")
