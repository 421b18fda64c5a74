"""What kind of thing carries a clue, read from its words (round 25, issue 10: a cold reader
found "Scrawled on a wall" with nothing said of what it tells, eleven clues left by "another
visitor" in one 1712 trip, and a wall of five paper notes in a row: "A page torn from a ledger
... A receipt dropped ... A letter never sent ... A label torn from a crate ... A diary dropped
...", so the GM could not tell which note says what, nor why it is there).

``kind`` sorts a clue line into people (an NPC, talk overheard), writing (a note, a letter, a
page, words cut or chalked), a trace (tracks, pebbles, cords, pictures), a place (the crew's
own long look, the lander's sensors) or the barn; ``frames`` are the words that make a
carrier the same thing twice (another visitor, a letter, a note, dropped, torn, under a
stone). trip/clues.py deals a trip's carriers by them (each frame once, writing kept to a few)
and trip/clue_say.py gives each its words; the audit rules are consistency_r25clues.py's.
"""

from __future__ import annotations

import re
from functools import lru_cache

# words that make a carrier a written thing (a note, a letter, a page, words on anything)
WRITING = re.compile(
    r"\bletters?\b|\bnotes?\b|\bpages?\b|\bmessages?\b|\bdiary\b|\bmap\b|\blist\b|\breceipt\b|"
    r"\blabel\b|\bbill of sale\b|\bposter\b|\bnotice\b|\bplaybill\b|\bpostcard\b|\bticket stub\b|"
    r"\benvelope\b|\bbookmark\b|\bnewspaper\b|\bslate\b|\bwax tablet\b|\bfield log\b|\bwords?\b|"
    r"\blines\b|\bscrawled\b|\bwritten\b|\binked\b|\bname and an hour\b|\breminder\b|\bsheet\b|"
    r"\btally chalked\b|\bmatchbox\b|\bpack tag\b|\bpaper\b|\bink\b", re.I)
# a carrier frame: the same one twice in a trip reads as a copy
FRAMES = (("another visitor", re.compile(r"\banother visitor\b|\ban earlier crew\b", re.I)),
          ("in a hurry", re.compile(r"\bin a hurry\b", re.I)),
          ("dropped", re.compile(r"\bdropped\b", re.I)),
          ("torn", re.compile(r"\btorn\b", re.I)),
          ("letter", re.compile(r"\bletter\b", re.I)),
          ("note", re.compile(r"\bnotes?\b", re.I)),
          ("message", re.compile(r"\bmessage\b", re.I)),
          ("page", re.compile(r"\bpage\b", re.I)),
          ("map", re.compile(r"\bmap\b", re.I)),
          ("under a stone", re.compile(r"\bunder a (loose )?(stone|rock)\b|\bweighted\b", re.I)),
          ("scratched", re.compile(r"\bscratched\b", re.I)),
          ("cut", re.compile(r"\bcut into\b|\bcut small\b|\bcut into the lid\b", re.I)),
          ("book", re.compile(r"\bbook\b", re.I)),
          ("tucked", re.compile(r"\btucked\b", re.I)),
          ("two locals", re.compile(r"\btwo (locals|people)\b", re.I)),
          ("knots", re.compile(r"\bknot(s|ted)\b", re.I)))  # two knotted cords (r38: a shifted draw dealt both)
PLACE = re.compile(r"\bsensors\b|\bscanners\b|\blong look\b|\blie of the land\b|\bsweep\b|"
                   r"\bpatient watch\b|\bslow look\b|\b(watching|trained on) the way ahead\b|\bwhatever uses the way ahead\b", re.I)


# where a clue line's carrier ends and the sentence that says what it tells begins
SAID = re.compile(r"\. (It|They) (points?|says?|shows|warns?|leads|names|gives the place|tells)\b.*$", re.S)  # (round 35: "It tells the way to")


@lru_cache(maxsize=16384)
def carrier(text: str) -> str:
    """A clue line's words without the sentence that says what it tells (trip/clue_say.py)."""
    return SAID.sub("", text or "")


@lru_cache(maxsize=16384)
def opening(text: str) -> str:
    """A carrier's opening words, before its place ("A cold camp", "Gossip", "A traveller
    resting"): the same opening twice is the same carrier twice."""
    head = re.split(r" at | round | from | near |\{place\}|,", carrier(text), maxsplit=1)[0]
    return " ".join(head.lower().split()[:4])


@lru_cache(maxsize=16384)
def frames(text: str) -> frozenset:
    """The carrier frames a clue line's words make (``FRAMES``, and its ``opening``)."""
    said = carrier(text)
    return frozenset([name for name, rx in FRAMES if rx.search(said)]
                     + (["opening: " + opening(said)] if opening(said) else []))


@lru_cache(maxsize=16384)
def kind(text: str, source: str) -> str:
    """people, writing, trace, place or barn: the kind of thing a clue comes from."""
    if source in ("npc", "overheard"):
        return "people"
    if source == "intel":
        return "barn"
    if source == "sensor" or PLACE.search(carrier(text)):
        return "place"
    return "writing" if WRITING.search(carrier(text)) else "trace"
