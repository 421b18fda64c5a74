"""The consistency audit's round-25 senses rules (issue 10, coherent trips: cold readers of
algorithm-22 trips found sound, singing and a choir on airless worlds, a shout carried far in
thin air, and place names that put sleeping things where nothing lives). generators/trip/
consistency_r25.py runs them; tests/test_r25_senses.py feeds each a contradicting trip.

- ``airless-sound-heard``: on a world with no air (fact ``air`` vacuum) nothing is heard
  through the open air: no humming ridge, no choir, no rustling, no radio playing in the open,
  nobody overheard comparing notes. A sound may come through the ground or the boots, over a
  suit radio or helmet, or inside a pressurised place, and a line may say that all is silent;
  a sentence that says so is not read. What the world's people say (an NPC's manner) is said
  over the suit radio there, so only the world's places, events, clues and scenes are read.
- ``thin-air-sound-carries``: in thin air (or none) no sound carries far: no drums from hill
  to hill, no shout heard for miles (planet_atmosphere.json: only Dense air carries a shout).
- ``lifeless-thing-sleeps``: "where the X sleep" (nest, drink, graze, roost) names only
  creatures the world has, or people where people live: never meteors, engines or winds
  asleep (cold read: "the crashed moonlet where the meteors sleep"), never moths on a world
  without beasts or without air to fly in ("the moss quarry where the moths sleep" on a
  sterile world).
"""

from __future__ import annotations

import re

RULES = ("airless-sound-heard", "thin-air-sound-carries", "lifeless-thing-sleeps")

# a sound that reaches the crew through the open air: a humming place or thing (not a person
# humming to themselves, not a thing hummed at the touch), a choir, rustling, music or a
# broadcast playing, someone overheard, a roar or a clatter, a lander loud overhead
HEARD = re.compile(
    r"(?<!who )\b(hum|hums|humming|choirs?|rustl\w*|comparing notes|overheard|drowns? out|"
    r"clatter\w*|roar\w*|buzz(?:es|ing)?|thunder\w*|booms?|booming|creak\w*|chirp\w*|howl\w*|"
    r"jingl\w*|radio plays|broadcast is loud\w*|plays the old songs?|loud enough to be heard|"
    r"(?:can|could) be heard|heard (?:across|from|over)|stop (?:their )?ears|music|melod\w*|applau\w*|"
    r"cheering|singing|sings?|at great volume|whistl\w*|shout\w*|yell\w*|"
    r"scream\w*|rings? out)\b", re.I)
# a sentence that says how the sound comes (a suit radio, the ground, the lander), or that
# nothing is heard, or that a thing hums at a touch (felt through the glove)
MEDIUM = re.compile(r"\b(helmets?|suits?'?s?|visors?|comms|intercom|headsets?|boots?|gloves?|"
                    r"touch\w*|kneel\w*|underfoot|through the (?:ground|rock|floor|walls?|hull)|felt|"
                    r"pressuri[sz]ed|airlock|the lander's|no air|nothing to hear|without a sound|never heard|not a sound|silent|"
                    r"silence)\b", re.I)
# a sound that carries a long way
FAR = re.compile(r"\b(carr(?:y|ies|ying) (?:for miles|a long way|far|from hill to hill)|from hill to hill|"
                 r"heard (?:for miles|from miles|miles away|from far)|for miles around)\b", re.I)
# "where the X sleep": who or what X is
RESTS = re.compile(r"\bwhere the (\w+?) (sleep|sleeps|nest|nests|drink|drinks|graze|grazes|roost|roosts|dream)\b",
                   re.I)
PEOPLE = ("prophets", "pilgrims", "locals", "monks", "hermits", "herders", "miners", "dead", "saints")
FLIERS = ("moths", "birds", "bats", "bees", "flies")  # need air to fly in
# things that do not live, so never sleep, drink or nest (corpora/grammars/places.json's old
# planet_thing: "the crashed moonlet where the meteors sleep")
LIFELESS = ("meteors", "winds", "engines", "drones", "stones", "rocks", "machines", "stars", "ships",
            "clocks", "comets", "storms", "rivers", "clouds")
# lines about the world's people (an NPC's look, manner, want and secret: what they say is said
# over the suit radio on an airless world), the barn's news at home and the rival crews
SAYERS = ("npc/", "ending/", "rival")


def _texts(trip: dict, every) -> list[tuple[str, str]]:
    """Every text the audit reads and the scenes' threads (faction and slip lines), less a
    person's own tweak (said of them, heard over the radio) and with the rival crews' names
    (visitors' names: "Thunderous Jackalope Collective") read as "someone"."""
    people = {f"tweak/{t['target']}" for t in trip.get("tweaks") or [] if t.get("kind") == "character"}
    out = [(w, t) for w, t in every if w not in people]
    for sc in trip.get("scenes") or []:
        out += [(f"scene/{sc['number']}/thread", th.get("text") or "") for th in sc.get("threads") or []]
    names = sorted((re.sub(r"^[Tt]he ", "", r.get("name") or "") for r in trip.get("rivals") or []),
                   key=len, reverse=True)  # "The Last of the ..." is "the Last of the ..." mid-line
    for nm in [n for n in names if n]:
        out = [(w, t.replace(nm, "someone")) for w, t in out]
    return out


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?;:])\s+", text) if s]


def _heard(where: str, text: str) -> str | None:
    """The first sound of ``text`` heard through open air, or None."""
    if where.startswith(SAYERS):
        return None
    for s in _sentences(text):
        m = HEARD.search(s)
        if m and not MEDIUM.search(s):
            return m.group(0)
    return None


def _rests(world: dict, beast: str | None, name: str) -> str | None:
    """Why "where the NAME sleep" does not fit the world, or None when it does."""
    low = name.lower()
    living = world.get("life") in ("rich", "strange")
    if low in PEOPLE:
        return None if world.get("inhabitants") not in (None, "nobody") else "nobody lives here"
    if low in LIFELESS:
        return "a lifeless thing does not sleep, drink or nest"
    if beast and low.rstrip("s") == beast.lower().rstrip("s"):
        return None
    if not living:  # a creature: the world has beasts only where its life is rich or strange
        return f"no beasts live here (life {world.get('life')})"
    if low in FLIERS and world.get("air") == "vacuum":
        return "nothing flies where there is no air"
    return None


def check_r25senses(trip: dict, world: dict, every, bad) -> None:
    air = world.get("air") or "breathable"
    texts = _texts(trip, every)
    for where, t in texts:
        if air == "vacuum" and (hit := _heard(where, t)):
            bad("airless-sound-heard", f"{where}: {hit!r} heard through open air where there is none: "
                                       f"{t[:90]!r}")
        if air in ("thin", "vacuum") and (m := FAR.search(t)):
            bad("thin-air-sound-carries", f"{where}: {m.group(0)!r} in {air} air")
        for m in RESTS.finditer(t):
            why = _rests(world, world.get("beast"), m.group(1))
            if why:
                bad("lifeless-thing-sleeps", f"{where}: {m.group(0)!r}: {why}")
