"""Which scene a Hook's scene line stands at (trip/threads.py): the first scene after the
landing, unless that place's own facts do not fit the line's ``needs``; then the next scene
whose place does. Round 26, cold read r26-cold-a: "The empty nets hang at the Ottemi Mercury
Lake: the fishing people here ..." (the fishing hook needs water, and a lake of mercury has
none; content/place_kinds.py gives such a place ``water: strange``). A line with an ``at``
(place kinds, corpora/trip/play_threads.json: the fishing hook's "water|settlement") stands at
the first fitting scene whose place is of one of those kinds, if the trip has one: the nets hang
by a lake or in a town, not in the terrace farms."""

from __future__ import annotations

from ..content.place_kinds import place_kind
from ..content.places import place_facts
from ..needs import fits
from . import parts


def hook_scene(trip, scenes: list[dict], got: dict, k: int) -> int:
    """The index of the scene the hook line ``got`` stands at, ``k`` when its place fits."""
    needs, facts = got.get("_needs"), parts.facts(trip)
    if not (needs or got.get("at")) or not facts or got.get("scene") == "start":
        return k
    locs = {x["name"]: x for x in trip.locations}
    order = [k] + [j for j in range(1, len(scenes)) if j != k] + [0]
    ok = [j for j in order if (loc := locs.get(scenes[j]["place"])) is None
          or fits(needs, place_facts(facts, loc))]
    kinds = (got.get("at") or "").split("|")
    best = [j for j in ok if place_kind(scenes[j]["place"]) in kinds]
    return (best or ok or [k])[0]
