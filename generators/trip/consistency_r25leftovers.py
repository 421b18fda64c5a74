"""The consistency audit's round-25 leftovers (issue 10, coherent trips: small things cold
readers and reviewers of algorithm-22 trips found). generators/trip/consistency_r25.py runs
them; tests/test_r25_leftovers.py feeds each a trip that breaks it.

- ``roll-log-set-aside``: a content obstacle's DL roll that no scene prints says in the roll
  log, in a GM's words, what was rolled and why it was set aside (trip/dl_log.py), never the
  debug note "(unused: no scene prints this obstacle)" a GM read as a leftover of the code.
- ``unpaid-name``: a person the page names who is neither in the cast nor met is said to be
  someone the crew will not meet: the barn's Dr. Barker ("A single dream, by Dr. Barker's
  theory", "Dr. Barker's Tuesday reading group") is glossed where the page names him
  (content/barn_names.py).
- ``rival-timing-split``: nothing on the page has the rival crew leave the barn for here
  last week (the barn's slip log) when they land today (the world fact ``rivals``: here,
  they landed before the crew today; later, they land at a tick).
- ``stealth-meeting``: the scene where Stealth Required bites (the crew must pass unseen) is
  not where a faction meets the crew (a faction thread): a meeting is not a scene to hide in.
- ``climax-stay-put``: the climax's obstacle is not one that keeps the crew from leaving
  ("nobody wants to leave", "one of them always wants to stay"): at the destination nothing
  lies beyond, and such lines need ``way_on: yes`` (corpora/trip/play_obstacles.json).
- ``view-from-nowhere``: "can be seen from here: X" names a vantage (a high window, high
  ground, a tall rock), never a cave, a pit, a spring or a clerk (grammars/places.json
  survey_view).
"""

from __future__ import annotations

import json
import re

from .dl_log import CONTENT_DL, SET_ASIDE

RULES = ("roll-log-set-aside", "unpaid-name", "rival-timing-split", "stealth-meeting", "climax-stay-put",
         "view-from-nowhere")

DEBUG_UNUSED = "unused: no scene prints this obstacle"
# people the page may name who are never in the cast: (name, the words that say who they are)
OFF_PAGE = (("Dr. Barker", "the crew will not meet him"),)
LEFT_EARLIER = re.compile(r"\b(?:signed out|slipped out|left the barn|set out|flew out)\b[^.;()]*?"
                          r"\b(?:last week|last month|days ago|yesterday)\b", re.I)
UNSEEN = re.compile(r"\(scene (\d+)\) the crew must also pass unseen")
STAY_PUT = re.compile(r"\bnobody wants to leave\b|\bwants to stay\b|\bwill not let them leave\b", re.I)
SEEN_FROM = re.compile(r"can be seen from here: ([^.;]+)", re.I)
VANTAGE = re.compile(r"\b(?:high window|high ground|highest ground|tall rock|lookout|tower|peak|ridge|rooftop|summit)\b", re.I)


def _page(trip: dict) -> str:
    """Every word the trip prints (not its roll log nor the command)."""
    return json.dumps({k: v for k, v in trip.items() if k not in ("rolls", "command")}, ensure_ascii=False)


def _set_aside(trip: dict, bad) -> None:
    rolls = trip.get("rolls") or []
    purposes = [r.get("for") or "" for r in rolls]
    for r in rolls:
        m = CONTENT_DL.match(r.get("for") or "")
        res = r.get("result") or ""
        if DEBUG_UNUSED in res:
            bad("roll-log-set-aside", f"rolls: {r.get('for')!r} = {res!r}: a debug note, not a GM's words")
        elif m and not any(f"the content's obstacle DL ({m.group(1)})" in p for p in purposes) \
                and SET_ASIDE not in res:
            bad("roll-log-set-aside", f"rolls: {r.get('for')!r} = {res!r}: no scene prints it, and the log "
                                      f"does not say why it was set aside")


def _names(trip: dict, bad) -> None:
    page = _page(trip)
    cast = " ".join(n.get("name") or "" for n in trip.get("npcs") or [])
    for name, gloss in OFF_PAGE:
        if name in page and name not in cast and gloss not in page:
            at = page.index(name)
            bad("unpaid-name", f"the page names {name!r} ({page[max(0, at - 40):at + 50]!r}), who is not in "
                               f"the cast, and never says the crew will not meet them")


def _rivals(trip: dict, bad) -> None:
    when = (trip.get("world") or {}).get("rivals")
    if when not in ("here", "later"):
        return
    names = [r.get("name") or "" for r in trip.get("rivals") or []][:1]  # the clock crew
    texts = [(f"{c.get('id')}/{k}", h.get("how") or "") for c in trip.get("clues") or []
             for k, h in enumerate(c.get("clues") or [])]
    for where, text in texts:
        low = text.lower()
        if any(n and n.lower().removeprefix("the ") in low for n in names) and (m := LEFT_EARLIER.search(text)):
            bad("rival-timing-split", f"{where}: {m.group(0)!r} about {names[0]}, who land "
                                      f"{'today, before the crew' if when == 'here' else 'later today'}")


def _stealth(trip: dict, bad) -> None:
    m = UNSEEN.search(json.dumps(trip.get("start") or {}, ensure_ascii=False))
    if not m:
        return
    sc = next((x for x in trip.get("scenes") or [] if x.get("number") == int(m.group(1))), None)
    for th in (sc or {}).get("threads") or []:
        if th.get("label") == "Faction":
            bad("stealth-meeting", f"scene/{sc['number']}: the crew must pass unseen at {sc.get('place')!r}, "
                                   f"where a faction meets them: {th.get('text', '')[:90]!r}")


def _climax(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if len(scenes) < 2:
        return
    ob = scenes[-1].get("obstacle") or {}
    if (m := STAY_PUT.search(ob.get("text") or "")):
        bad("climax-stay-put", f"scene/{scenes[-1]['number']} (the climax): its obstacle keeps the crew "
                               f"from leaving ({m.group(0)!r}) at the destination: {ob.get('text')!r}")


def _views(trip: dict, bad) -> None:
    for m in SEEN_FROM.finditer(_page(trip)):
        if not VANTAGE.search(m.group(1)):
            bad("view-from-nowhere", f"'can be seen from here: {m.group(1)}': not a place to see from")


def check_r25leftovers(trip: dict, world: dict, every, bad) -> None:
    _set_aside(trip, bad)
    _names(trip, bad)
    _rivals(trip, bad)
    _stealth(trip, bad)
    _climax(trip, bad)
    _views(trip, bad)
