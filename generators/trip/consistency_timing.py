"""The consistency audit's timing rules (cold reads 12 and 13, brief r10 timing):

- ``success-reachable``: a timed maguffin or a short event (one not under way from the
  landing) ends early enough that the walk back from the climax (the fewest path hours)
  reaches the lander by the window (hour 24), and, beside a Deadline, a short event is over by
  the deadline's hour ("a dance at hour 20, over by 21" beside "on the way back to the lander
  by hour 20") and a stretch of hours (an afternoon from hour 15 to dusk at 18) has begun
  before it, so the crew can have seen it by then (the deadline is at or before the hour to
  start back: round 20's deadline-cannot-bite).
- ``event-hour-known``: an event or a timed maguffin has printed hours, so no line says
  nobody knows when it starts ("It starts when the drums stop, and nobody knows when").
- ``deadline-one-meaning``: a Deadline line asks for one thing: the maguffin home, or on the
  way back to the lander by the hour, never both.
- ``time-cost-in-hours``: a line that makes something take longer prices it in hours on the
  clock, never as a DL ("takes twice as long to make (+1 DL ...)"), nor as "twice as long" of
  a time the page never gives (cold13 669d1e: "every Scanning and Telephony roll takes twice
  as long"), nor in ticks ("a miss costs a tick": the clock counts hours).
- ``face-here-not-arriving``: someone on the slip-in scene's Here line, or named in the strong
  start (cold read 19 E-1: "Duncan's people are crossing ... towards the lander"), is not, at
  tick 1, hearing of the lander from elsewhere or coming over from their own lander.
"""

from __future__ import annotations

import re

from .consistency_clues import client_names
from .consistency_hours import RULES as HOURS_RULES, check_hours
from .consistency_complications import RULES as REFUSE_RULES, check_complications
from .consistency_timeline import RULES as TIMELINE_RULES, _earliest, check_timeline
from .consistency_walk import strings

RULES = ("success-reachable", "event-hour-known", "deadline-one-meaning", "time-cost-in-hours",
         "face-here-not-arriving") + HOURS_RULES + REFUSE_RULES + TIMELINE_RULES

WINDOW = 24
OVER = re.compile(r"\b(?:over (?:at|by) hour|ends at hour|(?:to|before) dusk at hour) (\d+)", re.I)
UNDER_WAY = re.compile(r"\bunder way when the crew land|\bwhole until hour", re.I)
UNKNOWN = re.compile(r"\b(nobody|no one) (knows|can say) when\b", re.I)
HOME_AND_BACK = re.compile(r"\b(home|back at the barn)\b.*\bon the way back\b|\bon the way back\b.*\bhome\b", re.I)
SLOWER_AS_DL = re.compile(r"\b(twice as long|takes longer|longer to \w+|slower)\b[^.;]*?\(\+\d+ DL\b", re.I)
NO_BASE = re.compile(r"\btakes? twice as long\b(?! as)", re.I)  # twice what? the page counts hours
# longer than what? (cold read 19 E-5: "making the soil core there takes an hour longer"; a
# path has its printed hours, so a path that takes an hour longer is priced), and a cheaper
# price for kit the page never names (A-6: "four hours on the clock, or two with the right kit")
LONGER = re.compile(r"\b(?:takes?|taking|lasts?) (?:an|one|two|three|a few|\d+) (?:extra )?hours? longer\b|"
                    r"\bwith the right (?:kit|tools|gear|equipment)\b", re.I)
PATH_WORD = re.compile(r"\b(?:path|paths|walk|walked|road|roads|way back|route)\b", re.I)
# a cost in ticks where the clock counts hours (cold read 15: "a miss costs a tick" beside "+1
# hour for each NO, BUT or NO, AND")
TICK_COST = re.compile(r"\b(?:costs?|loses?|lose) (?:a|one|two|an extra) ticks?\b", re.I)
ARRIVES = r" (hears about the lander|hears of the lander|comes over from their own lander|walks over|sends someone to look|sends a runner to watch)"
SKIP = ("$schema", "command", "rolls", "world")


def _walk_back(trip: dict) -> int:
    scenes = trip.get("scenes") or []
    return _earliest(trip).get(scenes[-1]["id"], 0) if scenes else 0


def _hour_lines(trip: dict) -> list[str]:
    scenes = trip.get("scenes") or []
    out = [scenes[-1].get("want") or ""] if scenes else []
    return out + [e["text"] for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]
                  if e.get("track") == "goal"]


FIRST_HOUR = re.compile(r"\bhour (\d+)")
DUE_AT = re.compile(r"deadline comes due at hour (\d+)")


def _reachable(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin") != "event" and (world.get("maguffin_time") or "any") == "any":
        return
    lines = _hour_lines(trip)
    if any(UNDER_WAY.search(x) for x in lines):
        return  # under way from the landing: the crew see it at any hour before its end
    ends = [int(h) for x in lines for h in OVER.findall(x)]
    if not ends:
        return
    end, back = max(ends), _walk_back(trip)
    if end + back > WINDOW:
        bad("success-reachable", f"the maguffin is over at hour {end}, and the walk back to the lander "
                                 f"takes {back} hours: past the window at hour {WINDOW}")
    if "Deadline" in (trip.get("complications") or []):
        # the hour the line names ("comes due at hour 18", round 20), else its tick's hour
        due = [int(m.group(1)) if (m := DUE_AT.search(e["text"])) else 4 * t["tick"]
               for t in (trip.get("clock") or {}).get("ticks") or [] for e in t["events"]
               if "deadline comes due" in e["text"]]
        # seen by the deadline: a stretch of hours (an afternoon from hour 15 to dusk at 18) is
        # seen in part before a deadline inside it (round 20: the deadline is at or before the
        # hour to start back, tolls and repair counted); a short one must be over by then
        # (the hour said just before an end, that end): "at hour 20 and over by hour 21"
        spans = [(int(before[-1]) if before else 0, int(m.group(1))) for x in lines
                 for m in OVER.finditer(x) for before in [FIRST_HOUR.findall(x[:m.start()])]]
        if due and any(e > due[0] if e - b <= 1 else b >= due[0] for b, e in spans):
            bad("success-reachable", f"the maguffin is over at hour {end}, and the deadline wants it on "
                                     f"the way back by hour {due[0]}")


def check_timing(trip: dict, world: dict, bad) -> None:
    _reachable(trip, world, bad)
    texts = strings({k: v for k, v in trip.items() if k not in SKIP}, SKIP)
    check_hours(trip, world, texts, bad)  # light and dark, the landing, the rules' units
    check_complications(trip, world, bad, texts)  # the refusal read one way, the window's place and hour
    check_timeline(trip, texts, bad)  # the clock against the map, and penalties that bite
    timed = world.get("maguffin") == "event" or (world.get("maguffin_time") or "any") != "any"
    for where, text in texts:
        if timed and UNKNOWN.search(text):
            bad("event-hour-known", f"{where}: {UNKNOWN.search(text).group(0)!r}, and its hours are printed")
        m = SLOWER_AS_DL.search(text) or NO_BASE.search(text) or TICK_COST.search(text)
        longer = LONGER.search(text)
        if not m and longer and not PATH_WORD.search(re.split(r"[.;:]", text[:longer.start()])[-1]):
            m = longer
        if m:
            bad("time-cost-in-hours", f"{where}: {m.group(0)[:70]!r}: a time cost not in hours on the clock")
    deadline = [e["text"] for e in trip.get("events") or [] if e["text"].startswith("Deadline:")]
    deadline += [c["fact"] for c in trip.get("clues") or [] if c["fact"].startswith("Deadline:")]
    for text in deadline:  # the client's name is not a word of the line ("who did not come home")
        for name in client_names(trip)[:-1]:
            text = re.sub(re.escape(name), "the client", text, flags=re.I)
        if HOME_AND_BACK.search(text):
            bad("deadline-one-meaning", f"{text[:80]!r}: home, and on the way back to the lander")
    here = list((trip.get("scenes") or [{}])[0].get("here") or [])
    start = trip.get("start") or {}  # and whoever the strong start names (their people at the lander)
    said = " ".join(start.get(k) or "" for k in ("read_aloud", "then"))
    here += [n["name"] for n in trip.get("npcs") or [] if n.get("name") and n["name"] not in here
             and re.search(re.escape(n["name"]) + r"\b", said)]
    ticks = (trip.get("clock") or {}).get("ticks") or []
    for e in (ticks[0]["events"] if ticks else []):
        for name in here:
            m = re.search(re.escape(name) + ARRIVES, e["text"]) or re.search(
                r"\b(?:has reached|reaches|word gets to|news reaches) " + re.escape(name) + r"\b", e["text"])
            if m:
                bad("face-here-not-arriving", f"tick 1: {m.group(0)!r}, and {name} is at the slip-in scene "
                                              f"or named in the strong start")
