"""A tourism job's party, as the start rules it (split out of trip/start.py): how many paying
tourists travel with the crew, and who they are, by name (world.party and world.party_names,
content/maguffin.py)."""

from __future__ import annotations

import re
from zlib import crc32

from ..data import load
from . import parts
from .base import COUNT_WORDS, party_count


def party_ruling(trip) -> str:
    """A tourism job's party: how many travel with the crew (world.party), and who speaks for them."""
    n = (trip.world or {}).get("party")
    if not n:
        return ""
    loud = next((x["name"] for x in parts.npcs(trip) if x["role"] == "The loudest of the paying tourists"), None)
    return (f"The party: {party_count(trip.world)} paid for the trip and travel with the crew, a seat "
            f"each in the lander (it needs a Capacity of the crew plus {COUNT_WORDS[n]}, and a lander short of "
            f"that leaves PCs at the barn, never a tourist, since the party is the job)"
            + party_names_said(trip.world, loud) + "; count them at every scene: whenever the crew "
            "miss a scene's obstacle roll, one tourist is caught in it too and takes one harm, a tourist with two harm "
            "must be carried (+1 hour on every path after), and a tourist left behind at a scene is lost (no Success).")


def party_row(trip) -> str:
    """The maguffin section's row for a tourism job's party: how many, who (by name, the loudest
    an NPC of the cast), that the Success counts every one, and the seats they take, so the
    count and the seats are not in the strong start alone (cold read r36: "Tourists counted for
    Success but with no entry; a party's seat count given only in the strong start"); "" on a
    trip without a party."""
    n = int((trip.world or {}).get("party") or 0)
    if not n:
        return ""
    loud = next((x["name"] for x in parts.npcs(trip) if x["role"] == "The loudest of the paying tourists"), None)
    others = list((trip.world or {}).get("party_names") or [])[:n - 1 if loud else n]
    why = str((trip.maguffin or {}).get("why") or "")
    whats = tourist_whats(others)
    who = ([f"{loud} (the loudest of them, among the NPCs)"] if loud else []) + [
        _pointed(x, why) if f"{x}{ONE_OF}" in why else f"{x} ({whats[x]})" for x in others]
    if not who:  # (no loudest tourist and no names: nothing to count by name)
        return ""
    said = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    count = COUNT_WORDS[n] if n < len(COUNT_WORDS) else str(n)
    return (f"{count[:1].upper()}{count[1:]} paying tourists, {said}; the Success needs every one of them back "
            f"aboard. They take a seat each in the lander, {count} seats past the crew's own.")


# a tourist the maguffin's Why makes matter ("Kaari Wilbur, one of the tourists, is a travel
# writer, travelling incognito: if Kaari Wilbur goes home unharmed and pleased, ...")
ONE_OF = ", one of the tourists, is "


def _pointed(name: str, why: str) -> str:
    """A tourist with no entry whom the Why row makes matter, named in the party row with what
    they are and where it is said (round 37, cold readers of algorithm-31 trips: "Two tourists
    with no description, one of them the travel writer who matters"); other tourists by name.
    (A tourist the client's GM-only secret names is not pointed at: this row is the players' too.)"""
    if f"{name}{ONE_OF}" not in why:
        return name
    what = why.split(f"{name}{ONE_OF}", 1)[1]
    what = re.split(r"[,:;.]", what, maxsplit=1)[0].strip()
    return f"{name} ({what}: see Why)" if what else name


def tourist_whats(names: list[str]) -> dict[str, str]:
    """Who each tourist with no entry is, in a few words (corpora/trip/tourist_whats.json), so the
    GM can play every one the party row names (round 38, cold readers of algorithm-32 trips: "two
    of three tourists with no entry"): by the name's crc32 (the same on every machine), no two of
    one party alike."""
    pool = [v for v, _, _ in load("trip/tourist_whats").items]
    out: dict[str, str] = {}
    for name in names:
        k = crc32(name.encode()) % len(pool)
        while pool[k] in out.values():
            k = (k + 1) % len(pool)
        out[name] = pool[k]
    return out


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
