"""The consistency audit's round-40 stock rules (registered by scripts/round_registry.py 40 in
generators/trip/consistency_r40.py). Each rule: what it checks, the cold read that found it, and
where the generator keeps to it. Cold reads of algorithm-33 trips (round 39): lines that
contradict the trip's Hook or its era.

- ``leaving-hook-next-time``: where the Hook has every local moving away today ("The locals are
  packing up to move, every one of them, today"), no faction, person or scene line looks to the
  locals' next time or next year on the node. Cold read cold39-b-fallow-4: that Hook beside the
  Humble Council's want "to be first in line for whatever the crew bring next time". Fix: the fact
  ``leaving`` (generators/facts_r40stock.py, set by content/nodes.py with the Hook) and the lines'
  ``leaving != yes`` (grammars/org.json faction_want, people.json want_tourism).
- ``barn-gone-yet-standing``: where the node lands the lander "at the spot where the barn stood
  in 2017" and the start says what that spot is in this year (trip/landing.py), no line says
  what the barn itself has become. Cold read cold39-b-gannet-17: "Sacramento in 2020: a
  DayTripping boom has turned the barn into a theme park" against "The lander comes down at the
  spot where the barn stood in 2017 ... In this year, that spot is the Corner Drive-in". Fix:
  grammars/time.json near_detail (the boom's theme park is by the freeway, not the barn).
- ``ahead-hides-future``: a crew who jump ahead of home (the fact ``ahead``: yes) are the ones
  from the past, with nothing from the future to hide. Cold read cold39-a-alder-5: a trip "10
  days from now" told to "Check the date on a newspaper, hide anything from the future". Fix:
  the fact ``ahead`` (content/nodes.py) and trip/play_lines.json want:arrival ``ahead != yes``,
  with a sibling for a crew ahead of home.
- ``tech-copied-no-gap``: "Any technology left behind will be copied, badly and fast" only on a
  node well behind home's technology (a year up to 1980, with locals to copy it). Cold read
  cold39-a-alder-5: that paradox risk on a node 10 days ahead, where there is no gap to copy
  across. Fix: grammars/time.json risk_mid ``inhabited; era: ..1980``, with siblings for the
  future and for a node days or months from home.
- ``brochure-of-a-time``: no brochure photo "twenty years old" of a sight on a Time Travel node
  (the barn slips to that year: no brochure was printed of it twenty years ago). Cold read
  cold39-a-alder-5: "the sunset from the brochure", 10 days from now, beside "The brochure photo
  is twenty years old". Fix: grammars/maguffin.json looks_tourism
  ``node != deep|early|past|recent|future``.
"""

from __future__ import annotations

import re

RULES = ("leaving-hook-next-time", "barn-gone-yet-standing", "ahead-hides-future",
         "tech-copied-no-gap", "brochure-of-a-time")

LEAVING = re.compile(r"\bpacking up to move, every one of them\b", re.I)
NEXT = re.compile(r"\bnext (?:time|year)\b", re.I)
NEXT_WHERE = ("faction/", "npc/", "scene/", "clue/", "event/")  # the locals' own lines (not the rivals' endings)
BARN_SPOT = re.compile(r"\bat the spot where the barn stood\b")
BARN_NOW = re.compile(r"\b(?:turned|made|converted) the barn into\b|\bthe barn (?:is now|has become|has been turned into)\b", re.I)
HIDE_FUTURE = re.compile(r"\bhide anything from the future\b", re.I)
COPIED = re.compile(r"\btechnology left behind will be copied\b", re.I)
COPIED_UNTIL = 1980  # a node of 1980 or before: home's kit of 2017 is far enough ahead to copy
BROCHURE = re.compile(r"\bbrochure photo is [\w-]+ years old\b", re.I)
TIME_FAMILIES = ("deep", "early", "past", "recent", "future")


def _hook(trip: dict) -> str:
    return next((d.get("text") or "" for d in (trip.get("node") or {}).get("details") or []
                 if d.get("label") == "Hook"), "")


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 50): m.end() + 40])


def _hits(every, rx, where=None):
    for w, text in every:
        if where and not w.startswith(where):
            continue
        m = rx.search(text)
        if m:
            yield w, text, m


def check_r40stock(trip: dict, world: dict, every, bad) -> None:
    if world.get("leaving") == "yes" or LEAVING.search(_hook(trip)):
        for w, text, m in _hits(every, NEXT, NEXT_WHERE):
            bad("leaving-hook-next-time", f"{w}: every local moves away today, yet {_quote(text, m)}")
    if any(BARN_SPOT.search(text) for w, text in every if w.startswith(("node/", "start"))):
        for w, text, m in _hits(every, BARN_NOW):
            bad("barn-gone-yet-standing", f"{w}: the barn's spot is something else this year, yet {_quote(text, m)}")
    if world.get("ahead") == "yes":
        for w, text, m in _hits(every, HIDE_FUTURE):
            bad("ahead-hides-future", f"{w}: the crew are ahead of home, from its past, yet {_quote(text, m)}")
    year = world.get("year")
    for w, text, m in _hits(every, COPIED):
        if year is None or year > COPIED_UNTIL or world.get("inhabitants") == "nobody":
            bad("tech-copied-no-gap", f"{w}: the year is {year}, no gap to copy across, yet {_quote(text, m)}")
    if world.get("family") in TIME_FAMILIES:
        for w, text, m in _hits(every, BROCHURE):
            bad("brochure-of-a-time", f"{w}: a Time Travel node of {year}, yet {_quote(text, m)}")
