"""The world facts round 36's maguffin helper added to ``facts.VALUES`` (algorithm-31 trips),
kept apart so that generators/facts.py stays under its line limit; facts.py merges them into
VALUES (after every earlier round's), and needs.py reads them there like any other.

Cold readers of algorithm-31 trips: "the local name" (one word) was "a chant of forty lines"; a
heir's name came home as "a few pages of notes"; a rubbing "as big as a door" weighed "a few pages
of notes"; a stranded traveller's client "stranded them by mistake" and "left them behind on
purpose" on one page; "the fuel and any damage are the crew's to pay" and no price anywhere."""

from __future__ import annotations

from .facts_r35 import ROUNDS as EARLIER

ROUND_36_MAGUFFIN: dict[str, tuple[str, ...]] = {
    # what a knowledge maguffin is, as the crew meet it (corpora/lists/maguffins.json "told",
    # rolled where the entry lists more than one; content/maguffin_told.py): one word (a name),
    # a phrase (an answer, a sentence), a text (pages, a chant of forty lines), a song (a
    # lullaby) or a drawing (a map, a rubbing, a survey); "none" for every other kind. Read by
    # the looks (grammars/maguffin.json), the size and carry lines (trip/maguffin_handling.json)
    "maguffin_told": ("word", "phrase", "text", "song", "drawing", "none"),
    # whether its keepers write it down: "yes" (it is on paper, or may be put there), "no" (they
    # have it only by mouth: the chant, the lullaby, a name nobody writes); rolled with it
    "maguffin_written": ("yes", "no"),
    # who the client is to a rescue's stranding and so why they pay (content/client.py
    # roll_motive): "mistake" (the client stranded them by accident and pays to put it right),
    # "purpose" (the client left them behind on purpose and now pays to undo it), "none" (the
    # client stranded nobody). Read by the why, the twist and the client's secret.
    "client_motive": ("mistake", "purpose", "none"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_36_MAGUFFIN}
