"""Round 16 (climax): the climax's logic holds (cold read 23, reader C's worst problem;
generators/trip/consistency_r16climax.py, trip/climax_fit.py, trip/clue_fit.py,
trip/way_gain.py, grammars/obstacles.json, trip/play_clues.json).

Each rule is fed a trip with the contradiction (R16_CLIMAX_BREAKS, also used by
tests/test_consistency.py). The generation tests read the trips the audit builds (seed hang),
where main (algorithm 15) drew each class among the first 100: a booby-trapped maguffin with
the floor-traps way past (audit/41, 97), bought after it was handled (the same two), a way
round that makes a silent obstacle "go quiet" (6), a climax way round cheaper than its roll
(25), a needed way that only waits beside a way round of an hour (34), and a last barrier's
promise owed after the crew leave (13)."""

from __future__ import annotations

import copy
import re
from functools import lru_cache

from audit_trips import audit_trip
from generators.data import load
from generators.trip.climax_fit import cheap, floor_way
from generators.trip.clue_cast import barrier_use
from generators.trip.clue_fit import guarded
from generators.trip.consistency import check
from generators.trip.way_gain import gains

BOOBY = "The music box is booby-trapped: whoever touches it first is stuck to it."
N = 60  # audit trips read by the generation tests


def _trips(n: int = N) -> list[dict]:
    return [audit_trip(i) for i in range(1, n + 1)]


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


@lru_cache(maxsize=None)
def _audit_rules(i: int) -> frozenset[str]:
    """The rules audit trip ``i`` breaks (checked once for every generation test)."""
    return frozenset(_rules(copy.deepcopy(audit_trip(i))))


def _climax(t: dict) -> dict:
    return next(sc for sc in t["scenes"] if sc["kind"] == "climax")


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f["id"] == "way")


def _find(pred) -> dict:
    return copy.deepcopy(next(t for t in _trips() if pred(t)))


def _set_climax(t: dict, text: str | None = None, way: str | None = None, dl: int | None = None,
                past: str | None = None, release: str | None = "keep") -> dict:
    ob = _climax(t)["obstacle"]
    ob.update({k: v for k, v in (("text", text), ("way", way), ("dl", dl)) if v is not None})
    if past is not None:
        f = _way(t)
        f["fact"] = f["fact"].split(": ", 1)[0] + ": " + past
        _climax(t)["with_clue"] = "Or, once the crew have learnt it: " + past
    if release != "keep":
        _climax(t)["release"] = release
    return t


# --- the breaks ----------------------------------------------------------------------------------

def _break_underfoot() -> dict:
    return _set_climax(_find(lambda t: True), BOOBY, "Lift it in a cloth from home (one hour on the clock).",
                       past="the traps were laid in a pattern their makers use everywhere, and a crew who "
                            "know it step only where it is safe: no roll and no time lost, as long as they go "
                            "through single file.", release=None)


def _break_noise() -> dict:
    return _set_climax(_find(lambda t: True), BOOBY, "It goes quiet in the dark: cover it with anything from "
                       "home and carry it aside (one hour on the clock).", release=None)


def _break_cheaper() -> dict:
    return _set_climax(_find(lambda t: True), "The only bridge to the crater town is a mechanical puzzle of "
                       "levers and weights that has beaten everyone who tried it; once solved, it stays down.",
                       "Hit it, exactly once, in the right place (MIGHT DL 3).", dl=6)


def _break_waits() -> dict:
    return _set_climax(_find(lambda t: True), way="Give it some trouble somewhere else (BRAINS DL 5), or wait "
                       "for it to limp away (one hour on the clock).",
                       past="whatever makes the danger here draws back out of sight at the top of every hour, "
                            "and the crew pass then with no roll (up to one hour's wait).")


def _break_owed() -> dict:
    return _set_climax(_find(lambda t: True), release="Mechthys speaks for the committee at Shoal Zero Zero, "
                       "and wants something for it: promise 6M of trade from the client, talk Mechthys round "
                       "(the crew's CHARM, opposed by Mechthys's BRAINS roll: the dice on their stat block).")


def _break_before_deal() -> dict:
    return _set_climax(_find(lambda t: True), BOOBY, "Lift it in a cloth from home (one hour on the clock).",
                       release="Hoyate has it at the dance house by the river and names the trade: the crew's "
                               "cargo for it.")


R16_CLIMAX_BREAKS = {
    "thing-trap-way-underfoot": _break_underfoot,
    "way-round-answers-noise": _break_noise,
    "climax-way-round-cheaper": _break_cheaper,
    "needed-way-only-waits": _break_waits,
    "success-price-owed": _break_owed,
    "thing-trap-before-deal": _break_before_deal,
}


def test_each_rule_fires_on_its_break():
    for rule, make in R16_CLIMAX_BREAKS.items():
        assert rule in _rules(make()), rule


def test_the_fixed_climax_passes():
    """The same climaxes, fixed: a way past that handles the thing, a way round that answers the
    trap, a way round at the roll's DL, a needed way that saves the hour, a settled promise."""
    t = _set_climax(_find(lambda t: True), BOOBY, "Lift it in a cloth from home, never bare-handed (one hour "
                    "on the clock).", past="the trap holds only the first thing that touches it: a glove on "
                    "the end of a stick, pressed to it first, takes the hold, and then it lifts free with no "
                    "roll and no time lost.", release=None)
    assert not {"thing-trap-way-underfoot", "way-round-answers-noise", "thing-trap-before-deal"} & _rules(t)
    t = _set_climax(_find(lambda t: True), way="Hit it, exactly once, in the right place (MIGHT DL 6), or "
                    "wait for it to limp away (one hour on the clock).", dl=6,
                    past="there is a knack to it that is simple once told, and whoever knows it gets through "
                         "with no roll and no time lost.",
                    release="Mechthys wants something for it: promise 6M of trade from the client (the client "
                            "keeps it at home: the crew owe nothing for it).")
    assert not {"climax-way-round-cheaper", "needed-way-only-waits", "success-price-owed"} & _rules(t)


# --- 1: trap kinds -------------------------------------------------------------------------------

def test_a_trap_on_the_thing_is_its_own_kind():
    """The booby-trapped maguffin is a trap on the thing, not traps across the way (main: both
    were "traps", so "step only where it is safe ... single file" was drawn for a sticky box)."""
    ob = {"text": BOOBY, "stat": "GRACE", "opposition": "Dangerous Object"}
    assert guarded(ob) == "thing" and barrier_use(ob, False) == "barrier:thing"
    pits = {"text": "The local toughs have dug pits across the way through the Moon Market and covered "
                    "them over.", "stat": "GRACE", "opposition": "Dangerous People"}
    assert guarded(pits) == "traps"
    ways = [v for v, _, f in load("trip/play_clues").items if f.get("use") == "shortcut:thing"]
    assert ways and all(re.search(r"\b(touch|lift)", v) and "single file" not in v for v in ways)


def test_the_needed_way_past_a_trap_on_the_thing_handles_it():
    """The needed fact for a booby-trapped maguffin at the climax is led and drawn from the
    barrier:thing and shortcut:thing lines (main: "How to get past the trap ...: ... step only
    where it is safe ... single file", cold read 23 trip c)."""
    from generators.content import stratify
    from generators.rng import Stream
    from generators.rules.board import roll_mission
    from generators.trip.clues import _barrier
    from generators.trip.daytrip import trip_from_mission

    s = Stream("hang", "audit/3")
    m = roll_mission(s, "typical")
    stratify(m, s, 3)
    trip = trip_from_mission(m, s)
    ob = {"text": BOOBY, "stat": "GRACE", "opposition": "Dangerous Object",
          "way": "Lift it in a cloth from home, never bare-handed (one hour on the clock)."}
    where = _climax(audit_trip(3))["place"]
    for k in range(6):
        fact = _barrier(trip, Stream("r16", f"thing/{k}"), ob, "the dance house", where)
        assert fact.startswith("How to lift the booby-trapped thing") and "single file" not in fact, fact


def test_each_dangerous_object_has_its_own_way_round():
    """Each Dangerous Object line of the content names the ways round that answer it, and the
    trap that sticks is never answered by making it go quiet (main: one pool for all four)."""
    rules = load("grammars/obstacles").rules
    for body in rules["dangerous_object"]:
        sym = body.partition("|")[2]
        assert sym in rules and rules[sym], body
    booby = next(b for b in rules["dangerous_object"] if "booby-trapped" in b)
    assert not any("quiet" in w for w in rules[booby.partition("|")[2]])


def test_generated_climaxes_fit_their_traps():
    for i in range(1, N + 1):
        got = _audit_rules(i) & {"thing-trap-way-underfoot", "way-round-answers-noise", "thing-trap-before-deal"}
        assert not got, (i, got)


# --- 2: a way round no cheaper than the roll -----------------------------------------------------

def test_floor_way_raises_a_cheap_roll_to_the_climax_dl():
    assert floor_way("Hit it, exactly once, in the right place (MIGHT DL 3).", 6) == \
        "Hit it, exactly once, in the right place (MIGHT DL 6)."
    way = "Spot it and step over (BRAINS DL 3), or find the cellar's other door (BRAINS DL 2, one hour on the clock)"
    assert floor_way(way, 3) == way  # the easier roll costs an hour: a real price
    assert cheap("let it take a decoy and slip past (BRAINS DL 2)", 3)
    assert not cheap("pay 0.25M (CHARM DL 2)", 3)


def test_generated_climax_ways_round_cost_the_roll():
    """Main: 25 of the first 100 hang trips had a way round option below the climax's DL that
    cost no time and no price."""
    for i in range(1, N + 1):
        assert "climax-way-round-cheaper" not in _audit_rules(i), i


# --- 3: a needed way that saves something --------------------------------------------------------

def test_a_wait_gains_nothing_over_an_hour():
    way = "Crawl on hands and knees (one hour on the clock), or scrape a path clear on the way (MIGHT DL 3)."
    assert not gains(way, "the worst of it comes and goes on a pattern, and whoever knows the pattern crosses "
                          "in a quiet spell with no roll (up to one hour's wait)")
    assert gains(way, "it is worst where it looks safest: a crew who know to keep to the rough, ugly ground "
                      "cross with no roll and no time lost")
    assert gains("Climb past the damage (GRACE DL 4).", "the worst of it comes and goes on a pattern, and "
                 "whoever knows the pattern crosses in a quiet spell with no roll (up to one hour's wait)")


def test_generated_needed_ways_do_not_only_wait():
    """Main: 34 of the first 100 hang trips."""
    for i in range(1, N + 1):
        assert "needed-way-only-waits" not in _audit_rules(i), i


# --- 4 and 5: what a Success owes, and the trade before the thing --------------------------------

def test_no_last_barrier_leaves_a_promise_owed():
    for v, _, f in load("trip/play_lines").items:
        if f.get("use", "").startswith("release:") and "promise" in v:
            assert "owe nothing" in v, v


def test_generated_last_barriers_owe_nothing():
    for i in range(1, N + 1):
        assert "success-price-owed" not in _audit_rules(i), i
