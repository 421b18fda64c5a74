"""The consistency audit's round-22 rules on ways round, the clock's dead ticks and lines that
tell one thing two ways (brief r22 ways, issue 10: coherent trips; cold readers of algorithm-20
trips). generators/trip/consistency.py runs them; tests/test_r22_ways.py feeds each a
contradicting trip.

- ``way-round-sure-roll``: a way round's option asks a roll at DL 1 (hang audit/79: "Draw lots
  and obey them (BRAINS DL 1 to make the lots fair)"). The rules read hitting the DL exactly as
  "YES, BUT", and every roll's best die is 1 or more, so a DL 1 roll cannot fail: it is not a
  roll, and the choice it offers is no choice. trip/way_trade.py holds every way's roll to DL 2
  or more.
- ``way-round-strictly-better``: an option with no cost printed (no hours, tick, fee, item)
  asks a roll easier than the obstacle's own ("shelter and count the gusts (BRAINS DL 2)" beside
  MIGHT DL 3): nobody would make the obstacle's roll. trip/way_trade.py: a free option is
  another approach at the roll's DL or harder.
- ``way-round-strictly-worse``: an option with a cost asks a roll harder than the obstacle's own
  ("Force it (MIGHT DL 6, one hour on the clock)" beside BRAINS DL 5): nobody would take it.
  trip/way_trade.py: a cost buys an easier roll.
- ``tick-dead-rise``: a tick's line is a DL rise at a place whose DL is 6 already, so it prints
  "no further rise" (hang audit/100: "The Almond Brothers ... get to the shell-bead market by the
  river and start making friends there ... (no further rise at the shell-bead market by the
  river: its DL is 6 already ...)"). trip/clock.py deals, where a place is at DL 6, the
  lines whose trouble is something else (a cost in time, an arrival, a closed route).
- ``told-two-ways``: one trip tells one fact with two numbers or two things: how long the
  client saved ("who saved three years for the trip" and "a club that has saved for this for
  ten years", hang audit/15), the deadline's hour, or the maguffin written on a wall that comes
  home as a page ("It is written on a wall" and "one page, signed and witnessed", hang audit/3).
"""

from __future__ import annotations

import re

from .way_trade import DL, SURE_DL, costs, options

RULES = ("way-round-sure-roll", "way-round-strictly-better", "way-round-strictly-worse", "tick-dead-rise",
         "told-two-ways")

DEAD = re.compile(r"\(no further rise at [^()]*\)")
SAVED = re.compile(r"\bsaved (?:up )?(?:for (?:this|it|the trip) )?(?:for )?(\w+) years\b", re.I)
DEADLINE = re.compile(r"\bdeadline\b[^.;]*?\bhour (\d+)\b", re.I)
WALL = re.compile(r"\b(?:written|carved|painted|scratched) (?:on|into) (?:a|the) (wall|door|rock|stone|cliff|floor)\b", re.I)
PAGE = re.compile(r"\b(page|sheet of paper|scroll|letter)\b", re.I)


def _ways(trip: dict):
    for sc in trip.get("scenes") or []:
        for label in ("obstacle", "surprise"):
            if sc.get(label):
                yield f"scene/{sc['number']}/{label}", sc[label]


def _strings(x, path: str = ""):
    if isinstance(x, str):
        yield path, x
    elif isinstance(x, dict):
        for k, v in x.items():
            if k not in ("rolls", "command"):
                yield from _strings(v, f"{path}/{k}" if path else k)
    elif isinstance(x, list):
        for i, v in enumerate(x):
            yield from _strings(v, f"{path}/{i}")


def _told(trip: dict, bad) -> None:
    said: dict[str, dict[str, str]] = {"saved": {}, "deadline": {}}
    for path, text in _strings(trip):
        for m in SAVED.finditer(text):
            said["saved"].setdefault(m.group(1).lower(), f"{path}: {m.group(0)!r}")
        for m in DEADLINE.finditer(text):
            said["deadline"].setdefault(m.group(1), f"{path}: {m.group(0)[-60:]!r}")
    for what, seen in said.items():
        if len(seen) > 1:
            bad("told-two-ways", f"{what}: " + "; ".join(seen[k] for k in sorted(seen)))
    m = trip.get("maguffin") or {}
    look = (m.get("description") or {}).get("look") or m.get("looks") or ""
    home = " ".join((m.get("description") or {}).get(k) or "" for k in ("size", "carry"))
    w, p = WALL.search(look), PAGE.search(home)
    if w and p:
        bad("told-two-ways", f"maguffin: {w.group(0)!r} in its look, and {p.group(0)!r} in its size or carry")


def check_r22ways(trip: dict, world: dict, every, bad) -> None:
    for where, o in _ways(trip):
        dl = int(o["dl"])
        for opt in options(o["way"]):
            dls = [int(x) for x in DL.findall(opt)]
            if not dls:
                continue
            if min(dls) <= SURE_DL:
                bad("way-round-sure-roll", f"{where}: {opt[:70]!r} asks DL {min(dls)}, which no roll can fail")
            costly = costs(opt)
            if not costly and min(dls) < dl:
                bad("way-round-strictly-better", f"{where}: {opt[:70]!r} costs nothing and is easier than "
                                                 f"the {o['stat']} DL {dl} it goes round")
            if costly and max(dls) > dl:
                bad("way-round-strictly-worse", f"{where}: {opt[:70]!r} costs more and is harder than "
                                                f"the {o['stat']} DL {dl} it goes round")
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick["events"]:
            if m := DEAD.search(e["text"]):
                bad("tick-dead-rise", f"clock/tick {tick['tick']}: {e['text'][:60]!r} ... {m.group(0)[:60]!r}")
    _told(trip, bad)
