"""Answers remembered for the length of one ``consistency.check`` call (the audit's speed).

Many rule modules walk the same trip dict, or build the same text, for themselves (each walk
of ``consistency_walk.strings`` over a whole trip costs about as much as a rule). Inside
``with one_check():`` (consistency.check opens it) an answer is computed once per object and
kept until the check returns; outside it nothing is kept, so a trip changed between two checks
(as the tests' broken trips are) is always read afresh. The memo keeps each key object alive,
so an id cannot be reused while its entry exists."""

from __future__ import annotations

import contextlib
import functools
import re
from typing import Callable, Iterator, TypeVar

V = TypeVar("V")

# re's own cache of compiled patterns holds 512 and drops the oldest first. The rule modules
# put some 1,400 patterns in it as they load and look up about 1,400 more in each check (string
# patterns passed to re.search/match/sub), plus some 160 a trip made from its names: look-ups
# kept missing and recompiling (a fifth of the audit's time). At 8,192 a pattern is compiled
# again about once in 30 trips at most; the patterns and their answers are unchanged.
if getattr(re, "_MAXCACHE", 0) < 8192:
    re._MAXCACHE = 8192

_active: list[dict] = []


@contextlib.contextmanager
def one_check() -> Iterator[None]:
    _active.append({})
    try:
        yield
    finally:
        _active.pop()


def remembered(kind: str, obj: object, extra, compute: Callable[[], V]) -> V:
    """``compute()``, once per (kind, obj, extra) inside the current check (every call outside one)."""
    if not _active:
        return compute()
    memo = _active[-1]
    key = (kind, id(obj), extra)
    hit = memo.get(key)
    if hit is not None and hit[0] is obj:
        return hit[1]
    value = compute()
    memo[key] = (obj, value)
    return value


def per_check(check: Callable[..., V]) -> Callable[..., V]:
    """``check`` with its own memo open while it runs (consistency.check)."""
    @functools.wraps(check)
    def run(*args, **kw):
        with one_check():
            return check(*args, **kw)
    return run
