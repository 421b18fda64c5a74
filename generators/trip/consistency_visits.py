"""The consistency audit's rules about who has been to the node before the crew (the world
fact ``before``: none, lost, barn or tourists; generators/content/world.py before_for) and
who can know what the barn knows (consistency_facts.check_facts runs them). Cold read 9
found these on pages that passed every other rule.

- ``first-visit-claimed``: a line says nobody has been here before ("The crew are the first
  DayTrippers here", "for the first time ever", "no crew has set foot here", "No human has
  stood here yet") on a world where somebody has (``before`` is not none: a crew who never
  came home, the barn's crews, a tourist trade), or, but for the rules' Exploration goal, on a
  world where nobody lives (its cast are visitors, who stand here too).
- ``earlier-visitors-on-first-visit``: on a world nobody has been to (``before`` none), a line
  shows earlier visitors: a time-lost DayTripper, a lander that never came home, marks "old
  but readable" where nobody lives, a tourist trade ("before the tourists came", "a rival
  tour company"), "the other visitors" (a self-appointed boss of them), the barn's catalogue
  number for it, rivals "writing the guidebook to this node" (cold-9a03b8), and where nobody
  lives, anyone at all before the crew ("Scuffs and marks ... where someone got through
  before the crew", cold-45c07e).
- ``met-client-unreachable``: a local has met the client (their ``met_client`` fact) on a
  node where no tourists come from home (``before`` is not tourists): nobody 458,000 years
  ahead "was hired by" a retirement community from Roseville "once before".
- ``home-fact-on-node``: a Mission Complication's fact that only the barn, the crew or the
  client can know (corpora/trip/play_lines.json ``home-only``: the barn's backup lander, the
  briefing, the client's message) is told on the node by a wall, a trace, the locals or a
  local: only the barn before the slip (intel) or a visitor from home can tell it.
"""

from __future__ import annotations

import re

from .clues import home_only
from .consistency_walk import strings as walk
from .consistency_clues import source_of

RULES = ("first-visit-claimed", "earlier-visitors-on-first-visit", "met-client-unreachable",
         "home-fact-on-node")

FIRST = re.compile(r"\b(first DayTrippers here|for the first time ever|no crew has set foot|"
                   r"nobody has landed|(nobody|no DayTripper) has been here before|no human has stood here|"
                   r"ever seen a boot|the crew are the first)\b", re.I)
EARLIER = re.compile(r"\b(time-lost DayTripper|never came home|never heard from again|"
                     r"old but readable|before the tourists came|rival tour|every tour party|"
                     r"led tours here|stall the tourists|charge by the minute|timed by the minute|"
                     r"other visitors who claim|the other visitors|telling other visitors|"
                     r"catalogue number|writing the guidebook)\b", re.I)
# someone before the crew: a local where people live, nobody on an empty first-visit world
TRACES = re.compile(r"\b(someone got through before the crew|someone has been at .{1,80} "
                    r"before the crew)", re.I)
GOAL = "for the first time ever"  # the rules' Exploration goal: the barn's view, not a census
SKIP = ("world", "seed", "code", "algorithm", "version")  # facts and labels, not lines


def strings(node, where: str = "") -> list[tuple[str, str]]:
    """(where, text) of every line of the trip (its fact sheet and labels left out)."""
    return walk(node, SKIP, where)


def check_visits(trip: dict, world: dict, bad) -> None:
    before = world.get("before")
    if before is None:  # a trip made before the fact
        return
    lines = strings(trip)
    for where, t in lines:
        m = FIRST.search(t)
        if m and before != "none":
            bad("first-visit-claimed", f"{where}: {m.group(0)!r}, and somebody has been here "
                                       f"before (before: {before})")
        elif m and world.get("inhabitants") == "nobody" and m.group(0).lower() != GOAL:
            bad("first-visit-claimed", f"{where}: {m.group(0)!r} on a world whose cast are "
                                       f"visitors")
        m = EARLIER.search(t) or world.get("inhabitants") == "nobody" and TRACES.search(t)
        if m and before == "none":
            bad("earlier-visitors-on-first-visit", f"{where}: {m.group(0)!r} on a world "
                                                   f"nobody has been to")
    if before != "tourists" and world.get("inhabitants") != "nobody":
        for n in trip["npcs"]:
            if n.get("met_client") and n.get("folk") == "local":
                bad("met-client-unreachable", f"{n['name']}, a local, has met the client on a "
                                              f"node no tourists come to (before: {before})")
    npcs = {n["key"]: n for n in trip["npcs"]}
    for f in trip.get("clues") or []:
        if not f["id"].startswith("complication") or not home_only(f["fact"], trip.get("client") or ""):
            continue
        for x in f["clues"]:
            src, who = source_of(x), npcs.get(x["at"]) or {}
            if src != "intel" and not (src == "npc" and who.get("folk") == "visitor"):
                bad("home-fact-on-node", f"clue/{f['id']}: {x['how'][:60]!r} cannot know "
                                         f"{f['fact'][:60]!r}")
