"""No two tolls of one kind at one place in one tick (round 33, brief clock; cold read 33: tick 4
"Another tour party reaches the Radio Tower ahead of the crew (+1 hour on the clock at the Radio
Tower)" and "The Mosquito Irregulars reach the Radio Tower first and take the best spot (+1 hour
on the clock at the Radio Tower)"; +1 DL for the guard and +1 DL for the rivals on one obstacle
in one tick). Two tracks that make the same place harder in the same way at the same hour read as
one trouble told twice, and the GM cannot tell whether the crew pay once or twice; trip/clock.py
deals the later track a line whose trouble is something else (or none).

``tolls_at`` reads a clock line's place tolls: ("dl", place) for "(+N DL at <place>)" and
("hour", place) for "(+N hour(s) on the clock at <place>)" (a "there" or bare "+N DL" is the
goal's: ``goal``)."""

from __future__ import annotations

import re

DL_AT = re.compile(r"\(\+\d DL(?: on every roll to [^()]*?)?(?: at (?P<at>[^()]+?)(?: from the next tick on)?| (?P<there>there))?\)")
HOUR_AT = re.compile(r"\(\+\d hours? on the clock(?: to [^()]*?)?(?: at (?P<at>[^()]+?)| (?P<there>there))?\)")


def tolls_at(text: str, goal: str) -> set[tuple[str, str]]:
    """The (kind, place) tolls a clock line makes: kind "dl" or "hour"; place lower-cased."""
    out = set()
    for kind, pat in (("dl", DL_AT), ("hour", HOUR_AT)):
        for m in pat.finditer(text or ""):
            if m.group("at"):
                out.add((kind, m.group("at").strip().lower()))
            elif m.group("there") or kind == "dl":
                out.add((kind, goal.lower()))
    return out


def stacked(text: str, tick: int, before: list, goal: str) -> bool:
    """Whether ``text`` at ``tick`` tolls a place in a way a line already at that tick does
    (``before``: (tick, rank, text) triples)."""
    mine = tolls_at(text, goal)
    return bool(mine) and any(t == tick and mine & tolls_at(x, goal) for t, _, x in before)
