"""The trips `daytrip audit --consistency --seed SEED` checks: audit/1, audit/2, ... of a seed,
each a typical mission stratified by its number (generators.content.stratify) unless the nodes
are rolled as dealt. One builder for the audit, its tests and the measuring scripts."""

from __future__ import annotations

from ..content import stratify
from ..rng import Stream
from ..rules.board import roll_mission
from .daytrip import trip_from_mission


def audit_trip(seed: str, i: int, weirdness: str = "typical", stratified: bool = True) -> dict:
    """Trip ``audit/i`` of ``seed`` as the audit builds it (its JSON form)."""
    s = Stream(seed, f"audit/{i}")
    m = roll_mission(s, weirdness)
    if stratified:
        stratify(m, s, i)
    return trip_from_mission(m, s).to_dict()
