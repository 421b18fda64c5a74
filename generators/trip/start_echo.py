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


# the same trouble met twice at the landing (cold read r22 b): the start's "CHARM DL 2 to calm
# the crowd" and scene 1's "A crowd ... is waiting for a fight ... Roll CHARM against DL 2" settle
# one crowd with one stat twice over; a kind of trouble is known by these words
TROUBLES = (
    ("a crowd", re.compile(r"\b(crowds?|mobs?|gangs?|toughs|people are crossing)\b", re.I)),
    ("the rivals", re.compile(r"\b(rivals?|rival crew|another crew|other crew)\b", re.I)),
    ("a herd", re.compile(r"\bherds?\b", re.I)),
    ("a storm", re.compile(r"\b(storms?|weather)\b", re.I)),
)
STAT = re.compile(r"^\s*(?:First: )?([A-Z]+) DL\b")


def same_trouble(beat: str, roll: str, first: str, first_stat: str) -> str:
    """The kind of trouble (``TROUBLES``) the start's ``beat`` and its ``roll`` share with scene
    1's obstacle ``first`` when both are settled by the same stat ``first_stat``; "" if none
    (start.py draws by it, the rule start-roll-twice reads it)."""
    m = STAT.match(roll)
    if not m or m.group(1) != first_stat:
        return ""
    said = beat + " " + roll.split(";")[0]
    return next((k for k, p in TROUBLES if p.search(said) and p.search(first)), "")


# a landing site whose own look is hushed beside a beat of shouting at it (cold read r22 g:
# "Quiet and very clean; a robot sweeps the same square metre forever" and "Someone ... is
# shouting ...; heads turn", "CHARM DL 2 to calm the crowd")
QUIET = re.compile(r"\b(quiet(?:er)?|silent|silence|hushed?|soundless|no sound)\b", re.I)
LOUD = re.compile(r"\b(shout\w*|yell\w*|roar\w*|crowds?|mobs?|cheer(?:s|ing|ed)?)\b", re.I)


def loud_at_quiet(beat: str, roll: str, look: str) -> str:
    """The loud word of the start's ``beat`` (or its roll) when the landing site's ``look`` (its
    look and sound) is hushed; "" if none."""
    if not QUIET.search(look):
        return ""
    m = LOUD.search(beat + " " + roll.split(";")[0])
    return m.group(0) if m else ""
