"""The place facts round 37's scene helper added to ``facts.VALUES`` (algorithm-32 trips), kept
apart so that generators/facts.py stays under its line limit; facts.py merges them into VALUES
(after every earlier round's), and needs.py reads them there like any other.

Cold readers of algorithm-31 trips: "A rusted ladder is the quick way up from the Engineers'
Guild's Bazaar. Up to what? Nothing is up there"; "the only way down" from a car park; "a lookout
high above the highest peak"."""

from __future__ import annotations

from .facts_r37clock import ROUNDS as EARLIER  # (which chains every earlier round's)

ROUND_37_SCENE: dict[str, tuple[str, ...]] = {
    # how one place lies against the ground round it, read from its name (content/place_height.py,
    # lists/place_heights.json): a height, a hollow, rough natural ground, or level ground. Read by
    # play_obstacles.json's ways up and down, its cable car and its high lookout
    "place_height": ("high", "low", "rough", "level"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_37_SCENE}
