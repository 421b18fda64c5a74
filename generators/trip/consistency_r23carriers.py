"""The consistency audit's round-23 clue-carrier rules (cold read of algorithm-21 trips: the
physical things a clue is found on were stock items that ignored the place, the world and the
fact they carry, on 9 trips of 10). Registered in generators/trip/consistency_r23.py;
tests/test_r23_carriers.py feeds each rule a trip broken on purpose.

The rules read the clue's own words (``how`` of a scene clue whose source is a trace), not the
corpus tags, so they check the tags (corpora/trip/play_clues.json ``needs``, ``knows``,
``frame``) rather than repeat them.

- ``carrier-place``: a carrier that belongs in a building or a street (a chalk message on a
  door, an old poster, a notice pinned up, a book left open, words cut into a bench, a cord on
  a peg, a label on a railing, a wall) is never found at open country by its name's kind
  (wild, sand, rock, water: "A chalk message on a door at the boulder field", a notice in a
  dune field); a carrier of open ground (pebbles laid out on the ground, a picture scratched
  into the ground, a cairn, a rock or rock face, a flat stone, cords round a branch) is never
  found indoors nor in a town or a building by its name ("Notes tucked under a cairn at Adra
  Station", pebbles at the Inverted Spore Market, at the Haunted Packing Shed).
- ``carrier-locals``: a carrier fits who lives here and how they live: no child's slate where
  the locals are robots or nobody ("A child's slate left out at Fulvira Station" on a world of
  robots whose makers left long ago); no folk sign in the old way (cords knotted "the way the
  locals knot them", pebbles "that a local would read at a glance", a painted hide, charcoal
  pictures, a tally bone) where the locals live with engines or more (2017 Sacramento); no wax
  tablet where there is print; nothing printed or ticketed (a poster, a receipt, a ticket
  stub, a postcard, a luggage label) where there is no print.
- ``carrier-fact``: a carrier of pictures only (pebbles in a pattern, a picture scratched with
  a stick, knotted cords, a painted hide, charcoal pictures, a bone's tally and little
  pictures) tells a simple fact only: where a place is (with nobody's name in it) or how a way
  is passed; never a name, a debt, an age, a deal or a secret ("Was hired by the mother once
  before, and was never paid" in a pattern of pebbles).
- ``carrier-twice``: one trip uses a carrier's frame once ("dropped at the Downtown Diner by
  someone in a hurry" three times in one trip: a map, a diary, a bag; two torn pages, two
  receipts, two knotted cords).
"""

from __future__ import annotations

import re

RULES = ("carrier-place", "carrier-locals", "carrier-fact", "carrier-twice")

TECH = ("none", "stone", "iron", "steam", "electric", "digital", "advanced", "strange")
OPEN = ("wild", "sand", "rock", "water")  # content/place_kinds.py kinds of open country
BUILT = re.compile(r"\bon a door\b|\bcut into a bench\b|\bhung on a peg\b|\bold poster\b|\bnotice pinned up\b|"
                   r"\bbook left open\b|\btied to a railing\b|\bon a wall\b", re.I)
GROUND = re.compile(r"\bpattern on the ground\b|\binto the ground\b|\bcairn\b|\binto (a|the) rock\b|\brock face\b|"
                    r"\bflat stone\b|\bround a branch\b", re.I)
CHILD = re.compile(r"\bchild'?s\b|\ba child would\b", re.I)
FOLK = re.compile(r"\bthe way the locals knot\b|\ba local would read\b|\bpainted hide\b|\bcharcoal pictures\b|"
                  r"\btally marks and little pictures\b|\bread the knots\b|\beach knot a thing\b", re.I)
WAX = re.compile(r"\bwax tablet\b", re.I)
PRINTED = re.compile(r"\bposter\b|\breceipt\b|\bticket stub\b|\bpostcard\b|\bluggage label\b", re.I)
PICTURES = re.compile(r"\bpebbles laid out\b|\bpicture scratched\b|\bcords knotted\b|\bknotted cord\b|"
                      r"\bpainted hide\b|\bcharcoal pictures\b|\btally marks and little pictures\b", re.I)
FRAMES = (("in a hurry", re.compile(r"\bin a hurry\b")), ("torn", re.compile(r"\btorn page\b|\bpage torn\b")),
          ("receipt", re.compile(r"\breceipt\b")), ("knots", re.compile(r"\bknot(s|ted)\b")),
          ("scratched into", re.compile(r"\bscratched into\b")), ("cut into", re.compile(r"\bcut into\b")),
          ("weighted", re.compile(r"\bweighted (with|under) a stone\b")), ("chalk", re.compile(r"\bchalk")),
          ("painted hide", re.compile(r"\bpainted hide\b")), ("pebbles", re.compile(r"\bpebbles\b")))
SIMPLE = ("where", "way")  # what a picture can tell (a where with nobody's name in it)


def _rung(tech: str | None) -> int:
    return TECH.index(tech) if tech in TECH else -1


def carriers(trip: dict) -> list[tuple[dict, dict]]:
    """(fact, clue) of every clue found on a thing at a scene (a trace)."""
    return [(f, cl) for f in trip.get("clues") or [] for cl in f.get("clues") or []
            if cl.get("kind") == "scene" and cl.get("source") == "trace"]


def simple(trip: dict, fact: dict) -> bool:
    """Whether ``fact`` is one a picture can tell: how a way is passed, or where a place is
    when nobody keeps the maguffin there (a keeper is a name)."""
    kind = fact["id"].split("-", 1)[0]
    if kind == "where":
        return not ((trip.get("maguffin") or {}).get("held_by"))
    return kind == "way"


def _place_of(trip: dict, cl: dict) -> dict | None:
    sc = next((s for s in trip.get("scenes") or [] if s["id"] == cl.get("scene")), None)
    return next((loc for loc in trip.get("locations") or [] if sc and loc["name"] == sc["place"]), None)


def _unnamed(trip: dict, cl: dict) -> str:
    """``cl``'s words with its place's name taken out ("the knot of collapsed geodes" is no knot)."""
    loc = _place_of(trip, cl)
    name = re.sub(r"^The ", "", loc["name"]) if loc else ""
    return re.sub(re.escape(name), "{place}", cl["how"], flags=re.I) if name else cl["how"]


def _where(trip: dict, cl: dict) -> str | None:
    """What is wrong with where ``cl``'s carrier is found, if anything."""
    from ..content.place_kinds import place_kind
    loc = _place_of(trip, cl)
    if not loc:
        return None
    kind, setting = place_kind(loc["name"]), loc.get("setting")
    if (m := BUILT.search(cl["how"])) and kind in OPEN:
        return f"{m.group(0)!r} at {loc['name']!r}, open country ({kind})"
    if (m := GROUND.search(cl["how"])) and (setting == "indoor" or kind in ("settlement", "building")):
        return f"{m.group(0)!r} at {loc['name']!r} ({setting}, {kind})"
    return None


def _locals(cl: dict, world: dict) -> str | None:
    """What is wrong with ``cl``'s carrier for this world's locals and their ways, if anything."""
    how, tech, natives = cl["how"], _rung(world.get("tech")), world.get("natives")
    if (m := CHILD.search(how)) and (natives in ("robot", "none") or world.get("inhabitants") == "nobody"):
        return f"{m.group(0)!r} where the locals are {natives or 'nobody'}"
    if (m := FOLK.search(how)) and tech >= TECH.index("steam"):
        return f"{m.group(0)!r}, a folk sign of the old ways, where tech is {world.get('tech')}"
    if (m := WAX.search(how)) and tech >= TECH.index("steam"):
        return f"{m.group(0)!r} where tech is {world.get('tech')}"
    if (m := PRINTED.search(how)) and 0 <= tech < TECH.index("steam"):
        return f"{m.group(0)!r}, a printed thing, where tech is {world.get('tech')}"
    return None


def _without_fact(how: str, fact: dict) -> str:
    """A carrier's words without the fact it tells, repeated in it ("It shows the way past: the
    ones who made the crossing before left their footholds cut into it" is no carrier "cut into"
    a stone: slip-n-slide audit/175, round 37)."""
    said = (fact.get("fact") or "").split(": ", 1)[-1].rstrip(".")
    for part in (p for p in said.split(": ") if len(p.split()) >= 4):
        how = re.sub(re.escape(part), " ", how, flags=re.I)
    return how


def check_r23carriers(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    seen: dict[str, list[str]] = {}
    for fact, cl in carriers(trip):
        at, told = f"clues/{fact['id']}: {cl['how'][:70]!r}", cl["how"]
        cl = dict(cl, how=_unnamed(trip, cl))
        if msg := _where(trip, cl):
            bad("carrier-place", f"{at}: {msg}")
        if msg := _locals(cl, world):
            bad("carrier-locals", f"{at}: {msg}")
        if (m := PICTURES.search(cl["how"])) and not simple(trip, fact):
            bad("carrier-fact", f"{at}: {m.group(0)!r} cannot say {fact['fact'][:70]!r}")
        carrier = _without_fact(cl["how"], fact)  # the fact it tells is no frame of the carrier's
        for name, rx in FRAMES:
            if rx.search(carrier):
                seen.setdefault(name, []).append(told)
    for name, hows in sorted(seen.items()):
        if len(set(hows)) > 1:
            bad("carrier-twice", f"the frame {name!r} carries {len(set(hows))} clues: "
                                 + " | ".join(h[:50] for h in sorted(set(hows))))
