"""Stat blocks for whoever a scene asks the crew to fight or slip past (a cold GM met guards
with no stat block): each scene obstacle or hidden surprise of an opposition met as people
or creatures (Dangerous People, Rival DayTrippers, Monster/Enemy, Wildlife/Animals) gets
``foes``: the trip's own NPC when the page has one of that kind (the creature, or the boss
who leads the people), and for people a mook's block (the rules' NPC, CP-exact, fitting
the world) for each of the rank and file; an armed one also carries the plain weapon it is
issued (trip/armed.py: 1 CP beside its tier's 10, as the rules' goons carry the guns their
Firearms +1 fires). An obstacle that is its own small thing (a swarm
of biting insects, ``"foe": "none"`` in corpora/trip/play_obstacles.json) has nothing to
fight: null, never the trip's one creature.

    foes: {npc, tier, stats, skills, items, harm, line}   (stats and harm null: see the npc)

Paths: ``<trip>/play/foes/<scene number>/<obstacle|surprise>``.
"""

from __future__ import annotations

from ..rng import Stream
from . import base, parts
from .armed import arm
from .cast import adapt, fit_kit, roll_fitting
from .creature_block import roll_creature
from .creature_kind import creature_size, creature_weapon, elsewhere_line, one_line, one_person

PEOPLE = {"Dangerous People": "The boss of the local toughs", "Rival DayTrippers": "The rival crew's captain"}
CREATURES = ("Monster/Enemy", "Wildlife/Animals")
FOE_TYPES = tuple(PEOPLE) + CREATURES


def _line(b: dict, creature: bool = False) -> str:
    stats = ", ".join(f"{k} {v}" for k, v in b["stats"].items())
    skills = "; ".join(f"{k['name']} +{k['level']} ({k['stat']})" for k in b["skills"]) or "none"
    items = "; ".join(i["name"] + (f" +{i['level']}" if i["level"] else "") for i in b["items"]) or "none"
    kit = "Natural weapons" if creature else "Items"  # a creature carries nothing
    return f"{stats}. Skills: {skills}. {kit}: {items}. Harm: {b['harm']}."


def _face(trip, kind: str) -> dict | None:
    """The trip's own NPC of ``kind``: its creature, or the boss who leads its people."""
    if kind in CREATURES:
        from ..content.people import CREATURE_ROLES

        return next((n for n in parts.npcs(trip) if n["creature"]
                     and CREATURE_ROLES.get(n["role"]) == kind), None)
    return parts.opposition_person(trip, kind)


def foes_for(trip, s: Stream, kind: str, place: str | None = None, one: bool = False,
             kind_stream: Stream | None = None, armed: bool = False) -> dict | None:
    """The ``foes`` block for an obstacle of opposition ``kind`` at ``place`` (None: nobody to
    fight). The boss leads the rank and file only where the boss is (or when the boss has no
    place of their own): cold read 8 met one boss "Found at" the customs shed leading the
    toughs, a wedding party and a beggar at every other scene too. ``kind_stream``: the trip's
    own stream for a creature kind, so every scene's pack of that kind has one block. ``armed``:
    the obstacle's line says they are armed, so the block carries a weapon (trip/armed.py)."""
    if kind not in FOE_TYPES:
        return None
    face = _face(trip, kind)
    if face and kind not in CREATURES and place is not None and face.get("where") not in ("", None, place):
        face = None
    # a monster bound to its lair is never met elsewhere: what is met there is more of its kind,
    # on its block all the same (cold read 23: a gnome with four stat blocks on one trip)
    anchor = f"{face['name']} ({face['key'].replace('npc-', 'NPC ')})" if face else ""
    if kind in CREATURES:
        if face:  # the named creature is at its own place; elsewhere, more of its kind
            away = place is not None and face.get("where") not in ("", None, place)
            return {"npc": face["key"], "tier": face["tier"], "stats": None, "skills": [],
                    "items": [], "harm": None,
                    "line": elsewhere_line(face, one) if away else f"{anchor}: use its stat block."}
        b = roll_creature(kind_stream or s, kind, size=creature_size(trip, kind),  # one block a kind,
                          weapon=creature_weapon(trip, kind))  # its species' own weapon (not claws on a gnome)
        return {"npc": None, "tier": b["tier"], "stats": b["stats"], "skills": b["skills"],
                "items": b["items"], "harm": b["harm"], "line": f"A creature ({b['tier']}): {_line(b, True)}"}
    roll_npc = base._optional("rules.npc", "roll_npc")
    if roll_npc is None:
        return None
    obj, facts = roll_fitting(roll_npc, s, "mook", None, PEOPLE[kind], parts.facts(trip) or None)
    f = fit_kit(adapt(_npcs_from(obj), [i.skill for i in obj.items], facts), facts)
    b = {"stats": f["stats"], "skills": f["skills"], "items": f["items"], "harm": f["harm"]}
    if armed:
        b = arm(b, s, facts)
    lead = f" Led by {anchor}, on their own block." if face else ""
    return {"npc": face["key"] if face else None, "tier": "mook", **b,
            "line": one_line(_line(b), anchor) if one else f"Each of them (mook): {_line(b)}{lead}"}


def _npcs_from(obj) -> dict:
    from .npcs import _from_npc

    return _from_npc(obj)


def add_foes(trip, s: Stream, scenes: list[dict]) -> None:
    """Give each scene's obstacle and surprise its ``foes`` (see the module docstring)."""
    for sc in scenes:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part)
            armed = bool(ob and ob.pop("_armed", False))  # the line's fact, not its words
            if ob is not None and "foes" not in ob:  # a swarm has its "foes": None already
                ob["foes"] = foes_for(trip, s.child(sc["number"], part), ob["opposition"], sc["place"],
                                      one_person(ob["text"]),  # one person (a beggar): no group block
                                      s.child("kind", ob["opposition"]), armed)
