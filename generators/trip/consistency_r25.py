"""The consistency audit's round-25 rules, one registry for the round's modules (algorithm-23
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r25NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r25`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r25senses import RULES as SENSES_RULES, check_r25senses

RULES: tuple[str, ...] = SENSES_RULES
CHECKS: tuple = (check_r25senses,)


def check_r25(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
