"""Whether the locals can reach the lander the moment it lands (round 38, cold read: landing
reactions with no need on the place's height or cover: "A crowd of children reaches the lander
before the engines stop" at a gravel bar in the middle of a slow, wide river; "A line of locals is
waiting" at a shallow dip that hides the lander from three sides).

The slip-in point's landing site is drawn before the hour-0 arrival event (content/places.py); its
words say whether it sits apart, out of sight or cut off (the fact ``landing``, generators/
facts_r38scene.py). ``arrival_world`` is the world that event is drawn in: the trip's facts, with
``landing`` and the slip-in point's own ``place_height`` (a summit, a ridge: content/place_height.py),
so an arrival line of locals at the ramp can need an open landing on ground they can cross.
"""

from __future__ import annotations

import re

from .place_kinds import place_height

# landing sites (grammars/places.json slip_in_what) that sit out of sight or cut off
APART = re.compile(r"\b(out of sight|no path overlooks|nobody comes round the corner|nobody looks twice|"
                   r"hides the lander|in the middle of a slow, wide river|a long view and a short drop|"
                   r"hear their own hearts)\b", re.I)


def landing_of(text: str) -> str:
    """``apart`` when the slip-in point's text puts the lander out of sight or cut off, else ``open``."""
    return "apart" if APART.search(text or "") else "open"


def arrival_world(world: dict | None, loc: dict) -> dict | None:
    """The facts the hour-0 arrival event is drawn with: the world's, the landing's and the
    slip-in point's height."""
    if not world:
        return world
    return dict(world, landing=landing_of(loc.get("text") or loc.get("description") or ""),
                place_height=place_height(loc.get("name") or "", loc.get("setting")))
