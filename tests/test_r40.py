"""Round 40's breaks gathered in one place: each tests/test_r40_NAME.py defines
``R40_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
written by scripts/round_registry.py 40 (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r40_gates import R40_GATES_BREAKS
from test_r40_ground import R40_GROUND_BREAKS
from test_r40_landing import R40_LANDING_BREAKS
from test_r40_stock import R40_STOCK_BREAKS
from test_r40_whereabouts import R40_WHEREABOUTS_BREAKS
from test_r40_worldtext import R40_WORLDTEXT_BREAKS

R40_BREAKS: dict = {**R40_GATES_BREAKS, **R40_GROUND_BREAKS, **R40_LANDING_BREAKS, **R40_STOCK_BREAKS, **R40_WHEREABOUTS_BREAKS, **R40_WORLDTEXT_BREAKS}


def test_r40_breaks_name_only_round_40_rules():
    from generators.trip.consistency_r40 import RULES
    assert set(R40_BREAKS) <= set(RULES), sorted(set(R40_BREAKS) - set(RULES))
