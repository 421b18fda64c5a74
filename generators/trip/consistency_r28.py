"""The consistency audit's round-28 rules, one registry for the round's modules (algorithm-26
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r28NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r28`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r28clock import RULES as CLOCK_RULES, check_r28clock
from .consistency_r28firstvisit import RULES as FIRSTVISIT_RULES, check_r28firstvisit
from .consistency_r28lead import RULES as LEAD_RULES, check_r28lead
from .consistency_r28leftover import RULES as LEFTOVER_RULES, check_r28leftover
from .consistency_r28roles import RULES as ROLES_RULES, check_r28roles
from .consistency_r28silence import RULES as SILENCE_RULES, check_r28silence
from .consistency_r28vacuum import RULES as VACUUM_RULES, check_r28vacuum
from .consistency_r28wayclue import RULES as WAYCLUE_RULES, check_r28wayclue

RULES: tuple[str, ...] = CLOCK_RULES + FIRSTVISIT_RULES + LEAD_RULES + LEFTOVER_RULES + ROLES_RULES + SILENCE_RULES + VACUUM_RULES + WAYCLUE_RULES
CHECKS: tuple = (check_r28clock, check_r28firstvisit, check_r28lead, check_r28leftover, check_r28roles, check_r28silence, check_r28vacuum, check_r28wayclue)


def check_r28(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
