"""The maguffin's round-26 facts (generators/facts_r26.py), each rolled once with it and kept in
``world.extra`` (the trip JSON's ``world``), so every later line about it is drawn to fit them
(cold readers of algorithm-23 trips):

- ``maguffin_seems``: yes when its GM-only truth says it is what it seems ("It is exactly what
  it seems", "It is what it seems, but the client ...", "It is real, but ..."), read off the
  truth line drawn first; then no look says it glows when someone lies, and nobody swapped it
  for a fake or made a copy of it.
- ``maguffin_spots``: a sight is seen from one spot only, or from any good spot of several
  (corpora/lists/maguffins.json "spots" when the sight says, else rolled): "the one spot it
  shows from" never beside "the best spot is taken ... find another".
  A maguffin the crew make is made at one spot (its "place": the standing stone) or at any of
  several (round 35: "spots": many, the soil core from "the oldest ground the crew can find").
- ``maguffin_photos``: who takes the pictures: the crew, for the client (any job but a tour, and a
  tour whose maguffin asks for a photo: "photos" in maguffins.json), or the tourists, for
  themselves (the rest of a tour's events and places; rolled for a tour's sights): "the client wants a panorama" never beside
  "photographs are the tourists' own affair".
- ``maguffin_number`` and ``maguffin_shape`` (round 27, generators/facts_r27.py): a breeding pair
  is "them" in every line, and a bolt of cloth is soft, never fragile or "exactly like a tea cup".
"""

from __future__ import annotations

import re

from ..rng import Stream

SEEMS = re.compile(r"^(It is (exactly )?what it seems|It is real\b|They are exactly who|Both beasts are (exactly )?what they seem|"
                   r"No trick to the prize but one\b)")
SIGHTS = ("view",)  # the kinds seen from a spot (a place is walked round, an event attended)


def seems(really: str) -> str:
    """``maguffin_seems`` of a truth line."""
    return "yes" if SEEMS.search(really or "") else "no"


def roll_sight(s: Stream, f: dict, world, slug: str) -> None:
    """``maguffin_spots`` and ``maguffin_photos``, before any line about the maguffin."""
    if world.maguffin in SIGHTS:
        world.extra["maguffin_spots"] = f.get("spots") or s.child("spots").choice(("one", "many"))
    elif f.get("made"):  # where the crew make it: at one spot (the standing stone, the tide
        # post: its "place"), or on whatever ground serves best (the soil core, "drilled from the
        # oldest ground the crew can find": never "the one spot where the soil core can be made")
        world.extra["maguffin_spots"] = f.get("spots") or ("one" if f.get("place") else "many")
    else:
        world.extra["maguffin_spots"] = "many"
    if slug != "tourism":
        world.extra["maguffin_photos"] = "crew"
    elif f.get("photos") or world.maguffin not in SIGHTS:  # a feast's or a dance's pictures are
        world.extra["maguffin_photos"] = f.get("photos") or "tourists"  # the guests' own, unless asked for
    else:
        world.extra["maguffin_photos"] = s.child("photos").choice(("crew", "tourists"))
    s.note("maguffin spots", world.extra["maguffin_spots"])
    s.note("maguffin photos", world.extra["maguffin_photos"])


def roll_number_shape(f: dict, world) -> None:
    """``maguffin_number`` and ``maguffin_shape`` (round 27, generators/facts_r27.py), read off
    the maguffin's own entry before any line about it: a breeding pair is "them" everywhere, and
    a bolt of cloth is soft (no hinge, no "looks exactly like a tea cup", nothing to break)."""
    world.extra["maguffin_number"] = f.get("number") or "one"
    world.extra["maguffin_shape"] = f.get("shape") or ("rigid" if world.maguffin == "object" else "none")
