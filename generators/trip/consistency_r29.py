"""The consistency audit's round-29 rules, one registry for the round's modules (algorithm-27
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r29NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r29`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r29blocks import RULES as BLOCKS_RULES, check_r29blocks
from .consistency_r29hazard import RULES as HAZARD_RULES, check_r29hazard
from .consistency_r29lead import RULES as LEAD_RULES, check_r29lead
from .consistency_r29promises import RULES as PROMISES_RULES, check_r29promises
from .consistency_r29secrets import RULES as SECRETS_RULES, check_r29secrets
from .consistency_r29stock import RULES as STOCK_RULES, check_r29stock
from .consistency_r29worlds import RULES as WORLDS_RULES, check_r29worlds

RULES: tuple[str, ...] = BLOCKS_RULES + HAZARD_RULES + LEAD_RULES + PROMISES_RULES + SECRETS_RULES + STOCK_RULES + WORLDS_RULES
CHECKS: tuple = (check_r29blocks, check_r29hazard, check_r29lead, check_r29promises, check_r29secrets, check_r29stock, check_r29worlds)


def check_r29(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
