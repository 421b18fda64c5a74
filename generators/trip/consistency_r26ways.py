"""The consistency audit's round-26 rules on the needed way past the climax (cold read of
algorithm-24 trips, seeds r26-cold-b, c, e, i, j). Registered in generators/trip/consistency_r26.py;
tests/test_r26_ways.py feeds each rule a trip broken on purpose. The rules read the way fact
("How to get past the danger at X: ...", corpora/trip/play_clues.json ``shortcut:`` lines) and
the words of the clues that carry it.

- ``way-trick-untold``: the way past names a trick, a knack, a pattern or a sign and never says
  what it is ("the people who use it every day have a trick for it, simple once told: whoever
  knows it gets through with no roll"), so a herder who "says the way past" only repeats that
  there is one and the GM must invent it.
- ``way-hour-unnamed``: the way past waits for "the same hour every day" or "set hours" and
  names no hour, while pricing the wait at "up to one hour" (once a day is up to a day's wait).
- ``way-rules-in-fiction``: a clue found at a scene says the way past in game terms in a
  person's mouth or on a thing ("A child ... They say the way past: ... one extra hour on the
  clock, and no roll"; signs scratched by the locals that say "one DL easier than the way
  round's roll"): what the world says comes first, in its own words; the cost follows in a
  note for the GM, "(GM: ...)" (trip/clue_say.py).
"""

from __future__ import annotations

import re

RULES = ("way-trick-untold", "way-hour-unnamed", "way-rules-in-fiction")

UNTOLD = re.compile(r"\b(ha(ve|s) a (trick|knack)|a knack to it|simple once told|plain once explained|"
                    r"what to look for|on a pattern|in a pattern|a sign only they|whoever knows the "
                    r"(pattern|round|trick|knack))\b", re.I)
UNNAMED = re.compile(r"\b(the )?same hour (every|each) day\b|\bat set hours\b", re.I)
NAMED = re.compile(r"\btop of every hour\b|\bevery hour\b|\bo'clock\b|\bnoon\b|\bmidday\b|\bdawn\b|"
                   r"\bdusk\b|\bsunrise\b|\bsunset\b|\bmidnight\b", re.I)
HOUR_WAIT = re.compile(r"\bup to one hour'?s? wait\b", re.I)
RULE_WORDS = re.compile(r"\bno roll\b|\bDL \d|\bDL easier\b|\bon the clock\b|\bno time lost\b|"
                        r"\bhour'?s wait\b|\bthe way round's\b|\b(BRAINS|MIGHT|GRACE|CHARM|PSYCHE)\b|"
                        r"\brolls?\b")
SAID = re.compile(r"\b(says?|shows?) the way past: (.*)$", re.I | re.S)


def said_way(how: str) -> str:
    """The in-world words of a carrier's "... the way past: X" sentence, before its GM note."""
    m = SAID.search(how)
    return m.group(2).split("(GM:")[0] if m else ""


def check_r26ways(trip: dict, world: dict, every, bad) -> None:
    for fact in trip.get("clues") or []:
        fid = fact.get("id") or ""
        if not (fid == "way" or fid.startswith("way-")):
            continue
        way = (fact.get("fact") or "").partition(": ")[2]
        at = f"clues/{fid}: {way[:80]!r}"
        if UNTOLD.search(way):
            bad("way-trick-untold", f"{at}: the way past names a trick it never says")
        if UNNAMED.search(way) and not NAMED.search(way) and HOUR_WAIT.search(way):
            bad("way-hour-unnamed", f"{at}: once a day at an hour nobody names, priced at up to an hour's wait")
        for cl in fact.get("clues") or []:
            said = said_way(cl.get("how") or "")
            if said and RULE_WORDS.search(said):
                bad("way-rules-in-fiction", f"clues/{fid}: {said[:90]!r}: game rules said inside the world")
