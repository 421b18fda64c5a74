"""The consistency audit's round-36 return-clock rules (cold reads of algorithm-31 trips: the
clock's hour to start back stranded a crew who followed the page). Registered in
generators/trip/consistency_r36.py; tests/test_r36_return.py feeds each rule a trip broken on
purpose. The walk back is reckoned once, from what the page prints (the map's paths and the
clock's delay lines), by generators/trip/return_walk.py; these rules compare the printed figure
with that reckoning and with its own printed parts.

- ``leave-by-after-delay``: the printed hour to start back is later than the walk allows once
  every sure delay the crew meet on the way is counted, a delay starting at or before that hour
  among them. Cold read: "Tick 4 says the walk ... takes 4 hours, so the crew must be on their way
  by hour 20. Tick 5 fires at hour 20: '... (+1 hour on the clock at Penny Drop)' ... reach the
  lander at 25. Stranded." Fix: return_walk.reckon counts a place's delay on the route and a
  delay from the hour it starts (not only before the bare walk's hour); clock.py deals a delay
  line only where the walk still fits (``keeps``) and prints the reckoned hour.
- ``return-walk-miscounted``: "takes N hours" is not the reckoned walk, or the parts it prints
  ("4 on foot by way of X; +1 at Penny Drop, tick 5, for a crew there at hour 20 or later") do
  not add up to N, or
  "with the clock's delays" with no parts to count. Cold reads: "takes 5 hours with the clock's
  delays ... That makes 6 hours, not 5"; "'takes 7 hours with the clock's delays': I get ... 5,
  and can't reconstruct 7" (a toll counted from a line the clock then dropped). Fix:
  return_walk.settle reckons over the lines the page keeps; clock_leave.place_leave prints parts.
- ``leave-by-missing``: a trip whose climax is a walk from the lander and whose clock never says
  when to start back (cold read: "trips with no time-to-start-back line at all"). Fix:
  clock_leave.place_leave says it at the last tick before it with or without a last chance.
- ``tick-crossref-empty``: "(the clock says so at ticks 4 and 5)" where those ticks say nothing of
  the event's hours (cold read: "neither tick mentions the festival"). Fix: play.clock_crossref
  names the ticks that say the half or the end hour, or none.
"""

from __future__ import annotations

import re

from .return_walk import HOURS, REPAIR, reckon

RULES = ("leave-by-after-delay", "return-walk-miscounted", "leave-by-missing", "tick-crossref-empty")

LEAVE = re.compile(r"\bon their way by hour (\d+)")
TAKES = re.compile(r"\btakes (\d+) hours?( with the clock's delays on the way)?(?: \(([^()]*)\))?")
FOOT = re.compile(r"^(\d+) on foot\b")
PLUS = re.compile(r"(?:^|; )\+(\d+) ")
CROSSREF = re.compile(r"\(the clock says so at ticks? ([\d, and]+)\)")


def _events(trip: dict) -> list[tuple[int, dict]]:
    return [(int(t["tick"]), e) for t in (trip.get("clock") or {}).get("ticks") or [] for e in t.get("events") or []]


def _said(trip: dict) -> list[tuple[int, str, re.Match, int]]:
    """(tick, text, the "takes N hours" match, the printed hour) of the clock's hour to start back."""
    out = []
    for tick, e in _events(trip):
        text = str(e.get("text") or "")
        m, by = TAKES.search(text), LEAVE.search(text)
        if by and m and e.get("track") != "complication":
            out.append((tick, text, m, int(by.group(1))))
    return out


def _walk_rules(trip: dict, bad) -> None:
    scenes, links = trip.get("scenes") or [], trip.get("connections") or []
    ticks = (trip.get("clock") or {}).get("ticks") or []
    if not ticks or len(scenes) < 2 or not links:
        return
    w = reckon(ticks, scenes, links)
    said = _said(trip)
    if w is None:
        return
    if not said:
        bad("leave-by-missing", f"the walk back from {scenes[-1]['place']} is {w.back} hours, and no tick says "
                                f"when to start it (by hour {w.leave})")
        return
    for tick, text, m, leave in said:
        back = int(m.group(1))
        if leave > w.leave or leave + back + (REPAIR if w.repair else 0) > HOURS:
            met = ", ".join(f"{d.kind} from hour {d.hour} (tick {d.tick})" for d, _ in w.met) or "none"
            bad("leave-by-after-delay", f"tick {tick}: on their way by hour {leave} ({back} hours' walk), but the "
                                        f"walk with its delays ({met}) is {w.back} hours: by hour {w.leave}")
        if back != w.back:
            bad("return-walk-miscounted", f"tick {tick}: the walk back 'takes {back} hours', and the map and the "
                                          f"clock's printed delays make it {w.back}")
        if m.group(2):
            inside = m.group(3) or ""
            foot = FOOT.match(inside)
            if not foot:
                bad("return-walk-miscounted", f"tick {tick}: 'takes {back} hours with the clock's delays' and "
                                              f"no parts to count them by")
            elif int(foot.group(1)) + sum(int(x) for x in PLUS.findall(inside)) != back:
                bad("return-walk-miscounted", f"tick {tick}: the parts ({inside!r}) do not add up to {back} hours")


def _crossref(trip: dict, bad) -> None:
    ticks = {int(t["tick"]): " ".join(str(e.get("text") or "") for e in t.get("events") or [])
             for t in (trip.get("clock") or {}).get("ticks") or []}
    scenes = trip.get("scenes") or []
    texts = [(scenes[-1].get("want") or "") if scenes else "", (trip.get("maguffin") or {}).get("gist") or ""]
    for text in texts:
        for m in CROSSREF.finditer(str(text)):
            said = str(text)[str(text).rfind(". ", 0, m.start()) + 1:m.start()]  # its own sentence's hours
            hours = set(re.findall(r"\bhour (\d+)\b", said))
            for k in map(int, re.findall(r"\d+", m.group(1))):
                if not any(f"hour {h}" in ticks.get(k, "") for h in hours):
                    bad("tick-crossref-empty", f"{m.group(0)!r}, and tick {k} says none of hours {sorted(hours)}")


def check_r36return(trip: dict, world: dict, every, bad) -> None:
    _walk_rules(trip, bad)
    _crossref(trip, bad)
