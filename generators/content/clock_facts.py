"""Two clock facts drawn before any line names them (round 20, brief clock; cold read 28):

- when the rival crew land (``rivals_tick``: the clock tick whose hour, 4 x the tick, they set
  down at), drawn from the ticks that fit the clock: before their second stage (tick 4, when
  they reach the goal) and before the Deadline (tick 5), so tick 1, 2 or 3, one each in three
  (cold read 28: every crew landed at hour 8, tick 2). The Status line, the events that name
  them, the clues and the clock's own rival tick all read it.
- when the client's Deadline is told: its message comes well before it falls due (due_first:
  cold read 28, "the client moves the deadline to hour 20" at hour 22). Its hour is the clock's
  alone (trip/start.py deadline_hour, trip/clock.py): the events name no hour for it.
"""

from __future__ import annotations

from ..rng import Stream

LAND_TICKS = (1, 2, 3)  # the rivals land at hour 4, 8 or 12
TOLD_BY = 12  # the Deadline's message comes by hour 12 (tick 3), before any hour it falls due


def rivals_land(s: Stream) -> int:
    """The clock tick at which a rival crew not yet on the node land."""
    tick = LAND_TICKS[s.below(len(LAND_TICKS))]
    s.note("rivals land at tick", str(tick))
    return tick


RACE_WHYS = ("prize", "spoil", "beat")  # why a racing rival crew race (facts.py rival_why)


def rival_why(s: Stream, mission: str = "") -> str:
    """Why a rival crew who race the crew do it: for the prize, to spoil the job, to beat them.
    Talks are the crew's own client's: nobody else can finish them first, so a rival crew at a
    diplomacy job want the outcome for their own client or to spoil it, never to beat the crew
    at it (cold read 31-a: rivals who "start on the same job at a run" at a handshake). Nor a
    rescue (cold read 33-a: rivals who "start on the same job at a run" beside a pilot chained to
    a stake): the one rescued goes home with one crew; a rival crew want them for their own
    client (the prize) or to spoil it."""
    whys = RACE_WHYS[:2] if mission in ("diplomacy", "rescue") else RACE_WHYS
    return whys[s.below(len(whys))]


def told_in_time(s: Stream, hours: list[int], later: list[str]) -> list[int]:
    """``hours`` (sorted) with one at TOLD_BY or earlier when a Deadline is among ``later`` and
    every hour fell after it (slip-n-slide audit/9 under algorithm 20: the happenings at 16, 21,
    22, so the client's message came at hour 16 for a deadline due at 17): the earliest is moved
    to an hour of 2..TOLD_BY drawn on its own path."""
    if "Deadline" not in later or not hours or hours[0] <= TOLD_BY:
        return hours
    free = [h for h in range(2, TOLD_BY + 1) if h not in hours]
    return sorted([free[s.below(len(free))]] + hours[1:])


def due_first(order: list[int], hours: list[int], n: int, later: list[str]) -> list[int]:
    """``order`` (hours' indexes: the n happenings', then each of ``later``'s complications')
    with the Deadline's message at an hour by TOLD_BY: swapped with the earliest hour's owner
    when its own comes later (the hours stay distinct)."""
    if "Deadline" not in later:
        return order
    k = n + later.index("Deadline")
    if hours[order[k]] <= TOLD_BY:
        return order
    j = min(range(len(order)), key=lambda i: hours[order[i]])
    order = list(order)
    order[k], order[j] = order[j], order[k]
    return order
