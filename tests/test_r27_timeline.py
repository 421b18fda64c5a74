"""Round 27, what a trip says happened and who knows what (cold readers of algorithm-25 trips,
r27-cold-g): the roll log set aside "Everyone on the Sacramento Valley in 1948 is unbearably,
contagiously sad" as printed by no scene, and scene 5 printed it; "on" a valley; "(PSYCHE DL 3
each hour). Roll PSYCHE against DL 3."; a keeper who "has been told the crew are coming", and a
tick at hour 8 where the people at the goal "hear that strangers are after" it.

The facts behind each fix hold (trip/dl_log.py set_aside names the scene that prints a stated
line; content's ``world_in``; trip/clock_once.py told_ahead), the audit trips keep every rule
of generators/trip/consistency_r27timeline.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clock_once import fresh, told_ahead
from generators.trip.consistency_r27timeline import RULES, check_r27timeline
from generators.trip.dl_log import set_aside


def _break_set_aside() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and t.get("rolls"))
    ob = t["scenes"][-1]["obstacle"]
    t["rolls"].append({"for": f"obstacle DL ({ob['opposition']}): CL + 1d3 - 1", "result": (
        f"DL 4 (set aside: the node's own {ob['opposition']} obstacle fits none of this trip's scenes as they "
        f"fell, so no scene prints it, and no scene meets {ob['opposition']}; it read: {ob['text']})"),
        "path": "trip/1/content/obstacles/x/dl"})
    return t


def _break_region() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    t["scenes"][0]["read_aloud"] += " Everyone on the Sacramento Valley in 1948 is sad."
    return t


def _break_twice() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    ob = t["scenes"][1]["obstacle"]
    ob["text"] += f" ({ob['stat']} DL {ob['dl']} each hour)"
    return t


def _break_told() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    t["maguffin"]["really"] = "Its keeper, Jean, is its guardian too, and has been told the crew are coming."
    g = t["scenes"][-1]["place"]
    t["clock"]["ticks"][1]["events"].append({"track": "goal", "text": f"The people at {g} hear that strangers "
                                             f"are after it (+1 hour on the clock)."})
    return t


def _break_board() -> dict:
    t = trip_where(lambda t: any("not on this node" in d["text"] for r in t.get("rivals") or [] for d in r["details"]))
    rv = next(r for r in t["rivals"] if any("not on this node" in d["text"] for d in r["details"]))
    next(d for d in rv["details"] if d["label"] == "Goal")["text"] = "They are lost and will not admit it"
    return t


R27_TIMELINE_BREAKS = {"board-rival-on-node": _break_board, "roll-log-set-aside-printed": _break_set_aside, "world-on-region": _break_region,
                       "obstacle-roll-twice": _break_twice, "told-ahead-then-news": _break_told}


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R27_TIMELINE_BREAKS[rule](), rule)


def test_set_aside_names_the_scene_that_prints_a_stated_line():
    said = set_aside("Psychological Challenges", ["Psychological Challenges (DL 6): Everyone is sad. Way."], [],
                     (5, 3))
    assert "scene 5 prints" in said and "no scene prints it" not in said and "DL 3" in said


def test_told_ahead_keeps_news_off_the_clock():
    told = told_ahead("Its keeper, Jean, is its guardian too, and has been told the crew are coming.", "the old mine")
    places = ["the Landing", "the old mine"]
    assert not fresh("The people at the old mine hear that strangers are after the mine", told, "the old mine", places)
    assert not fresh("A neighbour tells Jean that strangers want the mine, and Jean checks the old mine", told,
                     "the old mine", places)
    assert told_ahead("Its keeper, Jean, knows nothing.", "the old mine") == []


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_timeline_rules(seed):
    for i in range(1, 31):
        t = audit_trip(i, seed)
        found = []
        check_r27timeline(t, t.get("world") or {}, [], lambda rule, msg: found.append((rule, msg)))
        assert not found, (seed, i, found)


def test_board_only_goals_keep_the_rivals_off_the_node():
    import json
    from pathlib import Path

    from generators.trip.consistency_r27timeline import HERE_NOW
    org = json.loads((Path(__file__).resolve().parents[1] / "corpora/grammars/org.json").read_text())
    rows = org.get("rules", org)["crew_goal"]
    for r in rows:
        text = r if isinstance(r, str) else r["text"]
        assert not HERE_NOW.search(text), text
