"""The consistency audit's round-19 cast rules (brief r19 cast; cold read 27: roles against
wants, clues with nothing in them). generators/trip/consistency.py runs them;
tests/test_r19_cast.py feeds each a contradicting trip.

- ``clue-prop-unnamed``: a clue found at a scene that never says what the thing is nor how it
  tells its fact: "Something dropped at X by someone in a hurry", "Something left behind ...,
  and what it is gives this away", "A satchel forgotten ..., and what is still inside it gives
  this away" (cold read 27: props with nothing in them, on 382 of 400 audit trips). Each
  dropped thing in corpora/trip/play_clues.json is now an item that fits the world (a field
  notebook of a visitor from home where nobody lives, a map or a diary with writing, a painted
  hide or a tally stick below it: ``needs``) and says what it shows (``knows``: a map a where,
  a sketch of the way a way).
- ``want-against-role``: a person whose role is a job (corpora/trip/role_classes.json
  ``authority`` or ``roams``: the organiser of the occasion, the warden, a trader, the only
  mechanic) who wants "their old job back" (cold read 27), or one who holds office here who
  wants to get off the world, to leave in secret or to walk out of a place "a free person".
  The want lines in corpora/grammars/people.json need ``authority: no`` (and the job,
  ``roams: no``), the person's own facts from their role (content/cast_facts.py).
- ``price-keeps-maguffin``: a clue bought with the crew's help with what its source wants,
  where that want keeps the maguffin from the crew, pays with it or harms it (cold read 27:
  Harumi wants to keep the surveyor the crew came for "here"; "and the soil core is the
  price"; "to keep the tourists away from" the sight they paid for). trip/clue_price.py
  ``KEEPS`` marks the source's want as working against the job, so no priced form is drawn.
- ``stranded-twice-twisted``: the rescue's stranded DayTripper carries the maguffin's truth
  and a secret of their own, and a character tweak as well (13 of 72 rescues): one twist a
  person, so no character tweak takes them (content/tweaks_for.py).
"""

from __future__ import annotations

import re

from ..content.cast_facts import STRANDED, role_facts
from .clue_price import KEEPS, PRICED

RULES = ("clue-prop-unnamed", "want-against-role", "price-keeps-maguffin", "stranded-twice-twisted")

UNNAMED = re.compile(r"^(Something|A bag half buried|A satchel forgotten)\b|\bwhat (it is|is in it|is "
                     r"still inside it) gives this away\b|\bsay as much\b", re.I)
OLD_JOB = re.compile(r"\bget their old job back\b", re.I)
LEAVES = re.compile(r"^To (get off .+ before the end of the day|walk out of .+ a free person|leave .+ "
                    r"without their family finding out)", re.I)


def check_r19cast(trip: dict, world: dict, every, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("source") == "npc"]
    wants = {n["name"]: n.get("want") or "" for n in people}
    for n in people:
        rf, want = role_facts(n.get("role") or ""), n.get("want") or ""
        if OLD_JOB.search(want) and (rf["authority"] or rf["roams"]):
            bad("want-against-role", f"npc/{n['name']}: {n['role']!r} wants {want!r}")
        elif LEAVES.search(want) and rf["authority"]:
            bad("want-against-role", f"npc/{n['name']}: {n['role']!r} holds office here, and wants {want!r}")
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            how = c.get("how") or ""
            if c.get("source") == "trace" and UNNAMED.search(how):
                bad("clue-prop-unnamed", f"clue/{f.get('id')}: {how[:70]!r} never says what the thing is")
            who = how.split(",", 1)[0]
            if PRICED in how and who in wants and KEEPS.search(wants[who]):
                bad("price-keeps-maguffin", f"clue/{f.get('id')}: {who} gives it for help with "
                                            f"{wants[who]!r}, which keeps the maguffin from the crew")
    really = (trip.get("maguffin") or {}).get("really")
    for n in people:
        if n.get("role") == STRANDED and really and n.get("secret") and any(
                t.get("kind") == "character" and (t.get("target") or "").startswith(f"{n['name']} (")
                for t in trip.get("tweaks") or []):
            bad("stranded-twice-twisted", f"npc/{n['name']}: the maguffin's truth, a secret and a "
                                          f"character tweak on one person")
