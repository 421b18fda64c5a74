"""The consistency audit's round-24 rules, one registry for the round's modules (algorithm-22
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r24NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency.py runs ``check_r24`` (through consistency_rounds.py)."""

from __future__ import annotations

from .consistency_r24asks import RULES as ASKS_RULES, check_r24asks
from .consistency_r24cast import RULES as CAST_RULES, check_r24cast
from .consistency_r24maguffin import RULES as MAGUFFIN_RULES, check_r24maguffin
from .consistency_r24rivals import RULES as RIVALS_RULES, check_r24rivals
from .consistency_r24scenes import RULES as SCENES_RULES, check_r24scenes
from .consistency_r24timing import RULES as TIMING_RULES, check_r24timing
from .consistency_r24variety import RULES as VARIETY_RULES, check_r24variety

RULES: tuple[str, ...] = ASKS_RULES + CAST_RULES + MAGUFFIN_RULES + RIVALS_RULES + SCENES_RULES + TIMING_RULES + VARIETY_RULES
CHECKS: tuple = (check_r24asks, check_r24cast, check_r24maguffin, check_r24rivals, check_r24scenes, check_r24timing, check_r24variety)


def check_r24(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
