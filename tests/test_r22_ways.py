"""Round 22, ways round and the clock (issue 10, coherent trips): ways round at DL 1 offered as a
choice, ways round strictly better or strictly worse than the roll they go round, clock ticks
that print "no further rise", and one fact told two ways on one trip.

The facts behind each fix hold (way_trade's trade, the clock's dead-rise check, the corpus
lines), the audit's trips keep every rule of generators/trip/consistency_r22ways.py, and each
rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clock_dl import dead_rise
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r22ways import RULES, check_r22ways
from generators.trip.way_trade import costs, trade


def _with_way(way: str, dl: int = 4) -> dict:
    t = trip_where(lambda t: len(t["scenes"]) > 2)
    t["scenes"][1]["obstacle"].update(dl=dl, stat="MIGHT", way=way)
    return t


def _break_sure() -> dict:
    return _with_way("Draw lots and obey them (BRAINS DL 1 to make the lots fair), or wait (one hour on the clock).", 2)


def _break_better() -> dict:
    return _with_way("Shelter and count the gusts (BRAINS DL 2), or wait (one hour on the clock).")


def _break_worse() -> dict:
    return _with_way("Force it (GRACE DL 6, one hour on the clock).")


def _break_dead() -> dict:
    t = trip_where(lambda t: len(t["clock"]["ticks"][3]["events"]) > 0)
    t["clock"]["ticks"][3]["events"][0]["text"] += (" (no further rise at the old harbour: its DL is 6 already, "
                                                     "\"very hard\", the most the rules' scale asks of an unaided crew)")
    return t


def _break_told() -> dict:
    t = trip_where(lambda t: True)
    t["maguffin"]["why"] = "The tourists are a club that has saved for this for ten years."
    t["teaser"] = "The Davis Honeymooners' Club, who saved three years for the trip, wants a crew."
    return t


R22_WAYS_BREAKS = {"way-round-sure-roll": _break_sure, "way-round-strictly-better": _break_better,
                   "way-round-strictly-worse": _break_worse, "tick-dead-rise": _break_dead,
                   "told-two-ways": _break_told}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R22_WAYS_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R22_WAYS_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 20 before this round, audit/1..300, hang + slip-n-slide, violations):
    way-round-sure-roll 95 + 94, way-round-strictly-better 316 + 328, way-round-strictly-worse
    28 + 24, tick-dead-rise 145 + 142, told-two-ways 9 + 4."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r22ways(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


def test_a_cost_buys_an_easier_roll_and_a_free_way_is_no_easier():
    assert trade("Force it (MIGHT DL 6, one hour on the clock).", 5) == "Force it (MIGHT DL 4, one hour on the clock)."
    assert trade("Count the gusts (BRAINS DL 2).", 4) == "Count the gusts (BRAINS DL 4)."
    assert trade("Climb over the top (GRACE DL 5).", 3) == "Climb over the top (GRACE DL 5)."
    assert trade("Trust the signs backwards (PSYCHE DL 1), or wait (one hour on the clock).", 2) == \
        "Trust the signs backwards (PSYCHE DL 2), or wait (one hour on the clock)."
    assert not costs("run through (GRACE DL 5; a miss is stung badly enough to slow them: one hour on the clock)")
    assert costs("go round by the back lanes (GRACE DL 2, one hour on the clock)")


def test_a_rise_at_a_place_at_dl_6_is_dead():
    scenes = [{"id": "scene-1", "place": "The lake", "obstacle": {"dl": 3}},
              {"id": "scene-2", "place": "The old harbour", "obstacle": {"dl": 5}}]
    assert not dead_rise("It fills up (+1 DL at the old harbour).", scenes, [])
    assert dead_rise("It fills up (+1 DL at the old harbour).", scenes, ["The tide turns (+1 DL at the old harbour)."])
    assert not dead_rise("Word spreads (+1 hour on the clock at the old harbour).", scenes, ["(+1 DL at the old harbour)"])


def test_hang_audit_100_deals_no_dead_tick():
    """Before: tick 4, the rivals at the shell-bead market, "(no further rise ...)"."""
    t = audit_trip(100)
    assert not any("no further rise" in e["text"] for tk in t["clock"]["ticks"] for e in tk["events"])
