"""The consistency audit's round-37 scene rules (cold reads of algorithm-31 trips: a scene's own
lines that fight its ground or its map). Registered in generators/trip/consistency_r37.py;
tests/test_r37_scene.py feeds each rule a trip broken on purpose.

- ``way-on-wrong-height``: a scene's way on climbs up only from where something is above (a
  hollow, rough natural ground), lowers down only from a height or rough ground, a cable car
  runs only where the ground is not level, and nobody sets a lookout high above a height. Cold
  reads: "A rusted ladder is the quick way up from the Engineers' Guild's Bazaar. Up to what?
  Nothing is up there"; "the only way down" from a car park; "a lookout high above the highest
  peak". Fix: the place fact ``place_height`` (content/place_height.py, lists/place_heights.json,
  added to every place by content/place_kinds.py kind_facts); play_obstacles.json's smooth face,
  ladders, loosened handhold, cage lift, winch, cage on a chain, cable car and high lookout need it.
- ``new-place-already-haunted``: a place "Opened last month" or "Freshly painted" has not had the
  time to be "said to be haunted". Cold read: "The Haunted Motel 'Opened last month' is already
  'said to be haunted'". Fix: grammars/places.json desc_recent's two new heads need
  ``place_promise != haunted`` ("Newly reopened after a long time shut" stays: it is old).
- ``landing-dust-before-crowd``: a landing whose dust hides everything past arm's length is not
  at a slip-in point whose description shows a crowd about (who would be staring at it). Cold
  read: "past arm's length, nothing can be seen" against "the crowd already gathering". Fix:
  trip/start.py gives the react lines the fact ``crowd: yes`` where the slip-in point's
  description shows people (content/crowd.py CROWD), and play_lines.json's dust line needs
  ``crowd != yes``.
- ``door-line-outdoors``: a place that stands outdoors (its fact setting) has no door the crew
  wait by, no chair to come free and no counter. Cold reads: "Closing early today; a notice by
  the door asks customers not to talk politics" against "Roots and hollows hide under the ground
  cover"; a standing stone on a bare slope where "the crew wait by the door until a chair comes
  free". Fix: grammars/places.json's notice, chalkboard, guards dozing "by the door" and
  kept_how_open's door and table need ``setting: indoor``; outdoor siblings (a notice nailed to a
  post, a board by the way in, guards on a bench by the way in, a speakers' ring, the ground's
  one safe line).
"""

from __future__ import annotations

import re

from ..content.crowd import CROWD, EMPTY
from ..content.place_kinds import place_height

RULES = ("way-on-wrong-height", "new-place-already-haunted", "landing-dust-before-crowd", "door-line-outdoors")

UP = re.compile(r"\b(quick way up|only way up)\b", re.I)
DOWN = re.compile(r"\bonly way down\b", re.I)
LOOKOUT = re.compile(r"\blookout high above\b", re.I)
CABLE = re.compile(r"\bcable car\b", re.I)
NEW = re.compile(r"\b(opened last month|freshly painted)\b", re.I)
HAUNTED = re.compile(r"\b(said to be haunted|for its ghosts)\b", re.I)
DOOR = re.compile(r"\b(by the door|behind a door that opens|a chair comes free|behind the counter|on the counter)\b",
                  re.I)
DUST = re.compile(r"\bpast arm's length, nothing can be seen\b", re.I)


def _wrong_height(text: str, height: str) -> str | None:
    """What the line needs of the place's height when ``height`` does not give it, else None."""
    if UP.search(text) and height not in ("low", "rough"):
        return "a way up (nothing is above it)"
    if DOWN.search(text) and height not in ("high", "rough"):
        return "a way down (nothing is below it)"
    if LOOKOUT.search(text) and height == "high":
        return "a lookout high above a height"
    if CABLE.search(text) and height == "level":
        return "a cable car on level ground"
    return None


def check_r37scene(trip: dict, world: dict, every, bad) -> None:
    settings = {loc.get("name"): loc.get("setting") for loc in trip.get("locations") or []}
    for sc in trip.get("scenes") or []:
        place = sc.get("place") or ""
        height = place_height(place, settings.get(place))
        for part in ("obstacle", "surprise"):
            text = str((sc.get(part) or {}).get("text") or "")
            if why := _wrong_height(text, height):
                bad("way-on-wrong-height", f"scene {sc.get('number')} at {place} ({height}): its {part} is {why}: "
                    f"{text[:120]!r}")
    for loc in trip.get("locations") or []:
        text = str(loc.get("text") or "")
        if (m := NEW.search(text)) and (h := HAUNTED.search(text)):
            bad("new-place-already-haunted", f"{loc.get('name')} is new ({m.group(0)!r}) and already haunted "
                f"({h.group(0)!r})")
        if loc.get("setting") == "outdoor" and (m := DOOR.search(text)):
            bad("door-line-outdoors", f"{loc.get('name')} stands outdoors, and its description has {m.group(0)!r}")
    locs, start = trip.get("locations") or [], trip.get("start") or {}
    if locs and DUST.search(str(start.get("read_aloud") or "")):
        text = str(locs[0].get("text") or "")
        if (m := CROWD.search(text)) and not EMPTY.search(text):
            bad("landing-dust-before-crowd", f"the landing's dust hides everything past arm's length, and "
                f"{locs[0].get('name')} shows people about ({m.group(0)!r})")
