"""Where the trip's creature is, and what every other creature line calls it (cold read 19:
the dog "Found at" one place, statted in every scene, and an unnamed "creature" circling the
lander on the clock; the yeti statted in all six scenes while "others of its kind" answer).

The fact, said once: the trip's named creature (its NPC, the face of Monster/Enemy or
Wildlife/Animals) is at its own place, its "Found at". Anything of its kind met anywhere else
(a scene's obstacle, a tick of the clock, the slip-in) is more of its kind, named by its
species ("an ox", "a yeti"), never "the creature" or "something": the scene's stat block
pointer says so ("not the ox itself ... more of its kind"). Where no NPC is the face, the
species is the world's fact (``monster``, ``beast``).

Slots (every play line may use them; a line that names one on a world without that creature
is an error, never a silent fallback):
  {monster_a} {monster_A} a monster of the trip's kind ("a yeti", "A yeti")
  {monster_the} {monster_The} the named monster itself ("the yeti")
  {beast_a} {beast_A} {beast_the} {beast_The} the same for the trip's beast
  {creature_*} on the clock: the monster when the clock's creature is the monster, else the beast
"""

from __future__ import annotations

import re

from ..data import load
from ..memo import by_identity
from ..text.english import a as a_an
from . import parts
from .base import _cap

KINDS = {"monster": "Monster/Enemy", "beast": "Wildlife/Animals"}


def creature_npc(trip, kind: str) -> dict | None:
    """The trip's own creature NPC of opposition ``kind`` (Monster/Enemy, Wildlife/Animals)."""
    from ..content.people import CREATURE_ROLES

    # the first such NPC, made into parts.npcs' record alone (issue 15: asked ~45 times a
    # trip, and the whole cast's records were made each time to find it)
    n = next((n for n in trip.npcs if n.source == "creature" and CREATURE_ROLES.get(n.role) == kind), None)
    return None if n is None else parts.npc_record(trip, n)


# what a line calls the creature when the world has no such fact at all (no content module)
FALLBACK = {"monster": "monster", "beast": "animal"}


def species(trip, kind: str) -> str | None:
    """The species of the trip's creature of ``kind``: its NPC's name without "The", else the
    world's fact (``monster`` or ``beast``); None when the world has none."""
    n = creature_npc(trip, kind)
    if n is not None:
        return n["name"].removeprefix("The ").removeprefix("the ")
    key = next(k for k, v in KINDS.items() if v == kind)
    world = trip.world or {}
    if key not in world:  # a world rolled without its content (the fallbacks, injected facts)
        return FALLBACK[key]
    return world.get(key) or None


def species_size(name: str | None) -> str | None:
    """A creature's size fact by its species or its NPC's name ("The gnome": child)."""
    from ..content.cast_facts import creature_fact

    return creature_fact(name.removeprefix("The ").removeprefix("the ")).get("size") if name else None


def creature_size(trip, kind: str) -> str | None:
    """The size fact of the trip's creature of ``kind`` (lists/animals, monsters: hand ... bus)."""
    return species_size(species(trip, kind))


def creature_weapon(trip, kind: str) -> str | None:
    """The natural weapon of the trip's creature of ``kind`` (lists/animals, monsters), if any."""
    from ..content.cast_facts import creature_fact

    sp = species(trip, kind)
    return creature_fact(sp).get("weapon") if sp else None


def airless(trip) -> bool:
    return (trip.world or {}).get("air") == "vacuum"


def creature_slots(trip) -> dict:
    """The {monster_*}, {beast_*} slots of the module docstring (only those the world has)."""
    out = {}
    for key, kind in KINDS.items():
        sp = species(trip, kind)
        if not sp:
            continue
        n = creature_npc(trip, kind)
        the = n["name"] if n else f"The {sp}"
        # on an airless world a beast named is one that lives without air (vacuum-beast-breathes)
        one = a_an(sp) + (" that gets by without air" if key == "beast" and airless(trip) else "")
        out.update({f"{key}_a": one, f"{key}_A": _cap(one),
                    f"{key}_the": the[:1].lower() + the[1:], f"{key}_The": _cap(the)})
    return out


def clock_creature_slots(trip, monster: bool) -> dict:
    """The {creature_*} slots of the clock's creature track: the monster when the clock's
    creature is the monster, else the beast (absent when the world has neither)."""
    slots = creature_slots(trip)
    key = "monster" if monster else "beast"
    out = {f"creature_{k.split('_', 1)[1]}": v for k, v in slots.items() if k.startswith(key + "_")}
    if monster and creature_npc(trip, KINDS["monster"]) is not None and "creature_the" in out:
        # the one named monster, referred back to, never "a manticore" as if new (trip/beast_cap.py)
        out.update(creature_a=out["creature_the"], creature_A=out["creature_The"])
    return out


def elsewhere_line(face: dict, one: bool = False) -> str:
    """The stat block pointer where a scene's creature is not the named one (it is at its own
    place): more of its kind, on its block; ``one`` (the obstacle is "a lone" one of them):
    one more of its kind, alone (cold read 46: "A lone dune-burrower" beside "more of its kind:
    each on that dune-burrower's stat block")."""
    sp = face["name"].removeprefix("The ")
    more = f"one more of its kind, alone: on that {sp}'s stat block" if one else \
        f"more of its kind: each on that {sp}'s stat block"
    return (f"Not {face['name'][:1].lower() + face['name'][1:]} itself ({face['key'].replace('npc-', 'NPC ')}, "
            f"found at {parts.inline(face['where'])}) but {more}.")


def one_line(block: str, anchor: str) -> str:
    """The stat block of an obstacle that is one person (a beggar, a self-appointed guide):
    theirs alone, never "each of them" (cold read 19: a beggar with a group's block)."""
    # "One of Gwynne (NPC 3)'s people" read as machine-made (cold read r37-a): the name owns
    # the people, the pointer follows
    if anchor and anchor.endswith(")") and " (" in anchor:
        name, key = anchor[:-1].rsplit(" (", 1)
        return f"This one person (mook): {block} One of {name}'s people ({key})."
    return f"This one person (mook): {block}" + (f" One of {anchor}'s people." if anchor else "")


_ONE: dict = {}  # id(play_obstacles' items) -> _one_lines(): once per loaded file


def _one_lines() -> tuple[re.Pattern, ...]:
    """The scene obstacles that are one person (``"foe": "one"`` in corpora/trip/play_obstacles.json)."""
    return by_identity(_ONE, load("trip/play_obstacles").items, lambda its: tuple(
        re.compile(re.escape(v).replace(re.escape("{place}"), ".+"), re.I)
        for v, _, f in its if f.get("foe") == "one"), 4)


# one person, however the line is worded (a grammar's obstacle too: "A bounty hunter from
# another trip entirely has the crew's faces on a poster")
ONE_WHO = re.compile(r"^(an? (beggar|bounty hunter|self-appointed guide|local boss|lone \w+|stranger)\b|"
                     r"a rival (?!crew\b|band\b|gang\b)|one of (the|their|its) \w+ (at|stops|is)\b|"
                     r"someone (at|has)\b)", re.I)


def one_person(text: str) -> bool:
    """Whether an obstacle's text is one person, who gets one block and no rank and file."""
    return bool(ONE_WHO.match(text)) or any(p.match(text) for p in _one_lines())


def order_note(c: dict, ob: dict) -> str:
    """What the creature met at its own scene is to the scene's obstacle, said (cold read 19: the
    dog as a Creature and a wasps' nest as the Obstacle of one scene, and no order): the same
    encounter when the obstacle is of its kind and fought, else the first of two."""
    from ..content.people import CREATURE_ROLES

    if ob.get("opposition") == CREATURE_ROLES.get(c["role"]) and "foes" not in ob:
        return (" It is the scene's obstacle, not a second one: the obstacle's roll, its way round, "
                "passing unseen or driving it off each gets the crew past.")
    return " The crew meet it first, then the scene's obstacle: they pass both, in that order."


def slots_here(trip, place: str) -> dict:
    """The {monster_A}, {beast_A}... slots at one scene place (as the page writes it): the named
    creature itself where it is found ("The yeti at the Borrowed Garden"), else one of its kind."""
    out = {}
    for key, kind in KINDS.items():
        n = creature_npc(trip, kind)
        if n is not None and n["where"] and parts.inline(n["where"]) == place and not (
                key == "beast" and airless(trip)):  # there: one of its kind that lives without air
            out.update({f"{key}_a": n["name"][:1].lower() + n["name"][1:], f"{key}_A": _cap(n["name"])})
    return out
