"""Round 38's breaks gathered in one place: each tests/test_r38_NAME.py defines
``R38_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
written by scripts/round_registry.py 38 (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r38_cast import R38_CAST_BREAKS
from test_r38_prices import R38_PRICES_BREAKS
from test_r38_scene import R38_SCENE_BREAKS
from test_r38_source import R38_SOURCE_BREAKS
from test_r38_stock import R38_STOCK_BREAKS
from test_r38_wins import R38_WINS_BREAKS
from test_r38_world import R38_WORLD_BREAKS

R38_BREAKS: dict = {**R38_CAST_BREAKS, **R38_PRICES_BREAKS, **R38_SCENE_BREAKS, **R38_SOURCE_BREAKS, **R38_STOCK_BREAKS, **R38_WINS_BREAKS, **R38_WORLD_BREAKS}


def test_r38_breaks_name_only_round_38_rules():
    from generators.trip.consistency_r38 import RULES
    assert set(R38_BREAKS) <= set(RULES), sorted(set(R38_BREAKS) - set(RULES))
