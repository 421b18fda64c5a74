"""The trick a way past asks of the crew (round 37, r37-climax), so the climax's needed way past
is never a trick the trip prints as an ordinary way round at another scene.

Cold read of algorithm-31 trips (T1): "the flux lets through anyone holding hands with the one
ahead" is the fact the page marks as needed for the climax, spread across three scenes, and
another flux scene of the same trip prints "go through all together, holding hands (GRACE DL 4)"
as its way round: the players know the trick before they find the clue, and the clue is useless.
``tricks`` names the tricks a way's words ask for; trip/clue_forms.py _barrier drops the needed
ways whose trick another scene's way round already asks (``fresh``). Audited by
consistency_r37climax.py ``needed-trick-is-way-round``.
"""

from __future__ import annotations

import re

TRICKS = (
    ("hands", re.compile(r"\bhold(?:ing)? hands\b|\bin a chain\b|\blink arms\b|\beach holding the one in front\b", re.I)),
    ("crawl", re.compile(r"\bcrawl", re.I)),
    ("backwards", re.compile(r"\bbackwards\b|\bfacing the way they came\b", re.I)),
    ("single file", re.compile(r"\bsingle file\b", re.I)),
    # the crew's own singing or humming, not a place's name ("The Singing Mesa", "the dune field
    # where the stones hum": slip-n-slide audit/101 of algorithm 32): lower case, a hum of a tune
    ("song", re.compile(r"\b(?:[Ss]ing|[Ss]ings|singing)\b|\bhum(?:s|ming)? (?:a|the|along)\b")),
    ("still", re.compile(r"\bstand (?:stock |perfectly )?still\b|\bstock still\b", re.I)),
    ("shoulders", re.compile(r"\bshoulder to shoulder\b", re.I)),
)


def tricks(text: str) -> frozenset[str]:
    """The tricks the words of a way past (or a way round) ask of the crew."""
    return frozenset(name for name, pat in TRICKS if pat.search(text or ""))


def fresh(ways: list, elsewhere) -> list:
    """The ways (pairs whose first item is the way's words) whose trick no way round of
    ``elsewhere`` (other scenes' obstacle ways) already asks."""
    used = frozenset().union(*(tricks(w) for w in elsewhere)) if elsewhere else frozenset()
    return [w for w in ways if not tricks(w[0]) & used]
