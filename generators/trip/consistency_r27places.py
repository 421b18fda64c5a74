"""The consistency audit's round-27 place rules: a place, its obstacles and its hazards fit the
world's facts and the planet profile (cold readers of algorithm-24 trips, seeds r26-cold-a..j
and r26b-cold-a..d). generators/trip/consistency_r27.py runs them; tests/test_r27_places.py
feeds each a trip broken on purpose.

- ``place-wild-pest-in-town``: the small wild things and the snares of open country (midges
  rising off the ground, leeches in the wet ground, a carpet of small hopping things, a warren
  of burrowing things, birds nesting in thousands, a man-trap hidden in the grass, a hunter's pit
  trap under sticks and leaves) are never met AT a town, a market or a building by its name
  (content/place_kinds.py place_kind settlement or building). Cold read r26b-cold-a: midges at a
  brass-band bazaar. (consistency_r23placekind.py ``wild-hazard-at-built-place`` reads the
  ground's hazards: scree, scrub, a crack in the ground.) Fix: those lines of corpora/trip/
  play_obstacles.json need ``place_kind != settlement|building``.
- ``place-profile-unshown``: a planet whose profile names cities (Population "Cities" or
  "Teeming billions": "a handful of big, crowded cities") or a striking biosphere (Fungal forests:
  "mushrooms as tall as redwoods") shows it at one place at least: a city on the skyline or the
  place a city itself, giant mushrooms over a place. Cold read r26b-cold-c: the profile never
  reached the places. Fix: content/profile_places.py gives one place out of doors a line of
  corpora/grammars/places.json ``profile_city`` / ``profile_fungi`` when no place shows it.
- ``place-text-bare``: no place's description is its bare site ("Crater town." as a scene's
  whole read-aloud: r26b-cold-c, slip-n-slide audit/475 under algorithm 24): its first sentence
  says something of the place. Fix: content/places.py ``_desc``'s last resort (content/
  bare_desc.py) says the site with a clause of its own ("Salt flats: a long slope of white salt
  crust that squeaks") instead of the site alone, and a world of cities has four more town lines
  (grammars/places.json desc_planet: a third town ran out of them, "Hanging village.").
- ``place-liquid-fishing``: no sentence anywhere on the page that names a lake of mercury (or
  another liquid no fish lives in: content/place_kinds.py place_liquid) has fish, fishing people
  or nets in it (cold read r26-cold-a: fishing people at the Ottemi Mercury Lake). Round 26's
  ``ground-fish-no-water`` reads the scenes' threads only; this reads every line. No fix was
  needed under algorithm 25 (0 in hang and slip-n-slide 1..300): the hook's lines need water at
  their place (trip/hook_place.py), and the lines with fish need ``water: lakes|oceans``.
"""

from __future__ import annotations

import re

from ..content.place_kinds import place_kind, place_liquid, place_shape

RULES = ("place-wild-pest-in-town", "place-profile-unshown", "place-text-bare", "place-liquid-fishing")

BUILT_KINDS = ("settlement", "building")
WILD_PEST = re.compile(r"\b(midges rise off|leeches wait in the wet ground|small hopping things cover|"
                       r"burrowing things have hollowed out|birds nest in thousands|hidden in the grass|"
                       r"cover of sticks and leaves)\b", re.I)
# what a place shows of its planet's profile (the Population and Biosphere lines of node details)
CITY = re.compile(r"\b(city|cities|skyline|towers|storeys high)\b", re.I)
FUNGI = re.compile(r"\b(mushrooms?|fung(i|us|al)|toadstools?)\b", re.I)
PROFILE = (("Population", re.compile(r"^(Cities|Teeming billions):"), CITY, "cities"),
           ("Biosphere", re.compile(r"^Fungal forests:"), FUNGI, "giant mushrooms"))
# a first sentence of at most three words and no colon: a bare site ("Crater town.")
BARE = re.compile(r"^\W*(\w[\w'-]*\W+){0,2}\w[\w'-]*\W*$")


def _built(loc: dict) -> bool:
    return place_kind(loc["name"]) in BUILT_KINDS or place_shape(loc["name"], loc.get("setting")) == "settlement"


def _pests(trip: dict, bad) -> None:
    locs = {loc["name"]: loc for loc in trip.get("locations") or []}
    for sc in trip.get("scenes") or []:
        loc = locs.get(sc.get("place") or "")
        ob = sc.get("obstacle") or {}
        if loc and _built(loc) and (m := WILD_PEST.search(ob.get("text") or "")):
            bad("place-wild-pest-in-town", f"scene {sc.get('number')}: {m.group(0)!r} at {loc['name']!r} "
                                           f"({place_kind(loc['name'])})")


def _profile(trip: dict, world: dict, bad) -> None:
    if (world or {}).get("family") != "planet" or not trip.get("locations"):
        return
    details = {d.get("label"): d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []}
    places = " ".join(f"{loc.get('text') or ''} {loc.get('sensory') or ''}"
                      for loc in trip["locations"])
    for label, names, shows, what in PROFILE:
        if names.search(details.get(label, "")) and not shows.search(places):
            bad("place-profile-unshown", f"the profile's {label} names {what} "
                                         f"({details[label][:60]!r}); no place shows them")


def first_sentence(text: str) -> str:
    return (text or "").strip().partition(". ")[0]


def is_bare(text: str) -> bool:
    """Whether a description's first sentence is a bare site ("Crater town.", "Radio tower")."""
    head = first_sentence(text)
    return ":" not in head and bool(BARE.match(head))


def _bare(trip: dict, bad) -> None:
    for loc in trip.get("locations") or []:
        if is_bare(loc.get("text") or ""):
            bad("place-text-bare", f"{loc['name']!r}: {loc.get('text')[:80]!r}: a bare site for a description")
    for sc in trip.get("scenes") or []:
        if sc.get("read_aloud") is not None and is_bare(sc["read_aloud"]):
            bad("place-text-bare", f"scene {sc.get('number')}: read aloud {sc['read_aloud'][:80]!r}")


FISH = re.compile(r"\b(fish(es|ing|ers?|ermen|erman)?|nets?|anglers?)\b", re.I)


def _fishing(trip: dict, every, bad) -> None:
    for loc in trip.get("locations") or []:
        if not place_liquid(loc["name"]):
            continue
        names = (loc["name"], loc["name"][:1].lower() + loc["name"][1:])
        for where, text in every:
            for sentence in re.split(r"(?<=[.;:])\s+", text or ""):
                if any(n in sentence for n in names) and (m := FISH.search(sentence)):
                    bad("place-liquid-fishing", f"{where}: {m.group(0)!r} at {loc['name']!r}, a lake of "
                                                f"{place_liquid(loc['name'])}: {sentence[:80]!r}")


def check_r27places(trip: dict, world: dict, every, bad) -> None:
    _fishing(trip, every, bad)
    _pests(trip, bad)
    _profile(trip, world, bad)
    _bare(trip, bad)
