"""What a place's own name promises and what shape of ground it is (round 26, cold reads of
algorithm-23 trips): the place facts place_promise and place_shape, read from its name like
place_kind (content/place_kinds.py), so the lines drawn for it fit them.

- place_promise: corpora/lists/place_promises.json. "The Singing Crater Town" promises singing,
  "The bone orchard where the pilgrims sleep" pilgrims, "The Spore Market of Hilde" spores; the
  place's description carries a line that shows it (grammars/places.json #promise_line#, each
  line needing its promise), and the scene there reads the description aloud. Cold read: a
  name that promises something the description and scenes never show or mention.
- place_shape: what a line may treat the place as: a ``settlement`` (streets and houses: never
  searched on hands and knees, never one room with a far corner), a ``summit`` (a peak, a
  ridge, a mesa: climbed, reached and stood on, never gone into), a ``room`` (a building, or
  any place indoors) or ``open`` ground. Cold reads: "the crew search the town on hands and
  knees", "the far corner of the town", going "into" a peak.
"""

from __future__ import annotations

from ..text.echo import echoes
from .place_kinds import _promises, place_promise, place_shape  # noqa: F401 (read from a name)


def pays(promise: str, text: str) -> bool:
    """Whether ``text`` shows the promise (its ``pays`` words); a place promising nothing: yes."""
    return next((bool(p.search(text or "")) for v, _, p in _promises() if v == promise), True)


def promised(stream, desc: str, lctx: dict, said=()) -> str:
    """A place's description with a line that shows what its name promises (#promise_line#,
    each line needing its ``place_promise``), inside its first sentence (the part the scene
    reads aloud), unless that sentence already shows it; a line another place of the trip
    already says (``said``, their descriptions: two Flooded places) is drawn again."""
    from .common import compiled_for, gx

    facts = lctx.get("_world") or {}
    promise = facts.get("place_promise") or "none"
    first = desc.partition(". ")[0]
    if promise == "none" or pays(promise, first):
        return desc
    if not compiled_for("grammars/places", facts).rules.get("promise_line"):
        return desc  # no line fits this place (none left out: the audit's place-name-unpaid)
    head, dot, rest = desc.partition(". ")
    skies = (lctx.get("sky"), lctx.get("night_sky"))
    # nor one that makes a stock phrase with the end of the head another place already has:
    # "the locals mend their tools here at dusk" then "; the ground is cratered..." at one
    # place and "...here at dusk" then "; the ground lifts..." at another both said "here at
    # dusk the ground" (slip-n-slide audit/337, place-phrase-twice): the head was drawn apart
    # from the others, the promise line after it
    echoed = lambda ln, j="; ": any(ln in d for d in said) or echoes(f"{head}{j}{ln}", said, skies)  # noqa: E731
    line = gx(stream, "places", "promise_line", lctx)
    for i in range(8):  # not the line another place already says (place-phrase-twice)
        if not echoed(line):
            break
        line = gx(stream.child("again", i), "places", "promise_line", lctx)
    if echoed(line) and not echoed(line, ", and "):  # one line for the promise: joined apart
        return f"{head}, and {line}{dot}{rest}"
    return f"{head}; {line}{dot}{rest}"


def promised_twice(name: str, names: list[str]) -> bool:
    """Whether one of ``names`` already promises what ``name`` does: a promise has two lines, so
    a third "Steaming" place said the first one's again (slip-n-slide audit/730, algorithm 25:
    the Steaming Salt Marsh, Cave Mouth and Oak Savanna in one trip)."""
    p = place_promise(name)
    # round 28: a promise an ending gives as well as an adjective ("The Breathing Mesa" beside
    # "the mercury lake where the ground breathes") said its one line for the setting twice
    # (hang audit/131): one place a trip for each promise. A name that promises nothing has no
    # line to say twice: round 37 (stock) lifted the cap of two such names a trip, which sent
    # every dream world's third place to "The Whispering ..." (its one promising adjective: 45
    # of 200 seeds' trips) and the rest to the names apart (scripts/seed_stock.py)
    return p != "none" and any(place_promise(n) == p for n in names)
