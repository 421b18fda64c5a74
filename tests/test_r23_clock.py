"""Round 23, clock (issue 10; cold reads of algorithm-21 trips, and a code review): a Mission
Complication's tick that does not fit the trip (a tide on a world of lakes at a dune field; "the
fighting moves closer" beside two armies waiting for the other to blink); a War Zone, Bad Odds or
Must be Kept Secret told only at its own place; and four review findings (the dealer's dead-rise
check read every line as if it came first; clue_early.in_time took an unknown scene for scene 0;
the early clue could be swapped for a late one by the de-duplication after it; a hidden surprise
harder than the climax).

The facts behind each fix hold, the audit's trips keep every rule of
generators/trip/consistency_r23clock.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clock_dl import dead_rise
from generators.trip.clock_fit import on_shore, war_fights
from generators.trip.clue_early import AHEAD, in_time, warned_at
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r23clock import RULES, check_r23clock


def _complication(t: dict, name: str) -> dict | None:
    return next((e for tk in t["clock"]["ticks"] for e in tk["events"] if e["text"].startswith(name)), None)


def _break_tide() -> dict:
    t = trip_where(lambda t: t["world"]["water"] == "lakes" and bool(t["clock"]["ticks"][2]["events"]))
    t["clock"]["ticks"][2]["events"].append({"track": "complication", "text": (
        "Narrow Window of Opportunity (Mission Complication): The tide turns: the way to "
        f"{t['scenes'][-1]['place']} is under water for the rest of the day (+2 DL at {t['scenes'][-1]['place']}).")})
    return t


def _break_war() -> dict:
    t = trip_where(lambda t: _complication(t, "War Zone") is not None)
    e = _complication(t, "War Zone")
    ev = next(x for x in t["events"] if x["text"].startswith("War Zone: "))
    ev["text"], ev["when"] = "War Zone: Two armies camp either side of the ridge, each waiting for the other to blink.", "Hour 20"
    e["text"] = "War Zone (Mission Complication): The fighting moves closer: the way comes under fire (+1 hour on the clock)."
    return t


def _ahead(t: dict):
    return next((f for f in t["clues"] if (warned_at(f["fact"], t["scenes"], AHEAD) or 0) >= 2), None)


def _break_late() -> dict:
    t = trip_where(lambda t: _ahead(t) is not None)
    f = _ahead(t)
    late = warned_at(f["fact"], t["scenes"], AHEAD)
    f["clues"] = [dict(cl, scene=f"scene-{late}", at=f"scene-{late}", source="trace", use=None) for cl in f["clues"]]
    return t


def _break_rise() -> dict:
    t = trip_where(lambda t: len(t["clock"]["ticks"][1]["events"]) > 0)
    place = t["scenes"][-1]["place"]
    t["clock"]["ticks"][1]["events"][0]["text"] += f" (+6 DL at {place[:1].lower() + place[1:]})"
    return t


def _break_surprise() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and t["scenes"][-1]["obstacle"]["dl"] < 6)
    sc = t["scenes"][1]
    sc["surprise"] = {"opposition": "Dangerous People", "text": "Someone waits.", "stat": "GRACE",
                      "dl": t["scenes"][-1]["obstacle"]["dl"] + 1, "way": "Go round."}
    return t


R23_CLOCK_BREAKS = {"tick-tide-inland": _break_tide, "war-tick-no-fight": _break_war,
                    "clue-complication-late": _break_late, "tick-rise-past-6": _break_rise,
                    "surprise-over-climax": _break_surprise}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R23_CLOCK_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R23_CLOCK_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 21 before this round's fix, audit/1..300, hang + slip-n-slide):
    tick-tide-inland 12 + 11, war-tick-no-fight 9 + 23, clue-complication-late 12 + 9,
    tick-rise-past-6 0 + 0, surprise-over-climax 0 + 0 (the audit trips have no Mission Aspects,
    so no surprises: test_a_surprise_is_never_harder_than_the_climax)."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r23clock(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def _needs(track: str) -> list[tuple[str, str]]:
    return [(v, f.get("needs") or "") for v, _, f in load("trip/play_clock").items if f.get("track") == track]


def test_a_tide_only_where_the_way_runs_along_a_shore():
    """hang audit/215 before: "The tide turns: the way to the Upside Dune Field is under water" on
    a world of lakes and rivers (the lines needed water: oceans|lakes, the others water: none)."""
    lines = _needs("complication:Narrow Window of Opportunity")
    tides = [(v, n) for v, n in lines if "tide" in v]
    assert tides and all(re.search(r"\bshore: yes\b", n) for _, n in tides)
    assert all(not re.search(r"\bwater:", n) for _, n in lines)  # the shore says it, not the world alone
    assert on_shore("The Whispering Beach", "oceans") and on_shore("The tidal caves where the winds sleep", "oceans")
    assert not on_shore("The Whispering Beach", "lakes")  # lakes and rivers keep no tide
    assert not on_shore("The Upside Dune Field", "oceans")
    assert not on_shore("The Mercury Lagoon of Sigunde", "oceans")  # no water, no tide
    assert not on_shore("The crater lake where the plesiosaurs drink", "oceans")
    t = audit_trip(215)
    assert "tide" not in str(_complication(t, "Narrow Window") or "")


def test_a_war_zone_tick_spreads_only_fighting_there_is():
    """hang audit/55 before: "The fighting moves closer" beside "Two armies camp either side of
    the Spore Market of Begone, each waiting for the other to blink": now the shooting starts there."""
    lines = _needs("complication:War Zone")  # round 37: a war only where history allows one (wars != none)
    war = [(v, n.replace("; wars != none", "")) for v, n in lines if "wars != none" in n]
    assert {n for _, n in war} == {"war_fight: yes", "war_fight: no"}
    assert all("{war_place}" in v for v, _ in lines)
    assert not any("the fighting" in v.lower() for v, n in war if n == "war_fight: no")
    assert not any("fighting" in v.lower() for v, n in lines if n == "wars: none")
    assert not war_fights([{"when": "Hour 7", "text": "War Zone: Two armies camp either side of X, each waiting"}], 12)
    assert not war_fights([{"when": "Hour 20", "text": "War Zone: Fighting breaks out near X"}], 12)
    assert war_fights([{"when": "Hour 7", "text": "War Zone: Fighting breaks out near X"}], 12)
    seen = 0
    for i in range(1, 150):  # every audit War Zone tick names the place its event is about
        t = audit_trip(i)
        e = _complication(t, "War Zone")
        war = next((x["text"] for x in t["events"] if x["text"].startswith("War Zone")), None)
        if e is None or war is None:
            continue
        seen += 1
        names = [loc["name"] for loc in t["locations"]]
        at = [n for n in names if n in war or n[:1].lower() + n[1:] in war]
        assert any(n in e["text"] or n[:1].lower() + n[1:] in e["text"] for n in at), (i, war, e["text"])
    assert seen >= 3, seen


def test_a_rise_that_fills_a_place_before_a_later_tick_is_dead():
    """The dealer read every other line as if it came first: a tick-1 line raising the harbour
    from DL 4 to 6 was alive beside a tick-3 complication's +1 there, which then printed "no
    further rise" (the lines fire in tick order: clock_dl.cap_tick_dls)."""
    scenes = [{"id": "scene-1", "place": "The lake", "obstacle": {"dl": 3}},
              {"id": "scene-2", "place": "The old harbour", "obstacle": {"dl": 4}}]
    later = [(3, 1, "Bad Odds (Mission Complication): readier now (+1 DL at the old harbour).")]
    assert dead_rise("They dig in (+2 DL at the old harbour).", scenes, later, 1)
    assert not dead_rise("They dig in (+1 DL at the old harbour).", scenes, later, 1)  # 5, then 6
    assert not dead_rise("They dig in (+2 DL at the lake).", scenes, later, 1)
    # a bare text comes first, as before
    assert dead_rise("It fills up (+2 DL at the old harbour).", scenes, ["The tide turns (+2 DL at the old harbour)."])


def test_a_clue_at_no_scene_of_the_trip_is_not_in_time():
    """clue_early.in_time took an unknown scene id for scene 0, before every scene."""
    scenes = [{"id": f"scene-{k}", "number": k} for k in (1, 2, 3)]
    assert in_time({"scene": "scene-1"}, scenes, 2)
    assert not in_time({"scene": "scene-9"}, scenes, 2)
    assert not in_time({"scene": None}, scenes, 2)
    assert in_time({"scene": "scene-9", "source": "intel"}, scenes, 2)  # the barn


def test_the_early_clue_is_never_swapped_for_a_late_one(monkeypatch):
    """The clue placed before a warning's place (clue_early.early_first) went through the
    de-duplication after it, which tried every other place of the pool when its words were told
    already, late ones too. Here every clue at scene 1 reads the same, so a warning at scene 2
    finds its early clue told already (a hang audit trip with a War Zone warned of at scene 2:
    audit/8 under algorithm 21, found by search since)."""
    import generators.trip.clues as clues
    from generators.trip.audit_trip import audit_trip as build

    def war_at_2(i):
        t = audit_trip(i, "hang")
        return any(f["fact"].startswith("War Zone") and warned_at(f["fact"], t["scenes"], AHEAD) == 2
                   for f in t["clues"])
    i = next(i for i in range(1, 400) if war_at_2(i))  # (hang 316 under algorithm 28)
    real = clues._clue

    def same_at_scene_1(fs, q, *a):
        cl = real(fs, q, *a)
        return dict(cl, at="scene-1", how="The same words at scene 1") if q["scene"] == "scene-1" else cl
    monkeypatch.setattr(clues, "_clue", same_at_scene_1)
    t = build("hang", i)
    f = next(f for f in t["clues"] if f["fact"].startswith("War Zone"))
    assert warned_at(f["fact"], t["scenes"], AHEAD) == 2
    assert any(in_time(cl, t["scenes"], 2) for cl in f["clues"]), f["clues"]


def test_a_surprise_is_never_harder_than_the_climax(monkeypatch):
    """trip/scenes.py capped the scenes' obstacles by the climax's DL but not the hidden Mission
    Surprises: here each surprise's line asks +4, as hard as the scale allows."""
    import generators.trip.scenes as scenes
    from generators.rng import Stream
    from generators.trip.daytrip import roll_trip

    real = scenes._deal

    def hard(s, pool, deck):
        v, f = real(s, pool, deck)
        return (v, dict(f, dl=f["dl"] + 4)) if "/surprise/" in s.path else (v, f)
    monkeypatch.setattr(scenes, "_deal", hard)
    seen = 0
    for i in range(40):
        t = roll_trip(Stream("r23-surprise", f"trip/{i}"), aspects=True, crew=3).to_dict()
        top = t["scenes"][-1]["obstacle"]["dl"]
        for sc in t["scenes"]:
            if sc.get("surprise"):
                seen += 1
                assert sc["surprise"]["dl"] <= top, (i, sc["number"], sc["surprise"]["dl"], top)
                assert not fires(t, "surprise-over-climax")
    assert seen
