"""What the needed fact of how to get past the climax's obstacle may name: only what the
obstacle has (cold read 17: "How to get past the people guarding the market" where the
trouble was a gang of pickpockets, and a watch that "changes over at the top of every hour"
that nobody had posted). A Dangerous People obstacle line with ``"guards": "yes"``
(corpora/trip/play_obstacles.json) is people who hold or watch the way; the fact
``guarded`` (yes or no) lets only the fitting lead and shortcut lines
(corpora/trip/play_clues.json ``needs``) be drawn. The audit rule is
consistency_fit.py's ``way-names-absent-guards``.
"""

from __future__ import annotations

import re

from ..data import load
from ..memo import by_identity

_GUARDS: dict = {}  # id(play_obstacles' items) -> patterns of the guarded lines


def _guard_lines() -> tuple[re.Pattern, ...]:
    return by_identity(_GUARDS, load("trip/play_obstacles").items, lambda its: tuple(
        re.compile("^" + re.sub(r"\\\{[a-z_]+\\\}", ".+", re.escape(v)) + r"\.?$", re.I)
        for v, _, f in its if f.get("guards") == "yes"), 4)


def guarded(ob: dict | None) -> str:
    """"yes" when the obstacle ``ob`` is people who hold or watch the way, else "no"."""
    text = (ob or {}).get("text", "").split(". Roll ")[0]
    return "yes" if any(p.match(text) for p in _guard_lines()) else "no"


def way_facts(facts: dict | None, ob: dict | None) -> dict:
    """The facts a needed way-past line is drawn against: the world's (and its place's), and
    whether the obstacle is guarded."""
    return {**(facts or {}), "guarded": guarded(ob)}
