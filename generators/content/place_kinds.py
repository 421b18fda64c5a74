"""What a place's own name says it is: how old (place_age), what kind of place (place_kind) and,
for a water place, whether what it holds is water at all (place_water). The facts of one place
are the world's with these (place_facts, kind_facts), so its description, landing, obstacles
and tweaked machines fit it. Split out of content/places.py (round 21), which draws the places.

- place_age: corpora/lists/place_ages.json ("The old mine": old).
- place_kind: corpora/lists/place_kinds.json ("The Humming Crater Town": settlement).
- place_water: corpora/lists/place_liquids.json: a water place whose name names another liquid
  ("The Hypso Mercury Lake") holds no water, so the fact ``water`` is ``strange`` there, on a
  world of lakes and rivers too (cold read 29: the crew swim across a lake of mercury).
- place_promise and place_shape (round 26): what the name promises the crew will find
  (corpora/lists/place_promises.json) and what shape of place it is (a town, a height, a room,
  open ground); content/place_promise.py says why and draws the line that shows the promise.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from .place_height import height_of
from .place_use import place_use

HEAD_CUT = re.compile(r" (on|by|at|in|near|beside|where) ", re.I)
OWNER = re.compile(r"\bOld [A-Z][\w-]*'s\b")  # "Old Crane's": an owner's nickname, not an age
KIND_CUT = re.compile(r" (on|by|at|in|near|beside|where|of|formerly) ", re.I)


def place_age(name: str) -> str:
    """How old a place's own name says it is (corpora/lists/place_ages.json): ruined, old,
    new, or any. Only the name's head counts ("The motel on the old highway": any), and an
    owner's nickname says nothing ("Old Crane's Embarcadero": any)."""
    head = set(re.findall(r"[a-z-]+", HEAD_CUT.split(OWNER.sub("", name), 1)[0].lower()))
    return next((v for v, _, f in load("lists/place_ages").items if head & set(f["words"])), "any")


def place_height(name: str, setting: str | None = None) -> str:
    """How the place lies against the ground round it (content/place_height.py): high, low,
    rough or level, read from its name's head and kind."""
    return height_of(_head(name or ""), place_kind(name or ""), setting)


def _head(name: str) -> list[str]:
    return re.findall(r"[a-z-]+", KIND_CUT.split(name, 1)[0].lower())


def place_kind(name: str) -> str:
    """What kind of place a place's own name says it is (corpora/lists/place_kinds.json):
    settlement, water, wild, sand, rock, building, or any. Only the name's head counts, and
    the last of its words that names a kind ("The Elk Grove Seed Vault": building)."""
    kinds = _kind_words()
    return next((kinds[w] for w in reversed(_head(name)) if w in kinds), "any")


@lru_cache(maxsize=None)
def _kind_words() -> dict[str, str]:
    return {w: v for v, _, f in load("lists/place_kinds").items for w in f["words"]}


@lru_cache(maxsize=None)
def _liquid_words() -> dict[str, str]:
    return {w: f["water"] for _, _, f in load("lists/place_liquids").items for w in f["words"]}


def place_liquid(name: str) -> str | None:
    """The liquid a water place's name says it holds when that is not water ("The Mercury
    Lake of Circelope": mercury), else None."""
    if place_kind(name) != "water":
        return None
    liquids = {w for _, _, f in load("lists/place_liquids").items for w in f["words"]}
    return next((w for w in _head(name) if w in liquids), None)


def place_water(name: str, water: str | None) -> str | None:
    """The fact ``water`` at a place: the world's (``water``), or the place's own liquid's
    (lists/place_liquids.json "water": strange) when its name says it holds no water."""
    liquid = place_liquid(name)
    return _liquid_words()[liquid] if liquid else water


# a place whose name says its growth is not wood (a glass forest, a bone orchard, a machine
# garden): the world's ``trees`` does not hold there (round 36, r36-climax: "a smouldering green
# branch from the edge of it" as the needed way past in a glass forest)
NOT_WOOD = re.compile(r"\b(glass|bone|stone|machine|crystal|metal|iron|steel|salt|obsidian|coral|paper)\s+"
                      r"(forests?|orchards?|gardens?|groves?|woods?|jungles?|thickets?)\b", re.I)


def kind_facts(name: str, world: dict | None, setting: str | None = None) -> dict:
    """What the place's name adds to the world's facts: place_kind, place_use (content/
    place_use.py), place_promise and place_shape (content/place_promise.py), place_height
    (content/place_height.py), and water when its liquid is not water (nothing else of the world
    changes)."""
    out = {"place_kind": place_kind(name), "place_use": place_use(name), "place_promise": place_promise(name),
           "place_shape": place_shape(name, setting), "place_height": place_height(name, setting)}
    if world and place_liquid(name):
        out["water"] = place_water(name, world.get("water"))
    if world and NOT_WOOD.search(name or ""):  # its trees are glass or bone: no wood grows here
        out["trees"] = "no"
    return out


def place_facts(world: dict, loc: dict) -> dict:
    """The facts of one of the trip's places (a location dict): the world's, with the
    place's own setting, place_age, place_kind and water (what a tweaked machine there needs)."""
    return dict(world, setting=loc.get("setting"), place_age=place_age(loc["name"]),
                **kind_facts(loc["name"], world, loc.get("setting")), din=loc.get("din"))


def machines_at(world: dict, loc: dict) -> list[str]:
    """The machines of lists/tweak_targets_constructed.json that can be at a place."""
    lst = load("lists/tweak_targets_constructed")
    return [lst.items[i][0] for i in lst.fitting(place_facts(world, loc))]


# the head words of a town: streets and houses (a market, a camp or a yard has corners)
TOWN = frozenset("town towns village city settlement streets quarter".split())
# the head words of a place that is a height the crew climb and stand on
SUMMIT = frozenset("peak peaks summit ridge mesa top crag hill hilltop pinnacle tor".split())


@lru_cache(maxsize=None)
def _promises() -> tuple[tuple[str, re.Pattern, re.Pattern], ...]:
    return tuple((v, re.compile(f["name"], re.I), re.compile(f["pays"], re.I))
                 for v, _, f in load("lists/place_promises").items)


@lru_cache(maxsize=8192)
def place_promise(name: str) -> str:
    """What a place's own name promises (lists/place_promises.json), or ``none``: remembered
    by the name (issue 15: the same names are asked about many times a trip)."""
    return next((v for v, pat, _ in _promises() if pat.search(name or "")), "none")


def place_shape(name: str, setting: str | None) -> str:
    """settlement, summit, room or open: what a line may treat the place as (module doc)."""
    kind, head = place_kind(name), set(_head(name))
    if TOWN & head:
        return "settlement"
    if SUMMIT & head and kind == "rock":
        return "summit"
    if kind == "building" or setting == "indoor":
        return "room"
    return "open"


# Words a place name may share with another of the same trip without being a near-copy.
NAME_GLUE = frozenset("the of a an at by on from where that is also as formerly known number".split())


@lru_cache(maxsize=8192)
def name_words(name: str) -> frozenset[str]:
    """The words of a place name that say what it is (articles and glue left out; remembered by
    the name, issue 15: every try of a place's name is read against the trip's others)."""
    return frozenset(w for w in re.findall(r"[a-z0-9'-]+", name.lower()) if w not in NAME_GLUE)
