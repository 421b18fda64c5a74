"""The consistency audit's round-23 home rules (issue 10, cold read 32 of algorithm-21 trips:
r23-cold-c, Sacramento 26 days back, and r23-cold-d, 18 days back). generators/trip/
consistency_r23.py runs them; tests/test_r23_lead.py feeds each a contradicting trip.

- ``home-as-stranger``: on a Time Travel of days or months (the world's ``home: yes``: the
  crew's own Sacramento, the barn already standing) no line treats the town as strange ground:
  no "landmark to steer by", no "which way X lies", no old name "nobody here has used for a
  generation", no "accent from this era", no barn "still up for sale" (r23-cold-c: "A landmark
  to steer by on the way to the Governor's Feed Store", "someone in the crew develops an accent
  from this era"; r23-cold-d: "the barn is still up for sale" beside the barn's noticeboard with
  last month's job sheet). The lines carry ``home: no`` now (trip/play_lines.json,
  grammars/events.json, grammars/time.json), and home has lines of its own (get the lander out
  of sight before anyone they know sees it; what is different from the way they remember it).
- ``off-world-on-earth``: no line on Home-Earth, past or future, speaks of people "from
  off-world" (r23-cold-i, 1568: "Two bands of armed strangers from off-world ... shooting
  across" the oak grove; r23-cold-c: a local who wants "to be taken seriously ... by someone
  from off-world" in Sacramento last month).
- ``route-worth-nothing``: nobody sells a route, a map or the crew's flight data to a node the
  barn has mapped (r23-cold-f: a client who "will sell the crew's flight data to a rival" on a
  charted world with "dozens of earlier trips"; r23-cold-c: rivals "mapping the node to sell the
  map" of Sacramento last month; r23-cold-h: "sell the route to the next crew").
"""

from __future__ import annotations

import re

RULES = ("home-as-stranger", "off-world-on-earth", "route-worth-nothing")

EARTHLY = ("deep", "early", "past", "recent", "future")
STRANGER = re.compile(r"landmark to steer by|which way .{3,60}? lies|a name nobody here has used|"
                      r"accent from this era|still up for sale|first bearing (?:on|towards)|the lie of the land|"
                      r"someone local to point the way|first step towards|get their bearings|"
                      r"directions to .{3,60}? that they can trust|how far it still is", re.I)
OFF_WORLD = re.compile(r"\bfrom off-world\b", re.I)
ROUTE = re.compile(r"sell the route|flight data", re.I)
MAP = re.compile(r"sell the map", re.I)


def _lines(trip: dict, every) -> list[tuple[str, str]]:
    people = [(f"npc/{n.get('name')}", " ".join(n.get(k) or "" for k in ("want", "secret")))
              for n in trip.get("npcs") or []]
    rivals = [(f"rival/{r.get('name')}/{d.get('label')}", d.get("text") or "")
              for r in trip.get("rivals") or [] for d in r.get("details") or []]
    client = [(f"client/{d.get('label')}", d.get("text") or "") for d in trip.get("client_details") or []]
    return list(every) + people + rivals + client


def check_r23home(trip: dict, world: dict, every, bad) -> None:
    world = world or {}
    lines = _lines(trip, every)
    for where, text in lines:
        text = text or ""
        if world.get("home") == "yes" and (m := STRANGER.search(text)):
            bad("home-as-stranger", f"{where} says {m.group(0)!r} in the crew's own Sacramento")
        if world.get("family") in EARTHLY and (m := OFF_WORLD.search(text)):
            bad("off-world-on-earth", f"{where} says {m.group(0)!r} on Home-Earth ({world.get('year')})")
        known = world.get("known")
        m = ROUTE.search(text) if known in ("charted", "mapped") else None
        m = m or (MAP.search(text) if known == "mapped" or world.get("home") == "yes" else None)
        if m:
            bad("route-worth-nothing", f"{where} sells {m.group(0)!r} of a node the barn knows ({known})")
