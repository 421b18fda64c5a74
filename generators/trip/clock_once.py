"""What the clock tells once (round 27, cold read of algorithm-24 trips): the way into the
goal's place is shut, slowed or barred at most once ("the same blockade three times on the
clock": a lair blocked with rubble, the front way in shut, the easy way shut for the day, each
"+1 hour" at the same place), and news of the crew reaches a place once ("news reaching
someone already told": the keeper hears of the crew at tick 2, and at tick 4 word of the crew
reaches the same place as if for the first time). trip/clock.py refuses a line that would tell
either again; the audit (consistency_r27clock.py) reads the printed clock the same way."""

from __future__ import annotations

import re
from functools import lru_cache

BLOCK = re.compile(
    r"shut the front way in|before anyone lets them near|\bblocks the way to\b|is shut for the day|"
    r"is sealed for the day|is shut and watched|is watched or blocked|across the mouth of its lair|"
    r"across the way in|\bis blocked\b|sets traps on the ways to|"
    r"cut off for the rest of the day|shut to outsiders|lie low until the search moves on|"
    r"under water for the rest of", re.I)
NEWS = re.compile(r"\bhears? that\b|\bword (of the crew )?reaches\b|\bnews (of the crew )?reaches\b|"
                  r"\bgets word\b|\bword gets (back )?to\b|\btells? [^.;:]{1,60}? that strangers\b", re.I)
# the maguffin's truth (GM only) that its keeper knows in advance the crew are coming
# (corpora/trip/maguffin_truth_due.json, grammars/maguffin.json)
TOLD_AHEAD = re.compile(r"\bhas been told the crew are coming\b", re.I)


@lru_cache(maxsize=4096)
def _bare(name: str) -> str:
    return re.sub(r"^the ", "", name.strip(), flags=re.I).lower()


# (issue 15) whether a line blocks a way or tells news, remembered by its text: the same clock
# lines are read against every line before them, on every trip
@lru_cache(maxsize=8192)
def _shuts(text: str) -> bool:
    return BLOCK.search(text) is not None


@lru_cache(maxsize=8192)
def _news(text: str) -> bool:
    return NEWS.search(text) is not None


def blocks(text: str, goal: str) -> bool:
    """Whether a clock line shuts, slows or bars the way into ``goal`` (the goal's place)."""
    return bool(goal) and _shuts(text) and _bare(goal) in text.lower()


def first_place(text: str, places: list[str]) -> str:
    """The place a line of news names (the longest name that fits), "" when none or no news."""
    if not _news(text):
        return ""
    low = text.lower()
    return next((p for p in sorted({_bare(p) for p in places} - {""}, key=lambda p: (-len(p), p)) if p in low), "")


def fresh(text: str, before: list[str], goal: str, places: list[str]) -> bool:
    """Whether a clock line tells nothing the lines ``before`` on this clock told already: no
    second blockade of the goal's place, no second news of the crew at one place."""
    if blocks(text, goal) and any(blocks(b, goal) for b in before):
        return False
    p = first_place(text, places)
    return not p or all(first_place(b, places) != p for b in before)


def told_ahead(really: str, goal: str) -> list[str]:
    """The news the trip's setup has already told the goal's place, as a line ``fresh`` reads:
    a keeper who "has been told the crew are coming" (the maguffin's truth) never hears of the
    crew from a tick (r27-cold-g: "has been told the crew are coming", and tick 2 at hour 8
    "The people at the old mine hear that strangers are after the mine")."""
    return [f"word reaches {goal}"] if goal and TOLD_AHEAD.search(really or "") else []
