"""The consistency audit's rules about the trip's creatures (round 16, cold read 23 trips b and
d; generators/trip/consistency.py runs them, tests/test_r16_beasts.py feeds each a
contradicting trip).

- ``creature-one-block``: one creature kind on a trip has one stat block. A pack met at a
  scene is more of its kind on that block (the named creature's, or the one rolled for the
  kind), never a block of its own per scene (trip b: a gnome with four different blocks).
- ``creature-scene-cap``: a creature kind holds at most creature_scenes.CAP scenes (its NPC's
  own place and the scenes whose obstacle is of its kind, a swarm apart): "Players will say
  'another gnome?' by scene 2".
- ``creature-size-might``: a creature's MIGHT fits its species' size (creature_block.SIZE_MIGHT): a
  thunder-grazer "big as a house" has no MIGHT 1, a thing no bigger than a hand no MIGHT 4.
- ``creature-size-room``: a creature too big for a room (content BIG_SIZES: a horse and up) is
  not found at an indoor place (trip d: the thunder-grazer at home in "a crowded room").
- ``creature-hours-clock``: a creature that sleeps through some hours ("Hunts at dusk and
  dawn, sleeps through the hottest hours") is "awake ... now" on a tick of the clock.
- ``creature-person-line``: a line only a person can carry, on a creature: a Characters tweak
  that has it talk ("both halves say so, loudly"), a look that dresses it ("in rags a century
  out of date"), a scene whose want asks "someone here" where only the creature is.
- ``creature-drive-off``: driving a creature off is opposed by a move that holds its ground
  (its fight, its legs, MIGHT, HEALTH), never its Stealth or Survival.
- ``creature-weapon-agrees``: a pack's block fights with its species' natural weapon (a
  gnome's grasping hands), not the profile's "claws and teeth".
"""

from __future__ import annotations

import re

from ..content import BIG_SIZES
from ..content.cast_facts import creature_fact
from .creature_block import SIZE_MIGHT
from .creature_scenes import CAP, KINDS

RULES = ("creature-one-block", "creature-scene-cap", "creature-size-might", "creature-size-room",
         "creature-hours-clock", "creature-person-line", "creature-drive-off", "creature-weapon-agrees")

SLEEPS = re.compile(r"\bsleeps (through|by|in|all) (the )?(hottest hours|day|heat|night|dark)\b|\bat dusk and dawn\b", re.I)
AWAKE = re.compile(r"\bis awake\b", re.I)
TALKS = re.compile(r"\b(says?|said|talks?|speaks?|loudly|letters?|jobs?|mayor|keyhole|knock|pilot|name)\b", re.I)
DRESSED = re.compile(r"\b(dressed|wearing|clothes|out of date|in rags)\b", re.I)
SOMEONE = re.compile(r"\bsomeone here\b", re.I)
STEALTHY = re.compile(r"\b(to drive it off:|fighting it is) [^.;]*\bopposed by its (Stealth|Survival)\b", re.I)  # (r33: the fight line)


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


def _hours(trip: dict, bad) -> None:
    for n in _creatures(trip):
        if not SLEEPS.search(n.get("manner") or ""):
            continue
        sp = n["name"].removeprefix("The ").lower()
        for tk in (trip.get("clock") or {}).get("ticks") or []:
            for e in tk["events"]:
                if sp in e["text"].lower() and AWAKE.search(e["text"]):
                    bad("creature-hours-clock", f"tick {tk['tick']}: {e['text'][:50]!r}, and {n['name']} "
                                                f"{n['manner'][:50].lower()!r}")


def _people_lines(trip: dict, bad) -> None:
    names = {n["name"] for n in _creatures(trip)}
    for tw in trip.get("tweaks") or []:
        who = (tw.get("target") or "").split(" (")[0]
        if tw.get("kind", "").lower().startswith("character") and who in names and TALKS.search(tw.get("detail") or ""):
            bad("creature-person-line", f"tweak on {who}: {tw['detail'][:60]!r}")
    for n in _creatures(trip):
        m = DRESSED.search(n.get("look") or "")
        if m:
            bad("creature-person-line", f"{n['name']}'s look: {m.group(0)!r}, and it is a creature")
    for sc in trip.get("scenes") or []:
        if SOMEONE.search(sc.get("want") or "") and not [h for h in sc.get("here") or [] if h not in names]:
            bad("creature-person-line", f"scene/{sc['number']}: want {sc['want'][:50]!r}, and nobody "
                                        f"but {sc.get('here') or 'nothing'} is here")


def _drive(trip: dict, bad) -> None:
    for sc in trip.get("scenes") or []:
        for line in sc.get("creatures") or []:
            m = STEALTHY.search(line)
            if m:
                bad("creature-drive-off", f"scene/{sc['number']}: driven off against its {m.group(2)}")


def _weapons(trip: dict, world: dict, bad) -> None:
    for sc, part, ob in _foes(trip):
        sp = world.get("monster" if ob["opposition"] == "Monster/Enemy" else "beast")
        arms = creature_fact(sp).get("weapon") if sp else None
        got = [i["name"] for i in ob["foes"].get("items") or []]
        if arms and got and arms.lower() not in (g.lower() for g in got):
            bad("creature-weapon-agrees", f"scene/{sc['number']}/{part}: {got[0]!r}, and a {sp} has {arms!r}")


def check_r16beasts(trip: dict, world: dict, every, bad) -> None:
    _blocks(trip, bad)
    _cap(trip, bad)
    _sizes(trip, world, bad)
    _hours(trip, bad)
    _people_lines(trip, bad)
    _drive(trip, bad)
    _weapons(trip, world, bad)
