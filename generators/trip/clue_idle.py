"""Who in the cast would have nothing to do (cold read 25: READER-F b, d; READER-G h, i, j: an
NPC in no clue, no barrier, no tick, no event): trip/clues.py gives each such NPC one clue of
their own, a fact they may know (the truth about the maguffin, another's secret, the
way past another scene), so every NPC on the page is met for something.
The audit rule is ``npc-idle`` (trip/consistency_r17cast.py)."""

from __future__ import annotations

# facts an idle NPC may tell, best first; else one more source of a needed fact (NEEDED), when
# they stand before the climax and keep nobody away (the rules of a needed fact's sources)
TELLS = ("truth", "lies", "secret", "way", "complication")
NEEDED = ("way", "where")
QUIET = ("here", "npcs", "creatures", "foes")  # a scene's lists of who is there: no work


def _texts(o, skip: tuple = QUIET):
    if isinstance(o, dict):
        for k, v in o.items():
            if k not in skip:
                yield from _texts(v, skip)
    elif isinstance(o, (list, tuple)):
        for v in o:
            yield from _texts(v, skip)
    elif isinstance(o, str):
        yield o


def own_fact(fact: dict, name: str) -> bool:
    """A fact that is only this NPC's own secret ("X is hiding something: ...")."""
    return fact["id"].startswith(("lies-", "secret-")) and fact["fact"].startswith(name)


def busy(name: str, key: str, clues: list[dict], others: list[str]) -> bool:
    """Whether ``name`` tells a clue, or a fact, a scene or an event line names them."""
    if any(c["at"] == key for f in clues for c in f["clues"]):
        return True
    if any(name in f["fact"] and not own_fact(f, name) for f in clues):
        return True
    return any(name in t for f in clues for c in f["clues"] for t in (c["how"],)) or \
        any(name in t for t in others)


def idle_cast(trip, scenes: list[dict], cast: list[dict], clues: list[dict]) -> list[dict]:
    """The NPCs of ``cast`` with nothing to do yet (holder and events read off the trip)."""
    holder = ((trip.maguffin or {}).get("held_by") or "").split(" (")[0]
    others = list(_texts(scenes)) + [e.get("text", "") for e in trip.events or []]
    return [n for n in cast if n["name"] != holder and not busy(n["name"], n["key"], clues, others)]


def fact_for(n: dict, clues: list[dict], trouble, ok=lambda f: True, kinds: tuple = TELLS,
             needed: bool = False) -> dict | None:
    """The first fact (TELLS order) ``n`` may tell: not needed, not their own, not a way past
    trouble they cause, and ``ok`` (not the client's own business, not the rivals')."""
    for kind in kinds:
        for f in clues:
            if f["needed"] != needed or f["id"].split("-", 1)[0] != kind or own_fact(f, n["name"]):
                continue
            if kind in ("way", "where") and n["name"] in trouble(f["id"].split("-", 1)[-1]):
                continue
            if any(c["at"] == n["key"] for c in f["clues"]) or not ok(f):
                continue
            return f
    return None


def spare_secret(n: dict, cast: list[dict], clues: list[dict], ok=lambda f: True) -> dict | None:
    """A new fact for an idle NPC with nothing else to tell (hang audit/9 under algorithm 18:
    the local authority, whose secret keeps the crew away from the needed facts, where the
    truth is the barn's to tell): another's secret they may know, one at their own place
    first, never one a fact already tells, and ``ok`` (not the client's business, not the
    barn's, not the rivals'). The caller keeps the facts at most MAX_FACTS."""
    have = {f["id"] for f in clues}
    near = sorted((o for o in cast if o["key"] != n["key"]), key=lambda o: o["where"] != n["where"])
    for o in near:
        fid = f"secret-{o['key']}"
        if not o.get("secret") or fid in have or f"lies-{o['key']}" in have:
            continue
        text = f"{o['name']}'s secret: {o['secret']}"
        f = {"id": fid, "fact": text if text.endswith((".", "!", "?")) else text + ".",
             "needed": False, "clues": []}
        if ok(f):
            return f
    return None
