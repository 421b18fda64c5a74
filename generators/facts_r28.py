"""The world facts round 28 added to ``facts.VALUES`` (algorithm-26 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r27 import ROUNDS as EARLIER

ROUND_28: dict[str, tuple[str, ...]] = {
    # whether a rescue's stranded person still has a survival suit (content/stranded_dress.py
    # stranded_suit, read by trip/handling.py off the maguffin's look and the person's own): the
    # thin-air risk of corpora/trip/maguffin_handling.json "without a spare suit or mask" needs
    # ``stranded_suit != yes``, its twin for one who has a suit ``stranded_suit: yes`` (round 28,
    # leftover: "without a spare suit" beside "still in their survival suit")
    "stranded_suit": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_28}
