"""The world facts round 28 added to ``facts.VALUES`` (algorithm-26 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r27 import ROUNDS as EARLIER

ROUND_28: dict[str, tuple[str, ...]] = {
    # of the climax's obstacle, for the needed fact of how to get past it (trip/way_kind.py): what
    # kind of thing it is, so a way past written for a place's hold ("keep a hand on each other's
    # shoulders") is never told for a person, nor "whoever built it painted a stripe" for a wrong
    # map (corpora/trip/play_clues.json ``shortcut:`` lines; play_obstacles.json "barrier_kind"; cold
    # reads r28-cold-b, -c, -e)
    "barrier_kind": ("mind", "person", "prey", "guard", "built", "ground", "route", "gear", "place", "object",
                "flux", "creature", "rival", "trap"),
    # of the trip's clues (trip/way_seen.py): whether the needed way past can be seen on the ground,
    # so a long look from high ground never teaches a hand on each other's shoulders (r28-cold-d)
    "way_seen": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_28}
