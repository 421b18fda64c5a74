"""Whether the needed way past the climax's obstacle can be seen on the ground (the fact
``way_seen``, generators/facts_r28.py): a mark, a line, a worn path or another way round that a
look from high ground, a path worn smooth or lamps hung along the way can show. A way past that is
a thing to do ("keep a hand on each other's shoulders"), a time to go ("at the top of every hour")
or a habit of the people or the danger is learnt only from words: a teller, a note, a sign.

The way-past lines that can be seen say ``"seen": "yes"`` (corpora/trip/play_clues.json
``shortcut:`` lines); the clue lines that only show the ground need ``way_seen: yes``. Cold read
r28-cold-d: "A long look at the way ahead from the highest ground" that taught a crew to keep a
hand on each other's shoulders. Audited by consistency_r28wayclue.py ``way-clue-unseen-carried``."""

from __future__ import annotations

from ..data import load
from ..memo import by_identity

_SEEN: dict = {}  # id(play_clues' items) -> the way-past lines that can be seen


def seen_lines() -> tuple[str, ...]:
    return by_identity(_SEEN, load("trip/play_clues").items, lambda its: tuple(
        v for v, _, f in its if (f.get("use") or "").startswith("shortcut:") and f.get("seen") == "yes"), 4)


def way_seen(facts: list[tuple]) -> str:
    """"yes" when the trip's needed way past (the fact ``way`` among ``facts``, (id, text,
    needed) tuples) can be seen on the ground, or there is none; else "no"."""
    way = next((text for fid, text, *_ in facts if fid == "way"), None)
    return "yes" if way is None or any(v in way for v in seen_lines()) else "no"
