"""The consistency audit's rules about the trip's creatures (round 16, cold read 23 trips b and
d; generators/trip/consistency.py runs them, tests/test_r16_beasts.py feeds each a
contradicting trip).

- ``creature-one-block``: one creature kind on a trip has one stat block. A pack met at a
  scene is more of its kind on that block (the named creature's, or the one rolled for the
  kind), never a block of its own per scene (trip b: a gnome with four different blocks).
- ``creature-scene-cap``: a creature kind holds at most creature_scenes.CAP scenes (its NPC's
  own place and the scenes whose obstacle is of its kind, a swarm apart): "Players will say
  'another gnome?' by scene 2".
- ``creature-size-might``: a creature's MIGHT fits its species' size (cast.SIZE_MIGHT): a
  thunder-grazer "big as a house" has no MIGHT 1, a thing no bigger than a hand no MIGHT 4.
- ``creature-size-room``: a creature too big for a room (content BIG_SIZES: a horse and up) is
  not found at an indoor place (trip d: the thunder-grazer at home in "a crowded room").
"""

from __future__ import annotations

from ..content import BIG_SIZES
from ..content.cast_facts import creature_fact
from .cast import SIZE_MIGHT
from .creature_scenes import CAP, KINDS

RULES = ("creature-one-block", "creature-scene-cap", "creature-size-might", "creature-size-room")


def _creatures(trip: dict) -> list[dict]:
    return [n for n in trip.get("npcs") or [] if n.get("source") == "creature"]


def _kind(n: dict) -> str | None:
    return next((k for k in KINDS if k in (n.get("class") or "")), None)


def _foes(trip: dict):
    for sc in trip.get("scenes") or []:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            if ob.get("opposition") in KINDS and ob.get("foes"):
                yield sc, part, ob


def _size(name: str | None) -> str | None:
    return creature_fact(name.removeprefix("The ").removeprefix("the "))["size"] if name else None


def _blocks(trip: dict, bad) -> None:
    faces = {_kind(n): n for n in _creatures(trip)}
    seen: dict[str, tuple] = {}
    for sc, part, ob in _foes(trip):
        f, kind = ob["foes"], ob["opposition"]
        if not f.get("stats"):
            continue
        if kind in faces:
            bad("creature-one-block", f"scene/{sc['number']}/{part}: a {kind} block of its own, and "
                                      f"{faces[kind]['name']} has one")
            continue
        block = (tuple(sorted(f["stats"].items())), tuple(k["name"] + str(k["level"]) for k in f.get("skills") or []))
        if seen.setdefault(kind, block) != block:
            bad("creature-one-block", f"scene/{sc['number']}/{part}: a second {kind} stat block on one trip")


def _cap(trip: dict, bad) -> None:
    held = {k: set() for k in KINDS}
    places = {sc["place"] for sc in trip.get("scenes") or []}
    for n in _creatures(trip):
        if _kind(n) and n.get("where") in places:
            held[_kind(n)].add(n["where"])
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        if ob.get("opposition") in KINDS and ob.get("foes"):
            held[ob["opposition"]].add(sc["place"])
    for kind, at in held.items():
        if len(at) > CAP:
            bad("creature-scene-cap", f"{kind} holds {len(at)} scenes (at most {CAP}): {sorted(at)}")


def _might(where: str, size: str | None, stats: dict | None, bad) -> None:
    if not size or not stats or size not in SIZE_MIGHT:
        return
    least, most = SIZE_MIGHT[size]
    m = stats.get("MIGHT", 1)
    if m < min(least, 3) or m > most:  # a tier's top stat may stop short of the least
        bad("creature-size-might", f"{where}: MIGHT {m}, and it is {size}-sized ({least}-{most})")


def _sizes(trip: dict, world: dict, bad) -> None:
    setting = {loc["name"]: loc.get("setting") for loc in trip.get("locations") or []}
    for n in _creatures(trip):
        size = _size(n["name"])
        _might(f"npc/{n['name']}", size, n.get("stats"), bad)
        if size in BIG_SIZES and setting.get(n.get("where")) == "indoor":
            bad("creature-size-room", f"{n['name']} ({size}-sized) is found at {n['where']!r}, indoors")
    for sc, part, ob in _foes(trip):
        sp = world.get("monster" if ob["opposition"] == "Monster/Enemy" else "beast")
        if ob["foes"].get("stats") and sp:
            _might(f"scene/{sc['number']}/{part}", _size(sp), ob["foes"]["stats"], bad)


def check_r16beasts(trip: dict, world: dict, every, bad) -> None:
    _blocks(trip, bad)
    _cap(trip, bad)
    _sizes(trip, world, bad)
