"""The consistency audit's round-28 rules, one registry for the round's modules (algorithm-26
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r28NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r28`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r28roles import RULES as ROLES_RULES, check_r28roles

RULES: tuple[str, ...] = ROLES_RULES
CHECKS: tuple = (check_r28roles,)


def check_r28(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
