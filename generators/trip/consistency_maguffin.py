"""The consistency audit's rules about the maguffin's own facts: what it is, how it is got,
where it is, how long it keeps (generators/trip/consistency_mission.py runs them; cold read 9):

- ``maguffin-made-fact``: a maguffin the crew make themselves on the node (``world.
  maguffin_made``: a survey, a map, a rubbing, a soil core they drill) does not exist before
  them, so no line has anyone hold, hide, guard, move, sell, steal, copy or fake it, hand or
  pass it on, keep it where it lies or end up with it before the crew, or has
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
  highest peak" at a wind temple, a hollow, a tar seep; the great falls at a tar seep), and a
  survey "of every hill in sight of the highest point around" is made on a ridge (r10-c02e7a:
  at an oak grove by a river).
- ``substance-fits-air``: a substance fits the world's air and its own matter (``world.
  maguffin_matter``): no flask of the local air where the air is breathable (the client could
  fill one at home), and a gas is never scooped, touched, kept cold, weighed by the kilo or
  split into a case of tubes; nor is one solid piece (cold read 10: "a sealed flask of the
  local air" on breathable air, "kept cold", "ten sealed tubes, about 3 kg", "Scooped").
- ``record-takes-its-time``: a made record whose words name a span (the tides from one high
  water to the next: twelve hours) is not made in "an hour or more", and its fact
  (``world.maguffin_span``) says the same (cold read 10).
- ``view-seen-from``: a view's thing is where its fact (``world.maguffin_seen``) says: one
  seen from afar (a beast through the long lens, a speck from the lookout) is not "here" at
  its place, and one that is here is not a speck a long way off (cold read 11: "The bull is
  here" beside "a small thing seen from a long way off").
- ``maguffin-fake-twice``: what the maguffin really is is one fact (its ``really`` line): no
  other line calls it, or its original, a fake or a forgery unless that line says so (cold
  read 15: "It is exactly what it seems" beside a keeper's "Has a copy of the ledger; it is a
  fake, and so is the original").
- ``view-not-owned``: nobody ends up with a view, an event or a place, and a view has no
  "what it is for" (cold read 11: "Owes a favour to whoever ends up with the bull").
"""

from __future__ import annotations

import heapq
import re

from .consistency_setup import RULES as SETUP_RULES, check_setup

RULES = ("maguffin-made-fact", "maguffin-keeps-for-the-walk", "meal-not-a-sight",
         "view-from-its-place", "substance-fits-air", "record-takes-its-time", "view-seen-from",
         "view-not-owned", "maguffin-fake-twice") + SETUP_RULES

MADE = re.compile(r"\bmade (by hand, )?on the spot\b", re.I)
# what only a thing that already exists can have done to it: {s} is its short form
EXISTS = (r"a copy of {s}|it is a fake|hid {s}|hiding {s}|new hiding place|guard {s}|"
          r"moves {s}|packs up {s}|taken money for {s}|{s} is stolen|hand over {s}|"
          r"where {s} is said to be|has seen {s}|where {s} might be|fetched once before|"
          r"whoever knows {s}|wrote half of {s}|old story about {s}|{s} for a copy|"
          r"bargain for {s}|offer for {s}|haggling for {s}|buyer for {s}|moved {s}|hiding {s}|"
         # handed, passed or given on, kept where it lies, taken, held, swapped, gone (review 12
         # finding 2: "To hand the soil core to someone else before the crew can reach it")
         r"(hand|hands|handed|give|gives|gave|pass|passes|passed|sell|sells|sold|smuggle|send) {s} "
         r"(on |over |away )?(to|on)|keep {s} (exactly )?where it (is|lies)|who(ever)? (took|takes|"
         r"ends? up with|has|holds) {s}|hold {s} just once|swap {s}|price for {s}|once {s} is gone|"
         r"(?<!making )(?<!make )(?<!made ){s} (is|was) (taken|stolen|hidden|buried|sold|handed|passed)|whoever (ends up with|holds) {s}")
# what only a thing that already exists is, said in the maguffin's own lines (cold read 13: a
# soil core the crew drill "sealed in wax", with "a guardian", "a shed full of them")
OWN = re.compile(r"\b(sealed in wax|has a guardian|is its guardian|a shed full of them|"
                 r"stolen property|the holder knows)\b", re.I)
FAKE = re.compile(r"\b(it is a fake|so is the original|is a forgery|is counterfeit)\b", re.I)
SPOILS = re.compile(r"\bwithin (\w+) hours of being taken\b", re.I)
NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten "
                                      "eleven twelve".split())}
SIGHT = re.compile(r"\b(best spot for seeing|best view|shown to every tourist|the view is real|"
                   r"to see or record|will see it again)\b", re.I)
# (what the view is of, the words its place's name must have)
VIEW_SITES = ((re.compile(r"\bview from the [\w ]*\b(peak|summit)\b", re.I),
               re.compile(r"\b(peak|summit|mountain|ridge|cliffs?|mesa|hill|heights?)\b", re.I)),
              (re.compile(r"\bfalls\b", re.I), re.compile(r"\bfalls\b", re.I)),
              # a survey of what is in sight of the high point is made there (r10-c02e7a: at
              # "the oak grove by the river")
              (re.compile(r"\bin sight of the highest\b", re.I), re.compile(r"\b(peak|summit|ridge)\b", re.I)))

AIR_SAMPLE = re.compile(r"\b(flask|sample|jar|bottle|canister) of (the )?(local )?air\b", re.I)
NOT_GAS = re.compile(r"\b(scoop(ed|s)?|a bare hand|kept cold|the cooler(?! (passage|path|way|route|side|air|ground|room|tunnel))|stains everything|"
                     r"around \d+ kg|reacts with air)\b", re.I)
# a substance that "reacts with air" is not met in the open air of a world where it is found
# (cold read 13: moss growing on a breathable world that "reacts with air or water")
REACTS = re.compile(r"\breacts with (the )?(local )?air\b|\breacts with air or water\b", re.I)
TUBES = re.compile(r"\b(ten|a dozen|twenty) sealed tubes\b", re.I)
# (the words of a span a record covers, its hours)
SPANS = ((re.compile(r"\bfrom one high water to the next\b", re.I), 12),
         (re.compile(r"\bfrom high water to low\b", re.I), 6),
         (re.compile(r"\bfrom (dawn|sunrise) to (dusk|sunset)\b", re.I), 12),
         (re.compile(r"\bwithin a day's walk\b", re.I), 24))
AN_HOUR = re.compile(r"\ban hour or more\b|\ban hour of (pacing|counting|copying|work)\b", re.I)
AFAR = re.compile(r"\b(seen from a long way off|only a speck|long lens)\b", re.I)
# where a far sight is "kept" (stop-9a03b8: "The Free Bazaar, kept by Robyn Byatt" for a sheep
# seen "from here and from nowhere else, far off")
KEPT = re.compile(r"^Where to go for .*, (kept|held) by\b")


def _all(trip: dict, texts) -> list[tuple[str, str]]:
    """``texts`` (check_mission's: the page, the play layer, the releases and the secrets), the
    maguffin's handling block and every NPC's want (a visitor's too)."""
    out = list(texts)
    m = trip.get("maguffin") or {}
    d = m.get("description") or {}
    out += [(f"maguffin/{k}", d.get(k) or "") for k in ("look", "size", "carry", "risk")]
    out += [(f"maguffin/{k}", m.get(k) or "") for k in ("looks", "why", "really")]
    out += [(f"npc/{n['name']}/want", n.get("want") or "") for n in trip.get("npcs") or []]
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
            hit = hit or (OWN.search(t) if where.startswith("maguffin/") else None)
            if hit:
                bad("maguffin-made-fact", f"{where}: {hit.group(0)!r}, but the crew make "
                                          f"{short!r} themselves: nobody has it before them")
    elif made == "no":
        for where, t in lines:
            hit = MADE.search(t)
            if hit:
                bad("maguffin-made-fact", f"{where}: {hit.group(0)!r}, but {short!r} exists "
                                          f"before the crew come")
    if not FAKE.search(m.get("really") or "") and not re.search(r"\b(copy|forgery|fake)\b", m.get("really") or ""):
        for where, t in lines:
            if not where.startswith("maguffin/") and (hit := FAKE.search(t)):
                bad("maguffin-fake-twice", f"{where}: {hit.group(0)!r}, but the maguffin really is: "
                                           f"{(m.get('really') or '')[:60]!r}")
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
    if world.get("maguffin") in ("view", "knowledge"):
        what, place = m.get("what") or "", m.get("where") or ""
        for of, site in VIEW_SITES:
            if of.search(what) and not site.search(place):
                bad("view-from-its-place", f"{what!r} is seen from {place!r}")
    check_matter(m, world, lines, bad)
    check_view(m, world, lines, bad)
    check_setup(trip, world, lines, bad)


def check_matter(m: dict, world: dict, lines, bad) -> None:
    """``substance-fits-air`` and ``record-takes-its-time``."""
    what = m.get("what") or ""
    gas = world.get("maguffin_matter") == "gas" or bool(AIR_SAMPLE.search(what))
    if AIR_SAMPLE.search(what) and world.get("air") in ("breathable", "vacuum"):
        bad("substance-fits-air", f"{what!r} on a world whose air is {world['air']}")
    for where, t in lines:
        hit = REACTS.search(t) if world.get("air") in ("breathable", "thin") else None
        if hit:
            bad("substance-fits-air", f"{where}: {hit.group(0)!r}, but {m.get('short')!r} is met "
                                      f"in the open, {world['air']} air")
        hit = NOT_GAS.search(t) if gas else None
        if hit:
            bad("substance-fits-air", f"{where}: {hit.group(0)!r}, but {m.get('short')!r} is a gas")
        hit = TUBES.search(t) if gas or world.get("maguffin_matter") == "solid" else None
        if hit:
            bad("substance-fits-air", f"{where}: {hit.group(0)!r}, but {m.get('short')!r} is one piece")
    if world.get("maguffin_made") != "yes":
        return
    span = next((h for words, h in SPANS if words.search(what)), None)
    if span and span > 2 and world.get("maguffin_span") != "hours":
        bad("record-takes-its-time", f"{what!r} takes {span} hours, but its span fact is "
                                     f"{world.get('maguffin_span')!r}")
    if span and span > 2 or world.get("maguffin_span") == "hours":
        for where, t in lines:
            hit = AN_HOUR.search(t)
            if hit:
                bad("record-takes-its-time", f"{where}: {hit.group(0)!r}, but {what!r} takes "
                                             f"{span or 'many'} hours to make")


def check_view(m: dict, world: dict, lines, bad) -> None:
    """``view-seen-from`` and ``view-not-owned``."""
    kind, short = world.get("maguffin"), m.get("short") or ""
    if kind == "view" and short:
        afar = world.get("maguffin_seen") == "afar"
        here = re.compile(r"\b" + re.escape(short) + r" is here\b", re.I)
        for where, t in lines:
            hit = (here.search(t) or KEPT.search(t)) if afar else AFAR.search(t)
            if hit:
                bad("view-seen-from", f"{where}: {hit.group(0)!r}, but {short!r} is "
                                      f"{'seen from afar' if afar else 'at its place'}")
    if kind in ("view", "event", "place") and short:
        owned = re.compile(r"\b(ends up with|whoever (has|owns|keeps)) " + re.escape(short) + r"\b"
                           + (r"|\bwrong idea of what it is for\b" if kind == "view" else ""), re.I)
        for where, t in lines:
            hit = owned.search(t)
            if hit:
                bad("view-not-owned", f"{where}: {hit.group(0)!r}, but nobody owns a {kind}")
