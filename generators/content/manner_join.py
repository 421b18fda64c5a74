"""A manner whose two parts do not meet on one word (the audit's ``doubled-phrase``).

A manner is two draws joined by "; " or ", " (grammars/people.json ``manner``: "Talks #talk#;
#habit#"), and one part's last word may be the next one's first: "Talks with great care over
names; names every tool the crew carry before the crew can" (slip-n-slide audit/842). Each line
is fine alone, so no ``needs`` can keep them apart: the manner is drawn again instead.
"""

from __future__ import annotations

import re
from typing import Callable

from ..rng import Stream

JOINED_TWICE = re.compile(r"\b(\w+)[;,:]\s+\1\b", re.I)  # "names; names"


def redrawn(make: Callable[[Stream], str], bad: Callable[[str], object], tag: str,
            tries: int = 8) -> Callable[[Stream], str]:
    """``make``, drawn again (from its stream's children ``tag``/k) while ``bad`` holds of the
    line it gives; the first draw is kept whenever it does not (want_join.py uses it too)."""
    def draw(stream: Stream) -> str:
        v = make(stream)
        for k in range(tries):
            if not bad(v):
                break
            v = make(stream.child(tag, k))
        return v
    return draw


def undoubled(make: Callable[[Stream], str], tries: int = 8) -> Callable[[Stream], str]:
    """``make``, drawn again while the line it gives says one word on both sides of a join."""
    return redrawn(make, JOINED_TWICE.search, "undoubled", tries)
