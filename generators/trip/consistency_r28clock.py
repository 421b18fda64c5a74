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
- ``setback-skipped``: a scene of kind setback lies on every walk from the landing to the climax
  (the map's paths), so its setback happens. Cold read (e): "Crooked Reach (setback)" at scene 4
  and a path from scene 3 straight to the climax, so the crew could walk past it.
"""

from __future__ import annotations

import re

from .clock_view import reach_hour
from .setback_way import on_every_way

RULES = ("view-after-dark", "odds-before-tick", "tide-window-unshut", "setback-skipped")

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


def _texts(trip: dict):
    for tk in (trip.get("clock") or {}).get("ticks") or []:
        for ev in tk.get("events") or []:
            yield tk.get("tick") or 0, ev.get("text") or ""


def _view(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "view" or (world.get("maguffin_time") or "any") != "any" \
            or world.get("nights") == "no":
        return
    m = LIGHT.search((trip.get("start") or {}).get("then") or "")
    reach = reach_hour(trip.get("scenes") or [], trip.get("connections") or [])
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


def _setback(trip: dict, bad) -> None:
    scenes, links = trip.get("scenes") or [], trip.get("connections") or []
    for sc in scenes[1:-1]:
        if sc.get("kind") == "setback" and not on_every_way(links, scenes[0]["id"], scenes[-1]["id"], sc["id"]):
            bad("setback-skipped", f"{sc['id']} ({sc.get('place')}) is the setback, and the paths let the crew "
                f"walk from the landing to the climax without it")


def check_r28clock(trip: dict, world: dict, every, bad) -> None:
    _view(trip, world, bad)
    _odds(trip, bad)
    _tide(trip, bad)
    _setback(trip, bad)
