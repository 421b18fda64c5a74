"""A place's description that is never its bare site (round 27, places: "Crater town." as a
scene's whole read-aloud, cold read r26b-cold-c; hang audit/295 "Boulder field.", slip-n-slide
audit/223 "Salt flats." and audit/791 "Hanging village." under algorithm 25).

content/places.py ``_desc`` draws a description that echoes no other place of the trip; when
every try echoes, text/echo.py ``apart`` keeps the part of the last try that echoes nothing,
said of the site ("Rail yard: the neon sign buzzes"), or the site alone. On a world whose pool
of lines is small (a planet of one rock and one sky) every part of every try can echo, and the
site alone was printed. Here the tries are cut finer, at every comma and semicolon, and the
first clause of four words or more that echoes no other place is said of the site ("Boulder
field: a long slope of grey glassy rock"), so the description says something of the place."""

from __future__ import annotations

import re
from typing import Iterable

from ..text.echo import echoes

CLAUSE = re.compile(r"[;,] ")
MIN_WORDS = 4
# a clause that can stand after "Site: " (a thing named, not "and the locals who ..." or "with ...")
OPENS = re.compile(r"^(?!(?i:and|with|where|but|or|which|who|when|while|as|if)\b)"  # (review r27: "And the
                   r"([A-Z]|(a|an|one|two|three|open|bare) )"  # locals who ..." passed as a thing)
                   # or what has been done to it ("Ministry: hung with portraits of a president nobody at
                   # home has heard of"; round 28, hang audit/123: an Alternate Earth's five lines all echoed
                   # but their participle clauses, and the place printed "Ministry.")
                   r"|^([a-z]+ed|hung|lit|built|kept|run|worn|grown|strung|cut|dug) (by|with|in|into|on|"
                   r"from|under|over|round|for|against)\b")
# the last resort when no clause of any try will do: a clause of its own that says nothing of
# the place's name or kind (nor can echo another place's: no pool has it), never the site alone
LAST = ("the sort of place anyone would look round carefully before trusting it",
        "the crew will want to look it over carefully before they trust it",
        "worth a slow walk round before anyone touches anything")


def bare(desc: str) -> bool:
    """Whether a description is a bare site: three words or fewer, nothing said of it."""
    return len(desc.split()) <= 3 and ":" not in desc


def unbare(desc: str, tries: Iterable[str], site: str | None, others: list[str], masks: Iterable[str] = ()) -> str:
    """``desc``, or when it is a bare site, the first clause of ``tries`` (in order) of at least
    ``MIN_WORDS`` words that echoes none of ``others`` and is in none of them, said of ``site``;
    when none is, the first of ``LAST`` no other place has, said of it (round 28, leftover:
    "Victory museum." beside "Bent Nail", a name of lists/place_names_apart that says nothing)."""
    if not bare(desc):
        return desc
    masks = tuple(masks)
    lows = [o.lower() for o in others]
    for t in tries:
        for clause in CLAUSE.split(t):
            clause = clause.strip()
            if len(clause.split()) >= MIN_WORDS and OPENS.match(clause) and not echoes(clause, others, masks) and \
                    not any(clause.lower() in o for o in lows):
                return f"{_label(site, desc)}: {clause[:1].lower()}{clause[1:]}"
    return f"{_label(site, desc)}: {next((x for x in LAST if not any(x in o for o in lows)), LAST[0])}"


def _label(site: str | None, desc: str) -> str:
    label = (site or desc.rstrip(". ") or "here")
    return label[:1].upper() + label[1:]
