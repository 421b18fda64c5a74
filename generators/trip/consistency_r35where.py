"""The consistency audit's round-35 "where and when" rules (cold reads of algorithm-31 trips,
reports /work/notes/r35/cold_a_report.md and cold_b_report.md): what a first-ever visit to a
node can have on it. Registered in generators/trip/consistency_r35.py; tests/test_r35_where.py
feeds each rule a trip broken on purpose.

- ``first-visit-barn-trace``: on a node no crew from the barn has visited (the fact
  ``visits: none``: "No Intel: The barn has never sent anyone to Hektra's Rest: the crew are the
  first"), nothing on the page is a trace of the barn's earlier crews or of Earth being known
  there: "from a beacon a DayTripper hid close by", "The barn's archivist, who keeps the reports
  of every job like this one", locals who want "to be recognised by Earth, officially, with a
  plaque" (cold read A, T2 and T3). A DayTripper's kit needs someone before the crew (``before``
  lost, barn or tourists: a crew lost here may have hidden a beacon); the barn's records and Earth
  need a barn crew (``visits: some``). Fix: the lines' ``needs`` (corpora/trip/play_clues.json,
  grammars/org.json); the suits' comms and walkie-talkie clues have siblings for a first visit.
- ``first-visit-word-after``: on such a node nobody sends word, an offer or a letter after the
  crew to the barn, nor comes to the barn in person: they have no way there ("the locals send an
  offer after the crew for the soil core, twice what the client is paying", iron-age locals on a
  first-ever visit, cold read B trip 2). Fix: corpora/trip/maguffin_truth_due.json's rows where the
  locals act after the crew have gone have a ``due_first``, which trip/endings.py truth_due plays
  when the world's ``visits`` is none.
- ``dressing-vs-world``: a world's dressing agrees with its own facts: no washing on a line where
  there is no liquid water or it never thaws ("Buried ice: no liquid anywhere", "Frozen: it never
  thaws, anywhere, ever" beside "washing strung overhead from house to house", cold read A T3);
  no "only working clock" where the locals' technology is electric or later (a fusion-tech
  world's faction holds "The only working clock, and the right to set it", cold read B trip 5).
  Fix: the lines' ``needs`` (grammars/places.json, events.json, org.json; trip/play_clues.json).
"""

from __future__ import annotations

import re

RULES = ("first-visit-barn-trace", "first-visit-word-after", "dressing-vs-world")

# a DayTripper's own kit left on the node: only where someone came before (``before`` lost, barn or
# tourists; an Exploration's "for the first time ever" and a no-intel node have nobody)
DAYTRIPPER_TRACE = re.compile(r"\b(a beacon a DayTripper hid|a DayTripper (hid|left|set|lost)|, a DayTripper's,)", re.I)
# the barn's own records of the node, or Earth known there: only where a barn crew has been (``visits``)
BARN_TRACE = re.compile(r"\b(the barn's archivist, who keeps the reports of every job like this one|"
                        r"recognised by Earth)\b", re.I)
# the node's people reaching the barn after the crew have gone
WORD_AFTER = re.compile(r"\b(the locals send (an offer|word) after the crew|a message reaches the barn|"
                        r"sends? a letter to the barn|(family|owner|claimant) comes? to the barn)\b", re.I)


WASHING = re.compile(r"\b(washing (strung|line|lines)|strung with somebody's washing|laundry|washerman|"
                     r"slap of wet cloth)\b", re.I)
ONLY_CLOCK = re.compile(r"\bthe only working clock\b", re.I)
CLOCKS_EVERYWHERE = ("electric", "digital", "advanced")


def _dressing(world: dict, every, bad) -> None:
    dry = world.get("water") == "none" or world.get("climate") == "frozen"
    clocks = world.get("tech") in CLOCKS_EVERYWHERE
    if not (dry or clocks):
        return
    for where, text in every:
        m = (dry and WASHING.search(text or "")) or (clocks and ONLY_CLOCK.search(text or ""))
        if m:
            bad("dressing-vs-world", f"{where}: {m.group(0)!r} on a world with water {world.get('water')!r}, "
                f"climate {world.get('climate')!r}, tech {world.get('tech')!r}: {text[:160]!r}")


def check_r35where(trip: dict, world: dict, every, bad) -> None:
    _dressing(world, every, bad)
    first, nobody = world.get("visits") == "none", world.get("before") == "none"
    if not (first or nobody):
        return
    for where, text in every:
        text = text or ""
        m = (nobody and DAYTRIPPER_TRACE.search(text)) or (first and BARN_TRACE.search(text))
        if m:
            bad("first-visit-barn-trace", f"{where}: no crew from the barn has been to this node, yet "
                f"{m.group(0)!r}: {text[:160]!r}")
        m = first and WORD_AFTER.search(text)
        if m:
            bad("first-visit-word-after", f"{where}: nobody on a node the barn has never visited can reach "
                f"the barn, yet {m.group(0)!r}: {text[:160]!r}")
