"""What of the strong start's beat comes again as an obstacle (cold read 25 a, b): start.py draws
no beat that does, and the audit rule start-beat-again (consistency_r17repeats.py) reads it."""

from __future__ import annotations

import re


def start_echoes(beat: str, obstacles: list[str], first: str, creatures: list[str], roll: str = "") -> str:
    """What of the start's ``beat`` comes again: a creature of ``creatures`` named in it and in
    scene 1's obstacle ``first`` (unless its ``roll``'s miss leads into that scene: "the crew's
    first scene starts in a fight" sets scene 1 up, it is no second go), or a glowing stone in it
    and in one of ``obstacles``; "" if nothing (start.py draws by it, the rule reads it)."""
    b = beat.lower()
    for c in ([] if LEAD_IN.search(roll) else creatures):
        name = re.sub(r"^the ", "", c.lower())
        if name and re.search(rf"\b{re.escape(name)}", b) and re.search(rf"\b{re.escape(name)}", first.lower()):
            return c
    if GLOW.search(b) and any(GLOW.search(o.lower()) for o in obstacles):
        return "a glowing stone"
    return ""


LEAD_IN = re.compile(r"\bfirst scene\b", re.I)
GLOW = re.compile(r"\bstones?\b[^.;]*\bglow|\bglow\w*\b[^.;]*\bstones?\b")
