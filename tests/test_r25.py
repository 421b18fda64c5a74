"""Round 25's breaks gathered in one place: each tests/test_r25_NAME.py defines
``R25_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
import it here and merge it into ``R25_BREAKS`` (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r25_abstract import R25_ABSTRACT_BREAKS
from test_r25_campaign import R25_CAMPAIGN_BREAKS
from test_r25_clues import R25_CLUES_BREAKS
from test_r25_leftovers import R25_LEFTOVERS_BREAKS
from test_r25_roles import R25_ROLES_BREAKS
from test_r25_senses import R25_SENSES_BREAKS
from test_r25_tweaks import R25_TWEAKS_BREAKS

R25_BREAKS: dict = {**R25_ABSTRACT_BREAKS, **R25_CAMPAIGN_BREAKS, **R25_CLUES_BREAKS, **R25_LEFTOVERS_BREAKS, **R25_ROLES_BREAKS, **R25_SENSES_BREAKS, **R25_TWEAKS_BREAKS}


def test_r25_breaks_name_only_round_25_rules():
    from generators.trip.consistency_r25 import RULES
    assert set(R25_BREAKS) <= set(RULES), sorted(set(R25_BREAKS) - set(RULES))
    assert len(RULES) == len(set(RULES)), "a round-25 rule name is registered twice"
