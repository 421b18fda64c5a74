"""The consistency audit's round-38 scene rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py): scene and node details that do not fit. Each rule: what it
checks, the cold read that found it, and where the generator keeps to it.

- ``stealth-at-landing``: Stealth Required does not bite at scene 1, the slip-in point, where the
  crew have landed already and meet whoever is there. Cold read: "Stealth Required" at scene 1
  among friendly locals. Fix: content/line_places.py ``unseen_away`` keeps the complication's
  places off the slip-in point whenever the trip has others.
- ``roofed-place-outdoors``: a place whose name says it is a roofed building (a motel, a hall, a
  hotel, a diner) is not rolled as an outdoor place, with weather and open sky. Cold read:
  buildings rolled as outdoor places (a hall with "open to the sky" lines, a motel with
  weather). Fix: grammars/places.json recent_site "motel" needs ``setting: indoor`` as the
  other roofed sites do.
- ``fork-tech-unsaid``: an Alternate Earth's node details say what machines the fork has. Cold
  read: "the GM does not know if there are phones in Earth 1928-MM". Fix: content/nodes.py
  ``fork_tech`` prints a "Technology" line from the fork's tech level (lists/fork_tech.json) or
  the fork's own ``machines`` (lists/bifurcations.json).
- ``barely-behind-months``: a Time Travel node months from home is not "Barely behind" it. Cold
  read: "Barely behind" lines with no timing fact. Fix: grammars/time.json past_soon's two
  "Barely behind" lines, drawn for days and months alike, say "a little behind" and "not by
  much" (the lines that say "only just" need ``soon: days``).
- ``claimed-site-unvisited``: on a node nobody has visited before (world ``before: none``), the
  one who ropes off the site is no long-standing visitor: they landed just before the crew.
  Cold read: uninhabited places whose lines say someone "roped it off". Fix: content/people.py
  FIRST_VISIT_ROLES gives the warden of the site a newcomer's role.
- ``landing-met-apart``: the hour-0 arrival does not have locals reach or wait at the lander when
  its landing site sits out of sight or cut off (a dip that hides it, a gravel bar in a river), nor
  a crowd of children run up to it on a height. Cold read: landing reactions with no need on the
  place's height or cover. Fix: the fact ``landing`` (content/landing_seen.py, facts_r38scene.py),
  with the slip-in point's ``place_height``, in the world the arrival is drawn in; those arrival
  lines of grammars/events.json need ``landing != apart``.
"""

from __future__ import annotations

import re

from ..content.landing_seen import landing_of
from ..content.place_kinds import place_height

RULES: tuple[str, ...] = ("stealth-at-landing", "roofed-place-outdoors", "fork-tech-unsaid",
                          "barely-behind-months", "claimed-site-unvisited", "landing-met-apart")

STEALTH = "Stealth Required"
# the head words of a place name that is a roofed building, never an open-air place (a tower, a
# mast, a stockade or a temple court may stand open to the sky; these do not)
ROOFED = frozenset(("motel hotel hall tavern diner store office lobby attic kitchen house lodge cannery bank "
                    "museum ministry palace schoolroom ballroom hallway staircase room cathedral mall library "
                    "factory theatre school hospital prison workshop chapel granary shed").split())
# the name's head: after an owner ("The Governor's Motel": Motel) and before where it is
OWNER = re.compile(r"^.*?'s ")
CUT = re.compile(r" (?:on|by|at|in|near|beside|where|of|formerly) ", re.I)
# arrival lines in which locals reach or wait at the lander the moment it lands
MET = re.compile(r"\b(walks up and asks|in the middle of a ceremony|has sold tickets|crowd of children reaches|"
                 r"into the middle of a quarrel|line of locals is waiting|on top of [^.]*washing line)\b", re.I)
CLAIMED = "The visitor who has claimed the site"


def name_head(name: str) -> set[str]:
    """The words of a place name's head ("The motel on the old highway": {the, motel})."""
    return set(re.findall(r"[a-z-]+", CUT.split(OWNER.sub("", name or "", count=1), 1)[0].lower()))


def roofed(name: str) -> bool:
    """Whether a place's own name says it is a roofed building."""
    return bool(name_head(name) & ROOFED)


def _details(trip: dict) -> dict[str, str]:
    return {d.get("label"): str(d.get("text") or "") for d in (trip.get("node") or {}).get("details") or []}


def check_r38scene(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    first = next((sc for sc in scenes if sc.get("number") == 1), None)
    if first and any(th.get("label") == STEALTH for th in first.get("threads") or ()):
        bad("stealth-at-landing", f"Stealth Required bites at scene 1, the slip-in point {first.get('place')!r}, "
                                  "where the crew have landed already")
    for loc in trip.get("locations") or []:
        if loc.get("setting") == "outdoor" and roofed(loc.get("name") or ""):
            bad("roofed-place-outdoors", f"{loc.get('name')!r} is a roofed building rolled as an outdoor place")
    details = _details(trip)
    if world.get("family") == "alternate" and not details.get("Technology"):
        bad("fork-tech-unsaid", f"the fork {str(world.get('fork'))[:60]!r} never says what machines it has "
                                f"(tech {world.get('tech')!r})")
    era, distance = details.get("Era", ""), details.get("Distance", "")
    if re.match(r"(Barely|Only just) behind", era) and distance.startswith("Months"):
        bad("barely-behind-months", f"the era says {era[:40]!r}, the distance {distance!r}")
    if world.get("before") == "none":
        for n in trip.get("npcs") or []:
            if n.get("role") == CLAIMED:
                bad("claimed-site-unvisited", f"{n.get('name')} is {CLAIMED.lower()!r} on a node nobody had "
                                              "visited before")
    arrival = next((str(e.get("text") or "") for e in trip.get("events") or [] if e.get("when") == "Hour 0"), "")
    locs = trip.get("locations") or []
    m = MET.search(arrival)
    if m and locs:
        where = locs[0]
        apart = landing_of(str(where.get("text") or "")) == "apart"
        high = "children" in m.group(0) and place_height(where.get("name") or "", where.get("setting")) == "high"
        if apart or high:
            bad("landing-met-apart", f"{m.group(0)!r} at {where.get('name')!r}, whose lander sits "
                                     f"{'out of sight or cut off' if apart else 'on a height'}")
