"""The world facts round 26 added to ``facts.VALUES`` (algorithm-24 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r25 import ROUNDS as EARLIER

ROUND_26: dict[str, tuple[str, ...]] = {
    # whether a clue from an NPC is their own secret (trip/clue_self.py; trip/clues.py sets it on
    # the teller's facts): corpora/trip/play_clues.json "own: yes" lines are the ways a person
    # owns up to their own secret once the crew have helped them (cold read of algorithm-23
    # trips: "Christian's secret: ...; Christian, who wants the crew's word first that they will
    # help with what they want", a secret sold like hearsay)
    "own": ("yes", "no"),
    # of a node whose Hook keeps a day of silence ("Today is the one day of the year the locals
    # do not speak", corpora/grammars/planet.json hook; set by trip/parts.py facts from the
    # Hook): the clue lines of corpora/trip/play_clues.json that have someone talk, tell, argue,
    # answer or be overheard need ``silent != yes``, and the silent day has lines of its own
    # (round 26, cold read of an algorithm-23 trip: the locals keep "a day of silence" while
    # the scenes hand the crew clues by talking locals that same day)
    "silent": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_26}
