"""Round 26, the needed way past the climax (cold read of algorithm-24 trips r26-cold-b, c, e, i,
j): "the people who use it every day have a trick for it, simple once told" with the trick never
said (a herder "says the way past" by repeating that sentence); "it fades for a while at the same
hour every day ... (up to one hour's wait)" with no hour named; a child and signs scratched by the
locals that say the way past in game terms ("one extra hour on the clock, and no roll", "one DL
easier than the way round's roll").

The facts behind each fix hold (every ``shortcut:`` line of corpora/trip/play_clues.json says
what the world says, then what it costs, after its last ": "; trip/clue_say.py puts the cost in
a GM note), the audit trips keep every rule of generators/trip/consistency_r26ways.py, and each
rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clue_say import sentence
from generators.trip.consistency_r26ways import (NAMED, RULE_WORDS, RULES, UNNAMED, UNTOLD,
                                                 check_r26ways)

HEAD = "How to get past the danger at the Glass Forest: "


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f["id"] == "way")


def _has_way(t: dict) -> bool:
    return any(f["id"] == "way" for f in t["clues"])


def _break_trick() -> dict:
    t = trip_where(_has_way)
    _way(t)["fact"] = HEAD + ("the people who use it every day have a trick for it, simple once told: "
                              "whoever knows it gets through with no roll and no time lost")
    return t


def _break_hour() -> dict:
    t = trip_where(_has_way)
    _way(t)["fact"] = HEAD + ("it fades for a while at the same hour every day, and a crew who wait for "
                              "that hour pass with no roll (up to one hour's wait)")
    return t


def _break_fiction() -> dict:
    t = trip_where(_has_way)
    sc = t["scenes"][0]
    _way(t)["clues"].append({"at": sc["id"], "kind": "scene", "scene": sc["id"], "source": "overheard",
                             "how": "A child who has been listening to the grown-ups. They say the way past: "
                                    "a longer way round keeps out of its reach: one extra hour on the clock, "
                                    "and no roll."})
    return t


R26_WAYS_BREAKS = {"way-trick-untold": _break_trick, "way-hour-unnamed": _break_hour,
                   "way-rules-in-fiction": _break_fiction}


def _shortcuts() -> list[str]:
    return [v for v, _, f in load("trip/play_clues").items if (f.get("use") or "").startswith("shortcut:")]


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R26_WAYS_BREAKS[rule](), rule)


def test_every_way_line_says_the_world_then_the_cost():
    for v in _shortcuts():
        told, _, rules = v.rpartition(": ")
        assert told and not RULE_WORDS.search(told), v  # the world's words carry no game terms
        assert RULE_WORDS.search(rules), v  # and the cost is said after the last ": "
        assert not UNTOLD.search(v), v  # the trick is said
        assert not UNNAMED.search(v) or NAMED.search(v), v  # the hour is named


def test_carrier_says_the_cost_in_a_gm_note():
    fact = HEAD + "a longer way round keeps out of its reach, safe but slow: one extra hour on the clock, and no roll"
    said = sentence("way", fact, "A child at the bazaar.", "overheard")
    assert said == ("They say the way past: a longer way round keeps out of its reach, safe but slow. "
                    "(GM: one extra hour on the clock, and no roll.)"), said
    fact = HEAD + "it fades at the top of every hour, and a crew who go then walk through: no roll (up to one hour's wait)"
    assert "(GM: no roll, up to one hour's wait.)" in sentence("way", fact, "Signs scratched.", "trace")


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_way_rules(seed):
    for i in range(1, 41):
        t = audit_trip(i, seed)
        found = []
        check_r26ways(t, t.get("world") or {}, [], lambda rule, msg: found.append((rule, msg)))
        assert not found, (seed, i, found)
