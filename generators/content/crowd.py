"""The slip-in point's fact ``crowd`` (generators/facts.py): whether its locals are about in
plain sight when the lander lands, so its description, its landing site and the strong start's
read-aloud say one thing (cold read 24: "the locals pray in the lee of the wall" beside "Nobody
is in sight" and locals who "have vanished into hiding"; "Crowded ... and watched by customs
officers" landing in "a back lane ... where nobody looks twice").

- ``hidden``: locals who hide from strangers (``!meets_visitors``) are not in sight: crowd no,
  so the description shows none of them (places.json lines with people need ``crowd != no``).
- ``seen``: a description that shows people about: crowd yes, so the landing site, drawn after
  it, is no spot where nobody looks (``crowd != yes``).
"""

from __future__ import annotations

import re

from ..needs import fits

# a description that shows people about in plain sight
CROWD = re.compile(r"\b(the locals|visitors|crowd(ed|s)?|queu(e|es|ing)|people|villagers|pilgrims|"
                   r"traders|children|guards?|guarded|patrolled|watched by|stand at every corner)\b", re.I)
# a description that says nobody is about (places.json's ``crowd: no`` lines): no strong
# start has everyone outside staring at the lander there (r23, trip/start.py)
EMPTY = re.compile(r"\b(empty now|swept clean and empty|nobody on it as far as the eye|has gone indoors|"
                   r"every door on it is shut|not one footprint on it)\b", re.I)


def _with(lctx: dict, crowd: str) -> dict:
    return dict(lctx, _world=dict(lctx["_world"], crowd=crowd))


def hidden(lctx: dict) -> dict:
    """The slip-in point's context before its description: crowd no where the locals hide."""
    world = lctx.get("_world")
    return _with(lctx, "no") if world and fits("inhabited; !meets_visitors", world) else lctx


def seen(lctx: dict, desc: str) -> dict:
    """The context its landing site is drawn in: crowd yes where the description shows people."""
    return _with(lctx, "yes") if lctx.get("_world") and CROWD.search(desc) else lctx
