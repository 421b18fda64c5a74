"""Round 24's breaks gathered in one place: each tests/test_r24_NAME.py defines
``R24_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R24_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r24_variety import R24_VARIETY_BREAKS

R24_BREAKS: dict = {**R24_VARIETY_BREAKS}


def test_r24_breaks_name_only_round_24_rules():
    from generators.trip.consistency_r24 import RULES
    assert set(R24_BREAKS) <= set(RULES), sorted(set(R24_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-24 rule name is registered twice"
