"""The consistency audit's round-37 climax rules (the climax's needed clue and its gates; cold
readers of algorithm-31 trips, reader D: "This is the fact the page marks as needed and spreads
across three scenes, and the players find it useless at the climax"). Registered in
generators/trip/consistency_r37.py; tests/test_r37_climax.py feeds each rule a trip broken on
purpose.

- ``way-clue-wrong-mechanism``: the needed way past a thing the crew must work (a lock, a ring of
  keys, a turnstile, a seized gate: trip/way_pass.py ``operate``) is not a mark on what is safe
  to tread or touch. Cold read (T3, T5): a turnstile and a ring of unlabelled keys both get
  "whoever built it painted a stripe of one colour on every part of it that is safe to touch or
  tread on". Fix: way_pass.py's passing ``operate`` (a Technical Challenge somebody built that
  says no other passing); the stripe needs ``passing: climb|ground|gap``, and four new ways name
  the part to work and how (play_clues.json shortcut:Technical Challenges, ``passing: operate``).
- ``needed-trick-is-way-round``: the climax's needed trick is not printed as an ordinary way
  round at another scene. Cold read (T1): "the flux lets through anyone holding hands with the
  one ahead" as the needed way, and another flux scene's way round "go through all together,
  holding hands (GRACE DL 4)". Fix: trip/way_trick.py ``tricks``/``fresh``, read by
  trip/clue_forms.py _barrier with the trip's other scenes.
- ``climax-access-conflict``: one place has one way in: nothing at the climax both queues its
  visitors and has the place held by somebody. Cold read (T4): "a climax with four conflicting
  gatekeepers: 'private party', 'queue', 'timed by the minute', 'vantage point belongs to
  someone'". Fix: the world fact ``access`` (queued or held; facts_r30.py, rolled in
  content/__init__.py), which the tourism catches (places.json), the queue look (maguffin.json),
  the vantage risk (maguffin_handling.json) and the release:record gatekeepers (play_lines.json)
  need.
- ``creature-bars-and-hides``: a monster that holds its ground in the open ("Holds its ground in
  the open and comes at anyone who will not give way", "lies across the way ... bored and
  looking for trouble") is not also missed by whoever stands still, nor "awake in its lair now"
  or waiting "in the dark just inside its lair" on the clock, and nobody drives it off by
  "standing their ground" (the thing it comes at). Cold read (the tiger). Fix: the world fact
  ``monster_way`` (round 33) is now needed by people.json's "hunts by movement" weakness,
  play_clues.json's "stand stock still" way and play_clock.json's lair ticks (``lurks``); the
  creature note (trip/creature_note.py) drives it off loud and big "until it is the one that
  gives way".
"""

from __future__ import annotations

import json
import re

from .way_pass import passing
from .way_trick import tricks

RULES = ("way-clue-wrong-mechanism", "needed-trick-is-way-round", "climax-access-conflict", "creature-bars-and-hides")

TREAD = "safe to touch or tread on"
QUEUED = re.compile(r"\bqueue of people who have waited years\b|\bThere is a queue for it\b|\btimed by the minute\b|"
                    r"\bkeeps the (?:last few steps|one path) to the best of\b|\bonly in a guided group\b")
HELD = re.compile(r"\btaken for a private party\b|\blike a members' club\b|\bsold for the day to a party\b|"
                  r"\bvantage point belongs to someone\b|\bvantage point is the spot\b|\bshut .{1,80}? to outsiders for the day\b|\bhas roped it off\b|"
                  r"\bhas made camp on the best of it\b")
BARS = re.compile(r"\bHolds its ground in the open\b|\blies across the way through\b.{0,80}\bbored and looking for trouble\b")
HIDES = re.compile(r"\banything that stands perfectly still is missed\b|\bstand stock still whenever it turns\b|"
                   r"\bis awake in its lair\b|\bwaits in the dark just inside its lair\b|\bstanding their ground\b")


def _climax_text(trip: dict) -> str:
    """Everything said of the climax's place: its scene, its location entry, the maguffin."""
    sc = (trip.get("scenes") or [{}])[-1]
    loc = next((x for x in trip.get("locations") or [] if x.get("name") == sc.get("place")), {})
    m = trip.get("maguffin") or {}
    return json.dumps([sc.get(k) for k in ("gm", "read_aloud", "obstacle", "surprise", "release")]
                      + [loc.get("text"), m.get("looks"), m.get("description")], ensure_ascii=False)


def check_r37climax(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    way = next((f for f in trip.get("clues") or [] if f.get("id") == "way"), None)
    if scenes and way:
        ob, fact = scenes[-1].get("obstacle") or {}, way.get("fact") or ""
        if TREAD in fact and passing(ob) not in ("climb", "ground", "gap"):
            bad("way-clue-wrong-mechanism", f"clue/way: a mark on what is {TREAD!r} for a thing the crew must "
                                            f"{passing(ob)} ({ob.get('opposition')}): {str(ob.get('text'))[:70]!r}")
        for sc in scenes[:-1]:
            round_ = (sc.get("obstacle") or {}).get("way") or ""
            both = tricks(fact) & tricks(round_)
            if both:
                bad("needed-trick-is-way-round", f"clue/way: the needed trick ({', '.join(sorted(both))}) is the way "
                                                 f"round at scene {sc.get('number')}: {round_[:90]!r}")
    if scenes:
        text = _climax_text(trip)
        q, h = QUEUED.search(text), HELD.search(text)
        if q and h:
            bad("climax-access-conflict", f"{scenes[-1].get('place')}: queued ({q.group(0)!r}) and held by "
                                          f"somebody ({h.group(0)!r})")
    everything = json.dumps([trip.get("scenes"), trip.get("npcs"), (trip.get("clock") or {}).get("ticks"),
                             trip.get("clues")], ensure_ascii=False)
    b, hd = BARS.search(everything), HIDES.search(everything)
    if b and hd:
        bad("creature-bars-and-hides", f"the monster holds the way in the open ({b.group(0)[:50]!r}) and "
                                       f"{hd.group(0)!r}")
