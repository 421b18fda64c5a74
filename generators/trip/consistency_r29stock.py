"""The consistency audit's round-29 rule on stock, game-mechanical wording (cold readers of five
algorithm-27 trips in a row: "or wait one tick of the clock for it to settle" on scene after
scene). Registered in generators/trip/consistency_r29.py; tests/test_r29_stock.py feeds it a
broken trip.

- ``clock-tick-wording``: a wait the crew may choose is priced in hours on the clock, as every
  other way round is ("(one hour on the clock)"), never in the clock's ticks: a tick is the
  GM's four-hour segment of the clock table, and "wait one tick of the clock" leaves the GM to
  work out whether that is four hours or the rest of the current segment. A scene's way round
  (its ``way``, and the obstacle as the page's Obstacles list prints it with its way) names no
  tick at all ("wait for the watch to change at the next tick", "split up and meet again at the
  next tick"); any other line but the clock's own table (whose rows are its ticks) never has
  anyone wait a tick, nor counts a time as "one tick of (or on) the clock".
"""

from __future__ import annotations

import re

RULES = ("clock-tick-wording",)

TICK = re.compile(r"\bticks?\b(?!-)", re.I)  # (not "ticking", "tick-tock")
WAIT_TICK = re.compile(r"\bwait(?:s|ed|ing)?\b[^.;:()]{0,80}?\b(?:one|a|another|the next|a whole) ticks?\b|"
                       r"\b(?:one|a|another|two) ticks? (?:of|on) the clock\b", re.I)
# a scene's way round as the scene prints it, and the Obstacles list's line (the obstacle and its way)
WAYS = re.compile(r"^(?:scene/\d+/way|obstacle/\d+)$")


def check_r29stock(trip: dict, world: dict, every, bad) -> None:
    for where, t in every:
        if where.startswith("clock/"):
            continue  # the clock's table counts in ticks: its rows are them
        if WAYS.match(where):
            if m := TICK.search(t):
                bad("clock-tick-wording", f"{where}: {t[max(0, m.start() - 50):m.end() + 20]!r}: "
                                          "a way round priced in the clock's ticks, not hours")
                continue
        if m := WAIT_TICK.search(t):
            bad("clock-tick-wording", f"{where}: {m.group(0)[:80]!r}: a wait counted in the clock's ticks, not hours")
