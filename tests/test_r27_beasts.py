"""Round 27, creatures met in an order that makes sense, once (cold readers of algorithm-24 trips,
r26-cold-a..j, r26b-cold-a..d): "Another glassback stands square in front of the hatch" in the
strong start before any glassback was met; a donkey at the hatch and again as scene 1's obstacle,
as if new; the sheep at the hatch, in scene 1 and in the cast; a zebra met twice.

The fact behind the fix holds (the strong start meets a kind at the hatch only when no later line
introduces it: start_kin.later_kin), the audit's trips keep every rule of
generators/trip/consistency_r27beasts.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.consistency_r27beasts import RULES, check_r27beasts, kinds
from generators.trip.start_kin import met_elsewhere, met_new


def _beast(t: dict) -> str:
    return (t.get("world") or {}).get("beast") or ""


def _unmet(t: dict) -> bool:
    b = _beast(t)
    return bool(b) and b.lower() not in t["start"]["read_aloud"].lower() and len(t["scenes"]) > 2


def _break_another() -> dict:
    """r26-cold: "Another glassback stands square in front of the hatch", none met before."""
    t = trip_where(_unmet)
    t["start"]["read_aloud"] += f" Another {_beast(t)} stands square in front of the hatch, sniffing at it."
    return t


def _break_twice() -> dict:
    """r26-cold: a donkey at the lander hatch, and again as scene 1's obstacle, as if new."""
    t = trip_where(_unmet)
    b = _beast(t)
    t["start"]["read_aloud"] += f" A {b} stands square in front of the hatch, sniffing at it."
    t["scenes"][1]["obstacle"]["text"] = f"A {b} has made a den across the easy way through, and does not like company."
    return t


R27_BEASTS_BREAKS = {"beast-another-unmet": _break_another, "beast-met-new-twice": _break_twice}


def test_every_rule_has_a_break_and_fires():
    assert set(R27_BEASTS_BREAKS) == set(RULES)
    for rule, brk in R27_BEASTS_BREAKS.items():
        assert fires(brk(), rule), rule


def test_a_kind_met_later_is_not_met_at_the_hatch():
    beat = "A zebra stands square in front of the hatch, sniffing at it"
    cast = [("The zebra", "The beach that is also a letter")]
    places = ["The Borrowed Garden", "The beach that is also a letter"]
    assert met_elsewhere(beat, ["zebra"], cast, [], "The Borrowed Garden", places) == "zebra"
    # found at the landing itself: the one at the hatch is the cast's own, met there first
    assert met_elsewhere(beat, ["zebra"], [("The zebra", "The Borrowed Garden")], [], "The Borrowed Garden", places) == ""
    # a scene's obstacle meeting one as new, or a pack of them
    assert met_elsewhere(beat, ["zebra"], [], ["A pack of zebras has its den on the road."], "The Borrowed Garden",
                         places) == "zebra"
    assert met_elsewhere(beat, ["zebra"], [], ["The zebra from the hatch follows the crew."], "The Borrowed Garden",
                         places) == ""
    # a place's name is no creature: "Elk Grove" meets no elk
    assert met_elsewhere("The lander sets down at the radio tower at Elk Grove", ["elk"], [],
                         ["An elk blocks the road."], "The radio tower at Elk Grove", ["The radio tower at Elk Grove"]) == ""
    assert met_new("donkey", "A donkey has made a den") and not met_new("donkey", "Another donkey has made a den")


def test_the_cold_read_trips_now_meet_their_beast_once():
    """audit/183 (hang) met a ewe at the hatch as "another ewe", then "A ewe" as scene 1's obstacle,
    and the cast's ewe at scene 4 (before the fix): the hatch now draws a beat of no creature
    of that trip's kinds that a later line introduces."""
    for i, seed in ((183, "hang"), (32, "slip-n-slide"), (223, "slip-n-slide")):
        t = audit_trip(i, seed)
        start = t["start"]["read_aloud"].lower()
        assert not any(f"another {k}" in start for k in kinds(t)), (seed, i, start[-200:])


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before the fix (algorithm 25, audit/1..300): beast-another-unmet 16 (hang) + 9
    (slip-n-slide) trips, beast-met-new-twice 18 + 12 trips; after: 0 + 0."""
    found = []
    for i in range(1, 100):
        t = audit_trip(i, seed)
        check_r27beasts(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


def test_the_worlds_sky_and_slip_are_no_meeting_at_the_hatch():
    """slip-n-slide audit/543, 951: dogs "answering each other somewhere far off" in the night sky,
    or "small, confused cats and dogs" falling as the world's slip, meet no dog at the lander."""
    sky = "a half moon, and dogs answering each other somewhere far off"
    slip = "small, confused cats and dogs fall from the sky now and then"
    t = {"world": {"beast": "dog", "sky_night": sky},
         "node": {"details": [{"label": "Appearance slipped",
                               "text": f"Obscure connection: 'Raining cats and dogs': {slip}"}]},
         "start": {"place": "The Lock", "read_aloud": f"Overhead: {sky}. Something is off: {slip}."},
         "scenes": [{"number": 2, "obstacle": {"text": "A pack of dogs has its den on the road."}}],
         "npcs": [{"name": "The dog", "source": "creature", "where": "Rattle Gap"}],
         "locations": [{"name": "The Lock"}, {"name": "Rattle Gap"}]}
    out = []
    check_r27beasts(t, t["world"], None, lambda rule, msg: out.append(rule))
    assert out == []
    t["start"]["read_aloud"] += " A dog stands square in front of the hatch, sniffing at it."
    check_r27beasts(t, t["world"], None, lambda rule, msg: out.append(rule))
    assert out.count("beast-met-new-twice") == 2
