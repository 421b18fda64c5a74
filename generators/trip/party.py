"""A tourism job's party, as the start rules it (split out of trip/start.py): how many paying
tourists travel with the crew, and who they are, by name (world.party and world.party_names,
content/maguffin.py)."""

from __future__ import annotations

from . import parts
from .base import COUNT_WORDS, party_count


def party_ruling(trip) -> str:
    """A tourism job's party: how many travel with the crew (world.party), and who speaks for them."""
    n = (trip.world or {}).get("party")
    if not n:
        return ""
    loud = next((x["name"] for x in parts.npcs(trip) if x["role"] == "The loudest of the paying tourists"), None)
    return (f"The party: {party_count(trip.world)} paid for the trip and travel with the crew, a seat "
            f"each in the lander (it needs a Capacity of the crew plus {COUNT_WORDS[n]})"
            + party_names_said(trip.world, loud) + "; count them at every scene: whenever the crew "
            "miss a scene's obstacle roll, one tourist is caught in it too and takes one harm, a tourist with two harm "
            "must be carried (+1 hour on every path after), and a tourist left behind at a scene is lost (no Success).")


def party_names_said(world: dict, loud: str | None) -> str:
    """Who the party are, by name: the loudest of them (an NPC of the cast) and every other tourist
    the party counts (world.party_names, content/maguffin.py), so no tourist a line names or
    counts is left for the GM to invent (cold read r35-b, tinderbox-13: "four tourists ..., Landon
    Hubbard the loudest of them", three never named)."""
    n = int(world.get("party") or 0)
    others = list(world.get("party_names") or [])[:n - 1 if loud else n]
    if not others:
        return f", {loud} the loudest of them" if loud else ""
    said = others[0] if len(others) == 1 else ", ".join(others[:-1]) + " and " + others[-1]
    if loud:
        return f", {loud} the loudest of them, with {said}"
    return f": {said}"
