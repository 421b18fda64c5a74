"""The consistency audit's round-20 barrier rules (brief r20 barrier; cold read 28, two GMs
reading ten trips cold): the needed way past the climax's obstacle written for another kind of
obstacle, and Stealth Required's DL printed two ways. generators/trip/consistency.py runs them;
tests/test_r20_barrier.py feeds each a contradicting trip.

- ``barrier-beast-as-mind``: the needed fact of how to get past the climax's obstacle is a
  psychological line ("How to keep a clear head ...", "its hold is weakest on a crew who keep a
  hand on each other's shoulders", corpora/trip/play_clues.json ``shortcut:Psychological
  Challenges``) where the obstacle is a creature, animals or people (a griffon's larder, a
  monster's hunting ground, a rival who asks to join the crew) faced on PSYCHE. A way past a
  beast is written for a beast (its round, its fear, its reach), a way past people for people;
  the mind's lines only where the trouble is a fear, a dream or a compulsion with nobody behind
  it (clue_cast.barrier_use asks the opposition before the stat).
- ``barrier-reach-of-nonreacher``: the way past says "it only reaches so far" (the locals' marked
  line just out of its reach) for a thing that does not reach: it burns whoever holds it, counts
  down, answers questions, curses whoever touches it. Only an obstacle whose play_obstacles.json
  line ``"is"`` ``near`` or ``reaches`` (a rope that grabs what comes close, a ring of cold, a
  bell that hears whoever lies nearby) has a reach to mark (the fact ``ob``, clue_fit.trait).
  Likewise "its reach stops at a line the crew can learn to see" (a creature met elsewhere) is
  never said of a swarm that follows anything warm or of a thing that goes the crew's way
  (fresh tracks going the same way as the crew, a beast that will not let them leave: ``"is"``
  ``follows``).
- ``stealth-dl-twice``: Stealth Required's DL is printed two ways on one trip: the complication's
  own line gives one ("the crew must move unseen (GRACE, DL 4)") and the strong start's ruling
  another ("against that scene's obstacle DL", a 3). The ruling names one number, the line's
  own when it gives one (start.stealth_dl).
"""

from __future__ import annotations

import re

from ..data import load
from .clue_cast import BEASTS, PEOPLE
from .clue_fit import guarded, trait

RULES = ("barrier-beast-as-mind", "barrier-reach-of-nonreacher", "stealth-dl-twice")

MIND_LEAD = "How to keep a clear head at "
REACH = "it only reaches so far"
EDGE = "its reach stops at a line"
DL = re.compile(r"\bDL (\d+)")
RULING = re.compile(r"Stealth Required \(Mission Complication[^)]*\):[^;]*?against (DL (\d+)|[^;]*?DL)")


def _mind_lines() -> tuple[str, ...]:
    return tuple(v for v, _, f in load("trip/play_clues").items
                 if f.get("use") == "shortcut:Psychological Challenges")


def check_r20barrier(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    way = next((f for f in trip.get("clues") or [] if f["id"] == "way"), None)
    if scenes and way:
        ob = scenes[-1]["obstacle"]
        fact = way["fact"]
        mind = fact.startswith(MIND_LEAD) or any(v in fact for v in _mind_lines())
        if mind and ob["opposition"] in BEASTS + PEOPLE and guarded(ob) not in ("traps", "thing"):
            bad("barrier-beast-as-mind", f"clue/way: {fact[:70]!r} for {ob['opposition']} "
                                         f"{ob['text'][:50]!r}")
        if REACH in fact and trait(ob) not in ("near", "reaches"):
            bad("barrier-reach-of-nonreacher", f"clue/way: {REACH!r} for {ob['text'][:60]!r}, "
                                               "which reaches nobody who keeps clear of it")
        if EDGE in fact and trait(ob) in ("swarm", "follows"):
            bad("barrier-reach-of-nonreacher", f"clue/way: {EDGE!r} for {ob['text'][:60]!r}, "
                                               "which comes after the crew")
    if "Stealth Required" in (trip.get("complications") or []):
        line = next((e["text"] for e in trip.get("events") or []
                     if e["text"].startswith("Stealth Required:")), "")
        said = DL.search(line)
        m = RULING.search((trip.get("start") or {}).get("then") or "")
        if m and (not m.group(2) or (said and said.group(1) != m.group(2))):
            bad("stealth-dl-twice", f"start: Stealth Required rolled against {m.group(1)!r}, "
                                    f"its own line: {line[-40:]!r}")
