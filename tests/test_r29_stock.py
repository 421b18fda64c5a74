"""Round 29, stock lines a GM notices across trips (cold readers of five algorithm-27 trips in a
row): the clock's wording "wait one tick of the clock" on scene after scene (game terms, and no
hours: a GM wants "wait two hours" or what the wait costs), red dust that sticks to everything,
"Nobody remembers arriving here", a wind whose whispers sound "like names".

The ways round now price a wait in hours on the clock, the pools those lines came from are
wider (corpora/grammars/places.json), and the rule of generators/trip/consistency_r29stock.py
fires on a trip broken on purpose and on no line of the corpora's ways round."""

from __future__ import annotations

import re

import pytest

from audit_trips import fires, trip_where
from generators.data import load
from generators.trip.consistency_r29stock import RULES, TICK, WAIT_TICK


def _break_way() -> dict:
    t = trip_where(lambda t: bool(t.get("scenes")))
    ob = t["scenes"][0]["obstacle"]
    ob["way"] = "count the blinks (BRAINS DL 2) and walk through between them, or wait one tick of the clock for it to settle"
    return t


R29_STOCK_BREAKS = {"clock-tick-wording": _break_way}
R29_stock_BREAKS = R29_STOCK_BREAKS  # (the brief's spelling)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R29_stock_BREAKS[rule](), rule)


def test_a_way_round_at_the_next_tick_fires_too():
    t = trip_where(lambda t: bool(t.get("scenes")))
    t["scenes"][-1]["obstacle"]["way"] = ("say every doubt out loud (CHARM DL 2), or split up and meet "
                                          "again at the next tick")
    assert fires(t, "clock-tick-wording")


def test_a_wait_in_hours_and_the_clock_table_pass():
    assert not WAIT_TICK.search("or wait for it to settle (two hours on the clock)")
    assert not TICK.search("An unexploded something sits here, ticking")
    t = trip_where(lambda t: bool((t.get("clock") or {}).get("ticks")))
    t["clock"]["ticks"][0]["events"].append({"text": "A crew who wait one tick of the clock at the lander "
                                                     "see the weather turn (+1 hour on the clock)"})
    assert not fires(t, "clock-tick-wording")


def test_no_way_round_in_the_corpora_prices_a_wait_in_ticks():
    ways = [f["way"] for _, _, f in load("trip/play_obstacles").items if f.get("way")]
    assert ways and not [w for w in ways if TICK.search(w)]


def test_no_corpus_line_waits_a_tick():
    blob = [v for v, _, _ in load("trip/play_lines").items] + \
           [v for v, _, _ in load("trip/maguffin_handling").items]
    places = load("grammars/places").rules
    blob += [r if isinstance(r, str) else r["text"] for v in places.values() for r in v]
    assert not [x for x in blob if WAIT_TICK.search(re.sub(r"\{[^}]*\}", "X", x))]
