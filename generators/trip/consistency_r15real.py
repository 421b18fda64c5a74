"""The consistency audit's rules about realistic nodes played straight and era words (generators/
trip/consistency.py runs them; tests/test_r15_real.py feeds each a contradicting trip). A Time
Travel trip to our own Earth and an Alternate Earth are real places (content/world.py
``realistic_of``, the world fact ``realistic``): the rules' surrealism tweaks are "to create a
surreal destination" (MORE SURREALISM!), so cold readers found them nonsense in 1326 Tuscany.

- ``tweak-on-real-node``: a realistic node carries surrealism tweaks (the trip's list or a
  scene's tweak notes).
- ``uncanny-on-real-node``: a realistic node prints a dream-like line: one whose corpus entry
  needs ``realistic: no`` (corpora/trip/play_obstacles.json, play_lines.json, play_clock.json:
  "At X the crew start to feel they are someone else's dream", "Something on the node shifts:
  the way the crew came is no longer the way back").
- ``fictional-matter-on-earth``: a realistic node names an invented substance
  (corpora/lists/fictional_materials.json: "a crate of Inerton", "made of Validium").
- ``era-lamp-oil``: lamp oil carried or sold where the world has electric light (tech electric
  or higher).
- ``history-books-near``: "the history books" said of a year within 50 years of the crew's
  home year (2017): nobody's history books cover it yet, or it is the crew's own lifetime.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.world import EARTH, facts_of
from ..data import load
from ..facts import TECH_LADDER

RULES = ("tweak-on-real-node", "uncanny-on-real-node", "fictional-matter-on-earth",
         "era-lamp-oil", "history-books-near")

UNCANNY_FILES = ("trip/play_obstacles", "trip/play_lines", "trip/play_clock")
HOLE = re.compile(r"\{[^}]*\}|#[^#]*#")
LAMP_OIL = re.compile(r"\blamp oil\b", re.I)
HISTORY_BOOKS = re.compile(r"\bhistory books?\b", re.I)
NEAR = 50  # years either side of home within which no history book covers the node


@lru_cache(maxsize=None)
def uncanny_marks() -> tuple[str, ...]:
    """The longest literal piece of every line the corpora keep off realistic nodes."""
    out = []
    for name in UNCANNY_FILES:
        for value, _, f in load(name).items:
            if "realistic: no" not in (f.get("needs") or ""):
                continue
            piece = max((p.strip(" ,.;:") for p in HOLE.split(value)), key=len)
            if len(piece) >= 20:
                out.append(piece)
    return tuple(out)


@lru_cache(maxsize=None)
def matter_pattern() -> re.Pattern:
    names = sorted(load("lists/fictional_materials").values, key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(re.escape(n) for n in names) + r")\b")


def check_r15real(trip: dict, world: dict, every, bad) -> None:
    facts = facts_of(world)
    if facts.get("realistic") == "yes":
        _realistic(trip, world, every, bad)
    tech = world.get("tech")
    if tech in TECH_LADDER and TECH_LADDER.index(tech) >= TECH_LADDER.index("electric"):
        for where, t in every:
            if LAMP_OIL.search(t):
                bad("era-lamp-oil", f"{where}: lamp oil where the world has electric light "
                                    f"(tech {tech})")
    year = world.get("year")
    if year is not None and abs(year - EARTH["year"]) <= NEAR:
        for where, t in every:
            if HISTORY_BOOKS.search(t):
                bad("history-books-near", f"{where}: 'history books' of {year}, within {NEAR} "
                                          f"years of the crew's home year")


def _realistic(trip: dict, world: dict, every, bad) -> None:
    kind = world.get("node_type")
    tweaks = [t.get("target", "") for t in trip.get("tweaks") or []]
    tweaks += [n for sc in trip.get("scenes") or [] for n in sc.get("tweaks") or []]
    for t in tweaks:
        bad("tweak-on-real-node", f"a surrealism tweak on a realistic {kind}: {str(t)[:70]!r}")
    marks = uncanny_marks()
    pat = matter_pattern()
    for where, t in every:
        for m in marks:
            if m in t:
                bad("uncanny-on-real-node", f"{where}: a dream-like line on a realistic {kind}: "
                                            f"{m[:60]!r}")
        hit = pat.search(t)
        if hit:
            bad("fictional-matter-on-earth", f"{where}: {hit.group(0)!r}, an invented substance, "
                                             f"on a realistic {kind}")
