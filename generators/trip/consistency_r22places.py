"""The consistency audit's round-22 place rules (issue 10, coherent trips: cold readers found
lines placed without checking where they land). generators/trip/consistency.py runs them;
tests/test_r22_places.py feeds each a contradicting trip.

- ``beasts-at-urban-place``: no herd, pack, territorial beasts, den or beast lying across the
  way is met AT a place that is indoors or a town or a building by its name (content/
  place_kinds.py place_kind): "A herd of bison migrates straight through the Demorphing
  Cathedral", "Territorial animals hold the ground at the schoolroom". Animals met on the road
  to a place, around it or in its shadow are out of doors whatever the place is. Nor is the
  lead animal of a herd or a pack at home indoors ("The ram ... to lead the herd along its old
  path" in the People's Bank). The stock lines need ``setting: outdoor`` and ``place_kind !=
  settlement|building`` (corpora/trip/play_obstacles.json), the content's own obstacle is kept
  off such a place (trip/scene_view.py unfit_beasts), and content/__init__.py homes the lead
  animal out of doors.
- ``sky-at-indoor-place``: a read-aloud line of a place that is indoors never puts the crew
  under the open sky ("Built into slabs of dark basalt; open to the sky" at a lava tube the
  trip has indoors, "The helmet crackles with static whenever anyone faces the sun" in a dug
  room). A window on the sky is fine. The place lines need ``setting: outdoor``
  (corpora/grammars/places.json).
"""

from __future__ import annotations

import re

from .scene_view import unfit_beasts

RULES = ("beasts-at-urban-place", "sky-at-indoor-place")

OUTDOOR_ROLES = ("The herd's lead animal", "The pack's lead animal")
OPEN_SKY = re.compile(r"\b(open to the sky|under the open sky|faces the sun|lit by .{1,120}? by day|"
                      r"under the stars|in the sunshine)\b", re.I)


def _settings(trip: dict) -> dict[str, str | None]:
    return {loc["name"]: loc.get("setting") for loc in trip.get("locations") or []}


def _under_sky(text: str, world: dict) -> str | None:
    """The words of ``text`` that put whoever reads it under the open sky, if any."""
    if m := OPEN_SKY.search(text):
        return m.group(0)
    for k in ("sky_day", "sky_night"):
        if (sky := world.get(k)) and f"under {sky}" in text:
            return f"under {sky}"
    return None


def check_r22places(trip: dict, world: dict, every, bad) -> None:
    setting = _settings(trip)
    world = world or trip.get("world") or {}
    for sc in trip.get("scenes") or []:
        where = setting.get(sc["place"])
        for k, ob in (("obstacle", sc.get("obstacle")), ("surprise", sc.get("surprise"))):
            if ob and (hit := unfit_beasts(ob["text"], sc["place"], where)):
                bad("beasts-at-urban-place", f"scene/{sc['number']}: its {k} puts {hit!r} at "
                                             f"{sc['place']!r} ({where or 'no setting'})")
        if where == "indoor" and (hit := _under_sky(sc.get("read_aloud") or "", world)):
            bad("sky-at-indoor-place", f"scene/{sc['number']}: its read-aloud says {hit!r} at "
                                       f"{sc['place']!r}, which is indoors")
    for n in trip.get("npcs") or []:
        if n.get("role") in OUTDOOR_ROLES and setting.get(n.get("where")) == "indoor":
            bad("beasts-at-urban-place", f"{n['name']} ({n['role'].lower()}) is at {n['where']!r}, indoors")
    for loc in trip.get("locations") or []:
        if loc.get("setting") == "indoor" and (hit := _under_sky(loc.get("text") or "", world)):
            bad("sky-at-indoor-place", f"location {loc['name']!r} is indoors, yet its text says {hit!r}")
