"""The consistency audit's rules about the maguffin's own facts: what it is, how it is got,
where it is, how long it keeps (generators/trip/consistency_mission.py runs them; cold read 9):

- ``maguffin-made-fact``: a maguffin the crew make themselves on the node (``world.
  maguffin_made``: a survey, a map, a rubbing, a soil core they drill) does not exist before
  them, so no line has anyone hold, hide, guard, move, sell, steal, copy or fake it, or has
  it "said to be" somewhere; and one that already exists is never "made on the spot" (cold
  read: a survey "made by hand, on the spot" that a keeper holds and another NPC calls a fake).
- ``maguffin-keeps-for-the-walk``: where the maguffin comes from and how long it keeps agree
  with the page's own paths: one "from the slip point" is at the slip-in point, and one that
  spoils "within N hours of being taken" is no more than N hours' walk from the lander (cold
  read: a soil core "from the slip point" five hours' walk away that spoils in four).
- ``meal-not-a-sight``: a feast is eaten, not watched: no line about the best spot for seeing
  it, the view, showing it to the party, or what is left to see or record of it.
- ``view-from-its-place``: a view from a peak or a summit is seen from high ground, and the
  falls from the falls: the maguffin's place is named for it (cold read: "the view from the
  highest peak" at a wind temple, a hollow, a tar seep; the great falls at a tar seep).
"""

from __future__ import annotations

import heapq
import re

RULES = ("maguffin-made-fact", "maguffin-keeps-for-the-walk", "meal-not-a-sight",
         "view-from-its-place")

MADE = re.compile(r"\bmade (by hand, )?on the spot\b", re.I)
# what only a thing that already exists can have done to it: {s} is its short form
EXISTS = (r"a copy of {s}|it is a fake|hid {s}|hiding {s}|new hiding place|guard {s}|"
          r"moves {s}|packs up {s}|taken money for {s}|{s} is stolen|hand over {s}|"
          r"where {s} is said to be|has seen {s}|where {s} might be|fetched once before|"
          r"whoever knows {s}|wrote half of {s}")
SPOILS = re.compile(r"\bwithin (\w+) hours of being taken\b", re.I)
NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten "
                                      "eleven twelve".split())}
SIGHT = re.compile(r"\b(best spot for seeing|best view|shown to every tourist|the view is real|"
                   r"to see or record|will see it again)\b", re.I)
# (what the view is of, the words its place's name must have)
VIEW_SITES = ((re.compile(r"\bview from the [\w ]*\b(peak|summit)\b", re.I),
               re.compile(r"\b(peak|summit|mountain|ridge|cliffs?|mesa|hill|heights?)\b", re.I)),
              (re.compile(r"\bfalls\b", re.I), re.compile(r"\bfalls\b", re.I)))


def _all(trip: dict, texts) -> list[tuple[str, str]]:
    """``texts`` (check_mission's: the page, the play layer, the releases and the secrets) and
    the maguffin's handling block."""
    out = list(texts)
    d = (trip.get("maguffin") or {}).get("description") or {}
    out += [(f"maguffin/{k}", d.get(k) or "") for k in ("look", "size", "carry", "risk")]
    return out


def _walk(trip: dict, frm: str, to: str) -> int | None:
    """The fewest hours on the page's own paths between two scenes (None: no way)."""
    ways: dict[str, list[tuple[str, int]]] = {}
    for c in trip.get("connections") or []:
        ways.setdefault(c["from"], []).append((c["to"], c["hours"]))
        ways.setdefault(c["to"], []).append((c["from"], c["hours"]))
    best, todo = {frm: 0}, [(0, frm)]
    while todo:
        h, at = heapq.heappop(todo)
        if at == to:
            return h
        for nxt, d in ways.get(at, ()):
            if h + d < best.get(nxt, 1 << 30):
                best[nxt] = h + d
                heapq.heappush(todo, (h + d, nxt))
    return None


def check_maguffin(trip: dict, world: dict, texts, bad) -> None:
    m = trip.get("maguffin") or {}
    short = m.get("short") or ""
    lines = _all(trip, texts)
    made = world.get("maguffin_made")
    if made == "yes" and short:
        exists = re.compile(r"\b(" + EXISTS.format(s=re.escape(short)) + r")\b", re.I)
        for where, t in lines:
            hit = exists.search(t)
            if hit:
                bad("maguffin-made-fact", f"{where}: {hit.group(0)!r}, but the crew make "
                                          f"{short!r} themselves: nobody has it before them")
    elif made == "no":
        for where, t in lines:
            hit = MADE.search(t)
            if hit:
                bad("maguffin-made-fact", f"{where}: {hit.group(0)!r}, but {short!r} exists "
                                          f"before the crew come")
    locs = trip.get("locations") or []
    if "from the slip point" in (m.get("what") or "").lower() and locs and m.get("where") != locs[0]["name"]:
        bad("maguffin-keeps-for-the-walk", f"{m['what']!r} is at {m.get('where')!r}, not at the "
                                           f"slip-in point {locs[0]['name']!r}")
    scenes = trip.get("scenes") or []
    at = next((sc["id"] for sc in scenes if sc.get("place") == m.get("where")), None)
    if at and scenes:
        walk = _walk(trip, at, scenes[0]["id"])
        for where, t in lines:
            hit = SPOILS.search(t)
            n = NUMBERS.get(hit.group(1).lower(), None) if hit else None
            if hit and n is None and hit.group(1).isdigit():
                n = int(hit.group(1))
            if n is not None and walk is not None and walk > n:
                bad("maguffin-keeps-for-the-walk", f"{where}: {hit.group(0)!r}, but the walk from "
                                                   f"{m.get('where')!r} to the lander is {walk} hours")
    if world.get("maguffin_form") == "meal":
        for where, t in lines:
            hit = SIGHT.search(t)
            if hit:
                bad("meal-not-a-sight", f"{where}: {hit.group(0)!r}: {short!r} is eaten, not watched")
    if world.get("maguffin") == "view":
        what, place = m.get("what") or "", m.get("where") or ""
        for of, site in VIEW_SITES:
            if of.search(what) and not site.search(place):
                bad("view-from-its-place", f"{what!r} is seen from {place!r}")
