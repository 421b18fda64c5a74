"""The consistency audit's round-18 cast rules (brief r18 cast; cold read 26: cast and timing
lines that do not hang together). generators/trip/consistency.py runs them;
tests/test_r18_cast.py feeds each a contradicting trip.

- ``favour-not-here``: a clue bought "in exchange for a favour done there and then: the crew's
  help with what they want (... the crew owe nothing after)" from an NPC whose want cannot be
  met on the spot (cold read 26: Teagan wants to join the crew; others want to go home, a job
  back, a wedding stopped elsewhere, "a favour to be named later"). The line needs ``favour:
  now`` (corpora/trip/play_clues.json), the NPC's own fact from their want
  (content/cast_facts.py ``favour``: a song taught, a story sold, news of home, a payment).
"""

from __future__ import annotations

from ..content.cast_facts import favour

RULES = ("favour-not-here",)

THERE_AND_THEN = ", in exchange for a favour done there and then"


def check_r18cast(trip: dict, world: dict, every, bad) -> None:
    wants = {n["name"]: n.get("want") or "" for n in trip.get("npcs") or []}
    for f in trip.get("clues") or []:
        for x in f.get("clues") or []:
            who, sep, _ = (x.get("how") or "").partition(THERE_AND_THEN)
            if sep and who in wants and favour(wants[who]) != "now":
                bad("favour-not-here", f"clue/{f['id']}: {who} trades for a favour done there and "
                                       f"then, but wants {wants[who]!r}")
