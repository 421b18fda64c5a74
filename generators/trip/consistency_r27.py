"""The consistency audit's round-27 rules, one registry for the round's modules (algorithm-25
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r27NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r27`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r27beasts import RULES as BEASTS_RULES, check_r27beasts
from .consistency_r27client import RULES as CLIENT_RULES, check_r27client
from .consistency_r27clock import RULES as CLOCK_RULES, check_r27clock
from .consistency_r27lair import RULES as LAIR_RULES, check_r27lair
from .consistency_r27maguffin import RULES as MAGUFFIN_RULES, check_r27maguffin
from .consistency_r27money import RULES as MONEY_RULES, check_r27money
from .consistency_r27nearnames import RULES as NEARNAMES_RULES, check_r27nearnames
from .consistency_r27places import RULES as PLACES_RULES, check_r27places
from .consistency_r27rescue import RULES as RESCUE_RULES, check_r27rescue
from .consistency_r27roles import RULES as ROLES_RULES, check_r27roles
from .consistency_r27slipword import RULES as SLIPWORD_RULES, check_r27slipword
from .consistency_r27timeline import RULES as TIMELINE_RULES, check_r27timeline

RULES: tuple[str, ...] = BEASTS_RULES + CLIENT_RULES + CLOCK_RULES + LAIR_RULES + MAGUFFIN_RULES + MONEY_RULES + NEARNAMES_RULES + PLACES_RULES + RESCUE_RULES + ROLES_RULES + SLIPWORD_RULES + TIMELINE_RULES
CHECKS: tuple = (check_r27beasts, check_r27client, check_r27clock, check_r27lair, check_r27maguffin, check_r27money, check_r27nearnames, check_r27places, check_r27rescue, check_r27roles, check_r27slipword, check_r27timeline)


def check_r27(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
