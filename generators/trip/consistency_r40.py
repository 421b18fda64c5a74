"""The consistency audit's round-40 rules, one registry for the round's modules (each
module's docstring says what it checks and why). Each consistency_r40NAME.py exposes ``RULES``
and a ``check_r40NAME(trip, world, every, bad)``. Written by scripts/round_registry.py 40;
generators/trip/consistency_rounds.py runs ``check_r40``."""

from __future__ import annotations

from .consistency_r40ground import RULES as GROUND_RULES, check_r40ground  # r40-ground

RULES: tuple[str, ...] = GROUND_RULES
CHECKS: tuple = (check_r40ground, )


def check_r40(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
