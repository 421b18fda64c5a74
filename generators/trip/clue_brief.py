"""What a local says of a Bad Intel complication: the world's side of it, never the crew's own
briefing (cold read 33, cold33-a-quillwort-7: "A dock hand at the Engineers' Guild's Canal Lock
calling it across to the next boat in ... They warn: The briefing said the locals are friendly": a
local quoting a paper they never saw). trip/clue_say.py reads it for a complication found at a
scene; corpora/grammars/events.json's bad_intel lines put the world's side first where they can
("The briefing was wrong: ... was moved last week"); the audit rule ``local-quotes-briefing`` (consistency_r33clues.py) keeps it so."""

from __future__ import annotations

import re

# "The briefing was wrong: the heir was moved last week, and ...": what was moved, as it is
WRONG = re.compile(r"^The briefing was wrong: (.+?)(?:, and |; |$)")
# "The briefing was wrong about the Reef: it is half a day further than the map says"
ABOUT = re.compile(r"^The briefing was wrong about (.+?): it (.+?)(?:; |$)")

# "The briefing calls the Singing Canyon by a name nobody here has used for a generation"
CALLS = re.compile(r"^The briefing calls (.+?) by a name nobody here has used for a generation\b")
# "The briefing's contact at the Reef died last year, and the crew are the last to hear"
CONTACT = re.compile(r"^The briefing's contact at (.+?) died (.+?)(?:, and |; |$)")
# "The map in the briefing is of the wrong valley entirely": said of the map the crew show them
MAP = re.compile(r"^The map in the briefing is of the wrong (\w+)")
# "The briefing's page of local manners is a year out of date: the greeting it teaches is an
# insult this year, and NAME takes it as one": what a local knows is the greeting's
MANNERS = re.compile(r"^The briefing's page of local manners is a year out of date\b")


def world_side(fact: str) -> str | None:
    """The part of a complication ``fact`` (its "Bad Intel: " header and all) that someone on the
    node knows, when the fact is told as what the crew's briefing got wrong; else None."""
    text = fact.partition(": ")[2].strip().rstrip(".") if re.match(r"^[A-Z][a-z]+ Intel: ", fact) else fact
    if m := WRONG.match(text):
        return m.group(1)
    if m := ABOUT.match(text):
        return f"{m.group(1)} {m.group(2)}"
    if m := CALLS.match(text):
        return f"{m.group(1)} has gone by another name for a generation, and the old one only gets a laugh"
    if m := CONTACT.match(text):
        return f"the one the crew were sent to meet at {m.group(1)} died {m.group(2)}"
    if m := MAP.match(text):
        return f"that map the crew carry is of another {m.group(1)} entirely"
    if MANNERS.match(text):
        return "the greeting strangers use was polite last year, and this year it is an insult"
    return None
