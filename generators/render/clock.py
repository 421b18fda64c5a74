"""The clock as a GM reads it: the goal's schedule ("When it happens: ...") is a standing fact of
the trip, so it is printed once under the clock's header, beside "When the crew may leave", and
not as tick 1's event (cold read of algorithm-21 trips r23-cold-f, -g, -i: "Tick 1 (hours 1-4,
fires at hour 4): When it happens: the afternoon ... runs from hour 15 to dusk at hour 18" reads
as if the schedule happened at hour 4). The trip's data keeps the line in tick 1 (the clock
deals it on the goal's track, and the audit reads it there); only the printed forms move it."""

from __future__ import annotations

WHEN = "When it happens: "


# an empty tick is printed too, saying so: a clock printed "Tick 1, 2, 3, 4, 6" read as one with a
# tick missing (r26-cold b, d; the audit's clock-tick-skipped, trip/consistency_r26stock.py)
QUIET_TICK = "Nothing new happens at this tick."


def split_when(ticks: list[dict]) -> tuple[str, list[dict]]:
    """(the schedule line without its "When it happens: " label, or ""; the ticks with that
    line taken out of their events, each tick a new dict)."""
    when, out = "", []
    for tick in ticks:
        events = []
        for e in tick["events"]:
            if not when and str(e["text"]).startswith(WHEN):
                when = type(e["text"])(e["text"][len(WHEN):])  # keeps an Escaped string escaped
            else:
                events.append(e)
        out.append({**tick, "events": events})
    return when, out
