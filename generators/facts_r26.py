"""The world facts round 26 added to ``facts.VALUES`` (algorithm-24 trips), kept apart so that
generators/facts.py stays under its line limit; facts.py merges them into VALUES, and needs.py
reads them there like any other. A helper adding a fact this round adds it here, with a comment
saying which lines declare it and what a GM saw that needed it."""

from __future__ import annotations

from .facts_r25 import ROUNDS as EARLIER

ROUND_26: dict[str, tuple[str, ...]] = {
    # whether a person is the go-between who set up the trade or arranged the talks
    # (content/cast_facts.py BROKERS): their want and secret never hide, spoil or guard against
    # the deal they made (corpora/grammars/people.json ``broker != yes``; cold read r26: a
    # go-between whose job is to broker the trade, whose secret has them hiding it)
    "broker": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_26}
