"""The consistency audit's round-30 climax rules (cold reads 44-46, readers of algorithm-26 trips:
the climax contradicting itself or its place in 6 of 15 trips). Registered in
generators/trip/consistency_r30.py; tests/test_r30_climax.py feeds each rule a broken trip.

- ``creature-senses``: a creature finds its prey one way. Its Look's eyes ("no eyes at all, and
  ears that turn like dishes"; "small eyes and a very good nose"), its manner, its secret way
  past, the obstacle it is and the needed way past it at its scenes name one sense between them
  (sight, smell or hearing). Cold read: a lamassu "with no eyes at all" whose needed way past is
  "it hunts by movement, not by smell, so a crew who stand stock still". Fix: the world facts
  ``monster_sense`` and ``beast_sense`` (facts_r30.py), which those lines declare.
- ``creature-behaviours``: a creature does one thing. Its secret way past and the needed way past
  it are one way (not "it tires fast, and gives up a chase" in its entry and "stand stock still"
  in Secrets and clues), and one that keeps to its lair (its manner or want says so) is not the
  obstacle that follows the crew about. Cold read: the lamassu "waits at the mouth of its lair"
  and "follows the crew wearing the face of the last person they spoke to". Fix: its secret is
  drawn by its sense, and the face-wearing monster waits at its place (grammars/obstacles.json).
- ``creature-habitat``: a creature fits where it lives: none wants "to reach water" on a world of
  lakes or seas, and none too big for a room keeps its ground in a loud town place (a bazaar, a
  market). Cold read: a dune-burrower that "wants to reach water today" with "a lake in every
  valley"; a grizzly bear living in a busy bazaar. Fix: people.json ``water: none|scarce``,
  content/__init__.py ``_homes``.
- ``summit-on-chao``: no summit, peak or "whole of the country" in the Multiversal Chao (no land
  under it). Fix: lists/maguffins.json's summit views need ``node != chao``.
- ``reach-where-standing``: the climax's last barrier, met once its obstacle is passed, never asks
  the crew to reach, or find the way in to, the place they already stand in ("Herbine keeps the
  only way in to the highest peak" at the peak). Fix: play_lines.json's release:record lines.
- ``only-way-vs-way-round``: an obstacle that holds "the only way" in, up or across has no way
  round, printed or needed, by "a longer way round". Fix: trip/clue_forms.py ``_barrier`` and the
  wasps' nest of play_obstacles.json.
- ``roof-on-open-place``: a place open to the sky has no roof of tiles, attic or ceiling in its
  obstacle. Fix: trip/obstacle_fit.py ``roof``.
- ``thieves-without-theft``: nobody calls the crew "the thieves" where nothing was stolen. Fix:
  the rival's slander of play_obstacles.json.
"""

from __future__ import annotations

import re

from ..content.place_kinds import place_kind
from .climax_place import OPEN_TOP, only_way, reach_here, round_about

RULES = ("creature-senses", "creature-behaviours", "creature-habitat", "summit-on-chao",
         "reach-where-standing", "only-way-vs-way-round", "roof-on-open-place", "thieves-without-theft")

# how a line says the creature finds its prey ("not by smell" says nothing of smell)
NOT = re.compile(r"\bnot by (sight|smell|ear|sound|movement)\b", re.I)
SENSES = {
    "sight": re.compile(r"\b(hunts by (movement|sight)|by sight\b|cannot see anything|stands? (perfectly|stock) still|"
                        r"stand stock still|bright light (dazzles|blinds)|light blinds it|dazzles it|waving arms|"
                        r"eyes that shine|too many eyes|steady stare|watching everything|wearing the face)", re.I),
    "smell": re.compile(r"\b(hunts by smell|by smell\b|goes by its nose|by its nose|downwind|very good nose|"
                        r"testing the wind|working snout|know their own by smell)", re.I),
    "hearing": re.compile(r"\b(hunts by (ear|sound)|by ear\b|goes by its ears|without a sound|never heard|"
                          r"no eyes at all|blind eyes|ears that (turn|never stop)|head always cocked|"
                          r"spook only at sharp sounds)", re.I),
}
NO_EYES = re.compile(r"\b(no eyes|blind eyes|eyeless)\b", re.I)
# a way past that is a behaviour, not a sense
BEHAVIOUR = {"chase": re.compile(r"\b(tires fast|gives up a chase)\b", re.I),
             "wound": re.compile(r"\bafter its first harm\b", re.I)}
LAIR = re.compile(r"\b(its lair|mouth of its lair)\b", re.I)
FOLLOWS = re.compile(r"\b(follows|trails|shadows|stalks) the crew\b|\bhunts by night between\b", re.I)
WATER = re.compile(r"\breach water\b", re.I)
SUMMIT = re.compile(r"\b(summit|highest peak|mountain ?top|the whole of the country)\b", re.I)
ROOF = re.compile(r"\b(roof of|sloping roof|tiled roof|attic|ceiling|rafters)\b", re.I)
THIEVES = re.compile(r"\bthe crew are the thieves\b", re.I)
THEFT = re.compile(r"\b(stole|stolen|theft|thieved|robbed|took it|was taken)\b", re.I)


def senses_of(text: str) -> set[str]:
    t = NOT.sub("", text or "")
    return {k for k, p in SENSES.items() if p.search(t)}


def _way_kind(text: str) -> str | None:
    s = senses_of(text)
    if len(s) == 1:
        return s.pop()
    return next((k for k, p in BEHAVIOUR.items() if p.search(text or "")), None)


def _creatures(trip: dict) -> list[dict]:
    return [n for n in trip.get("npcs") or [] if n.get("source") == "creature"]


def _kind(n: dict) -> str:
    return "Monster/Enemy" if "Monster" in (n.get("class") or n.get("kind") or "") else "Wildlife/Animals"


def _its_scenes(trip: dict, n: dict):
    """The scenes whose obstacle is the creature or more of its kind (on its block)."""
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        if ((ob.get("foes") or {}).get("npc")) == n.get("key"):
            yield sc, ob


def _senses(trip: dict, bad) -> None:
    for n in _creatures(trip):
        lines = [("look", n.get("look") or ""), ("manner", n.get("manner") or ""), ("secret", n.get("secret") or "")]
        for sc, ob in _its_scenes(trip, n):
            lines += [(f"scene {sc.get('number')} obstacle", ob.get("text") or ""),
                      (f"scene {sc.get('number')} needed way", sc.get("with_clue") or "")]
        said = {}
        for where, t in lines:
            for k in senses_of(t):
                said.setdefault(k, where)
        if NO_EYES.search(n.get("look") or "") and "sight" in said and said["sight"] != "look":
            bad("creature-senses", f"{n['name']}: no eyes in its look, and its {said['sight']} hunts by sight")
        elif len(said) > 1:
            bad("creature-senses", f"{n['name']}: " + ", ".join(f"{w} by {k}" for k, w in sorted(said.items())))


def _behaviours(trip: dict, bad) -> None:
    for n in _creatures(trip):
        mine = _way_kind((n.get("secret") or "").removeprefix("How to get past it:"))
        lair = LAIR.search(f"{n.get('manner') or ''} {n.get('want') or ''}")
        for sc, ob in _its_scenes(trip, n):
            need = _way_kind(sc.get("with_clue") or "")
            if mine and need and mine != need:
                bad("creature-behaviours", f"{n['name']}: its secret way past is {mine!r}, the needed way past "
                                           f"it at scene {sc.get('number')} {need!r}")
            if lair and sc.get("place") == n.get("where") and (m := FOLLOWS.search(ob.get("text") or "")):
                bad("creature-behaviours", f"{n['name']}: keeps to {lair.group(0)!r}, and at scene "
                                           f"{sc.get('number')} {m.group(0)!r}")


def _habitat(trip: dict, world: dict, bad) -> None:
    locs = {x.get("name"): x for x in trip.get("locations") or []}
    for n in _creatures(trip):
        if world.get("water") in ("lakes", "oceans") and WATER.search(n.get("want") or ""):
            bad("creature-habitat", f"{n['name']} wants {n['want'][:40]!r} on a world of {world['water']}")
        loc = locs.get(n.get("where")) or {}
        big = re.search(r"\b(horse|car|bus|house|twice a person's height|taller than a door)\b", n.get("look") or "")
        # (a herd's lead animal where people live is a drover's beast: a cow through a busy hop
        # yard is a town's everyday, slip-n-slide audit/724 of algorithm 29)
        herd = n.get("role") == "The herd's lead animal" and world.get("inhabitants") not in (None, "nobody")
        if big and not herd and loc.get("din") == "loud" and place_kind(loc.get("name") or "") == "settlement":
            bad("creature-habitat", f"{n['name']} ({big.group(0)}) lives at {loc['name']!r}, a loud town place")


def _node_type(trip: dict) -> str:
    node = trip.get("node")
    return (node.get("type") if isinstance(node, dict) else node) or ""


def _summit(trip: dict, bad) -> None:
    if "Chao" not in _node_type(trip):
        return
    mg = trip.get("maguffin") or {}
    climax = (trip.get("scenes") or [{}])[-1]
    for where, t in [("maguffin", mg.get("what") or ""), ("maguffin/where", mg.get("where") or ""),
                     ("maguffin/gist", mg.get("gist") or ""), ("climax/place", climax.get("place") or "")]:
        if isinstance(t, str) and (m := SUMMIT.search(t)):
            bad("summit-on-chao", f"{where}: {m.group(0)!r} in the Multiversal Chao")


def _reach(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes:
        return
    climax = scenes[-1]
    place = climax.get("place") or ""
    # the last barrier comes after the scene's obstacle: the crew stand in the place by then
    if m := reach_here(climax.get("release") or "", place):
        bad("reach-where-standing", f"climax's last barrier: {m!r}, at {place!r} itself")


def _only_way(trip: dict, bad) -> None:
    for sc in trip.get("scenes") or []:
        ob = sc.get("obstacle") or {}
        if not only_way(ob.get("text") or ""):
            continue
        for where, t in [("way round", ob.get("way") or ""), ("needed way", sc.get("with_clue") or "")]:
            if round_about(t):
                bad("only-way-vs-way-round", f"scene {sc.get('number')}: {ob['text'][:60]!r}, and its {where} "
                                             f"goes round: {t[:60]!r}")


def _roof(trip: dict, bad) -> None:
    locs = {x.get("name"): x for x in trip.get("locations") or []}
    for sc in trip.get("scenes") or []:
        loc = locs.get(sc.get("place")) or {}
        own = f"{loc.get('text') or ''} {loc.get('sensory') or ''} {loc.get('look') or ''}"
        if not (o := OPEN_TOP.search(own)):
            continue
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            if m := ROOF.search(f"{ob.get('text') or ''} {ob.get('way') or ''}"):
                bad("roof-on-open-place", f"scene {sc.get('number')} {part}: {m.group(0)!r} at a place {o.group(0)!r}")


def _thieves(every, bad) -> None:
    hits = [(w, m.group(0)) for w, t in every if (m := THIEVES.search(t or ""))]
    if hits and not any(THEFT.search(t or "") for _, t in every):
        for w, said in hits:
            bad("thieves-without-theft", f"{w}: {said!r}, and nothing is stolen on this trip")


def check_r30climax(trip: dict, world: dict, every, bad) -> None:
    _senses(trip, bad)
    _behaviours(trip, bad)
    _habitat(trip, world, bad)
    _summit(trip, bad)
    _reach(trip, bad)
    _only_way(trip, bad)
    _roof(trip, bad)
    _thieves(every, bad)
