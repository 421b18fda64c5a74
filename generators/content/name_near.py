"""Names a GM mixes up at the table (cold reads of algorithm-25 trips: "Toyo" and "Tope", both
quiet talkers all through the clues; "Lowisi" and "Lolisi" in the same scenes), and a name
that reads as one of the page's own labels (an NPC called "Site": "Here: Site", "Who: Site",
beside "Landing site"). content/common.distinct_name draws a cast name again while it is
either; the audit's rules cast-name-near and cast-name-label (trip/consistency_r27nearnames.py)
check the page."""

from __future__ import annotations

import re

# Words the page prints as its own labels and headings ("Here:", "Who:", "Landing site:",
# "Found at:", "Leads to:", "SECRETS AND CLUES"): a person is never called one of them.
LABELS = frozenset("""site here who what where when why node goal client contact mission look
items harm rank fame pay pays odds skills skill manner sky size first summary paths path faction
opposition landing scene scenes clue clues clock secret secrets want wants way leads found bring
read key paradox ship captain gimmick status endings ending locations location start roll""".split())


def _one_edit(a: str, b: str) -> bool:
    """Whether b is a with one letter changed, added or taken away."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b)) == 1
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:]


def _edits(a: str, b: str) -> int:
    """The Levenshtein distance of two short words (letters changed, added or taken away)."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def near_words(a: str, b: str) -> bool:
    """Whether two name words (a given or a family name) read alike: one edit apart ("Lowisi",
    "Lolisi"); the same first two letters and at most two edits ("Toyo", "Tope"; "Niika",
    "Niko", cold read 35-a); or the same first four letters ("Melia", "Melimanna", cold read
    35-a). Words under three letters are never near."""
    a, b = a.lower(), b.lower()
    if a == b or min(len(a), len(b)) < 3:
        return False
    if _one_edit(a, b):
        return True
    if a[:4] == b[:4] and min(len(a), len(b)) >= 4:
        return True
    return min(len(a), len(b)) >= 4 and a[:2] == b[:2] and _edits(a, b) <= 2


def label_word(word: str) -> bool:
    return word.lower() in LABELS


def too_near(parts: set[str], taken_parts: set[str]) -> bool:
    """Whether a new name's parts are a page label or near a part of a name already drawn."""
    return any(label_word(p) for p in parts) or any(
        near_words(p, q) for p in sorted(parts) for q in sorted(taken_parts))


def species_twice(name: str, names: list[str], species: str | None) -> bool:
    """Whether a place name names the alien locals' species when another place of the trip
    already does (cold read r34: "Otthia" was the species, the salt flats, the mesa and the
    warden's surname; a GM could not tell which "Otthia" a line meant)."""
    if not species:
        return False
    word = re.compile(rf"\b{re.escape(species)}\b", re.I)
    return bool(word.search(name)) and any(word.search(n) for n in names)


def species_near(name: str, species: str | None) -> bool:
    """Whether a person's name has a word that is, or reads like, the species' name."""
    return bool(species) and any(w.lower() == species.lower() or near_words(w, species)
                                 for w in re.split(r"[ -]", name))
