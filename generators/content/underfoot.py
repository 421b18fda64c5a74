"""What a place stands on, as far as building and finding go (content/places.py draws it):
a place built into its ground is built into something that holds a wall (rock, coral, chalk;
never loose sand, mud, moss or dust: cold read 12, "Built into purple moss that squeaks"),
and the ground where the lander comes down is not the stuff the client sent the crew for
(cold read 13: a slip point of purple moss, and a maguffin of glowing moss)."""

from __future__ import annotations

import re
from typing import Callable

from ..rng import Stream
from ..text.grammar import compiled
from .common import gx, slug
from .footing import footing_for, ground_ctx  # noqa: F401 (what a place stands on: places.py draws it)

# a ground that cannot be built into, by the head of its words ("black sand between trunks of
# green glass" is sand; "grey rock under cut banks of purple moss" is rock)
SOFT = re.compile(r"\b(sand|mud|moss|dust|dunes|gravel|grit|soil)\b", re.I)
HEAD = re.compile(r"\s(?:under|between|along|beside|against|on|by|in)\s|,")
# a maguffin that is a stuff a ground can be made of ("the moss", "the soil core")
STUFF = re.compile(r"\b(moss|sand|coral|clay|salt|glass|mud|dust|basalt|chalk|soil|gravel|ash|"
                   r"shale|grit)\b(?! made of)", re.I)
TRIES = 24


def ground(ls: Stream, site: str | None, lctx: dict) -> str:
    """What a planet place stands on, drawn for its site (``ground_<site>``) when the site
    has its own grounds; a site without them stands on any ground."""
    sym = f"ground_{slug(site)}" if site else ""
    if not sym or sym not in compiled("grammars/places").rules:
        sym = "planet_ground"
    return gx(ls, "places", sym, lctx)


def soft(ground: str) -> bool:
    """Whether a ground's head is loose or soft matter (nothing is built into it)."""
    return bool(SOFT.search(HEAD.split(ground, 1)[0]))


def firm(s: Stream, draw: Callable[[Stream], str]) -> str:
    """A ground drawn with ``draw`` that can be built into: bounded tries on child streams,
    then the last one (the audit's place-kind-rock-sand rule says so if it is soft)."""
    g = draw(s)
    for i in range(1, TRIES):
        if not soft(g):
            break
        g = draw(s.child("firm", i))
    return g


def stuff_of(maguffin: str | None) -> str | None:
    """The stuff a maguffin is (its short name's "moss"), or None."""
    m = STUFF.search(maguffin or "")
    return m.group(1).lower() if m else None


def says(text: str, stuff: str) -> bool:
    return bool(re.search(rf"\b{stuff}\b", text, re.I))


def not_underfoot(desc: str, maguffin: str | None, redraw: Callable[[int], str]) -> str:
    """The slip-in point's description (or sensory line), drawn again while it names the maguffin's stuff;
    when every try does, it says it is not that (the page must not find the maguffin at the
    landing site by accident of wording)."""
    stuff = stuff_of(maguffin)
    if not stuff:
        return desc
    for k in range(1, TRIES // 2):
        if not says(desc, stuff):
            return desc
        desc = redraw(k)
    if not says(desc, stuff):
        return desc
    stop = "." if desc.endswith(".") else ""
    return f"{desc[:len(desc) - len(stop)]} (not the {stuff} the client wants){stop}"
