"""The consistency audit's round-22 rules on the strong start against the rest of the trip (cold
read of algorithm-20 trips, seeds r22-cold-a .. r22-cold-j). generators/trip/consistency.py runs
them; tests/test_r22_start.py feeds each a broken trip and counts them over the audit's trips.
- ``start-roll-twice``: the start's trouble is not scene 1's obstacle again on the same stat
  (r22-cold-b: "CHARM DL 2 to calm the crowd" and "A crowd at the Ottina Crater Town is waiting
  for a fight ... Roll CHARM against DL 2"; trip/start_echo.py same_trouble, which start.py draws
  by).
- ``start-loud-at-quiet``: no shouting or crowd in the start's beat at a landing site whose own
  look is hushed (r22-cold-g: "Quiet and very clean; a robot sweeps the same square metre
  forever" and "Someone ... is shouting ...; heads turn"; start_echo.loud_at_quiet).
- ``start-creature-elsewhere``: a creature of the cast's kind met at the lander while the cast's
  own is "Found at" another place is said to be another of its kind (r22-cold-f: "a kangaroo
  below them turns to look at the lander" and the kangaroo "Found at" the kitchen that is also a
  courtroom, where scene 2 says "The crew meet it first"; start_echo.creature_elsewhere).
- ``landing-untrodden-visited``: a landing site read as untrodden ("not one footprint on it but
  the crew's") is on a world nobody has visited (the fact ``before``: none) and no line of the
  trip puts another crew there (r22-cold-h: beside "Another crew's flag flies at the landing
  site; it went up this morning" and "Notes tucked under a cairn ... by an earlier crew"; the
  look line needs ``before: none`` and the flag hook ``before != none``).
- ``start-sinking-solid``: no ground shifting under the lander's feet where it stands on a roof,
  a car park, a dry fountain or a flat rock (r22-cold-a: "a car park, in the one space marked
  RESERVED" and "the ground ... is shifting, and the lander's feet are sinking"; the fact
  ``solid`` of the slip-in scene, start_echo.SOLID).
- ``clue-warns-late``: a warning (Stealth Required, Bad Intel) that names a scene's place has a
  clue before that scene, or at the barn for Stealth Required (r22-cold-a: Stealth Required at
  scene 1 told only at scenes 2 and 3; r22-cold-d: Bad Intel about the Shrieking Reef told twice
  at the Shrieking Reef; trip/clue_early.py, which trip/clues.py places by).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from .clue_early import can_be_early, in_time, warned_at
from .start_echo import SINKING, SOLID, creature_elsewhere, loud_at_quiet, same_trouble
from .start_kin import told_as_another

RULES = ("start-roll-twice", "start-loud-at-quiet", "start-creature-elsewhere", "landing-untrodden-visited",
         "start-sinking-solid", "clue-warns-late")

UNTRODDEN = re.compile(r"\bnot (?:one|a single|a) footprint on it\b", re.I)
VISITED = re.compile(r"\b(?:another|the other) crew's flag\b|\bby an earlier crew\b|\bearlier visitors\b", re.I)


def _strings(o):
    if isinstance(o, dict):
        for v in o.values():
            yield from _strings(v)
    elif isinstance(o, list):
        for v in o:
            yield from _strings(v)
    elif isinstance(o, str):
        yield o



@lru_cache(maxsize=None)  # the play lines are the same for every trip (the audit's speed)
def _pattern(text: str, prefix: str = "") -> re.Pattern:
    parts = re.split(r"\{\w+\}", text)
    return re.compile(prefix + "[^.]+?".join(re.escape(p) for p in parts), re.I)


def react_of(start: dict) -> tuple[str, str]:
    """(beat, roll) of the strong start: its read-aloud's react line and its ``then``'s first roll,
    found by the play lines (corpora/trip/play_lines.json react:*) they were filled from."""
    read, then = start.get("read_aloud") or "", start.get("then") or ""
    for v, _, f in load("trip/play_lines").items:
        if not str(f.get("use") or "").startswith("react:"):
            continue
        mv, mr = _pattern(v).search(read), _pattern(f["roll"], "First: ").match(then)
        if mv and mr:
            return mv.group(0), mr.group(0)[len("First: "):]
    return "", ""


def check_r22start(trip: dict, world: dict, every, bad) -> None:
    start, scenes = trip.get("start") or {}, trip.get("scenes") or []
    if not start or not scenes:
        return
    for fact in trip.get("clues") or []:
        text = fact.get("fact") or ""
        if (late := warned_at(text, scenes)) and can_be_early(text, late) and fact.get("clues") and not any(
                in_time(cl, scenes, late) for cl in fact["clues"]):
            bad("clue-warns-late", f"clue/{fact.get('id')}: {text[:80]!r} warns about scene {late}, and is told only at "
                + ", ".join(f"scene {n}" for n in sorted({int((cl.get('scene') or 'scene-0').rsplit('-', 1)[1])
                                                         for cl in fact["clues"]})))
    landing = (start.get("read_aloud") or "") + " " + (scenes[0].get("read_aloud") or "")
    if m := UNTRODDEN.search(landing):
        before = (trip.get("world") or {}).get("before")
        told = next((x for x in _strings(trip) if VISITED.search(x)), "")
        if told or before not in (None, "none"):
            bad("landing-untrodden-visited", f"the landing site has {m.group(0)!r}, while "
                + (repr(told) if told else f"the world's fact before is {before!r}"))
    beat, roll = react_of(start)
    if not beat:
        return
    first = scenes[0].get("obstacle") or {}
    if kind := same_trouble(beat, roll, first.get("text") or "", first.get("stat") or "",
                            tuple(x.get("name") or "" for x in trip.get("locations") or [])):
        bad("start-roll-twice", f"start: {roll.split(';')[0]!r} and scene 1: {first.get('text')!r} "
                                f"(Roll {first.get('stat')}): {kind} settled twice")
    heard = scenes[0].get("read_aloud") or ""  # the landing site's look and sound
    if word := loud_at_quiet(beat, roll, heard):
        bad("start-loud-at-quiet", f"start: {beat!r} ({word}) at a place read as {heard.strip()!r}")
    cast = [(n.get("name") or "", n.get("where") or "") for n in trip.get("npcs") or [] if n.get("source") == "creature"]
    kin = creature_elsewhere(beat, cast, start.get("place") or "")
    if kin and not told_as_another(beat, kin[0]):  # "another <kind>" in the fiction (start_kin.py)
        bad("start-creature-elsewhere", f"start: {beat!r}, while {kin[0]} is found at {kin[1]}, "
                                        "and the start never says this one is another of its kind")
    site = (scenes[0].get("gm") or "") + " " + " ".join(
        x.get("text") or "" for x in trip.get("locations") or [] if x.get("name") == start.get("place"))
    if (sunk := SINKING.search(beat)) and (on := SOLID.search(site)):
        bad("start-sinking-solid", f"start: {sunk.group(0)!r} where the lander stands on {on.group(0)!r}")
