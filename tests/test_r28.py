"""Round 28's breaks gathered in one place: each tests/test_r28_NAME.py defines
``R28_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R28_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r28_clock import R28_CLOCK_BREAKS
from test_r28_firstvisit import R28_FIRSTVISIT_BREAKS
from test_r28_lead import R28_LEAD_BREAKS
from test_r28_leftover import R28_LEFTOVER_BREAKS
from test_r28_roles import R28_ROLES_BREAKS
from test_r28_silence import R28_SILENCE_BREAKS
from test_r28_vacuum import R28_VACUUM_BREAKS
from test_r28_wayclue import R28_WAYCLUE_BREAKS

R28_BREAKS: dict = {**R28_CLOCK_BREAKS, **R28_FIRSTVISIT_BREAKS, **R28_LEAD_BREAKS, **R28_LEFTOVER_BREAKS, **R28_ROLES_BREAKS, **R28_SILENCE_BREAKS, **R28_VACUUM_BREAKS, **R28_WAYCLUE_BREAKS}


def test_r28_breaks_name_only_round_28_rules():
    from generators.trip.consistency_r28 import RULES
    assert set(R28_BREAKS) <= set(RULES), sorted(set(R28_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-28 rule name is registered twice"
