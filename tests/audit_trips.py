"""The trips `daytrip audit --consistency --seed SEED` builds (audit/1, audit/2, ...), for tests
that look for a trip with some property or break one on purpose: one builder, cached (callers
that change a trip deep-copy it first)."""

from __future__ import annotations

from functools import lru_cache

from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.daytrip import trip_from_mission


@lru_cache(maxsize=None)
def audit_trip(i: int, seed: str = "hang") -> dict:
    s = Stream(seed, f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    return trip_from_mission(m, s).to_dict()
