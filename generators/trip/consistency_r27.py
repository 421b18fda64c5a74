"""The consistency audit's round-27 rules, one registry for the round's modules (algorithm-25
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r27NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r27`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r27roles import RULES as ROLES_RULES, check_r27roles

RULES: tuple[str, ...] = ROLES_RULES
CHECKS: tuple = (check_r27roles,)


def check_r27(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
