"""The consistency audit's round-40 world-and-text rules (registered by scripts/round_registry.py 40
in generators/trip/consistency_r40.py). Cold reads of algorithm-33 trips (notes r39): a world fact
that the trip's own text goes against. Each rule: what it checks, the cold read that found it, and
where the generator keeps to it.

- ``slip-look-locals``: where the slipped Appearance changes how the locals look ("Nobody here has
  a face; they have smooth skin and very expressive hats", "People look like animals that match
  their station"), every local's look follows it: a faceless local has no face to describe (no
  eyes, hair, dimples, sideburns) and wears a hat, and no manner of theirs uses one (a hand over
  the mouth, pointing with the chin); a local of the station slip has an animal's head. A visitor
  from home looks like home. Cold read (cold39-b-heron-9): the faceless slip beside "White-haired
  and quick-eyed, long-armed, with a cloud of white curls", "a dimple in one cheek only", "ginger
  sideburns down to the jaw"; "None of them mentions a hat". Fix: the fact ``slip_look``
  (generators/facts_r40worldtext.py, set by content/sky_slip.py slip_look) and the look lines'
  ``slip_look`` (grammars/people.json look, and the habits and ways of talking that use a face).
  The rule reads the slip off the node's own "Appearance slipped" line, so a revert of the fact
  fails it too.
- ``fork-tech-behind-its-year``: an Alternate Earth's tech is never behind home's machines in the
  fork's year (steam from 1840, mains current from 1900, computers from 1980), or in the year of
  home it went back to where the fork says so (``old_ways``), and a fork that kept pace with home
  in everything but its change (``old_ways`` 2017) has home's machines. Cold read (cold39-a-ember-2):
  "1989: The World Wide Web was never invented; a rival system won" beside "Mains current ...
  nothing in anyone's pocket but a watch", a telegraph exchange and constables on bicycles; and
  a fork with home's machines or better shows none of those. Fix: lists/bifurcations.json
  "tech", "machines" and "old_ways"; the telegraph exchange and the constables on bicycles need
  ``tech <= electric`` (grammars/places.json alt_site, alt_guard).
- ``tweak-works-on-misfit``: a natural tweak's "It works on X instead" line names a process it
  makes sense of: names, money, colours, feelings and promises only for a process that acts on
  things (lists/tweak_targets_natural.json "acts": yes; promises as round 36's
  process-tweak-as-thing has it), words only for the mind's and sound's, and "carries names
  instead of sounds" for sound. Cold read
  (cold39-a-corrie-8): "Something is strange about echoes here. It works on names instead: at the
  Hollow Boulder Field, whatever it touches ends up called something else" ("word salad, and I
  cannot play it"). Fix: the lines' needs (grammars/tweaks.json works_on_different_elements_or_objects).
- ``hunters-without-weapons``: where the locals own no weapons or let nobody armed past (the fact
  ``peaceful``: yes), nobody hunts: no "hunters" among them. Cold read (cold39-a-corrie-8): "The
  Pene, crab-like, with singing shells; they own no weapons" beside "Two hunters at the salt flats
  ... arguing about it over a small fire". Fix: the hunters' clue line needs ``peaceful != yes``
  (trip/play_clues.json).
- ``earth-beasts-off-earth``: on a planet whose people are not human (alien, robot or nobody),
  nobody keeps home's animals: no dogs, hens, cows, sheep, goats, pigs, horses or rabbits. Cold
  read (cold39-a-corrie-8): a herder among the crab-like Pene "who passes it on between whistles to
  the dogs" ("dogs on an alien world"). Fix: the herder's line whistles to the herd among aliens,
  and the hen run, the dog a tweak swaps with and the household animals need ``natives != alien|robot``
  (trip/play_clues.json, grammars/places.json, tweaks.json, lists/household_objects.json).
- ``scant-photo-vs-records``: Scant Intel's "The only photograph in the briefing" is never beside
  the barn's records of the node (earlier trips, maps and reports handed to the crew). Cold read
  (cold39-a-corrie-8): "The only photograph in the briefing shows the Hollow Boulder Field at night,
  from a long way off" beside "Barn records show eleven earlier trips" and "The crew has maps and
  reports". Fix: that line needs ``visits: none``; a node crews have been to has the barn's one
  photograph of the place no crew went near (grammars/events.json scant_intel).
"""

from __future__ import annotations

import re

from ..data import load

RULES = ("slip-look-locals", "fork-tech-behind-its-year", "tweak-works-on-misfit", "hunters-without-weapons",
         "earth-beasts-off-earth", "scant-photo-vs-records")

# a face and what is on it (a faceless local has none of it to describe)
FACE = re.compile(r"\b(nose|noses|eyes?|eyed|hair|haired|teeth|tooth|glasses|beard|bearded|moustache|face|faced|"
                  r"freckles|freckled|lips|ears?|smile|grin|cheeks?|brows?|eyebrows?|spectacles|dimples?|sideburns|"
                  r"chin|jaw|curls|ringlets|plaits?|braids?|fringe|bald|stubble|scar across)\b", re.I)
# and what a face does (a manner: "talks with a hand over their mouth", "points with their chin")
FACE_DOES = re.compile(r"\b(nose|eyes?|teeth|jaw|chin|ears?|mouth|tongue|lisp|smiles?|grins?|frowns?|winks?|croak|"
                       r"hums?|whistles?)\b", re.I)
NO_FACE = re.compile(r"\b(smooth oval where the face should be|where a face should be|no face at all)\b", re.I)
HAT = re.compile(r"\b(hats?|bowler|cap|bonnet|helmet)\b", re.I)
ANIMAL_HEAD = re.compile(r"\bthe head of an? \w+", re.I)
TECH = ("none", "stone", "iron", "steam", "electric", "digital", "advanced", "strange")
# home's machines by year: (from this year on, at least this rung)
HOME_TECH = ((1980, "digital"), (1900, "electric"), (1840, "steam"))
HOME_YEAR = 2017
# a fork's machines of home's past, said of a fork with home's own machines or better
OLD_MACHINES = re.compile(r"\b(telegraph exchange|telegraph office|constables on bicycles|nothing in anyone's pocket but a "
                          r"watch|heard a voice over a wire)\b", re.I)
# "It works on X instead" and what a process must be for it (list "on" kinds, or acts)
WORKS_ON = re.compile(r"\bIt works on (names|money|colours|feelings|promises|words) instead\b")
NEEDS_ACTS = ("names", "money", "colours", "feelings", "promises")
KINDS_FOR = {"words": ("mind", "sound")}
CARRIES_NAMES = re.compile(r"\bit carries names instead of sounds\b", re.I)
HUNTERS = re.compile(r"(?<!bounty )(?<!gene-built )\bhunters?\b(?! that follow)", re.I)
# home's own animals, living (not a likeness: "the size of a large dog", "plush rabbit", an idiom)
EARTH_BEASTS = re.compile(r"(?<!size of a )(?<!size of a large )(?<!big as a )(?<!as a )(?<!plush )(?<!barn )"
                          r"\b(dogs?|hens?|chickens?|cows?|cattle|sheep|goats?|pigs?|horses?|donkeys?|rabbits?|"
                          r"rabbit-skin|kittens?|pupp(?:y|ies)|cats?)\b(?! in a backpack)")  # (lower case: "the Goat
# Society", a rival crew's name, is no goat)
ONLY_PHOTO = re.compile(r"\bThe only photograph in the briefing\b", re.I)
RECORDS = re.compile(r"\b(Barn records show|the barn's records show|Catalogued \w+ times|The crew (?:has|have) maps and "
                     r"reports|the last crew's report|Visited \w+ times)\b", re.I)
# where a line is the barn's or the crew's, not the node's (rumours, the crew's own gimmick)
HOME_LINES = ("node/Overheard", "rival/", "crew/", "client/")


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 50): m.end() + 40])


def _detail(trip: dict, label: str) -> str:
    return next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == label), "")


def slip_look_of(trip: dict, world: dict) -> str | None:
    """How the trip's slipped Appearance makes its locals look, read off its own line."""
    slipped = _detail(trip, "Appearance slipped")
    if "Nobody here has a face" in slipped:
        return "faceless"
    if "People look like animals that match their station" in slipped:
        return "beastly"
    return world.get("slip_look")


def _slip_looks(trip: dict, world: dict, bad) -> None:
    look = slip_look_of(trip, world)
    if not look:
        return
    for n in trip.get("npcs") or []:
        if n.get("folk") != "local" or n.get("creature") or n.get("body") == "creature":
            continue
        text = str(n.get("look") or "")
        if look == "faceless":
            m = FACE.search(NO_FACE.sub("", text))
            if m or not HAT.search(text):
                bad("slip-look-locals", f"npc/{n.get('name')}: nobody here has a face and all wear hats, yet "
                                        f"their look is {text!r}")
            if FACE_DOES.search(str(n.get("manner") or "")):
                bad("slip-look-locals", f"npc/{n.get('name')}: nobody here has a face, yet their manner is "
                                        f"{n.get('manner')!r}")
        elif not ANIMAL_HEAD.search(text):
            bad("slip-look-locals", f"npc/{n.get('name')}: the locals have the heads of animals, yet their look "
                                    f"is {text!r}")


def fork_floor(world: dict) -> str | None:
    """The least tech an Alternate Earth can have (None off a fork)."""
    fork = str(world.get("fork") or "")
    m = re.match(r"(-?\d+):", fork)
    if world.get("family") != "alternate" or not m:
        return None
    year, ways = int(m.group(1)), world.get("old_ways")
    if ways is not None and ways >= HOME_YEAR:
        return "digital"
    year = min(year, ways) if ways is not None else year
    return next((t for y, t in HOME_TECH if year >= y), "none")


def _fork_tech(world: dict, every, bad) -> None:
    floor = fork_floor(world)
    tech = world.get("tech")
    if floor and tech in TECH and TECH.index(tech) < TECH.index(floor):
        bad("fork-tech-behind-its-year", f"world: {world.get('fork')!r} (old ways {world.get('old_ways')}) has tech "
                                         f"{tech}, behind home's {floor} of that year")
    if floor and tech in TECH and TECH.index(tech) >= TECH.index("digital"):
        for where, text, m in _lines(every, OLD_MACHINES):
            bad("fork-tech-behind-its-year", f"{where}: a fork with home's machines ({tech}), yet {_quote(text, m)}")


def _process(target: str) -> dict:
    return load("lists/tweak_targets_natural").fields_of(target.split(" at ")[0]) or {}


def _tweaks(trip: dict, bad) -> None:
    for tw in trip.get("tweaks") or []:
        if tw.get("kind") != "natural":
            continue
        detail, f = str(tw.get("detail") or ""), _process(str(tw.get("target") or ""))
        on, acts = f.get("on", "force"), f.get("acts", "no")
        m = WORKS_ON.search(detail)
        wrong = m and ((m.group(1) in NEEDS_ACTS and acts != "yes")
                       or (m.group(1) in KINDS_FOR and on not in KINDS_FOR[m.group(1)]))
        if wrong or (CARRIES_NAMES.search(detail) and on != "sound"):
            bad("tweak-works-on-misfit", f"tweak/{tw.get('target')}: {detail[:90]!r} does not fit a {on} process "
                                         f"(acts on things: {acts})")


def _lines(every, rx, skip=()):
    for where, text in every:
        if not isinstance(text, str) or where.startswith(skip):
            continue
        m = rx.search(text)
        if m:
            yield where, text, m


def check_r40worldtext(trip: dict, world: dict, every, bad) -> None:
    _slip_looks(trip, world, bad)
    _fork_tech(world, every, bad)
    _tweaks(trip, bad)
    if world.get("peaceful") == "yes":
        for where, text, m in _lines(every, HUNTERS, ("node/Biosphere", "obstacle/") + HOME_LINES):
            bad("hunters-without-weapons", f"{where}: the locals own no weapons, yet {_quote(text, m)}")
    if world.get("family") == "planet" and world.get("natives") in ("alien", "robot", "none"):
        for where, text, m in _lines(every, EARTH_BEASTS, HOME_LINES):
            bad("earth-beasts-off-earth", f"{where}: no animal of home lives among the {world.get('natives')} "
                                          f"locals, yet {_quote(text, m)}")
    photo = next(_lines(every, ONLY_PHOTO), None)
    if photo:
        rec = next(_lines(every, RECORDS), None)
        if rec or world.get("visits") == "some":
            why = _quote(rec[1], rec[2]) if rec else "crews from the barn have been here (visits: some)"
            bad("scant-photo-vs-records", f"{photo[0]}: {_quote(photo[1], photo[2])}, yet {why}")
