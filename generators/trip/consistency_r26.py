"""The consistency audit's round-26 rules, one registry for the round's modules (algorithm-24
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r26NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r26`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r26beasts import RULES as BEASTS_RULES, check_r26beasts
from .consistency_r26clues import RULES as CLUES_RULES, check_r26clues
from .consistency_r26ground import RULES as GROUND_RULES, check_r26ground
from .consistency_r26hooks import RULES as HOOKS_RULES, check_r26hooks
from .consistency_r26maguffin import RULES as MAGUFFIN_RULES, check_r26maguffin
from .consistency_r26places import RULES as PLACES_RULES, check_r26places
from .consistency_r26roles import RULES as ROLES_RULES, check_r26roles
from .consistency_r26stock import RULES as STOCK_RULES, check_r26stock
from .consistency_r26ways import RULES as WAYS_RULES, check_r26ways

RULES: tuple[str, ...] = BEASTS_RULES + CLUES_RULES + GROUND_RULES + HOOKS_RULES + MAGUFFIN_RULES + PLACES_RULES + ROLES_RULES + STOCK_RULES + WAYS_RULES
CHECKS: tuple = (check_r26beasts, check_r26clues, check_r26ground, check_r26hooks, check_r26maguffin, check_r26places, check_r26roles, check_r26stock, check_r26ways)


def check_r26(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
