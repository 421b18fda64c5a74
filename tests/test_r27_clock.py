"""Round 27, the clock, the scene paths and the needed facts (cold readers of algorithm-24 trips,
seeds r26-cold-a..j and r26b-cold-a..d): the same blockade three times on the clock; news
reaching someone already told; a standing complication (no rescue) fired at hour 20; a stealth
alarm tied to one tick; a scene whose want is "a shorter way" that is in fact the longer way; a
day of silence known only to the clues.

The facts behind each fix hold (trip/clock_once.py refuses a second blockade or a second news;
trip/scene_paths.py short_way and the ``short_way: yes`` want lines; the complication lines of
corpora/trip/play_clock.json), the audit trips keep every rule of
generators/trip/consistency_r27clock.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.clock_once import blocks, first_place, fresh
from generators.trip.consistency_r27clock import (ALARM, ANY_HOUR, RULES, SHORTER, SHOWN, STANDING,
                                                  check_r27clock)
from generators.trip.scene_paths import short_way


def _goal(t: dict) -> str:
    return t["scenes"][-1]["place"]


def _add(t: dict, tick: int, text: str, track: str = "goal") -> dict:
    t["clock"]["ticks"][tick - 1]["events"].append({"track": track, "text": text})
    return t


def _break_blockade() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    g = _goal(t)
    _add(t, 3, f"The keeper drags rubble across the mouth of its lair at {g}; getting in now means clearing it "
               f"first (+1 hour on the clock at {g}).", "opp")
    return _add(t, 4, f"The easy way to {g} is shut for the day; only the hard way is left (+1 hour on the clock).")


def _break_news() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    g = _goal(t)
    _add(t, 2, f"The keeper hears that strangers from off the node want it, and calls the elders to {g}.")
    return _add(t, 4, f"Word of the crew reaches {g}, and the elders there argue about it until dark.")


def _break_standing() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    return _add(t, 5, "No Rescue Available (Mission Complication): No rescue is coming from the barn, so every "
                      "hurt crewmember slows the rest (+1 hour on the clock).", "complication")


def _break_alarm() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3)
    return _add(t, 2, f"Stealth Required (Mission Complication): If the crew were seen where they had to pass "
                      f"unseen, the alarm is raised: {_goal(t)} is shut and watched (+1 DL there).", "complication")


def _off_way(t: dict) -> list[dict]:
    n = len(t["scenes"])
    return [sc for sc in t["scenes"] if short_way(t["connections"], n, sc["number"]) == "no"]


def _break_shorter() -> dict:
    t = trip_where(lambda t: bool(_off_way(t)))
    _off_way(t)[0]["want"] = f"A shorter way to {_goal(t)}, if there is one, and what it would cost them."
    return t


def _silent_shown(t: dict) -> bool:
    return any(SHOWN.search(x or "") for sc in t["scenes"] for x in [sc.get("read_aloud"), sc.get("gm"), (
        sc.get("obstacle") or {}).get("text")] + [th.get("text") for th in sc.get("threads") or []])


def _break_silent() -> dict:
    t = trip_where(lambda t: not _silent_shown(t) and any(d["label"] == "Hook" for d in t["node"]["details"]))
    hook = next(d for d in t["node"]["details"] if d["label"] == "Hook")
    hook["text"] = "Today is the one day of the year the locals do not speak, and they expect visitors to keep quiet too"
    return t


R27_CLOCK_BREAKS = {"clock-blockade-repeat": _break_blockade, "clock-news-twice": _break_news,
                    "clock-standing-late": _break_standing, "clock-alarm-one-tick": _break_alarm,
                    "scene-shorter-way-longer": _break_shorter, "silent-day-unshown": _break_silent}


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R27_CLOCK_BREAKS[rule](), rule)


def test_clock_once_refuses_a_second_blockade_and_a_second_news():
    g, places = "the old mine", ["the Landing", "the old mine"]
    first = "Word of the crew reaches the old mine, and the people there shut the front way in for the rest of the day"
    assert blocks(first, g) and first_place(first, places) == "old mine"
    assert not fresh("The window of opportunity closes: the easy way to the old mine is shut for the day", [first],
                     g, places)
    assert not fresh("The keeper hears that strangers are asking, and calls the elders to the old mine", [first],
                     g, places)
    assert fresh("The keeper sets a watch at the old mine: from now on someone is always awake beside it", [first],
                 g, places)


def test_short_way_reads_the_map():
    # 1-2 (1 h), 2-4 (1 h), 1-3 (2 h), 3-4 (2 h): scene 3 is the longer way to the goal (scene 4)
    links = [{"from": "scene-1", "to": "scene-2", "hours": 1}, {"from": "scene-2", "to": "scene-4", "hours": 1},
             {"from": "scene-1", "to": "scene-3", "hours": 2}, {"from": "scene-3", "to": "scene-4", "hours": 2}]
    assert [short_way(links, 4, k) for k in (1, 2, 3, 4)] == ["yes", "yes", "no", "yes"]


def test_every_shorter_way_want_needs_the_short_way():
    wants = [(v, f) for v, _, f in load("trip/play_lines").items if (f.get("use") or "").startswith("want:")]
    shorter = [(v, f) for v, f in wants if SHORTER.search(v)]
    assert shorter
    for v, f in shorter:
        assert not fits(f.get("needs"), {**_every_fact(f), "short_way": "no"}), v


def _every_fact(f: dict) -> dict:
    """Facts that meet a line's other needs (each clause's first allowed value)."""
    out = {}
    for clause in re.split(r";\s*", f.get("needs") or ""):
        m = re.match(r"^(\w+)(: | != )?(.*)$", clause.strip())
        if m and m.group(1) != "short_way":
            out[m.group(1)] = m.group(3).split("|")[0] if m.group(2) == ": " else "yes"
    return out


def test_complication_lines_are_timed():
    for v, _, f in load("trip/play_clock").items:
        if (f.get("track") or "").startswith("complication:"):
            assert not STANDING.search(v), v  # a standing condition told as what happens then
            assert not ALARM.search(v) or ANY_HOUR.search(v), v  # an alarm that can sound at any hour


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_clock_rules(seed):
    for i in range(1, 41):
        t = audit_trip(i, seed)
        found = []
        check_r27clock(t, t.get("world") or {}, [], lambda rule, msg: found.append((rule, msg)))
        assert not found, (seed, i, found)
