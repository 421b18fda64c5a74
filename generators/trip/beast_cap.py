"""How many creature threats one trip has, and which creature is met once (cold readers of
algorithm-23 trips, round 26: "a cast beast, plus a creature at the lander, plus a climax
creature, plus a tick den, on one trip"; "two manticores on one trip").

The facts, said once:
- A trip has at most ``MAX_THREATS`` creature threats, each distinct: its creature NPCs (the
  face of Monster/Enemy or Wildlife/Animals) and the swarms of small things its scenes draw
  (leeches, midges, a wasps' nest: trip/play_obstacles ``"foe": "none"``). A trip with a named
  creature draws one swarm at most; one without, two (scenes.MAX_SWARMS). ``swarm_cap``.
- A monster is one of a kind: the trip's named monster is met at its own place and referred
  back to everywhere else ("the manticore"), never drawn again as "a manticore" at the lander,
  at another scene or on the clock. A trip whose opposition is Monster/Enemy keeps its monster
  to its lair (the world's ``monster_range``, content/__init__.py), so its kind holds one scene
  (creature_scenes.CAPS), the clock refers back to it in its lair
  (creature_kind.clock_creature_slots), and the strong start draws no line that meets "a
  manticore" at the lander (``monster_again``).
"""

from __future__ import annotations

from . import parts

MAX_THREATS = 2
MONSTER_SLOTS = ("{monster_a}", "{monster_A}")


def creature_count(trip) -> int:
    """How many creature NPCs the trip's cast has (each one threat)."""
    return sum(1 for n in parts.npcs(trip) if n["creature"])


def swarm_cap(trip) -> int:
    """How many swarm obstacles the trip may still draw: MAX_THREATS less its named creatures."""
    return max(0, MAX_THREATS - creature_count(trip))


def monster_named(trip) -> bool:
    """Whether the trip's cast has its named monster (the face of Monster/Enemy)."""
    from ..content.people import CREATURE_ROLES

    return any(n["creature"] and CREATURE_ROLES.get(n["role"]) == "Monster/Enemy" for n in parts.npcs(trip))


def monster_again(line: str, trip, place: str) -> bool:
    """Whether a strong-start line would meet "a <monster>" at the lander while the trip has its
    one named monster (the same creature drawn twice, as if new): it is met at its own scene."""
    return any(s in line for s in MONSTER_SLOTS) and monster_named(trip)


def lander_ground(name: str) -> dict:
    """The slip-in place's ``place_kind`` (a bazaar is a settlement, a dune field sand), which the
    strong start's creature lines need: no horse-sized wild beast at a lander set down in a town or
    at a building (round 26: a mustang at a downtown air base in 2017)."""
    from ..content.place_kinds import place_kind

    return {"place_kind": place_kind(name)}
