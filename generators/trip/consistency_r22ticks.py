"""The consistency audit's round-22 tick and ending rules (issue 10, coherent trips; cold read
30, GMs reading algorithm-20 trips of seeds r22-cold-a .. r22-cold-e cold: the clock's ticks
and the endings said things the trip makes impossible). generators/trip/consistency.py runs
them; tests/test_r22_ticks.py feeds each a contradicting trip.

- ``tick-goes-where-already``: no tick sends a person to the place the page already finds them
  at ("India Nguyen goes to the Hanging Village of Ottina" beside India's "Found at: The Hanging
  Village of Ottina", r22-cold-b), and no keeper's secret has a buyer "waiting at" the place a
  tick says the handover is "away from" (r22-cold-b: "Has a buyer for the flight recorder
  waiting at the Hanging Village of Ottina" beside tick 4 "hand the flight recorder over to
  them at hour 22, away from the Hanging Village of Ottina"). play_clock.json's goal line keeps
  the keeper where they are; people.json's buyer meets them away from it.
- ``tick-room-outdoors``: no tick moves anyone to a room ("a back room at the wreck-field")
  at a place with no building (its location's ``setting`` is not ``indoor``: r22-cold-d, "A
  pocket of almost-stable matter the size of a parking lot"). The line needs ``setting: indoor``
  (the goal's setting, trip/clock.py).
- ``holder-said-unnamed``: the maguffin's handling lines never say "the holder" (r22-cold-a,
  -e: "anyone who sees them with the crew will talk, and the holder hears of it at the next
  tick", where the holder is in the room the crew take them from): a line names who hears and
  why it matters (trip/maguffin_handling.json).
- ``tick-route-missing``: a tick that needs a choice of ways has one on the scene map: "asks
  which way they are headed first, then takes the other way" needs two ways out of the landing;
  "one path they try turns out to lead nowhere useful" needs a path off the way to the goal (a
  scene with three paths, or the landing with two). r22-cold-e: both on a map that is one line.
  The lines need ``map_fork: yes`` (trip/clock.py).
- ``partial-as-success``: the Partial ending's "Bring home" differs from the Success's and
  keeps to its own definition ("The crew get home in time, but with only part of the job done,
  or owing a price that falls due after they leave"): never "late" (r22-cold-d: "Nikko
  Hernandez, but late"), never a rescued person called "it" ("Trenton Gandhi, and a list of
  favours owed to people on the node for it", r22-cold-e); a person brought home whole comes
  with a price owed after the crew leave, not a hurt the clock may have dealt them anyway
  (r22-cold-a: "Stephanie Piercy, hurt on the way home" beside tick 4's "is hurt doing it").
- ``setback-over-climax``: no scene's obstacle is a harder roll than the climax's (r22-cold-c:
  the setback DL 6, the climax DL 4; r22-cold-e: 3 and 2). trip/scenes.py raises the climax to
  the hardest DL before it (climax_floor).
"""

from __future__ import annotations

import re

from .clock import map_forks

RULES = ("tick-goes-where-already", "tick-room-outdoors", "holder-said-unnamed", "tick-route-missing",
         "partial-as-success", "setback-over-climax")

GOES = re.compile(r"\b(?:goes|heads|hurries|walks|runs) (?:back )?to (the [^,.;]+?|[A-Z][^,.;]+?)(?= to |[,.;]| and )")
BUYER_AT = re.compile(r"\bbuyer for .+? waiting at (.+)$")
AWAY = re.compile(r"\bover to them at hour \d+, away from ([^(,.;]+?)\s*(?:\(|[,.;]|$)")
ROOM = re.compile(r"\b(?:back |side |locked |spare )?room (?:at|in) (the [^,.;]+?|[A-Z][^,.;]+?)(?= and |[,.;])")
OTHER_WAY = re.compile(r"which way they are headed first, then takes the other way")
NOWHERE = re.compile(r"\bone path they try turns out to lead nowhere")
LATE = re.compile(r"\b(late|the wrong hour)\b", re.I)
OWED = re.compile(r"\b(owed|owing|owe|debt|promise[sd]?|favours?|price|bill)\b", re.I)


def _low(s: str) -> str:
    return s[:1].lower() + s[1:] if s else s


def _same(a: str, b: str) -> bool:
    return _low(a.strip()).rstrip(".") == _low(b.strip()).rstrip(".")


def forked(trip: dict) -> bool:
    """Whether the scene map gives a choice of ways: the landing leads to two scenes or more,
    or some scene to three (a path off the way to the goal)."""
    scenes = trip.get("scenes") or []
    if not scenes:
        return False
    return map_forks(scenes)


def _ticks(trip: dict):
    for tk in (trip.get("clock") or {}).get("ticks") or []:
        for e in tk.get("events") or []:
            yield tk.get("tick"), e.get("text") or ""


def check_r22ticks(trip: dict, world: dict, every, bad) -> None:
    npcs = trip.get("npcs") or []
    where = {n["name"]: n.get("where") or "" for n in npcs}
    for k, text in _ticks(trip):
        for m in GOES.finditer(text):
            place = m.group(1).strip()
            for name, at in where.items():
                if at and _same(place, at) and re.search(rf"\b{re.escape(name)} (?:goes|heads|hurries|walks|runs)\b", text):
                    bad("tick-goes-where-already", f"tick {k}: {name} goes to {place}, where the page already finds them")
        for m in AWAY.finditer(text):
            away = m.group(1).strip()
            for n in npcs:
                b = BUYER_AT.search(n.get("secret") or "")
                if b and _same(b.group(1), away):
                    bad("tick-goes-where-already", f"tick {k}: the handover is away from {away}, "
                        f"and {n['name']}'s buyer is waiting at it")
    setting = {_low(loc["name"]): loc.get("setting") for loc in trip.get("locations") or []}
    for k, text in _ticks(trip):
        for m in ROOM.finditer(text):
            place = _low(m.group(1).strip())
            if place in setting and setting[place] != "indoor":
                bad("tick-room-outdoors", f"tick {k}: a room at {m.group(1)}, a place with no building "
                    f"(setting {setting[place]!r})")
    desc = (trip.get("maguffin") or {}).get("description") or {}
    for part in ("look", "size", "carry", "risk"):
        if re.search(r"\bthe holder\b", desc.get(part) or "", re.I):
            bad("holder-said-unnamed", f"maguffin {part}: {desc[part]!r} says 'the holder', never who")
    fork = forked(trip)
    for k, text in _ticks(trip):
        if not fork and (OTHER_WAY.search(text) or NOWHERE.search(text)):
            bad("tick-route-missing", f"tick {k}: {text[:90]!r} on a scene map that is one line")
    ends = {e.get("outcome"): e for e in trip.get("endings") or []}
    part, win = ends.get("partial"), ends.get("success")
    if part and win:
        bring = part.get("bring") or ""
        mag = trip.get("maguffin") or {}
        who = mag.get("who") or ""
        if _same(bring, win.get("bring") or ""):
            bad("partial-as-success", f"the Partial brings home what the Success does: {bring!r}")
        if "in time" in (part.get("when") or "") and LATE.search(bring):
            bad("partial-as-success", f"the Partial gets home in time, and brings {bring!r}")
        if mag.get("kind") == "person" and who and bring.startswith(who):
            if re.search(r"\b(for|of|with) it\b", bring):
                bad("partial-as-success", f"the Partial calls {who} 'it': {bring!r}")
            if not OWED.search(bring):
                bad("partial-as-success", f"the Partial brings {who} home whole with no price owed: {bring!r}")
    scenes = trip.get("scenes") or []
    if len(scenes) > 1 and scenes[-1].get("kind") == "climax":
        top = scenes[-1]["obstacle"]["dl"]
        for sc in scenes[:-1]:
            if (sc.get("obstacle") or {}).get("dl", 0) > top:
                bad("setback-over-climax", f"scene {sc.get('number')} ({sc.get('kind')}) DL {sc['obstacle']['dl']}, "
                    f"the climax DL {top}")
