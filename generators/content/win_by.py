"""What the client pays for: the world fact ``win_by`` (generators/facts_r38wins.py), rolled once
the mission and the maguffin are drawn and before the events, the clock and the endings, so the
Success, the client's deadline, the maguffin's refusal and its risk are written from one test.

Cold reads of algorithm-32 trips (round 38): "seeing it is not enough" beside "have not seen the
mine by the client's deadline"; a refusal's "have seen it but cannot show it (a partial success
at best)" beside endings that say seeing it is success; a deadline that pays half beside a
festival that calls missing it a failure. trip/endings.py picks its Success by the same mission
and maguffin (MISSION_WHEN, ABSTRACT_WHEN); the audit's ``win-ending-split``
(trip/consistency_r38wins.py) keeps the two together."""

from __future__ import annotations

CARRIED = ("person", "creature", "object", "substance")  # as trip/parts.py CARRIED


def win_by(mission: str | None, kind: str | None, form: str | None) -> str:
    """"seen" (a tour: the party see it), "agreed" (a diplomacy job's talks, settled and written
    down), "home" (a thing, a person or a permission comes home aboard; a trade, a rescue),
    "record" (a place, a view, an event or knowledge is brought home on record)."""
    if mission == "tourism":
        return "seen"
    carried = kind in CARRIED or form == "permission"
    if mission == "diplomacy" and kind not in CARRIED:
        return "agreed"
    if carried or mission in ("trade", "rescue", "gather"):
        return "home"
    return "record"
