"""Who keeps quiet, and which ways of telling a clue are no keeping quiet (cold read of
algorithm-22 trips, issue 10: a secret "Has been paid to say nothing about the black box" on a
person whose clue line says they "hum and fidget for a while and then say it all at once").

A person whose secret says they were paid to say nothing, or will not say what they know
(``QUIET``), never tells a clue in a form that gives it away freely (``OPEN``: eager, boastful,
gossiping or offhand; clue_price.EAGER and a few more): trip/clues.py keeps such forms off them,
and the audit's ``npc-secret-clue`` (consistency_r25roles.py) reads the same two patterns.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .clue_price import EAGER

QUIET = re.compile(r"\bpaid to say nothing\b|\band will not say so\b|\bsworn to silence\b", re.I)
OPEN = re.compile(EAGER.pattern + r"|\bshowing off\b|\blike a party piece\b|\bmentions it in passing\b|"
                  r"\bas if everyone knew\b|\bbecause nobody else will\b", re.I)


@lru_cache(maxsize=4096)  # pure in its string (issue 15)
def keeps_quiet(secret: str | None) -> bool:
    """Whether a secret says its person keeps quiet about what they know."""
    return bool(QUIET.search(secret or ""))


@lru_cache(maxsize=4096)  # pure in its string (issue 15)
def told_openly(form: str) -> bool:
    """Whether a clue form tells it freely (no quiet person's way of telling)."""
    return bool(OPEN.search(form or ""))
