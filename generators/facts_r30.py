"""The world facts round 30 added to ``facts.VALUES`` (algorithm-27 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r29 import ROUNDS as EARLIER

ROUND_30: dict[str, tuple[str, ...]] = {
    # of the Success's follow:ride line (corpora/trip/play_endings.json), read by trip/endings.py
    # from the want of whoever wants a ride home: ride_quiet "yes" when they want to say nothing
    # of the node ("never say a word about this place again", "nobody there will ask questions"),
    # ride_awaited "yes" when someone at home waits for them (a birthday, "before the people at
    # home stop waiting"). Cold reads 44-46: "Wants: To ride home with the crew and never say a
    # word about this place again", then a week "telling the mechanics what the node is really
    # like"; a rider due home for a birthday spends a week sleeping in the barn's hangar.
    "ride_quiet": ("yes", "no"),
    "ride_awaited": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_30}
