"""The consistency audit's rule about stock phrases printed twice on one page
(generators/trip/consistency_places.py runs it with the place rules).

- ``place-phrase-twice``: no two places of a trip share a stock phrase, ``RUN`` words in a row
  of their descriptions or sensory lines (text/echo.py: names, numbers, the rules' asides and
  the skies masked first, since every place may stand under the world's one sky). Cold read
  19: "Built for a crowd that never came; everything is rented by the minute" at one place
  and "Built for a crowd that never came; the lights dim politely..." at another, and "a
  floor that is faintly warm, as if something below were asleep" under two places' feet; the
  audit's ``duplicate-sentence`` compares whole sentences, so a phrase inside two different
  sentences passed it. Before algorithm 14 each part of a trip dealt from its own record
  (text/deck.py), and a place's description was drawn again only for an identical one.
"""

from __future__ import annotations

import re

from ..content.places import SAME_SKY
from ..text.echo import echo

RULES = ("place-phrase-twice",)
ARTICLE = re.compile(r"^(a|an|the|some)\s+", re.I)


def masks_of(trip: dict) -> list[str]:
    """What any line of the trip may name again: the people, places, factions and rivals, the
    client and their contact, the maguffin, the world's name and its skies."""
    world = trip.get("world") or {}
    out = [n["name"] for n in trip.get("npcs") or []] + [x["name"] for x in trip.get("locations") or []]
    out += [f["name"] for f in trip.get("factions") or []] + [r["name"] for r in trip.get("rivals") or []]
    out += [d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"]
    out += [d["text"] for d in (trip.get("node") or {}).get("details") or [] if d.get("label") == "Name"]
    what = (trip.get("maguffin") or {}).get("what") or ""
    out += [trip.get("client") or "", what, ARTICLE.sub("", what), world.get("sky_day") or "",
            world.get("sky_night") or "", SAME_SKY]
    return [m for m in out if m]


def check_echo(trip: dict, bad) -> None:
    masks = masks_of(trip)
    said: list[tuple[str, str]] = []  # (place, line) so far
    for loc in trip.get("locations") or []:
        for line in (loc.get("text") or "", loc.get("sensory") or ""):
            others = [t for name, t in said if name != loc["name"]]
            hit = echo(line, others, masks) if others else None
            if hit:
                first = next(name for name, t in said if name != loc["name"] and echo(t, [line], masks))
                bad("place-phrase-twice", f"{loc['name']!r} and {first!r} both say {hit!r}")
            said.append((loc["name"], line))
