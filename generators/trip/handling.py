"""What the trip's maguffin is like to handle: a description block by kind (person, creature,
object, substance, place, knowledge, event, view), rolled from the world's facts, for the
trip page and the JSON's ``maguffin.description``.

    {kind, carried, look, size, carry, risk}

``carried`` says whether the crew take it home in their hands (a person, a creature, an
object, a substance) or only a record of it (a place, knowledge, an event, a view). The lines
are corpora/trip/maguffin_handling.json, one per part, each drawn only where its ``needs``
fit the world and the maguffin's facts; the size and carry lines fit the maguffin's bulk
(the fact sheet's ``maguffin_bulk``: a jar is never "as big as a wardrobe"), and the
maguffin's own look, when it has one, is the look.

Paths: ``<trip>/play/maguffin/<part>`` (one line among the part's).
"""

from __future__ import annotations

from ..content.stranded_dress import stranded_suit
from ..data import load
from ..rng import Stream
from . import parts, pools
from .base import _cap, _text
from .scenes import fill, slots_for

PARTS = ("look", "size", "carry", "risk")


def _lines(kind: str, part: str, facts: dict, bulk: str | None = None) -> list[tuple]:
    """(value, bulk) of the part's lines that fit the world (and the size drawn, if any)."""
    return [(v, f.get("bulk")) for v, _, f in pools.items(load("trip/maguffin_handling"), facts,
                                                          (("kind", kind), ("part", part)))
            if bulk is None or f.get("bulk") in (None, bulk)]


def description_for(trip, s: Stream) -> dict:
    """The maguffin's description block (see the module docstring)."""
    kind = parts.maguffin_kind(trip)
    from .play import _hours
    from .start import event_hours

    facts = {**parts.facts(trip), "maguffin": kind, "stranded_suit": suit_of(trip)}
    slots, hours = slots_for(trip), event_hours(trip)
    if facts.get("maguffin_time") == "tide":  # a tide record's size says its hours (r30-record)
        if hours:
            slots = dict(slots, hour=str(hours["start"]), end=str(hours["end"]),
                         span_hours=_hours(hours["end"] - hours["start"]))
        else:  # no dusk on the clock: no line with hours to fill
            facts["maguffin_time"] = "any"
    out: dict = {"kind": kind, "carried": kind in parts.CARRIED}
    bulk = facts.get("maguffin_bulk")
    for part in PARTS:
        options = _lines(kind, part, facts, bulk) or _lines("object", part, facts, bulk)
        line, b = options[s.child(part).below(len(options))]
        bulk = bulk or b
        out[part] = _cap(fill(line, slots)).rstrip(".") + "."
    own = _text(parts.maguffin(trip).get("looks"))
    if own:  # the maguffin's own look, never a second one that may contradict it
        out["look"] = own
    return out


def suit_of(trip) -> str:
    """Whether a rescue's stranded person still has a survival suit (content/stranded_dress.py
    ``stranded_suit``): read off the maguffin's look and their own NPC block's."""
    m = parts.maguffin(trip)
    look = next((n.look or "" for n in trip.npcs if m.get("who") and n.name == m.get("who")), "")
    return stranded_suit(_text(m.get("looks")), look)
