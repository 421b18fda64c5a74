"""Where a wildlife creature that keeps to its own ground is met (cold readers of algorithm-25
trips, r27-cold-c: a lynx that "keeps to its ground: a long way round ... never meets it", wants
"to keep its ground to itself", and yet is at the lander pawing through the crates, "between the
Free Customs Shed and the old mine" and tearing at the hatch seals on the clock).

A Wildlife/Animals creature is territorial when the cast's creature says so (its want or manner:
"its ground", "its own ground") or a scene's wildlife obstacle does (its text or way round; a den
or a held ground there too, round 40: ``DEN``). Then
the clock's creature keeps to that ground (trip/clock.py deals corpora/trip/play_clock.json's
``beast_range: ground`` lines, never the roaming ones), at the creature's own place (its "Found
at", else the scene whose obstacle keeps its ground). Shared by generation and the audit
(consistency_r27lair.py), which read the same words."""

from __future__ import annotations

import re

GROUND = re.compile(r"\b(?:keeps to|keep|onto|from|made \S+(?: \S+)*? its own|for) its (?:own )?ground\b", re.I)
# a den or a held ground in a scene's wildlife obstacle: the creature stays there all day (cold read
# cold39-a-bramble-13: "The bear has made a den at the Provisional Canal Lock", then "A bear has
# been at the Commission's Radio Tower", "A bear hunts the paths now", "A bear goes for the lander")
DEN = re.compile(r"\b(?:made a den at|has its den|hold the ground at)\b", re.I)
WILD = "Wildlife/Animals"


def ground_place(creatures: list[tuple[str, str]], obstacles: list[tuple[str, str, str]]) -> str | None:
    """The place a territorial wildlife creature keeps to, or None when it roams. ``creatures``:
    (its want and manner, where) of the cast's Wildlife/Animals creatures; ``obstacles``:
    (opposition, text and way round, place) of the scenes' obstacles, in scene order."""
    for words, where in creatures:
        if where and GROUND.search(words):
            return where
    for opp, words, place in obstacles:
        if opp == WILD and (GROUND.search(words) or DEN.search(words)):
            return next((w for _, w in creatures if w), None) or place
    return None


def beast_ground(trip, scenes: list[dict]) -> str | None:
    """``ground_place`` of a trip as generation holds it (parts.npcs records, the clock's scenes)."""
    from ..content.people import CREATURE_ROLES
    from . import parts

    creatures = [(f"{n.get('want') or ''} {n.get('manner') or ''}", n.get("where") or "")
                 for n in parts.npcs(trip) if n["creature"] and CREATURE_ROLES.get(n["role"]) == WILD]
    if (parts.facts(trip) or {}).get("beast_social") == "herd":
        return herd_ground(creatures, _obstacles(scenes))  # (slip-n-slide audit/201: the pig's herd, round 27)
    return ground_place(creatures, _obstacles(scenes))


def trip_ground(trip: dict) -> str | None:
    """``ground_place`` of a trip's JSON (the audit's view)."""
    creatures = [(f"{n.get('want') or ''} {n.get('manner') or ''}", n.get("where") or "")
                 for n in trip.get("npcs") or [] if n.get("source") == "creature" and WILD in (n.get("class") or "")]
    if (trip.get("world") or {}).get("beast_social") == "herd":
        return herd_ground(creatures, _obstacles(trip.get("scenes") or []))
    return ground_place(creatures, _obstacles(trip.get("scenes") or []))


def herd_ground(creatures: list[tuple[str, str]], obstacles: list[tuple[str, str, str]]) -> str | None:
    """A herd grazes where it will, whatever its want says, unless a scene's obstacle has it hold
    its ground there ("Territorial animals hold the ground at the Humming Wind Farm"): then it
    stays (round 40, whereabouts)."""
    return ground_place([("", w) for _, w in creatures], [o for o in obstacles if DEN.search(o[1])])


def _obstacles(scenes: list[dict]) -> list[tuple[str, str, str]]:
    return [((sc.get("obstacle") or {}).get("opposition") or "",
             f"{(sc.get('obstacle') or {}).get('text') or ''} {(sc.get('obstacle') or {}).get('way') or ''}",
             sc.get("place") or "") for sc in scenes]
