"""Round 33's breaks gathered in one place: each tests/test_r33_NAME.py defines
``R33_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R33_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r33_beasts import R33_beasts_BREAKS
from test_r33_clock import R33_clock_BREAKS
from test_r33_clues import R33_clues_BREAKS

R33_BREAKS: dict = {**R33_beasts_BREAKS, **R33_clock_BREAKS, **R33_clues_BREAKS}


def test_r33_breaks_name_only_round_33_rules():
    from generators.trip.consistency_r33 import RULES
    assert set(R33_BREAKS) <= set(RULES), sorted(set(R33_BREAKS) - set(RULES))
