"""The consistency audit's round-38 rules, one registry for the round's modules (each
module's docstring says what it checks and why). Each consistency_r38NAME.py exposes ``RULES``
and a ``check_r38NAME(trip, world, every, bad)``. Written by scripts/round_registry.py 38;
generators/trip/consistency_rounds.py runs ``check_r38``."""

from __future__ import annotations

from .consistency_r38cast import RULES as CAST_RULES, check_r38cast  # r38-cast
from .consistency_r38prices import RULES as PRICES_RULES, check_r38prices  # r38-prices
from .consistency_r38scene import RULES as SCENE_RULES, check_r38scene  # r38-scene
from .consistency_r38source import RULES as SOURCE_RULES, check_r38source  # r38-source
from .consistency_r38stock import RULES as STOCK_RULES, check_r38stock  # r38-stock
from .consistency_r38wins import RULES as WINS_RULES, check_r38wins  # r38-wins
from .consistency_r38world import RULES as WORLD_RULES, check_r38world  # r38-world

RULES: tuple[str, ...] = CAST_RULES + PRICES_RULES + SCENE_RULES + SOURCE_RULES + STOCK_RULES + WINS_RULES + WORLD_RULES
CHECKS: tuple = (check_r38cast, check_r38prices, check_r38scene, check_r38source, check_r38stock, check_r38wins, check_r38world, )


def check_r38(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
