"""The consistency audit's round-29 worlds rules (issue 10, cold readers of algorithm-26 trips:
worlds against their own facts, and a guide who is already where the crew are going).
Registered in generators/trip/consistency_r29.py; tests/test_r29_worlds.py feeds each rule a
broken trip.

- ``shelter-vs-hook``: a place whose description says it keeps the sky off ("out of the
  weather", "out of the rain", "safe and dry") is not one whose own name says the sky or a
  disaster came in (the place's hook, ``place_promise``: "where the meteors struck", "where the
  fires burned", "where the floods ran", Flooded, Burnt), nor one where the scene's obstacle
  is a weather hazard rolling over it (a blizzard, a hailstorm, lightning). Cold read: "The
  lava tube where the meteors struck ... the locals hold their weddings here, out of the
  weather; a black lump of meteor lies on the floor where it struck". Fix: the sheltered rock
  chamber of corpora/grammars/places.json needs ``place_promise != meteors|flooded|burnt``.
- ``sense-vs-climate``: the world's places, senses and dressing never claim a season or a heat
  the climate has not got: on a frozen or cold world no smell of summer or spring, no summer
  house, no stones warm in the shade, no sand hot on top, no beast sleeping through the heat
  of the day; on a hot or scorching world no frost, no chill coming up through the boots, no
  breath showing, no feet stamped to warm them. Cold read: "the air smells of summer" on a
  frozen world. Fix: those lines of corpora/grammars/places.json, grammars/obstacles.json and
  lists/scents.json need the climate. The Climate line itself, a slipped law of nature, a
  surrealism tweak and the barn at home are not read (they may say anything of heat and cold).
- ``guide-at-goal``: whoever knows the way to the maguffin is met before its place, never only
  there: no one whose part is knowing the ground (``GUIDE_ROLE``) is placed at the climax's
  place, the fact of where the maguffin is is never "known to" someone met only there, and no
  clue to it is told by someone met only there. Cold read: "The way to the garden of the old
  palace, known to Glaudith-59 (the warden of the site)", Glaudith-59 met at the garden itself.
  Fix: content/__init__.py ``_homes`` keeps a guide off the maguffin's place, a made
  maguffin's guide is the lead met at the landing and the site's warden gives leave there
  (content/people.py), and trip/clues.py names nobody in "The way to ...".
"""

from __future__ import annotations

import re

from ..content.places import GUIDE_ROLE

RULES = ("shelter-vs-hook", "sense-vs-climate", "guide-at-goal")

# a place that keeps the sky off: a roof over it, or shelter from what falls
SHELTER = re.compile(r"\b(out of the (?:weather|rain|storms?|sky)|safe and dry|under a roof|"
                     r"keeps? (?:out )?the (?:weather|rain|storms?)(?: out)?|safe from the (?:weather|rain|storms?|sky))\b", re.I)
# a name that says the sky or a disaster came in (lists/place_promises.json: meteors, burnt, flooded)
STRUCK = re.compile(r"\b(meteors struck|fires burned|floods ran|flooded|burnt)\b", re.I)
# a weather hazard rolling over a place or plaguing it (lists/environmental_hazards.json)
WEATHER = re.compile(r"\b(?:rolls over|is plagued by|plagued by)\b.{0,40}\b(\w*storms?|blizzards?|hail\w*|lightning|"
                     r"snowfall|freezing rainfall|ash fall|cyclones?|meteo\w*)\b|"
                     r"\b(\w*storm|blizzard|hail\w*|lightning \w+|snowfall|freezing rainfall|ash fall|\w+ cyclone)\b"
                     r".{0,20}\brolls over\b", re.I)
# warmth a frozen or cold world has not got
WARM = re.compile(r"\b((?:smells?|scent|whiff|tastes?|heavy|hint|air) (?:\w+ ){0,3}of (?:summer|spring|peach blossom)|"
                  r"Under everything else, (?:summer|spring)|summer house|warm in the shade|hot on top|"
                  r"heat of the day|sun-warmed|balmy|sweltering|shirt-sleeve)\b", re.I)
# cold a hot or scorching world has not got
COLD = re.compile(r"\b(frost(?:-\w+|y|ed|s)?|hoarfrost|icicles?|iced over|a chill that comes up|"
                  r"breath (?:shows|showing|smokes|smoking)|stamps? their feet to warm them|"
                  r"smells? of snow|snowdrifts?|frozen puddles?)\b", re.I)
# lines that may say anything of heat and cold: the climate line itself, a slipped law of
# nature, a tweak, the barn and the crew's home, the page's rolls
FREE = ("node/Climate", "node/Behavior slipped", "node/Meaning slipped", "node/Appearance slipped",
        "node/Overheard in the barn", "node/Barn records", "tweak/", "ending/", "clue/motive", "clue/rival",
        "teaser")


def _unnamed(trip: dict, t: str) -> str:
    """``t`` with the cast's and the contacts' names blanked (Mckenzie Frost is not frost)."""
    names = [n.get("name") or "" for n in trip.get("npcs") or []]
    names += [d.get("text") or "" for d in trip.get("client_details") or [] if d.get("label") == "Contact"]
    for nm in sorted({x for x in names if x}, key=lambda n: (-len(n), n)):
        t = t.replace(nm, "someone")
        for part in nm.split():
            if part[:1].isupper() and len(part) > 3:
                t = re.sub(rf"\b{re.escape(part)}\b", "someone", t)
    return t


def _shelter(trip: dict, bad) -> None:
    scenes = {sc.get("place"): sc for sc in trip.get("scenes") or []}
    for loc in trip.get("locations") or []:
        m = SHELTER.search(loc.get("text") or "")
        if not m:
            continue
        name = loc.get("name") or ""
        if (s := STRUCK.search(name)):
            bad("shelter-vs-hook", f"location/{name}: {m.group(0)!r} at a place whose name says {s.group(0)!r}")
        ob = ((scenes.get(name) or {}).get("obstacle") or {}).get("text") or ""
        if (w := WEATHER.search(ob)):
            bad("shelter-vs-hook", f"location/{name}: {m.group(0)!r}, and its obstacle: {w.group(0)!r}")


def _climate(trip: dict, world: dict, every, bad) -> None:
    climate = world.get("climate") or ""
    pat = WARM if climate in ("frozen", "cold") else COLD if climate in ("hot", "scorching") else None
    if pat is None:
        return
    for where, t in every:
        if where.startswith(FREE):
            continue
        if (m := pat.search(_unnamed(trip, t))):
            bad("sense-vs-climate", f"{where}: {m.group(0)!r} on a {climate} world")


def _guide(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if len(scenes) < 2:
        return
    climax = scenes[-1]
    goal = climax.get("place")
    people = [n for n in trip.get("npcs") or [] if n.get("source") != "creature"]
    there = {n.get("name") for n in people if n.get("where") == goal}
    keys = {n.get("key") for n in people if n.get("where") == goal}
    for n in people:
        if n.get("where") == goal and GUIDE_ROLE.search(n.get("role") or ""):
            bad("guide-at-goal", f"npc/{n['name']} ({n['role']}): met only at the maguffin's place, {goal!r}")
    for fact in trip.get("clues") or []:
        if fact.get("id") != "where":
            continue
        m = re.search(r", known to (.+?)(?: \(|\.?$)", fact.get("fact") or "")
        if m and m.group(1) in there:
            bad("guide-at-goal", f"clue/where: the way is known to {m.group(1)}, met only at {goal!r}")
        for cl in fact.get("clues") or []:
            if cl.get("kind") == "npc" and (cl.get("at") in keys or cl.get("scene") == climax.get("id")):
                bad("guide-at-goal", f"clue/where: {(cl.get('how') or '')[:80]!r}, told only at {goal!r}")


def check_r29worlds(trip: dict, world: dict, every, bad) -> None:
    _shelter(trip, bad)
    _climate(trip, world, every, bad)
    _guide(trip, bad)
