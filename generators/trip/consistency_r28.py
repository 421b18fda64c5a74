"""The consistency audit's round-28 rules, one registry for the round's modules (algorithm-26
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r28NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r28`` (through consistency_rounds.py)."""

from __future__ import annotations

from . import consistency_r28silence as _silence

RULES: tuple[str, ...] = (*_silence.RULES,)
CHECKS: tuple = (_silence.check_r28silence,)


def check_r28(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
