"""The consistency audit's round-34 rules, one registry for the round's modules (algorithm-30
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r34NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r34``."""

from __future__ import annotations

from . import consistency_r34comp
from .consistency_r34cast import RULES as CAST_RULES, check_r34cast  # the cast (r34-cast)

RULES: tuple[str, ...] = consistency_r34comp.RULES + CAST_RULES
CHECKS: tuple = (consistency_r34comp.check_r34comp, check_r34cast)


def check_r34(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
