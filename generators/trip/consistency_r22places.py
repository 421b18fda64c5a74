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
- ``watch-from-afar``: a clue that watches the way ahead from where the crew stand ("A patient
  watch over the way ahead from {place}", "A long look at the way ahead from the highest ground
  near {place}") is found out of doors at a scene one path from the scene whose way it tells,
  never hours off (audit/1 of hang: the watch from the Marga Glass Forest, scene 1, tells how
  to cross Marga Station, scene 6). trip/clue_fit.py LOOKOUT holds both lines to high_ground.
- ``watcher-elsewhere``: the hour-0 event at the slip-in point names only people the trip has
  there: whoever meets the lander, knocks on its hatch or "watches from a safe distance, writing
  something down" is found at the slip-in point, not at a place hours off (audit/34 of hang:
  Jacob Platonov watches the crew land at the Sentient Wind Temple, while the
  trip has him at Vertical Farm Number Four Hundred). content/places.py _arrival names one of
  those there (content/__init__.py ``_landing``), or nobody.
- ``heard-without-air``: on an airless world no clue is overheard at a scene (gossip, a quarrel,
  two locals arguing "loud enough for anyone to hear"), where the place's own line says
  "Silence: no air to carry a sound" (slip-n-slide audit/197: "Gossip at the Papage Dune Field,
  for anyone who stands about long enough to listen"). The overheard lines need ``air !=
  vacuum`` (corpora/trip/play_clues.json).
- ``intel-names-landing``: a Bad Intel or Scant Intel complication is about the way to the
  goal, where the clock's tick says it costs the crew ("catches up with the crew on the way to
  {goal}"), never about the slip-in point the crew chose to land at ("The briefing's contact at
  the Unborn Island died last year", the landing site, while the tick bites on the way to Calm
  Spot Infinity Minus Two; "The crew discover the briefing left out the Lopsided Glass Forest
  entirely", where they landed); nor does the briefing leave out, or stop its map at, the goal
  the job itself names. content/places.py intel_places fills the lines' places.
"""

from __future__ import annotations

import re

from .clue_fit import LOOKOUT
from .scene_view import unfit_beasts

RULES = ("beasts-at-urban-place", "sky-at-indoor-place", "watch-from-afar", "watcher-elsewhere", "heard-without-air",
         "intel-names-landing")

OUTDOOR_ROLES = ("The herd's lead animal", "The pack's lead animal")
OPEN_SKY = re.compile(r"\b(open to the sky|under the (?:open|same) sky|faces the sun|lit by .{1,120}? by day|"
                      r"under the stars|in the sunshine)\b", re.I)


INTEL = re.compile(r"^(Bad|Scant) Intel: ")
LEFT_OUT = re.compile(r"\b(left out (?P<a>.+?) entirely|map stops at (?P<b>.+?);)")


def _names(text: str, name: str) -> bool:
    return name in text or (name[:1].lower() + name[1:]) in text


def _intel(trip: dict) -> list[str]:
    """The intel-names-landing findings of ``trip``."""
    locs = [loc["name"] for loc in trip.get("locations") or []]
    if len(locs) < 2:
        return []
    out = []
    for ev in trip.get("events") or []:
        if not INTEL.match(ev.get("text") or ""):
            continue
        if _names(ev["text"], locs[0]):
            out.append(f"{ev['when']}: {ev['text'][:90]!r} is about the slip-in point {locs[0]!r}")
        if (m := LEFT_OUT.search(ev["text"])) and _names(m.group("a") or m.group("b"), locs[1]):
            out.append(f"{ev['when']}: {ev['text'][:90]!r} leaves out the goal {locs[1]!r}")
    return out


def _watchers(trip: dict) -> list[str]:
    """The watcher-elsewhere findings of ``trip``."""
    locs = trip.get("locations") or []
    first = next((ev for ev in trip.get("events") or [] if (ev.get("text") or "").startswith("Slip-in at ")), None)
    if not locs or not first:
        return []
    return [f"{first['when']}: {first['text'][:90]!r} names {n['name']}, who is at {n['where']!r}, not "
            f"{locs[0]['name']!r}" for n in trip.get("npcs") or []
            if n["name"] in first["text"] and n.get("where") in {x["name"] for x in locs[1:]}]


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
    for msg in _watches(trip, setting):
        bad("watch-from-afar", msg)
    for msg in _watchers(trip):
        bad("watcher-elsewhere", msg)
    for msg in _intel(trip):
        bad("intel-names-landing", msg)
    if world.get("air") == "vacuum":
        for fact in trip.get("clues") or []:
            for cl in fact["clues"]:
                if cl.get("kind") == "scene" and cl.get("source") == "overheard":
                    bad("heard-without-air", f"clues/{fact['id']}: {cl['how'][:80]!r} is overheard on an airless world")


def _watches(trip: dict, setting: dict) -> list[str]:
    """The watch-from-afar findings of ``trip``."""
    scenes = {sc["id"]: sc for sc in trip.get("scenes") or []}
    climax = next((sc for sc in scenes.values() if sc["kind"] == "climax"), None)
    out = []
    for fact in trip.get("clues") or []:
        goal = climax if fact["id"] == "way" else scenes.get(fact["id"].removeprefix("way-"))
        if not goal or not fact["id"].startswith("way"):
            continue
        for cl in fact["clues"]:
            at = scenes.get(cl.get("scene"))
            if cl.get("kind") != "scene" or not at or not (m := LOOKOUT.search(cl["how"])):
                continue
            if goal["id"] not in (at.get("leads_to") or ()) or setting.get(at["place"]) != "outdoor":
                out.append(f"clues/{fact['id']}: {m.group(0)!r} from {at['place']!r} (scene {at['number']}, "
                           f"{setting.get(at['place'])}) tells the way at {goal['place']!r} (scene {goal['number']}), "
                           "not one path on")
    return out
