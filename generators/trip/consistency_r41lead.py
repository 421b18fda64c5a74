"""The consistency audit's round-41 lead rules (registered by scripts/round_registry.py 41 in
generators/trip/consistency_r41.py), from the lead's own cold reads of algorithm-34 trips.

- ``knowledge-plain-yet-turns``: a knowledge maguffin (the truth about something) is never
  "exactly what it seems", since the fact it turns on (its gist, lists/maguffins.json, printed at
  the climax as "what it turns on, here") is what nobody knew. Cold read cold41-lead-2: "The truth
  about the valley: It is exactly what it seems, which surprises everyone" beside "The valley
  belongs to one family by a deed older than anyone's memory; ... everyone now thinks it is
  common ground". Fix: the truth line's needs leave out ``maguffin: knowledge``
  (grammars/maguffin.json).
- ``door-at-open-height``: a keeper's toll is not asked "at the door" of a place out of doors
  with no building (cold41-lead-1: "the toll Valandore-76 asks of strangers at the door" at "The
  highest peak", "a narrow crown of stone"). Fix: trip/play_lines.json says "at the way in".
"""

from __future__ import annotations

import re

from ..content.place_kinds import place_kind

RULES = ("knowledge-plain-yet-turns", "door-at-open-height")

PLAIN = re.compile(r"\bexactly what it seems\b", re.I)
DOOR = re.compile(r"\basks of strangers at the door\b", re.I)


def check_r41lead(trip: dict, world: dict, every, bad) -> None:
    m = trip.get("maguffin") or {}
    if m.get("kind") == "knowledge" and PLAIN.search(str(m.get("really") or "")):
        bad("knowledge-plain-yet-turns", f"maguffin/really: {m['really'][:70]!r}, yet a knowledge maguffin "
                                         f"turns on what nobody knew")
    scenes = trip.get("scenes") or []
    climax = next((sc for sc in scenes if sc.get("kind") == "climax"), None)
    if climax:
        loc = next((x for x in trip.get("locations") or [] if x["name"] == climax["place"]), None)
        outdoor = loc and loc.get("setting") == "outdoor" and place_kind(loc["name"]) not in ("settlement", "building")
        if outdoor and DOOR.search(str(climax.get("release") or "")):
            bad("door-at-open-height", f"scenes/{climax['number']}/release: a toll 'at the door' at "
                                       f"{climax['place']!r}, out of doors with no building")
