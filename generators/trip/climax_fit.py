"""The climax's own logic (cold read 23, reader C's worst problem: "Climax logic doesn't
hold"):

- ``floor_way``: the climax's way round never costs less than its roll. An option with no
  hours on the clock and no price asks for a roll at the climax's DL or harder (trip a: "BRAINS
  against DL 6" beside a free "hit it, exactly once, in the right place (MIGHT DL 3)", which
  made the DL 6 roll and the three-clue needed fact pointless). Another stat at the same DL is
  another approach, not a cheaper one. Audited by consistency_r16climax.py's
  ``climax-way-round-cheaper``.
- ``trap_on_kept``: a trap on the thing itself (trip/clue_fit.py ``guarded`` "thing") is never
  the climax's obstacle where a keeper at that place hands the thing over (trades it, sells
  it): handling it before the deal is theft (trip c: the crew pass the booby-trapped box, then
  "Then, the last barrier: Hoyate ... names the trade"). The trap is the keeper's own affair.
  Audited by ``thing-trap-before-deal``.
"""

from __future__ import annotations

import re

from . import parts
from .clue_fit import guarded
from .scene_lines import slots_for
from .way_gain import HOURS, PRICE

DL = re.compile(r"\bDL (\d+)")


def options(way: str) -> list[str]:
    """A way round's options: its clauses joined by ", or " outside brackets."""
    return [a.strip() for a in re.split(r", or (?![^()]*\))", way.rstrip(".")) if a.strip()]


def cheap(option: str, dl: int) -> bool:
    """Whether a way round's ``option`` costs less than a roll at ``dl``: no hours on the
    clock, no price, and a roll below ``dl``."""
    if HOURS.search(option) or PRICE.search(option):
        return False
    return any(int(x) < dl for x in DL.findall(option))


def floor_way(way: str, dl: int) -> str:
    """``way`` with each cheap option's roll raised to ``dl`` (see the module docstring)."""
    out = []
    for o in re.split(r"(, or (?![^()]*\)))", way):
        out.append(DL.sub(lambda m: f"DL {max(int(m.group(1)), dl)}", o) if cheap(o, dl) else o)
    return "".join(out)


def keeper_here(trip, place: str) -> bool:
    """Whether the maguffin's keeper is at ``place`` (an inline place name): then the last
    barrier is theirs (scenes.release_for), and the thing changes hands there."""
    holder = slots_for(trip)["holder"]
    return any(n["name"] == holder and parts.inline(n["where"]) == place for n in parts.npcs(trip))


def trap_on_kept(trip, text: str, place: str) -> bool:
    """Whether an obstacle line ``text`` is a trap on the thing itself at a climax ``place``
    where its keeper hands it over."""
    return guarded({"text": text}) == "thing" and keeper_here(trip, place)
