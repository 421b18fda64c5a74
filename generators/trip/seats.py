"""Seats home: the start's ruling for whoever of the cast wants to ride home in the crew's
lander (round 30, cold reads 44-46: "Someone who wants a ride home" beside a lander sized at
"a Capacity of the crew plus three" for the tourists, or "the lander takes one more at a
squeeze" with two who want to come; the page never said whether they fit or what it costs).

The rules (2.6 SHIP): a ship's Capacity is how many people it holds, one seat each, and its
tonnage is (2 + Outer Hull Bonus) x Capacity, and SHIP'S POWER COSTS burn 1 MW per ton on
the return slip. So each
seat past the crew's own (a tourist's, a rider's) is a Capacity of one more, and that many tons
more to burn. A rescued person rides at a squeeze (corpora/trip/maguffin_handling.json); a
rider who is not the job needs a seat of their own, planned before the slip: the ruling says
how many seats the lander needs with them, what the extra seats burn, and what becomes of a
rider without one (left behind, unless a PC gives up a seat; the Success ending's follow:ride
line says what came of it).
"""

from __future__ import annotations

import re

from ..content.people import RIDE_HOME
from . import parts
from .base import COUNT_WORDS

# a want to come home in the lander this trip (not "a seat on the lander next time", not a
# local's own home): people.json want_ride_home, "To join the crew and see the barn", and a
# rescued person's companion's "To go home with ..., and never come back"
RIDES = re.compile(r"\b(join the crew and see the barn|go home with (?!the crew\b).+?, and never come back)\b", re.I)


def rides(n: dict) -> bool:
    """Whether cast member ``n`` (parts.npcs) wants a seat in the lander home."""
    return n.get("role") == RIDE_HOME or bool(RIDES.search(n.get("want") or ""))


def riders(trip) -> list[dict]:
    """The cast who want a seat home, in the cast's order (never the maguffin itself)."""
    who = (parts.maguffin(trip).get("who") or "").strip()
    return [n for n in parts.npcs(trip) if rides(n) and n["name"] != who]


def _count(n: int) -> str:
    return COUNT_WORDS[n] if n < len(COUNT_WORDS) else str(n)


def seats_ruling(trip) -> str:
    """The start's line on seats home for the riders (empty without any)."""
    ride = riders(trip)
    if not ride:
        return ""
    party = int((trip.world or {}).get("party") or 0)
    names = [n["name"] for n in ride]
    who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    them = "them" if len(names) == 1 else "each of them"
    seats = party + len(names)
    with_party = f"the party's {_count(party)} seats and " if party else ""
    one = len(names) == 1
    size = ((parts.maguffin(trip).get("description") or {}).get("size") or "")
    who_m = (parts.maguffin(trip).get("who") or "").strip()
    # the squeeze is a place past the Capacity, on the floor of the hold, for the one being
    # rescued only: said as such, it is no second seat rule (cold read 34-c: "one more at a
    # squeeze" beside "one seat each" read as two rules in one paragraph); it is this project's
    # ruling, not the rules' (cold read 35-a: "credited to the rules, which never say it")
    squeeze = (f"; past that, our ruling: the floor of the hold takes one person at a squeeze, and {who_m}, "
               f"the one the crew came for, has it, so no rider can") if who_m and "squeeze" in size else ""
    return (f"Seats home: {who} {'wants' if one else 'want'} to ride home in the lander, and "
            f"{'fits only in a seat of their own' if one else 'fit only in seats of their own'} (the "
            f"rules: a ship holds its Capacity, one seat each{squeeze}): with {with_party}"
            f"{'one' if one else _count(len(names))} for {'them' if one else 'the riders'}, the lander "
            f"needs a Capacity of the crew plus {_count(seats)}. Each seat past the crew's own is "
            f"2 + Outer Hull Bonus tons more (a ship's tonnage is (2 + Outer Hull Bonus) x Capacity), so "
            f"as many MW more on the return slip (it burns 1 MW per ton: the rules' Ship's Power Costs). A lander without "
            f"{'the seat' if one else 'a seat for each'} leaves {them} behind unless a PC stays behind instead.")
