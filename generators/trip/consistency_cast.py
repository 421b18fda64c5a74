"""Audit rules about the cast (generators/trip/consistency.py runs them): each NPC against
their own people and the world's facts.

- Word rules (corpora/trip/consistency_words.json) whose needs read a person's facts
  (``body``, ``folk``) are checked on each NPC's own lines, with the world's facts plus
  theirs: a furred local has no hair, a visitor has not "never left" the place.
- A local's kit (their items) is checked against the world's word rules ("body armour"
  in 1284).
- ``local-body-world``: a local of the node has the natives' body (the Locals line's).
- ``alien-human-name``: a local of an alien people, robots or the Chao has no human given name.
- ``era-local-name``: before iron, the valley's people have no English given or family names.
- ``local-kit-era``: a local's item still has a rules' name that corpora/trip/kit_names.json
  renames for this world (a medkit in 7000 BCE).
- ``key-local-class``: the Key local's job (corpora/trip/class_occupations.json) is a job
  of the class their stat block has.
- ``key-local-where``: a Key local whose job ties them to one place ("a hunter who guards
  the village") is found there, not elsewhere (cold15 4c1e27: "Found at: The Sacred Salmon
  Weir"): their Found at names the place their job does.
- ``key-local-cast``: the Key local the node names is in the cast and met at a scene
  (READER-H, 81bd07: "Key local: Almog Mendoza", who appears nowhere else).
- generators/trip/consistency_npc.py: each NPC's lines against their own body, age and folk.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from ..needs import fits
from ..content.nodes import STRAY
from ..content.places import place_kind
from .consistency_npc import RULES as NPC_RULES, check_npc
from .consistency_cast_lines import RULES as LINE_RULES, check_cast_lines

CAST_RULES = ("local-body-world", "alien-human-name", "era-local-name", "key-local-class",
              "local-kit-era", "key-local-cast", "key-local-where") + NPC_RULES + LINE_RULES  # each NPC's lines against their own facts
# A job tied to one place it names: "who guards the village", "a sentry at the edge of the
# park", "keeper of the lighthouse", "the ferryman at the old ford" (one place: the, singular)
BOUND = re.compile(r"\b(?:who (?:guards|watches|keeps|tends|minds|looks after) |(?:sentry|guard|"
                   r"watchman|watchwoman|keeper|warden|caretaker|gatekeeper|custodian|ferryman|"
                   r"lock-keeper|doorman)"
                   r"(?: and [\w-]+)? (?:at|of|in|on|for) (?:the (?:edge|gate|door|mouth|foot|top) of )?)"
                   r"the ((?:[\w'-]+ ){0,2}[\w'-]+?)$")
LINES = ("look", "manner", "want", "secret")


def person_scoped(needs) -> bool:
    """Whether a word rule reads a fact of one person (``body``, ``folk``)."""
    return any(c[0] == "set" and c[1] in ("body", "folk") for c in needs)


@lru_cache(maxsize=1)
def _human_names() -> frozenset:
    return frozenset(load("lists/given_names").value_tuple) | frozenset(
        load("lists/family_names").value_tuple)


def _tokens(name: str) -> list[str]:
    return [t for t in re.split(r"[\s\-\"]+", name) if t]


def check_cast(trip: dict, world: dict, facts: dict, bad, word_rules) -> None:
    people = [n for n in trip["npcs"] if n.get("folk", "local") != "creature"
              and n.get("source") != "creature"]
    # the maguffin's own name is not a word about the person ("the hair ribbon" on a world
    # of feathered locals): masked before the person-scoped rules read a line
    mag = trip.get("maguffin") or {}
    names = sorted({x for x in (mag.get("what"), mag.get("short")) if x}, key=len, reverse=True)
    mask = re.compile("|".join(re.escape(x) for x in names), re.I) if names else None
    for name, pat, needs, why in word_rules:
        scoped = person_scoped(needs)
        for n in people:
            folk = n.get("folk", "local")
            if scoped:
                if fits(needs, dict(facts, folk=folk, body=n.get("body", "human"))):
                    continue
                for k in LINES:
                    line = n.get(k) or ""
                    m = pat.search(mask.sub("the maguffin", line) if mask else line)
                    if m:
                        bad(name, f"npc/{n['name']}/{k} ({folk}, {n.get('body')}): "
                                  f"{m.group(0)!r} ({why})")
            elif folk == "local" and not fits(needs, facts) and not any(
                    c[0] == "set" and c[1] == "setting" for c in needs):
                for it in n.get("items") or []:
                    m = pat.search(it["name"])
                    if m:
                        bad(name, f"npc/{n['name']}/items: {m.group(0)!r} ({why})")
    kit = {v: f["as"] for v, _, f in load("trip/kit_names").items}
    for n in people:
        for it in n.get("items") or [] if n.get("folk") == "local" else []:
            for base, alts in kit.items():
                if re.match(rf"{re.escape(base)}\b", it["name"]) and any(
                        fits(a["needs"], facts) for a in alts):
                    bad("local-kit-era", f"npc/{n['name']}/items: {it['name']!r} does not fit "
                                         f"tech {facts.get('tech')}")
    natives = world.get("natives")
    body = world.get("body") or "human"
    humans = _human_names()
    for n in people:
        if n.get("folk") != "local":
            continue
        if natives in ("alien", "robot", "chao") and n.get("body") != body:
            bad("local-body-world", f"{n['name']} is a local with a {n.get('body')} body; "
                                    f"the locals are {body}")
        toks = _tokens(n["name"])
        if n.get("body") not in ("human", None) and toks and toks[0] in humans:
            bad("alien-human-name", f"{n['name']} ({n.get('body')}) has a human given name")
        if natives == "human" and fits("tech <= stone", facts) and any(t in humans for t in toks):
            bad("era-local-name", f"{n['name']} has an English name in {world.get('year')}")
    _key_local(trip, facts, humans, bad)
    check_npc(trip, world, bad)
    check_cast_lines(trip, world, facts, bad)  # lines that read the rest of the page (round 13)


def _key_local(trip: dict, facts: dict, humans, bad) -> None:
    key = [d["text"] for d in trip["node"]["details"] if d["label"] == "Key local"]
    if not key:
        return
    name, _, job = key[0].partition(", ")
    job = re.sub(r"^(a|an) ", "", job)
    if world_human_stone(trip, facts) and any(t in humans for t in _tokens(name)):
        bad("era-local-name", f"the Key local {name} has an English name")
    npc = next((n for n in trip["npcs"] if n["name"] == name), None)
    if npc is None or not any(npc["key"] in (sc.get("npcs") or []) for sc in trip.get("scenes") or []):
        bad("key-local-cast", f"the Key local {name} is " + ("met at no scene" if npc else "not in the cast"))
    if npc is not None and (tied := bound_place(job)) and not same_place(tied, npc.get("where") or ""):
        bad("key-local-where", f"the Key local is a {job} and is found at {npc.get('where')!r}")
    if npc is None or not npc.get("class"):
        return
    jobs = {v: f["class"] for v, _, f in load("trip/class_occupations").items}
    if job in ("time-lost DayTripper", STRAY):
        return
    if job not in jobs:
        bad("key-local-class", f"the Key local's job {job!r} has no class "
                               f"(corpora/trip/class_occupations.json)")
    elif not npc["class"].startswith(jobs[job]):
        bad("key-local-class", f"the Key local is a {job} ({jobs[job]}) and their NPC "
                               f"class is {npc['class']}")


def bound_place(job: str) -> str | None:
    """The one place a job ties its holder to ("the village" of "a hunter who guards the
    village"), or None: no place, or many ("the valley's villages", "the sealed roads")."""
    m = BOUND.search(job)
    head = m.group(1).split()[-1].lower() if m else ""
    return m.group(1) if m and not head.endswith("s") and place_kind(head) != "any" else None


def same_place(tied: str, where: str) -> bool:
    """Whether the place a job names may be the place the person is found at: the same head
    word, or a word of the same kind of place (a park and a garden; not a village and a weir)."""
    head = tied.split()[-1].lower().removesuffix("'s")
    return head in where.lower() or place_kind(head) == place_kind(where)


def world_human_stone(trip: dict, facts: dict) -> bool:
    return (trip.get("world") or {}).get("natives") == "human" and fits("tech <= stone", facts)
