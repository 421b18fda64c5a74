"""Audit rules for what a scene's clues, its opening and its corpus lines may name: only what
the trip has there (round 12, cold reads 17 and 18; run from consistency_clues.check_clues,
tests/test_consistency_fit.py feeds each a contradicting trip).

- ``way-names-absent-guards``: the needed fact of how to get past the climax's obstacle
  speaks of people guarding or watching it ("the people guarding", "nobody watches the side
  way in", "the guards change over") where the obstacle has no guard, watch, lookout or
  checkpoint (a crowd, a gang of pickpockets, a pair of drunks: trip/clue_fit.py).
"""

from __future__ import annotations

import re

RULES = ("way-names-absent-guards",)

# A watch on the way: what a needed fact may speak of only where the obstacle has one.
GUARD_TALK = re.compile(r"\b(guard(s|ing|ed)?|sentr(y|ies)|lookouts?|watchm[ae]n|the watch|"
                        r"nobody watches|watch(es)? changes?|change over|on watch|checkpoint)\b", re.I)
# What an obstacle that holds or watches the way says of its people.
GUARD_HERE = re.compile(r"\b(guard(s|ing|ed)?|sentr(y|ies)|lookouts?|watch(es|ing|ed)?|watchm[ae]n|"
                        r"checkpoint|toll|barred|blocks?|claimed|camped|patrols?|soldiers|keeps? an eye)\b",
                        re.I)


def check_fit(trip: dict, world: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    climax = next((sc for sc in scenes if sc["kind"] == "climax"), None)
    for f in trip.get("clues") or []:
        if f["id"] != "way" or not climax:
            continue
        ob = climax.get("obstacle") or {}
        said = GUARD_TALK.search(f["fact"])
        if said and not GUARD_HERE.search(ob.get("text", "")):
            bad("way-names-absent-guards", f"clue/way: {said.group(0)!r} where the climax's "
                                           f"obstacle has no guard: {ob.get('text', '')[:60]!r}")
