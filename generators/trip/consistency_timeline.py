"""The consistency audit's rules about the one-day clock against the scene map (cold read 19,
reader A class 1 and reader B class 6; generators/trip/consistency_timing.py runs them,
tests/test_consistency_timeline.py feeds each a contradicting trip).

- ``timeline-fits-map``: every timed thing on the page fits the printed path hours from the
  landing: a line that puts something at a scene's place "at hour N" (or "by hour N") names
  an hour the crew can reach that place by (its fewest path hours from the slip-in point);
  the goal's own hours (an event, a timed maguffin) start no sooner than the walk to it; and
  when it is over at hour E, E plus the walk back reaches the lander by the window (hour 24),
  with an hour more when a tick harms the lander at an hour the crew are bound to be away at
  the goal ("the sunset at hour 18, over by hour 19", a five-hour walk back, and tick 5 at
  hour 20 damaging the lander: the forced repair's miss strands the crew).
- ``clock-penalty-bites``: a clock penalty bites on something the page has: hours on the
  clock, a roll at a named place or of a named kind, a resource the page tracks. "+1 DL on
  the way", "+1 DL on the way back", "push on at +1 DL", "+1 DL between places" fall on walks
  that have no roll (the way back: "the paths' hours and no new roll"), and "twice the suit
  power" on a clock that counts no suit power.
"""

from __future__ import annotations

import re

RULES = ("timeline-fits-map", "clock-penalty-bites")

WINDOW = 24
HOUR_AT = re.compile(r"\b(?:at|by|until) hour (\d+)\b", re.I)
OVER = re.compile(r"\b(?:over (?:at|by) hour|ends at hour|(?:to|before) dusk at hour|is over at hour) (\d+)", re.I)
STARTS = re.compile(r"\b(?:is at (?:dusk, )?hour|starts at hour|runs from hour|from hour|"
                    r"must be at [^.;]{1,80}? by hour|happening now, at hour) (\d+)", re.I)
UNDER_WAY = re.compile(r"\bunder way when the crew land|\bwhole until hour", re.I)
# a tick that harms the lander unless the crew are there (a repair before the slip home)
LANDER_HARM = re.compile(r"\b(?:slip home needs a repair|if (?:the crew are|nobody is) not there|"
                         r"if nobody (?:is there|drives it off)|while the crew are away)\b", re.I)
# a DL penalty on travel, where a path has no roll
TRAVEL = (r"(?:on|along|for|during) (?:the |every |each |any )?(?:way(?: back| home| in| out)?|road|roads|"
          r"paths?|walks?|trails?|routes?|journey|crossings?|return|trip back)\b|"
          r"between (?:places|scenes|the places)|to (?:travel|walk|cross)|while walking|in transit")
DL_ON_TRAVEL = re.compile(r"\+\d+ DL (?:" + TRAVEL + r")", re.I)
PUSH_ON = re.compile(r"\b(?:push(?:es)? on|press(?:es)? on|walk on|go on|keep going|carry on|travel)"
                     r"(?: \w+){0,3} at \+\d+ DL\b", re.I)
SUIT = re.compile(r"\b(?:twice|double|more|extra|half) (?:the )?suit power\b|\bsuit power\b[^.;]{0,40}\bcosts?\b", re.I)


def _earliest(trip: dict) -> dict[str, int]:
    """Each scene's fewest path hours from the slip-in scene."""
    scenes = trip.get("scenes") or []
    if not scenes:
        return {}
    best, todo = {scenes[0]["id"]: 0}, [scenes[0]["id"]]
    while todo:
        at = todo.pop(0)
        for c in trip.get("connections") or []:
            for a, b in ((c["from"], c["to"]), (c["to"], c["from"])):
                if a == at and best[at] + c["hours"] < best.get(b, 10 ** 6):
                    best[b] = best[at] + c["hours"]
                    todo.append(b)
    return best


def _bare(name: str) -> str:
    return name[4:] if name.lower().startswith("the ") else name


def _timed_lines(trip: dict) -> list[tuple[str, int, str]]:
    """(where, the hour it happens at or None, text) of the clock's ticks and the trip's events."""
    out = []
    for t in (trip.get("clock") or {}).get("ticks") or []:
        out += [(f"clock/tick {t['tick']}", 4 * t["tick"], e["text"]) for e in t.get("events") or []]
    out += [(f"event/{e.get('when')}", None, e["text"]) for e in trip.get("events") or [] if e.get("text")]
    return out


def _reach(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes:
        return
    best = _earliest(trip)
    places = sorted(((_bare(sc["place"]), best.get(sc["id"], 0)) for sc in scenes), key=lambda x: -len(x[0]))
    for where, _, text in _timed_lines(trip):
        for clause in re.split(r"[;:](?= )", text):
            hours = [int(h) for h in HOUR_AT.findall(clause)]
            if not hours:
                continue
            low = clause.lower()
            named = [(p, h) for p, h in places if p and p.lower() in low]
            for p, h in named[:1]:  # the longest name the clause says
                if min(hours) < h and not re.search(r"\b(?:left|gone|leaves|moved|taken|shut|closes?|cut off)\b", low):
                    bad("timeline-fits-map", f"{where}: {clause.strip()[:80]!r}: {p} is {h} hours' walk "
                                             f"from the landing, past hour {min(hours)}")


def _goal_hours(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or []
    if not scenes:
        return
    lines = [scenes[-1].get("want") or ""] + [e["text"] for t in (trip.get("clock") or {}).get("ticks") or []
                                               for e in t["events"] if e.get("track") == "goal"]
    if any(UNDER_WAY.search(x) for x in lines):
        return  # under way from the landing: seen at any hour before its end
    ends = [int(h) for x in lines for h in OVER.findall(x)]
    starts = [int(h) for x in lines for h in STARTS.findall(x)]
    if not ends:
        return
    to = _earliest(trip).get(scenes[-1]["id"], 0)  # the map is walked both ways: to and back alike
    start, end = (min(starts) if starts else max(ends)), max(ends)
    if start < to:
        bad("timeline-fits-map", f"the goal is at hour {start}, and {_bare(scenes[-1]['place'])} is {to} "
                                 f"hours' walk from the landing")
    forced = [4 * t["tick"] for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]
              if LANDER_HARM.search(e["text"]) and start - to < 4 * t["tick"] < end + to]
    if end + to + (1 if forced else 0) > WINDOW:
        extra = f", and the lander is harmed at hour {forced[0]} while they are away (a repair roll)" if forced else ""
        bad("timeline-fits-map", f"the goal is over at hour {end}, the walk back takes {to} hours{extra}: "
                                 f"past the window at hour {WINDOW}")


def check_timeline(trip: dict, texts, bad) -> None:
    _reach(trip, bad)
    _goal_hours(trip, bad)
    for where, text in texts:
        m = DL_ON_TRAVEL.search(text) or PUSH_ON.search(text)
        if m:
            bad("clock-penalty-bites", f"{where}: {m.group(0)!r}: the paths have no roll (only hours)")
        elif where.startswith("clock/") and SUIT.search(text):
            bad("clock-penalty-bites", f"{where}: {SUIT.search(text).group(0)!r}: the clock tracks no suit power")
