"""The consistency audit's round-23 node-fact rules (brief r23 nodefacts: strict GMs reading
generated trips cold found facts the node sets up dropped or contradicted later).
generators/trip/consistency_r23.py runs them; tests/test_r23_nodefacts.py feeds each a broken
trip.

- ``thread-off-page``: every thread a scene carries (the node's Hook, a slip's rule, a Dream
  World's artifact and story, a faction) is printed at that scene on the text page
  (render/trip.py play_text). The threads were placed (trip/threads.py) and the Markdown page
  showed them, but the text page a GM reads from ``daytrip roll trip`` never did: "Hook: A
  buried dome pokes out of the dust" and "Worth bringing back: ..." listed and never seen again.
  Each node line a GM reads as a promise (the Hook, a slip's Behavior and Meaning, a Dream
  World's Worth bringing back, What it is and What the dream obeys) has a scene line on the page
  with a thread label that pays it (consistency_r22promises.PAID_BY, and "The dream's rule").
- ``first-visit-client-knows``: where nobody has been before the crew (the world's ``before``
  none: an Exploration's "for the first time ever"), the client's secret never says they know
  the place from having been there or acted on it ("They have been to Nassalinur themselves,
  and left in a hurry", "They are the reason ... is in trouble", "They know exactly how
  dangerous ... is"). corpora/grammars/org.json: those secrets need ``before != none``.
- ``enchanted-object-on-real-node``: a realistic node (our own Earth in some year, an Alternate
  Earth: content/world.py realistic_of) meets no fairy-tale Dangerous Object: a spinning top
  that never stops, a box that answers questions, a ladder that adds rungs, a cursed thing
  (corpora/trip/play_obstacles.json: those lines need ``realistic: no``; grammars/obstacles.json
  the same for "A cursed ..."). Real ones were written for such worlds: a man-trap, a pit
  trap, an unexploded shell, a downed power line, a split drum of lye, a dead tree, a carcass.
- ``dream-rule-unmet``: a Dream World's "What the dream obeys" ("the rules of a board game the
  dreamer loved as a child") is met at a scene: a thread "The dream's rule" says what it does
  to the crew there and how they get by (corpora/trip/play_threads.json ``obeys``; trip/
  threads.py promised_threads). Before: every Dream World.
- ``visitor-belief-split``: what the locals believe of visitors is told one way on a page, and
  it is the world's ``belief``: never "they believe visitors are ghosts of their ancestors"
  beside "Anxious to please the crew, because a prophecy told them to be" and "they think the
  crew are gods". content/visits.py roll_belief rolls the one fact with the locals, before any
  line; the lines that state a belief (grammars/planet.json local_culture and hook, org.json
  att_plain and att_tail, slips.json meaning_major) need its value.
- ``tongue-unruled``: Barn records that keep "a binder of its phrasebook" say the locals speak
  a tongue of their own; the strong start rules how the crew talk ("Talking here: ...",
  trip/play_lines.json ``tongue``, trip/start.py tongue_ruling) instead of every NPC chatting
  freely with no word on how.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.world import facts_of
from ..data import load
from .consistency_r22promises import PAID_BY

RULES = ("thread-off-page", "first-visit-client-knows", "enchanted-object-on-real-node",
         "dream-rule-unmet", "visitor-belief-split", "tongue-unruled")

# each belief about visitors, as the lines that state it say it
BELIEFS = {"ghosts": re.compile(r"\bvisitors are ghosts\b", re.I),
           "gods": re.compile(r"\bcrew are gods\b|\bvisitors from other worlds are holy\b", re.I),
           "prophecy": re.compile(r"\bprophecy (?:describes the lander|told them|has a shrine)\b|"
                                  r"\bhave been expecting the crew\b", re.I),
           "kin": re.compile(r"\bstrangers are family by law\b", re.I)}
PHRASEBOOK = "phrasebook"
TALKING = "Talking here: "

# a client's secret that has them know the node at first hand
KNOWS_PLACE = re.compile(r"\bhave been to .+ themselves\b|\bare the reason .+ is (in trouble|at war)\b|"
                         r"\bknow exactly how dangerous\b", re.I)
CURSED = re.compile(r"^A cursed \w")
HOLE = re.compile(r"\{[^}]*\}")
RULE_LABEL = "The dream's rule"
OBEYS_LABEL = "What the dream obeys"
PROMISES = {**PAID_BY, OBEYS_LABEL: (RULE_LABEL,)}


@lru_cache(maxsize=1)
def enchanted_marks() -> tuple[str, ...]:
    """The longest literal piece of every Dangerous Object line kept off realistic nodes."""
    out = []
    for value, _, f in load("trip/play_obstacles").items:
        if f.get("opposition") == "Dangerous Object" and "realistic: no" in (f.get("needs") or ""):
            out.append(max((p.strip(" ,.;:") for p in HOLE.split(value)), key=len))
    return tuple(out)


def _page(trip: dict) -> set[str]:
    from ..render.trip import play_text
    return {line.strip() for line in play_text(trip)}


def _obstacles(trip: dict) -> list[tuple[str, dict]]:
    out = []
    for sc in trip.get("scenes") or []:
        for key in ("obstacle", "surprise"):
            if sc.get(key):
                out.append((f"scene {sc.get('number')}/{key}", sc[key]))
    return out


def check_r23nodefacts(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    details = {d.get("label"): d.get("text") for d in (trip.get("node") or {}).get("details") or []}
    promised = [label for label in PROMISES if details.get(label)]
    if scenes and (promised or any(sc.get("threads") for sc in scenes)):
        page = _page(trip)
        for sc in scenes:
            for th in sc.get("threads") or []:
                if f"{th['label']}: {th['text']}" not in page:
                    bad("thread-off-page", f"scene {sc.get('number')}: {th['label']!r} "
                                           f"({th['text'][:50]!r}) is not on the page")
        for label in promised:
            if not any(line.startswith(f"{paid}: ") for paid in PROMISES[label] for line in page):
                bad("thread-off-page", f"node/{label}: {details[label][:50]!r} is met at no scene "
                                       f"on the page")
    if world.get("before") == "none":
        for d in trip.get("client_details") or []:
            m = KNOWS_PLACE.search(d.get("text") or "") if d.get("label", "").startswith("Not telling") else None
            if m:
                bad("first-visit-client-knows", f"client/{d['label']}: {m.group(0)!r} where nobody has "
                                                f"been before the crew")
    if facts_of(world).get("realistic") == "yes":
        for where, ob in _obstacles(trip):
            text = ob.get("text") or ""
            if ob.get("opposition") == "Dangerous Object" and (
                    CURSED.search(text) or any(m in text for m in enchanted_marks())):
                bad("enchanted-object-on-real-node", f"{where}: {text[:70]!r} on a realistic node")
    _beliefs(trip, world, every, bad)
    records = next((d["text"] for d in (trip.get("node") or {}).get("details") or []
                    if d.get("label") == "Barn records"), "")
    if PHRASEBOOK in records and TALKING not in ((trip.get("start") or {}).get("then") or ""):
        bad("tongue-unruled", f"node/Barn records: {records[:60]!r}, and the start never says how the "
                              f"crew talk with the locals")
    obeys = next((d["text"] for d in (trip.get("node") or {}).get("details") or []
                  if d.get("label") == OBEYS_LABEL), "")
    if obeys and not any(th.get("label") == RULE_LABEL for sc in scenes for th in sc.get("threads") or []):
        bad("dream-rule-unmet", f"node/{OBEYS_LABEL}: {obeys[:60]!r} is met at no scene")


def _beliefs(trip: dict, world: dict, every, bad) -> None:
    texts = list(every) + [(f"faction/{f.get('name')}", " ".join(str(v) for v in f.values()))
                           for f in trip.get("factions") or []]
    said: dict[str, str] = {}
    for where, text in texts:
        for kind, pat in BELIEFS.items():
            if kind not in said and pat.search(text or ""):
                said[kind] = where
    if len(said) > 1:
        bad("visitor-belief-split", "the locals' belief about visitors told "
            + ", ".join(f"{k} ({w})" for k, w in sorted(said.items())))
    have = world.get("belief")
    for kind, where in sorted(said.items()):
        if have is not None and kind != have:
            bad("visitor-belief-split", f"{where} says {kind}, the world's belief is {have!r}")
