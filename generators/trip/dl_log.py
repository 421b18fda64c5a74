"""The GM's roll log says where every DL a scene prints comes from (cold read 25, the lead's
notes): a scene's obstacle DL is not a roll of its own (trip/scenes.py ``_obstacle``: the
Clearance Level's base DL, the line's step, +1 at the setback and the climax; or the content's
obstacle DL, "CL + 1d3 - 1", rolled in content/places.py), so the log gets a note for each
scene's obstacle (and hidden surprise) with its sum, at ``<trip>/play/scenes/<n>/dl`` (and
``.../surprise/dl``). A content obstacle's DL roll that no scene prints is marked "unused" in
the log. The audit's ``roll-log-scene-dl`` (consistency_r17wording.py) reads both.
"""

from __future__ import annotations

import re

from ..rng import Roll

UNUSED = "unused: no scene prints this obstacle"
SET_ASIDE = "set aside:"
CONTENT_DL = re.compile(r"^obstacle DL \((.+?)\): CL \+ 1d3 - 1")


def log_scene_dls(trip, scenes: list[dict], path: str) -> None:
    """Add a note per scene DL to ``trip.rolls`` and mark the content DL rolls no scene used.
    Takes the scenes' private ``_dl`` (how the DL was made) off their obstacles."""
    notes, used = [], set()
    for sc in scenes:
        for key, where in (("obstacle", "dl"), ("surprise", "surprise/dl")):
            ob = sc.get(key)
            if not ob or "_dl" not in ob:
                continue
            why = ob.pop("_dl")
            if why.startswith("the content's"):
                used.add(ob["opposition"])
            what = "surprise" if key == "surprise" else "obstacle"
            notes.append(Roll("choice", [], 0, f"scene {sc['number']} {what} DL ({ob['opposition']}): {why}",
                              f"DL {ob['dl']}", f"{path}/scenes/{sc['number']}/{where}"))
    rolls = []
    for r in trip.rolls:
        m = CONTENT_DL.match(r.purpose or "")
        if m and m.group(1) not in used and UNUSED not in (r.result or ""):
            r = Roll(r.expr, list(r.faces), r.total, r.purpose, f"{r.result} ({UNUSED})", r.path)
        rolls.append(r)
    trip.rolls = rolls + notes
