"""The consistency audit's round-25 clue-carrier rules (issue 10, coherent trips: cold readers
of algorithm-22 trips found clue lines that are stubs with no words, "Scrawled on a wall" with
nothing said of what is scrawled or what it tells; eleven clues left by "another visitor" in
one 1712 trip; and a wall of near-identical paper notes, "A page torn from a ledger ... A
receipt dropped ... A letter never sent ... A label torn from a crate ... A diary dropped ...",
where a GM cannot tell which note says what). Registered in generators/trip/consistency_r25.py;
tests/test_r25_clues.py feeds each rule a trip broken on purpose.

- ``clue-says-nothing``: the first clue of a fact found at a scene (a trace, talk overheard,
  the lander's sensors) says what the crew learn from it (its other carriers stand under the
  same fact line, and say it no more: cold read r25, one way past printed four times), in the fact's own few words (trip/clue_say.py
  ``body``: the place it points to, the way past, the secret): not only the thing it is on.
- ``clue-frame-again``: one trip uses a carrier frame once among the clues found at its scenes
  (trip/clue_kinds.py FRAMES: left by another visitor, dropped, torn, a letter, a note, under a
  stone, scratched, tucked, two locals talking), and a carrier line once (the same cold camp at
  two places): never "another visitor" eleven times, nor two letters, two torn things, two
  things dropped. Where nobody lives or the locals write nothing (tech none or stone), the only
  words left lying about are visitors': there "another visitor" may come twice, never three times.
- ``clue-notes-wall``: the carriers of a trip vary in kind (people, places, traces, writing):
  no fact lists more than ``ROW`` written things (notes, letters, pages, words on anything: the
  cold reader's row of five), and written things are no more than a third of a trip's clues
  (and at most ``WALL``, when it has fewer than three times that), so the clue list is no
  wall of paper.
"""

from __future__ import annotations

import re

from .clue_kinds import carrier, frames, kind
from .clue_brief import world_side
from .clue_say import SAID, body

RULES = ("clue-says-nothing", "clue-frame-again", "clue-notes-wall")
WALL = 5  # written carriers a trip may have, or a third of its clues when that is more
ROW = 3  # written carriers one fact may list (the cold reader's row was five)


def _key(fact: str) -> str:
    """The first words of what a clue of ``fact`` says (lower case)."""
    # (round 33: a Bad Intel line about the briefing is said by its world's side, clue_brief.py)
    return " ".join((world_side(fact) or body(fact)).split()[:4]).lower()


def _own(how: str, place: str) -> str:
    """A clue's words without its place's name ("the waiting room that is also a letter" is
    no letter), for its frames and its kind."""
    name = place[4:] if place.startswith("The ") else place
    return re.sub(re.escape(name), "", how, flags=re.I) if name else how


def check_r25clues(trip: dict, world: dict, every, bad) -> None:
    places = {sc["id"]: sc.get("place") or "" for sc in trip.get("scenes") or []}
    seen: dict[str, str] = {}
    lines: set[str] = set()
    written: list[str] = []
    every_clue = [cl for fact in trip.get("clues") or [] for cl in fact.get("clues") or []]
    # where nobody lives or the locals write nothing, the only words left lying about are
    # visitors': "another visitor" may come twice there (never a third time)
    wordless = world.get("inhabitants") == "nobody" or world.get("tech") in ("none", "stone")
    # (and a visitor's own secret there is found only among visitors' things: the lead's reading,
    # round 37, slip-n-slide audit/376 of algorithm 32, a rival captain's secret in a field log)
    theirs = {f"secret-{n.get('key')}" for n in trip.get("npcs") or [] if n.get("folk") == "visitor"}
    twice: dict[str, int] = {}
    for fact in trip.get("clues") or []:
        row = [cl["how"] for cl in fact.get("clues") or []
               if kind(_own(cl.get("how") or "", places.get(cl.get("scene"), "")), cl.get("source") or "") == "writing"]
        if len(row) > ROW:
            bad("clue-notes-wall", f"clues/{fact['id']} lists {len(row)} written things in a row (at most "
                                   f"{ROW}): " + " / ".join(w[:40] for w in row[:5]))
        key = _key(fact.get("fact") or "")
        first = True  # the fact's first carrier found at a scene says it; the rest stand under it
        for cl in fact.get("clues") or []:
            how = cl.get("how") or ""
            own = _own(how, places.get(cl.get("scene"), ""))
            if cl.get("kind") == "scene" and cl.get("source") in SAID:
                if key and first and key not in how.lower():
                    bad("clue-says-nothing", f"clues/{fact['id']}: {how[:90]!r} does not say what it "
                                             f"tells ({key!r} ...)")
                first = False
                thing = carrier(own)  # the thing, not what it says (a place "that is also a letter")
                line = " ".join(thing.lower().split())
                if line in lines:  # the very same carrier at another place
                    bad("clue-frame-again", f"clues/{fact['id']}: {how[:70]!r} is the same carrier again")
                lines.add(line)
                for fr in sorted(frames(thing)):
                    twice[fr] = twice.get(fr, 0) + 1
                    if fr in seen and not (fr == "another visitor" and wordless and (twice[fr] <= 2 or fact["id"] in theirs)):
                        bad("clue-frame-again", f"clues/{fact['id']}: {how[:70]!r} is {fr!r} again "
                                                f"(after {seen[fr][:60]!r})")
                    else:
                        seen[fr] = how
            if kind(own, cl.get("source") or "") == "writing":
                written.append(how)
    if len(written) > max(WALL, len(every_clue) // 3):
        bad("clue-notes-wall", f"{len(written)} of the trip's {len(every_clue)} clues are written "
                               f"things (at most {max(WALL, len(every_clue) // 3)}): "
                               + " / ".join(w[:40] for w in written[:6]))
