"""No two people on a page share a stock piece of their look (cold read 25: "a dressing gown
and a tool belt" on a tourist and on the warden, "Ageless in a worrying way" twice): the
pieces are the terminals of corpora/grammars/people.json's age, hair, feature and garment
rules. ``distinct_look`` redraws a look that shares one (as common.distinct_manner does for
manners); the audit rule npc-look-twice (trip/consistency_r17repeats.py) reads the same
pieces."""

from __future__ import annotations

import re
from typing import Callable

from ..data import load
from ..rng import Stream
from .common import distinct_draw

# the rules whose every line is one piece a reader remembers (builds are single common words)
PIECE_RULES = ("age_look", "hair", "feature", "garment", "lost_garment", "masked_garment")
_pat: list[re.Pattern] = []


def _pieces_pattern() -> re.Pattern:
    if not _pat:
        rules = load("grammars/people").rules
        words = {(r if isinstance(r, str) else r["text"]).strip() for k in PIECE_RULES for r in rules.get(k, ())}
        words = sorted((w for w in words if "#" not in w and len(w.split()) >= 2), key=lambda w: (-len(w), w))
        _pat.append(re.compile(r"\b(" + "|".join(re.escape(w) for w in words) + r")\b", re.I))
    return _pat[0]


def look_pieces(look: str) -> frozenset[str]:
    """The stock pieces (lower case) printed in ``look``."""
    return frozenset(m.lower() for m in _pieces_pattern().findall(look or ""))


def distinct_look(stream: Stream, make: Callable[[Stream], str], taken: set[str], tries: int = 10) -> str:
    """A look that shares no stock piece with the page's looks so far (``distinct_draw``)."""
    return distinct_draw(stream, make, taken, look_pieces, tries)
