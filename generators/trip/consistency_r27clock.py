"""The consistency audit's round-27 rules on the clock, the scene paths and the needed facts
(cold readers of algorithm-24 trips, seeds r26-cold-a..j and r26b-cold-a..d). Registered in
generators/trip/consistency_r27.py; tests/test_r27_clock.py feeds each rule a broken trip.

- ``clock-blockade-repeat``: the clock shuts, slows or bars the way into the goal's place at
  most once. Cold read: "the same blockade three times on the clock" (a lair blocked with
  rubble at tick 3, the front way in shut at tick 4, the easy way shut for the day at tick 3:
  each "+1 hour at" the same place).
- ``clock-news-twice``: news of the crew reaches a place (or its people) once. Cold read:
  "news reaching someone already told" (the keeper hears that strangers want it at tick 2,
  and at tick 4 word of the crew reaches the same place as if for the first time).
- ``clock-standing-late``: a Mission Complication that holds from the landing (no rescue from
  the barn) is not printed as something that happens at a later tick. Cold read: "a standing
  complication fired at hour 20".
- ``clock-alarm-one-tick``: an alarm raised "if the crew were seen" can go off at any hour
  the crew are seen; the clock gives the hour the watch starts, never the only hour the
  alarm may sound. Cold read: "a stealth alarm tied to one tick".
- ``scene-shorter-way-longer``: a scene whose want is "a shorter (quicker) way" to the goal
  lies on a shortest walk from the landing to the goal. Cold read: a scene whose goal is
  "a shorter way" that is in fact the longer way.
- ``silent-day-unshown``: a node whose Hook keeps a day of silence shows it in a scene (a
  place where the silence is kept), not only in the clues. Cold read: "a day of silence
  known only to the clues".

The needed-fact rules of the same cold read (a trick never said, a daily hour never named,
game rules in a local's mouth) are round 26's (consistency_r26ways.py) and hold at 0.
"""

from __future__ import annotations

import re

from .clock_once import NEWS, blocks, first_place
from .parts import SILENT_HOOK
from .scene_paths import short_way

RULES = ("clock-blockade-repeat", "clock-news-twice", "clock-standing-late",
         "clock-alarm-one-tick", "scene-shorter-way-longer", "silent-day-unshown")

COMP = re.compile(r"^(.+?) \(Mission Complication\): (.*)$", re.S)
# a complication that holds from the landing, stated as a standing condition
STANDING = re.compile(r"^no rescue is coming\b", re.I)
ALARM = re.compile(r"\bif the crew (were|are|have been) seen\b", re.I)
ANY_HOUR = re.compile(r"\bwhenever\b|\bfrom now on\b|\bthe moment\b|\bat any hour\b", re.I)
SHORTER = re.compile(r"\b(a |the )?(shorter|quicker|quickest|faster) way\b", re.I)
SHOWN = re.compile(r"\bsilen(ce|t)\b|\bhand-signs?\b|\bnobody speaks\b|\bnods and pointing\b", re.I)


def _events(trip: dict):
    for tk in (trip.get("clock") or {}).get("ticks") or []:
        for ev in tk.get("events") or []:
            yield tk.get("tick"), ev.get("text") or ""


def _goal_place(trip: dict) -> str:
    scenes = trip.get("scenes") or []
    return scenes[-1].get("place") or "" if scenes else ""


def _blockades(trip: dict, bad) -> None:
    goal = _goal_place(trip)
    hits = [(t, x) for t, x in _events(trip) if goal and blocks(x, goal)]
    if len(hits) > 1:
        bad("clock-blockade-repeat", f"{_goal_place(trip)!r} is shut or slowed {len(hits)} times on the "
            f"clock (ticks {', '.join(str(t) for t, _ in hits)}): {hits[1][1][:80]!r}")


def _news(trip: dict, bad) -> None:
    places = [sc.get("place") or "" for sc in trip.get("scenes") or []]
    told: dict[str, int] = {}
    for t, x in _events(trip):
        if not NEWS.search(x):
            continue
        p = first_place(x, places)
        if p in told:
            bad("clock-news-twice", f"news of the crew reaches {p!r} at tick {told[p]} and again at "
                f"tick {t}: {x[:80]!r}")
        if p:
            told.setdefault(p, t)


def _complications(trip: dict, bad) -> None:
    for t, x in _events(trip):
        m = COMP.match(x)
        if not m:
            continue
        name, body = m.groups()
        if STANDING.search(body) and (t or 0) > 1:
            bad("clock-standing-late", f"{name} holds from the landing but fires at tick {t}: {body[:80]!r}")
        if ALARM.search(body) and not ANY_HOUR.search(body):
            bad("clock-alarm-one-tick", f"{name}: the alarm for being seen goes off only at tick {t}: "
                f"{body[:80]!r}")


def _shorter(trip: dict, bad) -> None:
    n = len(trip.get("scenes") or [])
    for sc in trip.get("scenes") or []:
        if SHORTER.search(sc.get("want") or "") and short_way(trip.get("connections") or [], n,
                                                              sc.get("number") or 0) != "yes":
            bad("scene-shorter-way-longer", f"{sc['id']} wants {sc['want'][:60]!r} but lies off every "
                f"shortest walk from the landing to the goal")


def _silent(trip: dict, bad) -> None:
    hook = " ".join(str(a.get("text") or a.get("value") or "") for a in (trip.get("node") or {}).get("details") or []
                    if isinstance(a, dict) and a.get("label") == "Hook")
    if not SILENT_HOOK.search(hook):
        return
    for sc in trip.get("scenes") or []:
        lines = [sc.get("read_aloud") or "", sc.get("gm") or "", (sc.get("obstacle") or {}).get("text") or ""]
        lines += [th.get("text") or "" for th in sc.get("threads") or []]
        if any(SHOWN.search(x) for x in lines):
            return
    bad("silent-day-unshown", "the Hook keeps a day of silence and no scene shows it")


def check_r27clock(trip: dict, world: dict, every, bad) -> None:
    _blockades(trip, bad)
    _news(trip, bad)
    _complications(trip, bad)
    _shorter(trip, bad)
    _silent(trip, bad)
