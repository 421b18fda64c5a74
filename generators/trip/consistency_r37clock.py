"""The consistency audit's round-37 rules on the clock: where the crew can be by a tick's hour, the
ticks a cross-reference names, and the sun at a tick's hour (cold reads of round 36, algorithm-31
trips). Registered in generators/trip/consistency_r37.py; tests/test_r37_clock.py feeds each rule
a trip broken on purpose.

- ``tick-ahead-of-crew``: a tick says someone gets to a scene's place "ahead of the crew",
  "first" or "before the crew" at an hour when the crew can be there already by the trip's own
  paths (the fewest printed path hours from the slip-in scene), unless it is worded for a crew
  who may be there ("if the crew have not got there yet"). Cold read: "Tick 4 (hour 16) says
  'Another tour party reaches the Governor's Air Base ahead of the crew'. The direct route
  (1->2->6) puts the crew there around hour 3-4." Fix: the hour fact ``goal_first``
  (trip/clock_reach.py, read by trip/clock.py) that those lines need ``yes`` of, and siblings
  worded for a crew who may be there (corpora/trip/play_clock.json).
- ``tick-crossref-unsaid``: "(the clock says so at ticks 1, 4 and 5)" names a tick whose rows say
  nothing of the event's hours (a row with the hour and the event past its best or over), or
  tick 1 for the schedule, which the page prints apart from the rows (render/clock.py). Cold
  read: "Tick 1 is about the tiger's stones, and tick 4 says nothing about the festival being
  half over" (the old cross-reference matched "hour 16" in the hour to start back). Fix: the
  clock's lines carry the fact ``tells`` (trip/clock_tells.py), which trip/play.py
  clock_crossref reads. (``tick-crossref-empty``, round 36, reads only "hour N" anywhere.)
- ``sun-overhead-off-noon``: a tick says the sun stands overhead at an hour more than an hour
  from the middle of the light (the crew land mid-day: the middle at hour 0; mid-night: at half
  a day). Cold read: "the crew land in the middle of the day: dusk at hour 8", and tick 1 (hour 4)
  "The sun stands overhead and the heat of the day with it". Fix: the hour fact ``noon``
  (trip/clock_reach.py), needed by that line, and a sibling that names no height of the sun.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

from .clock_reach import noon, path_hours

RULES = ("tick-ahead-of-crew", "tick-crossref-unsaid", "sun-overhead-off-noon")

AHEAD = re.compile(r"\bahead of the crew\b|\bbefore the crew (?:get|gets|arrive|arrives|reach)\b|"
                   r"\bbefore the crew and\b|\b(?:get|gets|got|reach|reaches) (?:to )?(?P<at>[^.;]{2,80}?) first\b",
                   re.I)
MAYBE = re.compile(r"\bif the crew (?:are not|have not|aren't|haven't)\b|\bwhether or not the crew\b|"
                   r"\bunless the crew\b", re.I)
CROSSREF = re.compile(r"\(the clock says so at ticks? ([\d and,]+)\)")
EVENT_SAYS = re.compile(r"\bpast its best\b|\bis over\b|\bover at hour\b|\bends at hour\b|\bhalf of it\b", re.I)
SCHEDULE = "When it happens: "
OVERHEAD = re.compile(r"\bsun (?:stands |is |hangs )?(?:directly )?overhead\b|\bhigh noon\b", re.I)


def _bare(name: str) -> str:
    return name[4:] if name.lower().startswith("the ") else name


def _ahead(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    best = path_hours(scenes, trip.get("connections") or [])
    places = sorted(((_bare(sc["place"]).lower(), best.get(sc["id"])) for sc in scenes if sc.get("place")),
                    key=lambda p: -len(p[0]))
    for t in (trip.get("clock") or {}).get("ticks") or []:
        hour = 4 * int(t["tick"])
        for e in t.get("events") or []:
            for clause in re.split(r"(?<=[;.])\s", str(e.get("text") or "")):
                m = AHEAD.search(clause)
                if not m or MAYBE.search(clause):
                    continue
                # "reach X first": X is a place, not a name that ends in "First" ("... Getting There First")
                low = (m.group("at") or clause).lower()
                at = next(((p, h) for p, h in places if p and p in low), None)
                if at and at[1] is not None and at[1] < hour:
                    bad("tick-ahead-of-crew", f"tick {t['tick']} (hour {hour}): {clause[:100]!r}, and the crew "
                                              f"can be at {at[0]} by hour {at[1]}")


def _crossref(trip: dict, bad) -> None:
    ticks = {int(t["tick"]): [str(e.get("text") or "") for e in t.get("events") or []]
             for t in (trip.get("clock") or {}).get("ticks") or []}
    scenes = trip.get("scenes") or []
    texts = [(scenes[-1].get("want") or "") if scenes else "", (trip.get("maguffin") or {}).get("gist") or ""]
    for text in texts:
        for m in CROSSREF.finditer(str(text)):
            said = str(text)[:m.start()]
            said = said[said.rfind(". ") + 1:]  # its own sentence's hours
            hours = set(re.findall(r"\bhour (\d+)\b", said))
            for k in map(int, re.findall(r"\d+", m.group(1))):
                rows = [x for x in ticks.get(k, []) if not x.startswith(SCHEDULE)]
                if not any(EVENT_SAYS.search(x) and any(re.search(rf"\bhour {h}\b", x) for h in hours) for x in rows):
                    bad("tick-crossref-unsaid", f"{m.group(0)!r}: tick {k}'s rows say nothing of the event at "
                                                f"hours {sorted(hours)}")


def _overhead(trip: dict, world: dict, bad) -> None:
    shim = SimpleNamespace(node=trip.get("node") or {"details": []}, world=world or {})
    for t in (trip.get("clock") or {}).get("ticks") or []:
        hour = 4 * int(t["tick"])
        for e in t.get("events") or []:
            if OVERHEAD.search(str(e.get("text") or "")) and noon(shim, hour) != "yes":
                bad("sun-overhead-off-noon", f"tick {t['tick']} (hour {hour}): {str(e['text'])[:80]!r}, and the "
                                             f"sun is not at its highest then")


def check_r37clock(trip: dict, world: dict, every, bad) -> None:
    _ahead(trip, bad)
    _crossref(trip, bad)
    _overhead(trip, world, bad)
