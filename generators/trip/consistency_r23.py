"""The consistency audit's round-23 rules, one registry for the round's modules (algorithm-21
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r23NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r23``."""

from __future__ import annotations

from .consistency_r23beats import RULES as BEATS_RULES, check_r23beats
from .consistency_r23carriers import RULES as CARRIERS_RULES, check_r23carriers
from .consistency_r23clock import RULES as CLOCK_RULES, check_r23clock
from .consistency_r23factions import RULES as FACTIONS_RULES, check_r23factions
from .consistency_r23home import RULES as HOME_RULES, check_r23home
from .consistency_r23hours import RULES as HOURS_RULES, check_r23hours
from .consistency_r23kit import RULES as KIT_RULES, check_r23kit
from .consistency_r23motives import RULES as MOTIVES_RULES, check_r23motives
from .consistency_r23nodefacts import RULES as NODEFACTS_RULES, check_r23nodefacts
from .consistency_r23placekind import RULES as PLACEKIND_RULES, check_r23placekind
from .consistency_r23rivals import RULES as RIVALS_RULES, check_r23rivals
from .consistency_r23roles import RULES as ROLES_RULES, check_r23roles

RULES: tuple[str, ...] = BEATS_RULES + CARRIERS_RULES + CLOCK_RULES + FACTIONS_RULES + HOME_RULES + HOURS_RULES + KIT_RULES + MOTIVES_RULES + NODEFACTS_RULES + PLACEKIND_RULES + RIVALS_RULES + ROLES_RULES
CHECKS: tuple = (check_r23beats, check_r23carriers, check_r23clock, check_r23factions, check_r23home, check_r23hours, check_r23kit, check_r23motives, check_r23nodefacts, check_r23placekind, check_r23rivals, check_r23roles)


def check_r23(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
