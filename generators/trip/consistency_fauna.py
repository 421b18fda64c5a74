"""The consistency audit's rules about creatures and wildlife (generators/trip/consistency.py
runs them). Cold reads found a trip's one beast at odds with its own species:

- ``swarm-creature-block``: an obstacle that is its own small thing (a swarm of biting
  insects, ``"foe": "none"`` in corpora/trip/play_obstacles.json, or any "swarm of") never
  points at the trip's one creature's stat block (cold read: "Swarms of biting lions", with
  the lion's horse-sized block).
- ``beast-role-species``: a Wildlife/Animals creature's role fits its species' social shape
  (content/cast_facts.py BEAST_ROLES: no "herd's lead animal" for a puma).
- ``beast-lines-species``: its look, manner and want fit its species: only a herd animal
  keeps a herd, only a grazer grazes, a grazer does not hunt, and only a striped or spotted
  animal is drawn striped or spotted, and none is "as tall as a person" (cold read: a
  "chimpanzee" striped in rust and black, grazing with its herd).
- ``beast-facts``: the world's beast facts are its species' (corpora/lists/animals.json).
- ``one-organism-animals``: a world whose life is one organism has no wildlife opposition,
  no animal creature and no native aliens (cold read: "One organism covers the world" with
  Wildlife/Animals opposition and bird-like locals).
- ``animal-head-face``: no person has an animal's head or eyes from a tweak while their look
  describes a human face (cold read: "the head of a puma" beside "a peeling sunburnt nose").
- ``exotic-beast-earth``: a creature maguffin (a local beast, an unnamed egg) is never met
  on present-day or future Earth (cold read: "a breeding pair of the local pack beasts" in
  Sacramento, 2017).
- ``wildlife-obstacle-social``: the trip's wildlife obstacles say the herd, pack or lone
  beast its species is ("a herd of lions" never).
- ``monster-lines-fit``: the monster's lines fit its size and shape and its own look: a fairy
  small enough to sit in a palm does not drag its prey away, a ghost does not eat, and an
  eyeless one is not dazzled or blind to what stands still; the world's monster facts are
  its list item's.
- ``beast-lives-here``: the trip's beast lives on its world (its item's needs: no zebra or
  lion in Folsom in 1929, no cow before the missions; cold read: a porpoise with a den on
  the road to a museum) and can stand in the way on land (no whale, snake or turtle).
- ``beast-body-fits``: the beast's lines fit its size and body plan (its coat): only a
  person-sized animal or bigger charges (cold read: a charging turtle-sized reptile), and only
  fur, skin, spines or plates have a muzzle or ears, only feathers a beak.
- ``megafauna-big-beast``: a Megafauna planet's beast is car- or bus-sized (its world fact
  ``fauna``: big; cold read: "herds of beasts the size of buses" and a dog-sized beast).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.cast_facts import BEAST_LISTS, BEAST_ROLES, beast_facts, creature_fact
from ..content.world import facts_of
from ..data import load
from ..needs import fits
from .consistency_creature import RULES as CREATURE_RULES, check_creature

RULES = ("swarm-creature-block", "beast-role-species", "beast-lines-species", "beast-facts",
         "one-organism-animals", "animal-head-face", "exotic-beast-earth",
         "wildlife-obstacle-social", "monster-lines-fit", "beast-lives-here", "beast-body-fits",
         "megafauna-big-beast") + CREATURE_RULES  # who a creature is and where: consistency_creature

SWARM = re.compile(r"\bswarms? of\b", re.I)
HERD = re.compile(r"\bherds?\b", re.I)
PACK = re.compile(r"\bpacks? of\b|\bits pack\b|\bthe pack\b", re.I)
GRAZE = re.compile(r"\bgraz\w*", re.I)
HUNT = re.compile(r"\b(hunts?|hunting|meat|prey)\b", re.I)
MARKS = {"striped": re.compile(r"\bstriped\b", re.I), "spotted": re.compile(r"\bspotted\b", re.I)}
ANIMAL_HEAD = re.compile(r"\b(head|eyes|face) of an? \w+", re.I)
FACE = re.compile(r"\b(nose|eyes?|hair|teeth|tooth|glasses|beard|moustache|face|freckles|lips|"
                  r"ears?|smile|grin|cheeks?|brows?|eyebrows?|spectacles)\b", re.I)
EARTH_NOW = ("recent", "future", "alternate")
EXOTIC_FORMS = ("beast", "egg")
BIG_MOVES = re.compile(r"\b(drags its prey|charges anything)\b", re.I)
EATS = re.compile(r"\b(to eat|distracted by food|carrion|after it feeds)\b", re.I)
SIGHT = re.compile(r"\b(cannot see|dazzles?)\b", re.I)
CHARGE = re.compile(r"(?<!in )\bcharg(e|es|ing)\b(?! (by|for|a toll|extra|plaza|station|point|post)\b)(?! (?-i:[A-Z]))", re.I)  # not a
# place's name ("the Sealed Charging Plaza", hang audit/346)
SMALL = ("hand", "cat", "dog")
MAMMAL_COATS = ("fur", "skin", "spines", "plates")
MUZZLE = re.compile(r"\b(muzzles?|snouts? of a|ears?)\b", re.I)
BEAK = re.compile(r"\bbeak\b", re.I)


@lru_cache(maxsize=None)
def _no_foe_lines() -> tuple[re.Pattern, ...]:
    """The scene obstacles that are their own small thing, as patterns of their text."""
    out = []
    for v, _, f in load("trip/play_obstacles").items:
        if f.get("foe") == "none":
            out.append(re.compile(re.escape(v).replace(re.escape("{place}"), ".+"), re.I))
    return tuple(out)


def no_foe(text: str) -> bool:
    """Whether an obstacle's text is a thing met by its roll and never fought (a swarm)."""
    return bool(SWARM.search(text)) or any(p.match(text) for p in _no_foe_lines())


def _beast(trip: dict) -> dict | None:
    return next((n for n in trip["npcs"] if n.get("source") == "creature"
                 and "Wildlife" in (n.get("class") or "")), None)


def check_fauna(trip: dict, world: dict, bad) -> None:
    npcs = {n["key"]: n for n in trip["npcs"] if n.get("key")}
    for sc in trip.get("scenes") or []:
        for part in ("obstacle", "surprise"):
            ob = sc.get(part) or {}
            foes = ob.get("foes") or {}
            if no_foe(ob.get("text", "")) and foes.get("npc") in npcs:
                bad("swarm-creature-block", f"scene/{sc['number']}/{part}: {ob['text'][:60]!r} "
                                            f"uses {npcs[foes['npc']]['name']}'s stat block")
    beast = world.get("beast")
    item = next((load(k).fields_of(beast) for k in BEAST_LISTS if load(k).fields_of(beast)), None) \
        if beast else None
    if item is not None and (item.get("foe") is False or not fits(item.get("_needs"), facts_of(world))):
        bad("beast-lives-here", f"a {beast} on {world.get('family')} ({world.get('year')}): "
                                f"it needs {item.get('needs')!r}, foe {item.get('foe')!r}")
    if beast:
        want = beast_facts(beast)
        for k, v in want.items():
            if world.get(k) != v:
                bad("beast-facts", f"world {k} {world.get(k)!r}, but a {beast} is {v!r}")
    n = _beast(trip)
    if n is not None:
        species = n["name"][4:] if n["name"].startswith("The ") else n["name"]
        f = creature_fact(species)
        social = f["social"] or "herd"
        if n["role"] != BEAST_ROLES[social]:
            bad("beast-role-species", f"{n['name']} ({social}) is {n['role']!r}")
        lines = f"{n['manner']} {n['want']}"
        if (HERD.search(lines) and social != "herd") or (GRAZE.search(lines) and f["diet"] != "plants") \
                or (HUNT.search(n["want"]) and f["diet"] == "plants"):
            bad("beast-lines-species", f"{n['name']} ({social}, eats {f['diet']}): {lines!r}")
        for mark, pat in MARKS.items():
            if pat.search(n["look"]) and f["marks"] != mark:
                bad("beast-lines-species", f"{n['name']} ({f['marks']}): {n['look']!r}")
        if re.search(r"\bas tall as a person\b", n["look"], re.I):  # on four legs
            bad("beast-lines-species", f"{n['name']} is an animal: {n['look']!r}")
    if world.get("life") == "one" and (
            "Wildlife/Animals" in trip["opposition"] or n is not None
            or world.get("natives") == "alien"):
        bad("one-organism-animals", f"one organism covers the world, but opposition "
                                    f"{trip['opposition']}, natives {world.get('natives')}")
    by_name = {p["name"]: p for p in trip["npcs"]}
    for t in trip["tweaks"]:
        if t.get("kind") != "character" or not ANIMAL_HEAD.search(t.get("detail", "")):
            continue
        who = by_name.get(t["target"].split(" (")[0])
        if who is not None and FACE.search(who.get("look", "")):
            bad("animal-head-face", f"{who['name']}: {t['detail']!r} and {who['look']!r}")
    m = trip["maguffin"]
    if m.get("form") in EXOTIC_FORMS and world.get("family") in EARTH_NOW:
        bad("exotic-beast-earth", f"{m['what']!r} on {world.get('family')} Earth")
    _monster(trip, world, bad)
    check_creature(trip, world, bad, no_foe)
    _body(trip, world, n, bad)
    social = world.get("beast_social")
    if social and "Wildlife/Animals" in trip["opposition"]:
        texts = list(trip["obstacles"]) + [
            (sc.get(p) or {}).get("text", "") for sc in trip.get("scenes") or []
            for p in ("obstacle", "surprise") if (sc.get(p) or {}).get("opposition") == "Wildlife/Animals"]
        for t in texts:
            if (re.search(r"\bherds? of\b", t, re.I) and social != "herd") or \
                    (re.search(r"\bpacks? of\b", t, re.I) and social != "pack"):
                bad("wildlife-obstacle-social", f"a {beast} ({social}): {t[:70]!r}")


def _body(trip: dict, world: dict, n: dict | None, bad) -> None:
    beast = world.get("beast")
    f = creature_fact(beast) if beast else None
    if f is None or not f["animal"]:
        return
    lines = [o for o in trip["obstacles"] if o.startswith("Wildlife/Animals")] + [
        (sc.get(p) or {}).get("text", "") for sc in trip.get("scenes") or []
        for p in ("obstacle", "surprise") if (sc.get(p) or {}).get("opposition") == "Wildlife/Animals"]
    if n is not None:
        lines.append(f"{n['manner']} {n['want']}")
        look = n.get("look") or ""
        if (MUZZLE.search(look) and f["coat"] not in MAMMAL_COATS) or \
                (BEAK.search(look) and f["coat"] != "feathers"):
            bad("beast-body-fits", f"{n['name']} ({f['coat']}): {look!r}")
    for t in lines:
        if f["size"] in SMALL and CHARGE.search(t):
            bad("beast-body-fits", f"a {beast} ({f['size']}-sized) charges: {t[:80]!r}")
    biosphere = next((d["text"] for d in trip["node"]["details"] if d["label"] == "Biosphere"), "")
    if (world.get("fauna") == "big" or biosphere.startswith("Megafauna")) and (
            world.get("fauna") != "big" or f["size"] not in ("car", "bus")):
        bad("megafauna-big-beast", f"{biosphere[:40]!r}, fauna {world.get('fauna')!r}: "
                                   f"a {beast} ({f['size']}-sized)")


def _monster(trip: dict, world: dict, bad) -> None:
    name = world.get("monster")
    if not name:
        return
    f = creature_fact(name)
    size = "small" if f["size"] in ("hand", "cat") else "big"
    if (world.get("monster_size"), world.get("monster_shape")) != (size, f["shape"]):
        bad("monster-lines-fit", f"world monster {name}: {world.get('monster_size')}, "
                                 f"{world.get('monster_shape')}; its item: {size}, {f['shape']}")
    n = next((p for p in trip["npcs"] if p.get("source") == "creature"
              and "Monster" in (p.get("class") or "")), None)
    lines = [o for o in trip["obstacles"] if o.startswith("Monster/Enemy")]
    if n is not None:
        lines.append(f"{n['manner']} {n['want']} {n['secret']}")
        if "no eyes" in n["look"] and SIGHT.search(n["secret"]):
            bad("monster-lines-fit", f"{n['name']} has no eyes: {n['secret']!r}")
    for t in lines:
        if (size == "small" and BIG_MOVES.search(t)) or (f["shape"] == "spirit" and EATS.search(t)):
            bad("monster-lines-fit", f"a {name} ({size}, {f['shape']}): {t[:80]!r}")
