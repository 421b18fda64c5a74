"""The consistency audit's round-37 rules, one registry for the round's modules (algorithm-32
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r37NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r37``."""

from __future__ import annotations

from .consistency_r37clock import RULES as CLOCK_RULES, check_r37clock  # r37-clock
from .consistency_r37know import RULES as KNOW_RULES, check_r37know  # r37-know
from .consistency_r37climax import RULES as CLIMAX_RULES, check_r37climax  # r37-climax
from .consistency_r37scene import RULES as SCENE_RULES, check_r37scene  # r37-scene
from .consistency_r37events import RULES as EVENTS_RULES, check_r37events  # r37-events
from .consistency_r37holes import RULES as HOLES_RULES, check_r37holes  # r37-holes

RULES: tuple[str, ...] = CLOCK_RULES + KNOW_RULES + CLIMAX_RULES + SCENE_RULES + EVENTS_RULES + HOLES_RULES
CHECKS: tuple = (check_r37clock, check_r37know, check_r37climax, check_r37scene, check_r37events, check_r37holes,)


def check_r37(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
