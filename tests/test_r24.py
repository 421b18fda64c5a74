"""Round 24's breaks gathered in one place: each tests/test_r24_NAME.py defines
``R24_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R24_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r24_asks import R24_ASKS_BREAKS
from test_r24_cast import R24_CAST_BREAKS
from test_r24_maguffin import R24_MAGUFFIN_BREAKS
from test_r24_rivals import R24_RIVALS_BREAKS
from test_r24_scenes import R24_SCENES_BREAKS
from test_r24_timing import R24_TIMING_BREAKS
from test_r24_variety import R24_VARIETY_BREAKS

R24_BREAKS: dict = {**R24_ASKS_BREAKS, **R24_CAST_BREAKS, **R24_MAGUFFIN_BREAKS, **R24_RIVALS_BREAKS, **R24_SCENES_BREAKS, **R24_TIMING_BREAKS, **R24_VARIETY_BREAKS}


def test_r24_breaks_name_only_round_24_rules():
    from generators.trip.consistency_r24 import RULES
    assert set(R24_BREAKS) <= set(RULES), sorted(set(R24_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-24 rule name is registered twice"
