"""Which of the trip's places a line names, where the grammar would take any (round 21, brief
scenes; cold read 29):

- ``way_round``: an obstacle's way round names the obstacle's own place, never another the crew
  may meet only later (r20-cold-b: toughs who strike at the People's Bazaar, scene 2, and "drink
  at the old mine", scene 5). The way's ``#place#`` is the place the obstacle's line names.
- ``unseen_away``: Stealth Required's line names one of two places an event draws
  (content/places.py events_for); neither is the goal when what the crew want there is a talk or
  a deal (trip/play_lines.json want:climax: a trade, talks, a permission granted across the
  table, a person to win over; r20-cold-a: the crew told to stay hidden where they must talk).
  nor the slip-in point where a faction meets the crew by their lander (round 25).
  Elsewhere the talking wants need ``stealth != here`` (trip/scenes.py, trip/stealth.py).
Audited by generators/trip/consistency_r21scenes.py.
"""

from __future__ import annotations

from ..rng import Stream
from .common import gx


def own_place(ctx: dict, body: str) -> dict:
    """``ctx`` with ``place`` the trip's place ``body`` names (when it names one)."""
    here = [p for p in ctx["place"] if p in body] if isinstance(ctx.get("place"), list) else []
    return dict(ctx, place=here[:1] or ctx.get("place"))


def way_round(s: Stream, ctx: dict, body: str, symbol: str) -> str:
    """An obstacle's way round, "<lead>: <how>", from grammar ``symbol``, at its own place."""
    cc = own_place(ctx, body)
    return f"{gx(s.child('counter_lead'), 'obstacles', 'counter_lead', cc)}: " + gx(s.child("counter"), "obstacles", symbol, cc)


def locked_goal(w: dict) -> bool:
    """Whether the way through at the goal may be taken unseen: only a captive kept under lock,
    bar, chain or knot (play_lines.json release:held/unheld, ``maguffin_state: held|hurt``).
    Everywhere else the climax's last barrier is a keeper to pay, vouch for the party or talk
    round, or a trade across the table (release:kept/record), and a tourist party's photographs
    besides (round 40, cold39-a-alder-5: "at Mel's Drive-in (scene 4) the crew must also pass
    unseen" beside "Preston lets no stranger in at Mel's Drive-in without a local to answer for
    them" and "every tourist wants a photograph of themselves with it behind them")."""
    return w.get("mission") == "rescue" and w.get("maguffin_state") in ("held", "hurt")


def unseen_away(cc: dict, places: list[str]) -> dict:
    """Stealth Required's two places, neither the goal (``places[1]``) where the crew's point
    there is a talk or a deal (a trade, talks, a permission, a person to win over: cold 29; a
    keeper's price, a vouching, a party's photographs: round 40, ``locked_goal``), nor
    the slip-in point (``places[0]``), where the crew have landed already and meet whoever is
    there at scene 1 (round 25, a faction met where the crew must pass unseen; round 38, cold
    read: "Stealth Required" at scene 1 among friendly locals)."""
    w = cc.get("_world") or {}
    avoid = [places[0]] if len(places) >= 3 else []
    if not locked_goal(w) and len(places) >= 3:
        avoid.append(places[1])
    rest = [p for p in places if p not in avoid and p not in (cc["place"], cc["place2"])]
    out = dict(cc)
    for k in ("place", "place2"):
        if cc[k] in avoid and rest:
            out[k] = rest.pop(0)
    return out
