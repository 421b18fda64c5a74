"""The consistency audit's round-16 world-fact rules (brief r16 worldfacts; cold read 23, reader C
"Contradictions" of trips a, b and d and worst problem #2): the node's own fact sheet (trip JSON
``world``, the node's details) against the page. generators/trip/consistency.py runs them;
tests/test_r16_worldfacts.py feeds each a contradicting trip.

- ``stone-age-metal``: a stone-age people ("flint, fire, hide and bone; no metal anywhere") are
  never robots "who built themselves out of a crashed ship", and nobody there carries spare
  rivets or builds a puzzle of levers and weights (the locals are drawn before the tech:
  corpora/lists/planet_tech.json "Stone and bone" needs natives != robot).
- ``cloud-hides-the-night``: a day "behind endless cloud" (corpora/lists/skies.json "cloud":
  "yes") has a night under the same cloud: no moons that race each other, no stars drifting
  (content/world.py under_cloud).
- ``settlement-scale``: the places fit the population's scale (the fact ``settled``): no walled
  hamlet among cities, no lonely track "marked with posts" or "shelter of piled stones" where
  cities run from pole to pole (teeming), no lanes too narrow for two or benches for a hundred
  at a single outpost.
- ``waterfall-not-water``: where the lakes hold "something clear and heavy that is not water"
  (water strange) nothing is a waterfall (the great falls need lakes or oceans).
- ``frost-in-a-mild-climate``: no frost-white ground where the days are mild (temperate, hot,
  scorching).
- ``nobody-here-lines``: where nobody lives, nobody holds wells and nothing smells of candle
  smoke.
- ``moonlet-big-moon``: a moonlet's night shows no single enormous moon (its big sky object is
  its planet; skies.json "big_moon").
"""

from __future__ import annotations

import re

from ..content.world import sky_fields, under_cloud

RULES = ("stone-age-metal", "cloud-hides-the-night", "settlement-scale", "waterfall-not-water",
         "frost-in-a-mild-climate", "nobody-here-lines", "moonlet-big-moon")

METAL = re.compile(r"\b(spare rivets|levers and weights|built themselves out of a crashed ship)\b", re.I)
HAMLET = re.compile(r"\b(a cluster of roofs inside a low wall|farming hamlets?)\b", re.I)
LONELY = re.compile(r"\b(marked with posts|a shelter of piled stones|in the one square)\b", re.I)
CROWDED = re.compile(r"\b(lanes too narrow for two|benches for a hundred)\b", re.I)
FALLS = re.compile(r"\b(waterfalls?|the great falls)\b", re.I)
FROST = re.compile(r"\bfrost-white\b", re.I)
PEOPLES = re.compile(r"\b(whoever holds a well|candle smoke)\b", re.I)
MILD = ("temperate", "hot", "scorching")


def _detail(trip: dict, label: str) -> str:
    return next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == label), "")


def check_r16worldfacts(trip: dict, world: dict, every, bad) -> None:
    lines = list(every) + [(f"node/{d.get('label')}", d.get("text") or "")
                           for d in (trip.get("node") or {}).get("details") or []]
    stone = world.get("family") == "planet" and world.get("tech") in ("none", "stone")
    if stone and world.get("natives") == "robot":
        bad("stone-age-metal", f"robot locals on a world of tech {world.get('tech')!r}")
    night = sky_fields(world.get("sky_night") or "")
    if sky_fields(world.get("sky_day") or "").get("cloud") == "yes" and not under_cloud(night, True):
        bad("cloud-hides-the-night", f"{world.get('sky_night')!r} seen under {world.get('sky_day')!r}")
    if night.get("big_moon") and _detail(trip, "Size").startswith("Moonlet"):
        bad("moonlet-big-moon", f"a moonlet's night shows {world.get('sky_night')!r}")
    settled = world.get("settled")
    for where, t in lines:
        if stone and (m := METAL.search(t)):
            bad("stone-age-metal", f"{where}: {m.group(0)!r} on a world of tech {world.get('tech')!r}")
        if settled in ("cities", "teeming") and (m := HAMLET.search(t)):
            bad("settlement-scale", f"{where}: {m.group(0)!r} where the settlements are {settled}")
        if settled == "teeming" and (m := LONELY.search(t)):
            bad("settlement-scale", f"{where}: {m.group(0)!r} where cities run from pole to pole")
        if settled == "outpost" and (m := CROWDED.search(t)):
            bad("settlement-scale", f"{where}: {m.group(0)!r} at a single outpost")
        if world.get("water") == "strange" and (m := FALLS.search(t)):
            bad("waterfall-not-water", f"{where}: {m.group(0)!r} where the water is not water")
        if world.get("climate") in MILD and (m := FROST.search(t)):
            bad("frost-in-a-mild-climate", f"{where}: {m.group(0)!r} in a {world['climate']} climate")
        if world.get("inhabitants") == "nobody" and (m := PEOPLES.search(t)):
            bad("nobody-here-lines", f"{where}: {m.group(0)!r} where nobody lives")
