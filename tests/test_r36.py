"""Round 36's breaks gathered in one place: each tests/test_r36_NAME.py defines
``R36_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R36_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r36_return import R36_RETURN_BREAKS
from test_r36_hooks import R36_HOOKS_BREAKS
from test_r36_scene import R36_SCENE_BREAKS
from test_r36_climax import R36_CLIMAX_BREAKS
from test_r36_maguffin import R36_MAGUFFIN_BREAKS
from test_r36_cast import R36_CAST_BREAKS
from test_r36_lead import R36_LEAD_BREAKS

R36_BREAKS: dict = {**R36_RETURN_BREAKS, **R36_HOOKS_BREAKS, **R36_SCENE_BREAKS, **R36_CLIMAX_BREAKS, **R36_MAGUFFIN_BREAKS, **R36_CAST_BREAKS, **R36_LEAD_BREAKS}


def test_r36_breaks_name_only_round_36_rules():
    from generators.trip.consistency_r36 import RULES
    assert set(R36_BREAKS) <= set(RULES), sorted(set(R36_BREAKS) - set(RULES))
