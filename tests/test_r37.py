"""Round 37's breaks gathered in one place: each tests/test_r37_NAME.py defines
``R37_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R37_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r37_clock import R37_CLOCK_BREAKS
from test_r37_know import R37_KNOW_BREAKS
from test_r37_climax import R37_CLIMAX_BREAKS
from test_r37_scene import R37_SCENE_BREAKS
from test_r37_events import R37_EVENTS_BREAKS
from test_r37_stock import R37_STOCK_BREAKS
from test_r37_holes import R37_HOLES_BREAKS

R37_BREAKS: dict = {**R37_CLOCK_BREAKS, **R37_KNOW_BREAKS, **R37_CLIMAX_BREAKS, **R37_SCENE_BREAKS, **R37_EVENTS_BREAKS, **R37_STOCK_BREAKS, **R37_HOLES_BREAKS}


def test_r37_breaks_name_only_round_37_rules():
    from generators.trip.consistency_r37 import RULES
    assert set(R37_BREAKS) <= set(RULES), sorted(set(R37_BREAKS) - set(RULES))
