"""The consistency audit's round-33 creature rules (cold reads of algorithm-29 trips: the monster
wrong in 2 of the 2 trips that had one). Registered in generators/trip/consistency_r33.py;
tests/test_r33_beasts.py feeds each rule a broken trip.

- ``myth-on-our-earth``: no monster of myth on our own Earth in a real year (a Time Travel,
  Recent or Future node: family deep, early, past, recent or future). Cold read: "The hippogriff
  lies across the way" on Home-Earth in 1073. Fix: lists/monsters.json's myths need
  ``node: planet|alternate|dream|chao``; our Earth draws from the real ones kept there for it.
- ``creature-not-a-person``: a person-shaped monster (a witch, a vampire) is never "a creature,
  not a person". Fix: trip/creature_note.py says what is true of every creature.
- ``one-eyed-eyes``: a one-eyed monster (lists/monsters.json "eyes": one, the cyclops) has no
  "eyes" in its Look. Cold read: a cyclops "with eyes that shine in the dark". Fix: people.json
  creature_eyes lines need the look's ``eyes`` fact.
- ``creature-lurks-in-the-open``: a monster whose Manner hunts from cover (stalks, darts in, keeps
  out of sight) is not the one lying in the open across the way in its obstacle or its clock
  ticks. Cold read: "lies across the way ... bored and looking for trouble" beside "Stalks from
  cover, strikes once and drags its prey away". Fix: the world fact ``monster_way`` (facts_r30.py).
- ``creature-sleeps-and-never-sleeps``: lines about one creature do not say it "does not sleep"
  and have the crew "wait for it to sleep". Fix: play_clock.json's lair ticks.
- ``lair-going-in``: a clock tick does not make the crew go into, or get in at, the creature's
  lair: the crew never need to enter it, only to get past it (cold read: "getting in now means
  clearing it first", "anyone who comes near the way in is rushed"). Fix: the lair ticks are
  about the way through the place where its lair is, the scene where it bars the way.
- ``drive-off-unwinnable``: a creature note's opposed roll that an ordinary crew's MIGHT (3d6,
  keep best) loses more often than not says so (cold read: "the crew's MIGHT, opposed by its
  Fighting/Weapon:Grasping hands (MIGHT)", 3d6+3, unsaid). Fix: trip/creature_note.py.
- ``creature-secret-unclued``: a creature's secret way past ("How to get past it: ...") is found
  somewhere else on the page (its scene's note: watching it from cover learns it). Cold read:
  "it hunts by smell, and loses anyone who keeps downwind of it" with no clue anywhere.
"""

from __future__ import annotations

import re

from ..data import load
from .creature_note import crew_wins, stands_roll, weakness

RULES = ("myth-on-our-earth", "creature-not-a-person", "one-eyed-eyes", "creature-lurks-in-the-open",
         "creature-sleeps-and-never-sleeps", "lair-going-in", "drive-off-unwinnable", "creature-secret-unclued")

OUR_EARTH = ("deep", "early", "past", "recent", "future")  # our own Earth in a real year
LURKS = re.compile(r"\b(stalks from cover|darts in from nowhere|keeps out of sight|steals whatever is left|"
                   r"calls in a voice)\b", re.I)
IN_OPEN = re.compile(r"\b(lies (across|out in) the way|lies at the mouth of its lair|has cut the easy way|"
                     r"dragged itself into the way|sleeps across the way|bored and looking for trouble)\b", re.I)
NEVER_SLEEPS = re.compile(r"\b(does not sleep|never sleeps)\b", re.I)
WAIT_SLEEP = re.compile(r"\bwait(s|ing)? (for it|until it)( is)? to (sleep|doze|be asleep)\b", re.I)
GOING_IN = re.compile(r"\b(goes in|going in|go in|getting in|get in|gets in|the way in(to)?|comes? near the way in)\b",
                      re.I)
OPPOSED = re.compile(r"\b(to drive it off|fighting it)[^.;]*?\bthe crew's MIGHT, opposed by its (.+?) roll\b", re.I)
EYES = re.compile(r"\beyes\b", re.I)


def _creatures(trip: dict) -> list[dict]:
    return [n for n in trip.get("npcs") or [] if n.get("source") == "creature"]


def _monster(trip: dict) -> dict | None:
    return next((n for n in _creatures(trip) if "Monster" in (n.get("class") or "")), None)


def _myth(world: dict, bad) -> None:
    sp, family = world.get("monster"), world.get("family")
    if not sp or family not in OUR_EARTH:
        return
    f = load("lists/monsters").fields_of(sp) or {}
    nodes = re.search(r"\bnode: ([\w|]+)", f.get("needs") or "")
    if nodes and family not in nodes.group(1).split("|"):
        bad("myth-on-our-earth", f"the monster is a {sp}, on our own Earth ({family} node, "
                                 f"year {world.get('year')}): it never lived there")


def _person(trip: dict, world: dict, bad) -> None:
    n = _monster(trip)
    if not n:
        return
    f = load("lists/monsters").fields_of(world.get("monster") or "") or {}
    if f.get("shape") != "person":
        return
    for sc in trip.get("scenes") or []:
        for note in sc.get("creatures") or []:
            if re.search(rf"{re.escape(n['name'])} is a creature, not a person", note):
                bad("creature-not-a-person", f"scene/{sc.get('number')}: {n['name']} is person-shaped, "
                                             f"yet 'a creature, not a person'")


def _eyes(trip: dict, bad) -> None:
    for n in _creatures(trip):
        sp = re.sub(r"^the ", "", n.get("name") or "", flags=re.I).lower()
        f = load("lists/monsters").fields_of(sp) or {}
        if f.get("eyes") == "one" and EYES.search(n.get("look") or ""):
            bad("one-eyed-eyes", f"{n['name']} has one eye, yet its look says: {n['look']!r}")


def _about(trip: dict, n: dict) -> list[tuple[str, str]]:
    """(where, text) of the lines about creature ``n``: its scenes' obstacles and notes, its ticks."""
    name = n.get("name") or ""
    out = []
    for sc in trip.get("scenes") or []:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            for k in ("text", "way"):
                if name and name.lower() in str(ob.get(k) or "").lower():
                    out.append((f"scene/{sc.get('number')}/{part}", str(ob[k])))
        out += [(f"scene/{sc.get('number')}/creatures", x) for x in sc.get("creatures") or []
                if name.lower() in x.lower()]
    for t in ((trip.get("clock") or {}).get("ticks") or []):
        out += [(f"clock/{t.get('tick')}", e["text"]) for e in t.get("events") or []
                if isinstance(e.get("text"), str) and name.lower() in e["text"].lower()]
    return out


def _behaviour(trip: dict, bad) -> None:
    for n in _creatures(trip):
        lines = _about(trip, n)
        if LURKS.search(n.get("manner") or ""):
            hit = next(((w, x) for w, x in lines if IN_OPEN.search(x)), None)
            if hit:
                bad("creature-lurks-in-the-open", f"{n['name']} hunts from cover ({n['manner']!r}), "
                                                  f"yet {hit[0]}: {IN_OPEN.search(hit[1]).group(0)!r}")
        texts = [x for _, x in lines] + [n.get("manner") or ""]
        if any(NEVER_SLEEPS.search(x) for x in texts) and any(WAIT_SLEEP.search(x) for x in texts):
            bad("creature-sleeps-and-never-sleeps", f"{n['name']} 'does not sleep', and the crew must "
                                                    f"wait for it to sleep")
        for w, x in lines:
            if w.startswith("clock/") and re.search(r"\blair\b", x, re.I) and GOING_IN.search(x):
                bad("lair-going-in", f"{w}: the crew never need to enter {n['name']}'s lair, yet "
                                     f"{GOING_IN.search(x).group(0)!r}")


def _drive(trip: dict, bad) -> None:
    by_name = {n.get("name"): n for n in _creatures(trip)}
    for sc in trip.get("scenes") or []:
        for note in sc.get("creatures") or []:
            n = next((v for k, v in by_name.items() if k and note.startswith(k)), None)
            m = OPPOSED.search(note)
            if not n or not m:
                continue
            dice, mod = stands_roll({"odds": n.get("odds"), "stats": n.get("stats"), "stands": m.group(2)})
            if crew_wins(dice, mod) < 0.5 and not re.search(r"\b(loses|cannot win|should not pick)\b", note):
                bad("drive-off-unwinnable", f"scene/{sc.get('number')}: the crew's MIGHT against "
                                            f"{n['name']}'s {m.group(2)} wins {crew_wins(dice, mod):.0%}, "
                                            f"and the page does not say so")


def _secret(trip: dict, every, bad) -> None:
    for n in _creatures(trip):
        way = weakness(n)
        if not way:
            continue
        key = way[:40].lower()
        notes = [x for sc in trip.get("scenes") or [] for x in sc.get("creatures") or []]
        if not any(key in str(x).lower() for x in notes + [x for _, x in every] if x != n.get("secret")):
            bad("creature-secret-unclued", f"{n['name']}'s secret way past ({way!r}) has no clue anywhere")


def check_r33beasts(trip: dict, world: dict, every, bad) -> None:
    _myth(world, bad)
    _person(trip, world, bad)
    _eyes(trip, bad)
    _behaviour(trip, bad)
    _drive(trip, bad)
    _secret(trip, every, bad)
