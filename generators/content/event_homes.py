"""Where an event of the day finds the people it names (round 38, cast): each person keeps to
their own place all day (``where``, the place whose scene lists them as here), so an event that
names them happens there. Cold read (algorithm 32): "a rival who is in several places at once";
the audit's "Night falls early at the Customs Shed, and Jean Goethe lights a fire and waits",
while scene 3 has Jean at the Imperial Bank. Audit rules ``person-two-places`` and
``person-twice-in-a-line`` (trip/consistency_r38cast.py).

content/__init__.py gives the events' context ``_home`` (each person's place, lower-first as the
events' ``places`` are); content/places.py ``events_for`` sets an event at the place of the
person it names (``homed``) and draws again a line that still puts someone "at" a place not
theirs, or casts the one person twice (``fits_homes``)."""

from __future__ import annotations

import re


def _bare(place: str) -> str:
    return place[4:] if place[:4] in ("The ", "the ") else place


def at_places(text: str, places: list[str]) -> list[str]:
    """The places of ``places`` that ``text`` puts something "at" (longest names first)."""
    low, out = text.lower(), []
    for p in sorted(places, key=len, reverse=True):
        b = _bare(p).lower()
        if re.search(r"\bat (?:the )?" + re.escape(b) + r"\b", low) and not any(b in _bare(o).lower() for o in out):
            out.append(p)
    return out


def away(name: str, home: str, text: str, places: list[str]) -> list[str]:
    """The places ``text`` puts something "at" that are not ``home``, when it names ``name``."""
    if name not in text:
        return []
    h = _bare(home).lower()
    return [p for p in at_places(text, places) if _bare(p).lower() != h and _bare(p).lower() not in h]


def twice(name: str, text: str) -> bool:
    """Whether ``text`` names ``name`` twice (one person cast as both sides of a line)."""
    return bool(name) and text.count(name) > 1


def homed(c: dict, places: list[str]) -> dict:
    """An event's cast ``c`` set where its people are: ``place`` is the second person's place
    (most one-person lines name ``#npc2#``), else the first's; ``place2`` stays the drawn other
    place (the drawn ``place`` when the other is the person's own)."""
    homes = c.get("_home") or {}
    here = next((homes[n] for n in (c.get("npc2"), c.get("npc")) if homes.get(n) in places), None)
    if here is None or here == c.get("place"):
        return c
    return dict(c, place=here, place2=c["place"] if c.get("place2") == here else c.get("place2"))


def fits_homes(text: str, c: dict) -> bool:
    """Whether a drawn line keeps the people it names at their own places, and names two people
    as two (``npc`` and ``npc2`` are one person on a trip with one person to cast)."""
    homes, places = c.get("_home") or {}, c.get("places") or []
    if c.get("npc") == c.get("npc2") and twice(c.get("npc") or "", text):
        return False
    return not any(away(n, homes[n], text, places) for n in {c.get("npc"), c.get("npc2")}
                   if n and homes.get(n) in places)
