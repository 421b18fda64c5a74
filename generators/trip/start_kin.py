"""A creature of the cast's kind at the lander, told in the fiction: "Another shade-stalker
stands square in front of the hatch", never a GM line that the start explains itself with ("The
shade-stalker at the lander is not the one in the cast: that one is found at ...", r26-cold a,
i). start.py rewrites the drawn beat with ``another_of_kind``; a beat it cannot rewrite (no "a",
"an", "the" or "one" before the kind) is not drawn. The audit: consistency_r26stock.py
``start-explains-kin`` and consistency_r22start.py ``start-creature-elsewhere`` (``told_as_another``)."""

from __future__ import annotations

import re


def _kind(name: str) -> str:
    return re.sub(r"^the ", "", name.strip(), flags=re.I)


def another_of_kind(beat: str, name: str) -> str | None:
    """``beat`` with its first "a/an/the/one <kind>" (the cast creature ``name``'s kind) as
    "another <kind>" ("Another" at a sentence's start); None if the beat names it otherwise."""
    sp = _kind(name)
    rx = re.compile(rf"\b(a|an|the|one)\s+({re.escape(sp)})\b", re.I)
    m = rx.search(beat)
    if not m:
        return None
    word = "Another" if m.group(1)[0].isupper() else "another"
    return beat[:m.start()] + f"{word} {m.group(2)}" + beat[m.end():]


def told_as_another(beat: str, name: str) -> bool:
    """Whether ``beat`` says the creature of ``name``'s kind is another of that kind."""
    sp = _kind(name)
    return bool(re.search(rf"\banother\s+{re.escape(sp)}\b|\bone of (its|their) (herd|kind)\b", beat, re.I))
