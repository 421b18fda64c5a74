"""The consistency audit's round-36 rules, one registry for the round's modules (algorithm-31
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r36NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r36``."""

from __future__ import annotations

from .consistency_r36cast import RULES as CAST_RULES, check_r36cast  # r36-cast

RULES: tuple[str, ...] = CAST_RULES
CHECKS: tuple = (check_r36cast,)


def check_r36(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
