"""The world facts round 30 added to ``facts.VALUES`` (algorithm-27 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r29 import ROUNDS as EARLIER

ROUND_30: dict[str, tuple[str, ...]] = {
    # when a timed maguffin happens gains "tide" (r30-record; cold reads 44-46: a tide record "from
    # high water to low water" at an inland bazaar, with no hour and no length on the page): the
    # tide record (corpora/lists/maguffins.json "time": tide) runs from high water to low water at
    # dusk, when the post's marks can no longer be read, so the climax's want, the gist, the clock's
    # "when:timed"/"last:timed" lines (corpora/trip/play_clock.json, needs "maguffin_time: tide")
    # and the walk back all read one set of hours (trip/start.py maguffin_hours)
    "maguffin_time": ("dusk", "afternoon", "night", "tide", "any"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_30}
