"""What carries a clue found at a scene (round 23, cold read of algorithm-21 trips: stock things
that ignored the place, the world and the fact; audited by consistency_r23carriers.py).

A trace line of corpora/trip/play_clues.json declares what its thing needs: its ``needs`` read
the place's own facts (``setting``, indoor or outdoor, and ``place_kind``, content/
place_kinds.py: no chalk on a door at a boulder field, no cairn in a town) beside the world's
(who the locals are, their tech: no child's slate among robots, no cords knotted "the way the
locals knot them" in 2017 Sacramento); its ``knows`` the facts it can tell (a pattern of
pebbles shows where or how past, never a debt or a name); its ``frame`` the kind of thing it is
("hurry": dropped by someone in a hurry), and a trip draws each frame once.

Round 25 (issue 10: eleven clues left by "another visitor" in one trip; five paper notes in a
row, two of them torn, two dropped): a line's frames are also the words that make a carrier
the same thing twice (trip/clue_kinds.py FRAMES), so a trip draws its carriers without
replacement; a clue at a scene that would repeat a frame already kept, or add a written thing
to a trip that has ``WALL`` of them, goes to another of the fact's places (``stale``, ``fresh``), the least worn when none is new, and a
trip with its few written things prefers a carrier of another kind (``unwritten``).
"""

from __future__ import annotations

from ..content.place_kinds import place_kind, place_liquid, place_water
from ..data import load
from ..memo import keyed
from ..needs import fits
from . import parts
from collections import Counter

from .clue_empty import empty_place
from .start import is_light
from .clue_kinds import frames as said_frames, kind
from .consistency_r25clues import ROW, WALL

# written things a trip keeps in hand under ``WALL``: a lead scene's clue, dealt last, may find
# only paper left (hang audit/289: a robot town in vacuum, its seventh written thing a lead's)
SPARE = 2


def spots(trip, scenes: list[dict]) -> dict[str, dict]:
    """{scene id: the facts of its place a carrier reads (setting, place_kind), and whether
    the locals write (letters: none, and only another visitor leaves words)}."""
    settings = {loc["name"]: loc.get("setting") for loc in parts.locations(trip)}
    letters = "local" if fits("inhabited; tech >= iron", parts.facts(trip) or {}) else "none"
    out = {sc["id"]: {"setting": settings.get(sc["place"]), "place_kind": place_kind(sc["place"]),
                      "letters": letters} for sc in scenes}
    for loc in parts.locations(trip):  # nobody about: no gossip, no crowd (trip/clue_empty.py)
        for sc in scenes:
            if sc["place"] == loc["name"] and empty_place(loc):
                out[sc["id"]]["people"] = "none"
    for sc in scenes[:1]:  # the landing's hour is known: no lookout calls down in the dark (cold read 33)
        if sc.get("kind") == "arrival":
            out[sc["id"]]["light"] = "day" if is_light(trip, 0) else "night"
    for sc in scenes:  # a lake of mercury holds no water: no fisher mends a net there (round 27)
        if liquid := place_liquid(sc["place"]):
            out[sc["id"]]["water"] = place_water(sc["place"], liquid)
    return out


def at_spot(facts: dict, scene: str) -> dict:
    """``facts`` with the facts of the place of ``scene`` (from ``spots``, kept under "spots")."""
    own = (facts.get("spots") or {}).get(scene)
    return dict(facts, **own) if own else facts


_FRAMES: dict = {}  # per loaded list: {line: its frames}


def _frames() -> dict[str, frozenset]:
    return keyed(_FRAMES, load("trip/play_clues").items, "frames", lambda its: {
        v: frozenset(f["frame"].split("|") if f.get("frame") else ()) | said_frames(v)
        for v, _, f in its}, 8)


def frames(line: str) -> frozenset:
    """The frames of a clue line (its corpus ``frame``: "hurry|scratched"), none for most."""
    return _frames().get(line, frozenset())


def unworn(lines: list[tuple[str, str]], used) -> list[tuple[str, str]]:
    """The (line, source) of ``lines`` whose frames no line dealt on this trip has (``used``);
    when every one has some, those that share the fewest (round 25: not the same arrows
    scratched "by another visitor in a hurry" twice, beside notes from another visitor)."""
    table, none = _frames(), frozenset()  # looked up once, not once a line (issue 15)
    worn = none.union(*(table.get(v, none) for v in sorted(used))) if used else none
    shared = [len(table.get(x[0], none) & worn) for x in lines]
    least = min(shared, default=0)
    return [x for x, n in zip(lines, shared) if n == least]


_SOURCES: dict = {}  # per loaded list: {line: its source}
SCENE = ("trace", "overheard", "sensor")  # the sources of a clue found at a scene


def _sources() -> dict[str, str]:
    return keyed(_SOURCES, load("trip/play_clues").items, "sources", lambda its: {
        v: f.get("source") or "" for v, _, f in its}, 8)


def _source(line: str) -> str:
    return _sources().get(line, "")


def unwritten(lines: list[tuple[str, str]], used, own=()) -> list[tuple[str, str]]:
    """The (line, source) of ``lines`` of the kind of carrier (trip/clue_kinds.py: people,
    writing, a trace, a place) this trip has dealt least so far, so its carriers vary in kind:
    none written once the fact has ``ROW`` - 1 written things (one under the audit's limit) (``own``: its (place, line) pairs) or
    the trip has ``WALL`` - ``SPARE``; empty when every line is of one kind."""
    src = _sources()  # looked up once (issue 15)
    dealt = Counter(kind(v, src.get(v, "")) for v in sorted(used) if src.get(v, "") in SCENE)
    full = dealt["writing"] >= WALL - SPARE or sum(kind(v, src.get(v, "")) == "writing" for _, v in sorted(own)) >= ROW - 1
    if full:  # no more paper while anything else fits
        lines = [x for x in lines if kind(*x) != "writing"]
    lines = [x for x in lines if x[0] not in used] or lines  # a line not dealt yet first
    kinds = {kind(v, so) for v, so in lines}
    if len(kinds) < 2:
        return lines if full else []
    low = min(dealt[k] for k in kinds)
    return [x for x in lines if dealt[kind(*x)] == low]


def stale(cl: dict, facts: list[dict], got: list[dict]) -> int:
    """How far a clue found at a scene is from a new kind of thing for this trip: the carrier
    frames it shares with a clue kept already (``facts`` dealt before, ``got`` for this fact),
    and one more if it is a written thing past the fact's ``ROW`` or the trip's ``WALL`` - ``SPARE``; 0
    for a fresh one (and for one from a person or the barn)."""
    if cl["kind"] != "scene" or cl["source"] in ("intel", "npc"):
        return 0
    kept = [x for f in facts for x in f["clues"]] + got
    shown = frozenset().union(*(said_frames(x["how"]) for x in kept if x["kind"] == "scene")) if kept else frozenset()
    wall = kind(cl["how"], cl["source"]) == "writing" and (
        sum(kind(x["how"], x["source"]) == "writing" for x in kept) >= WALL - SPARE
        or sum(kind(x["how"], x["source"]) == "writing" for x in got) >= ROW - 1)
    # the very same carrier again (its opening) weighs more than a shared word: of two worn ways,
    # "a handset left" twice is the worse (slip-n-slide audit/223, /661 under algorithm 25)
    return sum(3 if f.startswith("opening: ") else 1 for f in said_frames(cl["how"]) & shown) + wall


def fresh(cl: dict, facts: list[dict], got: list[dict]) -> bool:
    """Whether a clue found at a scene is a new kind of thing for this trip (``stale``)."""
    return not stale(cl, facts, got)
