"""The consistency audit's rules about what a page tells the GM of its own stat blocks and
props (consistency_world.check_world runs them; cold read 19):

- ``harm-line-rules``: a stat block's harm line says what TAKING HARM says: each hit is -1 to
  one stat and three stats at 0 is death, so the hits it takes depend on where they land (the
  fewest when every hit is called at the weakest stats, more when none is called); never "dead
  after 3 hits" as if any three hits killed (reader A, class 9), and its counts are the stat
  block's own (rules/harm.harm_line).
- ``tweak-prop-unseen``: a scene's surrealism tweak that names a machine as already there ("The
  vending machine here: ...") is in a scene whose own text has that machine; otherwise the
  line brings it in ("There is a vending machine here: ..."; reader A B-13, reader B class 5).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from ..rules.harm import Harm

RULES = ("harm-line-rules", "tweak-prop-unseen")

DEAD_AFTER = re.compile(r"\bdead (after|at|in) (\d+|three|two|one) hits?\b", re.I)
THREE_AT_0 = re.compile(r"\bthree stats (reach|at) 0\b", re.I)
COUNTS = re.compile(r"\((\d+) hits?(?: called at the weakest stats, (\d+) uncalled)?\)")
NAMED_HERE = re.compile(r"^(?:Something is strange about )?[Tt]he (.+?) here\b")


@lru_cache(maxsize=None)
def machines() -> frozenset[str]:
    """The machines a constructed-world tweak can act on (lowercase)."""
    return frozenset(v.lower() for v, _, _ in load("lists/tweak_targets_constructed").items)


def _blocks(trip: dict) -> list[tuple[str, dict | None, str]]:
    """(where, stats, harm text) of every stat block on the page: the cast's, and each
    scene obstacle's foes (its line too, which repeats the harm)."""
    out = [(f"npc/{n['name']}", n.get("stats"), n.get("harm") or "") for n in trip.get("npcs") or []]
    for sc in trip.get("scenes") or []:
        foes = (sc.get("obstacle") or {}).get("foes") or {}
        if foes.get("harm"):
            out.append((f"scene/{sc['number']}/foes", foes.get("stats"), foes["harm"]))
        if foes.get("line") and "Harm:" in foes["line"]:
            out.append((f"scene/{sc['number']}/foes line", foes.get("stats"),
                        foes["line"].split("Harm:", 1)[1]))
    return out


def _harm(trip: dict, bad) -> None:
    for where, stats, text in _blocks(trip):
        if not text:
            continue
        m = DEAD_AFTER.search(text)
        if m or not THREE_AT_0.search(text):
            bad("harm-line-rules", f"{where}: {text[:70]!r} does not say that three stats at 0 is death")
            continue
        c = COUNTS.search(text)
        if not c or not stats or len(stats) < 3:
            continue
        fewest = Harm(dict(stats)).hits_to_kill
        h = Harm(dict(stats))
        while not h.dead:
            h.take()
        said = (int(c.group(1)), int(c.group(2) or c.group(1)))
        if said != (fewest, len(h.hits)):
            bad("harm-line-rules", f"{where}: {c.group(0)!r} where the stats give {fewest} called, "
                                   f"{len(h.hits)} uncalled")


def _props(trip: dict, bad) -> None:
    for sc in trip.get("scenes") or []:
        shown = (sc.get("read_aloud") or "").lower()
        for line in sc.get("tweaks") or []:
            m = NAMED_HERE.match(line)
            if m and m.group(1).lower() in machines() and m.group(1).lower() not in shown:
                bad("tweak-prop-unseen", f"scene/{sc['number']}: {line[:60]!r}, and the scene has no "
                                         f"{m.group(1).lower()}")


def check_told(trip: dict, world: dict, bad) -> None:
    _harm(trip, bad)
    _props(trip, bad)
