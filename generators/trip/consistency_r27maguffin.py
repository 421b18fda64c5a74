"""The consistency audit's round-27 maguffin rules: the maguffin's lines must agree with each
other and with its kind and number (cold readers of algorithm-24 trips, r26-cold-a..j and
r26b-cold-a..d). generators/trip/consistency_r27.py registers them; tests/test_r27_maguffin.py
feeds each a trip broken on purpose. The fix is in generation: the maguffin's number and shape
are facts rolled with it (content/maguffin_facts.py, generators/facts_r27.py) that its lines
declare in ``needs:``, and the cargo's packing words come from the cargo itself.

- ``maguffin-pair-it``: a maguffin of two or more (a breeding pair: "the locals race them") is
  called "it" in its own block ("It bites, and it is smarter than it looks"), or in a line that
  names it ("The breeding pair is here, and somebody has been trying to hide the trail that
  leads to it") (fact ``maguffin_number``).
- ``maguffin-soft-rigid``: a soft maguffin (a bolt of cloth that never stains) has a look or a
  risk only a hard thing has: it "looks exactly like a tea cup", has a hinge and a lid, is heavier
  than it looks, is fragile and breaks (fact ``maguffin_shape``).
- ``cargo-count-two-ways``: the client's cargo is one crate ("a crate of wool blankets") or six
  sacks, and another line has the crew's cargo "still in its crates" or has someone go "through
  every crate": one crate or several, crates or sacks, on one trip.
- ``maguffin-gist-no-ending``: the fact a knowledge, an event or a view turns on (``maguffin.gist``)
  is said again at the climax (``turns_on``) and no ending pays it off: the Success ending's GM
  line says what the client pays for (trip/gist_pay.py ``gist_paid``): since round 29 by the
  maguffin's short name and a reference back to the climax (``REFER``), not the gist again.
"""

from __future__ import annotations

import re

from .cargo_packs import PACK
from .consistency_r26maguffin import _page
from .consistency_walk import strings
from .gist_pay import REFER

RULES = ("maguffin-pair-it", "maguffin-soft-rigid", "cargo-count-two-ways", "maguffin-gist-no-ending")

# a maguffin of more than one (its short form or what it is)
PLURAL = re.compile(r"\b(pair|pairs|herd|flock|litter|brood)\b", re.I)
IT = re.compile(r"\b(it|its|itself)\b", re.I)
# an "it" that stands for something else: a favour, a truth, an oath, a wrong, a story, the news
IDIOM = re.compile(r"\b(how it gets paid|believes it|a way out of it|put it right|will not like it|regretted it|"
                   r"leaves its keeper|a job of its own|search it for|turned it over|the old story about .*, all of it|"
                   r"whatever it takes)\b", re.I)  # (audit/96 of algorithm 32: "hands off the breeding pair, whatever it takes")
SOFT = re.compile(r"\b(cloth|bolt of|blanket|tapestry|rug|shawl|banner)\b", re.I)
RIGID = re.compile(r"\b(looks exactly like|a hinge and a lid|heavier than it looks|heavier-looking|it is fragile|"
                   r"breaks something|shatters?|scuffed at the corners|hums when)\b", re.I)
NUMBER = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "ten": 10}
# a line that says what the cargo is packed in
PACKED = re.compile(r"\b(?:still in its|in the|through every|every) (crates?|sacks?|barrels?|cases?|chests?|"
                    r"box(?:es)?|bales?)\b", re.I)




def _sentences(t: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+", t) if s]


def plural(trip: dict, world: dict) -> bool:
    m = trip.get("maguffin") or {}
    if world.get("maguffin_number"):
        return world["maguffin_number"] != "one"
    return m.get("kind") != "person" and bool(PLURAL.search(m.get("short") or ""))


def _pair(trip: dict, world: dict, page, bad) -> None:
    m = trip.get("maguffin") or {}
    if not plural(trip, world):
        return
    short = (m.get("short") or "").lower()
    for key in ("looks", "why", "really", "held_by", "description"):
        for w, t in strings(m.get(key), (), f"maguffin/{key}"):
            if hit := IT.search(IDIOM.sub("", t)):
                bad("maguffin-pair-it", f"{w}: {hit.group(0)!r} of {m.get('short')!r} (two of them): {t[:100]!r}")
                break
    for w, t in page:
        if w.startswith("maguffin/"):
            continue
        for s in _sentences(t):
            s = IDIOM.sub("", s)
            at = s.lower().find(short)
            if short and at >= 0 and (hit := IT.search(s[at + len(short):])):
                bad("maguffin-pair-it", f"{w}: {hit.group(0)!r} after {m.get('short')!r} (two of them): {s[:100]!r}")


def _soft(trip: dict, world: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    soft = world.get("maguffin_shape") == "soft" or (m.get("kind") == "object" and SOFT.search(m.get("what") or ""))
    if not soft:
        return
    for w, t in strings({k: m.get(k) for k in ("looks", "description")}, (), "maguffin"):
        if hit := RIGID.search(t):
            bad("maguffin-soft-rigid", f"{w}: {hit.group(0)!r} of {m.get('what', '')[:50]!r}: {t[:100]!r}")


def _cargo(trip: dict, page, bad) -> None:
    cargo = ((trip.get("maguffin") or {}).get("cargo") or "").strip()
    got = PACK.search(cargo)
    if not got:
        return
    n, noun = NUMBER[got.group(1).lower()], got.group(2).lower()
    stem = noun.removesuffix("es") if noun.endswith("xes") else noun.rstrip("s")
    for w, t in page:
        for hit in PACKED.finditer(t) if "cargo" in t else ():
            said = hit.group(1).lower()
            many = said.endswith("s") or hit.group(0).lower().startswith(("every", "through every"))
            same = (said.removesuffix("es") if said.endswith("xes") else said.rstrip("s")) == stem
            if not same or (many != (n > 1)):
                bad("cargo-count-two-ways", f"{w}: {hit.group(0)!r} of the cargo {cargo!r}: {t[:100]!r}")


def _gist(trip: dict, page, bad) -> None:
    gist = ((trip.get("maguffin") or {}).get("gist") or "").strip()
    if not gist or not any((sc.get("turns_on") or "").strip() for sc in trip.get("scenes") or []):
        return
    # an ending says it in full, or names it and refers back to the climax (round 29: gist_pay REFER)
    if not any(gist[:60] in t or REFER in t for w, t in page if w.startswith("endings/")):
        bad("maguffin-gist-no-ending", f"maguffin/gist {gist[:80]!r} is said at the climax and paid off by no ending")


def check_r27maguffin(trip: dict, world: dict, every, bad) -> None:
    page = _page(trip)
    _gist(trip, page, bad)
    _pair(trip, world, page, bad)
    _soft(trip, world, bad)
    _cargo(trip, page, bad)
