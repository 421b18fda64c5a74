"""Round 41's breaks gathered in one place: each tests/test_r41_NAME.py defines
``R41_NAME_BREAKS`` {rule: function returning a trip broken on purpose so that rule fires};
written by scripts/round_registry.py 41 (tests/test_consistency.py's ``_break`` reads it)."""

from __future__ import annotations

from test_r41_climax import R41_CLIMAX_BREAKS
from test_r41_lead import R41_LEAD_BREAKS
from test_r41_party import R41_PARTY_BREAKS
from test_r41_secrets import R41_SECRETS_BREAKS
from test_r41_vacuum import R41_VACUUM_BREAKS

R41_BREAKS: dict = {**R41_CLIMAX_BREAKS, **R41_LEAD_BREAKS, **R41_PARTY_BREAKS, **R41_SECRETS_BREAKS, **R41_VACUUM_BREAKS}


def test_r41_breaks_name_only_round_41_rules():
    from generators.trip.consistency_r41 import RULES
    assert set(R41_BREAKS) <= set(RULES), sorted(set(R41_BREAKS) - set(RULES))
