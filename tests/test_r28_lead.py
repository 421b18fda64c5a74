"""Round 28, the lead's own fixes from cold read 41 (algorithm-26 trips): the goal's last stage of
a person or a sale ("at hour 22 they follow Eser away") fired after the hour the crew had to
start back, on a clock that never said that hour (r28-cold-b, r28-cold-c).

Every goal line of corpora/trip/play_clock.json that ends the chances at hour 22 is a "Last
chance", so trip/clock_leave.py places the hour to start back beside it; the audit trips keep
generators/trip/consistency_r28lead.py's rules; each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.consistency_r28lead import RULES, check_r28lead
from generators.trip.event_window import bare_leave, printed_leave


def _break_past_walk() -> dict:
    # (a walk that leaves the crew until before tick 6: the rule reads ticks 1-5; algorithm 28's
    # first such trip had a bare walk to hour 22, whose tick is the sixth)
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and printed_leave(t["clock"]) is not None
                   and bare_leave(t["scenes"], t["connections"]) <= 20)
    for tick in t["clock"]["ticks"]:  # the clock forgets the hour to start back ...
        tick["events"] = [e for e in tick["events"] if "on their way by hour" not in e["text"]]
    leave = bare_leave(t["scenes"], t["connections"])
    tick = min(len(t["clock"]["ticks"]), -(-leave // 4))  # ... and a goal line fires at or after it (the first tick at or past the hour)
    t["clock"]["ticks"][tick - 1]["events"].append(
        {"track": "goal", "text": "The keeper decides the place is not safe and at hour 22 leads them away."})
    return t


def _break_bars_welcomes() -> dict:
    t = trip_where(lambda t: bool(t.get("factions")))
    f = t["factions"][0]
    f["details"] = [{"label": "Want", "text": "To keep outsiders away from the Overgrown Wind Temple"},
                    {"label": "Method", "text": "Weights and measures that favour them, slightly"},
                    {"label": "Attitude", "text": "Eager to recruit the crew, for now"}]
    return t


def _break_locals_few() -> dict:
    t = trip_where(lambda t: t["world"].get("settled") in ("cities", "teeming")
                   and any(d["label"] == "Locals" for d in t["node"]["details"]))
    for d in t["node"]["details"]:
        if d["label"] == "Locals":
            d["text"] = "Humans, the grandchildren of a stranded crew; they haggle over everything"
    return t


def _break_sketch() -> dict:
    t = trip_where(lambda t: isinstance(t["maguffin"].get("description"), dict))
    t["maguffin"]["description"]["carry"] = ("Not carried: photographed. One sharp frame of it is what the client "
                                             "pays for; a sketch or a story does not count.")
    t["maguffin"]["description"]["risk"] = ("A photograph never quite shows it: the client may not believe the "
                                            "crew without a second witness or a sketch.")
    return t


def _break_flooded() -> dict:
    t = trip_where(lambda t: len(t["locations"]) >= 2)
    t["locations"][1]["name"] = "The Flooded Salmon Weir"
    t["locations"][1]["sensory"] = "Somewhere close by, a dog barks; underfoot, moss as soft as a kitten."
    return t


R28_LEAD_BREAKS = {"flooded-underfoot-dry": _break_flooded, "record-refuses-what-it-asks": _break_sketch, "goal-tick-past-walk": _break_past_walk, "faction-bars-welcomes": _break_bars_welcomes,
                   "locals-too-few": _break_locals_few}


def test_every_lead_rule_has_a_break():
    assert set(R28_LEAD_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R28_LEAD_BREAKS))
def test_lead_rule_fires_on_its_break(rule):
    assert fires(R28_LEAD_BREAKS[rule](), rule)


def test_every_goal_line_that_ends_the_chances_at_an_hour_is_a_last_chance():
    """A goal line of the last stage that takes the maguffin out of reach at a fixed hour (moved, led away, sold,
    taken) reads "Last chance:", the mark trip/clock_leave.py places the hour to start back by."""
    ending = [v for v, _, f in load("trip/play_clock").items if str((f or {}).get("track", "")).startswith("goal")
              and (f or {}).get("stage") == 3
              and re.search(r"\bat hour 22\b", v)]
    assert len(ending) >= 10  # the person, sale and sight lines
    assert [v for v in ending if not v.startswith("Last chance: ")] == []


def test_a_faction_that_bars_the_crew_draws_a_cold_attitude():
    from generators.content.factions import bars
    from generators.data import load

    assert bars("To keep outsiders away from the Overgrown Wind Temple")
    assert bars("To see the crew off Dodore Minor before sundown")
    assert not bars("To own the spice before sundown")
    warm = [v for v in load("grammars/org").rules["faction_attitude_bar"]
            if "#att_core#" in (v if isinstance(v, str) else v["text"])]
    assert warm == []


@pytest.mark.parametrize("i", [6, 8, 9, 20, 40])
def test_audit_trips_keep_the_lead_rules(i):
    t = audit_trip(i)
    out = []
    check_r28lead(t, t.get("world") or {}, None, lambda r, m: out.append((r, m)))
    assert out == []


def test_a_warning_keeps_its_verb_past_an_aside():
    """Cold read r28b-cold-e: "It warns: At hour 12 the easy way to the old mine." (cut at the
    aside's first comma, its verb lost); the aside goes, the verb stays."""
    from generators.trip.clue_say import body

    fact = ("Narrow Window of Opportunity: At hour 12 (see the clock) the easy way to the old mine, "
            "where the job waits, shuts; after that only the hard way is left.")
    assert body(fact) == "At hour 12 the easy way to the old mine shuts"
