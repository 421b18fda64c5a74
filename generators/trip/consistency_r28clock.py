"""The consistency audit's round-28 rules on time across the one-day clock (cold readers of
algorithm-25 trips, seeds r27b-cold-a..f). Registered in generators/trip/consistency_r28.py;
tests/test_r28_clock.py feeds each rule a broken trip.

- ``view-after-dark``: a sight the crew came for by eye (a view, a photograph: maguffin kind
  ``view``, no hour of its own) on a node with nights is reached in daylight, or the clock says
  it needs daylight and names the dawn the crew wait for (the first dawn after the earliest
  hour they can be there), and some hour between that arrival and the hour to start back is
  light. Cold read (a): land mid-day, dusk at hour 6 and dawn at hour 18; the walk to "the view
  from the highest peak" takes about six hours, so the clock reaches the view only after dark.
- ``odds-before-tick``: a Bad Odds (Mission Complication) told at a scene as a thread names the
  hour its event (and the clock's tick) brings it, so the scene does not print it as already
  true to a crew who get there before then. Cold read (b, c): "Bad Odds: The odds turn against
  the crew here: everyone at the Hollow Spore Market has been paid to slow the crew down" at
  scene 3, and the clock brings it at hour 16.
- ``tide-window-unshut``: a page that says the way in is open "only while the tide is out, and
  the tide turns at hour N" has the clock shut that way by the tide at hour N. Cold read (e):
  the tide turns at hour 12 at a ridge, a mine or a summit, and the clock's hour 12 shuts "the
  easy way" with no tide at all.
"""

from __future__ import annotations

import heapq
import re

RULES = ("view-after-dark", "odds-before-tick", "tide-window-unshut")

LIGHT = re.compile(r"\bLight and dark: a day here lasts (\d+) hours[^:]*: (.*?)\.(?: |$)")
MARK = re.compile(r"\b(dawn|dusk) at hour (\d+)")
LEAVE = re.compile(r"\bmust be on their way by hour (\d+)")
DAYLIGHT = re.compile(r"\bby daylight\b", re.I)
TIDE_SAID = re.compile(r"\bthe tide turns at hour (\d+)", re.I)
TIDE_TICK = re.compile(r"\bthe tide turns\b", re.I)
ODDS = "Bad Odds: "


def lit(marks: list[tuple[str, int]], landed_dark: bool, hour: int) -> bool:
    """Whether the page's dawns and dusks make ``hour`` light."""
    now = not landed_dark
    for kind, h in marks:
        if h > hour:
            break
        now = kind == "dawn"
    return now


def reach_hour(trip: dict) -> int | None:
    """The earliest hour the crew can be at the climax: the fewest path hours from the landing,
    and an hour at each scene on the way (the clock's own pricing of a stop), or None."""
    scenes = trip.get("scenes") or []
    if not scenes:
        return None
    goal, adj = scenes[-1]["id"], {}
    for c in trip.get("connections") or []:
        adj.setdefault(c["from"], []).append((c["to"], c.get("hours") or 0))
        adj.setdefault(c["to"], []).append((c["from"], c.get("hours") or 0))
    dist, todo = {scenes[0]["id"]: 0}, [(0, scenes[0]["id"])]
    while todo:
        d, u = heapq.heappop(todo)
        if d > dist.get(u, 1 << 30):
            continue
        for v, h in sorted(adj.get(u, ())):
            nd = d + h + (v != goal)
            if nd < dist.get(v, 1 << 30):
                dist[v] = nd
                heapq.heappush(todo, (nd, v))
    return dist.get(goal)


def _texts(trip: dict):
    for tk in (trip.get("clock") or {}).get("ticks") or []:
        for ev in tk.get("events") or []:
            yield tk.get("tick") or 0, ev.get("text") or ""


def _view(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "view" or (world.get("maguffin_time") or "any") != "any" \
            or world.get("nights") == "no":
        return
    m = LIGHT.search((trip.get("start") or {}).get("then") or "")
    reach = reach_hour(trip)
    if not m or reach is None:
        return
    marks, dark = [(k, int(h)) for k, h in MARK.findall(m.group(2))], world.get("arrival") == "night"
    leave = next((int(x.group(1)) for _, t in _texts(trip) if (x := LEAVE.search(t))), 24)
    seen = [h for h in range(reach, leave + 1) if lit(marks, dark, h)]
    if not seen:
        bad("view-after-dark", f"the crew reach the sight at hour {reach} at the earliest and must start back by "
            f"hour {leave}: no hour between is light")
        return
    if seen[0] == reach:
        return
    dawn = f"dawn at hour {seen[0]}"
    if not any(DAYLIGHT.search(t) and dawn in t for _, t in _texts(trip)):
        bad("view-after-dark", f"the crew reach the sight at hour {reach} at the earliest, in the dark, and no "
            f"clock line says it needs daylight and waits for {dawn}")


def _odds(trip: dict, bad) -> None:
    ev = next((e for e in trip.get("events") or [] if str(e.get("text") or "").startswith(ODDS)), None)
    m = re.search(r"\d+", str((ev or {}).get("when") or ""))
    if not m:
        return
    hour = m.group(0)
    for sc in trip.get("scenes") or []:
        for th in sc.get("threads") or []:
            if th.get("label") == ODDS[:-2] and not re.search(rf"\bhour {hour}\b", th.get("text") or ""):
                bad("odds-before-tick", f"{sc.get('id')}: Bad Odds told as already true, and its event "
                    f"comes at hour {hour}: {(th.get('text') or '')[:80]!r}")


def _tide(trip: dict, bad) -> None:
    said = [(e.get("text") or "", int(x.group(1))) for e in trip.get("events") or []
            if (x := TIDE_SAID.search(e.get("text") or ""))]
    for text, hour in said[:1]:
        if not any(TIDE_TICK.search(t) and 4 * tick == hour for tick, t in _texts(trip)):
            bad("tide-window-unshut", f"the page says the tide turns at hour {hour} and no clock tick at hour "
                f"{hour} shuts the way by the tide: {text[:80]!r}")


def check_r28clock(trip: dict, world: dict, every, bad) -> None:
    _view(trip, world, bad)
    _odds(trip, bad)
    _tide(trip, bad)
