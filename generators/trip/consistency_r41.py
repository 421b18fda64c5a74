"""The consistency audit's round-41 rules, one registry for the round's modules (each
module's docstring says what it checks and why). Each consistency_r41NAME.py exposes ``RULES``
and a ``check_r41NAME(trip, world, every, bad)``. Written by scripts/round_registry.py 41;
generators/trip/consistency_rounds.py runs ``check_r41``."""

from __future__ import annotations

from .consistency_r41climax import RULES as CLIMAX_RULES, check_r41climax  # r41-climax
from .consistency_r41lead import RULES as LEAD_RULES, check_r41lead  # r41-lead
from .consistency_r41party import RULES as PARTY_RULES, check_r41party  # r41-party
from .consistency_r41secrets import RULES as SECRETS_RULES, check_r41secrets  # r41-secrets
from .consistency_r41vacuum import RULES as VACUUM_RULES, check_r41vacuum  # r41-vacuum

RULES: tuple[str, ...] = CLIMAX_RULES + LEAD_RULES + PARTY_RULES + SECRETS_RULES + VACUUM_RULES
CHECKS: tuple = (check_r41climax, check_r41lead, check_r41party, check_r41secrets, check_r41vacuum, )


def check_r41(trip: dict, world: dict, every, bad) -> None:
    for check in CHECKS:
        check(trip, world, every, bad)
