"""Draws among a corpus list's items whose ``needs`` fit the world's facts: a weighted pick
with its fields (``pick_fit``, audited as a list row) and an unweighted context value drawn
only when needed (``one_fit``). Nothing fitting is an error, never a silent fallback. Split
out of content/world.py (which draws the climate with ``pick_fit``)."""

from __future__ import annotations

import bisect

from .. import audit
from ..data import load
from ..errors import GrammarError
from ..memo import fitting_values
from ..rng import Stream


def pick_fit(stream: Stream, key: str, facts: dict | None, purpose: str | None = None,
             where: str = "", keep=None) -> tuple[str, dict]:
    """A weighted pick among the items of a list whose ``needs`` fit ``facts`` (and, given
    ``keep``, whose fields it accepts); the value and its fields. Nothing fitting is an error
    (GrammarError), never a silent fallback."""
    lst = load(key)
    idx = [i for i in lst.fitting(facts) if keep is None or keep(lst.items[i][2])]
    if not idx:
        raise GrammarError(f"corpora/{key}.json: no item fits this world{where}")
    cum, total = [], 0
    for i in idx:
        total += lst.items[i][1]
        cum.append(total)
    j = idx[bisect.bisect_right(cum, stream.below(total))]
    value, _, fields = lst.items[j]
    if audit._active:
        audit.row_fired("list", key, j)
    if purpose:
        stream.note(purpose, value)
    return value, fields


def one_fit(key: str, facts: dict | None, keep=None):
    """A context value: one fitting item of a list, drawn (unweighted) only when needed
    (given ``keep``, only among items whose fields it accepts)."""
    def draw(s: Stream) -> str:
        lst = load(key)
        vals = fitting_values(lst, facts, keep)
        if not vals:
            raise GrammarError(f"corpora/{key}.json: no item fits this world")
        return s.choice(vals)
    return draw
