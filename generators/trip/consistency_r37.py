"""The consistency audit's round-37 rules, one registry for the round's modules (algorithm-32
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r37NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r37``."""

from __future__ import annotations

from .consistency_r37holes import RULES as HOLES_RULES, check_r37holes  # r37-holes

RULES: tuple[str, ...] = () + HOLES_RULES
CHECKS: tuple = (check_r37holes,)


def check_r37(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
