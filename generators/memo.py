"""A memo keyed by an object's identity, for data objects that are loaded once and never
mutated (a parsed data file, a class record): cheaper than hashing their contents."""

from __future__ import annotations

import re
from functools import lru_cache
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


@lru_cache(maxsize=16384)
def rx(pattern: str, flags: int = 0) -> re.Pattern:
    """``re.compile(pattern, flags)``, remembered (issue 15): patterns built from grammar lines
    and names outnumber the ``re`` module's own cache of 512, which then compiles them again."""
    return re.compile(pattern, flags)


# Pure string predicates, remembered by their arguments: the play lines and obstacles they
# test come round in every trip of a campaign (issue 15).

@lru_cache(maxsize=8192)
def has_word(pattern: str, text: str) -> bool:
    """Whether the regular expression ``pattern`` matches ``text`` as a whole word."""
    return re.search(r"\b" + pattern + r"\b", text) is not None


@lru_cache(maxsize=64)
def _any_word(words: tuple[str, ...]) -> re.Pattern:
    """One pattern for "any of these as a whole word" (what a search per word finds)."""
    return re.compile(r"\b(?:" + "|".join(map(re.escape, words)) + r")\b", re.I)


@lru_cache(maxsize=8192)
def any_word_in(words: tuple[str, ...], text: str) -> bool:
    """Whether any of ``words`` is in ``text`` as a whole word, in any case."""
    return _any_word(words).search(text) is not None


_VALUES: dict[int, tuple[object, tuple]] = {}


def fitting_values(lst, facts, keep=None) -> tuple | list:
    """The values of ``lst.fitting(facts)`` (a loaded list's items whose needs fit), in order
    (given ``keep``, only those whose fields it accepts). Without ``keep``: one tuple per
    fitting set, which ``lst.fitting`` keeps as one object (issue 15)."""
    idx = lst.fitting(facts)
    items = lst.items
    if keep is not None:
        return [items[i][0] for i in idx if keep(items[i][2])]
    return by_identity(_VALUES, idx, lambda ix: tuple([items[i][0] for i in ix]), 1024)


def keyed(cache: dict, obj: K, key, compute: Callable[[K], V], limit: int = 256) -> V:
    """``compute(obj)`` for each ``key``, remembered while ``obj`` is the same object (the
    ``key`` names whatever else the answer depends on: hashable, and nothing mutable)."""
    per = by_identity(cache, obj, lambda _: {}, limit)
    hit = per.get(key)
    if hit is None:
        hit = per[key] = compute(obj)
    return hit
