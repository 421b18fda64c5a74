"""The consistency audit's round-30 intel rules: what the barn knows, what the era knows (cold
reads 44-46 of algorithm-27 trips found lines against each other or the world in 15 of 15 trips).
Registered in generators/trip/consistency_r30.py; tests/test_r30_intel.py feeds each rule a trip
broken on purpose.

- ``no-intel-vs-records``: a trip with No Intel never hands the crew "maps and reports" (the
  tip box of a Known Planet), and when its No Intel line says the barn has nothing ("a blank
  folder with a coffee ring on it", "The brochure is all the barn has", "Nobody from the barn
  has set foot"), no other line shows the barn's records of the node ("Barn records show
  dozens of earlier trips", "Catalogued five times", a report "left in the barn's copier", "the
  barn's records show a trip of theirs"). Cold read 44: No Intel's "The brochure is all the
  barn has on Barne IV" beside "Barn records show dozens of earlier trips" and "The crew has
  maps and reports". Fix: the tour's No Intel lines say the barn's own file is out of date
  (corpora/grammars/events.json no_intel), the Known Planet tip box has a No Intel note
  (corpora/trip/node_notes.json no_intel; trip/slots.py), the rival's copier report needs the
  barn to have been (``visits: some``, corpora/trip/play_clues.json), and "a blank folder" and
  the empty file need ``visits: none`` (a survey's No Intel says the reports went missing).
- ``first-ever-vs-visited``: on a node nobody from off it has been to (``before: none``: the
  Exploration goal "for the first time ever"), no line shows an earlier visitor: a slip point
  "swept clean, for some other visitor", locals "wary of anyone in a survival suit", the wreck
  of a lander, a report "left in the barn's copier", "a trip of theirs" in the barn's records.
  Cold reads 45-46. Fix: those lines need ``before != none`` (places.json, org.json), the
  copier report and "one of them left it here" need ``visits: some`` (play_clues.json,
  maguffin.json), and the Chao's drifting wreck is a ship a flux storm dropped from elsewhere
  (chao.json; its debris is drawn before the world's facts).
- ``era-anachronism``: on a node with a year, no local, place, event or faction line has what
  its era has not: photographs, a petition, a tour company or linen in the Sacramento Valley
  before 1839 (the locals of 1665 have no cameras, no writing to sign and no cloth from flax;
  the briefing's and the brochure's photographs are home's),
  and no Alternate Earth's sign is in "an alphabet that split from ours centuries ago" when its
  fork is less than two centuries old (1908). Cold read 45 (1665: photographs, a petition, a
  rival tour company, a linen smock), cold reads 44-45 (1908, 1776 forks). Fix: those lines
  need their era (people.json, places.json, events.json).
- ``sundown-no-night``: on a world where the light never changes (``nights: no``: a Dream
  World stuck at evening, a world of endless day), nobody does anything "before sundown" or
  "before the sun goes down" (the older word rule night-on-nightless reads night, dusk, dawn,
  sunset and nightfall, but not sundown; a dream's "last light of an evening that never ends"
  is its own). Cold read 44: "to borrow the crew's lander for an hour before sundown" where
  "the light never changes". Fix: org.json's sundown lines need ``nights: yes``.
"""

from __future__ import annotations

import re

RULES = ("no-intel-vs-records", "first-ever-vs-visited", "era-anachronism", "sundown-no-night")

# a No Intel line saying the barn has nothing of the node (corpora/grammars/events.json no_intel)
NOTHING = re.compile(r"\b(blank folder|is empty except for a note|a set of coordinates and a rumour|"
                     r"has never sent anyone to|Nobody from the barn has set foot|No DayTripper has been here before|"
                     r"brochure is all the barn has|the crew are the first)\b", re.I)
# the barn's records of the node: earlier crews' reports, catalogue entries, a binder, a copier
RECORDS = re.compile(r"\b(Barn records show|the barn's records show|Catalogued \w+ times|the barn keeps a binder|"
                     r"left in the barn's copier|the last crew's report|Visited \w+ times)\b", re.I)
# intel handed to the crew: maps and reports (corpora/trip/node_notes.json)
HANDED = re.compile(r"\bThe crew (?:has|have) maps and reports\b", re.I)
# an earlier visitor on a first visit
VISITED = re.compile(r"\b(for some other visitor|wary of anyone in a survival suit|wreck of a lander|"
                     r"a trip of theirs|left in the barn's copier|one of them left it here)\b", re.I)
# what the Sacramento Valley had not before 1839 (photography), said of the node's own people
# and places (the tourists' and the crew's own cameras, the brochure and the client are not read)
EARLY = re.compile(r"\b(photographs?|cameras?|petitions?|tour company|tour companies|newspapers?)\b", re.I)
EARLY_YEAR = 1839
LINEN = re.compile(r"\blinen\b", re.I)  # cloth from flax: in the valley from 1808 (people.json since: 1808)
LINEN_YEAR = 1808
NODE_LINES = ("location/", "scene/", "event/", "faction/", "node/")
# a line about what the crew brought from home (the briefing's photograph, the brochure): home's, not the era's
FROM_HOME = re.compile(r"\b(briefing|brochure|the barn)\b|\bthe (tourists'|crew's) |\b(every|each) tourist\b",
                       re.I)  # (and the visitors' own kit: "every tourist wants a photograph", audit/844)
CENTURIES = re.compile(r"\bfrom ours centuries ago\b", re.I)
FORK_CENTURIES = 1817  # two centuries before the crew's 2017
# a time of day that turns, on a world where it never does (the word rule night-on-nightless,
# corpora/trip/consistency_words.json, reads night, dusk, dawn, sunset and nightfall: these are
# the ways of saying it that it does not)
SUNDOWN = re.compile(r"\b(sundown|sun goes down|sun sets|sun has set|evening falls|before the light fails)\b", re.I)
FREE = ("node/Sky", "node/Behavior slipped", "node/Meaning slipped", "node/Appearance slipped",
        "node/Overheard in the barn", "tweak/", "teaser")


def _intel(trip: dict, every, bad) -> None:
    if "No Intel" not in (trip.get("complications") or []):
        return
    # the node's "Barn records" line is the barn's, not the world's: the audit's ``every`` leaves it out
    lines = list(every) + [(f"node/{d['label']}", d.get("text") or "") for d in (trip.get("node") or {}).get(
        "details") or [] if d.get("label") == "Barn records"]
    nothing = next(((w, m.group(0)) for w, t in lines if (m := NOTHING.search(t))), None)
    for where, t in lines:
        if (m := HANDED.search(t)):
            bad("no-intel-vs-records", f"{where}: {m.group(0)!r} on a trip with No Intel")
        elif nothing and (m := RECORDS.search(t)):
            bad("no-intel-vs-records", f"{where}: {m.group(0)!r}, and {nothing[0]} says {nothing[1]!r} (No Intel)")


def _first(world: dict, every, bad) -> None:
    if world.get("before") != "none":
        return
    for where, t in every:
        if (m := VISITED.search(t)):
            bad("first-ever-vs-visited", f"{where}: {m.group(0)!r} on a node nobody has been to (before: none)")


def _era(trip: dict, world: dict, every, bad) -> None:
    year = world.get("year")
    if year is None:
        return
    head = (world.get("fork") or "").split(":", 1)[0].strip()
    fork = int(head) if head.lstrip("-").isdigit() else None
    # the year its everyday ways left ours (the fork's, or earlier where the fork went backwards)
    ways = world.get("old_ways") if world.get("old_ways") is not None else fork
    if ways is not None and ways >= FORK_CENTURIES:
        for where, t in every:
            if (m := CENTURIES.search(t)):
                bad("era-anachronism", f"{where}: {m.group(0)!r} where the ways left ours in {ways}")
    if fork is not None or year >= EARLY_YEAR:
        return
    locals_ = {f"npc/{n['name']}" for n in trip.get("npcs") or [] if n.get("folk") == "local"}
    for where, t in every:
        if where in locals_ or where.startswith(NODE_LINES) and not where.startswith(FREE):
            if where.startswith("node/Paradox"):  # the paradox rule's signs are the crew's own kit
                continue
            # the sentence that says it is read for the crew's own kit, not the whole text ("a
            # buzzing circles the crew's heads" in the next sentence is no camera from home)
            for sent in re.split(r"(?<=[.!?;])\s+", t):
                if ((m := EARLY.search(sent)) or year < LINEN_YEAR and (m := LINEN.search(sent))) \
                        and not FROM_HOME.search(sent):
                    bad("era-anachronism", f"{where}: {m.group(0)!r} in {year}")
                    break


def _sundown(world: dict, every, bad) -> None:
    if world.get("nights") != "no":
        return
    for where, t in every:
        if not where.startswith(FREE) and (m := SUNDOWN.search(t)):
            bad("sundown-no-night", f"{where}: {m.group(0)!r} where the light never changes (nights: no)")


def check_r30intel(trip: dict, world: dict, every, bad) -> None:
    _intel(trip, every, bad)
    _first(world, every, bad)
    _era(trip, world, every, bad)
    _sundown(world, every, bad)
