"""Round 35's breaks gathered in one place: each tests/test_r35_NAME.py defines
``R35_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R35_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r35_places import R35_places_BREAKS

R35_BREAKS: dict = {**R35_places_BREAKS}


def test_r35_breaks_name_only_round_35_rules():
    from generators.trip.consistency_r35 import RULES
    assert set(R35_BREAKS) <= set(RULES), sorted(set(R35_BREAKS) - set(RULES))
