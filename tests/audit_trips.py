"""The trips `daytrip audit --consistency --seed SEED` builds (audit/1, audit/2, ...), for tests
that look for a trip with some property or break one on purpose: one builder, cached, and each
caller given its own copy."""

from __future__ import annotations

import copy
from functools import lru_cache

from generators.trip.audit_trip import audit_trip as _build


@lru_cache(maxsize=None)
def _cached(i: int, seed: str) -> dict:
    return _build(seed, i)


def audit_trip(i: int, seed: str = "hang") -> dict:
    """A fresh copy of audit trip ``i`` of ``seed`` (built once a process): a test that changes
    it cannot change what the next test reads (round 37: hang audit/56 read with a want-unpaid
    under pytest -n 2, and clean alone)."""
    return copy.deepcopy(_cached(i, seed))


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
