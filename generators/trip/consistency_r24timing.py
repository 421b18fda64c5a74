"""The consistency audit's round-24 timing rules (issue 10, coherent trips: hours and the clock;
cold readers of algorithm-21 trips). generators/trip/consistency_r24.py registers them;
tests/test_r24_timing.py feeds each a trip broken on purpose.

- ``goal-hour-after-start-back``: the goal's printed hour (an event maguffin's "the dance is at
  hour 19", the climax's "the crew must be here by hour 19", a stretch that "starts at hour 15")
  is no later than the clock's hour to start back ("on their way by hour 18": cold read; hang
  audit/124 under algorithm 22, where tick 3's "+1 hour for each path walked" made the walk
  back 6 hours). trip/clock.py keeps no toll that would (``keeps``, beside any timed goal now,
  not only beside a Deadline).
- ``event-outside-crew-window``: an event of the trip (its timeline, ``events``) at a place of
  the trip is at an hour the crew can be there: no sooner than the fewest path hours from the
  slip-in scene, and, away from the lander, no later than the hour to start back (slip-n-slide
  audit/3: "invites the crew to dinner at the Canal Lock" at hour 22 beside "on their way by
  hour 18"; audit/242: the Tilted Ballroom at hour 2, five hours' walk from the lander).
  trip/event_window.py moves the events into their windows (trip/play.py fit_events).
- ``bad-odds-two-events``: the Bad Odds tick retells the one Bad Odds event the secrets and clues
  tell, at the tick that holds its hour and saying that hour (hang audit/34: "The Second-Hand
  Magpies and Sophie Naipaul team up" at hour 11 beside a tick "whoever or whatever stands
  between the crew and what they came for is readier now").
- ``war-tick-off-hour``: the War Zone's event and its tick are one fact: the tick is the one whose
  four hours hold the event's hour and says that hour (hang audit/21: "Fighting breaks out near
  the victory museum" at hour 16 beside tick 3, hour 12, "turns to shooting"; audit/68: a war
  arriving at hour 22 and its tick at hour 12).
"""

from __future__ import annotations

import re

from .clock_fit import ODDS, WAR, comp_hour, comp_line, odds_event
from .event_window import crew_leave, event_tick, outside, printed_leave

RULES = ("goal-hour-after-start-back", "event-outside-crew-window", "bad-odds-two-events", "war-tick-off-hour")

GOAL_AT = re.compile(r"\b(?:must be (?:here|at [^;,.]+?) by hour|is at (?:dusk, )?hour|starts at hour|"
                     r"runs from hour|from hour) (\d+)")
GOAL_LINE = ("When it happens", "Last chance")


def _ticks(trip: dict):
    for tick in (trip.get("clock") or {}).get("ticks") or []:
        for e in tick.get("events") or []:
            yield tick, str(e.get("text") or "")


def _goal_hours(trip: dict, bad) -> None:
    leave = printed_leave(trip.get("clock"))
    if leave is None:
        return
    scenes = trip.get("scenes") or []
    lines = [("the climax", (scenes[-1].get("want") or "") if scenes else "")]
    lines += [(f"clock/tick {tick['tick']}", text) for tick, text in _ticks(trip) if text.startswith(GOAL_LINE)]
    for where, text in lines:
        for m in GOAL_AT.finditer(text.split("; the walk back")[0]):
            if int(m.group(1)) > leave:
                bad("goal-hour-after-start-back", f"{where}: {m.group(0)!r}, yet the crew must be on "
                                                  f"their way back by hour {leave}")


def _events(trip: dict, bad) -> None:
    scenes, links = trip.get("scenes") or [], trip.get("connections") or []
    if not scenes:
        return
    leave = crew_leave(trip.get("clock"), scenes, links)
    for e in trip.get("events") or []:
        if off := outside(e, scenes, links, leave):
            sc, lo, hi = off
            bad("event-outside-crew-window", f"events/{e.get('when')}: {str(e.get('text'))[:80]!r} at "
                                             f"{sc['place']!r}, where the crew can be from hour {lo} to hour {hi}")


def _tied(trip: dict, bad, rule: str, label: str, name: str) -> None:
    events = trip.get("events") or []
    line, hour = comp_line(events, label), comp_hour(events, label)
    if not line or not hour:
        return
    ticks = [(tick, text) for tick, text in _ticks(trip) if text.startswith(name)]
    if not ticks:
        bad(rule, f"events/Hour {hour}: the {name} {line[:60]!r} has no tick on the clock")
        return
    for tick, text in ticks:
        if int(tick["tick"]) != event_tick(hour) or f"hour {hour}" not in text:
            bad(rule, f"clock/tick {tick['tick']}: the {name} tick {text[len(name):][:70]!r} for the event "
                      f"at hour {hour} (tick {event_tick(hour)})")
        if label == ODDS and odds_event(line).lower() not in text.lower():  # the tick tells the secret's event
            bad(rule, f"clock/tick {tick['tick']}: the Bad Odds tick {text[len(name):][:70]!r} tells another "
                      f"event than the secret's {line[:70]!r}")


def _secret(trip: dict, bad) -> None:
    line = comp_line(trip.get("events") or [], ODDS)
    for fact in trip.get("clues") or []:
        text = str(fact.get("fact") or "")
        if line and text.startswith(ODDS) and text[len(ODDS):].rstrip(". ") != line.rstrip(". "):
            bad("bad-odds-two-events", f"clue/{fact.get('id')}: the secret {text[:70]!r} beside the event {line[:70]!r}")


def check_r24timing(trip: dict, world: dict, every, bad) -> None:
    _goal_hours(trip, bad)
    _events(trip, bad)
    _tied(trip, bad, "bad-odds-two-events", ODDS, "Bad Odds")
    _secret(trip, bad)
    _tied(trip, bad, "war-tick-off-hour", WAR, "War Zone")
