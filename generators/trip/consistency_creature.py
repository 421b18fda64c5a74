"""The consistency audit's rules about who a creature (or a lone person) is and where, run by
consistency_fauna (cold read 19: the dog "Found at" one place and statted at scenes 2, 3 and
4 while an unnamed "creature" circles the lander; the yeti statted in all six scenes; a slip-in
"Something under the lander is licking its hull" and a humming metal thing with a roll "to tell
what it is" and no answer; a beggar with a group's stat block):

- ``creature-one-place``: the trip's named creature (its NPC) is at one place, its "Found
  at": no scene at another place points at its stat block as if it were there (the pointer
  says "not the dog itself ... more of its kind"), no tick of the clock moves it by name away
  from that place, and no line of its own says it follows the crew about.
- ``creature-named``: a creature line says what it is: no tick calls it "the creature", no
  scene obstacle of a creature opposition is "Something ..." or "one of the creature's kind",
  and the strong start names what the crew meet ("something", "whatever", "a larger shape"
  never; a mob of someone's people crossing to the lander only where the landing has people),
  and a roll "to tell what it is" (or "see what is wrong") gives the answer it finds.
- ``one-person-block``: an obstacle that is one person (a beggar, a self-appointed guide, a
  bounty hunter, "someone at") has one person's stat block, never "each of them".
"""

from __future__ import annotations

import re

from .creature_kind import KINDS, one_person
from .lair_fit import trip_ground

RULES = ("creature-one-place", "creature-named", "one-person-block")

ELSEWHERE = re.compile(r"\bmore of its kind\b|\bnot the [\w' -]+ itself\b", re.I)
FOLLOWS = re.compile(r"\b(follows|trails|shadows|tracks) (the crew|them|the strangers)\b(?! back)", re.I)
UNNAMED_TICK = re.compile(r"\bthe creature\b", re.I)
UNNAMED_FOE = re.compile(r"^(something|one of the creature's kind|the (creature|enemy|hunter|beast|thing)|whatever|"
                         r"an? (big |herd |wild )?(animal|creature|beast)\b)|\bsomething (big|heavy)\b|\bsomething's\b", re.I)
# what the crew meet at the slip-in, left unsaid ("flickers into something else" is the flux,
# said; "something to eat" is food)
UNDEFINED = re.compile(r"\b(?<!into )something\b(?! (else|to eat|from the lander))|\bwhatever (screamed|it is|made|is)\b|"
                       r"\ba larger shape\b|\bthe creature\b|\bflock of something\b", re.I)
ASK = re.compile(r"\b(tell|see|learn|find out) (what it is|what is wrong|what they are)\b([^;]*)", re.I)
CREATURE_OPP = tuple(KINDS.values())
MOB = re.compile(r"\b[\w' -]+'s (people|gang|crowd|mob|followers) (are|is) (crossing|coming|heading|closing)\b[^.]*", re.I)


def _creatures(trip: dict) -> list[dict]:
    return [n for n in trip.get("npcs") or [] if n.get("source") == "creature"]


def _pointers(trip: dict):
    for sc in trip.get("scenes") or []:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            if ob:
                yield sc, part, ob


def check_creature(trip: dict, world: dict, bad, no_foe) -> None:
    """``no_foe``: consistency_fauna's test of an obstacle that is its own small thing (a swarm)."""
    places = {sc["place"] for sc in trip.get("scenes") or []}
    # a lair-bound monster, or a wildlife creature that keeps to its own ground (lair_fit), is met at its place
    lair = world.get("monster_range") == "lair" or trip_ground(trip) is not None
    for n in _creatures(trip):
        where = n.get("where")
        for field in ("manner", "want"):
            m = FOLLOWS.search(n.get(field) or "")
            if m and where in places:
                bad("creature-one-place", f"{n['name']} is found at {where!r}, and its {field} says "
                                          f"{m.group(0)!r}")
        if where not in places:
            continue
        for sc, part, ob in _pointers(trip):
            f = ob.get("foes") or {}
            if f.get("npc") == n["key"] and sc["place"] != where and not ELSEWHERE.search(f.get("line", "")):
                bad("creature-one-place", f"scene/{sc['number']}/{part}: {n['name']} is found at "
                                          f"{where!r}, and its stat block is here: {f.get('line', '')[:50]!r}")
        # the named creature as the one who acts ("The dog circles the landing"), not a sight of it
        name = re.compile(rf"^{re.escape(n['name'])}\b(?!'s herd)", re.I)
        crews = tuple(r["name"] for r in trip.get("rivals") or [] if r.get("name"))  # "The Goat Brothers"
        for t in (trip.get("clock") or {}).get("ticks") or []:
            for e in t["events"]:
                text = e["text"]
                if name.search(text) and not text.startswith(crews or ("\0",)) and not (lair and where.lower().removeprefix("the ") in text.lower()):
                    bad("creature-one-place", f"tick {t['tick']}: {text[:60]!r} moves {n['name']}, "
                                              f"found at {where!r}")
    for t in (trip.get("clock") or {}).get("ticks") or []:
        for e in t["events"]:
            m = UNNAMED_TICK.search(e["text"])
            if m:
                bad("creature-named", f"tick {t['tick']}: {e['text'][:60]!r} ({m.group(0)!r})")
    for sc, part, ob in _pointers(trip):
        if ob.get("opposition") in CREATURE_OPP and not no_foe(ob.get("text", "")):
            m = UNNAMED_FOE.search(ob.get("text", ""))
            if m:
                bad("creature-named", f"scene/{sc['number']}/{part}: {ob['text'][:60]!r}")
        f = ob.get("foes") or {}
        if one_person(ob.get("text", "")) and (f.get("line") or "").lower().startswith("each of them"):
            bad("one-person-block", f"scene/{sc['number']}/{part}: {ob['text'][:50]!r} has "
                                    f"{f['line'][:30]!r}")
    start = trip.get("start") or {}
    said = re.split(r"(?<=[.!?])\s+", (start.get("read_aloud") or "").strip())[-1:]  # the react line
    first = re.search(r"First: ([^.]*)", start.get("then") or "")
    for text in said + ([first.group(1)] if first else []):
        m = UNDEFINED.search(text)
        if m:
            bad("creature-named", f"start: {text[:70]!r} ({m.group(0)!r} is never said)")
    m = MOB.search(" ".join(said))
    if m and not start.get("here"):  # a mob at a landing where the page puts nobody (cold read 19, C)
        bad("creature-named", f"start: {m.group(0)!r} at a landing with nobody there")
    if first:
        m = ASK.search(first.group(1))
        if m and not m.group(3).lstrip().startswith(("(", ":")) and ":" not in m.group(3).split(";")[0]:
            bad("creature-named", f"start: {first.group(1)[:70]!r} asks to {m.group(1)} "
                                  f"{m.group(2)} and never says")
