"""Round 23, the lead's own fixes from cold read 32 (algorithm-21 trips r23-cold-a .. -j)."""

from __future__ import annotations

import re

from generators.render.clock import split_when
from generators.render.trip import trip_text
from generators.site.tripview import trip_markdown_page, trip_view
from generators.rng import Stream
from generators.trip.daytrip import roll_trip


def _schedule_trip():
    """A trip whose clock deals a "When it happens" schedule line (a timed goal)."""
    for i in range(1, 60):
        t = roll_trip(Stream(f"r23-when-{i}", "trip/1"))
        if any(e["text"].startswith("When it happens")
               for tick in t.to_dict()["clock"]["ticks"] for e in tick["events"]):
            return t
    raise AssertionError("no timed goal in 60 trips")


def test_schedule_is_printed_once_under_the_clock_not_as_a_tick():
    t = _schedule_trip()
    text = trip_text(t)
    assert not re.search(r"Tick \d+ \([^)]*\): When it happens", text), text
    assert text.count("When it happens: ") == 1
    md = trip_markdown_page(trip_view(t, "trips/trip-001.md"), None, None)
    assert md.count("**When it happens:**") == 1
    assert not re.search(r"^\| \d+ of \d+ \|[^|]*\| When it happens", md, re.M)


def test_split_when_keeps_every_other_event_in_its_tick():
    ticks = [{"tick": 1, "events": [{"text": "When it happens: at hour 9."}, {"text": "A."}]},
             {"tick": 2, "events": [{"text": "B."}]}]
    when, out = split_when(ticks)
    assert when == "at hour 9."
    assert [[e["text"] for e in t["events"]] for t in out] == [["A."], ["B."]]
    assert ticks[0]["events"][0]["text"].startswith("When")  # the data is not changed
