"""The consistency audit's round-41 airless-world rules (registered by scripts/round_registry.py 41
in generators/trip/consistency_r41.py): a world with no air (and, second, a world where the crew
go masked or suited) whose text writes as if there were air and open-air life. Cold reads of
round 40 (notes/r40/cold_a_report.md, cold_b_report.md):

- cold40-a-dove-19 ("Atmosphere: Vacuum: no air at all"): "The search reaches the Far-Side Lava
  Tube: locals calling one name into every corner"; a tourist who "Wants: To try the local food,
  all of it"; a dragon whose "Manner: Calls in a voice that sounds like someone the crew know"; "A
  footfall here is felt through the boots, never heard. Underfoot, felt through the suit's boots:
  ground that squeaks faintly, like new shoes"; "Thorny scrub chokes the Lesser Bone Orchard, and
  every way through it tears at clothes and skin"; "a wax candle". The GM "would have to decide how
  human locals live in vacuum (suits? domes?)".
- cold40-b-iris-23 (a vacuum rubble pile): "a few prophets sleep here in the open"; "Climate: Cold:
  fingers go numb in an hour without gloves"; "How the Mela live without air (domes? suits?)".
- cold40-b-hazel-2 (corrosive air, "Through the masks, a sour hint of something"): the way round
  "Tie cloths over mouths and noses and go at a walk"; a maguffin person with "curls flattened by a
  hat just visible through the visor of a sealed helmet".

The rules:

- ``sound-in-vacuum``: where there is no air, nothing is heard out of doors but by radio or through
  the boots: no calling, shouting, voices, singing, squeaks or creaks (a line that says the sound
  comes over the comms, the radio or through the boots, or is felt, is fine).
- ``open-air-life-in-vacuum``: where there is no air, the crew eat and drink nothing of the node
  (they are sealed in from hatch to hatch), no flame burns (candles, fires, smoke), nothing tears
  at bare skin, no fingers go numb for want of gloves, and suited locals do not sleep in the open.
- ``locals-air-unsaid``: an inhabited airless world's Locals line says how they live without air:
  human locals in sealed halls and suited out of doors, alien or robot locals needing none (the
  people's fact ``masked``, content/cast_facts.py: a local human goes sealed where there is no
  air, a local of another body does not).
- ``cloth-over-masks``: where the crew go masked (air not breathable), no way round ties cloths
  over mouths and noses (round 15's bare-face-in-bad-air reads only "cloths over faces").
- ``hat-in-sealed-helmet``: a person who goes masked wears no hat: no "curls flattened by a hat"
  beside the visor of a sealed helmet.

Fix: the lines' needs (corpora/trip/play_threads.json, play_obstacles.json, play_clues.json,
grammars/people.json, places.json, planet.json, lists/climates.json), with airless siblings where
a pool would go empty.
"""

from __future__ import annotations

import re

from .consistency_r28vacuum import HOME

RULES: tuple[str, ...] = ("sound-in-vacuum", "open-air-life-in-vacuum", "locals-air-unsaid", "cloth-over-masks",
                          "hat-in-sealed-helmet")

# a sound carried by air: a voice, a call, a squeak
SOUND = re.compile(r"\b(calling (?:one|a|out|after|to)|calls? (?:out|after|to (?:the|each|one))|called out|"
                   r"shout(?:s|ing|ed)?|calls? in a voice|squeaks?|squeaking|creaks?|creaking|yells?|yelling|rings faintly|"
                   r"hums faintly|"
                   r"sing(?:s|ing)? (?:to|along|in)|hear(?:s|d)? (?:their own name|a voice|voices|someone)|"
                   r"whistles? (?:to|for|at)|ring(?:s|ing)? out|echo(?:es)? back)\b", re.I)
# ... unless it comes by radio or through the ground (or is said not to be heard)
CARRIED = re.compile(r"\b(radios?|comms|static|instruments|headsets?|channel|through the (?:boots|ground|rock|suits?|soles|gloves)|"
                     r"felt|never heard|in the helmet|helmet speaker|over the suits?)\b", re.I)
FOOD = re.compile(r"\b(local (?:food|dishes|cooking|fruit)|try the food|taste (?:the|every|each)|eat (?:what|the local))\b", re.I)
FLAME = re.compile(r"\b(candles?|candle stub|campfires?|bonfires?|over a (?:small )?fire|round a (?:small )?fire|"
                   r"by the fire|lit (?:a|the) fire|torches? burning|smoke rising|wood smoke|woodsmoke)\b", re.I)
SKIN = re.compile(r"\b(tears? at (?:clothes and )?skin|through soles and skin|scratch(?:es)? (?:bare )?skin|bare skin)\b", re.I)
GLOVES = re.compile(r"\b(without gloves|fingers go numb|bare-handed|bare hands)\b", re.I)
OPEN_SLEEP = re.compile(r"\b(sleeps? (?:here )?in the open|sleep out under)\b", re.I)
SEALED = re.compile(r"\b(sealed|suits?|suited)\b", re.I)
CLOTH = re.compile(r"\b((?:tie )?(?:wet )?cloths? over (?:mouths|noses|faces)|scarves over (?:mouths|noses))\b", re.I)
HAT = re.compile(r"\b(flattened by a hat|under a (?:wide |straw |felt )?hat|in a (?:wide |straw |felt )?hat|hat pulled)\b", re.I)
MASKED_LOOK = re.compile(r"\b(visor|sealed helmet|sealed suit|pressure suit|full-face mask|filter hood|faceplate|"
                         r"sealed work suit)\b", re.I)
# how an airless world's locals live, as its Locals line says it
LIVES = re.compile(r"\b(sealed halls?|under domes?|suited out of doors|need no air|needs no air|without air)\b", re.I)


def _cut(t: str) -> str:
    return t if len(t) < 120 else t[:117] + "..."


def _heard(t: str, pat: re.Pattern = SOUND, but: re.Pattern = CARRIED) -> re.Match | None:
    """A sound carried by air in one clause of ``t`` that does not say it comes by radio or through
    the boots (dove-19: "Underfoot, felt through the suit's boots: ground that squeaks faintly" is
    still a squeak heard); or, given ``pat`` and ``but``, any such clause."""
    for clause in re.split(r"[.;:!?]\s*", t):
        if (m := pat.search(clause)) and not but.search(clause):
            return m
    return None


def _lines(trip: dict, every) -> list[tuple[str, str]]:
    """Every line of the node (not the barn at home's), and the creatures' manners (the audit's own
    list leaves them out)."""
    out = [(w, t) for w, t in every if not w.startswith(HOME)]  # (the barn at home has air: r28's HOME)
    out += [(f"creature/{n['name']}", n.get("manner") or "") for n in trip.get("npcs") or []
            if n.get("source") == "creature"]
    out += [(f"node/{d['label']}", d.get("text") or "") for d in (trip.get("node") or {}).get("details") or []
            if d.get("label") in ("Climate", "Atmosphere") and not any(w == f"node/{d['label']}" for w, _ in every)]
    return out


def _locals(trip: dict, world: dict, bad) -> None:
    if world.get("air") != "vacuum" or world.get("inhabitants") in (None, "nobody"):
        return
    said = next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "Locals"), None)
    if said is not None and not LIVES.search(said):
        bad("locals-air-unsaid", f"an airless world's Locals line does not say how they live: {_cut(said)!r}")


def check_r41vacuum(trip: dict, world: dict, every, bad) -> None:
    air = world.get("air") or "breathable"
    vacuum = air == "vacuum"
    suited_locals = vacuum and world.get("natives") == "human"
    _locals(trip, world, bad)
    for where, t in _lines(trip, every):
        if vacuum and (m := _heard(t)):
            bad("sound-in-vacuum", f"{where}: {m.group(0)!r} where there is no air: {_cut(t)!r}")
        if vacuum:
            for pat in (FOOD, FLAME, SKIN, GLOVES):
                if m := pat.search(t):
                    bad("open-air-life-in-vacuum", f"{where}: {m.group(0)!r} where there is no air")
        if suited_locals and (m := _heard(t, OPEN_SLEEP, SEALED)):
            bad("open-air-life-in-vacuum", f"{where}: {m.group(0)!r} where the locals go suited")
        if air != "breathable" and (m := CLOTH.search(t)):
            bad("cloth-over-masks", f"{where}: {m.group(0)!r} where the crew are masked ({air} air)")
    for n in trip.get("npcs") or []:
        look = n.get("look") or ""
        if (m := HAT.search(look)) and MASKED_LOOK.search(look):
            bad("hat-in-sealed-helmet", f"{n.get('name')}: {m.group(0)!r} inside a sealed helmet or mask")
