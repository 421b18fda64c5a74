"""The consistency audit's round-29 rules, one registry for the round's modules (algorithm-27
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r29NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r29`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r29secrets import RULES as SECRETS_RULES, check_r29secrets

RULES: tuple[str, ...] = SECRETS_RULES
CHECKS: tuple = (check_r29secrets,)


def check_r29(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
