"""Round 23, rivals (cold read 32 of algorithm-21 trips, r23-cold-b, -d..-g): a rival crew written in
two places at once, paid off and still in the way, stepping aside where nobody of theirs stands,
and a clue dated by "once the crew have landed" at the rivals' landing hour. The facts behind them
(the world's ``rivals``, the slip-in scene's ``face_here``, the climax's ``rivals_by``) now choose
every line, the audit trips keep every rule of generators/trip/consistency_r23rivals.py, and each
rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clue_fit import rivals_by
from generators.trip.consistency_r23 import RULES as R23_RULES
from generators.trip.consistency_r23rivals import AT_LANDERS, PAID, REACH, RULES, STAND, _captain

RIVALS = "Rival DayTrippers"


def _here(t: dict) -> bool:
    return (t.get("world") or {}).get("rivals") == "here"


def _rival_scenes(t: dict) -> list[int]:
    return [k for k, sc in enumerate(t["scenes"]) if (sc.get("obstacle") or {}).get("opposition") == RIVALS]


def _break_reach() -> dict:
    """Rivals on the node before the crew, said to reach the goal at tick 4 (r23-cold-g)."""
    t = trip_where(_here, n=300)
    t["clock"]["ticks"][3]["events"].append({"track": "rival", "text": (
        f"{t['rivals'][0]['name']} reach {t['scenes'][-1]['place']} and ask the same people the same "
        "questions as the crew.")})
    return t


def _break_captain() -> dict:
    """A captain Found at the goal who strolls over to the crew's lander (r23-cold-g)."""
    t = trip_where(lambda t: _here(t) and (_captain(t) or {}).get("where") not in (None, t["scenes"][0]["place"]),
                   n=300)
    cap = _captain(t)
    t["clock"]["ticks"][0]["events"].append({"track": "opp", "text": (
        f"{cap['name']} strolls over to the crew's lander at {t['scenes'][0]['place']}, all smiles.")})
    return t


def _break_paid() -> dict:
    """Paid off for good at one scene, in the way at the next (r23-cold-f)."""
    t = trip_where(lambda t: len(_rival_scenes(t)) >= 2, n=300)
    ob = t["scenes"][_rival_scenes(t)[0]]["obstacle"]
    ob["way"] = ("Pay them off on the spot (they want the pay, not the work: 1M in hand, and the crew owe "
                 "nothing after), or let them go first and follow (one hour on the clock).")
    return t


def _break_aside() -> dict:
    """Rivals who "step aside" past markers they turned round and left (r23-cold-f, -g)."""
    t = trip_where(lambda t: bool(_rival_scenes(t)), n=300)
    sc = t["scenes"][_rival_scenes(t)[-1]]
    sc["obstacle"]["text"] = (f"The rivals have turned the markers round at {sc['place']}, and every sign "
                              "now points the wrong way. Roll BRAINS against DL 4.")
    sc["with_clue"] = ("Or, once the crew have learnt it: they will step aside for a share of the credit, and "
                       "the crew pass with no roll.")
    return t


def _break_landed() -> dict:
    """A clue dated by the rivals' landing hour said as the crew's (r23-cold-d, -e)."""
    t = trip_where(lambda t: any(c.get("clues") for c in t.get("clues") or []))
    c = next(c for c in t["clues"] if c.get("clues"))
    c["clues"][0]["how"] += " (from hour 8, once the crew have landed)"
    return t


R23_RIVALS_BREAKS: dict = {
    "rival-reaches-where-already": _break_reach,
    "rival-captain-two-places": _break_captain,
    "rival-paid-off-returns": _break_paid,
    "rival-steps-aside-absent": _break_aside,
    "rival-clue-crew-landed": _break_landed,
}


def test_rules_are_registered_and_each_has_a_break():
    assert set(RULES) <= set(R23_RULES)
    assert set(R23_RIVALS_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R23_RIVALS_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_rival_rules(seed):
    from generators.trip.consistency import check
    for i in range(1, 41):
        got = [str(v) for v in check(audit_trip(i, seed)) if v.rule in RULES]
        assert not got, (seed, i, got)


def test_reaching_lines_are_for_rivals_who_land_later():
    """The one fact of where the rivals are: a line that has them reach a place is drawn only for
    a crew not yet on the node (r23-cold-g: "reach the lava tube" for a crew found there)."""
    for v, _, f in load("trip/play_clock").items:
        if f.get("track") == "rival" and REACH.search(v):
            assert "rivals: later" in (f.get("needs") or ""), v


def test_captain_at_the_landers_only_when_found_there():
    """A line that puts the captain at the landers needs the captain at the slip-in point
    (``face_here: yes``); a captain found elsewhere has a line that sends one of their crew."""
    lines = [(v, f) for v, _, f in load("trip/play_clock").items if f.get("track") == "opp:rival"]
    for v, f in lines:
        if v.startswith("{opp} ") and AT_LANDERS.match(v[len("{opp}"):]):
            assert "face_here: yes" in (f.get("needs") or ""), v
    assert any(f.get("stage") == 1 and "face_here: no" in (f.get("needs") or "") for _, f in lines)


def test_no_pay_off_for_good_in_the_rivals_obstacles():
    for v, _, f in load("trip/play_obstacles").items:
        if f.get("opposition") == RIVALS:
            assert not PAID.search(f.get("way") or ""), v


def test_step_aside_needs_the_rivals_there():
    assert rivals_by({"text": "The rivals have turned the markers round at the old mine, and every sign now "
                              "points the wrong way. Roll BRAINS against DL 4."}) == "left"
    assert rivals_by({"text": "The rivals got to the old mine first and took the best spot, and they are "
                              "not sharing it. Roll CHARM against DL 3."}) == "yes"
    for v, _, f in load("trip/play_clues").items:
        if (f.get("use") or "").startswith("shortcut:") and STAND.search(v):
            assert "rivals_by: yes" in (f.get("needs") or ""), v


def test_rivals_clue_names_their_landing():
    """r23-cold-d: the clue's hour is the rivals' landing, and it says so."""
    for i in range(1, 80):
        t = audit_trip(i)
        hows = [cl.get("how") or "" for c in t.get("clues") or [] for cl in c.get("clues") or []]
        if any(re.search(r"\(from hour \d+, once the rivals have landed\)", h) for h in hows):
            tick = int(t["world"]["rivals_tick"])
            assert any(f"(from hour {4 * tick}, once the rivals have landed)" in h for h in hows)
            return
    raise AssertionError("no rivals' clue in 80 audit trips")


def test_the_rivals_handiwork_has_ways_of_its_own():
    """Past markers turned round (``left``) or a local the rivals paid (``paid``) the needed way is
    one of the rivals' own lines for it, not a stand-in that names nobody (r23-cold-g after the fix)."""
    aways = {f.get("rivals_by") for _, _, f in load("trip/play_obstacles").items if f.get("rivals_by")}
    assert aways == {"left", "paid"}
    needs = [f.get("needs") or "" for _, _, f in load("trip/play_clues").items
             if f.get("use") == "shortcut:Rival DayTrippers"]
    for a in sorted(aways):
        assert any(f"rivals_by: {a}" in n for n in needs), a
