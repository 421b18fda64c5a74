"""Round 23's breaks gathered in one place: each tests/test_r23_NAME.py defines
``R23_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R23_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r23_beats import R23_BEATS_BREAKS
from test_r23_carriers import R23_CARRIERS_BREAKS
from test_r23_clock import R23_CLOCK_BREAKS
from test_r23_factions import R23_FACTIONS_BREAKS
from test_r23_hours import R23_HOURS_BREAKS
from test_r23_kit import R23_KIT_BREAKS
from test_r23_lead import R23_HOME_BREAKS
from test_r23_motives import R23_MOTIVES_BREAKS
from test_r23_nodefacts import R23_NODEFACTS_BREAKS
from test_r23_placekind import R23_PLACEKIND_BREAKS
from test_r23_rivals import R23_RIVALS_BREAKS
from test_r23_roles import R23_ROLES_BREAKS

R23_BREAKS: dict = {**R23_BEATS_BREAKS, **R23_CARRIERS_BREAKS, **R23_CLOCK_BREAKS, **R23_FACTIONS_BREAKS, **R23_HOURS_BREAKS, **R23_KIT_BREAKS, **R23_HOME_BREAKS, **R23_MOTIVES_BREAKS, **R23_NODEFACTS_BREAKS, **R23_PLACEKIND_BREAKS, **R23_RIVALS_BREAKS, **R23_ROLES_BREAKS}


def test_r23_breaks_name_only_round_23_rules():
    from generators.trip.consistency_r23 import RULES
    assert set(R23_BREAKS) <= set(RULES), sorted(set(R23_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-23 rule name is registered twice"
