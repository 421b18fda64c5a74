"""Wants no crew can see through within their one day on the node (round 37, cold readers of
algorithm-31 trips: "Crimson's deed to the air base: helping with it gives -1 DL, but nothing
says where the deed is or how a crew could get it in a day"). A person's entry never offers help
with such a want as a lever for help today (trip/want_trade.py ``trade_for`` gives it
``DAY_LINE``); clue_price.py's ``vague_gate`` already keeps it from being a clue's price. Audited
by consistency_r37holes.py ``help-past-the-day``."""

from __future__ import annotations

import re

# a deed whose holder no line names, a brother gone through a slip years ago, a building to finish
# before the weather turns, tourists to come back next year: none is done between landing and the
# slip home
PAST_THE_DAY = re.compile(
    r"\bget back the deed to\b|\bfind a brother who went through a slip\b|\bfinish building something\b|"
    r"\bcome back next year\b|\btrade their old life for a new one\b|\bfind the person who saved their life\b",
    re.I)

DAY_LINE = ("Nothing today: no crew could see this want through in the one day they have here, so helping "
            "with it buys them nothing on this trip")


def past_the_day(want: str | None) -> bool:
    """Whether no crew could see ``want`` through within the day."""
    return bool(PAST_THE_DAY.search(want or ""))
