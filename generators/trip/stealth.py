"""Where Stealth Required bites (round 21, brief scenes): the place its own line names (the
first such), known before the scenes are dealt, so the scene there is not one whose point is a
talk or a deal with someone (cold read 29, r20-cold-a: "the crew must stay hidden" at the
hanging village, where the crew want "someone here who has heard of the tower, and a reason
for them to tell"). trip/scenes.py gives that scene the fact ``stealth: here`` (the talking
wants of trip/play_lines.json need ``stealth != here``) and no roleplay; trip/start.py rules
on its DL there, and the clock's watch doubles there (``unseen_place``, round 40: "The watch at
the bank at Folsom is doubled" beside the crew passing unseen at the radio tower at Elk Grove).
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


def stealth_place(trip, scenes: list[dict]) -> dict | None:
    """The scene where Stealth Required bites: the place its own line names (the first such),
    else the climax (cold read 14: "at each scene the crew must pass unseen" beside a crowded
    landing, hospitable locals and needed clues that all come from talking)."""
    where = stealth_loc(trip)
    return next((sc for sc in scenes if sc["place"] == where), scenes[-1] if scenes else None)


def unseen_slots(trip, scenes: list[dict]) -> dict:
    """The clock's ``unseen_place``: the place of the scene where the crew must pass unseen, the
    one the start's ruling names (round 40, cold read cold-2e3384: the tick "The watch at the bank
    at Folsom is doubled from now on: whenever the crew are seen where they had to pass unseen"
    beside "at the radio tower at Elk Grove (scene 5) the crew must also pass unseen")."""
    sc = stealth_place(trip, scenes)  # (only Stealth Required's lines name it; no line: the climax)
    return {"unseen_place": parts.inline(sc["place"])} if sc else {}
