"""The consistency audit's round-23 place-kind rules (cold reads by strict GMs: a place's
description, its senses and its obstacles did not fit the kind of place it is). The kind is the
one its own name says (content/place_kinds.py place_kind: settlement, water, wild, sand, rock,
building, any) and its ``setting`` (indoor or outdoor). tests/test_r23_placekind.py feeds each
rule a trip broken on purpose.

- ``wild-hazard-at-built-place``: no wilderness hazard (scree, thorny scrub, loose stones
  coming down, a crack in the ground, rock sharp enough to cut boots) is met AT a town or a
  building ("Thorny scrub chokes the Imperial Ministry"). The lines of corpora/trip/
  play_obstacles.json need ``place_kind != settlement|building``.
- ``empty-yet-staring``: the slip-in point is not described empty ("empty now, though
  somebody was here not long ago") while its strong start has everyone outside staring at the
  lander. The start's stock lines that bring out an audience need ``crowd != no`` (the slip-in
  point's fact, content/crowd.py), read against the slip-in point (trip/start.py).
- ``built-line-in-nature``: an indoor place that is no building by its name (a lava tube, a
  cave: rock) is not described with a built room's line ("Inside: shelves to the ceiling, ...
  and a counter worn smooth by elbows"). Those lines of corpora/grammars/places.json need
  ``place_kind != rock|sand|water|wild``, and an indoor rock place has lines of its own.
- ``sense-off-place``: a place's sense line does not hear a household or a street (voices
  behind a wall, pots clattering, a door or a shutter banging, a kettle, someone sweeping or
  counting coins, a street seller, a delivery van) at open wild ground, water, sand or bare
  rock ("two voices argue about money behind a wall" on a dune field). The ``sound`` lines need
  ``place_kind != wild|water|sand|rock``.
- ``door-outdoors``: a Technical Challenge at a place out of doors that is no town or building
  by its name has no door, trapdoor, turnstile, lift or hatch ("The quick way down from the
  Ridge of Vell is a trapdoor, and it is bolted from below"). Those lines need ``place_kind:
  settlement|building``.
- ``size-vs-places``: a planet's places fit the scale of its settlements (the fact
  ``settled``): no town or city on a world of scattered villages, no dug hall "with benches for
  a hundred" or market street "with awnings of every colour" at a lone outpost or among
  hamlets. The site and the lines need ``settled != ...``.
- ``stealth-public-landing``: with Stealth Required on the trip, the lander is not set down in
  full view (a car park's RESERVED space, a round of applause, a gathering that stops to
  stare). Those landing sites need ``stealth_job != yes`` (content/places.py locations_for).
"""

from __future__ import annotations

import re

from ..content.crowd import EMPTY
from ..content.place_kinds import place_kind

RULES = ("wild-hazard-at-built-place", "empty-yet-staring", "built-line-in-nature", "sense-off-place",
         "door-outdoors", "size-vs-places", "stealth-public-landing")

BUILT_KINDS = ("settlement", "building")
OPEN_KINDS = ("wild", "water", "sand", "rock")
WILD_HAZARD = re.compile(r"\b(scree|undergrowth|thorny scrub|loose stones come down|rock at .{1,80}? is sharp|"
                         r"thin crust over a drop|crack in the ground|gives way in patches|rockslide)\b", re.I)
STARE = re.compile(r"\b(stares?|staring|stops? to stare|crowd already gathering|round of applause|heads turn)\b", re.I)
BUILT_LINE = re.compile(r"^(Inside: shelves to the ceiling|A round hut of stacked stone|A shed of patched sheet metal|"
                        r"Inside: one long room under a low roof|Inside: a low hall|A crowded room that smells)")
HOUSE_SOUND = re.compile(r"\b(behind a wall|pots clatter|a door bangs|a shutter creaks|a kettle shrieks|"
                         r"counts coins|somebody is sweeping|a street seller|a delivery van)\b", re.I)
DOOR = re.compile(r"\b(doors?|trapdoor|turnstile|lift|hatch|roof of old tiles)\b", re.I)
TOWN = re.compile(r"\b(town|towns|city|arcology)\b", re.I)
BIG = re.compile(r"\b(benches for a hundred|rows of stone seats|awnings of every colour|"
                 r"streets in rings round an open square)\b", re.I)
SMALL = ("outpost", "villages")
PUBLIC = re.compile(r"\b(car park|round of applause|crowd already gathering|a gathering that stops to stare|"
                    r"the middle of something important|everybody here uses|swept clean, for some other visitor)\b",
                    re.I)


def _obstacles(sc: dict):
    for k in ("obstacle", "surprise"):
        if isinstance(ob := sc.get(k), dict) and ob.get("text"):
            yield k, ob


def check_r23placekind(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    locs = trip.get("locations") or []
    by_name = {loc["name"]: loc for loc in locs}
    for sc in trip.get("scenes") or []:
        loc = by_name.get(sc.get("place"))
        if not loc:
            continue
        kind, setting = place_kind(loc["name"]), loc.get("setting")
        for k, ob in _obstacles(sc):
            if kind in BUILT_KINDS and (m := WILD_HAZARD.search(ob["text"])):
                bad("wild-hazard-at-built-place", f"scene/{sc['number']}: its {k} puts {m.group(0)!r} at "
                                                  f"{sc['place']!r}, a {kind}")
            if ob.get("opposition") == "Technical Challenges" and setting == "outdoor" and \
                    kind not in BUILT_KINDS and (m := DOOR.search(ob["text"])):
                bad("door-outdoors", f"scene/{sc['number']}: its {k} has {m.group(0)!r} at {sc['place']!r}, "
                                     f"out of doors ({kind})")
    for loc in locs:
        kind, text = place_kind(loc["name"]), loc.get("text") or ""
        if loc.get("setting") == "indoor" and kind in OPEN_KINDS and (m := BUILT_LINE.search(text)):
            bad("built-line-in-nature", f"location {loc['name']!r} ({kind}, indoors) is described as a built "
                                        f"room: {m.group(0)!r}")
        if kind in OPEN_KINDS and (m := HOUSE_SOUND.search(loc.get("sensory") or "")):
            bad("sense-off-place", f"location {loc['name']!r} ({kind}) hears {m.group(0)!r}")
        settled = world.get("settled")
        if settled == "villages" and (m := TOWN.search(loc["name"])) and kind == "settlement":
            bad("size-vs-places", f"location {loc['name']!r} is a {m.group(0)} on a world of {settled}")
        if settled in SMALL and (m := BIG.search(text)):
            bad("size-vs-places", f"location {loc['name']!r} has {m.group(0)!r} on a world of {settled}")
    start = trip.get("start") or {}
    if locs and EMPTY.search(locs[0].get("text") or "") and \
            (m := STARE.search(f"{start.get('read_aloud', '')} {start.get('then', '')}")):
        bad("empty-yet-staring", f"start: {m.group(0)!r} at {locs[0]['name']!r}, described "
                                 f"{EMPTY.search(locs[0]['text']).group(0)!r}")
    if locs and "Stealth Required" in (trip.get("complications") or []) and \
            (m := PUBLIC.search(locs[0].get("text") or "")):
        bad("stealth-public-landing", f"location {locs[0]['name']!r}: the lander comes down at {m.group(0)!r} "
                                      "on a Stealth Required trip")
