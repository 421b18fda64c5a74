"""The consistency audit's rules about a trip's mission facts against its lines (generators/
trip/consistency.py runs them):

- ``first-visit-history``: on a world no crew has visited (``world.visits`` none, e.g. an
  Exploration "for the first time ever") there is no old field log of the node and no rival
  crew who lost somebody here or is retracing a crew that vanished here.
- ``faction-named-for-label``: a local group is named as its people name their place, not
  after the barn's label for the node ("Copper Lodge of Sacramento, 16 days ago", "Sleepless
  Council of Earth 1903-KK"): no date, catalogue number or "ago" in a faction's name.
"""

from __future__ import annotations

import re

RULES = ("first-visit-history", "faction-named-for-label")

BEEN_HERE = re.compile(r"\b(here last (week|year|month)|vanished here|lost (a|one of their) "
                       r"crew[- ]members? here)\b", re.I)


LABEL = re.compile(r"\d|\b(ago|from now|the Earth of)\b")


def check_facts(trip: dict, world: dict, facts: dict, texts, bad) -> None:
    if world.get("visits") == "none":
        for d in trip["node"]["details"]:
            if d["label"] == "From an old field log":
                bad("first-visit-history", f"an old field log of a node no crew has visited: "
                                           f"{d['text'][:60]!r}")
        for r in trip.get("rivals") or []:
            for d in r.get("details") or []:
                if BEEN_HERE.search(d["text"]):
                    bad("first-visit-history", f"rival {r['name']} has been here before on a "
                                               f"first visit: {d['text'][:60]!r}")
    for f in trip["factions"]:
        if LABEL.search(f["name"]):
            bad("faction-named-for-label", f"{f['name']!r} is named after the node's label")
