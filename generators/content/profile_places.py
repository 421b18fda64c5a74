"""The planet profile at the places (round 27, places; cold read r26b-cold-c: a profile of "a
handful of big, crowded cities" and "mushrooms as tall as redwoods" that never reached a place).

A planet's Population line may name cities (the fact ``settled``: cities or teeming) and its
Biosphere giant mushrooms (Fungal forests: the only biosphere with rich life, no trees and air
to live on; lists/planet_biosphere.json). When no place of the trip shows them already, the
first place out of doors with a line that fits it (the slip-in point, which the strong start
reads aloud, unless none fits there) is given a line of corpora/grammars/places.json
``profile_city`` or ``profile_fungi``, inside the first sentence of its description (the part
a scene reads aloud), as content/place_promise.py ``promised`` does for a name's promise.
Audited by generators/trip/consistency_r27places.py ``place-profile-unshown``."""

from __future__ import annotations

import re

from .place_kinds import kind_facts, place_age

# what a place already shows of each (its description and sensory line): a city, giant fungi
SHOWS = (("profile_city", re.compile(r"\b(city|cities|skyline|towers|storeys high)\b", re.I)),
         ("profile_fungi", re.compile(r"\b(mushrooms?|fung(i|us|al)|toadstools?)\b", re.I)))


def _facts(world: dict, loc: dict, first: bool) -> dict:
    """The facts a line at ``loc`` is drawn against: the world's and the place's own."""
    return dict(world, setting=loc.get("setting"), din=loc.get("din"), place_age=place_age(loc["name"]),
                hour=world.get("arrival") if first else "any", **kind_facts(loc["name"], world, loc.get("setting")))


def shown(stream, out: list[dict], world: dict | None, ctx: dict) -> list[dict]:
    """``out`` (the trip's location dicts) with the profile's cities and giant mushrooms shown at
    one place each (module doc); unchanged off a planet or where a place shows them already."""
    from .common import compiled_for, gx

    if not world or world.get("node") != "planet":
        return out
    for symbol, shows in SHOWS:
        if any(shows.search(f"{loc['description']} {loc.get('sensory') or ''}") for loc in out):
            continue
        for i, loc in enumerate(out):
            facts = _facts(world, loc, i == 0)
            if loc.get("setting") != "outdoor" or not compiled_for("grammars/places", facts).rules.get(symbol):
                continue
            line = gx(stream.child(symbol), "places", symbol, dict(ctx, _world=facts))
            head, dot, rest = loc["description"].partition(". ")
            loc["description"] = f"{head.rstrip('.')}; {line}{dot or '.'}{rest}"
            break
    return out
