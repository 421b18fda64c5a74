"""Round 40's stock facts (merged by generators/facts_r40.py into facts.VALUES): each key with its
values, who sets it and what reads it.

Cold reads of algorithm-33 trips (round 39): lines that contradict the trip's Hook or era.
- cold39-b-fallow-4: "The locals are packing up to move, every one of them, today, and nobody
  will tell a stranger where they are going" beside a faction that wants "to be first in line
  for whatever the crew bring next time": a people leaving today has no next time here.
- cold39-a-alder-5: a Time Travel trip 10 days ahead, where the crew are the ones from the past,
  told to "Check the date on a newspaper, hide anything from the future"."""

from __future__ import annotations

import re

from .facts_r40worldtext import extra_facts as _earlier, wars_of  # noqa: F401 (content/world.py reads wars_of through here; worldtext chains round 38)

FACTS: dict[str, tuple[str, ...]] = {
    # of a planet whose Hook has every local moving away today (corpora/grammars/planet.json
    # hook "The locals are packing up to move ..."; set by content/nodes.py where the Hook is
    # drawn, absent elsewhere, where ``leaving != yes`` holds): the lines that look to the
    # locals' next time or next year on this node need ``leaving != yes`` (grammars/org.json
    # faction_want, people.json want_tourism). Audit rule leaving-hook-next-time
    # (trip/consistency_r40stock.py)
    "leaving": ("yes", "no"),
    # of a Time Travel node: "yes" when the crew jump ahead of home (content/nodes.py, from the
    # rolled direction), "no" when they go back; absent on other nodes. With ``home: yes`` (days
    # or months from home) the crew are the visitors from the past on a node ahead, with nothing
    # from the future to hide (trip/play_lines.json want:arrival ``ahead != yes`` and its
    # sibling ``ahead: yes``). Audit rule ahead-hides-future (trip/consistency_r40stock.py)
    "ahead": ("yes", "no"),
}

# The round-40 stock facts kept in the trip JSON's ``world`` beside World's own fields
# (content/world.py is at its line limit): World keeps them in ``extra``.
EXTRA_40_STOCK: tuple[str, ...] = ("leaving", "ahead")
# a planet's Hook that moves every local away today (corpora/grammars/planet.json hook)
LEAVING_HOOK = re.compile(r"\bpacking up to move, every one of them\b", re.I)


def extra_facts(d: dict | None) -> dict:
    """The facts kept in ``d`` (a World's ``extra`` or a trip's ``world``): every earlier round's
    and this one's (content/world.py reads them through this)."""
    return {**_earlier(d), **{k: d[k] for k in EXTRA_40_STOCK if d and d.get(k) is not None}}
