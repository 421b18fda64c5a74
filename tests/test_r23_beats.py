"""Round 23, beats (cold read 32 of algorithm-21 trips: 4 of 10 trips had a clock whose ticks
repeat the same beat): r23-cold-a, the egg "moved this morning to a new hiding place", then tick 2
"puts it somewhere harder to reach", then tick 4 "moves the egg to another spot"; r23-cold-c and
-e, the rescued person hidden at tick 2 and moved at tick 4; r23-cold-d, tick 2 "The best spot ...
is taken" and tick 4 "take the best spot"; an ending with "someone at the barn wants to buy" the
crew's report beside "Another crew asks to buy the crew's notes on the node".

The lines carry their beat as data (play_clock.json, play_endings.json: trip/beats.py), the clock
and the endings deal at most one line of a beat, the audit's trips keep every rule of
generators/trip/consistency_r23beats.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.rng import Stream
from generators.trip.beats import beat_of, setup_beats
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r23beats import RULES, check_r23beats
from generators.trip.endings import _pick

HIDE_TEXT = "{holder} moves {maguffin_short} to another spot at {goal_place} and will not say where"


def _beat_event(t: dict):
    return next(((k, e) for k, tk in enumerate(t["clock"]["ticks"]) for e in tk["events"]
                 if beat_of("trip/play_clock", e["text"])), None)


def _break_twice() -> dict:
    t = trip_where(lambda t: _beat_event(t) is not None and _beat_event(t)[0] < 5)
    k, e = _beat_event(t)
    t["clock"]["ticks"][5]["events"].append(dict(e))
    return t


def _break_told() -> dict:
    t = trip_where(lambda t: any(beat_of("trip/play_clock", e["text"]) == "hide"
                                 for tk in t["clock"]["ticks"] for e in tk["events"]))
    goal = next(loc for loc in t["locations"] if loc["name"].lower() == t["maguffin"]["where"].lower())
    goal["text"] = "The egg is here, moved this morning to a new hiding place; the marks where it was kept before are still fresh."
    return t


def _break_ending() -> dict:
    t = trip_where(lambda t: bool(t["endings"]))
    t["endings"][0]["follows"] += ["The crew's report is the only map of this node; someone at the barn wants to buy it.",
                                   "Another crew asks to buy the crew's notes on the node, and offers a fair price."]
    return t


R23_BEATS_BREAKS = {"tick-beat-twice": _break_twice, "tick-beat-told": _break_told,
                    "ending-beat-twice": _break_ending}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R23_BEATS_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R23_BEATS_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before the fix (algorithm 21 at main d794095e, audit/1..300, hang + slip-n-slide):
    tick-beat-twice 26 + 32, tick-beat-told 4 + 1, ending-beat-twice 3 + 2; after: 0 + 0."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r23beats(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind the fix ---------------------------------------------------------------

def _clock_lines(beat: str | None = None):
    return [(v, f) for v, _, f in load("trip/play_clock").items if beat is None or f.get("beat") == beat]


def test_every_line_that_hides_or_moves_the_maguffin_or_takes_the_spot_carries_its_beat():
    """A new line that moves the maguffin or takes the best spot is dealt once a clock only if it
    says so: the pool's lines of those beats all carry them."""
    hides = re.compile(r"(hides|moves) \{maguffin_short\} (somewhere|to (another|a back))|somewhere harder to reach"
                       r"|is moved to another corner|where only they can reach it")
    spots = re.compile(r"best (spot|ground|places)")
    for v, f in _clock_lines():
        if f.get("track", "").startswith("goal") and hides.search(v):
            assert f.get("beat") == "hide", v
        if spots.search(v):
            assert f.get("beat") == "spot", v
    for v, f in _clock_lines():  # r23-cold-a, again: tick 2 "keeping watch", tick 4 "sets a watch"
        if f.get("track", "").startswith("goal") and re.search(r"keeping watch|the watch on|sets a watch", v):
            assert f.get("beat") == "guard", v
    assert beat_of("trip/play_clock", "Sam moves the egg to another spot at the hill and will not say where; finding it again takes the crew time (+1 hour on the clock at the hill, to 2 hours at most).") == "hide"


def test_the_setup_that_moved_the_maguffin_this_morning_states_the_hide_beat():
    """The goal place's line "moved this morning to a new hiding place" (grammars/places.json) is
    a setup_beats phrase, so no tick hides or moves the maguffin again."""
    rows = load("trip/play_clock").raw["setup_beats"]
    places = open("corpora/grammars/places.json", encoding="utf-8").read()
    assert rows and all(r["says"] in places for r in rows)
    assert setup_beats("The egg is here, moved this morning to a new hiding place; the marks") == {"hide"}
    assert setup_beats("The egg is here.") == set()


def test_a_keeper_who_stays_has_a_second_stage_that_is_not_another_hiding():
    """A thing kept by a keeper who stays had only two stage-2 lines, both moving it: with the
    setup or stage 1 telling that beat, the tick-4 goal line would have had nothing to say."""
    stay = [(v, f) for v, f in _clock_lines() if f.get("track") == "goal:thing" and f.get("stage") == 2
            and "keeper_plan: stay" in (f.get("needs") or "")]
    assert any(f.get("beat") not in ("hide", "guard") and "inhabited" not in (f.get("needs") or "")
               for _, f in stay), stay  # (after a tick-2 watch, on any world)


class _Slots(dict):
    def __missing__(self, key):
        return "Sam"


def test_an_ending_deals_no_second_line_of_a_beat():
    told = ("The crew's report is the only map of this node; someone at the barn wants to buy it.",)
    slots = _Slots(maguffin_short="the egg", maguffin_cap="The egg", them="it", contact="Sam")
    for k in range(40):
        line = _pick(Stream("beats", f"t/{k}"), "follow:success", slots, None, None, told)
        assert beat_of("trip/play_endings", line) != "notes", line


def test_the_audit_trips_tell_each_tick_beat_once():
    """On the audit's trips the lines of a beat still appear (the pool is not emptied), once."""
    n = 0
    for i in range(1, 150):
        t = audit_trip(i, "hang")
        beats = [beat_of("trip/play_clock", e["text"]) for tk in t["clock"]["ticks"] for e in tk["events"]]
        beats = [b for b in beats if b]
        assert len(beats) == len(set(beats)), (i, beats)
        n += len(beats)
    assert n > 20
