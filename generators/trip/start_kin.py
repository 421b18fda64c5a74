"""A creature of the cast's kind at the lander. Round 26 told one in the fiction ("Another
shade-stalker stands square in front of the hatch", ``another_of_kind``), never as a GM line that
the start explains itself with ("The shade-stalker at the lander is not the one in the cast: that
one is found at ...", r26-cold a, i). Round 27's cold readers read "another" before any was met:
since then start.py draws no hatch beat of a kind a later line introduces (``later_kin``: the
cast's creature found at another place, an obstacle meeting "a donkey" as new) but a beat of
any kind (never an unnamed "something" at the hatch: creature-named). The audit: consistency_r26stock.py
``start-explains-kin``, consistency_r22start.py ``start-creature-elsewhere`` and
consistency_r27beasts.py ``beast-another-unmet``, ``beast-met-new-twice``."""

from __future__ import annotations

import re

from ..memo import rx


def _kind(name: str) -> str:
    return re.sub(r"^the ", "", name.strip(), flags=re.I)


def another_of_kind(beat: str, name: str) -> str | None:
    """``beat`` with its first "a/an/the/one <kind>" (the cast creature ``name``'s kind) as
    "another <kind>" ("Another" at a sentence's start); None if the beat names it otherwise."""
    sp = _kind(name)
    rx = re.compile(rf"\b(a|an|the|one)\s+({re.escape(sp)})\b", re.I)
    m = rx.search(beat)
    if not m:
        return None
    word = "Another" if m.group(1)[0].isupper() else "another"
    return beat[:m.start()] + f"{word} {m.group(2)}" + beat[m.end():]


def told_as_another(beat: str, name: str) -> bool:
    """Whether ``beat`` says the creature of ``name``'s kind is another of that kind."""
    sp = _kind(name)
    return bool(rx(rf"\banother\s+{re.escape(sp)}\b|\bone of (its|their) (herd|kind)\b", re.I).search(beat))


# Round 27 (cold readers of algorithm-24 trips): "Another glassback stands square in front of the
# hatch" before any glassback was met, a donkey at the hatch and again as scene 1's obstacle as if
# new, the sheep at the hatch, in scene 1 and in the cast. A creature's first meeting is one
# place: the strong start meets a kind at the hatch only when no later line introduces it (the
# cast's creature first met at its own place, a scene's obstacle meeting "a donkey"); otherwise it
# draws another beat. The audit: consistency_r27beasts.py.
HERDS = r"(?:(?:herd|flock|pack|pair|troop|family|swarm) of )?"


def named(kind: str, text: str) -> bool:
    """Whether ``text`` names ``kind`` (or its plural)."""
    return bool(rx(rf"\b{re.escape(kind)}(e?s)?\b", re.I).search(text))


def met_new(kind: str, text: str) -> re.Match | None:
    """Where ``text`` meets ``kind`` as if never seen: "a donkey", "an ewe", "a herd of zebras"."""
    return rx(rf"\ban? {HERDS}{re.escape(kind)}(e?s)?\b", re.I).search(text)


def masked(text: str, places: list[str]) -> str:
    """``text`` with the place names ``places`` blanked ("Elk Grove" is no elk, "the Salt Marsh
    of the Giant Sloths" no sloth)."""
    names = {_kind(p) for p in places}
    for name in sorted((n for n in names if n), key=lambda n: (-len(n), n)):  # (no set order, review r27)
        text = rx(rf"(?<!\w){re.escape(name)}(?!\w)", re.I).sub("X", text)  # a whole name, not inside a word
    return text


def met_elsewhere(beat: str, kinds: list[str], cast: list[tuple[str, str]], obstacles: list[str],
                  place: str, places: list[str]) -> str:
    """The creature kind of ``kinds`` the start's ``beat`` would meet at the lander (``place``)
    while a later line introduces it: a cast creature of that kind (``cast``: name and Found at)
    found at another place, or an obstacle of ``obstacles`` meeting one as new; "" if none."""
    b = masked(beat, places)
    for kind in kinds:
        if not named(kind, b):
            continue
        if any(_kind(name).lower() == kind.lower() and where and where.lower() != place.lower()
               for name, where in cast):
            return kind
        if any(met_new(kind, masked(ob, places)) for ob in obstacles):
            return kind
    return ""


def later_kin(beat: str, trip, scenes: list[dict]) -> str:
    """``met_elsewhere`` for a trip being built: its kinds (its creature NPCs' species, the
    world's ``beast`` and ``monster``), its cast, its scenes' obstacles and surprises."""
    from . import parts

    cast = [(n["name"], n["where"] or "") for n in parts.npcs(trip) if n["creature"]]
    world = trip.world or {}
    kinds = {_kind(n).lower() for n, _ in cast} | {str(world[k]).lower() for k in ("beast", "monster") if world.get(k)}
    obstacles = [ob["text"] for sc in scenes for ob in (sc["obstacle"], sc.get("surprise")) if ob]
    places = [loc["name"] for loc in parts.locations(trip)]
    return met_elsewhere(beat, sorted(kinds, key=lambda k: (-len(k), k)), cast, obstacles,
                         scenes[0]["place"] if scenes else "", places)
