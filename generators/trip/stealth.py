"""Where Stealth Required bites (round 21, brief scenes): the place its own line names (the
first such), known before the scenes are dealt, so the scene there is not one whose point is a
talk or a deal with someone (cold read 29, r20-cold-a: "the crew must stay hidden" at the
hanging village, where the crew want "someone here who has heard of the tower, and a reason
for them to tell"). trip/scenes.py gives that scene the fact ``stealth: here`` (the talking
wants of trip/play_lines.json need ``stealth != here``) and no roleplay; trip/start.py rules
on its DL there.
"""

from __future__ import annotations

from . import parts


def stealth_line(trip) -> str:
    """The Stealth Required event's words ("" when the trip has none)."""
    return next((e["text"] for e in trip.events if e["text"].startswith("Stealth Required:")), "")


def stealth_loc(trip) -> str | None:
    """The name of the location the Stealth Required line names first, or None."""
    low = stealth_line(trip).lower()
    keys = [(low.index(k), loc["name"]) for loc in parts.locations(trip)
            if (k := parts.inline(loc["name"]).lower().removeprefix("the ")) and k in low]
    return min(keys)[1] if keys else None
