"""The world facts round 25 added to ``facts.VALUES`` (algorithm-23 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r23 import ROUND_23
from .facts_r24 import ROUND_24

ROUND_25: dict[str, tuple[str, ...]] = {
    # of a natural-world surrealism tweak's process (corpora/lists/tweak_targets_natural.json
    # "acts" and "moves", set by content/tweaks_for.py): whether it acts on things (gravity
    # pulls them, rust eats them), so its detail may say it acts on other things instead, and
    # whether it travels over the ground, at work in one spot after another (rain, wind, a
    # migration), so its detail may say what it leaves behind where it has been. Round 25,
    # issue 10: "Something is strange about dreaming here. It acts on toilets"; dreaming that
    # "leaves ewes behind" (a machine or the maguffin is neither: its own lines say so)
    "tweak_acts": ("yes", "no"),
    "tweak_moves": ("yes", "no"),
    # of the person a character tweak is aimed at (content/tweaks_for.py): met at a place of the
    # node, or travelling with the crew from the barn. A tweak that puts them inside the
    # lander's memory banks or the crew's own shadows fits only one who travels with the crew,
    # and one inside a painting is in a painting at their own place (round 25, issue 10: a
    # local met at the knot of collapsed geometry "inside a painting at the Demorphing Shoal")
    "met_at": ("place", "crew"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**ROUND_23, **ROUND_24, **ROUND_25}
