"""The consistency audit's round-33 rules, one registry for the round's modules (algorithm-29
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r33NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r33``."""

from __future__ import annotations

from .consistency_r33beasts import RULES as BEASTS_RULES, check_r33beasts  # the monster (r33-beasts)
from .consistency_r33clock import RULES as CLOCK_RULES, check_r33clock  # the clock, rivals, endings (r33-clock)
from .consistency_r33clues import RULES as CLUES_RULES, check_r33clues  # clues that carry their fact (r33-clues)

RULES: tuple[str, ...] = BEASTS_RULES + CLOCK_RULES + CLUES_RULES
CHECKS: tuple = (check_r33beasts, check_r33clock, check_r33clues)


def check_r33(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
