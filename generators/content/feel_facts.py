"""Facts of one person read off their want, secret and manner, so that the lines drawn after
them cannot deny them (round 37, generators/facts_r37know.py; audited by
trip/consistency_r37know.py ``npc-lines-deny``).

- ``mingles``: their want is to meet and mix with strangers ("To meet a real local and be
  invited home"); their secret then is no fear of strangers (grammars/people.json).
- ``feels``: their want, secret or manner holds a strong feeling (a grudge never forgiven,
  anger, love, fear, grief, shame); no character tweak then has them "feel nothing at all"
  (grammars/tweaks.json).
"""

from __future__ import annotations

import re

MINGLES = re.compile(r"\b(meet a real local|invited home|make friends with|be befriended|"
                     r"talk to (every|a) (local|stranger)s?)\b", re.I)
FEELS = re.compile(r"\b(not forgiven|never forgiven|cannot forgive|angry|furious|in love|grudge|"
                   r"hates?|jealous|ashamed|grieving|grief|heartbroken|resents?|terrified|afraid|"
                   r"weeps?|misses|homesick|lonely|adores?)\b", re.I)


def mingles(want: str | None) -> str:
    """Whether a person's want asks them to meet and mix with strangers (the ``mingles`` fact)."""
    return "yes" if MINGLES.search(want or "") else "no"


def feels(person: dict) -> str:
    """Whether a person's want, secret or manner holds a strong feeling (the ``feels`` fact)."""
    return "yes" if any(FEELS.search(person.get(k) or "") for k in ("want", "secret", "manner")) else "no"
