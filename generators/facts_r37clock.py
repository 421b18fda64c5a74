"""The facts of one hour of the clock round 37's clock helper added to ``facts.VALUES``
(algorithm-32 trips), kept apart so that generators/facts.py stays under its line limit; facts.py
merges them into VALUES (after every earlier round's), and needs.py reads them there like any
other. Set per tick by trip/clock_reach.py, read by corpora/trip/play_clock.json.

Cold readers of round 36: "Another tour party reaches the Governor's Air Base ahead of the crew"
at hour 16, when the direct route puts the crew there by hour 3-4; "The sun stands overhead" at
hour 4 of a crew who landed in the middle of the day."""

from __future__ import annotations

from .facts_r36maguffin import ROUNDS as EARLIER

ROUND_37_CLOCK: dict[str, tuple[str, ...]] = {
    # whether the sun stands at or near its highest at the tick's hour (within an hour of the
    # middle of the light, from the landing: a mid-day landing has it at hour 0)
    "noon": ("yes", "no"),
    # whether the crew cannot yet be at the goal at the tick's hour (it is no later than the
    # fewest printed path hours to it), so someone may get there ahead of them
    "goal_first": ("yes", "no"),
}

# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).
ROUNDS: dict[str, tuple[str, ...]] = {**EARLIER, **ROUND_37_CLOCK}
