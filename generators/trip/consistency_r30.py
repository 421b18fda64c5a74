"""The consistency audit's round-30 rules, one registry for the round's modules (algorithm-27
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r30NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r30`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r30climax import RULES as CLIMAX_RULES, check_r30climax
from .consistency_r30endings import RULES as ENDINGS_RULES, check_r30endings
from .consistency_r30intel import RULES as INTEL_RULES, check_r30intel
from .consistency_r30record import RULES as RECORD_RULES, check_r30record
from .consistency_r30rulings import RULES as RULINGS_RULES, check_r30rulings
from .consistency_r30setups import RULES as SETUPS_RULES, check_r30setups
from .consistency_r30stock import RULES as STOCK_RULES, check_r30stock

RULES: tuple[str, ...] = CLIMAX_RULES + ENDINGS_RULES + INTEL_RULES + RECORD_RULES + RULINGS_RULES + SETUPS_RULES + STOCK_RULES
CHECKS: tuple = (check_r30climax, check_r30endings, check_r30intel, check_r30record, check_r30rulings, check_r30setups, check_r30stock)


def check_r30(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
