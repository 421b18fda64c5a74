"""Round 35's breaks gathered in one place: each tests/test_r35_NAME.py defines
``R35_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R35_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r35_places import R35_places_BREAKS
from test_r35_world import R35_world_BREAKS
from test_r35_clues import R35_clues_BREAKS
from test_r35_clock import R35_clock_BREAKS
from test_r35_stock import R35_stock_BREAKS
from test_r35_maguffin import R35_maguffin_BREAKS
from test_r35_gates import R35_GATES_BREAKS
from test_r35_where import R35_where_BREAKS

R35_BREAKS: dict = {**R35_places_BREAKS, **R35_world_BREAKS, **R35_clues_BREAKS, **R35_clock_BREAKS, **R35_stock_BREAKS, **R35_maguffin_BREAKS, **R35_GATES_BREAKS, **R35_where_BREAKS}


def test_r35_breaks_name_only_round_35_rules():
    from generators.trip.consistency_r35 import RULES
    assert set(R35_BREAKS) <= set(RULES), sorted(set(R35_BREAKS) - set(RULES))
