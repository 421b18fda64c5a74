"""What one place stands on underfoot: the place fact ``footing`` (generators/facts_r40ground.py),
rolled once, before any line about the place, so its description, its underfoot line and its
scene's ground obstacle say one ground (round 40, cold reads cold39-a-corrie-8: "White salt crust
that squeaks" and "loose scree that slides a yard downhill" at one salt flat; cold39-a-bramble-13:
"Neat as a pin" and "a crust of broken slate and grit" at one landing site).

- indoors: a floor, or the bare rock of a place cut into rock (a cave, a tube);
- out of doors at a town or a building (its name's place_kind), unless ruined: paved, kept ground;
- where the place's name promises a flood: soft (the mud it left), where its grounds can be;
- anywhere else: rolled from corpora/lists/place_footings.json among the footings the place's
  own grounds (grammars/places.json ``ground_<site>`` or ``planet_ground``, on a planet, where
  the description says its ground) and underfoot lines (``texture``) can be drawn for.
"""

from __future__ import annotations

import bisect

from ..data import load
from ..rng import Stream
from ..text.grammar import compiled, compiled_for
from .common import slug

FOOTINGS = ("floor", "paved", "rock", "crust", "loose", "soft")
# what a place built into its ground is built into: rock first, else a crust
FIRM = ("rock", "crust")
NATURAL = ("rock", "crust", "loose", "soft")


def ground_symbol(site: str | None) -> str:
    """The grammar symbol of what a planet place at ``site`` stands on (content/underfoot.py)."""
    sym = f"ground_{slug(site)}" if site else ""
    return sym if sym and sym in compiled("grammars/places").rules else "planet_ground"


def drawable(footing: str, facts: dict, symbols: tuple[str, ...]) -> bool:
    """Whether every one of ``symbols`` has a line that fits ``facts`` with this footing."""
    cg = compiled_for("grammars/places", dict(facts, footing=footing))
    return all(cg.rules.get(sym) for sym in symbols)


def footing_for(s: Stream, facts: dict, site: str | None, family: str | None) -> str:
    """The place's footing (module doc), from its facts (setting, place_kind, place_age,
    place_promise and the world's)."""
    kind = facts.get("place_kind")
    if facts.get("setting") == "indoor":
        return "rock" if kind == "rock" else "floor"
    if kind in ("settlement", "building") and facts.get("place_age") != "ruined":
        return "paved"
    symbols = ("texture",) + ((ground_symbol(site),) if family == "planet" else ())
    if facts.get("place_promise") == "flooded" and drawable("soft", facts, symbols):
        return "soft"
    lst = load("lists/place_footings")
    fit = [i for i in lst.fitting(facts) if drawable(lst.items[i][0], facts, symbols)] or \
        [i for i, (v, _, _) in enumerate(lst.items) if drawable(v, facts, symbols)] or list(lst.fitting(facts))
    cum, total = [], 0
    for i in fit:
        total += lst.items[i][1]
        cum.append(total)
    return lst.items[fit[bisect.bisect_right(cum, s.below(total))]][0]


def ground_ctx(lctx: dict, site: str | None, built: bool = False) -> dict:
    """The context a planet place's ground is drawn in: its own footing where that is natural
    ground; a ground it is built into (``built``) is rock or a crust; the ground over a room
    dug under it, or a kept place's, the first natural footing its site's grounds can give."""
    facts, sym = lctx.get("_world"), ground_symbol(site)
    if not facts or (facts.get("footing") in (FIRM if built else NATURAL) and drawable(facts["footing"], facts, (sym,))):
        return lctx
    order = FIRM + ("loose", "soft") if built else NATURAL  # (a site of soil alone: built into its soil)
    return dict(lctx, _world=dict(facts, footing=next((f for f in order if drawable(f, facts, (sym,))), order[0])))
