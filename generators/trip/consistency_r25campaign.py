"""The consistency audit's round-25 campaign rule (issue 10, coherent trips: a cold reader
found one NPC's full name printed a dozen times on one page, five times in one scene's
last-barrier line: "Michele Capote keeps the only way in ... talk Michele Capote round ...
opposed by Michele Capote's BRAINS roll ... while Michele Capote looks the other way"; a GM
writes the full name once and the short one after). generators/trip/consistency_r25.py runs
it; tests/test_r25_campaign.py feeds it a broken trip.

- ``name-full-again``: in the play sections as the page prints them (the strong start, each
  scene, the secrets and clues, the clock, each ending: generators/render/trip.py play_text,
  shortened by the trip's ``short_names`` as the page is, render/names.py), no person who has
  a short name (render/names.py short_names: an NPC or the client's contact whose first name,
  or title and surname, nobody else on the page shares) is named in full twice in one section.

The other rules read the trip's data, where every name is whole, so they look names up as
before; the page's short forms are the trip's ``short_names`` mapping, which this rule reads.
"""

from __future__ import annotations

import re

from ..render.names import named_once, sections, short_names
from ..render.trip import play_text

RULES = ("name-full-again",)


def page_names(trip: dict) -> dict[str, str]:
    """The people of the trip who have a short form, as the page's mapping should hold them."""
    people = [n["name"] for n in trip.get("npcs") or []] + [
        c["text"] for c in trip.get("client_details") or [] if c.get("label") == "Contact"]
    others = ([x["name"] for x in trip.get("locations") or []]
              + [f["name"] for f in trip.get("factions") or []]
              + [r["name"] for r in trip.get("rivals") or []]
              + [trip.get("client") or "", (trip.get("maguffin") or {}).get("what") or ""]
              + [d["text"] for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "Name"])
    return short_names(people, others)


def check_r25campaign(trip: dict, world: dict, every, bad) -> None:
    if not trip.get("scenes") or not trip.get("clock"):
        return
    want = page_names(trip)
    if not want:
        return
    lines = named_once(play_text(trip), trip.get("short_names") or {})
    text: dict[int, list[str]] = {}
    for line, k in zip(lines, sections(lines)):
        text.setdefault(k, []).append(line)
    for k, group in sorted(text.items()):
        body = "\n".join(group)
        for full in sorted(want):
            n = len(re.findall(r"(?<![\w])" + re.escape(full) + r"(?![\w])", body))
            if n > 1:
                bad("name-full-again", f"{full!r} is named in full {n} times in one section "
                                       f"({group[0].strip()[:50]!r}); after the first, "
                                       f"{want[full]!r} says who it is")
