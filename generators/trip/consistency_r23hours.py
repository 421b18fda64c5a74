"""The consistency audit's round-23 hour, sky and weather rules (cold read 32 of algorithm-21
trips: a place's description, the sky or the weather contradicts the hour or the climate the
trip states). generators/trip/consistency_r23.py runs them; tests/test_r23_hours.py feeds each
a contradicting trip.

- ``day-line-at-night``: when the crew land in the middle of the night (the fact sheet's
  ``arrival: night``), the strong start's read-aloud tells no daytime: no day sky, no sun in
  sight, no shop "Closing early today", no crowd "listening to a ballgame on the radio"
  (r23-cold-d: "It is night here" beside both; r23-cold-f: "a violet sky and a sun too bright
  to look near" at a midnight landing). The slip-in point's lines are drawn knowing the hour
  (the place fact ``hour``: the arrival's at the slip-in point; corpora/grammars/places.json
  lines of daytime need ``hour != night``).
- ``moon-set-at-night``: a night sky whose moon sets early in the evening ("a thin crescent
  moon, setting early") is not the sky of a landing in the middle of the night (r23-cold-i):
  corpora/lists/skies.json gives such a sky ``arrival: day``.
- ``climate-against-sky``: a climate of fog, mist or haze is not drawn under a clear day sky
  ("Climate: A Valley winter: thick tule fog and a wet chill" beside "Sky: By day, the Valley's
  wide blue sky", r23-cold-c), nor a climate of skies that never cloud under a sky of fog:
  skies.json marks a clear sky ``clouds: clear`` and the fog climates need ``clouds !=
  clear|none`` (corpora/lists/climates.json).
- ``obstacle-against-place``: a scene's stock obstacle does not contradict its place's own
  lines: no "stinking heat" where the place already says what its air smells of ("the air
  carries a smell of sassafras and nothing else"), no floor "deep in cold mud" where the place
  stands on "a metal grating that rings under boots" (r23-cold-c). trip/obstacle_fit.py gives
  a scene the facts ``scented`` and ``floor`` of its place, and the lines need them.
"""

from __future__ import annotations

import re

from ..content.places import SMELLS as SMELL
from .obstacle_fit import HARD_FLOOR

RULES = ("day-line-at-night", "moon-set-at-night", "climate-against-sky", "obstacle-against-place")

DAY_WORDS = re.compile(r"\b(closing early today|ballgame on the radio|a sun too bright|in the midday|"
                       r"at noon|the noon sun|bright sunshine|in the sunshine|sunlit|sun overhead|"
                       r"faces the sun|the sun beats)\b", re.I)
EARLY_MOON = re.compile(r"\b(setting early|sets early|sets at dusk|down by midnight)\b", re.I)
FOGGY = re.compile(r"\b(fog|mist|haze|grey skies|overcast)\b", re.I)
CLEAR = re.compile(r"\b(wide blue sky|not a cloud|cloudless|never clouds over|clear blue)\b", re.I)
STINK = re.compile(r"\b(stinking|stench|reeks?|reeking|stinks?)\b", re.I)
MUD = re.compile(r"\b(deep in (cold )?mud|knee-deep in|ankle-deep in)\b", re.I)


def _sky_text(world: dict, when: str) -> str:
    return world.get(f"sky_{when}") or ""


def check_r23hours(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    start = (trip.get("start") or {}).get("read_aloud") or ""
    if world.get("arrival") == "night" and start:
        day, night = _sky_text(world, "day"), _sky_text(world, "night")
        if day and day != night and day in start:
            bad("day-line-at-night", f"start: the day sky {day!r} at a landing in the middle of the night")
        if m := DAY_WORDS.search(start):
            bad("day-line-at-night", f"start: {m.group(0)!r} at a landing in the middle of the night")
        if m := EARLY_MOON.search(_sky_text(world, "night")):
            bad("moon-set-at-night", f"world: the night sky's moon is {m.group(0)!r}, yet the crew "
                                     f"land in the middle of the night")
    climate = world.get("climate_text") or ""
    day = _sky_text(world, "day")
    if (m := FOGGY.search(climate)) and (c := CLEAR.search(day)):
        bad("climate-against-sky", f"world: climate {m.group(0)!r} under a day sky of {c.group(0)!r}")
    if (m := CLEAR.search(climate)) and (c := FOGGY.search(day)):
        bad("climate-against-sky", f"world: climate {m.group(0)!r} under a day sky of {c.group(0)!r}")
    locs = {loc.get("name"): loc for loc in trip.get("locations") or []}
    for sc in trip.get("scenes") or []:
        loc = locs.get(sc.get("place")) or {}
        own = f"{loc.get('text') or ''} {loc.get('sensory') or ''}"
        for k in ("obstacle", "surprise"):
            text = (sc.get(k) or {}).get("text") or ""
            if (m := STINK.search(text)) and (s := SMELL.search(own)):
                bad("obstacle-against-place", f"scene/{sc['number']}: its {k} says {m.group(0)!r} where the "
                                              f"place's own line says {s.group(0)!r}")
            if (m := MUD.search(text)) and (f := HARD_FLOOR.search(own)):
                bad("obstacle-against-place", f"scene/{sc['number']}: its {k} says {m.group(0)!r} where the "
                                              f"place stands on {f.group(0)!r}")
