"""The consistency audit's rules about the world's own fact-sheet lines (the node's details,
the barn's hearsay about it included) against its facts (consistency_world.check_world runs
them; the plain word rules are in corpora/trip/consistency_words.json: unvisited-before,
orbit-locals, dizzying-air, frozen-warmth, snowfall-heat, dry-cloud, militia-law):

- ``boil-thin-air``: water boils at room temperature only under thin air (low pressure), never
  beside breathable air (cold-10 E: "water boils at room temperature" and "Breathable").
- ``day-length-nightless``: no line, not even an old field log, gives the day's length on a node
  with no night or a dream stuck at one hour.
- ``sky-slip-one``: a slipped Appearance that is the sky is the world's one sky, and the
  strong start does not read a second sky (cold-10 F: "Overhead: a hot white sky ... Something
  is off: the sky is a solid, slowly turning ceiling of green tiles").
- ``rank-law``: where the law has no courts and officers (none, or custom and feud) a local's
  Military or Political rank is a house's, with the track's custom title (War Leader, Elder)
  or the Key local's own job drawn for that world ("Headman of a river town", round 24),
  never Captain or Civic Office (cold-1958d0).
"""

from __future__ import annotations

import re

from ..data import load
from .cast import home_facts
from ..content.world import EARTH

RULES = ("boil-thin-air", "day-length-nightless", "sky-slip-one", "rank-law")

BOILS = re.compile(r"\bboils at room temperature\b", re.I)
DAY_LENGTH = re.compile(r"\bday is only \w+ hours long\b", re.I)
RANKED_BY_LAW = re.compile(r"\((Military|Political) \d\)")


def _lines(trip: dict) -> list[tuple[str, str]]:
    """Every node detail (hearsay too: an old field log, which universe) and tweak."""
    out = [(f"node/{d['label']}", d["text"]) for d in trip["node"]["details"]]
    return out + [(f"tweak/{t['target']}", t.get("detail", "")) for t in trip.get("tweaks") or []]


def check_sheet(trip: dict, world: dict, bad) -> None:
    lines = _lines(trip)
    if world.get("air") != "thin":
        for where, t in lines:
            if BOILS.search(t):
                bad("boil-thin-air", f"{where}: water boils at room temperature under {world.get('air')} air")
    if world.get("nights") == "no" or (world.get("stuck") or "no") != "no":
        for where, t in lines:
            m = DAY_LENGTH.search(t)
            if m:
                bad("day-length-nightless", f"{where}: {m.group(0)!r} on a node with no night")
    details = {d["label"]: d["text"] for d in trip["node"]["details"]}
    slipped = details.get("Appearance slipped", "")
    for v, _, f in load("lists/skies").items:
        if f.get("slip") and f["slip"] in slipped and world.get(f"sky_{f['when']}") != v:
            bad("sky-slip-one", f"the slipped sky {f['slip']!r} and the {f['when']} sky "
                                f"{world.get('sky_' + f['when'])!r}")
    start = (trip.get("start") or {}).get("read_aloud", "")
    if "Overhead:" in start and re.search(r"Something is off: the sky is\b", start):
        bad("sky-slip-one", "the strong start reads two skies")
    law = world.get("law")
    if law in ("ordinary", "strict"):
        return
    custom = {t for _, _, f in load("lists/ranks").items  # (no law at all: the strong's titles)
              for t in f.get("lawless_titles" if law == "none" else "custom_titles", ())}
    for n in trip["npcs"]:
        if n.get("source") == "creature" or home_facts(n["role"], world) is EARTH:
            continue  # a visitor from Earth keeps the rank of home
        m = RANKED_BY_LAW.search(n.get("rank") or "")
        own = [d["text"].split(", ", 1)[-1] for d in (trip.get("node") or {}).get("details") or []
               if d.get("label") == "Key local" and d.get("text", "").startswith(n["name"] + ", ")]
        if own and (n.get("rank") or "").split(" (")[0].lower() == own[0].split(" ", 1)[-1].lower():
            continue  # the Key local's own job, drawn for this world, is their title (trip/npc_titles.py)
        if m and n["rank"].split(" (")[0] not in custom:  # a house's rank, titled the custom way
            bad("rank-law", f"npc/{n['name']}: {n['rank']} where the law is "
                            f"{world.get('law_text') or law!r}")
