"""The trips `daytrip audit --consistency --seed SEED` builds (audit/1, audit/2, ...), for tests
that look for a trip with some property or break one on purpose: one builder, cached (callers
that change a trip deep-copy it first)."""

from __future__ import annotations

from functools import lru_cache

from generators.trip.audit_trip import audit_trip as _build


@lru_cache(maxsize=None)
def audit_trip(i: int, seed: str = "hang") -> dict:
    return _build(seed, i)
