"""The consistency audit's round-23 rules, one registry for the round's modules (algorithm-21
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r23NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r23``."""

from __future__ import annotations

from .consistency_r23carriers import RULES as CARRIERS, check_r23carriers

RULES: tuple[str, ...] = () + CARRIERS
CHECKS: tuple = () + (check_r23carriers,)


def check_r23(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
