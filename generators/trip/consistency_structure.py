"""Two of the structure rules of trip/consistency.py, run from its ``check`` (their names
stay in its STRUCTURE_RULES): the cast (``_cast``: the paying tourist travels with the crew,
a creature opposition shows a creature with a full block, nobody causes an obstacle and knows
the way round it, weapons and skills fit, the stranded NPC does not want themselves, no
factions where nobody lives) and facts that follow from other facts (``_facts``: the climate
from the sky and the air, wildlife from life, the strong start's sky from the time of
arrival, heard clues from people)."""

from __future__ import annotations

import re

from ..content.world import sky_fields
from ..data import load
from ..needs import fits
from .cast import UNARMED, home_facts, skill_fits
from .clue_kinds import carrier

HEARD = re.compile(r"\b(overheard|gossip|locals say|rumou?r)", re.I)


def _cast(trip, world, facts, bad) -> None:
    npcs = trip["npcs"]
    opp = trip["opposition"]
    if trip["mission_type"] == "Sightseeing/Tourism" and npcs:
        if not npcs[0].get("where", "").startswith("Travelling with the crew"):
            bad("tourist-travels-with-crew", f"the paying tourist {npcs[0]['name']} waits on the node")
    creatures = [n for n in npcs if n.get("source") == "creature"]
    for o in ("Monster/Enemy", "Wildlife/Animals"):
        shown = [n for n in npcs if n["class"] == f"Creature ({o})"]
        if o in opp and len(npcs) >= 3 and not shown:
            bad("creature-opposition", f"{o} opposition and no creature among the NPCs")
    for n in npcs:
        if re.search(r"monster hunter|herder who knows the beasts", n["role"]):
            bad("creature-opposition", f"{n['name']} is a person standing in for a creature")
    for n in creatures:
        if not n["stats"] or not n["skills"] or not n["secret"].startswith("How to get past it"):
            bad("creature-stat-block", f"{n['name']} has no full creature block")
    names = [n["name"] for n in npcs]
    strip = [d["text"] for d in trip["node"]["details"] if d["label"] == "Name"]
    strip += [loc["name"] for loc in trip["locations"]]
    for o in trip["obstacles"]:
        for x in strip:
            o = o.replace(x, "")
        body, _, counter = o.partition(". ")
        for nm in names:
            if nm in body and nm in counter:
                bad("obstacle-and-way-round", f"{nm} both causes an obstacle and knows the way round it")
    weapons = {v for v, _, f in load("lists/skills").items if f.get("weapon")}
    for n in npcs:
        if n.get("source") != "npc":
            continue
        home = home_facts(n["role"], facts)
        items = " ".join(i["name"] for i in n["items"]).lower()
        for sk in n["skills"]:
            if sk["name"].split(":", 1)[0] in weapons and sk["name"] not in UNARMED and not items:
                bad("weapon-without-weapon", f"{n['name']} has {sk['name']} and no items")
            if not skill_fits(sk["name"], home):
                bad("skill-fits-world", f"{n['name']} ({n['role']}) has {sk['name']}, which does not fit")
    if trip["mission_type"] == "Emergency/Rescue" and npcs:
        what = (trip["maguffin"].get("what") or "").split(", ", 1)[-1].lower()
        for k in ("want", "secret"):
            if what and what in npcs[0][k].lower():
                bad("stranded-wants-self", f"the stranded NPC's {k} is about themselves: {npcs[0][k]!r}")
    if world.get("inhabitants") == "nobody" and trip["factions"]:
        bad("empty-world-factions", "factions on a world where nobody lives")


def _facts(trip, world, facts, bad) -> None:
    """Facts that follow from other facts: the climate from the sky and the air, wildlife
    from life, the strong start's sky from the time of arrival, heard clues from people."""
    sun = sky_fields(world["sky_day"]).get("sun")
    climate = {v: f for v, _, f in load("lists/climates").items}.get(world.get("climate_text"))
    if sun and climate and not fits(climate.get("_needs"), dict(facts, sun=sun)):
        bad("climate-fits-sky", f"{world.get('climate_text')!r} under {world['sky_day']!r} "
                                f"(air {world['air']})")
    beasts = [n["name"] for n in trip["npcs"] if n["class"] == "Creature (Wildlife/Animals)"]
    if world.get("life") == "none" and (beasts or "Wildlife/Animals" in trip["opposition"]):
        bad("sterile-wildlife", f"a sterile world with wildlife: {', '.join(beasts) or 'the opposition'}")
    start = (trip.get("start") or {}).get("read_aloud", "")
    seen_sky = world["sky_night" if world.get("arrival") == "day" else "sky_day"]
    day_sky = world.get("sky_day") or ""
    if world.get("arrival") == "night" and day_sky and day_sky in start \
            and f"{day_sky} by day" not in start:
        bad("start-time-of-day", f"the crew arrive by night and the start reads the day sky: "
                                 f"{day_sky[:60]!r}")
    if world.get("arrival") and f"Overhead: {seen_sky}" in start:
        bad("start-time-of-day", f"the crew arrive by {world['arrival']} and the start reads "
                                 f"the other sky: {seen_sky[:60]!r}")
    cast = [n for n in trip["npcs"] if n.get("source") != "creature"]
    scenes = {sc["id"]: sc for sc in trip.get("scenes") or []}
    for c in trip.get("clues") or []:
        for x in c["clues"]:
            sc = scenes.get(x["scene"])
            if x["kind"] == "scene" and sc and HEARD.search(carrier(x["how"])) and not any(
                    n.get("where") == sc["place"] for n in cast):
                bad("clue-heard-from-nobody", f"clue/{c['id']}: {x['how'][:60]!r} at a scene "
                                              f"with nobody there")
