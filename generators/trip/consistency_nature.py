"""The consistency audit's rules about the world's nature (its life, water, weather and sky)
against what the scenes show (consistency_world.check_world runs them; the plain word rules
of the same round are in corpora/trip/consistency_words.json: frozen-open-water, dry-frost):

- ``lifeless-creature``: a Sterile or Microbial planet (``life`` none or simple: "nothing lives
  here that was not brought here", "nothing with legs") has no monster, beast or creature in
  its opposition, its cast or its lines (hang audit/11 of round 12: a naga on a Sterile world).
- ``water-world-walked``: a Water world (one ocean) whose places are walked to says how the
  crew cross from island to island: causeways, sandbars, reefs, shallows to wade, a bridge,
  a boat or a raft (slip-n-slide audit/25: "a scatter of small islands", and five places an
  hour or two apart on foot with never a word of how).
- ``starless-hearsay``: under a night sky with no stars, not even hearsay sees stars: an old
  field log, "Which universe", the barn's records or rumours (hang audit/162: "the stars come
  out before sunset" under the Chao's starless dark; the starless-stars word rule reads the
  node's own lines, not the barn's).
- ``sky-sun-count``: a day sky that shows one sun ("a sun that is also a clock face") makes the
  world's ``suns`` one, even in a dream, so the one-sun rule reads it (slip-n-slide audit/230:
  "the Council of the Second Sun" under a dream's one clock-face sun).
- ``deep-name-aged``: a place of the deep past is not named as bleached or aged ("The
  Bone-White Cave Mouth", "The Old River Ford"): nothing there has been anything for long in
  anyone's reckoning, and no one has seen bones bleach there (slip-n-slide audit/28).
- ``wind-and-calm``: one day on a node has its wind or its calm: no wind strong enough to lift a
  person beside air that is hot and still (hang audit/141: at the Sacred Radio Tower and at
  the next place along).
"""

from __future__ import annotations

import re

from ..content.world import stars_of
from .play_texts import play_texts

RULES = ("lifeless-creature", "water-world-walked", "starless-hearsay", "sky-sun-count", "deep-name-aged",
         "wind-and-calm")

CREATURE = re.compile(r"\b(monsters?|creatures?|beasts?|wildlife|animals?|predators?|hunting grounds?|"
                      r"(?:its|a|the) lair|(?:its|a|the) prey|something's hunting|of its kind)\b", re.I)
# a comparison is no creature ("bird-boned"), nor a rival crew's or a faction's name
LIKE = re.compile(r"\b(\w+-boned|\w+-like)\b", re.I)
WALKED = re.compile(r"\b(causeways?|sandbars?|reefs?|shallows|wad(?:e|es|ing|eable)|boats?|"
                    r"rafts?|canoes?|ferr(?:y|ies)|skiffs?|bridges?)\b", re.I)
STARS = re.compile(r"\b(stars?|starlight|starlit|starry|constellations?|star charts?|Milky Way)\b", re.I)
ONE_SUN = re.compile(r"\b(a|the) (?:[\w-]+ ){0,3}sun\b(?! and)", re.I)
SUNS = re.compile(r"\b(suns|two|twin|second)\b", re.I)
# what a deep-past place is never named: bleached or aged, as if it had stood for ages already
AGED = re.compile(r"\b(bone-white|bleached|sun-bleached|weathered|time-worn|ancient|old|ruined|"
                  r"crumbling|forgotten)\b", re.I)


def _lines(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the scenes' world: places, scenes, obstacles, events, clock, start
    (play_texts without its releases, clues and endings)."""
    out = [(f"location/{x['name']}", f"{x['text']} {x.get('sensory', '')}") for x in trip["locations"]]
    out += [(f"obstacle/{i}", o) for i, o in enumerate(trip.get("obstacles") or [], 1)]
    out += [(f"event/{e['when']}", e["text"]) for e in trip.get("events") or []]
    out += [(w, t) for w, t in play_texts(trip)
            if not w.startswith(("clue/", "ending/")) and not w.endswith("/release")]
    return [(w, t) for w, t in out if t]


def _creatures(trip: dict, world: dict, bad) -> None:
    if world.get("family") != "planet" or world.get("life") not in ("none", "simple"):
        return
    life = "sterile" if world["life"] == "none" else "microbial"
    for o in trip.get("opposition") or []:
        if o in ("Monster/Enemy", "Wildlife/Animals"):
            bad("lifeless-creature", f"a {life} world with the opposition {o}")
    for n in trip["npcs"]:
        if n.get("source") == "creature":
            bad("lifeless-creature", f"a {life} world with the creature {n['name']!r}")
    names = [r["name"] for r in trip.get("rivals") or []] + [f["name"] for f in trip["factions"]]
    for where, t in _lines(trip):
        for nm in names:
            t = t.replace(nm, "someone")
        m = CREATURE.search(LIKE.sub("", t))
        if m:
            bad("lifeless-creature", f"{where}: {m.group(0)!r} on a {life} world")


def _walked(trip: dict, bad) -> None:
    d = {x["label"]: x["text"] for x in trip["node"]["details"]}
    if not d.get("Hydrosphere", "").startswith("Water world") or not trip.get("connections"):
        return
    texts = [d["Hydrosphere"]] + [t for _, t in _lines(trip)]
    if not any(WALKED.search(t) for t in texts):
        bad("water-world-walked", "a Water world whose places are walked to, and no line says "
                                  "how (no causeway, sandbar, shallows or boat)")


def _hearsay(trip: dict, world: dict, bad) -> None:
    if world.get("sky_night") is None:
        return
    if stars_of(world["sky_night"]) != "none":
        return
    for x in trip["node"]["details"]:
        if x["label"] in ("Sky", "Summary"):
            continue
        m = STARS.search(x["text"].replace(world["sky_night"], ""))
        if m:
            bad("starless-hearsay", f"node/{x['label']}: {m.group(0)!r} under "
                                    f"{world['sky_night']!r}")


def _suns(world: dict, bad) -> None:
    day = world.get("sky_day") or ""
    if ONE_SUN.search(day) and not SUNS.search(day) and world.get("suns") != "one":
        bad("sky-sun-count", f"the day sky {day!r} shows one sun, and the world's suns are "
                             f"{world.get('suns')!r}")


def _deep_names(trip: dict, world: dict, bad) -> None:
    if world.get("family") != "deep":
        return
    for loc in trip["locations"]:
        m = AGED.search(loc["name"])
        if m:
            bad("deep-name-aged", f"{loc['name']!r}: {m.group(0)!r} in {world.get('year')}")


GALE = re.compile(r"\b(wind strong enough|gales?|howling winds?|strong winds?|hurricane|whirlwind|"
                  r"gusts? (?:strong|that (?:knock|lift|throw)))\b", re.I)
CALM = re.compile(r"\b(hot and still|(?:the )?air is (?:hot and )?still|still air|windless|not a breath of "
                  r"(?:wind|air)|dead calm|no wind)\b", re.I)


def _wind(trip: dict, bad) -> None:
    lines = _lines(trip)
    gale = next(((w, m.group(0)) for w, t in lines for m in [GALE.search(t)] if m), None)
    calm = next(((w, m.group(0)) for w, t in lines for m in [CALM.search(t)] if m), None)
    if gale and calm:
        bad("wind-and-calm", f"{gale[0]}: {gale[1]!r}, and {calm[0]}: {calm[1]!r}")


def check_nature(trip: dict, world: dict, bad) -> None:
    _wind(trip, bad)
    _deep_names(trip, world, bad)
    _creatures(trip, world, bad)
    _walked(trip, bad)
    _hearsay(trip, world, bad)
    _suns(world, bad)
