"""Audit rules for a rescue's cast (cold read 24: READER-D trips A, C, D; READER-E trip f):
whoever is with the stranded DayTripper is one thing on the page, a captor or a friend, and
the stranded person's own lines agree with the truth about them. Part of
``generators.trip.consistency.check``; each rule is fed a contradicting trip by
tests/test_r16_rescue.py (R16_RESCUE_BREAKS).

The relation is a fact of ``maguffin_state`` (content/people.py CAPTIVE, SHELTERED): held or
hurt, a captor keeps them ("The one keeping the missing DayTripper"); hiding or unwilling, a
friend shelters them ("Sheltering the missing DayTripper", "The friend the missing will not
leave"). The lines that read one relation carry its ``needs`` (play_clock.json goal:person,
play_lines.json want:climax, people.json want_rescue/secret_rescue).

- rescue-holder-relation: a line that reads the other relation than the fact's (a friend
  "Sheltering the missing DayTripper" beside "makes up their mind: ... will be moved out",
  "is kept out of sight", "deal with whoever holds them", "tries to slip away ... and is
  caught"; a captor beside "where they are happy").
- rescue-captor-motive: a captor whose want does not say why they hold the person (people.json
  want_captor: D's Eedi "To see what the crew's world looks like", f's Acadia "To find the
  person who saved their life").
- rescue-stranded-glad: the truth "very glad to be found" beside the person's own line against
  it ("To be rescued by anyone but this crew", "in bad shape and worse temper", "furious that
  the rescue took this long").
"""

from __future__ import annotations

import re
from functools import lru_cache

from .consistency_walk import strings

RULES = ("rescue-holder-relation", "rescue-captor-motive", "rescue-stranded-glad")

CAPTIVE = ("held", "hurt")
SHELTERED = ("hiding", "unwilling")
# lines only a captor's page may say, and lines only a friend's page may say
CAPTOR_LINES = re.compile(
    r"\bmakes up their mind: .{1,80} will be moved out\b|\bhas decided: at hour \d+ .{1,80} is taken\b|"
    r"\bis kept out of sight\b|\bdeal with whoever holds\b|\balone and is caught\b|"
    r"\blocked in a cellar\b|\bboots and coat\b|\bdoubles the watch on\b|"
    r"\bthe one keeping the missing DayTripper\b", re.I)
FRIEND_LINES = re.compile(
    r"\bSheltering the missing DayTripper\b|\bthe friend the missing will not leave\b|"
    r"\bwhere they are happy\b|\bwho shelters (them|it)\b|\bnever let a rescue crew near\b|"
    r"\bOwes .{1,60} their life\b", re.I)
GLAD = re.compile(r"\bvery glad to be found\b", re.I)
UNGLAD = re.compile(r"\banyone but this crew\b|\bworse temper\b|\bdo not want to be rescued\b|"
                    r"\bfurious that the rescue\b", re.I)
SKIP = ("rolls", "command", "$schema", "world")


@lru_cache(maxsize=None)
def _motives() -> tuple[re.Pattern, ...]:
    """The captor's wants (people.json want_captor), the maguffin's name and any other slot (what
    an earlier crew took, round 36: ``#taken_back#``) left open."""
    from ..data import load

    rules = load("grammars/people").rules["want_captor"]
    texts = [r if isinstance(r, str) else r["text"] for r in rules]
    return tuple(re.compile(re.sub(r"\\#\w+\\#", ".+?", re.escape(t)) + r"\.?$", re.I)
                 for t in texts)


def _page(trip: dict) -> list[tuple[str, str]]:
    return strings(trip, SKIP)


def check_r16rescue(trip: dict, world: dict, every, bad) -> None:
    state = (trip.get("world") or {}).get("maguffin_state") or (world or {}).get("maguffin_state")
    if state not in CAPTIVE + SHELTERED:
        return
    page = _page(trip)
    wrong = FRIEND_LINES if state in CAPTIVE else CAPTOR_LINES
    for where, text in page:
        m = wrong.search(text)
        if m:
            bad("rescue-holder-relation", f"{where}: {m.group(0)!r} on a page where the stranded "
                                          f"person is {state} ({'a captor' if state in CAPTIVE else 'a friend'})")
    held_by = ((trip.get("maguffin") or {}).get("held_by") or "").split(" (")[0]
    if state in CAPTIVE and held_by:
        for n in trip.get("npcs") or []:
            if n.get("name") == held_by and n.get("role") == "The one keeping the missing DayTripper":
                want = (n.get("want") or "").strip()
                if not any(p.match(want) for p in _motives()):
                    bad("rescue-captor-motive", f"npc/{held_by}: holds the stranded person, yet wants {want!r}")
    if any(GLAD.search(t) for _, t in page):
        for where, text in page:
            m = UNGLAD.search(text)
            if m:
                bad("rescue-stranded-glad", f"{where}: {m.group(0)!r} beside 'very glad to be found'")
