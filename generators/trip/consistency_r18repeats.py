"""The consistency audit's round-18 rules about the client and the maguffin a Big Board deals
(brief r18 repeats; cold read 26: two trips of one board with the same client, or the same
maguffin). The board deals them without replacement (content/board_deal.py): the client's
*name* is dealt first and its kind and tie are read off the name's own ``needs``; the
maguffin's kind is dealt, then a maguffin of that kind. These rules hold each trip to the facts
that deal sets (repeats across trips are a board's, not one trip's: tests/test_r18_repeats.py
counts them over boards). generators/trip/consistency.py runs them.

- ``client-name-kind``: the client's name is one of the mission's names (corpora/grammars/
  org.json ``client_<mission>``) and the kind and tie its ``needs`` say are the world's
  ``client`` and ``client_tie`` (a name without a tie: "none"), which every later line about
  the client (its why, its secret, its manner) is drawn for: a dealt name whose facts were
  not set would give "A museum ..." a grandmother's deathbed wish (cold read 6).
- ``maguffin-kind-fact``: the maguffin's kind on the page is the world's ``maguffin`` fact,
  which the handling block, the climax's release and the endings read.
"""

from __future__ import annotations

from ..content.common import MISSION_SLUGS
from ..data import load

RULES = ("client-name-kind", "maguffin-kind-fact")


def _said(needs, fact: str) -> str | None:
    vals = [c[3] for c in needs or () if c[0] == "set" and c[1] == fact and c[2]]
    return next(iter(vals[0])) if len(vals) == 1 and len(vals[0]) == 1 else None


def _client(trip: dict, world: dict, bad) -> None:
    slug = MISSION_SLUGS.get(trip.get("mission_type") or "")
    name = trip.get("client") or ""
    if not slug or not name:
        return
    g = load("grammars/org")
    names = [str(x) for x in g.rules.get(f"client_{slug}", [])]
    needs = g.rule_needs.get(f"client_{slug}", ())
    lower = [n[:1].upper() + n[1:] for n in names]
    if name not in lower:
        return  # a pack's or a hand-made trip's client: no needs to read
    nd = needs[lower.index(name)] if lower.index(name) < len(needs) else None
    kind, tie = _said(nd, "client"), _said(nd, "client_tie") or "none"
    if kind and world.get("client") != kind:
        bad("client-name-kind", f"client {name!r} is a {kind}, the world says {world.get('client')!r}")
    if world.get("client_tie") not in (tie, None):
        bad("client-name-kind", f"client {name!r} is tied by {tie!r}, the world says {world.get('client_tie')!r}")


def _maguffin(trip: dict, world: dict, bad) -> None:
    kind = (trip.get("maguffin") or {}).get("kind")
    if kind and world.get("maguffin") and kind != world["maguffin"]:
        bad("maguffin-kind-fact", f"the maguffin is a {kind}, the world says {world['maguffin']!r}")


def check_r18repeats(trip: dict, world: dict, every, bad) -> None:
    _client(trip, world, bad)
    _maguffin(trip, world, bad)
