"""The play layer of a DayTrip: what makes it runnable at the table. One call,
`play_for(trip, content, stream)`, gives the trip's `start`, `scenes` (and their
`connections`; each obstacle with the ``foes`` a crew fight or slip past, foes.py), `clues`,
`clock` and `endings` (generators/trip/scenes.py, clues.py, clock.py, endings.py). It
reads the trip only through generators/trip/parts.py.

Paths: everything under ``<trip>/play``: ``start``, ``scenes``, ``foes``, ``clues``, ``clock``,
``endings``, each its own child, so adding a part reshuffles nothing else.
"""

from __future__ import annotations

from ..rng import Stream
from .clock import clock_for
from .clues import clues_for
from .endings import endings_for
from .foes import add_foes
from .scenes import scenes_for, start_for


def play_for(trip, content: dict, stream: Stream) -> dict:
    s = stream.child("play")
    scenes, links = scenes_for(trip, content, s)
    add_foes(trip, s.child("foes"), scenes)  # a stat block for whoever the crew fight or slip past
    start = start_for(trip, content, s.child("start"), scenes)
    clues = clues_for(trip, s.child("clues"), scenes)
    return {
        "start": start,
        "scenes": scenes,
        "connections": links,
        "clues": clues,
        "clock": clock_for(trip, s.child("clock"), scenes),
        "endings": endings_for(trip, s.child("endings")),
    }
