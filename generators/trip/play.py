"""The play layer of a DayTrip: what makes it runnable at the table. One call,
`play_for(trip, content, stream)`, gives the trip's `start`, `scenes` (and their
`connections`; each obstacle with the ``foes`` a crew fight or slip past, foes.py), `clues`,
`clock` and `endings` (generators/trip/start.py, scenes.py, clues.py, clock.py, endings.py). It reads the trip only through generators/trip/parts.py. An event
maguffin's hours (how long it lasts, on the clock's ticks; a timed one's, a sunset's, from
the node's dusk) are added to the climax's want.

Paths: everything under ``<trip>/play``: ``start``, ``scenes``, ``foes``, ``clues``, ``clock``,
``endings``, each its own child, so adding a part reshuffles nothing else.
"""

from __future__ import annotations

from ..rng import Stream
from . import parts
from .clock import clock_for
from .clues import clues_for
from .endings import endings_for
from .foes import add_foes
from .scenes import scenes_for, slots_for
from .start import start_for


def play_for(trip, content: dict, stream: Stream) -> dict:
    s = stream.child("play")
    scenes, links = scenes_for(trip, content, s)
    add_foes(trip, s.child("foes"), scenes)  # a stat block for whoever the crew fight or slip past
    start = start_for(trip, content, s.child("start"), scenes)
    clues = clues_for(trip, s.child("clues"), scenes)
    event_timing(trip, scenes)
    return {
        "start": start,
        "scenes": scenes,
        "connections": links,
        "clues": clues,
        "clock": clock_for(trip, s.child("clock"), scenes),
        "endings": endings_for(trip, s.child("endings")),
    }


def event_timing(trip, scenes: list[dict]) -> None:
    """How long an event maguffin lasts, on the clock's hours (the goal's ticks in
    generators/trip/clock.py: a big event is whole until the first warning, half left after
    it, over after the last; a short one is brought forward into the tick after the first
    warning), added to what the crew want at the climax."""
    from .clock import PLAN
    from .start import maguffin_hours

    name = slots_for(trip)["maguffin_short"]
    hours = maguffin_hours(trip)
    if hours:  # a timed maguffin: its hours from the node's dusk (the clock says them too)
        a, b = hours
        when = {"dusk": f"How long it lasts: under an hour, at dusk: {name} is at hour {a} and over by "
                        f"hour {b}; the crew must be here by hour {a}.",
                "afternoon": f"How long it lasts: the afternoon here, from hour {a} to dusk at hour {b}; "
                             f"the crew must be here by hour {a} to have all of it.",
                "night": f"How long it lasts: about an hour, once it is dark: {name} is at hour {a} and over by "
                         f"hour {b}; the crew must be here by hour {a}."}[parts.facts(trip)["maguffin_time"]]
        scenes[-1]["want"] = f"{scenes[-1]['want']} {when}"
        return
    if parts.maguffin_kind(trip) != "event":
        return
    warn, last = [t for t, track, stage in PLAN if track == "goal" and stage >= 2][:2]
    if parts.facts(trip).get("maguffin_bulk") in ("large", "vast"):
        when = (f"How long it lasts: {name} is under way when the crew land; it is whole until "
                f"hour {4 * warn}, half of it is left from hour {4 * warn + 1}, and it is over at hour "
                f"{4 * last + 1} (the clock warns at ticks {warn} and {last}).")
    else:
        when = (f"How long it lasts: under an hour. It was due after the slip window closes; at tick {warn} "
                f"the clock brings it forward to hours {4 * warn + 1}-{4 * warn + 4}, and it is over by hour "
                f"{4 * last + 1}: the crew must be here then.")
    scenes[-1]["want"] = f"{scenes[-1]['want']} {when}"
