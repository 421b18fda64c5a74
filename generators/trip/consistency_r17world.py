"""The consistency audit's round-17 world rules (brief r17 world; cold read 25, READER-G's worst
problem, READER-F's second): scenes that contradict the node's own facts. generators/trip/
consistency.py runs them; tests/test_r17_world.py feeds each a contradicting trip.

- ``deep-time-built-things``: deep time (world ``family`` deep: "Nobody lives here, and nobody
  ever has") has nothing anybody built: no gate that sticks, no stone slab that moves only with
  three pairs of hands, no way "whoever built it marked", no cave walls covered in tallies, no
  footbridge of planks and rope, no door a visitor opened there (cold read 25, trip i, 86
  million years ago). The lines need ``node != deep`` (corpora/trip/play_obstacles.json,
  play_clues.json, grammars/places.json, grammars/people.json). The humans met there are
  visitors (folk visitor, a role that says so), which the page already says.
- ``neighbour-needs-locals``: where nobody lives (``inhabitants`` nobody) nobody has a
  neighbour to hear the news from ("A neighbour tells Andrew ..." in deep time; the clock line
  needs ``inhabited``, corpora/trip/play_clock.json).
"""

from __future__ import annotations

import re

RULES = ("deep-time-built-things", "neighbour-needs-locals")

BUILT = re.compile(r"\b(a gate that sticks|a stone slab seals|whoever built it|walls are covered in "
                   r"tallies|footbridge of planks and rope|opened a door at)\b", re.I)
NEIGHBOUR = re.compile(r"\ba neighbour (tells|says|warns|mentions)\b", re.I)


def check_r17world(trip: dict, world: dict, every, bad) -> None:
    deep = world.get("family") == "deep"
    nobody = world.get("inhabitants") == "nobody"
    if not (deep or nobody):
        return
    for where, t in every:
        if deep and (m := BUILT.search(t)):
            bad("deep-time-built-things", f"{where}: {m.group(0)!r} where nobody has ever lived")
        if nobody and (m := NEIGHBOUR.search(t)):
            bad("neighbour-needs-locals", f"{where}: {m.group(0)!r} where nobody lives")
