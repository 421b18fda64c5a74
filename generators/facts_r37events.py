"""The world facts round 37's events helper added to ``facts.VALUES`` (algorithm-32 trips), kept
apart so that generators/facts.py stays under its line limit; facts.py merges them into VALUES
(after every earlier round's), and needs.py reads them there like any other.

Cold reader of algorithm-31 trips: a node "Home-Earth, the past: 2017", "A few weeks behind home",
beside "War Zone: Soldiers have taken over Hollow Mile" and "At hour 16 the war around Hollow Mile
turns to shooting": "a shooting war in the Sacramento Valley two months ago is something the crew
would remember"."""

from __future__ import annotations

from .facts_r28 import extra_facts  # noqa: F401 (content/world.py reads the earlier rounds' through here)
from .facts_r37scene import ROUNDS as EARLIER  # (which chains every earlier round's)

HOME_YEAR = 2017  # the barn's year; content/when.py reads it here (the facts layer imports nothing from content)
STATEHOOD = 1850  # from here to home's own day no war was fought in the Sacramento Valley

ROUND_37_EVENTS: dict[str, tuple[str, ...]] = {
    # whether the node's history allows a war where the crew land (wars_of): "none" on our own
    # Earth's written past, from California's statehood (1850) to home's own day, and on a node
    # days or months from home (``home: yes``, either way): nothing was fought in the Valley then,
    # and the crew would know of it; a riot, a strike or a police cordon is what history allows
    # there. "any" elsewhere (the far past, the future, a fork, a planet, a dream). Read by the
    # War Zone's lines (grammars/events.json war_zone, trip/play_clock.json's War Zone ticks,
    # play_endings.json's follow:War Zone lines).
    "wars": ("none", "any"),
    # how far a Time Travel node of days or months lies from home, for its era line only
    # (grammars/time.json past_soon and future_soon; content/nodes.py): "A few weeks behind home"
    # was printed beside "Distance: Months: 2 months back" (cold read r36)
    "soon": ("days", "months"),
}


def wars_of(family: str | None, year: int | None, home: str | None) -> str:
    """The fact ``wars`` of a node (ROUND_37_EVENTS)."""
    if home == "yes" and family in ("past", "recent", "future"):
        return "none"
    if family in ("past", "recent") and year is not None and STATEHOOD <= year <= HOME_YEAR:
        return "none"
    return "any"


# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_37_EVENTS}
