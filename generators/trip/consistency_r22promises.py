"""The consistency audit's round-22 promise rules (brief r22 promises, issue 10: cold readers
found promises the trip never pays: a GM reads a hook and it never comes back).
generators/trip/consistency.py runs them; tests/test_r22_promises.py feeds each a broken trip.

- ``group-never-met``: every faction and rival crew the page names is met in the play layer:
  a scene (its threads too), a clue, the clock or an ending names it. Before: the second rival
  crew ("Bidding on the same Big Board; not on this node unless the GM wants them") on 103 of
  hang and 107 of slip-n-slide audit/1..300, named and never seen again; trip/endings.py now
  deals it into one ending's follow-ups (play_endings.json ``follow:board:<outcome>``).
- ``node-promise-unused``: a node line a GM reads as a hook has a scene that uses it: the Hook
  (a thread "The hook"), a slipped node's Behavior and Meaning lines (a thread "The slip"
  carrying the line), a Dream World's artifact "Worth bringing back" (a thread with the thing)
  and its What it is (a thread "The dreamer's story" or "What the dream is"). Before: every
  Behavior and Meaning slip (200 + 200 trips), every artifact and 74 of 100 What it is went
  unused; trip/threads.py promised_threads places them.
- ``secret-never-touched``: the secret of someone the crew meet at a scene is in a clue, the
  clock or an ending. Before: 1920 of 2618 people's secrets over hang and slip-n-slide
  audit/1..300; trip/clues.py now makes every met person's secret a fact while the page has
  room (MAX_FACTS, now 14, which no audit trip reaches), not only up to MIN_FACTS. One whose
  memory a character tweak took is no source (trip/clues.py) and is left out here.
- ``aftermath-unfit``: a secret's aftermath fits its deed: one that says guilt ("they regret it
  every day", "someone is blackmailing them for it": grammars/people.json ``sec_then``) never
  follows a deed that is no wrong ("Took the blame for a friend's crime", "Met the client once,
  years ago, under another name": ``sec_odd``, ``sec_client``), which take an aftermath that
  fits any deed (``sec_after``). Before: 40 + 49 over hang and slip-n-slide audit/1..300.
- ``clue-teller-unknowing``: a person clue that rests on what the teller knows needs them to know
  it (trip/play_clues.json): "as a swap for the latest gossip from the barn" only from someone
  who knows the barn (their ``barn`` fact, content/cast_facts.py barn_of), "the moment the crew
  mention the client's name" only from someone who has met the client (``met_client``).
  Before: 7 + 5 and 14 + 12; trip/clues.py gives each person's place these facts.
- ``role-part-unplayed``: a person whose role is to know the ground ("The local who knows the
  ground", "A survivor who knows the terrain", "A visitor who has mapped the ground"), met at a
  scene, not the maguffin's own keeper (whose part is the maguffin) and not one whose secret
  makes them the last to help (trip/knowing.py blockers: their part is the refusal), tells the crew a way: a
  clue of a ``way`` fact comes from them. trip/clues.py deals them the way fact's first clue
  (or, met only at the climax, a clue there beside the three before it). Someone who wants a
  ride home, met at a scene, is named in an ending (trip/endings.py: the Success's
  ``follow:ride`` line says what came of it; before: 135 of 150 were never seen again).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.cast_facts import barn_of
from ..content.people import RIDE_HOME
from ..content.tweaks_for import forgetful_of
from ..content.world import facts_of
from ..data import load
from .clues import GUIDE
from .knowing import blockers
from .play_texts import play_texts

GOSSIP = "as a swap for the latest gossip from the barn"
CLIENT_NAME = "the moment the crew mention the client's name"


def _pattern(text: str) -> str:
    return re.sub(r"\\#\w+\\#|#\w+#", ".+?", re.escape(text))


@lru_cache(maxsize=1)
def _unfit() -> re.Pattern:
    """A plain deed (sec_odd, sec_client) followed by a guilty aftermath (sec_then)."""
    g = load("grammars/people").rules
    txt = lambda x: x if isinstance(x, str) else x["text"]  # noqa: E731
    plain = "|".join(_pattern(txt(x)) for x in list(g["sec_odd"]) + list(g["sec_client"]))
    guilt = "|".join(re.escape(txt(x)) for x in g["sec_then"])
    return re.compile(rf"^(?:{plain}), and (?:{guilt})\.?$")

RULES = ("group-never-met", "node-promise-unused", "secret-never-touched", "aftermath-unfit",
         "clue-teller-unknowing", "role-part-unplayed")

# the node lines a GM reads as a promise, and the scene threads that pay each
PAID_BY = {"Hook": ("The hook",), "Behavior slipped": ("The slip",), "Meaning slipped": ("The slip",),
           "Worth bringing back": ("Worth bringing back",),
           "What it is": ("The dreamer's story", "What the dream is")}
DISTANCES = ("Very slightly", "One major divergence", "Direct allegory", "Obscure connection", "Totally random")


def played(trip: dict) -> str:
    """The play layer's text, scene threads included."""
    out = [t for _, t in play_texts(trip)]
    for sc in trip.get("scenes") or []:
        out += [th.get("text") or "" for th in sc.get("threads") or []]
    return " ".join(out)


def _core(text: str) -> str:
    """A node line's own words, less the distance a slipped line opens with, lower-cased."""
    head, _, body = text.partition(": ")
    text = body if head in DISTANCES and body else text
    return text.split("here, ", 1)[-1].rsplit(": ", 1)[-1] if text.startswith(("Worth", "Dream Worlds")) else text


def check_r22promises(trip: dict, world: dict, every, bad) -> None:
    if not trip.get("scenes"):
        return
    text = played(trip)
    for kind in ("factions", "rivals"):
        for f in trip.get(kind) or []:
            name = f["name"]
            if name not in text and not (name.startswith("The ") and name[4:] in text):
                bad("group-never-met", f"{kind[:-1]}/{name}: named on the page, and no scene, clue, "
                                       "tick or ending meets them")
    threads = [th for sc in trip["scenes"] for th in sc.get("threads") or []]
    for d in (trip.get("node") or {}).get("details") or []:
        labels = PAID_BY.get(d["label"])
        if not labels:
            continue
        core = _core(d["text"]).rstrip(".").lower()[:40]
        mine = [th for th in threads if th.get("label") in labels]
        if d["label"] in ("Behavior slipped", "Meaning slipped", "Worth bringing back"):
            mine = [th for th in mine if core in th["text"].lower()]
        if not mine:
            bad("node-promise-unused", f"node/{d['label']}: {d['text'][:70]!r}, and no scene uses it")
    places = {sc["place"] for sc in trip["scenes"]}
    lost = forgetful_of(trip.get("tweaks") or [])  # no memory to tell from (trip/clues.py's cast)
    for n in trip.get("npcs") or []:
        sec = (n.get("secret") or "").rstrip(".")
        if n.get("source") == "creature" or not sec or n.get("where") not in places or n["name"] in lost:
            continue
        if sec[1:40] not in text:
            bad("secret-never-touched", f"npc/{n['name']}: {sec[:70]!r}, met at {n['where']!r}, "
                                        "and no clue, tick or ending touches it")
    for n in trip.get("npcs") or []:
        if (m := _unfit().match((n.get("secret") or "").strip())):
            bad("aftermath-unfit", f"npc/{n['name']}: {m.group(0)[:90]!r}: a guilty aftermath after a deed that is no wrong")
    facts = facts_of(world or {})
    by = {n.get("key"): n for n in trip.get("npcs") or []}
    for fact in trip.get("clues") or []:
        for cl in fact.get("clues") or []:
            n = by.get(cl.get("at"))
            if cl.get("kind") != "npc" or not n:
                continue
            how = cl.get("how") or ""
            if GOSSIP in how and barn_of(n.get("folk") or "local", facts) == "unknown":
                bad("clue-teller-unknowing", f"clue/{fact['id']}: {n['name']} trades for gossip from a barn they know nothing of")
            if CLIENT_NAME in how and not n.get("met_client"):
                bad("clue-teller-unknowing", f"clue/{fact['id']}: {n['name']} reacts to the client's name, and has never met the client")
    holder = ((trip.get("maguffin") or {}).get("held_by") or "").split(" (")[0]
    tells = {cl.get("at") for f in trip.get("clues") or [] if f["id"].split("-")[0] == "way"
             for cl in f.get("clues") or [] if cl.get("kind") == "npc"}
    against = blockers(trip.get("npcs") or [])  # the last to help the crew: their part is the refusal
    for n in trip.get("npcs") or []:
        if GUIDE.search(n.get("role") or "") and n.get("where") in places and n["name"] != holder \
                and n["name"] not in lost | against and n.get("key") not in tells:
            bad("role-part-unplayed", f"npc/{n['name']} ({n['role']}): tells the crew no way")
    ends = " ".join(f for e in trip.get("endings") or [] for f in e.get("follows") or [])
    for n in trip.get("npcs") or []:
        if n.get("role") == RIDE_HOME and n.get("where") in places and n["name"] not in ends:
            bad("role-part-unplayed", f"npc/{n['name']} ({n['role']}): no ending says what came of the ride")
