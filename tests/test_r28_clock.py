"""Round 28, time across the one-day clock (cold readers of algorithm-25 trips, r27b-cold-a..f):
a view the clock reaches only after dark (a); Bad Odds printed at a scene as already true before
the tick that brings it (b, c); a tide said to turn at hour 12 that no tick turns (e); a setback
scene the paths let the crew walk round (e).

The facts behind each fix hold (a daylight sight lands the crew at night and its clock names the
dawn they wait for; a Bad Odds thread names its hour; a tide line only where the goal is on a
tidal shore; the setback on every walk to the climax), the audit's trips keep every rule of
generators/trip/consistency_r28clock.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.tide_shore import on_shore
from generators.trip.consistency import check
from generators.trip.consistency_r28clock import RULES
from generators.trip.setback_way import on_every_way, setback_on_way

LIGHT = re.compile(r"Light and dark: a day here lasts \d+ hours[^:]*: .*?\.(?= |$)")


def _view(t: dict) -> bool:
    w = t["world"]
    return w.get("maguffin") == "view" and (w.get("maguffin_time") or "any") == "any" and w.get("nights") != "no"


def _break_view() -> dict:
    t = trip_where(_view, n=300)
    t["world"]["arrival"] = "day"  # land mid-day, dusk at hour 1: the whole walk in the dark
    t["start"]["then"] = LIGHT.sub("Light and dark: a day here lasts 24 hours, and the crew land in the middle of "
                                   "the day: dusk at hour 1, dawn at hour 23.", t["start"]["then"])
    for tk in t["clock"]["ticks"]:
        tk["events"] = [e for e in tk["events"] if not e["text"].startswith("By daylight only")]
    return t


def _odds_thread(t: dict):
    return next((th for sc in t["scenes"] for th in sc.get("threads") or [] if th.get("label") == "Bad Odds"), None)


def _break_odds() -> dict:
    t = trip_where(lambda t: _odds_thread(t) is not None, n=300)
    th = _odds_thread(t)
    th["text"] = re.sub(r"^From hour \d+ \(see the clock\), the", "The", th["text"])
    return t


def _break_tide() -> dict:
    t = trip_where(lambda t: not any("tide" in e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]))
    goal = t["scenes"][-1]["place"]
    t["events"].append({"when": "Hour 9", "text": f"Narrow Window of Opportunity: The way to {goal} is open only "
                        "while the tide is out, and the tide turns at hour 12 (see the clock)."})
    return t


def _break_setback() -> dict:
    t = trip_where(lambda t: any(sc["kind"] == "setback" for sc in t["scenes"]))
    back = next(sc for sc in t["scenes"] if sc["kind"] == "setback")
    # a path round the setback: from the scene before it straight to the one after it
    t["connections"].append({"from": f"scene-{back['number'] - 1}", "to": f"scene-{back['number'] + 1}", "hours": 1})
    return t


R28_CLOCK_BREAKS = {
    "view-after-dark": _break_view,
    "odds-before-tick": _break_odds,
    "tide-window-unshut": _break_tide,
    "setback-skipped": _break_setback,
}


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R28_CLOCK_BREAKS[rule](), rule)


def test_audit_trips_keep_the_clock_rules():
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 41):
            hits = [v for v in check(audit_trip(i, seed)) if v.rule in RULES]
            assert not hits, (seed, i, hits)


def test_a_daylight_sight_lands_at_night_and_names_its_dawn():
    t = trip_where(_view, n=300)
    assert t["world"]["arrival"] == "night"
    said = [e["text"] for tk in t["clock"]["ticks"] for e in tk["events"] if e["text"].startswith("By daylight only")]
    assert len(said) <= 1 and all(re.search(r"waits for dawn at hour \d+", x) for x in said)


def test_bad_odds_thread_names_its_hour():
    t = trip_where(lambda t: _odds_thread(t) is not None, n=300)
    hour = next(e["when"][5:] for e in t["events"] if e["text"].startswith("Bad Odds: "))
    assert _odds_thread(t)["text"].startswith(f"From hour {hour} (see the clock), the odds turn against the crew")


def test_a_tide_only_on_a_tidal_shore():
    """The shore test itself; and (the lead, after the merge) the Narrow Window's event no longer
    has a tide line of its own: it fired only where a rare goal on a tidal shore met the
    complication, so test_content's every-rule-fires never met it in 5,000 content runs; the
    event says "the easy way ... shuts" everywhere, and the clock's own tide line (play_clock
    ``shore: yes``) tells a shore's tide."""
    assert not on_shore("The ruined tower on the ridge", "oceans") and not on_shore("The Whispering Beach", "lakes")
    assert on_shore("The Whispering Beach", "oceans")
    from generators.data import load
    assert not any("tide" in (v if isinstance(v, str) else v["text"])
                   for v in load("grammars/events").rules["narrow_window"])


def test_the_setback_moves_onto_every_way():
    chain = [{"from": f"scene-{a}", "to": f"scene-{a + 1}", "hours": 1} for a in range(1, 4)]
    kinds = ["arrival", "lead", "setback", "climax"]
    assert setback_on_way(kinds, chain) == kinds  # a line of scenes: the setback stays
    short = chain + [{"from": "scene-2", "to": "scene-4", "hours": 1}]
    assert not on_every_way(short, "scene-1", "scene-4", "scene-3")
    assert setback_on_way(kinds, short) == ["arrival", "setback", "lead", "climax"]
    five = [{"from": f"scene-{a}", "to": f"scene-{a + 1}", "hours": 1} for a in range(1, 5)] + \
        [{"from": "scene-1", "to": "scene-3", "hours": 1}]
    assert setback_on_way(["arrival", "lead", "roleplay", "setback", "climax"], five)[3] == "setback"
