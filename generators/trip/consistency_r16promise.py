"""Round 16c audit rule: a way past that costs a Success (cold read 24, readers D and E, trips
B and h: the needed way past the rival is "a promise of their name in the crew's report",
while the page's Endings make "a promise or a favour on the node" that falls due after the
crew leave a Partial; using the needed clue turns a Success into a Partial). Run from
consistency.check; fed a contradicting trip in tests/test_r16_promise.py.

- ``way-price-owed``: a line the crew may take on the way to a Success asks a price that
  falls due after they leave (a promise, a favour, a debt, a share of the pay, a name in the
  report, coming back one day), and does not say the crew owe nothing after: the needed way
  past (clue ``way``), a needed clue's source, any obstacle's way round, or any scene's last
  barrier. The general class of consistency_r16climax.py's ``success-price-owed`` (the
  climax's last barrier only). Place names ("the eddy of collapsed promises") are not prices.
"""

from __future__ import annotations

import re

RULES = ("way-price-owed",)

OWED = re.compile(r"\bpromis(e|es|ed|ing)\b|\bfavours?\b|\bdebts?\b|\bI\.?O\.?Us?\b|"
                  r"\bowe[sd]?\b|\bowing\b|\ba share (of|worth|in)\b|\bthe crew's report\b|"
                  r"\bcome back one day\b|\bpay (it|them|you) back\b|\bon credit\b|"
                  r"\bnext (time|trip|visit)\b", re.I)
SETTLED = re.compile(r"\bowe nothing\b|\bnothing (is )?owed\b", re.I)


def owed(text: str, places: tuple[str, ...] = ()) -> str | None:
    """The words of ``text`` that ask a price due after the crew leave, unless it says the
    crew owe nothing after (None: nothing owed). ``places`` are names to read past."""
    for p in places:
        text = re.sub(re.escape(p), "", text, flags=re.I)
    if SETTLED.search(text):
        return None
    m = OWED.search(text)
    return m.group(0) if m else None


def _lines(trip: dict):
    """(where, text) of every line the crew may take on the way to a Success."""
    for f in trip.get("clues") or []:
        if f.get("id") == "way" and ": " in (f.get("fact") or ""):
            yield "clue/way", f["fact"].split(": ", 1)[1]
        if f.get("needed"):
            for c in f.get("clues") or []:
                yield f"clue/{f['id']}/source", c.get("how") or ""
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        if ob.get("way"):
            yield f"scene/{sc['number']}/way", ob["way"]
        if sc.get("release"):
            yield f"scene/{sc['number']}/release", sc["release"]
    for i, o in enumerate(trip.get("obstacles") or [], 1):
        if isinstance(o, str) and ": " in o:
            yield f"obstacle/{i}", o.split(": ", 1)[1]


def check_r16promise(trip: dict, world: dict, every, bad) -> None:
    places = tuple(sorted({p for p in [*(loc.get("name") for loc in trip.get("locations") or []),
                                       *(sc.get("place") for sc in trip.get("scenes") or [])]
                           if p}, key=len, reverse=True))
    for where, text in _lines(trip):
        word = owed(text, places)
        if word:
            bad("way-price-owed", f"{where}: {text[:70]!r} asks {word!r}, due after the crew "
                                  f"leave, and a Success owes nothing")
