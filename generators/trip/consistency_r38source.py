"""The consistency audit's round-38 source rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py): clue sources that could not know the clue. Cold reads of
algorithm-32 trips; tests/test_r38_source.py breaks each on purpose and checks the generator
keeps to it over the audit trips.

- ``source-cannot-know``: every clue's carrier is of a form that can carry its fact's kind
  (corpora/trip/clue_sources.json, read by trip/clue_source.py). Cold read: "A security
  recording ... shows the way past: they will step aside for a share of the credit" (a
  recording shows what happened in front of its camera, never a person's price or motive; no
  footprints tell a rival crew's aim, no camera a person's secret, and no child a rival crew's
  aim: "a child telling a secret of a rival crew"). Fix: trip/clue_forms.py
  ``_forms`` draws only forms that carry the fact, and trip/clues.py's fallbacks keep to it.
- ``unlettered-note``: on a world where the locals do not write (uninhabited, or tech below
  iron), every written thing found at a scene is a visitor's (it says so). Cold read: "a
  note ... written by a local on a world where nobody writes" ("A message ..., left where the
  locals leave such things for each other ... to read it" on a stone-age world). Fix: that line
  needs ``letters: local`` (trip/clue_carry.py ``spots``); a clue no line at its place can carry
  goes to another place before one that ignores the world (trip/clues.py ``loose``).
- ``camera-elsewhere``: a camera (a security recording, a drone, a lost imager) shows the way
  past a trouble only where it stands, at that trouble's own scene. Cold read: "a clue found at
  a place that has nothing to do with the fact" ("A security recording at the Attic of First
  Love" showing the rivals' marks at the highest peak). Fix: the table's ``here`` (camera: way),
  read by trip/clue_forms.py ``_forms`` for a clue away from the fact's scene.
"""

from __future__ import annotations

import re

from ..needs import fits
from .clue_kinds import carrier
from .clue_secret import clue_tells
from .clue_source import carries, fact_kind, form_of
from .parts import inline

RULES = ("source-cannot-know", "unlettered-note", "camera-elsewhere")

# a written thing that says it is a visitor's: only they leave words where the locals do not write
VISITORS = re.compile(r"\bvisitors?\b|\bDayTripper|\bcrew('s)?\b|\btravell?ers?\b|\bstrangers?\b|\blander\b|"
                      r"\bsuits?\b|\bbarn\b", re.I)


def _unplaced(how: str, place: str) -> str:
    """A clue's words with its place's name (as written, or inline) put back as ``{place}``."""
    for name in sorted({place, inline(place)} - {""}, key=len, reverse=True):
        how = how.replace(name, "{place}")
    return how


def check_r38source(trip: dict, world: dict, every, bad) -> None:
    lettered = fits("inhabited; tech >= iron", trip.get("world") or {})
    scenes = trip.get("scenes") or [{}]
    places = {sc.get("id"): sc.get("place") or "" for sc in scenes}
    for f in trip.get("clues") or ():
        fid, text = f.get("id") or "", f.get("fact") or ""
        kind = fact_kind(fid, text, clue_tells(fid.split("-", 1)[0], text, []))
        own = scenes[-1].get("id") if fid == "way" else fid.split("-", 1)[1] if fid.startswith("way-") else None
        for cl in f.get("clues") or ():
            # the carrier's words without its place's name (a "Drone Port" is no camera drone)
            how, src = _unplaced(cl.get("how") or "", places.get(cl.get("scene"), "")), cl.get("source") or "npc"
            if kind and carries(how, src, kind) and not carries(how, src, kind, away=True) and own and cl.get("scene") != own:
                bad("camera-elsewhere", f"{fid}: a {form_of(how, src)} at {cl.get('scene')} shows the way past at {own}: "
                                        f"{carrier(how)[:100]!r}")
            if kind and not carries(how, src, kind):
                bad("source-cannot-know", f"{fid}: a {form_of(how, src)} cannot carry a {kind} fact: "
                                          f"{carrier(how)[:100]!r} for {text[:100]!r}")
            if not lettered and form_of(how, src) == "writing" and not VISITORS.search(carrier(how)):
                bad("unlettered-note", f"{fid}: the locals here do not write, yet: {carrier(how)[:120]!r}")
