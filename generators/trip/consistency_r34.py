"""The consistency audit's round-34 rules, one registry for the round's modules (algorithm-30
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r34NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r34``."""

from __future__ import annotations

from .consistency_r34comp import RULES as COMP_RULES, check_r34comp  # r34-comp
from .consistency_r34cast import RULES as CAST_RULES, check_r34cast  # r34-cast
from .consistency_r34places import RULES as PLACES_RULES, check_r34places  # r34-places
from .consistency_r34job import RULES as JOB_RULES, check_r34job  # r34-job

RULES: tuple[str, ...] = COMP_RULES + CAST_RULES + PLACES_RULES + JOB_RULES
CHECKS: tuple = (check_r34comp, check_r34cast, check_r34places, check_r34job,)


def check_r34(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
