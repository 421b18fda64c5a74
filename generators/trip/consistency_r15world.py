"""The consistency audit's rules about a planet's own life and air (round 15, world; generators/
trip/consistency.py runs them; tests/test_r15_world.py feeds each a contradicting trip). Cold
reads found lines at odds with the node's fact sheet (its Atmosphere and Biosphere):

- ``planet-beast-own-kind``: a Known or Unknown Planet's life is its own, so its one kind of
  beast (the world fact ``beast``, the Wildlife/Animals creature named for it) is one of the
  planet's own (corpora/lists/planet_beasts.json), never an Earth species (cold reads: a
  gazelle on an acid world, a wombat on an airless one, a tapir to photograph).
- ``lifeless-beast-maguffin``: on a world without beasts (sterile, microbial mats or one
  organism: ``life`` none, simple or one) the maguffin is no beast, egg or photograph of one
  (cold read: "one clear photograph of the rhinoceros that lives here" on a world whose life
  is microbial).
- ``lifeless-living-scent``: on such a world nothing smells of a living thing, a plant, a
  fruit or a wood (corpora/lists/scents.json items that need ``life: rich|strange``; cold
  read: "the air smells of pine" beside "nothing bigger than a microbe").

The same round's ``vacuum-noise`` (nobody makes or hides in a noise on an airless world) and
``dry-wells`` (a bone-dry world has no wells to run low) are word rules in corpora/trip/
consistency_words.json: a fixed pattern read over the same texts against one world fact.
``lifeless-living-scent`` stays here: its pattern is built from corpora/lists/scents.json (the
scents that need a living world), so a new scent is covered without a copy of the list.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load

RULES = ("planet-beast-own-kind", "lifeless-beast-maguffin", "lifeless-living-scent")

LIVING = ("rich", "strange")  # the lives that have beasts, plants and their smells


@lru_cache(maxsize=1)
def _living_scent() -> re.Pattern:
    """A smell of a living thing: one of the scents that need a living world."""
    names = sorted((v for v, _, f in load("lists/scents").items if "life" in (f.get("needs") or "")),
                   key=len, reverse=True)
    return re.compile(r"\b(smells?|smelling|tastes?|scent|whiff|reeks?|stinks?) of (the |a |an )?"
                      r"(faint |sweet |sour |old |warm |fresh )?(" + "|".join(map(re.escape, names))
                      + r")\b", re.I)


def earth_animal(name: str | None) -> bool:
    """Whether ``name`` is an Earth species (corpora/lists/animals.json)."""
    return bool(name) and load("lists/animals").fields_of(name) is not None


def check_r15world(trip: dict, world: dict, every, bad) -> None:
    planet = world.get("family") == "planet"
    if planet:
        beast = world.get("beast")
        named = [n["name"].removeprefix("The ") for n in trip["npcs"]
                 if n.get("source") == "creature" and "Wildlife" in (n.get("class") or "")]
        for sp in [beast] + named:
            if earth_animal(sp):
                bad("planet-beast-own-kind", f"a {sp} on {world.get('node_type')}: an Earth species "
                                             f"where the life is the planet's own")
    living = world.get("life") in LIVING
    m = trip.get("maguffin") or {}
    if not living:
        what = m.get("what") or ""
        beast = world.get("beast")
        if m.get("form") in ("beast", "egg") or (
                beast and re.search(rf"\b{re.escape(beast)}\b", what, re.I)):
            bad("lifeless-beast-maguffin", f"life {world.get('life')!r}: the maguffin {what[:70]!r}")
        pat = _living_scent()
        for where, t in every:
            hit = pat.search(t)
            if hit:
                bad("lifeless-living-scent", f"{where}: {hit.group(0)!r} where life is "
                                             f"{world.get('life')!r}")
