"""The trips `daytrip audit --consistency --seed SEED` builds (audit/1, audit/2, ...), for tests
that look for a trip with some property or break one on purpose: one builder, cached (callers
that change a trip deep-copy it first)."""

from __future__ import annotations

import copy
from functools import lru_cache

from generators.trip.audit_trip import audit_trip as _build


@lru_cache(maxsize=None)
def audit_trip(i: int, seed: str = "hang") -> dict:
    return _build(seed, i)


def trip_where(pred, seed: str = "hang", n: int = 150) -> dict:
    """A deep copy of the first audit trip of audit/1..n-1 that ``pred`` holds for (to break on purpose)."""
    for i in range(1, n):
        t = audit_trip(i, seed)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no audit trip fits")


def fires(t: dict, rule: str) -> bool:
    """Whether the consistency audit finds ``rule`` on trip dict ``t``."""
    from generators.trip.consistency import check

    return any(v.rule == rule for v in check(t))
