"""What of the strong start's beat comes again as an obstacle (cold read 25 a, b): start.py draws
no beat that does, and the audit rule start-beat-again (consistency_r17repeats.py) reads it."""

from __future__ import annotations

import re


def start_echoes(beat: str, obstacles: list[str], first: str, creatures: list[str], roll: str = "",
                 places: tuple[str, ...] = ()) -> str:
    """What of the start's ``beat`` comes again: a creature of ``creatures`` named in it and in
    scene 1's obstacle ``first`` (unless its ``roll``'s miss leads into that scene: "the crew's
    first scene starts in a fight" sets scene 1 up, it is no second go), or a glowing stone in it
    and in one of ``obstacles``; "" if nothing (start.py draws by it, the rule reads it). A place
    of ``places`` named in the beat is no creature ("the Tar Seep of the Crocodiles", round 27)."""
    from .start_kin import masked

    b, first = masked(beat, list(places)).lower(), masked(first, list(places))
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


def same_trouble(beat: str, roll: str, first: str, first_stat: str, places: tuple[str, ...] = ()) -> str:
    """The kind of trouble (``TROUBLES``) the start's ``beat`` and its ``roll`` share with scene
    1's obstacle ``first`` when both are settled by the same stat ``first_stat``; "" if none
    (start.py draws by it, the rule start-roll-twice reads it). A place of ``places`` is no
    trouble ("Weather Tower Number Ninety-Nine" is no storm, round 27)."""
    from .start_kin import masked

    beat, first = masked(beat, list(places)), masked(first, list(places))
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


# a creature of the cast's kind met at the lander while the cast's own is "Found at" another
# place (cold read r22 f, h, i: a kangaroo turns to look at the lander, and the cast's kangaroo
# is at scene 2, where "The crew meet it first"): the start's then says it is another of its kind
OTHER_OF_KIND = "not the one in the cast"


def creature_elsewhere(beat: str, creatures: list[tuple[str, str]], place: str) -> tuple[str, str] | None:
    """(name, where) of a cast creature (``creatures``: name and Found at) whose species the
    start's ``beat`` names while it is found away from the landing ``place``; None if none."""
    for name, where in creatures:
        sp = re.sub(r"^the ", "", name, flags=re.I)
        if where and where.lower() != place.lower() and re.search(rf"\b{re.escape(sp)}\b", beat, re.I):
            return name, where
    return None


def other_of_kind_note(name: str, where: str, scene: str, airless: bool = False) -> str:
    """The start's GM line that the creature at the lander is not the cast's ``name`` (found at
    ``where``, met at ``scene``; both as a sentence's middle writes them)."""
    sp = re.sub(r"^the ", "", name, flags=re.I)
    at = f" ({scene})" if scene else ""
    air = " (one that gets by without air)" if airless else ""  # vacuum-beast-breathes
    return (f"The {sp} at the lander{air} is {OTHER_OF_KIND}: that one is found at {where}{at}, "
            "and the crew meet it there.")


# a landing site on a made or solid surface (corpora/grammars/places.json slip_in_what): no
# "ground ... is shifting, and the lander's feet are sinking" on it (cold read r22 a: a car
# park, "in the one space marked RESERVED"); the fact ``solid`` of the slip-in scene
SOLID = re.compile(r"\b(roof|rooftop|car park|dry fountain|flat rock|back lane|landing pad|tarmac|concrete)\b", re.I)
SINKING = re.compile(r"\b(?:feet|legs) (?:are|is) sinking\b|\bground [^.;]*\bis shifting\b", re.I)
