"""Round 29's breaks gathered in one place: each tests/test_r29_NAME.py defines
``R29_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R29_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r29_blocks import R29_BLOCKS_BREAKS
from test_r29_hazard import R29_HAZARD_BREAKS
from test_r29_lead import R29_LEAD_BREAKS
from test_r29_promises import R29_PROMISES_BREAKS
from test_r29_secrets import R29_SECRETS_BREAKS
from test_r29_stock import R29_STOCK_BREAKS
from test_r29_worlds import R29_WORLDS_BREAKS

R29_BREAKS: dict = {**R29_BLOCKS_BREAKS, **R29_HAZARD_BREAKS, **R29_LEAD_BREAKS, **R29_PROMISES_BREAKS, **R29_SECRETS_BREAKS, **R29_STOCK_BREAKS, **R29_WORLDS_BREAKS}


def test_r29_breaks_name_only_round_29_rules():
    from generators.trip.consistency_r29 import RULES
    assert set(R29_BREAKS) <= set(RULES), sorted(set(R29_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-29 rule name is registered twice"
