"""The consistency audit's round-17 world rules (brief r17 world; cold read 25, READER-G's worst
problem, READER-F's second): scenes that contradict the node's own facts. generators/trip/
consistency.py runs them; tests/test_r17_world.py feeds each a contradicting trip.

- ``deep-time-built-things``: deep time (world ``family`` deep: "Nobody lives here, and nobody
  ever has") has nothing anybody built: no gate that sticks, no stone slab that moves only with
  three pairs of hands, no way "whoever built it marked", no cave walls covered in tallies, no
  footbridge of planks and rope, no door a visitor opened there (cold read 25, trip i, 86
  million years ago). The lines need ``node != deep`` (corpora/trip/play_obstacles.json,
  play_clues.json, grammars/places.json, grammars/people.json). The humans met there are
  visitors (folk visitor, a role that says so), which the page already says.
- ``word-needs-locals``: where nobody lives (``inhabitants`` nobody) nobody has a
  neighbour to hear the news from ("A neighbour tells Andrew ..." in deep time) and no word
  reaches a place that strangers are asking about it ("Population: Nobody" beside "Word
  reaches the garden ...", trip a): the clock lines need ``inhabited`` (corpora/trip/
  play_clock.json), and an empty place's first goal tick is its ground slumping instead.
- ``era-span``: a deep-future era line names a change the years ahead are too few for
  (continents move in tens of millions of years: "9811: the continents have merged", 7,794
  years on, cold read 25 trip d): merged continents need 50 million years, an ocean world with
  a single island 10 million, and a climate of deserts "almost to the old river" no more than
  100,000 (the river is gone long before the sea covers the valley: trip e's "ocean world"
  beside "Hot and dry: the deserts have come almost to the old river"). The lines need
  ``era:`` spans (corpora/grammars/time.json, lists/climates.json).
- ``bone-dry-green``: a bone-dry world (``water`` none) has no lawns gone to meadow and no
  endless cloud in its sky (cold read 25 trip a; grammars/places.json and lists/skies.json
  need water).
- ``surreal-ground-on-real-node``: a realistic node (content/world.py ``realistic_of``: our own
  Earth in some year, an Alternate Earth) has no surreal ground ("Underfoot: ice that is warm"
  on a fork whose page says its one slip is what looks wrong, trip f; in a Cretaceous swamp,
  trip i): the line needs ``realistic: no`` (grammars/places.json).
- ``fork-dressing``: an Alternate Earth shows what its fork changed and nothing else of a
  steampunk dress-up: clockwork sentries need a world of steam (``tech`` steam or lower), and a
  fork that changed one thing and kept pace with home (corpora/lists/bifurcations.json
  ``old_ways`` 2017: films banned in 1895, trip f) has no clanking steam engine, gas lamps or
  pith helmets.
- ``first-visit-recognised``: where nobody has been before the crew (``before`` none: "Nobody
  from the barn has set foot"), nobody recognises the crew's ship (cold read 25 trip c; the
  complication line needs ``before``, grammars/events.json).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.world import realistic_of
from ..data import load
from ..facts import TECH_LADDER

RULES = ("deep-time-built-things", "word-needs-locals", "era-span", "bone-dry-green",
         "surreal-ground-on-real-node", "fork-dressing", "first-visit-recognised")

BUILT = re.compile(r"\b(a gate that sticks|a stone slab seals|whoever built it|walls are covered in "
                   r"tallies|footbridge of planks and rope|opened a door at)\b", re.I)
SPANS = ((re.compile(r"\bcontinents have merged\b", re.I), 50_000_000),
         (re.compile(r"\bocean world\b", re.I), 10_000_000))
OLD_RIVER = re.compile(r"\balmost to the old river\b", re.I)
GREEN = re.compile(r"\b(lawns gone to meadow|endless cloud)\b", re.I)
SURREAL_GROUND = re.compile(r"\bice that is warm\b", re.I)
CLOCKWORK = re.compile(r"\bclockwork sentries\b", re.I)
FADED = re.compile(r"\b(clanking steam engine|gas lamps?|gaslit|pith helmets?)\b", re.I)
RECOGNISED = re.compile(r"\brecognises the crew's (ship|lander)\b", re.I)
WORD = re.compile(r"\b(a neighbour (tells|says|warns|mentions)|word reaches [^.;]* that strangers|"
                  r"the people at [^.;]* hear that strangers)\b", re.I)


def _detail(trip: dict, label: str) -> str:
    return next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == label), "")


def _era_span(trip: dict, world: dict, bad) -> None:
    year = world.get("year")
    if world.get("family") != "future" or year is None:
        return
    era = _detail(trip, "Era")
    for pat, span in SPANS:
        if (m := pat.search(era)) and year < span:
            bad("era-span", f"node/Era: {m.group(0)!r} in the year {year} (needs {span:,})")
    climate = world.get("climate_text") or _detail(trip, "Climate")
    if (m := OLD_RIVER.search(climate)) and year > 100_000:
        bad("era-span", f"climate: {m.group(0)!r} in the year {year}")


@lru_cache(maxsize=1)
def _kept_pace() -> frozenset:
    """The forks that changed one thing and kept pace with home (bifurcations.json old_ways
    from 1930 on, when gas lamps and steam-driven halls were gone)."""
    return frozenset(v for v, _, f in load("lists/bifurcations").items
                     if (f.get("old_ways") or f["year"]) >= 1930)


def _fork(trip: dict, world: dict, lines, bad) -> None:
    fork = (world.get("fork") or "").split(":", 1)[-1].strip()
    tech = world.get("tech")
    above_steam = tech in TECH_LADDER and TECH_LADDER.index(tech) > TECH_LADDER.index("steam")
    paced = fork in _kept_pace()
    for where, t in lines:
        if above_steam and (m := CLOCKWORK.search(t)):
            bad("fork-dressing", f"{where}: {m.group(0)!r} on a fork of tech {tech!r}")
        if paced and (m := FADED.search(t)):
            bad("fork-dressing", f"{where}: {m.group(0)!r} where the fork {fork!r} kept pace with home")


def check_r17world(trip: dict, world: dict, every, bad) -> None:
    _era_span(trip, world, bad)
    if realistic_of(world.get("family"), world.get("year")) == "yes":
        for where, t in every:
            if m := SURREAL_GROUND.search(t):
                bad("surreal-ground-on-real-node", f"{where}: {m.group(0)!r} on a realistic node")
    if world.get("family") == "alternate":
        _fork(trip, world, every, bad)
    if world.get("before") == "none":
        for where, t in every:
            if m := RECOGNISED.search(t):
                bad("first-visit-recognised", f"{where}: {m.group(0)!r} where nobody has been before")
    if world.get("water") == "none":
        for where, t in list(every) + [("sky", f"{world.get('sky_day')} {world.get('sky_night')}")]:
            if m := GREEN.search(t):
                bad("bone-dry-green", f"{where}: {m.group(0)!r} on a bone-dry world")
    deep = world.get("family") == "deep"
    nobody = world.get("inhabitants") == "nobody"
    if not (deep or nobody):
        return
    npcs = [(f"npc/{n.get('name')}", n.get("secret") or "") for n in trip.get("npcs") or []]
    for where, t in list(every) + npcs:
        if deep and (m := BUILT.search(t)):
            bad("deep-time-built-things", f"{where}: {m.group(0)!r} where nobody has ever lived")
        if nobody and (m := WORD.search(t)):
            bad("word-needs-locals", f"{where}: {m.group(0)!r} where nobody lives")
