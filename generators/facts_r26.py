"""The world facts round 26 added to ``facts.VALUES`` (algorithm-24 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r25 import ROUNDS as EARLIER

ROUND_26: dict[str, tuple[str, ...]] = {
    # of one place (content/place_promise.py, read from its name): what the name promises
    # (corpora/lists/place_promises.json), so its description carries a line that shows it
    # (grammars/places.json #promise_line#, each needing one). Round 26: "The Singing Crater
    # Town" with no singing, "the bone orchard where the pilgrims sleep" with no pilgrims
    "place_promise": ("none", "pilgrims", "prophets", "giants", "moths", "engines", "drones", "winds",
                      "meteors", "spores", "bones", "singing", "humming", "breathing", "sticky",
                      "shrieking", "whispering", "steaming", "roaring", "haunted", "burnt", "flooded",
                      "overgrown"),
    # of one place: its shape, what a line may treat it as: a town, a height (climbed, never
    # gone into), a room (a building or indoors) or open ground. Round 26: "the crew search the
    # town on hands and knees", "the far corner of the town", going "into" a peak
    "place_shape": ("settlement", "summit", "room", "open"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_26}
