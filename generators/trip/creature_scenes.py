"""How many scenes the trip's creature of a kind holds (cold read 23: a gnome in the strong
start and at scenes 1, 2, 3 and 5; "Players will say 'another gnome?' by scene 2").

The fact: a creature kind (Monster/Enemy, Wildlife/Animals: the trip's one monster, its one
kind of beast) holds at most ``CAP`` scenes: the scene where its NPC is found, and the scenes
whose obstacle is of its kind and has something to fight (a swarm of biting flies, ``"foe":
"none"``, is its own small thing, not the beast). Once a kind holds ``CAP`` scenes, the other
scenes draw other obstacles (scenes.py ``_obstacle``'s ``skip``).
"""

from __future__ import annotations

CAP = 2
KINDS = ("Monster/Enemy", "Wildlife/Animals")
# a monster is one of a kind: its named one's own scene only (round 26: "two manticores on one
# trip"); a beast's herd may be met at a second scene (trip/beast_cap.py)
CAPS = {"Monster/Enemy": 1, "Wildlife/Animals": CAP}


def creatures_held(cast: list[dict], places: set[str]) -> dict[str, set[str]]:
    """{kind: the scene places it holds so far}: each creature NPC's own place."""
    from ..content.people import CREATURE_ROLES

    held: dict[str, set[str]] = {k: set() for k in KINDS}
    for c in cast:
        kind = CREATURE_ROLES.get(c.get("role"))
        if c.get("creature") and kind in held and c.get("where") in places:
            held[kind].add(c["where"])
    return held


def full_kinds(held: dict[str, set[str]], place: str) -> frozenset:
    """The creature kinds that may not hold ``place`` too: they hold their ``CAPS`` other scenes."""
    return frozenset(k for k, at in held.items() if len(at - {place}) >= CAPS[k])


def swarm_cap(trip) -> int:
    """How many swarms the trip's scenes may draw (trip/beast_cap.py)."""
    from .beast_cap import swarm_cap as cap

    return cap(trip)


def hold(held: dict[str, set[str]], ob: dict, place: str) -> None:
    """Count ``place`` for the obstacle's creature kind (a swarm, ``foes: None``, is not it)."""
    if ob.get("opposition") in held and ob.get("foes", True) is not None:
        held[ob["opposition"]].add(place)
