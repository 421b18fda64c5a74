"""What the crew want at a scene agrees with what they know by then (issue 10, round 24: "Work
out which way the rail yard lies" at the landing beside "NEEDED: Where to find ...: the rail
yard", that clue found only there). scenes.py deals each scene's want before the clues are
placed (clues.py needs the scenes), and gives play.py the lines of the same use that fit the
scene and do not name the maguffin's place; once the clues are placed, ``known_wants`` deals
one of those to each scene the crew walk into before they could know where that place is (the
job names it, the barn's intel tells it, or the NEEDED where fact's first clue is found at an
earlier scene: a want is what the crew come to the scene for, before its own clues are found).
The audit's goal-before-where rule (consistency_r24scenes.py) checks it.

Paths: ``<play>/wants_known/<scene id>``."""

from __future__ import annotations

import re

from ..rng import Stream
from .base import _cap
from .scene_lines import fill

GOAL = "{goal_place}"


def where_known(clues: list[dict]) -> int | None:
    """The first scene the crew walk into knowing where the maguffin is, so its want may name the
    place: 1 when they know before they land (the job names the place, or the barn's intel
    tells it), else the scene after the first one a clue of the NEEDED where fact is found at (a
    want is what the crew come to a scene for, before its clues are found: cold read, "Work out
    which way the rail yard lies" at the landing whose clue says the maguffin is at the rail
    yard); None when no clue tells them."""
    fact = next((f for f in clues if f.get("id") == "where"), None)
    if fact is None or not fact.get("needed") or fact["fact"].startswith("The way to"):
        return 1
    found = [1 if c.get("source") == "intel" else int(m.group(1)) + 1 for c in fact.get("clues") or []
             if (m := re.search(r"(\d+)$", c.get("scene") or ""))]
    return min(found) if found else None


def known_wants(s: Stream, scenes: list[dict], clues: list[dict], slots: dict, alts: dict) -> None:
    """Each scene the crew walk into before they know where the maguffin is wants something that
    does not name its place: one of the scene's other fitting lines (``alts``: scene id -> (its
    want line, its own slots, the lines that fit it without naming the place), from
    scenes.scenes_for), none dealt to another scene."""
    known = where_known(clues)
    used = {a[0] for a in alts.values()}
    for sc in scenes[:-1]:
        raw, own, others = alts.get(sc["id"]) or ("", {}, [])
        if GOAL in raw and (known is None or sc["number"] < known):  # (known: where_known)
            pool = [w for w in others if w not in used]
            if pool:
                want = pool[s.child(sc["id"]).below(len(pool))]
                used.add(want)
                sc["want"] = _cap(fill(want, {**slots, **own})) + "."
