"""A knowledge maguffin's form as facts (round 36, generators/facts_r36maguffin.py), rolled with
the maguffin before any line about it, so its look, size, carry and Success agree:

- ``maguffin_told``: one word (a name), a phrase (an answer), a text (pages; a chant), a song
  (a lullaby) or a drawing (a map, a rubbing), from corpora/lists/maguffins.json "told" (rolled
  where the entry lists several: the truth about the valley may be a plain sentence, a chant of
  forty lines or a song); "none" for any other kind. Cold read (algorithm 31): "the local name"
  beside "It is a chant of forty lines"; a rubbing "as big as a door" that weighs "a few pages
  of notes".
- ``maguffin_written``: "no" for a secret its keepers hold only by mouth (the chant, the
  lullaby, a name nobody writes), else "yes"; rolled with the maguffin and never changed after
  (an Object of Mission will Refuse that keeps it off the page says so in its own lines: "will
  not stay written down until it is understood", grammars/events.json, trip/play_clock.json).
"""

from __future__ import annotations

from ..rng import Stream

ORAL_FORMS = ("secret",)  # held by mouth: the keepers never write it down


def roll_told(s: Stream, f: dict, world) -> None:
    """``maguffin_told`` and ``maguffin_written`` of the maguffin's list entry ``f``."""
    if world.maguffin != "knowledge":
        world.maguffin_told, world.maguffin_written = "none", "yes"
        return
    told = f.get("told") or "text"
    world.maguffin_told = told if isinstance(told, str) else s.child("told").choice(tuple(told))
    world.maguffin_written = "no" if world.maguffin_form in ORAL_FORMS else "yes"
    s.note("maguffin told", world.maguffin_told)

