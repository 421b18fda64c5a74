"""The consistency audit's round-40 rules, one registry for the round's modules (each
module's docstring says what it checks and why). Each consistency_r40NAME.py exposes ``RULES``
and a ``check_r40NAME(trip, world, every, bad)``. Written by scripts/round_registry.py 40;
generators/trip/consistency_rounds.py runs ``check_r40``."""

from __future__ import annotations

from .consistency_r40gates import RULES as GATES_RULES, check_r40gates  # r40-gates
from .consistency_r40ground import RULES as GROUND_RULES, check_r40ground  # r40-ground
from .consistency_r40landing import RULES as LANDING_RULES, check_r40landing  # r40-landing
from .consistency_r40stock import RULES as STOCK_RULES, check_r40stock  # r40-stock
from .consistency_r40whereabouts import RULES as WHEREABOUTS_RULES, check_r40whereabouts  # r40-whereabouts
from .consistency_r40worldtext import RULES as WORLDTEXT_RULES, check_r40worldtext  # r40-worldtext

RULES: tuple[str, ...] = GATES_RULES + GROUND_RULES + LANDING_RULES + STOCK_RULES + WHEREABOUTS_RULES + WORLDTEXT_RULES
CHECKS: tuple = (check_r40gates, check_r40ground, check_r40landing, check_r40stock, check_r40whereabouts, check_r40worldtext, )


def check_r40(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
