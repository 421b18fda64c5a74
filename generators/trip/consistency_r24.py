"""The consistency audit's round-24 rules, one registry for the round's modules (algorithm-22
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r24NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r24``."""

from __future__ import annotations

from .consistency_r24variety import RULES as VARIETY_RULES, check_r24variety

RULES: tuple[str, ...] = VARIETY_RULES
CHECKS: tuple = (check_r24variety,)


def check_r24(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
