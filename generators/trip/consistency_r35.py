"""The consistency audit's round-35 rules, one registry for the round's modules (algorithm-31
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r35NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r35``."""

from __future__ import annotations

from .consistency_r35places import RULES as PLACES_RULES, check_r35places

RULES: tuple[str, ...] = (*PLACES_RULES,)
CHECKS: tuple = (check_r35places,)


def check_r35(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
