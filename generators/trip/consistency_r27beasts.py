"""The consistency audit's round-27 rules on when a creature is first met (cold readers of
algorithm-24 trips, r26-cold-a..j, r26b-cold-a..d). generators/trip/consistency_r27.py runs them;
tests/test_r27_beasts.py feeds each a trip broken on purpose.

A trip's creatures (its cast's creature NPCs, the world's ``beast`` and ``monster``) are met in
reading order: the strong start at the hatch, then the scenes in their order. A kind is first met
in one place; every later line knows it was met.

- ``beast-another-unmet``: "another <kind>" only once the crew have met that kind: never in the
  strong start unless the start itself named one first, never at a scene unless the start or an
  earlier scene (or that scene's own earlier words) named one. Cold read: "Another glassback
  stands square in front of the hatch" in the strong start, before any glassback was met (the
  round-26 fix wrote the cast's creature, found at a later scene, as "another" of its kind). Fix:
  start.py draws no hatch beat of a kind first met elsewhere (start_kin.met_elsewhere).
- ``beast-met-new-twice``: a kind met at the lander in the strong start is not introduced as new
  again: no scene obstacle or surprise meets "a donkey" as if the crew had never seen one, and the
  cast's creature of that kind is not first met at another place ("The crew meet it first").
  Cold read: a donkey at the hatch and again as scene 1's obstacle; the sheep at the hatch, in
  scene 1 and in the cast; a zebra met twice. Fix: as above, the hatch beat is drawn only for a
  kind no later line introduces (otherwise a beat of any kind: the start names what the crew
  meet, consistency_creature.py ``creature-named``, so no unnamed prints at the hatch), and
  start_echo.start_echoes reads no creature in a place's name ("the Tar Seep of the Crocodiles").
  A place's sound heard at the lander ("dogs bark, and the barking sounds almost like words":
  ``sounds``) meets no creature, as the world's sky lines do not (``world_lines``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from .start_kin import masked as blank, met_new as new, named

RULES = ("beast-another-unmet", "beast-met-new-twice")


def kinds(trip: dict) -> list[str]:
    """The trip's creature kinds, longest first: its creature NPCs' species and the world's
    ``beast`` and ``monster``."""
    world = trip.get("world") or {}
    out = {re.sub(r"^the ", "", n.get("name") or "", flags=re.I).lower() for n in trip.get("npcs") or []
           if n.get("source") == "creature"}
    out |= {str(world.get(k)).lower() for k in ("beast", "monster") if world.get(k)}
    return sorted((k for k in out if k), key=lambda k: (-len(k), k))


def masked(text: str, trip: dict) -> str:
    return blank(text, [x.get("name") or "" for x in trip.get("locations") or []])


def another(kind: str, text: str) -> re.Match | None:
    return re.search(rf"\banother {re.escape(kind)}\b", text, re.I)


def in_order(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the lines that meet creatures, in reading order, place names blanked."""
    start = trip.get("start") or {}
    out = [("start", start.get("read_aloud") or ""), ("start/then", start.get("then") or "")]
    for sc in trip.get("scenes") or []:
        n = sc.get("number")
        out.append((f"scene {n} read-aloud", sc.get("read_aloud") or ""))
        for part in ("obstacle", "surprise"):
            if ob := sc.get(part):
                out.append((f"scene {n} {part}", ob.get("text") or ""))
    return [(w, masked(x, trip)) for w, x in out]


def _another(trip: dict, bad) -> None:
    lines = in_order(trip)
    for kind in kinds(trip):
        for i, (where, text) in enumerate(lines):
            m = another(kind, text)
            if m and not any(named(kind, x) for _, x in lines[:i]) and not named(kind, text[:m.start()]):
                bad("beast-another-unmet", f"{where}: {m.group(0)!r} before any {kind} was met: "
                                           f"{text[max(0, m.start() - 40):m.end() + 40]!r}")


def world_lines(trip: dict) -> list[str]:
    """The world's own lines the read-aloud quotes: its sky by day and by night and its slipped
    Appearance, Behavior and Meaning (the text after their "Obscure connection: 'Raining cats
    and dogs': " labels). Dogs heard "answering each other somewhere far off" under the night
    sky, or "small, confused cats and dogs" falling as the world's slip, are no creature met at
    the lander: the hatch beat is (start_kin.later_kin keeps that one from a kind met later;
    slip-n-slide audit/543, audit/951 read them as the dog met at the hatch)."""
    world = trip.get("world") or {}
    out = [str(world.get(k)) for k in ("sky_day", "sky_night") if world.get(k)]
    for d in (trip.get("node") or {}).get("details") or []:
        if str(d.get("label") or "").endswith("slipped") and d.get("text"):
            parts = str(d["text"]).split(": ")
            out += [": ".join(parts[i:]) for i in range(1, len(parts))]
    return sorted((x for x in out if len(x) > 12), key=lambda x: (-len(x), x))


@lru_cache(maxsize=None)
def sounds() -> tuple[str, ...]:
    """The literal text of every sound a place may make (corpora/grammars/places.json ``sound``,
    its longest piece between holes), longest first. Dogs that "bark, and the barking sounds
    almost like words" in the slip-in point's air are heard, not met: the crew meet the cast's dog
    at its own place (humming-monkey-15 audit/54, algorithm 27, read the sound as the dog met at
    the lander, as world_lines' dogs under the night sky were)."""
    out = {max((p.strip(" ,.;:") for p in re.split(r"#[^#]*#", r)), key=len)
           for r in load("grammars/places").rules["sound"]}
    return tuple(sorted((x for x in out if len(x) >= 12), key=lambda x: (-len(x), x)))


def _twice(trip: dict, bad) -> None:
    start = trip.get("start") or {}
    read = start.get("read_aloud") or ""
    for line in world_lines(trip) + list(sounds()):  # (the world's, not the lander's: world_lines;
        read = re.sub(re.escape(line), "X", read, flags=re.I)  # a sound heard: sounds)
    read = masked(read, trip)
    place = (start.get("place") or "").lower()
    for kind in kinds(trip):
        if not named(kind, read):
            continue
        for sc in trip.get("scenes") or []:
            for part in ("obstacle", "surprise"):
                text = masked((sc.get(part) or {}).get("text") or "", trip)
                if m := new(kind, text):
                    bad("beast-met-new-twice", f"the strong start meets the {kind} at the lander, and scene "
                                               f"{sc.get('number')} {part} meets {m.group(0)!r} as new: {text[:80]!r}")
        for n in trip.get("npcs") or []:
            sp = re.sub(r"^the ", "", n.get("name") or "", flags=re.I).lower()
            if n.get("source") == "creature" and sp == kind and n.get("where") and n["where"].lower() != place:
                bad("beast-met-new-twice", f"the strong start meets the {kind} at the lander, and the cast's "
                                           f"{n.get('name')} is first met at {n['where']!r}")


def check_r27beasts(trip: dict, world: dict, every, bad) -> None:
    _another(trip, bad)
    _twice(trip, bad)
