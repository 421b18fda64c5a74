"""What a clock tick or an ending line does in the story, its "beat" (data: the ``beat`` of a
line in corpora/trip/play_clock.json and play_endings.json): a trip tells each beat once (cold
read 32: the egg "moved this morning to a new hiding place", then tick 2 "puts it somewhere
harder to reach", then tick 4 "moves the egg to another spot"; tick 2 "The best spot ... is
taken" and tick 4 "take the best spot"; an ending where "someone at the barn wants to buy" the
crew's report and "Another crew asks to buy the crew's notes on the node").

``beat_of`` reads a printed line's beat back from the pool's lines (their slots as any words);
``setup_beats`` the beats the goal place's own text already states ("setup_beats")."""

from __future__ import annotations

import functools
import re

from ..data import load

SLOT = re.compile(r"\{[a-z_A-Z]+\}")


@functools.lru_cache(maxsize=4)
def _patterns(name: str) -> tuple:
    out = []
    for value, _, fields in load(name).items:
        beat = (fields or {}).get("beat")
        if beat:
            # up to its first bracket: the clock rewrites a line's "(+1 DL at X)" (clock_dl)
            parts = SLOT.split(value.split(" (")[0])
            body = ".+?".join(re.escape(p) for p in parts)
            out.append((re.compile(r"(?:^|: )" + body, re.I | re.S), beat))
    return tuple(out)


def beat_of(name: str, text: str) -> str | None:
    """The beat of a printed line of the pool ``name`` ("trip/play_clock"), or None."""
    return next((beat for pat, beat in _patterns(name) if pat.search(text or "")), None)


def line_beat(name: str, value: str) -> str | None:
    """The beat of one of the pool's own lines (unfilled), or None."""
    return (load(name).fields_of(value) or {}).get("beat")


def setup_beats(text: str) -> set[str]:
    """The beats a place's text already states ("moved this morning to a new hiding place")."""
    rows = load("trip/play_clock").raw.get("setup_beats") or ()
    low = (text or "").lower()
    return {r["beat"] for r in rows if r["says"].lower() in low}
