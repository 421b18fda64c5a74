"""The consistency audit's round-34 place and faction rules (cold reads of algorithm-30 trips,
both readers 5/5: a place whose name, description, landing site, obstacle and world do not
agree; faction asks that make no sense). Registered in generators/trip/consistency_r34.py;
tests/test_r34_places.py feeds each rule a trip broken on purpose. The climate and era words
(soup-thick air and crickets in a winter, porters and scratched signs in 2016, stone shelters
under a fusion-age technology) are data: corpora/trip/consistency_words.json.

- ``landing-site-vs-name``: the slip-in point's landing site does not say the place is what its
  name says it is not ("the bazaar at Stockton": "Landing site: a drying green strung with
  somebody's washing"; a market square "on a day with no market" at the Bazaar). Fix:
  content/landing_fit.py draws the site again.
- ``species-name-reused``: the alien locals' species name names one place at most and no person
  ("Otthia": the species, the salt flats, the mesa and the warden Austra Otthia). Fix:
  content/name_near.py species_twice and species_near.
- ``sleepy-in-loud-place``: no obstacle makes everyone sleepy at a loud place ("Busy and loud;
  the neon sign buzzes" and "makes everyone in it terribly sleepy"). Fix: play_obstacles.json
  ``din != loud``; trip/obstacle_fit.py gives the scene its place's din.
- ``grass-trap-on-bare-rock``: nothing is hidden in the grass at a place whose own lines stand
  it on bare rock or a salt crust ("A man-trap lies hidden in the grass" on "smooth rock under a
  skin of fine dust"). Fix: ``floor != hard``, and obstacle_fit.py's HARD_FLOOR reads bare rock.
- ``gate-across-height``: no gate hangs across a mesa, a peak or a ridge ("A heavy gate across
  the Otthia Mesa"). Fix: ``place_shape != summit``.
- ``barn-spot-and-elsewhere``: the start does not land at the barn's spot and then open the
  hatch on another place ("at the spot where the barn stood in 2017" ... "The lander's hatch
  opens on the County's Air Base"). Fix: trip/landing.py says the spot is that place.
- ``faction-guide-to-here``: a faction at a place does not offer a guide, a map or directions to
  that same place ("to sell the crew a guide to the bazaar at Stockton", at the bazaar). Fix:
  grammars/org.json "a guided walk round".
- ``faction-lander-no-ruling``: a faction line that has the crew move or lend their lander says
  what it costs ("until the crew move their lander off the ground it came down on", "to borrow
  the crew's lander for an hour", with no rule for either). Fix: org.json's lines.
- ``faction-pay-for-nothing``: a faction whose want asks no payment is not friendly "as long as
  the crew keep paying" (paying what?). Fix: org.json att_tail.
"""

from __future__ import annotations

import re

from ..content.landing_fit import clashes
from ..content.name_near import species_near
from ..content.place_kinds import place_shape
from .faction_asks import ask_of
from .obstacle_fit import HARD_FLOOR

RULES = ("landing-site-vs-name", "species-name-reused", "sleepy-in-loud-place", "grass-trap-on-bare-rock",
         "gate-across-height", "barn-spot-and-elsewhere", "faction-guide-to-here", "faction-lander-no-ruling",
         "faction-pay-for-nothing")

SLEEPY = re.compile(r"\b(terribly sleepy|sleepy|drowsy|nod(s|ding)? off|falls? asleep)\b", re.I)
LOUD = re.compile(r"\b(busy and loud|loud from end to end|deafening)\b", re.I)
GRASS = re.compile(r"\b(hidden|lies|hides?) in the (long |tall )?grass\b", re.I)
GATE = re.compile(r"\bgate across\b", re.I)
BARN_SPOT = re.compile(r"\bat the spot where the barn\b", re.I)
HATCH_ON = re.compile(r"\b(?:hatch opens on|Beyond the hatch:) (?P<p>[^.,;:]+?)(?: and\b|[.,;:]|$)", re.I)
LANDER_MOVE = re.compile(r"\b(move|moves|moved|borrow|lend|fly|take) (their|the crew's) lander\b|"
                         r"\bthe crew's lander (for an hour|moved)\b", re.I)
RULING = re.compile(r"\b(quarter of an hour|an hour on the clock|DL \d|no cost|costs? the crew|MW)\b", re.I)
PAYING = re.compile(r"\b(keep paying|as long as the crew pay|so long as the crew pay)\b", re.I)
GUIDE = re.compile(r"\b(a guide to|a guidebook to|directions to|a map of|the way to) (the )?(?P<p>[^.,;:]+)", re.I)


def _bare(name: str) -> str:
    return re.sub(r"^the ", "", (name or "").strip().lower())


def _species(trip: dict) -> str | None:
    for d in ((trip.get("node") or {}).get("details") or []):
        if d.get("label") == "Locals":
            m = re.match(r"The ([A-Z][\w'-]+)\b", str(d.get("text") or ""))
            return m.group(1) if m else None
    return None


def _landing(trip: dict, bad) -> None:
    locs = trip.get("locations") or []
    if locs and clashes(locs[0].get("name", ""), locs[0].get("text", "")):
        bad("landing-site-vs-name", f"{locs[0]['name']}'s landing site says it is not what its name says: "
            f"{locs[0].get('text', '')[:160]!r}")


def _species_names(trip: dict, bad) -> None:
    sp = _species(trip)
    if not sp:
        return
    word = re.compile(rf"\b{re.escape(sp)}\b")
    places = [x["name"] for x in trip.get("locations") or [] if word.search(x.get("name", ""))]
    if len(places) > 1:
        bad("species-name-reused", f"the species name {sp!r} names {len(places)} places: {places}")
    for n in trip.get("npcs") or []:
        if n.get("source") != "creature" and species_near(n.get("name", ""), sp):
            bad("species-name-reused", f"{n.get('name')!r} is named like the species {sp!r}")


def _scenes(trip: dict, bad) -> None:
    locs = {x.get("name"): x for x in trip.get("locations") or []}
    for sc in trip.get("scenes") or []:
        loc = locs.get(sc.get("place")) or {}
        ob = str((sc.get("obstacle") or {}).get("text") or "")
        own = f"{loc.get('text', '')} {loc.get('sensory', '')}"
        if SLEEPY.search(ob) and (loc.get("din") == "loud" or LOUD.search(own)):
            bad("sleepy-in-loud-place", f"{sc.get('place')} is loud, and its obstacle makes everyone sleepy: {ob[:120]!r}")
        if GRASS.search(ob) and HARD_FLOOR.search(own):
            bad("grass-trap-on-bare-rock", f"{sc.get('place')} stands on a hard floor ({own[:100]!r}), "
                f"and its obstacle hides in the grass")
        if GATE.search(ob) and place_shape(sc.get("place") or "", loc.get("setting")) == "summit":
            bad("gate-across-height", f"a gate across a height: {ob[:120]!r}")
        for th in sc.get("threads") or []:
            text = th if isinstance(th, str) else str(th.get("text") or "")
            m = GUIDE.search(text)
            if m and _bare(m.group("p")).startswith(_bare(sc.get("place"))):
                bad("faction-guide-to-here", f"a faction at {sc.get('place')} offers the way to it: {m.group(0)!r}")


def _start(trip: dict, bad) -> None:
    read = str((trip.get("start") or {}).get("read_aloud") or "")
    place = _bare((trip.get("start") or {}).get("place"))
    # the hatch opening on the slip-in point itself is the same landing said twice, not two
    # (slip-n-slide audit/4 of algorithm 30: "that spot is the lava field ... The hatch opens on
    # the lava field where the crocodiles drink and how real it all is hits the crew")
    other = [m for m in HATCH_ON.finditer(read) if not _bare(m.group("p")).startswith(place or "\0")]
    if BARN_SPOT.search(read) and other:
        bad("barn-spot-and-elsewhere", f"the start lands at the barn's spot and opens the hatch elsewhere: {read[:160]!r}")


def _factions(trip: dict, every, bad) -> None:
    for where, text in every:
        for sentence in re.split(r"(?<=[.!?])\s+", text or ""):
            if LANDER_MOVE.search(sentence) and not RULING.search(sentence):
                bad("faction-lander-no-ruling", f"{where}: the crew's lander moved or lent with no ruling: {sentence[:140]!r}")
    for f in trip.get("factions") or []:
        d = {x.get("label"): str(x.get("text") or "") for x in f.get("details") or []}
        if PAYING.search(d.get("Attitude", "")) and ask_of(d.get("Want", "")) != "pay":
            bad("faction-pay-for-nothing", f"{f.get('name')} are friendly while the crew pay, and ask no pay: "
                f"{d.get('Attitude')!r}")


def check_r34places(trip: dict, world: dict, every, bad) -> None:
    _landing(trip, bad)
    _species_names(trip, bad)
    _scenes(trip, bad)
    _start(trip, bad)
    _factions(trip, every, bad)
