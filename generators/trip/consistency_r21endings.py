"""The consistency audit's round-21 endings rules (brief r21 endings; cold read 29, GMs reading
algorithm-19 trips cold): the Success ending says what follows, a heavy load has a way home that
fits its walk, and a lake that is not water is never used as water. generators/trip/
consistency.py runs them; tests/test_r21_endings.py feeds each a contradicting trip.

- ``success-replays-climax``: the Success ending (its "Follows them home" and client lines) says
  what follows the job and what it pays, never the climax again: no roll or choice that decides
  whether the crew get the maguffin away, no one following the crew to the landing, nothing
  that happens "while the crew watch" or "before the window closes" (a Success is the crew
  back aboard with it). The maguffin's truth comes out at the barn or after (corpora/trip/
  maguffin_truth_due.json). Why: the ending replayed the climax's last barrier. Cold read
  (r20-cold-i): "GM, the truth about the flight recorder comes out here: Dakota was ready for
  the crew; they get the flight recorder away only if a PC talks the guardian round (CHARM
  DL 3), and otherwise Dakota follows them to the landing", under SUCCESS, beside the climax
  where Dakota already holds it and is talked round.
- ``heavy-load-relays``: a maguffin too heavy to carry (a large object or substance, the facts
  ``maguffin_bulk`` large and ``maguffin`` object|substance) goes home in one load on a cart, a
  sled or a beast, or with hired hands: its handling block never plans relays or several trips
  to the lander (the walk back from the climax is 2 hours at least, start.MIN_WALK), nor two
  crewmembers carrying it by hand all the way. Why: the plan and the hours disagreed. Cold read
  (r20-cold-d): "Carted, sledded or carried in relays, a load at a time; each trip to the lander
  and back is most of an hour" for three barrels of wine, beside a 4-hour walk back.
- ``liquid-place-water-use``: at a place whose own name says it holds a liquid that is not
  water (corpora/lists/place_liquids.json: a mercury lake), whatever the world's seas are, no
  line of the place or of a scene there has anyone swim, wade, fish, row or ferry on it, nor a
  gravel bar in a river (content/place_kinds.py place_water: the fact water is strange there).
  Cold read (r20-cold-e): "A rope ferry is the only way across at the Hypso Mercury Lake ...
  or swim it on the crew's own line"; (r20-cold-g) "The Mercury Lake of Circelope ... The
  crew's slip point: a gravel bar in the middle of a slow, wide river".
"""

from __future__ import annotations

import re

from ..content.place_kinds import place_liquid
from .consistency_r20scenes import WATER_USE

RULES = ("success-replays-climax", "heavy-load-relays", "liquid-place-water-use")

# what happens on the node, at the climax or on the way to the lander: not an ending's after
ON_NODE = re.compile(
    r"\b(get .{1,60}? away only if|follows? (them|the crew|the crew's trail) to the (landing|lander)|"
    r"to the lander unseen|only by slipping past|before the window closes|will not get back in the "
    r"lander|comes only if|will not come without|the lander takes them only if|while the "
    r"(crew|party|tourists) watch|on the way home|(was|were) ready for the crew)\b", re.I)
RELAYS = re.compile(r"\b(relays?|several trips|a load at a time|each trip to the lander|"
                    r"carried between two crewmembers)\b", re.I)
MEANS = re.compile(r"\b(carts?|sleds?|sledges?|handcart|barrow|pack (beast|animal)|mule|"
                   r"porters|hired hands)\b", re.I)
RIVER = re.compile(r"\b(gravel bar in the middle of|slow, wide river|rope ferry|ferry)\b", re.I)


def _replays(trip: dict, bad) -> None:
    for e in trip.get("endings") or []:
        if e.get("outcome") != "success":
            continue
        for line in list(e.get("follows") or []) + [e.get("client") or ""]:
            if m := ON_NODE.search(line):
                bad("success-replays-climax", f"ending/success: {m.group(0)!r} is the climax again, "
                                              f"not what follows: {line[:90]!r}")


def _relays(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin_bulk") != "large" or world.get("maguffin") not in ("object", "substance"):
        return
    d = (trip.get("maguffin") or {}).get("description") or {}
    said = " ".join(d.get(k) or "" for k in ("size", "carry"))
    if m := RELAYS.search(said):
        bad("heavy-load-relays", f"a large {world['maguffin']} goes home {m.group(0)!r}, on a walk "
                                 f"back of two hours or more: {said[:90]!r}")
    elif said and not MEANS.search(said):
        bad("heavy-load-relays", f"a large {world['maguffin']} with no cart, sled, beast or help "
                                 f"to take it home: {said[:90]!r}")


def _liquid(trip: dict, bad) -> None:
    odd = {loc["name"] for loc in trip.get("locations") or [] if place_liquid(loc["name"])}
    if not odd:
        return
    texts = [(f"location/{loc['name']}", f"{loc.get('text', '')} {loc.get('sensory', '')}")
             for loc in trip.get("locations") or [] if loc["name"] in odd]
    for sc in trip.get("scenes") or []:
        if sc.get("place") not in odd:
            continue
        ob = sc.get("obstacle") or {}
        texts += [(f"scene/{sc.get('number')}", " ".join(str(x or "") for x in (
            sc.get("read_aloud"), sc.get("gm"), ob.get("text"), ob.get("way"),
            (sc.get("surprise") or {}).get("text"), (sc.get("surprise") or {}).get("way"))))]
        if sc.get("kind") == "arrival":
            st = trip.get("start") or {}
            texts.append(("start", f"{st.get('read_aloud') or ''} {st.get('then') or ''}"))
    for where, t in texts:
        for name in odd:
            t = t.replace(name, "")
        if m := WATER_USE.search(t) or RIVER.search(t):
            bad("liquid-place-water-use", f"{where}: {m.group(0)!r} at a place whose lake is not water "
                                          f"({', '.join(sorted(odd))})")


def check_r21endings(trip: dict, world: dict, every, bad) -> None:
    _replays(trip, bad)
    _relays(trip, world, bad)
    _liquid(trip, bad)
