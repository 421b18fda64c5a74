"""What a place is for, read from its own name (round 35, cold reads of algorithm-30 trips): the
place fact ``place_use``, finer than place_kind (content/place_kinds.py). place_kind says a rail
yard is a settlement and a packing shed a building, so both took a diner's lines ("a rail yard
that is a crowded bar and a sown field", "a packing shed described as a diner"), and a lava tube
is rock yet took a dug cellar's ("A domed room dug under ..."). Lines that assume a business
(customers, regulars, a counter, "Opened last month"), a field or a household's yard (tilled,
sown, a kitchen garden, washing) or a dug room declare the uses they fit (grammars/places.json
desc_recent, recent_detail, desc_past, desc_planet, slip_in_what), and are drawn only there.

Data: corpora/lists/place_uses.json, one schema: each item a use of facts' ``place_use`` with
``words`` (a word, or a word with the one before it), no word naming two uses; checked when it
is first read (DataError naming the file). The audit: trip/consistency_r35places.py.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from ..errors import DataError
from ..facts import VALUES

KIND_CUT = re.compile(r" (on|by|at|in|near|beside|where|of|formerly) ", re.I)
LIST = "lists/place_uses"
# the uses that are a business open to the public: customers, regulars, owners, prices
BUSINESS = frozenset(("trade", "food", "stay"))


@lru_cache(maxsize=None)
def use_words() -> dict[str, str]:
    """word (or "word word") -> use, from lists/place_uses.json, checked: every use is one of
    facts' place_use, every word a non-empty lower-case string, no word under two uses."""
    df = load(LIST)
    out: dict[str, str] = {}
    for value, _, f in df.items:
        if value not in VALUES["place_use"] or value == "any":
            raise DataError(df.name, None, f"unknown place_use {value!r} (accepted: "
                            f"{', '.join(v for v in VALUES['place_use'] if v != 'any')})")
        words = f.get("words")
        if not isinstance(words, list) or not words:
            raise DataError(df.name, None, f"{value!r}: \"words\" must be a non-empty list")
        for w in words:
            if not isinstance(w, str) or not re.fullmatch(r"[a-z-]+( [a-z-]+)?", w):
                raise DataError(df.name, None, f"{value!r}: word {w!r} is not one or two lower-case words")
            if w in out:
                raise DataError(df.name, None, f"{w!r} names two uses: {out[w]!r} and {value!r}")
            out[w] = value
    return out


OWNER = re.compile(r"^.*'s\s+", re.I)  # "The Church of the Second Coming's Bazaar": a bazaar


def _head(name: str) -> list[str]:
    """The words of a name's head, after any owner ("Old Crane's Assay Office": assay office)."""
    return re.findall(r"[a-z-]+", KIND_CUT.split(OWNER.sub("", name or ""), 1)[0].lower())


@lru_cache(maxsize=8192)
def place_use(name: str) -> str:
    """What a place's own name says it is for (module doc), or ``any``: its head read from the
    last word back, a word with the one before it first ("The Bluebell Hop Yard": farm, where
    "yard" alone is work; "The Nerta Wind Farm": work)."""
    words, head = use_words(), _head(name)
    for j in range(len(head) - 1, -1, -1):
        pair = f"{head[j - 1]} {head[j]}" if j else None
        if pair in words:
            return words[pair]
        if head[j] in words:
            return words[head[j]]
    return "any"
