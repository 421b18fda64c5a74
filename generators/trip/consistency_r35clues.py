"""The consistency audit's round-35 clue rules (cold readers of algorithm-30 trips: a needed way
past that does not fit its obstacle, clue cards with no words, a mapping job with no hours).
Registered in generators/trip/consistency_r35.py; tests/test_r35_clues.py feeds each rule a trip
broken on purpose.

- ``way-clue-wrong-passing``: the needed way past the climax is written for another kind of
  passing than its obstacle's (trip/way_pass.py ``passing``: a thing passed at a distance, a thing
  to leave alone, air, weather, ground, a drop, what falls from above, a swarm). Cold reads: "it is
  safest straight down its middle" for a spinning top and for hot, heavy air; a local who "walks
  the crew through it" a ticking device; painted stones "just out of its reach" for a carcass whose
  biting flies rise at every footstep. Each phrase below may only stand with the kinds it answers.
  Fix: corpora/trip/play_obstacles.json lines say their ``"passing"``, the play_clues.json
  ``shortcut:`` lines need it, trip/clue_forms.py _barrier gives the draw the fact, and each kind
  got ways of its own (a swarm's smoke, a draught through dust, shelter from weather, a line made
  fast across a drop, keeping in under the side where things fall, leaving a thing alone).
- ``clue-card-no-words``: a written thing found at a scene (a note, a slip in a hat band, words on
  a playing card: trip/clue_kinds.py ``kind`` "writing") says what its words say. Cold read: "A hat
  left behind at the mesa where the elders sit, with a few words written on a slip inside the
  band (scene 2)", and the card the GM hands over had no words on it. Fix: trip/clue_say.py
  say_all gives every written carrier its words (``again``), not only a fact's first carrier.
- ``map-job-no-hours``: a job whose maguffin is a map (corpora/lists/maguffins.json
  ``map_hours``) says how many hours the mapping takes and what counts as done (the climax's
  want), charges its last barrier for those hours, and its clock says by when the crew must be at
  work; any size line that counts the work says the same hours. Cold read: "The mine, measured,
  drawn and mapped, and the map carried home before the slip window closes", "for the hours the
  crew need to measure and draw it", and no hour anywhere. Fix: trip/map_work.py (our ruling: the
  rules are silent), and the size line "an hour of pacing and sketching covers it" is not drawn
  for a survey (trip/maguffin_handling.json).
"""

from __future__ import annotations

import re

from .clue_kinds import kind
from .map_work import hours_words, map_entry
from .way_pass import KINDS, passing

RULES = ("way-clue-wrong-passing", "clue-card-no-words", "map-job-no-hours")

ALL = frozenset(KINDS)
# a phrase of a way-past line -> the kinds of passing it may be said of
FITS = (
    ("it is safest straight down its middle", {"ground"}),
    ("walks the crew through it the way the locals go", {"ground", "air", "weather", "gap", "climb", "overhead",
                                                         "other"}),
    ("the worst of it eases for a few minutes", {"air", "weather", "overhead", "swarm", "other"}),
    ("the worst of it comes in waves", {"air", "weather", "ground", "overhead"}),
    ("left their footholds cut into it", {"ground", "gap"}),
    ("along old cairns", {"ground", "weather"}),
    ("keep to the rough, broken ground", {"ground"}),
    ("just out of its reach", {"by"}),
    ("worn a path round it at just that distance", {"by"}),
    ("know to the step how far it reaches", {"by"}),
    ("it reacts only to what hurries near it", {"by"}),
    ("stops being marked by it, scuffed, stained or strewn", {"by"}),
    ("by a way past it along the far", {"by", "handle", "swarm", "overhead"}),
    ("with their hands in their pockets, their eyes down", {"handle"}),
    ("it harms nobody who leaves it alone", {"handle"}),
    ("a smouldering green branch", {"swarm"}),
    ("they go for whatever is warmest and moves fastest", {"swarm"}),
    ("where a steady draught comes through", {"air"}),
    ("a post every dozen strides where the air stays clearest", {"air"}),
    ("from one bit of shelter to the next", {"weather"}),
    ("with a line made fast behind", {"gap"}),
    ("the edge is sound only where the darker stone runs", {"gap"}),
    ("what falls lands in the open middle", {"overhead"}),
    ("it comes down only at noise and shaking", {"overhead"}),
    ("the crack the locals make by clapping flat hands", ALL - {"swarm"}),  # (beetles do not hear it)
    ("they go off to drink together every hour or so", ALL - {"swarm"}),
)
# the sentence that says what a clue found at a scene tells (trip/clue_say.py)
WORDS = re.compile(r"\. (It|They) (points?|says?|shows|warns?|leads|names|gives the place|tells)\b")
# a size line that counts the work at the place ("an hour of pacing and sketching covers it")
COUNT = {"an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
WORK = re.compile(r"\b(an|one|two|three|four|five) hours?(?:'s)? (?:of (?:pacing|measuring|sketching|work)|on the clock)", re.I)


def _way(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    way = next((f for f in trip.get("clues") or [] if f.get("id") == "way"), None)
    if not (scenes and way):
        return
    ob = scenes[-1].get("obstacle") or {}
    kind_, fact = passing(ob), way.get("fact") or ""
    for phrase, kinds in FITS:
        if phrase in fact and kind_ not in kinds:
            bad("way-clue-wrong-passing", f"clue/way: {phrase!r} for a {kind_} obstacle "
                                          f"({ob.get('opposition')}): {ob.get('text', '')[:60]!r}")


def _cards(trip: dict, bad) -> None:
    for f in trip.get("clues") or []:
        for c in f.get("clues") or []:
            how = c.get("how") or ""
            if c.get("kind") == "scene" and kind(how, c.get("source") or "") == "writing" and not WORDS.search(how):
                bad("clue-card-no-words", f"clues/{f.get('id')}: {how[:80]!r} is a written thing with no words")


def _map(trip: dict, bad) -> None:
    mag = trip.get("maguffin") or {}
    f, scenes = map_entry(mag.get("what")), trip.get("scenes") or []
    if not (f and scenes):
        return
    n, sc = f["map_hours"], scenes[-1]
    hours = hours_words(n)
    if f"{hours} of work" not in (sc.get("want") or "") or "it is done when" not in (sc.get("want") or ""):
        bad("map-job-no-hours", f"scene/{sc.get('number')}: the want {str(sc.get('want'))[:60]!r} gives no hours "
                                f"for the mapping, or says not when it is done")
    if re.search(r"\bfor the hours the crew need\b", sc.get("release") or ""):
        bad("map-job-no-hours", f"scene/{sc.get('number')}: the last barrier charges 'for the hours the crew need', "
                                f"uncounted")
    ticks = ((trip.get("clock") or {}).get("ticks")) or []
    if not any(re.search(rf"\bmapping\b.*\btakes {hours}\b.*\bby hour \d+", e.get("text") or "")
               for t in ticks for e in t.get("events") or []):
        bad("map-job-no-hours", f"clock: no tick says the mapping's {hours} and by when the crew must be at work")
    m = WORK.search(((mag.get("description") or {}).get("size")) or "")
    if m and COUNT[m.group(1).lower()] != n:
        bad("map-job-no-hours", f"maguffin: its size says {m.group(0)!r}, and the mapping takes {hours}")


def check_r35clues(trip: dict, world: dict, every, bad) -> None:
    _way(trip, bad)
    _cards(trip, bad)
    _map(trip, bad)
