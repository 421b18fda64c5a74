"""Wants the crew cannot help with (cold read 33, cold33-a-brackenfen-12 and -muskeg-19: a needed
clue from Alica-34 "if the crew help with what they want", and her want is "To see the crew off":
helping her means leaving; Hamia-93 gates four clues on "help with what they want", and the want
is "To be somewhere else by nightfall": help how?). Such a want is never a clue's price
(trip/clues.py, with clue_price.works_against) nor a lever in the person's entry
(trip/want_trade.py). And a want to punish someone (``PUNISH``: "To make the pilot pay for what
happened last week", on a rescue of that pilot, cold33-a-halyard-41) is no lever there either. Audited by consistency_r33clues.py ``price-want-unhelpable``."""

from __future__ import annotations

import re

from .clue_price import unhelpable  # noqa: F401 (the one test, read here too: trip/want_trade.py)

# a want to punish someone ("To make the pilot pay for what happened last week"): on a rescue of
# that pilot, helping with it undoes the job (clue_price.KEEPS says the same for a clue's price)
PUNISH = re.compile(r"\bmake .{1,80}? pay for\b", re.I)

UNHELPED_LINE = "Nothing: the crew cannot help with this want, and it buys them nothing"

