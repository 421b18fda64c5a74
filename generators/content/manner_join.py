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


def undoubled(make: Callable[[Stream], str], tries: int = 8) -> Callable[[Stream], str]:
    """``make``, drawn again (from its stream's children) while the line it gives says one word
    on both sides of a join; the first draw is kept whenever it does not."""
    def draw(stream: Stream) -> str:
        v = make(stream)
        for k in range(tries):
            if not JOINED_TWICE.search(v):
                break
            v = make(stream.child("undoubled", k))
        return v
    return draw


# a want's clauses ("To #want_act#, #want_how#") that meet on one word: a place's own name may
# carry the tail's word ("To apologise to someone they wronged at Little Nowhere, with as little
# fuss as possible", slip-n-slide audit/64 of round 35; the audit's ``want-doubled``)
WORD = re.compile(r"\b[a-z]{5,}\b")


def clauses_share(want: str) -> bool:
    """Whether two of ``want``'s comma-joined clauses share a word of five letters or more."""
    parts = [set(WORD.findall(p.lower())) for p in re.split(r",\s+", want or "") if p.strip()]
    return any(parts[i] & parts[j] for i in range(len(parts)) for j in range(i + 1, len(parts)))


def unshared(make: Callable[[Stream], str], tries: int = 6) -> Callable[[Stream], str]:
    """``make``, drawn again while its clauses share a word (``clauses_share``); the first draw
    is kept whenever they do not."""
    def draw(stream: Stream) -> str:
        v = make(stream)
        for k in range(tries):
            if not clauses_share(v):
                break
            v = make(stream.child("unshared", k))
        return v
    return draw
