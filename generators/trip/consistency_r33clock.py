"""The consistency audit's round-33 clock rules (cold reads 33-a and 33-b, readers of
algorithm-29 trips: rivals, stacked tolls and time, 5 of 10 trips). Registered in
generators/trip/consistency_r33.py; tests/test_r33_clock.py feeds each rule a broken trip.

- ``clock-stacked-toll``: no two lines at one tick make one place harder in the same way (two
  "+N DL at X" or two "+N hour(s) on the clock at X"). Cold read: tick 4 "Another tour party
  reaches the Radio Tower ahead of the crew (+1 hour ...)" and "The Mosquito Irregulars reach the
  Radio Tower first and take the best spot (+1 hour ...)". Fix: trip/clock_stack.py (the clock
  deals the later track another line), the tour party's ``beat`` "spot" in play_clock.json.
- ``rival-lands-idle``: a rival crew who land during the day do something after: a move at the
  goal, or (too late for that, or when that move would stack a toll the tick has already) what
  they do at the crew's lander. Cold read: cold33-b-quillbarrow-3,
  "land at hour 12, never seen again". Fix: trip/clock.py deals a ``rival:late`` line.
- ``rival-arrival-meets-crew``: a rival crew landing by the slip-in point, hours after the crew
  left it, do not ask, tell or show the crew anything there. Cold read: "arrive near the Solar
  Machine Garden, and the first thing they do is ask the crew for directions" (hour 12, crew six
  hours away); "at once make it plain to the crew that they mean to finish the job first". Fix:
  the arrival lines of play_clock.json act on the crew's empty lander.
- ``rival-race-no-ruling``: rivals who "start on the same job" say what happens if they finish
  first. Cold read 33-b: the Flying Accountants "start on the same job at a run" and nothing says
  what happens if they reach the moss first. Fix: those lines of play_clock.json.
"""

from __future__ import annotations

import re

from .clock_stack import tolls_at

RULES = ("clock-stacked-toll", "rival-lands-idle", "rival-arrival-meets-crew", "rival-race-no-ruling")

LANDS = re.compile(r"\b(land|arrive|set down|sets? their lander down|touch down|put down|come down|come in low)\b", re.I)
MEETS = re.compile(r"\b(ask|asks|tell|tells|make it plain to|show|shows|greet|greets|hail|wave at|wave to) the crew\b", re.I)
LATE = re.compile(r"\brather than go after the crew\b", re.I)  # (rival:late lines, trip/clock.py)
SAME_JOB = re.compile(r"\bstart on the same job\b", re.I)
FIRST = re.compile(r"\b(finish|finishes|get there|reach it) first\b", re.I)


def _ticks(trip: dict) -> list[dict]:
    return ((trip.get("clock") or {}).get("ticks")) or []


def _stacked(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    goal = scenes[-1]["place"] if scenes else ""
    for tk in _ticks(trip):
        seen: dict = {}
        for e in tk.get("events") or []:
            for toll in tolls_at(str(e.get("text") or ""), goal):
                if toll in seen:
                    bad("clock-stacked-toll", f"tick {tk.get('tick')}: {toll[0]} at {toll[1]} twice: "
                        f"{seen[toll][:70]!r} and {str(e['text'])[:70]!r}")
                seen.setdefault(toll, str(e.get("text") or ""))


def _rivals(trip: dict, world: dict, bad) -> None:
    ticks = _ticks(trip)
    said = [(tk.get("tick"), str(e.get("text") or "")) for tk in ticks for e in tk.get("events") or []
            if e.get("track") == "rival"]
    for tick, text in said:
        if LANDS.search(text) and MEETS.search(text):
            bad("rival-arrival-meets-crew", f"tick {tick}: {text[:110]!r}")
        if SAME_JOB.search(text) and not FIRST.search(text):
            bad("rival-race-no-ruling", f"tick {tick}: {text[:110]!r}")
    if (world or {}).get("rivals") == "later" and trip.get("rivals") and ticks:
        if len(said) == 1 and not LATE.search(said[0][1]):
            bad("rival-lands-idle", f"tick {said[0][0]}: {said[0][1][:110]!r}, then nothing")


def check_r33clock(trip: dict, world: dict, every, bad) -> None:
    _stacked(trip, bad)
    _rivals(trip, world, bad)
