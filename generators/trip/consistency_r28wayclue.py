"""The consistency audit's round-28 way-clue rules: the needed fact of how to get past the
climax's obstacle ("**Needed.** How to deal with / get past ...", its clue carriers) fits the
obstacle it is for. generators/trip/consistency_r28.py runs them; tests/test_r28_wayclue.py feeds
each a trip broken on purpose.

- ``way-clue-wrong-kind``: the way past is written for another kind of obstacle than the climax's
  (trip/way_kind.py ``barrier_kind``). Cold readers of algorithm-26 trips: "keep a hand on each other's
  shoulders the whole way through" for "Eser is a perfect double of someone one of the crew lost"
  (r28-cold-b); "they only bother people who look lost" for a family feud whose both sides want
  the crew to judge (r28-cold-c); "whoever built it painted a stripe ... safe to touch or tread
  on" for "The crew's map of the great falls is wrong" (r28-cold-e). Each phrase below may only
  stand with the kinds it answers. Fix: those corpora/trip/play_clues.json ``shortcut:`` lines
  need ``barrier_kind`` (generators/facts_r28.py), which trip/clue_forms.py _barrier gives the draw,
  and the kinds left without a fitting line got their own (a double, a feud, a wrong map).
- ``way-clue-unseen-carried``: a clue that only shows the ground (a long look from the highest
  ground, a path worn smooth, lamps hung along the way, a rope strung through) carries a way past
  that no ground can show: a thing to do ("keep a hand on each other's shoulders"), a time to go
  ("at the top of every hour"), a thing the locals or the danger do not do. Cold read r28-cold-d:
  "A long look ... from the highest ground (BRAINS DL 2)" that taught a hand on each other's
  shoulders. Fix: the way-past lines that can be seen say ``"seen": "yes"`` in play_clues.json;
  the ground-only carriers need ``way_seen: yes`` (trip/way_seen.py gives the fact to the way's
  clues).
- ``where-clue-trail-to-spot``: the needed fact of where the maguffin is, when it is made on the
  spot (knowledge: a rubbing of carvings, a record, a survey; nobody carried it there), is
  carried by a trail of someone who went by ("a motion sensor ... whose log shows who came by and
  which way they went", fresh bootprints heading one way). Cold read r28-cold-d: a motion sensor's
  log as the clue for where to make a rubbing. Fix: those clue lines of play_clues.json need
  ``maguffin != knowledge``.
"""

from __future__ import annotations

import re

from .way_kind import barrier_kind

RULES = ("way-clue-wrong-kind", "way-clue-unseen-carried", "where-clue-trail-to-spot")

ALL = frozenset(("mind", "person", "prey", "guard", "built", "ground", "route", "gear", "place", "object",
                 "flux", "creature", "rival", "trap"))
# a phrase of a way-past line -> the obstacle kinds it may be said of
FITS = (
    ("keep a hand on each other's shoulders", {"mind"}),
    ("it fades for a few minutes at the top of every hour", {"mind"}),
    ("it cannot follow anyone who walks backwards", {"mind"}),
    ("they only bother people who look lost", {"prey"}),
    ("whoever built it painted a stripe", {"built"}),
    ("whoever built it left themselves a second way past", {"built"}),
    ("an older way through is still there behind it", {"built", "ground"}),
    ("have cut a small notch beside each right step", {"built", "ground"}),
    ("the worst of it eases for a few minutes", ALL - {"person", "prey", "guard", "built", "ground", "route"}),
    ("it is safest straight down its middle", ALL - {"person", "prey", "guard"}),
    ("a second way, slower but safe, goes round it", ALL - {"person", "prey"}),
    ("walks the crew through it the way the locals go", ALL - {"person"}),
)
# the clue lines that only show the ground (corpora/trip/play_clues.json, ``way_seen: yes``)
GROUND = re.compile(r"^(A long look at the way ahead from the highest ground|A slow look round .+ with the crew's "
                    r"own eyes|Handholds cut fresh at|A plank laid across the worst of it|A rope the locals have "
                    r"strung up|Lamps the locals hang at|Fresh tyre tracks at|A length of hazard tape at|A path "
                    r"worn smooth at|Grease marks on the handholds|Stones at .+ worn pale|Dabs of paint at knee height|A trodden track at|"
                    r"A groove worn into the floor|Guide lights set low|A line of small stones set on end)")
# the ways past that the ground shows (a mark, a line, a path, another way round)
SEEN = re.compile(r"a scratch low on a stone at every safe step|an older way through is still there|a side door or "
                  r"a service gap|a small chip cut in the edge of each safe step|go single file along the side|a thin "
                  r"line of fresh dust|keep to the rough, broken ground|safest straight down its middle|marked a line "
                  r"past it, just out of its reach|cut a small notch beside each right step|painted a stripe|a longer "
                  r"way round keeps out of its reach|a second way, slower but safe|a still centre that drifts slowly|"
                  r"follow the most worn ground|along old cairns|by a longer way round, wide of it|by a way past it along "
                  r"the far (wall|bank)|its reach stops at a line the crew can learn to see|left their footholds cut into it",
                  re.I)


# a trail of whoever went by (corpora/trip/play_clues.json clue lines that know "where")
TRAIL = re.compile(r"\b(which way they went|where they went|the way (they|it|whoever cut it) went|leading (off|away)|"
                   r"went on one way|a trail of|leading one way|in a tread no local wears|heading one way|where they lead|"
                   r"leads off one way|the way its owner went|pushed through|rode through|went through|"
                   r"going off|carried off)\b", re.I)
SPOT = ("knowledge",)  # a thing made on the spot (a rubbing, a record): nobody carried it there


def check_r28wayclue(trip: dict, world: dict, every, bad) -> None:
    where = next((f for f in trip.get("clues") or [] if f["id"] == "where"), None)
    if where and (trip.get("maguffin") or {}).get("kind") in SPOT:
        for c in where.get("clues") or []:
            if TRAIL.search(c.get("how") or ""):
                bad("where-clue-trail-to-spot", f"clue/where at {c.get('at')}: {c['how'][:60]!r} follows whoever "
                                                f"went by, for {trip['maguffin'].get('what', '')[:40]!r}, made on the spot")
    scenes = trip.get("scenes") or []
    way = next((f for f in trip.get("clues") or [] if f["id"] == "way"), None)
    if not (scenes and way):
        return
    ob = scenes[-1].get("obstacle") or {}
    kind, fact = barrier_kind(ob), way["fact"]
    for phrase, kinds in FITS:
        if phrase in fact and kind not in kinds:
            bad("way-clue-wrong-kind", f"clue/way: {phrase!r} for a {kind} obstacle "
                                       f"({ob.get('opposition')}): {ob.get('text', '')[:60]!r}")
    if not SEEN.search(fact):
        for c in way.get("clues") or []:
            if GROUND.match(c.get("how") or ""):
                bad("way-clue-unseen-carried", f"clue/way at {c.get('at')}: {c['how'][:50]!r} shows only the "
                                               f"ground, and the way past is {fact.split(': ', 1)[-1][:50]!r}")
