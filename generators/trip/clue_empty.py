"""Whether a scene's place has nobody about to talk (cold read 33, cold33-a-brackenfen-12: "Word
going round at the Dune Field of Antina", "Two locals at the Dune Field of Antina arguing" and "An
old grievance aired again at the Dune Field of Antina the moment anyone new will listen" at a place
whose read-aloud is "a shelter of piled stones, empty now", with one person there). Such a place
gets the fact ``people: none`` for its clues (trip/clue_carry.py spots), so no line that needs
``people: some`` (gossip, a crowd, the day's news) is drawn there. Audited by
consistency_r33clues.py ``crowd-at-empty-place``."""

from __future__ import annotations

import re

from ..content.crowd import EMPTY as NOBODY  # places.json's own "crowd: no" words ("empty now")

# a place's own words that say nobody is about: those, and a few more
EMPTY = re.compile(NOBODY.pattern + r"|\b(deserted|not a soul|nobody about|nobody is about|no one about)\b", re.I)


def empty_place(loc: dict) -> bool:
    """Whether the location ``loc`` (its text and the people there, ``who``) has nobody about
    but at most one person: its text says it is empty."""
    return len(loc.get("who") or ()) <= 1 and EMPTY.search(loc.get("text") or "") is not None
