"""The consistency audit's round-38 world rules (registered by scripts/round_registry.py 38 in
generators/trip/consistency_r38.py). Each rule: what it checks, the cold read that found it, and
where the generator keeps to it. Cold reads of algorithm-32 trips, the worst class of the round:
world facts contradicted by scenes and people.

- ``liquid-on-dry-world``: on a planet where no water runs, lies or falls (the fact ``liquid``:
  no; bone dry, or "Buried ice: no liquid anywhere"), no line shows drips, puddles, mud, washing
  on a line, wet floors, rain, snow or floods. Cold read: "a 0.02 g rubble world whose only water
  is buried ice ... yet its scenes show 'Deep snow'"; "Hydrosphere: Buried ice: no liquid
  anywhere" beside "water drips, slow as a clock". Fix: the fact ``liquid``
  (generators/facts_r38world.py, lists/planet_hydrosphere.json, content/nodes.py) and the lines'
  ``liquid != no``.
- ``machine-folk-kin``: where the locals are machines (``natives: robot``) nobody met is a baby,
  a child, a grandparent or a family, and nobody holds weddings. Cold read: "robots live there,
  yet its scenes show ... 'a baby cries'"; "a sterile robot world with ... a grandmother". Fix:
  the lines' ``natives != robot`` (grammars/events.json, places.json; trip/play_clues.json,
  play_clock.json, play_threads.json), each with a sibling of machines for a robot world.
- ``day-crowd-at-night``: a crew who land at night (``arrival: night``) are not shown a crowd
  "going past all day". Cold read: "'children going past all day' on a landing in the middle of
  the night". Fix: trip/play_threads.json, the move's scene line by day and by night.
- ``first-slip-memory``: only a local of a year when the first slip (2017) is a memory of long
  ago, and not yet history past living memory, is "old enough to remember the first slip" (2035
  to 2100). Cold read: "locals of a far-future node who 'remember the first slip'". Fix: the
  line's ``era`` (grammars/people.json).
"""

from __future__ import annotations

import re

RULES = ("liquid-on-dry-world", "machine-folk-kin", "day-crowd-at-night", "first-slip-memory")

# water that runs, lies wet or falls (lower case only: a person called Rain or Snow is no weather;
# "the masks fog" is the crew's own breath)
LIQUID = re.compile(r"\b(water drips|drips everywhere|puddles?|rain(?:s|y|ing|ed|fall|water)?|snow(?:s|fall|storms?|drifts?)?|"
                    r"laundry|washing (?:strung|on a line|hung)|wet (?:hair|from the mop)|slightly damp|"
                    r"floods?|flooding|flash flood|mud|muddy|(?<!not even )dew|avalanche|sleet|drizzle)\b")
# the kin of flesh-and-blood folk: babies, children, grandparents, families, weddings (a wedding
# the client goes home to is not the locals', nor a PC's grandmother: audit/557 of algorithm 33)
KIN = re.compile(r"\b([Bb]ab(?:y|ies)|[Cc]hildren|[Kk]ids|(?<!the size of )(?:[Aa]|[Tt]he) (?:sick )?child\b|"
                 r"(?<!PC's )(?<!crew's )[Gg]rand(?:mother|father|parent|child)s?|[Aa] family at|their weddings|[Aa] wedding party)\b")
ALL_DAY = re.compile(r"\bgoing past all day\b")
FIRST_SLIP = re.compile(r"\bremember the first slip\b", re.I)
FIRST_SLIP_YEARS = (2035, 2095)  # an old local of 2095 was a child in 2017


def _first(every, rx, skip=("node/",)):
    for where, text in every:
        if where.startswith(skip):
            continue
        m = rx.search(text)
        if m:
            yield where, text, m


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 50): m.end() + 40])


def check_r38world(trip: dict, world: dict, every, bad) -> None:
    if world.get("liquid") == "no":
        for where, text, m in _first(every, LIQUID):
            bad("liquid-on-dry-world", f"{where}: no water runs, lies or falls here, yet {_quote(text, m)}")
    if world.get("natives") == "robot" and world.get("inhabitants") not in (None, "nobody"):
        # a person maguffin's "why" is about home folk: the client's kin, who sent for them (audit/11 of
        # algorithm 34: "Their children have been told they are on holiday" of a physicist from home)
        home = ("node/", "maguffin/why") if (trip.get("maguffin") or {}).get("kind") == "person" else ("node/",)
        for where, text, m in _first(every, KIN, home):
            bad("machine-folk-kin", f"{where}: the locals are machines, yet {_quote(text, m)}")
    if world.get("arrival") == "night":
        for sc in (trip.get("scenes") or [])[:2]:
            for th in sc.get("threads") or []:
                m = ALL_DAY.search(str(th.get("text") or ""))
                if m:
                    bad("day-crowd-at-night", f"{sc.get('id')}: the crew land at night, yet {_quote(th['text'], m)}")
    year = world.get("year")
    lo, hi = FIRST_SLIP_YEARS
    for where, text, m in _first(every, FIRST_SLIP):
        if year is None or not lo <= year <= hi:
            bad("first-slip-memory", f"{where}: the year is {year}, yet {_quote(text, m)}")
