"""The consistency audit's round-35 maguffin rules (cold reads of algorithm-31 trips, ranked first
by both readers: the maguffin, and the climax that hands it over, contradict themselves at the
most important moment of the session). Registered in generators/trip/consistency_r35.py;
tests/test_r35_maguffin.py feeds each rule a trip broken on purpose.

- ``made-maguffin-exists``: a maguffin the crew make (``maguffin_made`` yes: a soil core they
  drill) or that is granted to them (``maguffin_form`` permission: a signature) does not exist
  before them, so no line has it hold the world together, glow when someone lies nearby, be a
  copy, a theft of long ago or priced by the locals, or be "here" with a trail somebody hides
  (cold35-a-duskmoor-8: "the crew must make it themselves" beside "It is the only thing holding
  Hektra's Rest together", "It glows faintly whenever someone lies nearby", "keep it and the
  guilt"; cold35-a-copperlark-17: "The signature is here, and somebody has been trying to hide
  the trail that leads to it"). Fix: grammars/maguffin.json looks/really ``maguffin_made: no``,
  grammars/places.json holds_thing ``maguffin_form != permission`` and siblings.
- ``maguffin-tweak-works``: a surreal tweak aimed at a maguffin that is no device does not say
  how it "works" ("It is shy, and works only when nobody is watching", of a soil core). Fix:
  grammars/tweaks.json ``tweak_on != maguffin`` and siblings ``tweak_on: maguffin``.
- ``made-one-spot-vs-search``: a maguffin made on whatever ground the crew find is not also made
  at "the one spot" ("drilled from the oldest ground the crew can find" vs "This is the one spot
  where the soil core can be made"). Fix: the fact ``maguffin_spots`` of a made maguffin
  (content/maguffin_facts.py roll_sight; maguffins.json "spots"), places.json's lines need it.
- ``made-rival-unnamed``: nobody unnamed "has come ... to make" the maguffin "too" (on a node the
  crew are the first to reach, with the trip's named rivals elsewhere). Fix: play_clock.json's
  goal:thing stage-2 line has the holder's own people make it.
- ``survey-view-kept-record``: a record somebody keeps (made no: the list, "kept by" its keeper,
  "copied out in full") is not a survey seen from a high place ("Everything the survey needs
  can be seen from here"), nor "made and written up" at the Success. Fix: places.json
  holds_survey ``maguffin_form != record|book``; trip/endings.py KIND_SUCCESS record_kept.
- ``record-length-vs-gist``: a record of "a dozen pages" is not a list of three things ("It runs
  to a dozen pages" vs "What the list says: the locals' cloth, their pottery and their Dagal, the
  three things"). Fix: maguffins.json's list gists say what fills the pages.
- ``grant-two-prices``: a grant has one price: the gist does not set one of its own ("only if the
  crew sign a promise in return") beside the climax's ("names a price: promise 1M of trade").
  Fix: maguffins.json's signature gist is a condition of the text, not a price.
- ``grant-seal-uncast``: no line needs a seal-holder the page never casts ("the person with the
  seal is not the person with the signature"). Fix: grammars/maguffin.json's seal line.
- ``runaway-stranded-by-client``: the job's runaway left of their own will: the client did not
  strand them ("Bring back a runaway grad student" vs "The client stranded them by mistake").
  Fix: maguffins.json's runaway needs ``stranded_by != client``.
"""

from __future__ import annotations

import re

RULES = ("made-maguffin-exists", "maguffin-tweak-works", "made-one-spot-vs-search", "made-rival-unnamed",
         "survey-view-kept-record", "record-length-vs-gist", "grant-two-prices", "grant-seal-uncast",
         "runaway-stranded-by-client")

SKIP = ("world", "rolls", "command", "seed", "path", "code", "version", "short_names", "tags")
EXISTS = re.compile(r"\b(only thing holding .{1,60} together|glows faintly whenever someone lies|"
                    r"trying to hide the trail that leads to it|It is a copy; the real one|"
                    r"stolen from the client's family long ago|worth more to the locals than to anyone|"
                    r"keep it and the guilt|Whoever holds .{1,60} sleeps here)", re.I)
HERE = re.compile(r"^(?P<m>[^.;:]{2,60}?) is here, ", re.I)
WORKS = re.compile(r"\b(works?|working) (only|if|when|while)\b|\bonly works\b|\bstops working\b|\bwill only work\b", re.I)
ONE_SPOT = re.compile(r"\bthe one spot where .{1,60} can be made\b", re.I)
SEARCH = re.compile(r"\bthe crew can find\b", re.I)
MAKE_TOO = re.compile(r"\bSomeone else has come to .{1,80} to make .{1,60} too\b", re.I)
SURVEY_VIEW = re.compile(r"\bEverything the survey needs can be seen from here\b", re.I)
MADE_UP = re.compile(r"\bmade and written up\b", re.I)
PAGES = re.compile(r"\bruns to (a dozen|three hundred|\w+ hundred) pages\b", re.I)
FEW = re.compile(r"\bthe (two|three|four) things\b", re.I)
FILLS = re.compile(r"\b(page after page|item by item|every thing|what every)\b", re.I)
GIST_PRICE = re.compile(r"\bonly if the crew .{1,60}\bin return\b", re.I)
CLIMAX_PRICE = re.compile(r"\bnames a price\b", re.I)
SEAL_OTHER = re.compile(r"\bthe person with the seal is not\b", re.I)
SEAL = re.compile(r"\bseal\b", re.I)
RUNAWAY = re.compile(r"\b(runaway|ran away|run away from)\b", re.I)
BY_CLIENT = re.compile(r"\b(The client stranded them|The client left them behind|left behind on purpose, by "
                       r"the client)\b", re.I)


def texts(o, path: str = "", skip: tuple = SKIP):
    """(where, text) of every string on the page (not the fact sheet, the dice or the command;
    ``skip``: the top-level keys left out)."""
    if isinstance(o, str):
        yield path, o
    elif isinstance(o, dict):
        for k, v in o.items():
            if not (path == "" and k in skip):
                yield from texts(v, f"{path}/{k}", skip)
    elif isinstance(o, list):
        for i, v in enumerate(o):
            yield from texts(v, f"{path}/{i}", skip)


def _first(lines, rx):
    return next(((w, m.group(0)) for w, t in lines for m in [rx.search(t)] if m), None)


def _exists(trip: dict, world: dict, lines, bad) -> None:
    made = world.get("maguffin_made") == "yes"
    granted = world.get("maguffin_form") == "permission"
    if not (made or granted):
        return
    why = "the crew make it themselves" if made else "it is granted, not kept"
    hit = _first(lines, EXISTS)
    if hit:
        bad("made-maguffin-exists", f"{hit[0]}: {hit[1]!r}, but {why}")
    if granted:
        short = ((trip.get("maguffin") or {}).get("short") or "").lower()
        for loc in trip.get("locations") or []:
            m = HERE.match(loc.get("text") or "")
            if m and short and m.group("m").lower().endswith(short.removeprefix("the ")):
                bad("made-maguffin-exists", f"{loc.get('name')}: {m.group(0)!r}, but {why}")


def _tweaks(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin_form") == "device":
        return
    for t in trip.get("tweaks") or []:
        if str(t.get("target") or "").endswith("(the maguffin)") and WORKS.search(t.get("detail") or ""):
            bad("maguffin-tweak-works", f"{t['target']}: {t['detail']!r}, but it is a "
                f"{world.get('maguffin_form')}, not a device")


def _made(trip: dict, world: dict, lines, bad) -> None:
    if world.get("maguffin_made") != "yes":
        return
    what = (trip.get("maguffin") or {}).get("what") or ""
    one = _first(lines, ONE_SPOT)
    if one and (SEARCH.search(what) or world.get("maguffin_spots") == "many"):
        bad("made-one-spot-vs-search", f"{one[0]}: {one[1]!r}, but it is {what!r}")
    too = _first(lines, MAKE_TOO)
    if too:
        bad("made-rival-unnamed", f"{too[0]}: {too[1]!r}: nobody on the page is that someone")


def _record(trip: dict, world: dict, lines, bad) -> None:
    if world.get("maguffin_form") not in ("record", "book"):
        return
    m = trip.get("maguffin") or {}
    if world.get("maguffin_made") != "yes":
        for rx in (SURVEY_VIEW, MADE_UP):
            hit = _first(lines, rx)
            if hit:
                bad("survey-view-kept-record", f"{hit[0]}: {hit[1]!r}, but {m.get('short')} is kept by "
                    f"{m.get('held_by') or 'its keeper'}, to be copied")
    pages = PAGES.search(" ".join(str(m.get(k) or "") for k in ("looks",)) +
                         " " + str((m.get("description") or {}).get("look") or ""))
    gist = str(m.get("gist") or "")
    if pages and FEW.search(gist) and not FILLS.search(gist):
        bad("record-length-vs-gist", f"maguffin: {pages.group(0)!r}, but its gist is "
            f"{FEW.search(gist).group(0)!r}: {gist[:120]!r}")


def _grant(trip: dict, world: dict, lines, bad) -> None:
    if world.get("maguffin_form") != "permission":
        return
    gist = str((trip.get("maguffin") or {}).get("gist") or "")
    scenes = trip.get("scenes") or []
    release = (scenes[-1].get("release") or "") if scenes else ""
    if GIST_PRICE.search(gist) and CLIMAX_PRICE.search(release):
        bad("grant-two-prices", f"gist: {GIST_PRICE.search(gist).group(0)!r}, and the climax "
            f"{CLIMAX_PRICE.search(release).group(0)!r}: {release[:100]!r}")
    seal = _first(lines, SEAL_OTHER)
    if seal and not any(SEAL.search(" ".join(str(n.get(k) or "") for k in ("role", "want", "secret", "look")))
                        for n in trip.get("npcs") or []):
        bad("grant-seal-uncast", f"{seal[0]}: {seal[1]!r}, but nobody on the page holds a seal")


def _runaway(trip: dict, world: dict, lines, bad) -> None:
    if world.get("mission") != "rescue":
        return
    job = " ".join(str(trip.get(k) or "") for k in ("teaser", "goal")) + " " + \
        str((trip.get("maguffin") or {}).get("what") or "")
    run = RUNAWAY.search(job)
    if not run:
        return
    hit = _first(lines, BY_CLIENT)
    if hit or world.get("stranded_by") == "client":
        said = f"{hit[0]}: {hit[1]!r}" if hit else "the fact sheet: stranded_by client"
        bad("runaway-stranded-by-client", f"the job says {run.group(0)!r}, but {said}")


def check_r35maguffin(trip: dict, world: dict, every, bad) -> None:
    world = trip.get("world") or world or {}
    lines = list(texts(trip))
    _exists(trip, world, lines, bad)
    _tweaks(trip, world, bad)
    _made(trip, world, lines, bad)
    _record(trip, world, lines, bad)
    _grant(trip, world, lines, bad)
    _runaway(trip, world, lines, bad)
