"""Round 30's breaks gathered in one place: each tests/test_r30_NAME.py defines
``R30_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R30_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r30_climax import R30_CLIMAX_BREAKS
from test_r30_endings import R30_ENDINGS_BREAKS
from test_r30_intel import R30_INTEL_BREAKS
from test_r30_record import R30_RECORD_BREAKS
from test_r30_rulings import R30_RULINGS_BREAKS
from test_r30_setups import R30_SETUPS_BREAKS
from test_r30_stock import R30_STOCK_BREAKS

R30_BREAKS: dict = {**R30_CLIMAX_BREAKS, **R30_ENDINGS_BREAKS, **R30_INTEL_BREAKS, **R30_RECORD_BREAKS, **R30_RULINGS_BREAKS, **R30_SETUPS_BREAKS, **R30_STOCK_BREAKS}


def test_r30_breaks_name_only_round_30_rules():
    from generators.trip.consistency_r30 import RULES
    assert set(R30_BREAKS) <= set(RULES), sorted(set(R30_BREAKS) - set(RULES))
