"""What may be dealt at a scene (trip/scenes.py ``_MAY``) is remembered per play_obstacles
file *and* per play_lines file: the arrival filter reads play_lines' ``not-at-arrival``
lines (and ``outdoor-only``), so a pack that replaces play_lines while play_obstacles stays
the same object must not be served the sets worked out from the old play_lines."""

import copy

from generators import data
from generators.content import stratify
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip import scenes
from generators.trip.daytrip import trip_from_mission

WORD = "crew"  # in many of play_obstacles' lines, not in all of them


def _arrivals(n: int, monkeypatch) -> list[str]:
    """The play_obstacles lines (as written in the corpus) dealt at arrival scenes of n trips."""
    dealt: list[str] = []
    kind = [None]
    obstacle, deal = scenes._obstacle, scenes._deal

    def at(s, trip, k, *a, **kw):
        kind[0] = k
        return obstacle(s, trip, k, *a, **kw)

    def record(s, pool, deck):
        v, f = deal(s, pool, deck)
        if kind[0] == "arrival":
            dealt.append(v)
        return v, f

    monkeypatch.setattr(scenes, "_obstacle", at)
    monkeypatch.setattr(scenes, "_deal", record)
    for i in range(1, n + 1):
        s = Stream("hang", f"audit/{i}")
        m = roll_mission(s, "typical")
        stratify(m, s, i)
        trip_from_mission(m, s)
    monkeypatch.undo()
    return dealt


def test_new_play_lines_are_read_though_play_obstacles_stay(monkeypatch):
    """Fails on the old key ((helpers?, arrival?, setting) under id(play_obstacles) only):
    the second run, whose play_lines bar every obstacle line with 'crew' at an arrival, is
    served the arrival sets the first run worked out, and deals 'crew' lines there."""
    obstacles = data.load("trip/play_obstacles")
    plain = data.load("trip/play_lines")
    barred = copy.copy(plain)
    barred.items = list(plain.items) + [(WORD, 1, {"use": "not-at-arrival"})]
    saved = dict(data._overlay)
    try:
        data._overlay["trip/play_obstacles"] = obstacles  # one object across both runs
        data.load.cache_clear()
        first = _arrivals(12, monkeypatch)
        assert any(WORD in t for t in first), "the check needs a run that deals such a line"
        data._overlay["trip/play_lines"] = barred
        data.load.cache_clear()
        dealt = [t for t in _arrivals(12, monkeypatch) if WORD in t]
        assert not dealt, dealt
    finally:
        data._overlay.clear()
        data._overlay.update(saved)
        data.load.cache_clear()
