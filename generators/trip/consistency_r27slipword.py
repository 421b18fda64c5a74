"""The consistency audit's round-27 rules on the GM's note for the node's own slip (the
``Vector:`` block's reading) and the slip's first bite (cold readers of algorithm-25 trips,
seeds r27-cold-c, -e, -f, -i). Registered in generators/trip/consistency_r27.py;
tests/test_r27_slipword.py feeds each rule a broken trip.

- ``vector-note-exclusive``: the note for a node's own slipped line never says the slip is the
  only strangeness or the only rule ("describe that, and only that, as what looks wrong here";
  "play its rule exactly as written, and no other rule for this slip"; "build the twist on that,
  and only that"). The rules make a Dream World strange by nature (a pocket universe whose
  common sense is veiled: the staircase that is also a whale, the sky painted on a ceiling, the
  veil's PSYCHE roll, what the dream obeys) and an Alternate Earth's history forked (its
  consequences played straight); the slip is the one oddity beyond the node's own nature, not
  the only one. Cold reads r27-cold-e, -f (Dream Worlds), -i (Alternate Earth).
- ``slip-bite-nothing``: the Behavior slip's first bite ("it first bites the crew here: firearms
  jam ...") lands on a thing the trip has: a rule about firearms bites where someone found at
  that scene carries one. Cold read r27-cold-c: firearms jam on a trip where nobody has a gun.
"""

from __future__ import annotations

import re

RULES = ("vector-note-exclusive", "slip-bite-nothing")

EXCLUSIVE = re.compile(r"\band only that\b|\bno other rule\b|\bonly thing\b", re.I)
# a kind of gear a slipped rule is about, and the words for one a person carries
GEAR = {"firearms": (re.compile(r"\bfirearms?\b|\bguns?\b", re.I),
                     re.compile(r"\b(pistol|rifle|revolver|shotgun|musket|carbine|handgun|"
                                r"firearm|blunderbuss|flintlock)s?\b|\bguns?\b", re.I))}
BITE = "it first bites"


def _notes(trip: dict, bad) -> None:
    for v in trip.get("vectors") or []:
        if EXCLUSIVE.search(v.get("reading") or ""):
            bad("vector-note-exclusive", f"{v.get('vector')} slipped on a {(trip.get('node') or {}).get('type')}: "
                                         f"{(v.get('reading') or '')[:110]!r}")


def carried(npc: dict, kind: str) -> bool:
    """Whether ``npc`` (a trip dict's NPC) carries gear of ``kind``."""
    item = GEAR[kind][1]
    return any(item.search(i.get("name") or "") for i in npc.get("items") or [])


def _bites(trip: dict, bad) -> None:
    for sc in trip.get("scenes") or []:
        for th in sc.get("threads") or []:
            text = th.get("text") or ""
            if BITE not in text:
                continue
            rule = text.split(BITE, 1)[1]
            for kind, (names, _) in GEAR.items():
                if not names.search(rule):
                    continue
                place = (sc.get("place") or "").lower()
                who = {w for loc in trip.get("locations") or [] if (loc.get("name") or "").lower() == place
                       for w in loc.get("who") or []}
                here = [n for n in trip.get("npcs") or [] if carried(n, kind)
                        and ((n.get("where") or "").lower() == place or n.get("name") in who)]
                if not here:
                    bad("slip-bite-nothing", f"{sc.get('id')} ({sc.get('place')!r}): the slip first bites on "
                                             f"{kind} and nobody found there carries any: {text[-90:]!r}")


def check_r27slipword(trip: dict, world: dict, every, bad) -> None:
    _notes(trip, bad)
    _bites(trip, bad)
