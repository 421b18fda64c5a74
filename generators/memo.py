"""A memo keyed by an object's identity, for data objects that are loaded once and never
mutated (a parsed data file, a class record): cheaper than hashing their contents."""

from __future__ import annotations

from typing import Callable, TypeVar

K = TypeVar("K")
V = TypeVar("V")


def by_identity(cache: dict[int, tuple[object, V]], obj: K, compute: Callable[[K], V],
                limit: int) -> V:
    """``compute(obj)``, remembered in ``cache`` while ``obj`` is the same object. The entry
    keeps ``obj`` alive, so its id cannot be reused by another object; the cache is
    emptied once it holds more than ``limit`` entries."""
    hit = cache.get(id(obj))
    if hit is not None and hit[0] is obj:
        return hit[1]
    value = compute(obj)
    if len(cache) > limit:
        cache.clear()
    cache[id(obj)] = (obj, value)
    return value
