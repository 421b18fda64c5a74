"""What a rescue's stranded person wears, rolled once with their look (round 27, cold read
r27-cold-e: the maguffin block had them "still in their survival suit" and their NPC block "still
in the barn's grey expedition coveralls"). The maguffin's look (grammars/maguffin.json
looks_rescue) is drawn first; ``stranded_dress`` reads it back as a fact that the stranded NPC's
look (grammars/people.json look, lost_garment) declares in ``needs:``:

- ``suit``: the look has them in their survival suit, so the NPC's garment is a survival suit;
- ``clothes``: the look dresses them in clothes from here (the local dress, borrowed clothes,
  mended clothes, a coat slept in, the locals' sash), so the NPC's look names no barn kit;
- ``open``: the look says nothing of what they wear."""

from __future__ import annotations

import re

SUIT = re.compile(r"\bin their survival suit\b", re.I)
CLOTHES = re.compile(r"\b(local dress|borrowed clothes|mended clothes|a coat they have slept in|"
                     r"sash and a brass medal)\b", re.I)


def stranded_dress(looks: str) -> str:
    """``suit``, ``clothes`` or ``open``: what the maguffin's look line says they wear."""
    return "suit" if SUIT.search(looks or "") else "clothes" if CLOTHES.search(looks or "") else "open"


# a survival suit the stranded person still has (their NPC look: "still in a survival suit whose
# helmet ring has gone green"; "the outer suit long gone" is none)
OWNS_SUIT = re.compile(r"\bsurvival suit\b", re.I)


def stranded_suit(looks: str, npc_look: str) -> str:
    """``yes`` when the maguffin's look or the stranded person's own look has them in (or
    with) a survival suit, else ``no``: the fact ``stranded_suit`` (generators/facts_r28.py)
    that the thin-air risk of corpora/trip/maguffin_handling.json declares (round 28, leftover:
    "without a spare suit" beside "still in their survival suit"). trip/handling.py reads it
    off the trip; the audit's ``rescue-suit-unowned`` (trip/consistency_r28leftover.py) too."""
    return "yes" if SUIT.search(looks or "") or OWNS_SUIT.search(npc_look or "") else "no"
