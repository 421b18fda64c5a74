"""The consistency audit's round-23 rules, one registry for the round's modules (algorithm-21
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r23NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r23``."""

from __future__ import annotations

from .consistency_r23clock import RULES as CLOCK_RULES, check_r23clock
from .consistency_r23factions import RULES as FACTIONS_RULES, check_r23factions
from .consistency_r23home import RULES as HOME_RULES, check_r23home
from .consistency_r23motives import RULES as MOTIVES_RULES, check_r23motives
from .consistency_r23rivals import RULES as RIVALS_RULES, check_r23rivals

RULES: tuple[str, ...] = CLOCK_RULES + FACTIONS_RULES + HOME_RULES + MOTIVES_RULES + RIVALS_RULES
CHECKS: tuple = (check_r23clock, check_r23factions, check_r23home, check_r23motives, check_r23rivals)


def check_r23(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
