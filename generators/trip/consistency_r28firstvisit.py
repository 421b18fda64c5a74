"""The consistency audit's round-28 first-visit rules: a trip whose node nobody from off it has been
to before (the world fact ``before: none``: an Exploration "for the first time ever", No Intel's
"No DayTripper has been here before", "the crew are the first") never has a line that assumes an
earlier visitor (cold reads of algorithm-26 trips, r28-cold-d and r28-cold-f).
generators/trip/consistency_r28.py registers them; tests/test_r28_firstvisit.py feeds each a trip
broken on purpose. The fix is in generation: the lines that assume an earlier visitor declare
``before != none`` in ``needs:`` (corpora/grammars/org.json's rival goal, corpora/trip/play_clues.json's
carriers and the barn's talk), and a first visit draws lines of its own (``before: none``).

- ``firstvisit-rival-before``: a rival crew's history on the node: "They came for the same thing
  last month and failed" beside "for the first time ever" (r28-cold-d), or the barn's mechanic who
  "patched up the lander of Referees Anonymous last month" (the repair after that failed run).
- ``firstvisit-visitor-left``: a thing an earlier outsider left on the node: "A few words that
  another visitor cut into the lid of an empty ration tin" beside "the crew are the first"
  (r28-cold-f), "left where the next traveller would eat" (r28-cold-d), notes "by an earlier
  crew", a wrapper "the kind DayTrippers carry", "where the next crew would be sure to put a hand"
  (never "another visitor who knows the trader", one of today's newcomers here in person, nor the barn's
  rumours of other nodes, "The last crew that went back in time ...").
"""

from __future__ import annotations

import re

from .consistency_walk import strings

RULES = ("firstvisit-rival-before", "firstvisit-visitor-left")

SKIP = ("world", "seed", "code", "algorithm", "version")  # facts and labels, not lines
RIVAL = re.compile(r"\b(came for the same thing last (month|year)|patched up the lander of .{1,60}? last month|"
                   r"since the last crew came through)", re.I)
# (the barn's rumours of other nodes, "The last crew that went back in time ...", are not this node's;
# "The go-between, another visitor who knows the trader" is one of today's newcomers, here in person)
LEFT = re.compile(r"\b(another visitor(?! who)|an earlier crew|the next traveller|the next crew would|"
                  r"the kind DayTrippers (carry|clip)|the last crew (to visit\b(?! an?\b)|left\b)|"
                  r"the last crew's|from the last crew)", re.I)


def check_r28firstvisit(trip: dict, world: dict, every, bad) -> None:
    if (world or {}).get("before") != "none":
        return
    for where, text in strings(trip, SKIP):
        m = RIVAL.search(text)
        if m:
            bad("firstvisit-rival-before", f"{where}: {m.group(0)!r} on a node nobody has been to "
                                           f"before (before: none)")
        m = LEFT.search(text)
        if m:
            bad("firstvisit-visitor-left", f"{where}: {m.group(0)!r} on a node nobody has been to "
                                           f"before (before: none)")
