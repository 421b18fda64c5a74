"""Round 26's breaks gathered in one place: each tests/test_r26_NAME.py defines
``R26_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R26_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r26_beasts import R26_BEASTS_BREAKS
from test_r26_clues import R26_CLUES_BREAKS
from test_r26_ground import R26_GROUND_BREAKS
from test_r26_hooks import R26_HOOKS_BREAKS
from test_r26_maguffin import R26_MAGUFFIN_BREAKS
from test_r26_places import R26_PLACES_BREAKS
from test_r26_roles import R26_ROLES_BREAKS
from test_r26_stock import R26_STOCK_BREAKS
from test_r26_ways import R26_WAYS_BREAKS

R26_BREAKS: dict = {**R26_BEASTS_BREAKS, **R26_CLUES_BREAKS, **R26_GROUND_BREAKS, **R26_HOOKS_BREAKS, **R26_MAGUFFIN_BREAKS, **R26_PLACES_BREAKS, **R26_ROLES_BREAKS, **R26_STOCK_BREAKS, **R26_WAYS_BREAKS}


def test_r26_breaks_name_only_round_26_rules():
    from generators.trip.consistency_r26 import RULES
    assert set(R26_BREAKS) <= set(RULES), sorted(set(R26_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-26 rule name is registered twice"
