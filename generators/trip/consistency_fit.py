"""Audit rules for what a scene's clues, its opening and its corpus lines may name: only what
the trip has there (round 12, cold reads 17 and 18; run from consistency_clues.check_clues,
tests/test_consistency_fit.py feeds each a contradicting trip).

- ``way-names-absent-guards``: the needed fact of how to get past the climax's obstacle
  speaks of people guarding or watching it ("the people guarding", "nobody watches the side
  way in", "the guards change over") where the obstacle has no guard, watch, lookout or
  checkpoint (a crowd, a gang of pickpockets, a pair of drunks: trip/clue_fit.py).
- ``start-lands-once``: the strong start lands the lander more than once ("sets down on
  Ruby's Air Base" and "comes down at the spot where the barn stood"), or lands it somewhere
  other than the landing site its slip-in point names ("sets down on the radio tower", and
  Landing site: the bottom of a dry fountain: trip/landing.py).
- ``bad-intel-one-fact``: a Bad Intel job's clock tick states a wrong fact of its own ("the
  labour palace is not where the barn's notes put it") beside the complication's rolled one
  ("the briefing was wrong about the radio tower: half a day further"): one wrong fact a job.
- ``survey-has-no-map``: a survey job (the crew are sent to measure and map) where a line
  speaks of a map the crew or the barn brought ("The crew's map of the dune field is wrong",
  "half a day further than the map says", "the map in the briefing").
- ``rubble-where-none``: a scene's way round goes through rubble, ruins or wreckage that
  nothing at the scene has (cold read 17: "a back way through the rubble" of a busy radio
  tower that nothing had knocked down).
"""

from __future__ import annotations

import re

from .consistency_walk import strings
from .consistency_ways import RULES as WAY_RULES, check_ways

RULES = ("way-names-absent-guards", "start-lands-once", "bad-intel-one-fact", "survey-has-no-map",
         "rubble-where-none") + WAY_RULES

# A watch on the way: what a needed fact may speak of only where the obstacle has one.
GUARD_TALK = re.compile(r"\b(guard(s|ing|ed)?|sentr(y|ies)|lookouts?|watchm[ae]n|the watch|"
                        r"nobody watches|watch(es)? changes?|change over|on watch|checkpoint)\b", re.I)
# What an obstacle that holds or watches the way says of its people.
GUARD_HERE = re.compile(r"\b(guard(s|ing|ed)?|sentr(y|ies)|lookouts?|watch(es|ing|ed)?|watchm[ae]n|"
                        r"checkpoint|toll|barred|blocks?|claimed|camped|patrols?|soldiers|keeps? an eye)\b",
                        re.I)


# a sentence that lands the lander (any verb of coming down)
# a landing, whoever is its subject (REVIEW r12 finding 13: not only "the lander ..."): the
# lander, the ship, the crew, "we", "it" or the lander's own name, in any tense
DOWN = (r"(?:comes?|came|sets?|touch(?:es|ed)?|splash(?:es|ed)?|settles?|settled|bumps?|bumped|thumps?|"
        r"thumped|thuds?|thudded|drops?|dropped|puts?|sinks?|sank|bounces?|bounced|skids?|skidded) down")
LANDS = re.compile(r"[^.]*\b(?:(?i:the lander|the ship|the slipship|the crew|we|the craft)|[A-Z][\w'-]+(?: [A-Z][\w'-]+)*)"
                   r"(?: \w+ly)? (?i:" + DOWN + r"|lands?|landed|has landed|have landed|makes? (?:a|its) landing)\b[^.]*")


def check_fit(trip: dict, world: dict, bad) -> None:
    check_ways(trip, bad)  # consistency_ways.py's (round 13)
    _landing(trip, bad)
    _bad_intel(trip, bad)
    _rubble(trip, bad)
    if world.get("mission") == "survey":
        for where, text in strings(trip, ("rolls", "command", "$schema", "world", "tags")):
            m = BROUGHT_MAP.search(text)
            if m:
                bad("survey-has-no-map", f"{where}: {m.group(0)!r} on a job to make the map")
    scenes = trip.get("scenes") or []
    climax = next((sc for sc in scenes if sc["kind"] == "climax"), None)
    for f in trip.get("clues") or []:
        if f["id"] != "way" or not climax:
            continue
        ob = climax.get("obstacle") or {}
        said = GUARD_TALK.search(f["fact"])
        if said and not GUARD_HERE.search(ob.get("text", "")):
            bad("way-names-absent-guards", f"clue/way: {said.group(0)!r} where the climax's "
                                           f"obstacle has no guard: {ob.get('text', '')[:60]!r}")


# a map the crew or the barn brought (a blank sheet of graph paper is none)
BROUGHT_MAP = re.compile(r"\b(the crew's (own )?maps?(?! is a sheet of graph paper)|(the|their) maps? in the "
                         r"briefing|the briefing's maps?|than (the|their) maps? (says|shows)|the client's "
                         r"maps?|the barn's maps?(?! office)|the maps? (the crew|they) brought)\b", re.I)
# a line that states what the barn's intel got wrong (rather than pointing back to it)
WRONG = re.compile(r"\b(proves? wrong|(is|was) not where|not where [^.]{0,40} (put|says?|shows?)|"
                   r"further than|of the wrong|was moved|died (last|this)|(is|was) wrong about|"
                   r"gives? [^.]{0,40} away; it is|explains?, with)\b", re.I)


def _bad_intel(trip: dict, bad) -> None:
    facts = [e["text"].split(":", 1)[1].strip() for e in trip.get("events") or []
             if e.get("text", "").startswith("Bad Intel:")]
    for t in (trip.get("clock") or {}).get("ticks") or []:
        for e in t.get("events") or []:
            text = e.get("text", "")
            if not text.startswith("Bad Intel"):
                continue
            said = text.split("):", 1)[-1].strip()
            m = WRONG.search(said)
            if m and not any(f.rstrip(".")[:40] in said for f in facts):
                bad("bad-intel-one-fact", f"clock/tick {t.get('tick', '?')}: {m.group(0)!r}, a second "
                                          f"wrong fact beside {(facts or ['the job'])[0][:50]!r}")


def _landing(trip: dict, bad) -> None:
    text = (trip.get("start") or {}).get("read_aloud", "")
    lands = [m.group(0).strip() for m in LANDS.finditer(text)]
    if len(lands) > 1:
        bad("start-lands-once", f"start: lands {len(lands)} times: {'; '.join(x[:50] for x in lands)!r}")
    slip = next((x for x in trip["locations"] if x.get("role") == "Slip-in point"), None)
    m = re.search(r"\bLanding site: ([^.,;]+)", (slip or {}).get("text", ""))
    names = [loc["name"].lower().removeprefix("the ") for loc in trip["locations"]]
    for x in lands[:1] if m else []:  # on its site; or the node's own line, the site beside it
        site = m.group(1).strip().lower()
        if site not in x.lower() and (site not in text.lower() or any(n in x.lower() for n in names)):
            bad("start-lands-once", f"start: {x[:60]!r}, and the slip point's landing site is "
                                    f"{m.group(1)!r}")


RUBBLE = re.compile(r"\b(rubble|ruins?|ruined|wreck(age|ed)?|collapsed|fallen (walls?|stones?|masonry)|"
                    r"rockfall|debris|shattered|bombed|burnt-out)\b", re.I)


def _rubble(trip: dict, bad) -> None:
    locs = {x["name"]: x for x in trip["locations"]}
    for sc in trip.get("scenes") or []:
        way = (sc.get("obstacle") or {}).get("way", "")
        m = re.search(r"\b(through|over|across|round|under) (the )?(rubble|ruins|wreckage|debris)\b", way, re.I)
        loc = locs.get(sc.get("place"), {})
        here = " ".join([sc.get("read_aloud") or "", sc.get("gm") or "", loc.get("text", ""),
                         loc.get("name", ""), (sc.get("obstacle") or {}).get("text", "")])
        if m and not RUBBLE.search(here):
            bad("rubble-where-none", f"scene/{sc['number']}: {m.group(0)!r}, and nothing at "
                                     f"{sc.get('place')} is in ruins")
