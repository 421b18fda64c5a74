"""A want that reads as one sentence (the audit's ``want-doubled``, trip/consistency_wording.py):
no clause hanging on as a sentence of its own, no two clauses opening with one word, no two
clauses sharing a word. A want's line is fine alone, and its #place# may bring the word twice
("To get a message to a bride an hour's walk from the garden that is also a wedding cake, whose
wedding is today": slip-n-slide audit/44 of algorithm 31), so no ``needs`` can keep them apart:
people.py draws the want again instead (``undoubled_want``)."""

from __future__ import annotations

import re
from typing import Callable

from ..rng import Stream
from .manner_join import redrawn

# a clause that starts a sentence of its own after "To ...,": "and the crew look useful"
LOOSE = re.compile(r",\s+and (the crew|they|he|she|it|everyone) (?!will\b)\w+", re.I)
OPENERS = ("before", "without", "with", "whatever", "if", "unless", "until", "by", "paying")
COMMON = {"their", "there", "these", "those", "which", "about", "other", "every", "could",
          "would", "should", "where", "being", "thing", "something", "someone", "anyone"}


def _stem(w: str) -> str:
    w = w.lower()
    for end in ("es", "s"):
        if w.endswith(end) and len(w) - len(end) >= 4:
            return w[: -len(end)]
    return w


def doubled(want: str) -> str | None:
    """Why a want repeats itself or does not join as one sentence (None when it reads)."""
    if want.startswith("To ") and LOOSE.search(want):
        return "a clause hangs on as a sentence of its own"
    parts = [p.strip() for p in re.split(r",\s+", want.rstrip(".")) if p.strip()]
    heads = [p.split(" ", 1)[0].lower() for p in parts[1:]]
    first = [w for w in re.findall(r"\b\w+\b", parts[0].lower())] if parts else []
    for i, h in enumerate(heads):
        if h in OPENERS and (h in heads[:i] or h in first):
            return f"two clauses open with {h!r}"
    words = [{_stem(w) for w in re.findall(r"\b[a-z]{4,}\b", p.lower())} - COMMON for p in parts]
    for i in range(len(words)):
        for j in range(i + 1, len(words)):
            shared = sorted(w for w in words[i] & words[j] if len(w) >= 5 or w == "crew")
            if shared:
                return f"two clauses share {shared[0]!r}"
    return None


# a person who cannot read (grammars/people.json: "Cannot read, and has been bluffing all day") is
# no Physicist nor Gonzo Writer, whose trade is reading and writing (cold read r35-a, saltwick-31):
# trip/cast.py keeps a drawn class off such a person, and people.py keeps the secret off a person
# whose class is fixed first (slip-n-slide audit/460 of algorithm 31: the person history depends
# on, a Physicist, "Cannot read, and has hidden it for thirty years")
UNLETTERED = re.compile(r"\bCannot read\b", re.I)
LETTERED = ("Physicist", "Gonzo Writer")


def lettered(make: Callable[[Stream], str], tries: int = 8) -> Callable[[Stream], str]:
    """``make``, drawn again while its line says the person cannot read."""
    return redrawn(make, UNLETTERED.search, "lettered", tries)


def undoubled_want(make: Callable[[Stream], str], tries: int = 8) -> Callable[[Stream], str]:
    """``make``, drawn again (from its stream's children) while its want is ``doubled``."""
    return redrawn(make, doubled, "undoubled", tries)
