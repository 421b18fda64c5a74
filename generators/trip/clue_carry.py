"""What carries a clue found at a scene (round 23, cold read of algorithm-21 trips: stock things
that ignored the place, the world and the fact; audited by consistency_r23carriers.py).

A trace line of corpora/trip/play_clues.json declares what its thing needs: its ``needs`` read
the place's own facts (``setting``, indoor or outdoor, and ``place_kind``, content/
place_kinds.py: no chalk on a door at a boulder field, no cairn in a town) beside the world's
(who the locals are, their tech: no child's slate among robots, no cords knotted "the way the
locals knot them" in 2017 Sacramento); its ``knows`` the facts it can tell (a pattern of
pebbles shows where or how past, never a debt or a name); its ``frame`` the kind of thing it is
("hurry": dropped by someone in a hurry), and a trip draws each frame once.
"""

from __future__ import annotations

from ..content.place_kinds import place_kind
from ..data import load
from ..memo import keyed
from ..needs import fits
from . import parts


def spots(trip, scenes: list[dict]) -> dict[str, dict]:
    """{scene id: the facts of its place a carrier reads (setting, place_kind), and whether
    the locals write (letters: none, and only another visitor leaves words)}."""
    settings = {loc["name"]: loc.get("setting") for loc in parts.locations(trip)}
    letters = "local" if fits("inhabited; tech >= iron", parts.facts(trip) or {}) else "none"
    return {sc["id"]: {"setting": settings.get(sc["place"]), "place_kind": place_kind(sc["place"]),
                       "letters": letters} for sc in scenes}


def at_spot(facts: dict, scene: str) -> dict:
    """``facts`` with the facts of the place of ``scene`` (from ``spots``, kept under "spots")."""
    own = (facts.get("spots") or {}).get(scene)
    return dict(facts, **own) if own else facts


_FRAMES: dict = {}  # per loaded list: {line: its frames}


def _frames() -> dict[str, frozenset]:
    return keyed(_FRAMES, load("trip/play_clues").items, "frames", lambda its: {
        v: frozenset(f["frame"].split("|")) for v, _, f in its if f.get("frame")}, 8)


def frames(line: str) -> frozenset:
    """The frames of a clue line (its corpus ``frame``: "hurry|scratched"), none for most."""
    return _frames().get(line, frozenset())


def unworn(lines: list[tuple[str, str]], used) -> list[tuple[str, str]]:
    """The (line, source) of ``lines`` whose frames no line dealt on this trip has (``used``)."""
    if not used:  # nothing worn: every line (the frames need not be read)
        return list(lines)
    table = _frames()  # looked up once, not per line (issue 15)
    none = frozenset()
    worn = none.union(*(table.get(v, none) for v in sorted(used)))
    return [x for x in lines if not (table.get(x[0], none) & worn)]
