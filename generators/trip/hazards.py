"""The hazard a line of trouble is about, so one hazard is met once (round 29, issue 10: "DayTrips
that hang together"). Cold readers met the trouble at the hatch (the strong start's beat, its
roll) again as scene 1's obstacle, at the same place: a crowd talked down at the hatch and a
crowd to talk round in scene 1, a storm run from at the hatch and the same storm to cross; the
GM runs one thing twice. A hazard here is a named kind of trouble (``HAZARDS``): two lines share
one when both say it. trip/start.py draws no beat that shares a hazard with scene 1's obstacle,
and consistency_r29hazard.py's ``hazard-twice`` reads them. (The clock's lines are not drawn
against the obstacles: a storm at the hatch that comes back as a weather tick reads as the same
storm going on.)

A place's own name is no hazard ("Storm Point" is no storm): callers mask the trip's place names.
"""

from __future__ import annotations

import re

HAZARDS: tuple[tuple[str, re.Pattern], ...] = (
    ("a crowd", re.compile(r"\b(crowds?|mobs?|gangs?|toughs|people are crossing|heads turn|"
                           r"a ring of locals|(?:angry|hostile) locals)\b", re.I)),
    ("a rival crew", re.compile(r"\b(rivals?|rival crew|another crew|other crew|another lander)\b", re.I)),
    ("a storm", re.compile(r"\b(storms?|weather|gales?|thunderstorms?|lightning|hail|downpour|squalls?)\b", re.I)),
    ("the flux", re.compile(r"\b(flux|flickers? into)\b", re.I)),
    ("ground giving way", re.compile(r"\b(ground [^.;]{0,30}\b(?:shifting|gives way|giving way|sinking|collapses|"
                                     r"crumbles|slides)|sinkholes?|quicksand|subsiden\w+|landslides?|"
                                     r"feet are sinking|a drop nobody had marked)\b", re.I)),
    ("a flood", re.compile(r"\b(floods?|flooded|flooding|rising water|under water|the tide)\b", re.I)),
    ("the heat", re.compile(r"\b(heat of the day|scorching|blistering heat|heatstroke)\b", re.I)),
    ("a herd", re.compile(r"\b(herds?|stampede\w*)\b", re.I)),
    ("a swarm", re.compile(r"\b(swarms?|biting insects|a cloud of (?:insects|flies|midges))\b", re.I)),
    ("a glowing stone", re.compile(r"\bstones?\b[^.;]*\bglow|\bglow\w*\b[^.;]*\bstones?\b", re.I)),
    ("dead instruments", re.compile(r"\b(instruments? (?:on board )?(?:dies?|die|go dead|fail)|every instrument)\b", re.I)),
    ("gunfire", re.compile(r"\b(under fire|gunfire|shoot first|shooting|snipers?)\b", re.I)),
)


def hazards_in(text: str) -> frozenset:
    """The hazards (``HAZARDS`` names) ``text`` speaks of."""
    return frozenset(k for k, p in HAZARDS if p.search(text))


def masked(text: str, places: tuple[str, ...] | list[str] = ()) -> str:
    """``text`` with each of ``places`` (the trip's place names) blanked: a name is no hazard."""
    for p in sorted(places, key=len, reverse=True):
        if p:
            text = re.sub(re.escape(p), "the place", text, flags=re.I)
    return text


def shared(a: str, b: str, places: tuple[str, ...] | list[str] = ()) -> str:
    """The first hazard both ``a`` and ``b`` speak of (their place names masked), "" if none."""
    both = hazards_in(masked(a, places)) & hazards_in(masked(b, places))
    return next((k for k, _ in HAZARDS if k in both), "")


def start_beat(start: dict) -> str:
    """The strong start's trouble as a page prints it: the read-aloud's last sentence (the beat
    the crew react to) and the roll that settles it ("First: CHARM DL 2 to talk them down")."""
    beat = (start.get("read_aloud") or "").rstrip(".").rsplit(". ", 1)[-1]
    return beat + ". " + (start.get("then") or "").split(";")[0].split(". ")[0]
