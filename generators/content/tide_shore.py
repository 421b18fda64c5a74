"""Whether a place is on a tidal shore (round 23's trip/clock_fit.on_shore, moved here in round 28
so the content layer can read it too): a world of oceans (lakes and rivers keep no tide) and a
place whose own name says it is on the sea's edge (a beach, a harbour, a reef, "the tidal
caves"), holding water (a mercury lagoon has no tide).

Round 28 (cold read r27b-cold-e): a Narrow Window of Opportunity's event line said "The way to
the Bazaar of the Company is open only while the tide is out, and the tide turns at hour 12" on
any world of oceans or lakes, at a ridge, a mine or a summit, while the clock (which draws its
tide line only where the way in is on a shore: ``shore``) shut "the easy way" with no tide. The
event line now needs the same fact (corpora/grammars/events.json narrow_window; content
``event_world``)."""

from __future__ import annotations

import re

from .place_kinds import place_water

# the words of a place name's head that put it on the sea's edge (lists/place_kinds.json "water"
# words that a tide reaches: never a lake, a ford, a spring, a canal lock, a bog or a floodplain)
TIDAL = frozenset(("beach", "harbour", "wharf", "shore", "lagoon", "sandbank", "shoal", "reef", "pier",
                   "dock", "docks", "embarcadero"))
HEAD_CUT = re.compile(r" (?:on|by|at|in|near|beside|where|of|formerly) ", re.I)


def on_shore(name: str, water: str | None) -> bool:
    """Whether a place is on a tidal shore: a world of oceans, and a name whose head is a shore
    word (or says "tidal"), holding water."""
    if water != "oceans" or place_water(name, water) != "oceans":
        return False
    head = set(re.findall(r"[a-z-]+", HEAD_CUT.split(name, 1)[0].lower()))
    return bool(head & TIDAL) or "tidal" in head


def event_world(facts: dict, goal: str, water: str | None) -> dict:
    """The facts a trip's event lines are drawn by, with ``shore``: whether the goal's place
    (where a Narrow Window's tide would cut the way) is on a tidal shore."""
    # a tide record's own tide has its hours on the clock: no Narrow Window tide turning at
    # another hour beside it (r30-record)
    return dict(facts, shore="yes" if on_shore(goal, water) and facts.get("maguffin_time") != "tide" else "no")
