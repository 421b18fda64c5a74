"""Who has been to the node before the crew (the world fact ``before``), kept by every clue line a
trip deals, the fallbacks too (round 28, cold reads r28-cold-d and -f: on a first visit, a tin
plate "left where the next traveller would eat", a ration tin cut by "another visitor"). When no
line of a clue's use fits the world, trip/clues.py falls back to lines read without the world's
facts; those still keep off a line whose ``needs`` say who came before (``before != none``,
``before: none``), so a first visit never gets an earlier visitor's things, nor a visited node a
first visit's."""

from __future__ import annotations

from ..data import load
from ..memo import keyed
from ..needs import fits, parse

_BEFORE: dict = {}  # per loaded list: {line: its clauses on ``before``}


def _clauses() -> dict[str, tuple]:
    return keyed(_BEFORE, load("trip/play_clues").items, "before", lambda its: {
        v: tuple(c for c in parse(f["needs"]) if c[0] == "set" and c[1] == "before")
        for v, _, f in its if f.get("needs")}, 8)


def keeper(facts: dict | None):
    """``keeps_before`` for one world's facts, as a function of the line (None: every line
    keeps it), each line's answer remembered per ``before`` value (issue 15: a clue tests every
    line of its use, on every clue of every trip)."""
    before = (facts or {}).get("before")
    if not before:
        return None
    own = _clauses()
    memo = keyed(_BEFORE, load("trip/play_clues").items, ("keeps", before), lambda _: {}, 8)

    def keeps(line: str) -> bool:
        hit = memo.get(line)
        if hit is None:
            c = own.get(line)
            hit = memo[line] = not c or fits(c, {"before": before})
        return hit
    return keeps


def keeps_before(line: str, facts: dict | None) -> bool:
    """Whether ``line`` (a play_clues value) fits the world's ``before`` in ``facts`` (no fact: yes)."""
    before = (facts or {}).get("before")
    own = _clauses().get(line) if before else None
    return not own or fits(own, {"before": before})
