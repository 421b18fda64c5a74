"""How a place lies against the ground round it, read from its own name: the place fact
``place_height`` (round 37, cold reads of algorithm-31 trips: "A rusted ladder is the quick way
up from the Engineers' Guild's Bazaar. Up to what? Nothing is up there"; "the only way down" from
a car park; "a lookout high above the highest peak").

- high: the name's head names a height (a peak, a ridge, a tower, a roof): a way on goes down
  from it, and nothing stands high above it.
- low: the name's head names a hollow (a crater, a canyon, a mine, a cave): a way on climbs up
  out of it.
- rough: natural ground outdoors whose name says neither (a grove, a boulder field): a face or a
  drop may be anywhere on it, so a way on may climb up or go down.
- level: a name whose head names level ground (a garden, a meadow, a farm), and everything
  else (a bazaar, a car park, a diner, a salt flat, a lake shore): no way on
  climbs up or lowers down from it.

corpora/lists/place_heights.json holds the words; play_obstacles.json's climbs, ladders, winches,
cages, cable car and high lookout need the fact; kind_facts (content/place_kinds.py) adds it to
every place's facts (its place_height reads a name), and trip/consistency_r37scene.py checks it."""

from __future__ import annotations

from functools import lru_cache

from ..data import load

ROUGH_KINDS = frozenset(("wild", "rock"))


@lru_cache(maxsize=None)
def _height_words() -> dict[str, str]:
    out: dict[str, str] = {}
    for v, _, f in load("lists/place_heights").items:
        for w in f["words"]:
            out.setdefault(w, v)
    return out


def height_of(head: list[str], kind: str, setting: str | None = None) -> str:
    """high, low, rough or level (module doc), from a name's head words and its place_kind
    (content/place_kinds.py place_height reads them off a name)."""
    words = _height_words()
    found = [words[w] for w in head if w in words]
    if found:  # a height anywhere in the head wins ("The Crater Rim Lookout": high)
        return "high" if "high" in found else "low" if "low" in found else found[0]
    return "rough" if kind in ROUGH_KINDS and setting != "indoor" else "level"
