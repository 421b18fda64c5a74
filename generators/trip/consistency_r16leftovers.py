"""The consistency audit's rules about skills and place dressing that must fit the world (round 16,
leftovers; generators/trip/consistency.py runs them; tests/test_r16_leftovers.py feeds each a
contradicting trip). Cold read 23 (READER-C, trips b and c) found:

- ``skill-spec-land``: an NPC's specialisation fits the land they come from (the world, or
  Earth in 2017 for a visitor: trip/cast.py home_facts): Survival:Ocean needs open sea (not
  "scattered lakes joined by slow brown rivers"), Survival:Urban a city (many people, iron or
  later: not a 1130 BCE river village), Survival:Desert a dry world that is not our own Earth
  (not the Sacramento Valley), Survival:Jungle no Valley since the first Californians, and
  Athletics:Swimming and Driving/Piloting:Boat water to be on (not a bone-dry world; nobody
  swims in a liquid that is not water). The fix is the data (corpora/trip/skill_needs.json);
  this rule reads the world facts by itself, not that file, so it checks the data too.
- ``street-seller-village``: "a street seller calls..." needs a street: a town of many people,
  iron age or later (cold read: a street seller in 1130 BCE).
- ``loud-sound-in-quiet-place``: a place that is quiet (its ``din``, or its line "Quiet except
  for ...") has no sound line that only a loud place may have (corpora/grammars/places.json
  "sound" lines that need ``din != quiet``: "Quiet except for grandmothers grinding acorns"
  then "Somewhere, a street seller calls the same three words over and over").
- ``dogs-off-earth``: dogs bark only on our own Earth (a realistic node) or in a dream or the
  Chao, never on an alien planet.
- ``uncanny-sound-on-real-node``: a realistic node (world fact ``realistic``) prints no
  dream-like sound (places.json "sound" lines that need ``realistic: no``: "a bell rings
  thirteen times", "wind chimes play in perfect tune").
- ``potter-before-pottery``: the Valley before the Spanish (node ``deep`` or ``early``) had
  baskets, not pottery: no potter in its places.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.world import facts_of
from ..data import load
from ..facts import TECH_LADDER
from .cast import home_facts

RULES = ("skill-spec-land", "street-seller-village", "loud-sound-in-quiet-place", "dogs-off-earth",
         "uncanny-sound-on-real-node", "potter-before-pottery")

STREET_SELLER = re.compile(r"\bstreet[- ]sellers?\b", re.I)
DOGS = re.compile(r"\bdogs? (barks?|barking|howls?)\b", re.I)
POTTER = re.compile(r"\b(potters?|pottery)\b", re.I)
QUIET_LINE = re.compile(r"^Quiet except for\b")
HOLE = re.compile(r"#[^#]*#")


def _rank(tech: str | None) -> int:
    return TECH_LADDER.index(tech) if tech in TECH_LADDER else -1


def _misfit(skill: str, f: dict) -> str | None:
    """Why ``skill`` does not fit a home of facts ``f`` (None: it fits), by the facts alone."""
    water = f.get("water")
    if skill == "Survival:Ocean" and water != "oceans":
        return f"no open sea (water {water})"
    if skill == "Survival:Urban" and (f.get("inhabitants") != "many" or _rank(f.get("tech")) < _rank("iron")):
        return f"no city ({f.get('inhabitants')} people, tech {f.get('tech')})"
    if skill == "Survival:Desert" and (water in ("lakes", "oceans") or f.get("realistic") == "yes"):
        return f"no desert (water {water}, realistic {f.get('realistic')})"
    if skill == "Survival:Jungle" and f.get("epoch") in ("today", "far", "ice", "sea"):
        return f"no jungle in the Valley's epoch {f.get('epoch')}"
    if skill == "Athletics:Swimming" and water not in ("lakes", "oceans"):
        return f"no water to swim in (water {water})"
    if skill == "Driving/Piloting:Boat" and water in ("none", "scarce"):
        return f"no water to sail (water {water})"
    return None


@lru_cache(maxsize=None)
def _sound_marks(fact: str, holds: bool, value: str) -> tuple[str, ...]:
    """The literal text of every places.json sound line whose needs hold the clause ``fact``
    ``:`` (holds) or ``!=`` (not) ``value`` (``din != quiet``: a loud place's sound)."""
    df = load("grammars/places")
    rules, needs = df.rules["sound"], df.rule_needs.get("sound") or ()
    out = []
    for r, n in zip(rules, needs):
        if n and ("set", fact, holds, frozenset({value})) in n:
            piece = max((p.strip(" ,.;:") for p in HOLE.split(r)), key=len)
            if len(piece) >= 12:
                out.append(piece)
    return tuple(out)


def _skills(trip: dict, facts: dict, bad) -> None:
    for n in trip["npcs"]:
        if n.get("source") != "npc":
            continue
        home = home_facts(n["role"], facts) or {}
        for sk in n.get("skills") or []:
            why = _misfit(sk["name"], home)
            if why:
                bad("skill-spec-land", f"{n['name']} ({n['role']}) has {sk['name']}: {why}")


def _places(trip: dict, world: dict, facts: dict, bad) -> None:
    realistic = facts.get("realistic") == "yes"
    loud, uncanny = _sound_marks("din", False, "quiet"), _sound_marks("realistic", True, "no")
    for loc in trip["locations"]:
        text, sense = loc.get("text") or "", loc.get("sensory") or ""
        both = f"{text} {sense}"
        name = loc["name"]
        if STREET_SELLER.search(both) and (facts.get("inhabitants") != "many"
                                           or _rank(facts.get("tech")) < _rank("iron")):
            bad("street-seller-village", f"{name!r}: a street seller where {facts.get('inhabitants')} "
                                         f"people live at tech {facts.get('tech')}")
        if loc.get("din") == "quiet" or QUIET_LINE.search(text):
            hit = next((m for m in loud if m in sense), None)
            if hit:
                bad("loud-sound-in-quiet-place", f"{name!r} is quiet, yet {hit!r}")
        if DOGS.search(both) and not realistic and world.get("family") not in ("dream", "chao"):
            bad("dogs-off-earth", f"{name!r}: dogs on {world.get('node_type') or world.get('family')}")
        if realistic:
            hit = next((m for m in uncanny if m in sense), None)
            if hit:
                bad("uncanny-sound-on-real-node", f"{name!r}: {hit!r} on a realistic node")
        if world.get("family") in ("deep", "early") and POTTER.search(both):
            bad("potter-before-pottery", f"{name!r}: {POTTER.search(both).group(0)!r} in the "
                                         f"Valley of {world.get('year')}")


def check_r16leftovers(trip: dict, world: dict, every, bad) -> None:
    facts = facts_of(world)
    _skills(trip, facts, bad)
    _places(trip, world, facts, bad)
