"""The consistency audit's round-26 place rules (issue 10, coherent trips: cold readers of
algorithm-23 trips). generators/trip/consistency_r26.py runs them; tests/test_r26_places.py
feeds each a contradicting trip. The place facts are content/place_promise.py's.

- ``place-name-unpaid``: a place whose name promises something (its ``place_promise``,
  corpora/lists/place_promises.json: singing, pilgrims, spores, ...) shows it in its
  description and in at least one line of the scene there. Cold reads: "The Singing Crater
  Town" with no singing, "the bone orchard where the pilgrims sleep" with no pilgrims, "Spore
  Market" with no spores. Fix: the description carries a #promise_line# that needs the
  promise (grammars/places.json; content/place_promise.py promised), inside its first
  sentence, which the scene reads aloud; a name promises only what its world can show
  (no spore market in a vacuum, no pilgrims asleep in the open where locals hide).
- ``place-town-one-room``: a town (``place_shape`` settlement) is never written as one room:
  described as "a crowded room", searched "on hands and knees", given a "far corner". Cold
  reads: "the crew search the town on hands and knees", "the far corner of the town". Fix:
  the room descriptions need ``place_shape: room``, the far-corner landing and the search
  ``place_shape != settlement``, and the crater town and hanging village are out of doors.
- ``place-into-summit``: a height (``place_shape`` summit: a peak, a summit, a ridge, a mesa)
  is climbed, reached and stood on; no line goes "into" it, hears voices "from inside" it or
  lets visitors "into" it. Cold read: going "into" a peak. Fix: the stock obstacles that go
  into their place need ``place_shape != summit``; the clock's, events', releases' and
  threads' lines, drawn without the place's facts, say "the way to" it (every shape).
"""

from __future__ import annotations

import re

from ..content.place_promise import pays, place_promise, place_shape

RULES = ("place-name-unpaid", "place-town-one-room", "place-into-summit")

ROOM_DESC = re.compile(r"^(A|An|One)( [\w-]+){0,2} room\b|\bthe far corner of it\b")


def _bare(name: str) -> str:
    return re.sub(r"^the ", "", name.strip(), flags=re.I)


def _scene_lines(sc: dict) -> list[str]:
    out = [sc.get("read_aloud") or "", sc.get("gm") or "", sc.get("want") or "", sc.get("release") or ""]
    ob = sc.get("obstacle") or {}
    out += [ob.get("text") or "", ob.get("way") or ""]
    out += [th.get("text") or "" for th in sc.get("threads") or []]
    return [x for x in out if x]


def _unpaid(trip: dict, bad) -> None:
    for loc in trip.get("locations") or []:
        promise = place_promise(loc["name"])
        if promise == "none":
            continue
        if not pays(promise, f"{loc.get('text') or ''} {loc.get('sensory') or ''}"):
            bad("place-name-unpaid", f"{loc['name']!r} promises {promise}; its description never shows it")
        scenes = [sc for sc in trip.get("scenes") or [] if sc.get("place") == loc["name"]]
        if scenes and not any(pays(promise, x) for sc in scenes for x in _scene_lines(sc)):
            bad("place-name-unpaid", f"{loc['name']!r} promises {promise}; no line of its scene shows it")


def _shapes(trip: dict, every, bad) -> None:
    for loc in trip.get("locations") or []:
        shape = place_shape(loc["name"], loc.get("setting"))
        name = re.escape(_bare(loc["name"]))
        if shape == "settlement":
            if m := ROOM_DESC.search(loc.get("text") or ""):
                bad("place-town-one-room", f"{loc['name']!r} is a town, described as one room: {m.group(0)!r}")
            pat = re.compile(rf"\b(search of (the )?{name} on hands and knees|far corner of (the )?{name})", re.I)
            for where, t in every:
                if m := pat.search(t):
                    bad("place-town-one-room", f"{where}: {m.group(0)[:70]!r}: a town is not one room")
        if shape == "summit":
            pat = re.compile(rf"\b(into|inside|within) (the )?{name}\b", re.I)
            for where, t in every:
                if m := pat.search(t):
                    bad("place-into-summit", f"{where}: {m.group(0)[:70]!r}: a height is climbed, not gone into")


def check_r26places(trip: dict, world: dict, every, bad) -> None:
    _unpaid(trip, bad)
    _shapes(trip, every, bad)
