"""Round 34's breaks gathered in one place: each tests/test_r34_NAME.py defines
``R34_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R34_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r34_comp import R34_comp_BREAKS
from test_r34_cast import R34_cast_BREAKS
from test_r34_places import R34_places_BREAKS
from test_r34_job import R34_job_BREAKS

R34_BREAKS: dict = {**R34_comp_BREAKS, **R34_cast_BREAKS, **R34_places_BREAKS, **R34_job_BREAKS}


def test_r34_breaks_name_only_round_34_rules():
    from generators.trip.consistency_r34 import RULES
    assert set(R34_BREAKS) <= set(RULES), sorted(set(R34_BREAKS) - set(RULES))
