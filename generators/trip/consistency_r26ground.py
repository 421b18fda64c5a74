"""The consistency audit's round-26 ground rules: a world's water, land and daylight facts
contradicted by its places and scenes (cold readers of algorithm-24 trips, r26-cold-a..h).
generators/trip/consistency_r26.py runs them; tests/test_r26_ground.py feeds each a
contradicting trip.

- ``ground-dry-shallows``: where the only water is buried ice or salt-pan wells (``water``
  none or scarce: "not a drop of liquid anywhere"), no line has "slimy coloured mats in every
  shallow" (r26-cold-b, r26-cold-h). Fix: that Microbial mats line needs open water
  (lists/planet_biosphere.json).
- ``ground-dry-hulls``: where there is no sea or lake (``water`` none or scarce), no place is
  "fenced off with old ship hulls" (r26-cold-b: a glass forest on a world of buried ice). Fix:
  grammars/places.json planet_fence "old ship hulls" needs ``water: lakes|oceans``.
- ``ground-fish-no-water``: the fishing hook's "empty nets" and "fishing people" stand at a
  place that holds water, never at a lake of mercury or another liquid no fish lives in
  (r26-cold-a: "The empty nets hang at the Ottemi Mercury Lake"). Fix: trip/hook_place.py
  puts a hook line at a scene whose place's own facts fit its ``needs``.
- ``ground-day-heat-at-night``: a heat hazard that builds "as the day goes on" (crossed "from
  shade to shade") is never met on a trip that lands at night (r26-cold-d, a night landing).
  Fix: those obstacle lines need ``arrival: day`` (corpora/trip/play_obstacles.json).
- ``ground-islands-dry-land``: on a water world (``land`` islands: "ocean from pole to pole;
  the only dry land is a string of islands linked by reefs") no place is a dune field or
  stands on red dust, and no herds of bus-sized beasts roam (r26-cold-e: "black sand heaped
  in long ridges", a chamber "dug under red dust", "huge beasts in herds"). Fix: the new
  world fact ``land`` (facts_r26.py, lists/planet_hydrosphere.json); the dune field site, the
  red-dust grounds and Megafauna need ``land != islands``.
"""

from __future__ import annotations

import re

from ..content.place_kinds import place_liquid

RULES = ("ground-dry-shallows", "ground-dry-hulls", "ground-fish-no-water", "ground-day-heat-at-night",
         "ground-islands-dry-land")

SHALLOWS = re.compile(r"\bmats in every shallow\b", re.I)
HULLS = re.compile(r"\bfenced off with old ship hulls\b", re.I)
FISH = re.compile(r"\b(empty nets|fishing people)\b", re.I)
ISLAND_DRY = re.compile(r"\b(dune field|dunes?|red dust|sand heaped in long ridges|huge beasts in herds|"
                        r"herds of beasts the size of buses|giant animals everywhere)\b", re.I)
DAY_HEAT = re.compile(r"\bhotter as the day goes on\b|\bfrom shade to shade\b", re.I)


def _obstacle_lines(trip: dict) -> list[tuple[str, str]]:
    out = []
    for i, sc in enumerate(trip.get("scenes") or [], 1):
        ob = sc.get("obstacle") or {}
        out += [(f"scene {i} obstacle", ob.get("text") or ""), (f"scene {i} way", ob.get("way") or "")]
    return out


def check_r26ground(trip: dict, world: dict, every, bad) -> None:
    world = world or {}
    dry = world.get("water") in ("none", "scarce")
    hydro = next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                  if d.get("label") == "Hydrosphere"), "")
    islands = world.get("land") == "islands" or hydro.startswith("Water world")
    for where, t in every:
        t = t or ""
        if dry and (m := SHALLOWS.search(t) or HULLS.search(t)):
            rule = "ground-dry-shallows" if SHALLOWS.search(m.group(0)) else "ground-dry-hulls"
            bad(rule, f"{where}: {m.group(0)!r} where water is {world.get('water')!r}")
        if islands and (m := ISLAND_DRY.search(t)):
            bad("ground-islands-dry-land", f"{where}: {m.group(0)!r} on a world of one island chain")
    for i, sc in enumerate(trip.get("scenes") or [], 1):
        if not place_liquid(sc.get("place") or ""):
            continue
        for th in sc.get("threads") or []:
            if m := FISH.search(th.get("text") or ""):
                bad("ground-fish-no-water", f"scene {i}: {m.group(0)!r} at {sc['place']!r}, where no fish lives")
    if world.get("arrival") == "night":
        for where, t in _obstacle_lines(trip):
            if m := DAY_HEAT.search(t):
                bad("ground-day-heat-at-night", f"{where}: {m.group(0)!r} on a trip that lands at night")
