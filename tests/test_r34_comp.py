"""Round 34, complications, opposition and node mechanics with a ruling and a number (cold reads
34 a and b): a Narrow Window's unnamed "one person"; Flux Storms nobody saw arrive; paradox signs
that add up to nothing, and a song unwritten from 6343; Chao flux rows with no table ruling;
ticks that hide the maguffin or send someone after the crew at no cost; a secret's penalty never
priced; a War Zone's crossfire with no roll, its curfew with no effect, its strangers never
explained; an unrecordable sight with no word on the ending.

Each rule of generators/trip/consistency_r34comp.py fires on a trip broken on purpose, and the
corpora the generator draws from keep to them (cheap: cached audit trips, corpus reads)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import fires, trip_where
from generators.trip import consistency_r34comp as r34

CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def _goal_people(t: dict) -> list[str]:
    goal = t["scenes"][-1]["place"]
    return [n["name"] for n in t["npcs"] if n.get("source") != "creature" and n.get("where") == goal]


def _break_window() -> dict:
    t = trip_where(lambda t: bool(_goal_people(t)))
    t["events"].append({"hour": 12, "when": "Hour 12", "kind": "complication",
                        "complication": "Narrow Window of Opportunity",
                        "text": f"Narrow Window of Opportunity: The one person who can settle the rubbing is at "
                                f"{t['scenes'][-1]['place']} only until hour 12, and then leaves."})
    return t


def _break_storm() -> dict:
    t = trip_where(lambda t: any((sc.get("obstacle") or {}).get("opposition") == "Flux Storms" for sc in t["scenes"]))
    for sc in t["scenes"]:
        sc["threads"] = [th for th in sc.get("threads") or () if th.get("label") != r34.STORM_LABEL]
    return t


def _detail(t: dict, label: str) -> dict:
    return next(d for d in t["node"]["details"] if d["label"] == label)


def _break_paradox() -> dict:
    t = trip_where(lambda t: any(d["label"] == "Paradox rule" for d in t["node"].get("details") or ()))
    d = _detail(t, "Paradox rule")
    d["text"] = re.sub(r"Signs add up:[^.]*\.", "", d["text"])
    return t


def _break_chao() -> dict:
    t = trip_where(lambda t: any(d["label"] == "Flux table" for d in t["node"].get("details") or ()))
    d = _detail(t, "Flux table")
    # row 2 up to row 3, whatever its own digits ("DL +1" in it: round 35's draws)
    d["text"] = re.sub(r"2\. .*?; 3\. ", "2. Time stutters: every action happens twice, "
                       "and the second time can go differently; 3. ", d["text"], count=1)
    return t


def _break_threat() -> dict:
    t = trip_where(lambda t: bool(t.get("clock")))
    t["clock"]["ticks"][1]["events"].append(
        {"track": "goal", "text": "Thorelena notices the egg is restless at the nest, and puts it somewhere harder to reach."})
    return t


def _break_secret() -> dict:
    t = trip_where(lambda t: bool(t.get("events")))
    t["events"].append({"hour": 9, "when": "Hour 9", "kind": "complication", "complication": "Must be Kept Secret",
                        "text": "Must be Kept Secret: The client's contract has a penalty clause for every person "
                                "who sees the crew's faces."})
    return t


def _break_war() -> dict:
    t = trip_where(lambda t: bool(t.get("events")))
    t["events"].append({"hour": 8, "when": "Hour 8", "kind": "complication", "complication": "War Zone",
                        "text": "War Zone: A war arrives at the famous market: soldiers, rumours, and a curfew."})
    return t


def _break_refuse() -> dict:
    t = trip_where(lambda t: bool(t.get("clock")))
    t["clock"]["ticks"][3]["events"].append(
        {"track": "complication", "text": "Object of Mission will Refuse (Mission Complication): It will not be "
         "written down: every note the crew take of it at the palace garden smudges or wanders off the page "
         "until somebody understands it properly (one BRAINS roll, DL 4, or an hour on the clock)."})
    return t


R34_comp_BREAKS = {
    "window-person-unnamed": _break_window,
    "storm-unannounced": _break_storm,
    "paradox-unruled": _break_paradox,
    "chao-flux-no-ruling": _break_chao,
    "tick-threat-unpriced": _break_threat,
    "secret-unpriced": _break_secret,
    "war-zone-unruled": _break_war,
    "refuse-record-no-ending": _break_refuse,
}


@pytest.mark.parametrize("rule", r34.RULES)
def test_each_rule_fires_on_its_break(rule):
    assert rule in R34_comp_BREAKS
    assert fires(R34_comp_BREAKS[rule](), rule)


def _items(name: str) -> list[dict]:
    return json.loads((CORPORA / name).read_text())["items"]


def _rules(name: str) -> dict:
    return json.loads((CORPORA / name).read_text())["rules"]


def _text(a) -> str:
    return a["text"] if isinstance(a, dict) else a


def test_every_clock_threat_and_maguffin_risk_has_a_cost():
    for name in ("trip/play_clock.json", "trip/maguffin_handling.json"):
        for it in _items(name):
            v = it["value"]
            if r34.THREAT.search(v):
                assert r34.PRICED.search(v), v


def test_every_chao_flux_row_has_its_ruling():
    g = _rules("grammars/chao.json")
    for key in [k for k in g if k.startswith("flux_")]:
        for alt in g[key]:
            assert r34.RULED.search(_text(alt)), _text(alt)
    for alt in g["hourly"]:
        assert not r34.INTENSIFIES.search(_text(alt)) or r34.CAPPED.search(_text(alt)), _text(alt)
    for alt in g["stable_rule"]:
        assert not r34.FIXED_ROLL.search(_text(alt)) or r34.FIXED_DOES.search(_text(alt)), _text(alt)


def test_future_paradox_signs_never_undo_the_past():
    g = _rules("grammars/time.json")
    assert len(g["paradox_sign_ahead"]) >= 5
    for alt in g["paradox_sign_ahead"]:
        assert not r34.PAST_SIGN.search(_text(alt)), _text(alt)


def test_complication_lines_carry_a_price_and_a_roll():
    g = _rules("grammars/events.json")
    for alt in g["must_be_secret"]:
        assert r34.PRICED.search(_text(alt)) and not r34.CAREFUL.search(_text(alt)), _text(alt)
    for alt in g["war_zone"]:
        t = _text(alt)
        assert not r34.STRANGERS.search(t) or r34.ARMED_WHO.search(t), t  # round 35: armed, and who they are
        assert not r34.SHOOTING.search(t) or r34.CROSSING.search(t), t
        assert not r34.CURFEW.search(t) or r34.PRICED.search(t), t
    for alt in g["refuses"]:
        assert not r34.NO_RECORD.search(_text(alt)) or r34.ENDING.search(_text(alt)), _text(alt)
    for it in _items("trip/play_clock.json"):
        assert not r34.CAREFUL.search(it["value"]), it["value"]
        assert not r34.NO_RECORD.search(it["value"]) or r34.ENDING.search(it["value"]), it["value"]
