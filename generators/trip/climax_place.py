"""What a scene's obstacle says of the ways past it, and what the climax's place is to the crew
who stand in it (round 30, cold reads 44-46: "A wasps' nest ... hangs over the only way into the
garden" with the needed way past "a longer way round keeps out of its reach"; "Herbine keeps the
only way in to the highest peak" and "Sassa lets visitors reach the Imperial Radio Tower only in a
guided group" at that peak and that tower).

- ``ONLY_WAY``: an obstacle that says it holds the only way in, up, on or across. No needed way
  past it is a longer way round (trip/clue_forms.py ``_barrier`` draws none of those there).
- ``WAY_ROUND``: a way past that goes round by another way.
- ``OPEN_TOP``: a place's own line that opens it to the sky: no roof of tiles over it, no attic,
  no ceiling (cold read 45: an open-topped tower crossed by a tiled roof; facts_r30.py ``roof``,
  trip/obstacle_fit.py ``scene_facts``).
- ``reach_here``: a line that asks the crew to reach, or find the way in to, the place they stand in.

Audited by consistency_r30climax.py (``only-way-vs-way-round``, ``reach-where-standing``,
``roof-on-open-place``)."""

from __future__ import annotations

import re

ONLY_WAY = re.compile(r"\b(the|its) only (way|path|road|route)\b|\bthe one way (in|on|up|through)\b", re.I)
WAY_ROUND = re.compile(r"\b(a )?(longer|long|other|another|second) (way|path|route) (round|in|through|past|by)\b|"
                       r"\bthe long way\b|\bby a longer way\b|\bgo round (by|the other)\b", re.I)

OPEN_TOP = re.compile(r"\b(open to the (sky|stars|weather)|(with )?no roof|roofless|"
                      r"(its |the )?roof (is |has )?(long )?(gone|fallen in|fell in)|unroofed)\b", re.I)


def round_about(way: str) -> bool:
    """Whether a way past goes round by another way."""
    return bool(WAY_ROUND.search(way or ""))


def only_way(text: str) -> bool:
    """Whether an obstacle says it holds the only way."""
    return bool(ONLY_WAY.search(text or ""))


def reach_here(text: str, place: str) -> str | None:
    """The words of ``text`` that ask the crew to reach or get into ``place``, the place they
    already stand in ("reach the Imperial Radio Tower", "the only way in to the highest peak"),
    else None. ``place`` as the page writes it ("the highest peak")."""
    name = re.sub(r"^the\s+", "", (place or "").strip(), flags=re.I)
    if not name:
        return None
    p = re.escape(name).replace(r"\ ", r"\s+")
    m = re.search(r"\b(reach(?:es|ed)?|(?:only |one )?(?:way|path|road|route) (?:in )?(?:to|into|up to)|"
                  rf"get (?:in )?to|find (?:a|the) way (?:in )?to)\s+(?:the\s+)?{p}\b", text or "", re.I)
    return m.group(0) if m else None
