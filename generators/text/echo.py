"""Whether one line of a trip echoes another: ``RUN`` words in a row in common, once names,
numbers, the rules' own asides ("(one hour on the clock)", "DL 3") and the facts every line may
restate (the skies) are masked. content/places.py draws a place's description or sensory line
again while it echoes another place's (``echoes``), and the audit's ``phrase-twice``
(trip/consistency_echo.py) reads a trip's places and people the same way.

Cold read 19 saw "Built for a crowd that never came" and "a floor that is faintly warm, as if
something below were asleep" twice on one page: two parts of one trip had dealt the same card
(text/deck.py kept a record per part), and the repeat checks compared whole descriptions and
whole sentences, not the stock phrase inside them."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

RUN = 5  # words in a row: "and very proud of itself", "Built for a crowd that never came"
ASIDE = re.compile(r"\([^)]*\)|\b[A-Z]{4,}\b(?: \(?DL \d+\)?)?|\bDL \d+\b")
WORD = re.compile(r"[a-z']+|N")
NUMBER = re.compile(r"\d[\d,.]*")
WORD_OR_MASK = re.compile(r"[a-z']+|\|")


def words(text: str, masks: Iterable[str] = ()) -> list[str]:
    """The words of ``text``, lower case, with each of ``masks`` (longest first), the asides
    and the numbers each one mark (a run never spans a mask)."""
    return list(_words(text, tuple(masks)))


# (issue 15) a place's tries are read against the trip's other lines, each of those again for
# every try: the words and runs of a line are remembered by the line and its masks (worked out
# afresh when either is unhashable)
def _words(text: str, masks: tuple) -> tuple[str, ...]:
    try:
        return _words_kept(text, masks)
    except TypeError:
        return _words_of(text, masks)


def _words_of(text: str, masks: tuple) -> tuple[str, ...]:
    for m in sorted((m for m in masks if m and len(m) > 3), key=len, reverse=True):
        text = text.replace(m, " | ").replace(m[:1].lower() + m[1:], " | ")
    text = ASIDE.sub(" | ", text)
    text = NUMBER.sub(" | ", text)
    return tuple(WORD_OR_MASK.findall(text.lower()))


_words_kept = lru_cache(maxsize=8192)(_words_of)


def runs(text: str, masks: Iterable[str] = ()) -> set[tuple[str, ...]]:
    """Every ``RUN`` words in a row of ``text`` that cross no mask."""
    return set(_runs(text, tuple(masks)))


def _runs(text: str, masks: tuple) -> frozenset[tuple[str, ...]]:
    try:
        return _runs_kept(text, masks)
    except TypeError:
        return _runs_of(text, masks)


def _runs_of(text: str, masks: tuple) -> frozenset[tuple[str, ...]]:
    w = _words(text, masks)
    return frozenset(w[k:k + RUN] for k in range(len(w) - RUN + 1) if "|" not in w[k:k + RUN])


_runs_kept = lru_cache(maxsize=8192)(_runs_of)


def echo(text: str, others: Iterable[str], masks: Iterable[str] = ()) -> str | None:
    """The first run of ``text`` (in its order) that one of ``others`` also has, as words."""
    masks = tuple(masks)
    said = set().union(*(_runs(o, masks) for o in others)) if others else set()
    w = _words(text, masks)
    for k in range(len(w) - RUN + 1):
        g = w[k:k + RUN]
        if "|" not in g and g in said:
            return " ".join(g)
    return None


def ends_alike(text: str, others: Iterable[str], masks: Iterable[str] = ()) -> bool:
    """Whether ``text`` ends with the same ``RUN`` - 1 words as one of ``others``: on the page
    each is followed by a sentence, and two that both start "The" make a run of ``RUN`` ("patrolled
    by nuns with rifles. The ..." and "guarded by nuns with rifles. The ...", hang audit/261)."""
    tail = tuple(words(text, masks)[-(RUN - 1):])
    return len(tail) == RUN - 1 and "|" not in tail and any(
        tuple(words(o, masks)[-(RUN - 1):]) == tail for o in others)


def echoes(text: str, others: Iterable[str], masks: Iterable[str] = ()) -> bool:
    return echo(text, list(others), masks) is not None


def apart(last: str, detail_said: bool, site: str | None, others: list[str], masks: Iterable[str] = ()) -> str:
    """A place's description when its tries ran out (content/places.py ``_desc``): of the last
    try, the whole, its head or its detail (after "; ") that echoes no other place, said of
    the place's own site ("Rail yard: the neon sign buzzes"); if every part echoes, the site
    alone ("Rail yard"), never a phrase another place already has."""
    head, _, detail = last.partition("; ")
    parts = (head,) if detail_said else (last, head, detail)
    fresh = [p for p in parts if p and not echoes(p, others, masks) and p not in others]
    label = (site or "here")[:1].upper() + (site or "here")[1:]
    return f"{label}: {fresh[0][:1].lower()}{fresh[0][1:]}" if fresh else label
