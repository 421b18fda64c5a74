"""The world facts round 28 added to ``facts.VALUES`` (algorithm-26 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

import re

from .facts_r27 import ROUNDS as EARLIER
from .facts_r27 import extra_facts as r27_facts

ROUND_28: dict[str, tuple[str, ...]] = {
    # whether a rescue's stranded person still has a survival suit (content/stranded_dress.py
    # stranded_suit, read by trip/handling.py off the maguffin's look and the person's own): the
    # thin-air risk of corpora/trip/maguffin_handling.json "without a spare suit or mask" needs
    # ``stranded_suit != yes``, its twin for one who has a suit ``stranded_suit: yes`` (round 28,
    # leftover: "without a spare suit" beside "still in their survival suit")
    "stranded_suit": ("yes", "no"),
    # of the climax's obstacle, for the needed fact of how to get past it (trip/way_kind.py): what
    # kind of thing it is, so a way past written for a place's hold ("keep a hand on each other's
    # shoulders") is never told for a person, nor "whoever built it painted a stripe" for a wrong
    # map (corpora/trip/play_clues.json ``shortcut:`` lines; play_obstacles.json "barrier_kind"; cold
    # reads r28-cold-b, -c, -e)
    "barrier_kind": ("mind", "person", "prey", "guard", "built", "ground", "route", "gear", "place", "object",
                "flux", "creature", "rival", "trap"),
    # of the trip's clues (trip/way_seen.py): whether the needed way past can be seen on the ground,
    # so a long look from high ground never teaches a hand on each other's shoulders (r28-cold-d)
    "way_seen": ("yes", "no"),
}

# The round-28 facts kept in a World's ``extra`` (and the trip JSON's ``world``) beside round 26's
# and 27's: ``silent`` (facts_r26.py), set where a planet's Hook is drawn (content/nodes.py), so the
# cast's manners and the places' lines are drawn knowing the locals keep a day of silence (round
# 28, cold read r27b-cold-b: a day of silence in the Hook beside locals who "argue about the
# weather" and a cast who talk in a rush); trip/parts.py facts reads the Hook the same way.
EXTRA_28: tuple[str, ...] = ("silent",)
# a node Hook that keeps a day of silence (corpora/grammars/planet.json hook; trip/parts.py reads it too)
SILENT_HOOK = re.compile(r"\bdo not speak\b|\bday of silence\b", re.I)


def manner_symbol(world: dict | None) -> str:
    """The people.json symbol a person's manner is drawn from: ``manner_silent`` (no manner of
    speech: signs, writing, nods) for a local on a day of silence, else ``manner``."""
    return "manner_silent" if (world or {}).get("silent") == "yes" else "manner"


def extra_facts(d: dict | None) -> dict:
    """The facts kept in ``d`` (a World's ``extra`` or a trip's ``world``): rounds 26 to 28's
    (content/world.py reads them through this)."""
    return {**r27_facts(d), **{k: d[k] for k in EXTRA_28 if d and d.get(k) is not None}}


# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_28}
