"""Round 27's breaks gathered in one place: each tests/test_r27_NAME.py defines
``R27_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R27_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r27_beasts import R27_BEASTS_BREAKS
from test_r27_client import R27_CLIENT_BREAKS
from test_r27_clock import R27_CLOCK_BREAKS
from test_r27_lair import R27_LAIR_BREAKS
from test_r27_maguffin import R27_MAGUFFIN_BREAKS
from test_r27_money import R27_MONEY_BREAKS
from test_r27_nearnames import R27_NEARNAMES_BREAKS
from test_r27_places import R27_PLACES_BREAKS
from test_r27_rescue import R27_RESCUE_BREAKS
from test_r27_roles import R27_ROLES_BREAKS
from test_r27_slipword import R27_SLIPWORD_BREAKS
from test_r27_timeline import R27_TIMELINE_BREAKS

R27_BREAKS: dict = {**R27_BEASTS_BREAKS, **R27_CLIENT_BREAKS, **R27_CLOCK_BREAKS, **R27_LAIR_BREAKS, **R27_MAGUFFIN_BREAKS, **R27_MONEY_BREAKS, **R27_NEARNAMES_BREAKS, **R27_PLACES_BREAKS, **R27_RESCUE_BREAKS, **R27_ROLES_BREAKS, **R27_SLIPWORD_BREAKS, **R27_TIMELINE_BREAKS}


def test_r27_breaks_name_only_round_27_rules():
    from generators.trip.consistency_r27 import RULES
    assert set(R27_BREAKS) <= set(RULES), sorted(set(R27_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-27 rule name is registered twice"
