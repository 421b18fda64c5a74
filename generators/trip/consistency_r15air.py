"""The consistency audit's round-15 air, life, moon and ground rules (brief r15b air; cold read 22):
scene and people lines against the world's fact sheet (trip JSON ``world``).

- ``plain-clothes-in-bad-air``: a person who goes masked out of doors (the fact ``masked``,
  content/cast_facts.py: a visitor from Earth where the air is thin, toxic or none, a local human
  where it is toxic or none) whose look wears an everyday garment and no suit or mask (cold:
  Robbie "in a hi-vis vest over pyjamas" and Orion in "a smock stiff with dried clay" under
  corrosive air).
- ``mask-comes-off``: a line where masks come off, or where "nobody takes a mask off here"
  (which says they come off elsewhere), on a world whose air is not breathable.
- ``bare-face-in-bad-air``: a line where something gets into the crew's eyes and mouths, or
  whose way round is to wrap faces, where the crew are masked (cold: midges "get into eyes and
  mouths" beside "The masks' filters click with each breath").
- ``local-food-on-sterile-world``: a want for the local food on a world with no life at all
  (cold: "Sterile: no life at all" beside "To try the local food, all of it").
- ``the-moon-needs-one-moon``: "the moon" under a night sky that does not show exactly one moon (cold: "sing
  to the moon" under "three moons that race each other"), or moonlight where the night sky shows
  no moon (cold: a microwave that "runs on moonlight" under a town's floating streetlights).
- ``soft-ground-when-frozen``: ground that "gives a little, like a mattress" on a frozen or cold
  world (cold: "the ground stays frozen hard for most of the day").
"""

from __future__ import annotations

import re

from ..content.cast_facts import masked
from .consistency_npc import _garments

RULES = ("plain-clothes-in-bad-air", "mask-comes-off", "bare-face-in-bad-air",
         "local-food-on-sterile-world", "the-moon-needs-one-moon", "soft-ground-when-frozen")

MASK_OFF = re.compile(r"\b(takes? (?:a|their|the|his|her) masks? off|masks? (?:come|comes|came) off|"
                      r"(?:take|takes|took) off (?:a|their|the) masks?|without (?:a|their) masks?)\b", re.I)
BARE_FACE = re.compile(r"\b(into (?:the crew's )?eyes(?:,| and) mouths|wrap faces|cloths? over faces)\b", re.I)
LOCAL_FOOD = re.compile(r"\blocal (food|dishes|cooking|fruit)\b", re.I)
THE_MOON = re.compile(r"\bthe moon\b", re.I)
MOONLIGHT = re.compile(r"\b(moonlight|moonlit|moonrise|moonbeams?)\b", re.I)
SOFT = re.compile(r"\b(gives a little, like a mattress|gives a little underfoot, like a sofa cushion|spongy underfoot|"
                  r"soft as a mattress)\b", re.I)  # (r37: the dream's mattress is a sofa cushion, pinned the same)


def _npc_lines(trip: dict) -> list[tuple[str, str]]:
    return [(f"npc/{n['name']}", " ".join(n.get(k) or "" for k in ("look", "manner", "want", "secret")))
            for n in trip.get("npcs") or [] if n.get("source") != "creature"]


def _clothes(trip: dict, world: dict, bad) -> None:
    if (world.get("air") or "breathable") == "breathable":
        return
    garments = _garments()
    for n in trip.get("npcs") or []:
        if n.get("source") == "creature" or n.get("folk") == "creature" or n.get("body", "human") != "human":
            continue
        node = dict(world, body=n.get("body", "human"))
        if masked(n.get("folk", "local"), node) != "yes":
            continue
        worn = next((g for g in garments if g in (n.get("look") or "")), None)
        if worn:
            bad("plain-clothes-in-bad-air", f"{n['name']} wears {worn!r} out of doors in {world['air']} air")


def check_r15air(trip: dict, world: dict, every, bad) -> None:
    lines = list(every) + _npc_lines(trip)
    _clothes(trip, world, bad)
    air = world.get("air") or "breathable"
    moons = world.get("moons") or "unknown"
    for where, t in lines:
        if air != "breathable" and (m := MASK_OFF.search(t)):
            bad("mask-comes-off", f"{where}: {m.group(0)!r} in {air} air")
        if air != "breathable" and (m := BARE_FACE.search(t)):
            bad("bare-face-in-bad-air", f"{where}: {m.group(0)!r} where the crew are masked ({air} air)")
        if world.get("life") == "none" and (m := LOCAL_FOOD.search(t)):
            bad("local-food-on-sterile-world", f"{where}: {m.group(0)!r} on a world with no life")
        if moons != "one" and (m := THE_MOON.search(t)):
            bad("the-moon-needs-one-moon", f"{where}: {m.group(0)!r} under a night sky with moons {moons}")
        if moons not in ("one", "several") and (m := MOONLIGHT.search(t)):
            bad("the-moon-needs-one-moon", f"{where}: {m.group(0)!r} under a night sky with no moon shown")
        if world.get("climate") in ("frozen", "cold") and (m := SOFT.search(t)):
            bad("soft-ground-when-frozen", f"{where}: {m.group(0)!r} on a {world['climate']} world")
