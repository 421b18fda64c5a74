"""The consistency audit's round-41 rules, one registry for the round's modules (each
module's docstring says what it checks and why). Each consistency_r41NAME.py exposes ``RULES``
and a ``check_r41NAME(trip, world, every, bad)``. Written by scripts/round_registry.py 41;
generators/trip/consistency_rounds.py runs ``check_r41``."""

from __future__ import annotations

from .consistency_r41secrets import RULES as SECRETS_RULES, check_r41secrets  # r41-secrets

RULES: tuple[str, ...] = SECRETS_RULES
CHECKS: tuple = (check_r41secrets, )


def check_r41(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
