"""The consistency audit's rules about the strong start's read-aloud and its own scene 1 (round
16, slip-in; generators/trip/consistency.py runs them; tests/test_r16_slipin.py feeds each a
contradicting trip). Cold read 24 (READER-E, worst problem 2: players hear the error in the
first minute) found:

- ``slip-in-hiders-in-sight``: locals who hide from strangers (the world fact
  ``!meets_visitors``) are shown about in plain sight at the slip-in point when the lander lands
  ("the locals pray in the lee of the wall" beside "Nobody is in sight" and a scene 1 obstacle
  whose locals "have vanished into hiding"). The fix is the slip-in point's fact ``crowd``
  (content/places.py, corpora/grammars/places.json).
- ``slip-in-site-fits-place``: the landing site and the place's description are one place: no
  back lane "where nobody looks twice" at a place described as "Crowded ... and watched by
  customs officers", and no "gravel bar in the middle of a slow, wide river" at a place whose
  name says it is no water ("the stage that is also a piano").
- ``start-prints-one-way``: the read-aloud's ground "leaves no footprints" and it also shows
  boot prints on it.
- ``start-rival-arrival-one-way``: a rival lander's "engines long cold" in the read-aloud, and a
  scene's rivals "slipped in an hour before the crew" (the line now says "an hour on the
  ground": neither just landed, which would leave the rivals no time to have done anything yet,
  clock's rival-acts-after-landing, nor long cold).
- ``radio-song-one-way``: the node's hook broadcasts "2017's top forty" (songs an Earth crew
  knows), and a place's radio plays "a song nobody recognises" (planets' radios are too faint
  to make out: corpora/grammars/places.json "sound").
- ``electric-light-on-gaslight``: a world whose fork went back to gaslight and steam and kept
  them (world fact ``power``: gas) has no strings of coloured bulbs or neon signs.
"""

from __future__ import annotations

import re

from ..content.places import place_kind

RULES = ("slip-in-hiders-in-sight", "slip-in-site-fits-place", "start-prints-one-way",
         "start-rival-arrival-one-way", "electric-light-on-gaslight", "radio-song-one-way")

# a description that shows people about in plain sight (wider than content/places.CROWD, so
# the rule checks the fact's regex too); locals who "leave a bowl of food out" for a ghost are not
# about in sight (round 37: a back lane "where nobody looks twice" at such a drive-in is fine)
PEOPLE = re.compile(r"\b(the locals(?! leave\b| left\b)|villagers|crowd(ed|s)?|queu(e|es|ing)|people|pilgrims|traders|"
                    r"children|guards?|guarded by|patrolled by|watched by|stand at every corner|"
                    r"(pray|trade|gossip|haggle|dance|sing|work)s? (in|at|on|by|between))\b", re.I)
SITE = re.compile(r"\b(?:Landing site|Where the lander touches down|The crew's slip point): ([^.]+)")
UNSEEN = re.compile(r"\b(nobody looks twice|out of sight)\b", re.I)
NOBODY = re.compile(r"\bNobody is in sight\b")
WATER_SITE = re.compile(r"\b(river|gravel bar|sandbank|shallows|mid-stream)\b", re.I)
NO_PRINTS = re.compile(r"\bleaves? no (foot|boot )?prints?\b|\bno footprints?\b|\bnot one footprint\b", re.I)
PRINTS = re.compile(r"\b(boot prints|footprints everywhere|fresh (boot |foot)?prints)\b", re.I)
LONG_COLD = re.compile(r"\b(engines? (long|stone) cold|been (here|parked) for days)\b", re.I)
JUST_IN = re.compile(r"\bslipped in (an|one|two|a few) hours? before the crew\b|\bjust landed\b", re.I)
KEPT_GAS = re.compile(r"\bgaslight and steam, and kept them\b", re.I)  # the fork's own line
BULBS = re.compile(r"\b(coloured bulbs|light ?bulbs|neon( sign)?|electric (light|lamps?))\b", re.I)


def _slip(trip: dict) -> tuple[dict, str, str]:
    """(the slip-in point, its description before the landing site, the landing site)."""
    loc = next((x for x in trip.get("locations") or [] if x.get("role") == "Slip-in point"), None)
    if loc is None:
        return {}, "", ""
    text = loc.get("text", "")
    m = SITE.search(text)
    return loc, text[:m.start()] if m else text, m.group(1).strip() if m else ""


def _hiders(trip: dict, world: dict, bad) -> None:
    loc, desc, _ = _slip(trip)
    read = (trip.get("start") or {}).get("read_aloud", "")
    m = PEOPLE.search(desc)
    if m and world.get("inhabitants") in ("few", "many") and not world.get("meets_visitors"):
        bad("slip-in-hiders-in-sight", f"location/{loc.get('name')}: {m.group(0)!r} in plain sight, "
                                       "and the locals hide from strangers")
    scene1 = ((trip.get("scenes") or [{}])[0].get("read_aloud") or "") if trip.get("scenes") else ""
    m = PEOPLE.search(scene1)
    if NOBODY.search(read) and m:
        bad("slip-in-hiders-in-sight", f"start: 'Nobody is in sight', and scene 1 shows {m.group(0)!r}")


def _site(trip: dict, bad) -> None:
    loc, desc, site = _slip(trip)
    if not site:
        return
    crowd = PEOPLE.search(desc)
    if UNSEEN.search(site) and crowd:
        bad("slip-in-site-fits-place", f"location/{loc.get('name')}: landing site {site!r}, and the "
                                       f"place is {crowd.group(0)!r}")
    if WATER_SITE.search(site) and place_kind(loc.get("name", "")) != "water":
        bad("slip-in-site-fits-place", f"location/{loc.get('name')}: landing site {site!r}, and the "
                                       "place's name says it is no water")


def _start(trip: dict, every, bad) -> None:
    read = (trip.get("start") or {}).get("read_aloud", "")
    if NO_PRINTS.search(read) and PRINTS.search(read):
        bad("start-prints-one-way", f"start: {NO_PRINTS.search(read).group(0)!r} and "
                                    f"{PRINTS.search(read).group(0)!r}")
    cold = LONG_COLD.search(read)
    if cold:
        for where, text in every:
            m = JUST_IN.search(text or "")
            if m and not where.startswith("start"):
                bad("start-rival-arrival-one-way", f"start: {cold.group(0)!r}, and {where}: {m.group(0)!r}")
                break


def _lights(trip: dict, world: dict, every, bad) -> None:
    now = " ".join(d.get("text", "") for d in (trip.get("node") or {}).get("details") or [])
    if world.get("power") != "gas" and not KEPT_GAS.search(now):
        return
    for where, text in every:
        m = BULBS.search(text or "")
        if m:
            bad("electric-light-on-gaslight", f"{where}: {m.group(0)!r} on a world that kept gaslight "
                                              "and steam")


TOP_FORTY = re.compile(r"\btop forty\b", re.I)
UNKNOWN_SONG = re.compile(r"\bsong nobody recognises\b", re.I)


def _radio(trip: dict, every, bad) -> None:
    hook = " ".join(d.get("text", "") for d in (trip.get("node") or {}).get("details") or [])
    if not TOP_FORTY.search(hook + " " + " ".join(t or "" for _, t in every)):
        return
    for where, text in every:
        if UNKNOWN_SONG.search(text or ""):
            bad("radio-song-one-way", f"{where}: 'a song nobody recognises', and the hook's radio plays "
                                      "2017's top forty")
            return


def check_r16slipin(trip: dict, world: dict, every, bad) -> None:
    _hiders(trip, world, bad)
    _site(trip, bad)
    _start(trip, every, bad)
    _lights(trip, world, every, bad)
    _radio(trip, every, bad)
