"""How the crew win a keeper round at the climax on a day of silence (round 28).

The release lines of corpora/trip/play_lines.json (``release:*``) read ``{talk} {holder}
round`` (or ``into opening it``): on most nodes the crew talk the keeper round; on a node whose
Hook keeps a day of silence (the fact ``silent``, generators/facts_r26.py) nobody speaks, so the
crew wordlessly coax them round (cold read r27b-cold-b: a day of
silence in the Hook beside a keeper the crew "talk round"; audited by
trip/consistency_r28silence.py ``silent-day-talked-round``)."""

from __future__ import annotations

from . import parts

SPOKEN = {"talk": "talk"}
UNSPOKEN = {"talk": "wordlessly coax"}


def talk_slots(trip) -> dict:
    """The {talk} slot of a release line, for the trip's day."""
    return UNSPOKEN if (parts.facts(trip) or {}).get("silent") == "yes" else SPOKEN
