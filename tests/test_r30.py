"""Round 30's breaks gathered in one place: each tests/test_r30_NAME.py defines
``R30_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R30_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

R30_BREAKS: dict = {}


def test_r30_breaks_name_only_round_30_rules():
    from generators.trip.consistency_r30 import RULES
    assert set(R30_BREAKS) <= set(RULES), sorted(set(R30_BREAKS) - set(RULES))
