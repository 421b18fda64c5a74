"""The consistency audit's round-36 rules, one registry for the round's modules (algorithm-31
trips; each module's docstring says what it checks and why). Each module exposes ``RULES`` and a
``check_r36NAME(trip, world, every, bad)``; add its import, its RULES to ``RULES`` and its check
to ``CHECKS``. generators/trip/consistency_rounds.py runs ``check_r36``."""

from __future__ import annotations

from .consistency_r36return import RULES as RETURN_RULES, check_r36return  # r36-return
from .consistency_r36hooks import RULES as HOOKS_RULES, check_r36hooks  # r36-hooks
from .consistency_r36scene import RULES as SCENE_RULES, check_r36scene  # r36-scene
from .consistency_r36climax import RULES as CLIMAX_RULES, check_r36climax  # r36-climax
from .consistency_r36maguffin import RULES as MAGUFFIN_RULES, check_r36maguffin  # r36-maguffin
from .consistency_r36cast import RULES as CAST_RULES, check_r36cast  # r36-cast
from .consistency_r36lead import RULES as LEAD_RULES, check_r36lead  # r36-lead

RULES: tuple[str, ...] = RETURN_RULES + HOOKS_RULES + SCENE_RULES + CLIMAX_RULES + MAGUFFIN_RULES + CAST_RULES + LEAD_RULES
CHECKS: tuple = (check_r36return, check_r36hooks, check_r36scene, check_r36climax, check_r36maguffin, check_r36cast, check_r36lead,)


def check_r36(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
