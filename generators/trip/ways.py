"""The climax's way past as the needed clue tells it, printed at the climax itself (cold read
19, A-4 and g-12: the needed fact offered "a way past it along the far wall" while the scene's
own entry, where the GM looks at the table, gave only its way round, so the climax had two
ways round and the clue's was missing from the scene). The needed fact still tells it (the
crew must learn it); the scene says it too, for the GM: ``with_clue``, GM only. Audited by
consistency_ways.py's ``clue-way-not-at-climax``."""

from __future__ import annotations

LEAD = "Or, once the crew have learnt it (the needed fact of how to get past, in Secrets and clues): "


def clue_way(scenes: list[dict], clues: list[dict]) -> None:
    """Set each scene's ``with_clue``: at the climax, the needed fact's way past; else None."""
    fact = next((f for f in clues if f["id"] == "way"), None)
    for sc in scenes:
        sc["with_clue"] = None
    if scenes and fact and ": " in fact["fact"]:
        way = fact["fact"].split(": ", 1)[1]
        scenes[-1]["with_clue"] = LEAD + way[:1].lower() + way[1:]
