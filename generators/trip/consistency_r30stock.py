"""Round 30, stock (cold reads 44-46, algorithm-27 trips: "the tenth trip reads fresh"): a clock
step with nothing in it. The page printed "Nothing new happens at this tick" for a tick no track
filled (the node's own track has two stages, so an environment's tick 5 was bare; a face already
at the landing has no first-tick line; a timed maguffin's tick 1 held only its schedule, which the
page prints apart): on 29 of hang's 80 audit trips and 17 of slip-n-slide's, the same dead line
trip after trip, and a step of the GM's clock where nothing can happen. The clock now deals a lull
(corpora/trip/play_clock.json, track "lull": a quiet spell the crew can use) for such a tick
(trip/clock.py); this rule keeps every tick holding something the GM can play.

clock-tick-quiet: a tick of the clock whose only events are the goal's schedule ("When it
happens: ...", printed under the clock's header, render/clock.py) or none at all."""

from __future__ import annotations

RULES = ("clock-tick-quiet",)

WHEN = "When it happens: "  # the schedule line render/clock.py prints apart from the ticks


def quiet_ticks(trip: dict) -> list[int]:
    """The ticks of the trip's clock that print nothing but "Nothing new happens at this tick"."""
    ticks = ((trip.get("clock") or {}).get("ticks")) or []
    return [tk.get("tick") for tk in ticks
            if not [e for e in tk.get("events") or [] if not str(e.get("text") or "").startswith(WHEN)]]


def check_r30stock(trip: dict, world: dict, every, bad) -> None:
    for k in quiet_ticks(trip):
        bad("clock-tick-quiet", f"tick {k} of the clock has nothing in it: the page prints 'Nothing new "
                                f"happens at this tick', a dead step of the GM's clock (deal it a lull)")
