"""The time of day in words for an hour of the clock (round 12, brief clock: "late in the
day" printed for an event at hour 17 beside "dusk at hour 6, dawn at hour 18"). The words come
from the hour and the node's own dawns and dusks as the page prints them (start.light_marks),
so a line never calls an hour of the night "late in the day"."""

from __future__ import annotations

from .start import light_marks, nightless

NEAR = 3  # hours from a dawn or a dusk that still count as early or late (the nearer of the two)


def lit_at(trip, hour: int) -> bool:
    """Whether it is light at ``hour`` by the printed marks (the landing's light before the first)."""
    if nightless(trip):
        return True
    lit = (trip.world or {}).get("arrival") != "night"
    for kind, h in light_marks(trip, not lit):
        if h > hour:
            break
        lit = kind == "dawn"
    return lit


def day_words(trip, hour: int) -> str:
    """The time of day at ``hour`` in words: early, the middle or late in the day; early in
    the night, the middle of it or the last dark before dawn (never "after dark" nor "after
    nightfall": clock-light and night-arrival-after-dark read those as the tick's own hour);
    the node's endless light where it has no night."""
    if nightless(trip):
        return "in the light that never goes here"
    night = (trip.world or {}).get("arrival") == "night"
    marks = light_marks(trip, night)
    lit = lit_at(trip, hour)
    before = [h for kind, h in marks if h <= hour and kind == ("dawn" if lit else "dusk")]
    after = [h for kind, h in marks if h > hour and kind == ("dusk" if lit else "dawn")]
    gone = hour - before[-1] if before else 99  # hours since the last turn
    left = after[0] - hour if after else 99  # hours to the next
    part = "middle" if min(gone, left) > NEAR or gone == left else "late" if left < gone else "early"
    return {("day", "late"): "late in the day", ("day", "early"): "early in the day",
            ("day", "middle"): "in the middle of the day", ("night", "late"): "in the last dark before dawn",
            ("night", "early"): "early in the night",
            ("night", "middle"): "in the middle of the night"}["day" if lit else "night", part]


def daypart(trip, hour: int) -> str:
    """The part of the day or night at ``hour`` as a fact (needs ``daypart``): early, middle or
    late, as day_words says it; "always" where no night falls (cold read 19 D-1: "The heat of
    the day peaks" at hour 4, the hour of the node's dawn)."""
    words = day_words(trip, hour)
    if nightless(trip):
        return "always"
    return "middle" if "middle" in words else "late" if ("late" in words or "last dark" in words) else "early"
