"""The consistency audit's rules about where the lander comes down and what the crew find
there (generators/trip/consistency.py runs them; cold reads 12 and 13): one landing site a
trip (a line that says where the lander comes down is about the slip-in point), a line that
says the landing site is empty only where nobody is there, the maguffin not lying underfoot
at the landing site by accident of wording, a maguffin whose wording ties it to the slip
point kept there, and a way past the climax's obstacle that fits the place (a far wall
where there are walls, a far bank where there is water)."""

from __future__ import annotations

import re

from ..content.places import place_facts
from ..content.underfoot import says, stuff_of
from ..content.world import facts_of
from .consistency_walk import strings

RULES = ("lander-lands-twice", "empty-place-peopled", "maguffin-underfoot",
         "maguffin-names-slip-point", "way-past-fits-place")

# a line that says where the lander comes down ("the lander splashes down beside sandbanks")
LANDS = re.compile(r"\bthe lander (splashes down|comes down|touches down|sets down|lands|settles) "
                   r"(beside|on|in|into|onto|among|amid|near|under|by|inside|between)\b", re.I)
# a line that says the landing site (or a scene) is empty of people
EMPTY = re.compile(r"\b(somebody was waiting here, and left in a hurry|nobody is in sight|"
                   r"not a soul (here|in sight)|not a footprint on it but the crew's|deserted)\b",
                   re.I)
# a maguffin's wording that places it at the landing site
AT_SLIP = re.compile(r"\b(the slip point|the slip-in point|the landing site|where the lander)\b",
                     re.I)
# words of a way past that only some places have: walls indoors or at a building, banks by water
WALL = re.compile(r"\bthe far wall\b", re.I)
BANK = re.compile(r"\bthe far bank\b", re.I)


def _slip(trip: dict) -> dict | None:
    return next((x for x in trip["locations"] if x.get("role") == "Slip-in point"), None)


def check_landing(trip: dict, world: dict, bad) -> None:
    slip = _slip(trip)
    if slip is None:
        return
    name = slip["name"]
    own = (f"locations/{trip['locations'].index(slip)}/", "start/", "scenes/0/")
    for where, text in strings(trip, ("rolls", "command", "$schema", "world")):
        if where.startswith(own):
            continue  # the slip-in point's own lines and the first scene's
        m = LANDS.search(text)
        if m and name.lower() not in text.lower():
            bad("lander-lands-twice", f"{where}: {m.group(0)!r} somewhere that is not {name!r}")
    _empty(trip, bad)
    _maguffin(trip, slip, bad)
    _way_past(trip, world, bad)


def _empty(trip: dict, bad) -> None:
    """A read-aloud that says the place is empty, where the scene's Here line has people."""
    st = trip.get("start") or {}
    lines = [("start", st.get("read_aloud", ""), st.get("here") or [])]
    lines += [(f"scene/{sc['number']}", sc.get("read_aloud") or "", sc.get("here") or [])
              for sc in trip.get("scenes") or []]
    for where, text, here in lines:
        m = EMPTY.search(text)
        if m and here:
            bad("empty-place-peopled", f"{where}: {m.group(0)!r}, and Here: {', '.join(here)}")


def _maguffin(trip: dict, slip: dict, bad) -> None:
    m = trip["maguffin"]
    what = " ".join(m.get(k) or "" for k in ("what", "short"))
    if AT_SLIP.search(what) and m.get("where") != slip["name"]:
        bad("maguffin-names-slip-point", f"{m['what']!r} is at {m.get('where')!r}, not the slip point")
    stuff = stuff_of(m.get("short"))  # "the moss": not what the landing site stands on
    text = f"{slip['text']} {slip.get('sensory', '')}"
    if stuff and says(text, stuff) and not says(text, f"not the {stuff}"):
        bad("maguffin-underfoot", f"{m['what']!r}, and the slip point {slip['name']!r} is "
                                  f"{stuff} underfoot")


def _way_past(trip: dict, world: dict, bad) -> None:
    """A way past along a far wall needs walls (indoors or a building), one along a far bank
    needs water there (the shortcut lines of play_clues.json, cold read 13)."""
    scenes = trip.get("scenes") or []
    way = next((c.get("fact") or "" for c in trip.get("clues") or [] if c.get("id") == "way"), "")
    loc = next((x for x in trip["locations"] if scenes and x["name"] == scenes[-1]["place"]), None)
    if not way or loc is None:
        return
    at = place_facts(facts_of(world) if world else {}, loc)
    if WALL.search(way) and at["setting"] != "indoor" and at["place_kind"] != "building":
        bad("way-past-fits-place", f"{way[:80]!r}: a far wall at an open {at['place_kind']} place")
    if BANK.search(way) and at["place_kind"] != "water":
        bad("way-past-fits-place", f"{way[:80]!r}: a far bank at a {at['place_kind']} place")
