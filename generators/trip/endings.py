"""The endings of a DayTrip: success, partial success and failure, each with what the crew
bring home and what it means in the rules' terms.

- Pay (Mission Aspects, STEP 1): "Base Pay is the CL times the number of crewmembers", paid
  on return; Perks add to it. A partial success pays half (the client's call: this project's
  reading, the rules pay for the job done); a failure pays nothing.
- Fame (2.5 FAME and SPENDING EXPERIENCE): the Fame Perk is "+1 Fame Level for one
  Crewmember" upon successful return; after "a publicized DayTrip" Fame is bought in days, not
  months; "return from a mission that is deemed a Total Failure by the press" sets Fame to 0.
- XP: generators.rules.xp.mission_award (1 per node visited, 1 for the return home, the Level
  of an artifact brought home, x10 per point the Opposition Level was raised).

Paths under the trip's stream: ``play/endings/<outcome>/{bring,client}``.
"""

from __future__ import annotations

from ..data import load
from ..rng import Stream
from ..rules.xp import mission_award
from . import parts
from .base import _cap
from .scenes import fill, slots_for

OUTCOMES = ("success", "partial", "failure")
ABSTRACT_WHEN = {  # a place, knowledge, an event or a view is seen or learnt, not carried
    "success": "The crew are back aboard before the window closes, with {maguffin_short} seen and on record.",
    "failure": "The crew come home without a record of {maguffin_short}, or the window closes on them.",
}
WHEN = {
    "success": "The crew are back aboard before the window closes, with {maguffin_short}.",
    "partial": "The crew get home in time, but with only part of the job done, or at a price.",
    "failure": "The crew come home without {maguffin_short}, or the window closes on them.",
}


def _pick(s: Stream, use: str, slots: dict, facts: dict | None = None) -> str:
    items = [it for it in load("trip/play_endings").items if it[2].get("use") == use]
    options = [v for v, _, _ in parts.fitting(items, facts or {})]
    return _cap(fill(options[s.below(len(options))], slots)) + "." if options else ""


def endings_for(trip, s: Stream) -> list[dict]:
    slots = slots_for(trip)
    facts = parts.facts(trip)
    pay = parts.pay(trip)
    _, raised = parts.opposition_level(trip)
    thing = not parts.is_person(trip)
    abstract = parts.maguffin_kind(trip) not in parts.CARRIED
    comps = parts.complications(trip)
    follow = [_pick(s.child("follow", c), f"follow:{c}", slots, facts) for c in comps]
    follow = [f for f in follow if f]
    enemy = parts.antagonist(trip)
    c = parts.client(trip)
    out = []
    for outcome in OUTCOMES:
        es = s.child(outcome)
        home = mission_award(nodes=1, returned=True, opposition_level_raised=raised).total
        times = f", x{10 ** raised} for the raised Opposition Level" if raised else ""
        if outcome == "success":
            total, per = pay["total"], pay["per_crew"]
            paid = (f"{total}M: CL {trip.mission.clearance_level} x {pay['crew']} crew"
                    + (f" + Perks ({', '.join(pay['perks'])})" if pay["total"] > pay["base"] else "")
                    + f", {per}M each, on return")
            fame = ("+1 Fame Level for one crewmember (the Fame Perk)" if any(
                p.startswith("Fame") for p in pay["perks"]) else
                "No Fame Level by itself; a publicized DayTrip lets each PC buy Fame in days instead of months")
            xp = f"{home} XP each (1 for the node, 1 for the return home{times})" + (
                ", plus the maguffin's Level if the GM rates it a valuable artifact or major discovery"
                if thing else "")
        elif outcome == "partial":
            total = pay["total"] // 2
            paid = (f"{total}M (half of {pay['total']}M, {pay['per_crew'] / 2:g}M each): the client's call; "
                    f"a CHARM roll against {trip.mission.clearance_level} dice argues for the rest")
            fame = "No change"
            xp = f"{home} XP each (1 for the node, 1 for the return home{times})"
        else:
            total, stranded = 0, mission_award(nodes=1, returned=False, opposition_level_raised=raised).total
            paid = "0M; the fuel and any damage are the crew's to pay"
            fame = "If the press call it a Total Failure, every PC's Fame Level is set back to 0"
            xp = (f"{home} XP each if they get home (node and return{times}); {stranded} XP if "
                  f"stranded (the node only{times})")
        follows = list(follow) if outcome != "success" else follow[:1]
        if enemy and outcome != "success":
            follows.append(_pick(es.child("enemy"), "follow:opposition", {**slots, "opp": enemy["name"]}, facts))
        client = _pick(es.child("client"), f"client:{outcome}", slots, facts)
        if outcome == "success" and c["secret"]:
            client += f" GM: then the client's secret comes due: {c['secret'][:1].lower() + c['secret'][1:]}"
        out.append({
            "outcome": outcome,
            "when": fill((WHEN if not abstract else {**WHEN, **ABSTRACT_WHEN})[outcome], slots),
            "bring": _pick(es.child("bring"), f"bring:{outcome}", slots, facts),
            "pay": paid, "pay_total": total, "fame": fame + ".", "xp": xp + ".",
            "follows": follows or ["Nothing follows them home this time."],
            "client": client,
        })
    return out
