"""The consistency audit's round-28 rules on worlds with no air to speak of, and on worlds whose
only life is microbes (cold readers of algorithm-25 trips, seeds r27b-cold-a, r27b-cold-c and
cold-282fa0). Registered in generators/trip/consistency_r28.py; tests/test_r28_vacuum.py feeds
each rule a broken trip.

- ``vacuum-air-words``: on a world with no air (``air: vacuum``: "helmets stay on all day") no
  line leans on air: weather that hides a view, a fire, rust, a smell from outside the suit,
  sound that carries from one person to another ("mutter what they dream to anyone who stops to
  listen" beside "Through the helmet, only the crew's own breathing"), or little stones working
  into the boots of sealed suits.
- ``vacuum-meal``: nobody shares a meal or a drink with the crew where the crew cannot take a
  helmet or mask off to eat (air toxic or none), nor with locals who are machines (a cup of
  water, a round of drinks, a shared meal with robot locals).
- ``microbe-locals``: where life is no more than microbes (``life: simple``, the Microbial mats
  biosphere: "nothing with legs") or nothing at all, the locals are not furred or feathered
  beasts, in the Locals line or in a local's own look.
- ``microbe-animals``: and no line there has animals in it: herds, herders and their dogs,
  hunters by a fire, tools of hide and bone.
"""

from __future__ import annotations

import re

RULES = ("vacuum-air-words", "vacuum-meal", "microbe-locals", "microbe-animals")

AIR_WORDS = re.compile(
    r"\b(weather|a small fire|campfires?|bonfires?|fireside|tools, fire|flint, fire|sets? (?:a )?fire|"
    r"on fire|rusted|rusty|rusting|rusts|it smells|smells (?:faintly )?of|a smell like|"
    r"to anyone who stops to listen|loud enough to carry|between whistles|within earshot|"
    r"for anyone to hear|with a sound like|work into boots|swim|swims|swimming|wade|wading)\b", re.I)
# the crew eat or drink with the locals (no helmet or mask comes off in toxic air or none)
MEAL = re.compile(r"\b(share a meal|a shared meal|over a meal|drink with them|eat together|sit down to eat)\b", re.I)
# the locals themselves eat or drink (never machines)
LOCALS_DRINK = re.compile(r"\b(buy everyone a drink|a cup of (?:it|water)|every cup is counted)\b", re.I)
FURRED = re.compile(r"\b(furred|fur|feathered|feathers|bird-like|talons)\b", re.I)
ANIMALS = re.compile(r"(?<![\w-])((?<!bounty )[hH]unters?(?<!Hunter)(?<!Hunters)|[hH]erders?|[hH]erds? of|the animals|"
                     r"their animals|[dD]ogs|hide and bone|grazes|grazing|stranded fish|fishing people)\b")  # (not the name Hunter, nor a ruin-hunter)
# the crew's own kit and the barn at home are not the world's (a canteen at the barn, the suit's own smell)
HOME = ("ending/", "clue/motive", "clue/rival", "teaser")


def _world_lines(every) -> list[tuple[str, str]]:
    return [(w, t) for w, t in every if not w.startswith(HOME)]


def check_r28vacuum(trip: dict, world: dict, every, bad) -> None:
    air = world.get("air") or "breathable"
    life = world.get("life") or "rich"
    robots = world.get("natives") == "robot"
    lines = _world_lines(every)
    for where, t in lines:
        if air == "vacuum" and (m := AIR_WORDS.search(t)):
            bad("vacuum-air-words", f"{where}: {m.group(0)!r} on a world with no air")
        if (air in ("vacuum", "toxic") or robots) and (m := MEAL.search(t)):
            why = f"{air} air" if air in ("vacuum", "toxic") else "robot locals"
            bad("vacuum-meal", f"{where}: {m.group(0)!r} with {why}")
        elif robots and (m := LOCALS_DRINK.search(t)):
            bad("vacuum-meal", f"{where}: {m.group(0)!r} with robot locals")
        if life in ("simple", "none") and (m := ANIMALS.search(t)):
            bad("microbe-animals", f"{where}: {m.group(0)!r} where life is {life}")
    if life not in ("simple", "none") or world.get("natives") != "alien":
        return
    for where, t in lines:
        if (where == "node/Locals" or where.startswith("npc/")) and (m := FURRED.search(t)):
            bad("microbe-locals", f"{where}: {m.group(0)!r} on a world whose life is {life}")
