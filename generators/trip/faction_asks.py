"""What a faction asks of the crew, and where it can ask it (round 24 cold reads: "a crew who
lend a hand" asked of a faction that only wants the crew's names; "suspicious of the crew,
until the crew's lander is out of sight" met hours' walk from the lander; "word of anyone else
the crew have met" asked at the landing, before they have met anyone).

``ask_of(want)`` is the kind of thing the faction's Want asks of the crew:

    names    the crew's names ("to learn the crew's names, for reasons of their own")
    talk     their answers: news, stories, a price named ("to hear what the crew know ...")
    lander   their lander: a look inside, a seat, the field it stands on
    pay      money or trade ("to be paid for every hour the crew spend on their ground")
    errand   a job the crew can do for them (carry a letter, witness a promise, bless a building)
    bar      the crew kept out (threads.bars)      own   a cause of their own (threads.own)
    other    nothing the crew can give ("to start a war they can blame on visitors")

A faction's scene line (corpora/trip/play_threads.json) declares the asks it fits with
``needs: ask: ...``, and the scene's moment with ``moment: landing|later``
(trip/threads.py hands both in with the world's facts). ``ASK_WORDS`` is what the audit reads
back off the page (trip/consistency_r24asks.py): each bargain phrase and the kinds it fits.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.factions import LANDER_FIELD, LANDER_TAIL, lander_bound  # noqa: F401 (read here and by callers)
from ..data import load
from ..memo import rx

ASKS = ("names", "talk", "lander", "pay", "errand", "bar", "own", "other")

# most specific first: "to learn how the crew's lander flies" is talk, not lander
_KINDS = (
    ("names", r"crew's names"),
    ("talk", r"\b(hear|learn|find out|name a price|a word from|paid in stories|best secret|grievance heard)\b"),
    ("errand", r"lander moved off"),  # a job the crew do: move it off the sacred field
    ("lander", r"\blander\b"),
    ("pay", r"\b(paid for|buy modern|sell the crew|first in line|gift and a debt|own .+ before)\b"),
    ("errand", r"\bcrew\b|\bEarth\b"),
)

# the bargain phrases a faction line can make, and the asks each one fits
ASK_WORDS: dict[str, tuple[str, ...]] = {
    "lend a hand": ("errand",),
    "helping them": ("errand", "lander"),
    "with a request": ("names", "talk", "lander", "pay", "errand"),
    "give their names": ("names",),
    "answer their questions": ("talk",),
    "their turn at the lander": ("lander",),
    "pay their price": ("pay",),
}


@lru_cache(maxsize=1024)  # (issue 15) the same grammar lines for every faction
def _pattern(text: str) -> str:
    """A grammar line as a pattern: its #symbols# match any words."""
    return re.sub(r"\\#\w+\\#|#\w+#", ".+", re.escape(text))


def bars(want: str) -> bool:
    """Whether a faction's Want keeps the crew out (corpora/grammars/org.json ``fw_bar``: "to
    keep outsiders away from the weir"): such a faction is met by a ``faction_bar`` line."""
    return any(rx(_pattern(t), re.I).fullmatch(want.strip().rstrip("."))
               for t in load("grammars/org").rules["fw_bar"])


def own(want: str) -> bool:
    """Whether a faction's Want is a cause of its own that the crew have no part in
    (corpora/grammars/org.json ``fw_own``: "to win an argument that is older than anyone in
    it"): such a faction is met by a ``faction_own`` line, never one that offers a way through
    "if the crew go along with them" (cold reads: go along with what?)."""
    return any(rx(_pattern(t), re.I).fullmatch(want.strip().rstrip("."))
               for t in load("grammars/org").rules["fw_own"])


def ask_of(want: str) -> str:
    """The kind of ask a faction's Want makes of the crew (one of ``ASKS``)."""
    w = want.strip().rstrip(".")
    if not w:
        return "other"
    if bars(w):
        return "bar"
    if own(w):
        return "own"
    for kind, pat in _KINDS:
        if re.search(pat, w, re.I):
            return kind
    return "other"


