"""The consistency audit's round-37 events rules (cold reads of algorithm-31 trips: events, a
client and an era line that fight the world's own facts). Registered in
generators/trip/consistency_r37.py; tests/test_r37_events.py feeds each rule a trip broken on
purpose, and checks over many audit trips that the generator keeps the lines apart.

- ``war-on-peaceful-history``: a node whose history allows no war where the crew land (the fact
  ``wars: none``, generators/facts_r37events.py wars_of: our own Earth's past from 1850 to home's
  day, or days or months from home) shows no armies, soldiers, war or fighting of a war. Cold
  read: "Home-Earth, the past: 2017", "A few weeks behind home" beside "War Zone: Soldiers have
  taken over Hollow Mile", "At hour 16 the war around Hollow Mile turns to shooting" and "A
  soldier from the node stowed away ... and asks for asylum" ("a shooting war in the Sacramento
  Valley two months ago is something the crew would remember"). Fix: the War Zone's lines need
  ``wars != none`` (grammars/events.json war_zone, trip/play_clock.json, play_endings.json
  follow:War Zone), and siblings for ``wars: none`` are what history allows: a strike, a riot, a
  police cordon, a manhunt.
- ``soon-era-off-distance``: the era line of a node days or months from home agrees with its
  Distance. Cold read: "A few weeks behind home" against "Distance: Months: 2 months back". Fix:
  grammars/time.json past_soon and future_soon lines of days or months need the fact ``soon``
  (content/nodes.py passes the span's unit).
- ``paradox-promise-unpaid``: "someone will come looking" is a promise, and the page keeps it:
  the line itself says who comes, when and what it costs. Cold read: "Paradox risk: High (4 in
  6). The crew's arrival will be written down, and someone will come looking. Nobody ever comes
  looking, and no tick or NPC does it." Fix: grammars/time.json risk_mid's line rules it.
- ``client-body-left-them``: a client that is not one person (a committee, a company, an office)
  did not leave anyone behind with its own hands: its people did. Cold read: "The Barn Safety
  Committee" whose motive says it "left them behind". Fix: grammars/maguffin.json's why lines
  of ``culprit: client`` read the fact ``client`` (a person, or the client's own people).
- ``client-warned-across-time``: a person of a node in another time did not warn the client at
  home "last week". Cold read: "Antonio's secret: Sent an anonymous warning to the client last
  week" (the client lives at home, two months later). Fix: grammars/people.json sec_client's line
  needs a node in home's own time; a time-travel sibling sends it home with the last crew.
"""

from __future__ import annotations

import re

from ..facts_r37events import wars_of

from .consistency_r35maguffin import texts  # every string of the page but the fact sheet and dice

RULES = ("war-on-peaceful-history", "soon-era-off-distance", "paradox-promise-unpaid", "client-body-left-them",
         "client-warned-across-time")

SKIP = ("world", "rolls", "command", "seed", "path", "code", "version", "short_names", "tags", "complications")
WAR = re.compile(r"\b(two armies|armies camp|soldiers have taken|soldier from the node|a war arrives|war (around|party)|"
                 r"the node's (war|fighting)|fighting (breaks out|near)|guns can be heard|somebody is fighting over|"
                 r"shrapnel|turns to shooting)\b", re.I)
DAYS_ONLY = re.compile(r"\b(a few weeks (behind|ahead)|preparing for this very trip|last month's lander|nearly the "
                       r"present)\b", re.I)
MONTHS_ONLY = re.compile(r"\b(some months|a few months|a season) (behind|on|ahead)\b", re.I)
LOOKING = re.compile(r"\bsomeone will come looking\b(?!:[^.]*\bDL \d)", re.I)
LEFT = re.compile(r"\bThe client (left them behind|stranded them)\b(?! by mistake)", re.I)
WARNED = re.compile(r"\b(warning|word|letter) to the client last week\b", re.I)
TIME_NODES = ("deep", "early", "past", "recent", "future")


def _first(lines, rx):
    return next(((w, t[max(0, m.start() - 50): m.end() + 50]) for w, t in lines for m in [rx.search(t)] if m), None)


def _detail(trip: dict, label: str) -> str:
    return next((str(d.get("text") or "") for d in (trip.get("node") or {}).get("details") or ()
                 if d.get("label") == label), "")


def check_r37events(trip: dict, world: dict, every, bad) -> None:
    lines = list(texts(trip, skip=SKIP))
    if wars_of(world.get("family"), world.get("year"), world.get("home")) == "none":
        hit = _first(lines, WAR)
        if hit:
            bad("war-on-peaceful-history", f"{hit[0]}: {hit[1]!r}, on a node whose history has no war "
                                           f"({world.get('family')}, {world.get('year')})")
    era, distance = _detail(trip, "Era"), _detail(trip, "Distance")
    m = DAYS_ONLY.search(era) if distance.startswith("Months") else (
        MONTHS_ONLY.search(era) if distance.startswith("Days") else None)
    if m:
        bad("soon-era-off-distance", f"the era says {m.group(0)!r}, the distance {distance!r}")
    hit = _first(lines, LOOKING)
    if hit:
        bad("paradox-promise-unpaid", f"{hit[0]}: {hit[1]!r}, and nobody comes looking")
    if world.get("client") not in (None, "person"):
        hit = _first(lines, LEFT)
        if hit:
            bad("client-body-left-them", f"{hit[0]}: {hit[1]!r}, of a client that is a {world.get('client')}")
    if world.get("family") in TIME_NODES:
        hit = _first(lines, WARNED)
        if hit:
            bad("client-warned-across-time", f"{hit[0]}: {hit[1]!r}, from {world.get('year')} to a client at home")

