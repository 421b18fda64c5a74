"""The consistency audit's round-25 rules, one registry for the round's modules (algorithm-23
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r25NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r25`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r25abstract import RULES as ABSTRACT_RULES, check_r25abstract
from .consistency_r25campaign import RULES as CAMPAIGN_RULES, check_r25campaign
from .consistency_r25clues import RULES as CLUES_RULES, check_r25clues
from .consistency_r25leftovers import RULES as LEFTOVERS_RULES, check_r25leftovers
from .consistency_r25roles import RULES as ROLES_RULES, check_r25roles
from .consistency_r25senses import RULES as SENSES_RULES, check_r25senses
from .consistency_r25tweaks import RULES as TWEAKS_RULES, check_r25tweaks

RULES: tuple[str, ...] = ABSTRACT_RULES + CAMPAIGN_RULES + CLUES_RULES + LEFTOVERS_RULES + ROLES_RULES + SENSES_RULES + TWEAKS_RULES
CHECKS: tuple = (check_r25abstract, check_r25campaign, check_r25clues, check_r25leftovers, check_r25roles, check_r25senses, check_r25tweaks)


def check_r25(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
