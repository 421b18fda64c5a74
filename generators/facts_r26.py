"""The world facts round 26 added to ``facts.VALUES`` (algorithm-24 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r25 import ROUNDS as EARLIER

ROUND_26: dict[str, tuple[str, ...]] = {
    # whether a constructed-world tweak is aimed at the crew's own lander (content/tweaks_for.py):
    # "It is the size of a cathedral, and people live in it" needs a machine of the locals', never
    # the lander's water heater (round 26, beasts: on a world where nobody lives)
    "tweak_lander": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_26}
