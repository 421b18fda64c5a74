"""The consistency audit's round-40 ground rules (registered by scripts/round_registry.py 40 in
generators/trip/consistency_r40.py): one place stands on one ground. Its description, its sensory
("underfoot") line and its scene's obstacle each may say what the ground is, and they must say
the same. Cold reads of round 39 (notes/r39/cold_a_report.md):

- cold39-a-corrie-8: "White salt crust that squeaks" against the same scene's obstacle "At the
  salt flats where the roads meet the ground is loose scree that slides a yard downhill for
  every yard walked across it" ("A salt flat has no downhill").
- cold39-a-bramble-13: the landing site "Neat as a pin, hung with clocks ..." against "Underfoot
  at the Commission's Radio Tower, a crust of broken slate and grit cuts through soles and skin
  alike".
- cold39-a-ember-2: "Worn smooth at every step and handle" / "Underfoot: round stones that click
  together." against "the ground is a crust that holds for three steps and breaks on the
  fourth" ("The landing site's ground is described three different ways").

The rules:

- ``ground-kept-and-rough``: a place said to be kept or floored (neat as a pin, swept clean,
  floorboards, flagstones) is not also strewn with scree, sand, mud or a crust over holes.
- ``ground-two-kinds``: a place does not stand on hard rock (or a salt or clay crust) in one line
  and on loose scree, pebbles or sand, or on mud, in another.
- ``ground-slope-on-level``: a place whose name says it is level ground (content/place_height.py
  ``level``: a salt flat, a bazaar, a meadow) or whose description says it is flat has no line that
  slides downhill or climbs a slope.
- ``ground-footing-unrolled``: every place carries its ``footing`` (generators/facts_r40ground.py),
  rolled once before any line about it (content/footing.py), and an indoor place stands on a floor
  or on the rock it is cut into.
- ``ground-against-footing``: no line of a place names only grounds its ``footing`` is not (a
  flooded place may have the flood's mud over any ground).

Fix: the place fact ``footing`` (content/footing.py) is rolled once per place, before its
description; corpora/grammars/places.json's grounds and underfoot textures, the kept
descriptions, and corpora/trip/play_obstacles.json's ground obstacles need it (``footing: ...``),
and the slides and slopes also need ``place_height != level``.
"""

from __future__ import annotations

import re

from ..content.place_kinds import place_height, place_promise

RULES: tuple[str, ...] = ("ground-kept-and-rough", "ground-two-kinds", "ground-slope-on-level",
                          "ground-footing-unrolled", "ground-against-footing")

# what a line says the ground is, by class
CLASSES: dict[str, re.Pattern] = {
    # kept or floored: somebody sweeps it, or it is built
    "kept": re.compile(r"\b(neat as a pin|spotless|swept clean|scrubbed|very clean|tidy|worn smooth at every step|"
                       r"floorboards|boards that creak|tiles laid|tiled floor|carpet|matting|parquet|linoleum|"
                       r"flagstones|cobbles|cobbled|paved|paving|metal grating|a floor worn smooth|"
                       r"polished by years of feet)\b", re.I),
    # solid rock underfoot
    "rock": re.compile(r"\b(slabs of (dark )?basalt|slabs of rock|bare (rock|granite)|smooth rock|solid rock|bedrock|"
                       r"grey (glassy )?rock|glassy rock|layered red rock|banded ochre and umber (stone|rock)|"
                       r"rock worn into shallow|smooth grey stone|cracked into blocks|the rock (at|breaks))\b", re.I),
    # a crust: salt or clay or dried mud, flat and firm (or not quite)
    "crust": re.compile(r"\b(salt crust|crust of white salt|cracked (white |grey )?clay|cracked plates of old grey clay|"
                        r"cracked mud|hard-packed earth|baked into ridges|hard as iron|crusted hard)\b", re.I),
    # loose stuff that moves under a boot
    "loose": re.compile(r"\b(scree|shale|gravel(?! paths)|(?<!heaps of )(?<!game with )pebbles|round stones|rounded stones|broken slate|rubble|"
                        r"(black|violet|red|pale|grey|soft|coarse|wet|damp|deep|fine|white) sand|sand fills|dunes|"
                        r"soft ash|sharp little stones|boulders fallen)\b", re.I),
    # wet or growing ground
    "wet": re.compile(r"(?<!like a )\b(mud|silt|bog|moss|turf|soil)\b(?!-)(?! pollution)", re.I),
    # a crust over nothing: holes, burrows, a crust that breaks
    "void": re.compile(r"\b(holds for three steps|gives? way|riddled with (small holes|burrows)|burrows|holes a boot drops|"
                       r"crust over something soft|crust that breaks)\b", re.I),
}
# the ground a dug room lies under, not on
DUG = re.compile(r"\bdug (?:under|into) [^,;]*", re.I)
# a line that says the ground slopes or slides downhill
SLOPE = re.compile(r"\b(downhill|a long slope|a slope of|each step up|slopes just enough|uphill)\b", re.I)
# a place of dunes rises and falls, whatever its name's height says
DUNES = re.compile(r"\bdunes?\b", re.I)
# a description that says the place is flat
FLAT = re.compile(r"\b(flat to the horizon|dead flat|flat as a table)\b", re.I)
# what each footing may be said to be (generators/facts_r40ground.py)
FITS: dict[str, frozenset] = {
    "floor": frozenset(("kept",)), "paved": frozenset(("kept", "rock", "crust")), "rock": frozenset(("rock",)),
    "crust": frozenset(("crust", "void")), "loose": frozenset(("loose", "void")),
    "soft": frozenset(("wet", "void", "loose")),
}
FOOTINGS = tuple(FITS)
ROUGH = ("loose", "wet", "void")
# the pairs of classes one place's ground is never said to be in two lines
TWO = (("rock", "loose"), ("rock", "wet"), ("rock", "void"), ("crust", "loose"), ("crust", "wet"))
# the clause of a sensory line that says what is underfoot
UNDER = re.compile(r"(?:underfoot[,:]|under the crew's boots,|up close,|in the corners,|close above|"
                   r"felt through the suit's boots:)\s*([^;.]*)", re.I)


def classes(text: str) -> set[str]:
    """The ground classes a line names."""
    return {k for k, rx in CLASSES.items() if rx.search(text or "")}


def underfoot(sensory: str) -> str:
    """The part of a sensory line that says what is underfoot."""
    return " ".join(m.group(1) for m in UNDER.finditer(sensory or ""))


def look(text: str) -> str:
    """A description's look: its first sentence (what follows says what is kept there or where
    the lander sits), less the ground a room is dug under ("A round chamber dug under round
    iron-grey pebbles": the pebbles are overhead)."""
    return DUG.sub("", text.partition(". ")[0])


def ground_lines(trip: dict) -> dict[str, list[tuple[str, str]]]:
    """Each place's lines that may say what its ground is: (source, text) for its description,
    the underfoot part of its sensory line, and the obstacles and surprises of its scenes."""
    out: dict[str, list[tuple[str, str]]] = {}
    for loc in trip.get("locations") or []:
        name = loc.get("name") or ""
        out[name] = [("description", look(str(loc.get("text") or ""))),
                     ("underfoot", underfoot(str(loc.get("sensory") or "")))]
    low = {n.lower(): n for n in out}
    for sc in trip.get("scenes") or []:
        name = low.get(str(sc.get("place") or "").lower())
        if name is None:
            continue
        for k in ("obstacle", "surprise"):
            ob = sc.get(k)
            if isinstance(ob, dict) and ob.get("text"):
                out[name].append((k, str(ob["text"])))
    # a place's own name says nothing of its ground here ("The Moss Quarry" in its obstacle)
    return {n: [(src, unnamed(text, n)) for src, text in lines] for n, lines in out.items()}


def unnamed(text: str, name: str) -> str:
    """``text`` without the place's name in it (with or without its "The")."""
    bare = re.sub(r"^the\s+", "", name, flags=re.I)
    return re.sub(re.escape(bare), "{place}", text, flags=re.I) if bare else text


def clashes(name: str, setting: str | None, lines: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(rule, why) for each way the lines of one place say two grounds (the fact-free rules)."""
    found = [(src, text, classes(text)) for src, text in lines]
    out = []
    kept = [(s, t) for s, t, c in found if "kept" in c]
    rough = [(s, t) for s, t, c in found if c & set(ROUGH)]
    if kept and rough and {s for s, _ in kept} | {s for s, _ in rough} != {kept[0][0]}:
        out.append(("ground-kept-and-rough", f"{name!r}: {kept[0][0]} {_cut(kept[0][1])!r} against "
                                             f"{rough[0][0]} {_cut(rough[0][1])!r}"))
    for a, b in TWO:
        one = [(s, t) for s, t, c in found if a in c and b not in c]
        two = [(s, t) for s, t, c in found if b in c and a not in c]
        if one and two:
            out.append(("ground-two-kinds", f"{name!r}: {a} in {one[0][0]} {_cut(one[0][1])!r}, {b} in "
                                            f"{two[0][0]} {_cut(two[0][1])!r}"))
            break
    level = (place_height(name, setting) == "level" and not DUNES.search(name)) or any(FLAT.search(t) for s, t, _ in found if s == "description")
    slope = [(s, t) for s, t, _ in found if SLOPE.search(t) and not (s == "underfoot" and "nobody can see" in t)]
    if level and slope and setting != "indoor":
        out.append(("ground-slope-on-level", f"{name!r} is level ground, but {slope[0][0]} says "
                                             f"{_cut(slope[0][1])!r}"))
    return out


def _cut(text: str) -> str:
    return text if len(text) <= 90 else text[:87] + "..."


def check_r40ground(trip: dict, world: dict, every, bad) -> None:
    lines = ground_lines(trip)
    for loc in trip.get("locations") or []:
        name, setting = loc.get("name") or "", loc.get("setting")
        for rule, why in clashes(name, setting, lines.get(name, [])):
            bad(rule, why)
        footing = loc.get("footing")
        if footing not in FITS or (setting == "indoor" and footing not in ("floor", "rock")):
            bad("ground-footing-unrolled", f"{name!r} ({setting}) has footing {footing!r}")
            continue
        fit = FITS[footing] | ({"wet"} if place_promise(name) == "flooded" else set())  # the mud a flood left
        for src, text in lines.get(name, []):
            said = classes(text)
            if said and not said & fit:  # (a line may say two grounds, one over the other)
                bad("ground-against-footing", f"{name!r} stands on {footing}, but its {src} says "
                                              f"{sorted(said)[0]}: {_cut(text)!r}")
                break
