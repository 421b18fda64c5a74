"""The GM's roll log says where every DL a scene prints comes from (cold read 25, the lead's
notes): a scene's obstacle DL is not a roll of its own (trip/scenes.py ``_obstacle``: the
Clearance Level's base DL, the line's step, +1 at the setback and the climax; or the content's
obstacle DL, "CL + 1d3 - 1", rolled in content/places.py), so the log gets a note for each
scene's obstacle (and hidden surprise) with its sum, at ``<trip>/play/scenes/<n>/dl`` (and
``.../surprise/dl``). A content obstacle's DL roll that no scene prints says in the log, in a
GM's words, what was rolled and why it was set aside (round 25: "(unused: no scene prints this
obstacle)" read as a debug line; an obstacle that is rolled belongs to the trip, so its words
are there for the GM to use). The audit's ``roll-log-scene-dl`` (consistency_r17wording.py)
and ``roll-log-set-aside`` (consistency_r25leftovers.py) read both.
"""

from __future__ import annotations

import re

from ..rng import Roll

SET_ASIDE = "set aside:"
UNUSED = SET_ASIDE  # the mark of a content DL roll no scene prints (consistency_r17wording.py)
STATED = "as its line says"  # trip/scenes.py: a content obstacle whose line states its DL
CONTENT_DL = re.compile(r"^obstacle DL \((.+?)\): CL \+ 1d3 - 1")


def log_scene_dls(trip, scenes: list[dict], path: str) -> None:
    """Add a note per scene DL to ``trip.rolls`` and mark the content DL rolls no scene used.
    Takes the scenes' private ``_dl`` (how the DL was made) off their obstacles."""
    notes, used, stated = [], set(), {}
    for sc in scenes:
        for key, where in (("obstacle", "dl"), ("surprise", "surprise/dl")):
            ob = sc.get(key)
            if not ob or "_dl" not in ob:
                continue
            why = ob.pop("_dl")
            if why.startswith("the content's"):
                used.add(ob["opposition"])
            elif why == STATED and key == "obstacle":  # printed, with the DL its own line states
                stated.setdefault(ob["opposition"], (sc["number"], ob["dl"]))
            what = "surprise" if key == "surprise" else "obstacle"
            notes.append(Roll("choice", [], 0, f"scene {sc['number']} {what} DL ({ob['opposition']}): {why}",
                              f"DL {ob['dl']}", f"{path}/scenes/{sc['number']}/{where}"))
    rolls = []
    for r in trip.rolls:
        m = CONTENT_DL.match(r.purpose or "")
        if m and m.group(1) not in used and UNUSED not in (r.result or ""):
            r = Roll(r.expr, list(r.faces), r.total, r.purpose,
                     f"{r.result} ({set_aside(m.group(1), trip.obstacles, scenes, stated.get(m.group(1)))})", r.path)
        rolls.append(r)
    trip.rolls = rolls + notes


# a sentence ends at a full stop, not at a title's ("Dr. Barker")
_STOP = re.compile(r"(?<!\bDr)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bSt)\. ")


def set_aside(opposition: str, obstacles: list[str], scenes: list[dict], stated: tuple | None = None) -> str:
    """Why the content's obstacle of ``opposition`` (rolled with the node, its text in
    ``obstacles``: "<type> (DL n): <what>. <way round>.") is on no scene, in a GM's words, with
    what it was, so the GM knows what the roll was for. ``stated`` (scene number, DL): a scene
    prints that obstacle with the DL its own line states ("PSYCHE DL 3 each hour"), so only the
    roll is set aside (r27-cold-g: the log said "no scene prints it" of scene 5's obstacle)."""
    if stated:
        return (f"{SET_ASIDE} scene {stated[0]} prints the node's own {opposition} obstacle with the DL its "
                f"own line states, DL {stated[1]}, so this roll is not used")
    text = next((o for o in obstacles if o.startswith(f"{opposition} (DL ")), "")
    what = _STOP.split(text.partition("): ")[2], 1)[0].rstrip(".")
    met = [str(sc["number"]) for sc in scenes if (sc.get("obstacle") or {}).get("opposition") == opposition]
    where = (f"scene{'s' if len(met) > 1 else ''} {', '.join(met[:-1]) + ' and ' if len(met) > 1 else ''}{met[-1]} "
             f"meet{'' if len(met) > 1 else 's'} {opposition} in obstacles drawn for their own places"
             if met else f"no scene meets {opposition}")
    return (f"{SET_ASIDE} the node's own {opposition} obstacle fits none of this trip's scenes as they fell, "
            f"so no scene prints it, and {where}" + (f"; it read: {what}" if what else ""))
