"""Round 15 audit rules: secrets, clues and ways round obstacles pay off (cold reads of the
round 14 audit trips). Run from consistency.check; each is fed a contradicting trip in
tests/test_r15_ways.py.

- ``needed-way-saves-nothing``: the needed fact's way past the climax costs a sure hour on
  the clock and no roll, and the climax's own way round already offers an option that costs
  only the clock's time ("go round it (one hour on the clock)" beside "crosses inside it with
  no roll (one hour on the clock)"): the crew gain nothing by learning it (trip/way_gain.py).
- ``needed-way-eases-no-roll``: the needed way past makes "the way round's roll" easier, and
  the climax's way round names no roll.
- ``lead-scene-no-clue``: a scene the page calls a lead (``kind`` lead: "someone here has
  seen it or knows who has") holds no clue to any fact.
- ``knower-gives-no-clue``: an NPC at a scene whose secret says they know something ("Knows
  one true thing about the tower that nobody else believes") is the source of no clue.
- ``first-crew-beside-rivals``: a line says the crew are the first DayTrippers here, beside a
  rival crew on this node today or landing on it later today.
"""

from __future__ import annotations

import re

from .consistency_walk import strings as walk
from .way_gain import eases_roll, hour_only, names_roll, sure_hour

RULES = ("needed-way-saves-nothing", "needed-way-eases-no-roll", "lead-scene-no-clue",
         "knower-gives-no-clue", "first-crew-beside-rivals")

KNOWER = re.compile(r"^knows\b", re.I)
FIRST_CREW = re.compile(r"\b(first DayTrippers|only DayTrippers|no other (crew|DayTrippers?)|"
                        r"no DayTripper has (ever )?(set foot|landed))\b", re.I)
SKIP = ("world", "seed", "code", "algorithm", "version", "rivals")


def _options(way: str) -> list[str]:
    return [a.strip() for a in re.split(r", or (?![^()]*\))", way.rstrip(".")) if a.strip()]


def _ways(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    climax = next((sc for sc in scenes if sc["kind"] == "climax"), None)
    fact = next((f for f in trip.get("clues") or [] if f["id"] == "way"), None)
    if not climax or not fact or ": " not in fact["fact"]:
        return
    past = fact["fact"].split(": ", 1)[1]
    way = climax["obstacle"]["way"]
    cheap = next((o for o in _options(way) if hour_only(o)), None)
    if sure_hour(past) and cheap:
        bad("needed-way-saves-nothing", f"clue/way: {past[:60]!r} costs the same hour as the way "
                                        f"round's {cheap[:50]!r}")
    if eases_roll(past) and not names_roll(way):
        bad("needed-way-eases-no-roll", f"clue/way: {past[:50]!r}, and the way round {way[:50]!r} "
                                        f"names no roll")


def check_r15ways(trip: dict, world: dict, every, bad) -> None:
    _ways(trip, bad)
    clues = trip.get("clues") or []
    at = {c["scene"] for f in clues for c in f["clues"]}
    for sc in trip.get("scenes") or []:
        if sc["kind"] == "lead" and sc["id"] not in at:
            bad("lead-scene-no-clue", f"scene/{sc['number']}: a lead, and no clue is found there")
    sources = {c["at"] for f in clues for c in f["clues"] if c["kind"] == "npc"}
    places = {sc["place"] for sc in trip.get("scenes") or []}
    for n in trip.get("npcs") or []:
        if KNOWER.match(n.get("secret") or "") and n["where"] in places and n["key"] not in sources:
            bad("knower-gives-no-clue", f"npc/{n['name']}: {n['secret'][:50]!r}, and gives no clue")
    here = [r for r in trip.get("rivals") or [] if not any(
        d["label"] == "Status" and d["text"].startswith("Bidding") for d in r.get("details") or [])]
    if here:
        for where, t in walk(trip, SKIP, ""):
            m = FIRST_CREW.search(t)
            if m:
                bad("first-crew-beside-rivals", f"{where}: {m.group(0)!r}, beside {here[0]['name']} "
                                                f"on this node today")
