"""The consistency audit's round-35 rules, one registry for the round's modules (algorithm-31
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r35NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r35``."""

from __future__ import annotations

from .consistency_r35places import RULES as PLACES_RULES, check_r35places  # r35-places
from .consistency_r35world import RULES as WORLD_RULES, check_r35world  # r35-world
from .consistency_r35clues import RULES as CLUES_RULES, check_r35clues  # r35-clues
from .consistency_r35clock import RULES as CLOCK_RULES, check_r35clock  # r35-clock
from .consistency_r35maguffin import RULES as MAGUFFIN_RULES, check_r35maguffin  # r35-maguffin
from .consistency_r35gates import RULES as GATES_RULES, check_r35gates  # r35-gates
from .consistency_r35where import RULES as WHERE_RULES, check_r35where  # r35-where

RULES: tuple[str, ...] = PLACES_RULES + WORLD_RULES + CLUES_RULES + CLOCK_RULES + MAGUFFIN_RULES + GATES_RULES + WHERE_RULES
CHECKS: tuple = (check_r35places, check_r35world, check_r35clues, check_r35clock, check_r35maguffin, check_r35gates, check_r35where,)


def check_r35(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
