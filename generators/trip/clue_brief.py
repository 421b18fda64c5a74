"""What a local says of a Bad Intel complication: the world's side of it, never the crew's own
briefing (cold read 33, cold33-a-quillwort-7: "A dock hand at the Engineers' Guild's Canal Lock
calling it across to the next boat in ... They warn: The briefing said the locals are friendly": a
local quoting a paper they never saw). trip/clue_say.py reads it for a complication found at a
scene; corpora/grammars/events.json's bad_intel lines put the world's side first where they can
("The locals are not friendly this year, though they were last year when the briefing was
written"); the audit rule ``local-quotes-briefing`` (consistency_r33clues.py) keeps it so."""

from __future__ import annotations

import re

# "The briefing was wrong: the heir was moved last week, and ...": what was moved, as it is
WRONG = re.compile(r"^The briefing was wrong: (.+?)(?:, and |; |$)")
# "The briefing was wrong about the Reef: it is half a day further than the map says"
ABOUT = re.compile(r"^The briefing was wrong about (.+?): it (.+?)(?:; |$)")


def world_side(fact: str) -> str | None:
    """The part of a complication ``fact`` (its "Bad Intel: " header and all) that someone on the
    node knows, when the fact is told as what the crew's briefing got wrong; else None."""
    text = fact.partition(": ")[2].strip().rstrip(".") if re.match(r"^[A-Z][a-z]+ Intel: ", fact) else fact
    if m := WRONG.match(text):
        return m.group(1)
    if m := ABOUT.match(text):
        return f"{m.group(1)} {m.group(2)}"
    return None
