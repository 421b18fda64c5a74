"""What a Mission Complication's clock line may take for granted about the trip's setup (round 23,
cold reads: "The tide turns: the way to the Upside Dune Field is under water" on a world of lakes
and rivers with no coast anywhere; "The fighting moves closer" on a trip whose War Zone is two
armies "each waiting for the other to blink", nobody fighting anywhere).

- ``shore``: whether the way into the goal (the goal's place, or the scene that leads into it)
  runs along a tidal shore: a world of oceans (lakes and rivers keep no tide) and a place whose own
  name says it is on the sea's edge (a beach, a harbour, a reef, "the tidal caves"), holding water
  (a mercury lagoon has no tide). Only then does a tide cut the way off (corpora/trip/play_clock.json
  Narrow Window of Opportunity, ``needs: shore: yes``).
- ``war_fight``: whether the trip's War Zone already shows fighting (shooting, guns, a war party
  fighting over a place): then its tick may say "the fighting" spreads; otherwise (a standoff, an
  occupation, a raid on its way, a war arriving with a curfew) its tick is where the shooting
  starts, at the place the War Zone names (the slot ``{war_place}``).

trip/clock.py puts both in the facts its complication lines are drawn by; the audit's rules
tick-tide-inland and war-tick-no-fight (consistency_r23clock.py) read the same functions.
"""

from __future__ import annotations

import re

from ..content.tide_shore import HEAD_CUT, TIDAL, on_shore  # noqa: F401 (round 23's names, read here)
from ..data import load
from . import parts
from .clock_leave import PER_TICK

# a War Zone line that shows people already fighting (content's events grammar war_zone)
FIGHTING = re.compile(r"\b(?:fighting|shooting|guns?|gunfire|shells?|battle)\b", re.I)
WAR = "War Zone: "


def shore_way(places: list[str], water: str | None) -> bool:
    """Whether the way into the goal (``places``: the goal's place and the one before it) runs
    along a tidal shore."""
    return any(on_shore(p, water) for p in places)


def war_line(events) -> str:
    """The trip's War Zone line (its events' "War Zone: ..."), or ""."""
    return next((e["text"][len(WAR):] for e in events or () if str(e.get("text") or "").startswith(WAR)), "")


def war_hour(events) -> int | None:
    """The hour of the trip's War Zone line ("Hour 20"), or None."""
    e = next((e for e in events or () if str(e.get("text") or "").startswith(WAR)), None)
    m = re.search(r"\d+", str((e or {}).get("when") or ""))
    return int(m.group(0)) if m else None


def war_fights(events, hour: int) -> bool:
    """Whether the trip's War Zone shows people fighting by ``hour`` (a tick's end): a line of
    fighting at that hour or before (a War Zone that breaks out at hour 20 has no "fighting" to
    spread at hour 12)."""
    at = war_hour(events)
    return bool(FIGHTING.search(war_line(events))) and at is not None and at <= hour


def war_place(events, names: list[str]) -> str | None:
    """The trip's place its War Zone line names (first in the line), or None."""
    text = war_line(events).lower()
    hits = [(text.find(n.lower()), n) for n in names if n.lower() in text]
    return min(hits)[1] if hits else None


def clock_facts(trip, into: dict) -> tuple[dict, dict]:
    """(facts, slots) for the clock's lines: ``shore`` (module docstring; ``into``: the scene that
    leads into the goal's) and ``{war_place}``, the War Zone's place as a line inlines it (the
    goal's when it names none). ``war_fight`` is a tick's own: war_fight_at."""
    water = (trip.world or {}).get("water")
    goal = parts.locations(trip)[parts.maguffin_place(trip)]["name"]
    names = [loc["name"] for loc in parts.locations(trip)]
    where = war_place(trip.events, names) or goal
    odds = comp_line(trip.events, ODDS)
    # a tide record's tide is its own (high water and low water on the clock): no other tide line
    # cuts the way at another hour (r30-record)
    tide = (trip.world or {}).get("maguffin_time") == "tide"
    return ({"shore": "yes" if shore_way([goal, into["place"]], water) and not tide else "no"},
            {"war_place": parts.inline(where), "war_hour": str(war_hour(trip.events) or line_hour("War Zone")),
             "odds_event": odds_event(odds) if odds else NO_ODDS_EVENT,
             "odds_hour": str(comp_hour(trip.events, ODDS) or line_hour("Bad Odds")),
             "odds_place": parts.inline(first_named(odds, names) or _held(trip, odds, names) or goal)})


# a trip built without content (generators.content missing: the clock's fallback) has no War
# Zone or Bad Odds event to tell the hour and the happening, so their clock lines say the hour
# their own tick fires and a plain happening (round 24 review: "At hour  the war ...")
NO_ODDS_EVENT = "word of the crew's business runs ahead of them"


def line_hour(comp: str) -> int:
    """The hour a complication's clock lines fire (their tick's end) when no event gives it."""
    ticks = [f["tick"] for _, _, f in load("trip/play_clock").items if f.get("track") == f"complication:{comp}"]
    return min(ticks) * PER_TICK


def _held(trip, line: str, names: list[str]) -> str | None:
    """The place of the first person ``line`` names (test_play: "Joseph Lister brings friends"
    made the goal's place readier, and Joseph is at the schoolroom), or None."""
    by_low = {n.lower(): n for n in names}
    for n in trip.npcs or ():
        if n.name and n.name in line and (n.where or "").lower() in by_low:
            return by_low[n.where.lower()]
    return None


# round 24 (issue 10): a War Zone's and a Bad Odds' event is one fact with its clock tick: the
# tick is the one whose four hours hold the event's hour, and says that hour (hang audit/21 under
# algorithm 22: "Fighting breaks out" at hour 16 beside tick 3, hour 12, "turns to shooting"), and
# the Bad Odds tick tells the event the secrets and clues tell (hang audit/34: "The Second-Hand
# Magpies and Sophie Naipaul team up" beside a tick "whoever or whatever stands between the crew
# and what they came for is readier now")
ODDS = "Bad Odds: "
TIED = {"War Zone": WAR, "Bad Odds": ODDS}


def comp_line(events, label: str) -> str:
    """The trip's line of a complication's event (without its label), or ""."""
    return next((e["text"][len(label):] for e in events or () if str(e.get("text") or "").startswith(label)), "")


def comp_hour(events, label: str) -> int | None:
    """The hour of the trip's event of a complication ("Hour 14"), or None."""
    e = next((e for e in events or () if str(e.get("text") or "").startswith(label)), None)
    m = re.search(r"\d+", str((e or {}).get("when") or ""))
    return int(m.group(0)) if m else None


def comp_tick(trip, comp: str) -> int | None:
    """The tick of a War Zone's or a Bad Odds' event (its hour's), or None (any other complication,
    or no event)."""
    from .event_window import event_tick

    hour = comp_hour(getattr(trip, "events", None), TIED[comp]) if comp in TIED else None
    return event_tick(hour) if hour else None


def odds_event(line: str) -> str:
    """The Bad Odds event as a clock line retells it: its own words, first letter lowered unless a
    name, without the closing full stop."""
    line = line.rstrip(". ")
    return line[:1].lower() + line[1:] if re.match(r"(?:Word|Everyone|The crew)\b", line) else line


def first_named(line: str, names: list[str]) -> str | None:
    """The first of ``names`` the line names, or None."""
    low = line.lower()
    hits = [(low.find(n.lower()), n) for n in names if n.lower() in low]
    return min(hits, key=lambda h: (h[0], -len(h[1])))[1] if hits else None  # "the Mill Pond", not "the Mill"


def war_fight_at(trip, hour: int) -> dict:
    """The fact ``war_fight`` for a line whose tick ends at ``hour``."""
    return {"war_fight": "yes" if war_fights(getattr(trip, "events", None), hour) else "no"}
