"""Round 38, wins: each rule of generators/trip/consistency_r38wins.py fires on a trip broken on
purpose (R38_WINS_BREAKS), and over the audit trips the generator keeps to it.

Cold reads of algorithm-32 trips: "seeing it is not enough" beside "have not seen the mine by the
client's deadline"; "A deadline that pays half" beside a festival that calls missing it a failure;
a refusal's "have seen it but cannot show it (a partial success at best)" beside endings that say
seeing it is success. One fact, ``win_by`` (content/win_by.py), says what the client pays for;
the deadline, the refusal and the event's risk are drawn on it."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.win_by import win_by
from generators.data import load
from generators.trip.consistency_r38wins import RECORD_TEST, RULES, SEEN_BY, check_r38wins

N_TRIPS = 200
SEED = "slip-n-slide"


def _win(w: str):
    return lambda t: (t.get("world") or {}).get("win_by") == w


def _break_ending() -> dict:
    t = trip_where(_win("seen"))
    s = next(e for e in t["endings"] if e["outcome"] == "success")
    s["when"] = f"The crew are back aboard before the window closes, with {t['maguffin']['short']} seen and on record."
    return t


def _break_seen() -> dict:
    t = trip_where(_win("record"))
    t["events"].append({"when": "Deadline", "text": (
        "Deadline: The client's booking is tight: the job is worth half as much if the crew have not seen "
        f"{t['maguffin']['short']} by the client's deadline (the clock gives its hour)")})
    return t


def _break_late() -> dict:
    t = trip_where(lambda t: t["world"].get("maguffin") == "event" and bool(t["maguffin"].get("description")))
    t["maguffin"]["description"]["risk"] = ("It will not wait: if the crew are late, it has happened without "
                                            "them (a failure unless a witness will talk)")
    t["events"].append({"when": "Deadline", "text": (
        "Deadline: A message from the barn: the client wants the crew to leave themselves time, so they must "
        f"have seen {t['maguffin']['short']} by the client's deadline (the clock gives its hour), or the client "
        "pays half at best")})
    return t


R38_WINS_BREAKS = {"win-ending-split": _break_ending, "win-seen-vs-record": _break_seen,
                   "win-late-split": _break_late}


def test_every_rule_has_a_break():
    assert set(R38_WINS_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R38_WINS_BREAKS[rule](), rule)


def test_win_by_is_one_test_per_job():
    assert win_by("tourism", "event", None) == "seen"
    assert win_by("exploration", "view", None) == "record"
    assert win_by("diplomacy", "event", None) == "agreed"
    assert win_by("diplomacy", "object", None) == "home"
    assert win_by("survey", "knowledge", "permission") == "home"


def test_the_corpus_lines_are_drawn_on_win_by():
    """A line that makes a record the test never reaches a tour; a line that makes having seen it
    by an hour the test reaches only a tour, and never an event (missing an event is a failure)."""
    rows = [(v, f) for name in ("grammars/events", "trip/play_clock")
            for v, _, f in load(name).items]
    assert rows
    for v, f in rows:
        needs = f.get("needs") or ""
        if RECORD_TEST.search(v):
            assert "win_by != seen" in needs or "win_by: record" in needs, v
        if SEEN_BY.search(v):
            assert "win_by: seen" in needs and "event" not in needs, v
    risks = [(v, f) for v, _, f in load("trip/maguffin_handling").items if "happened without them" in v]
    assert len(risks) == 2 and all("win_by" in (f.get("needs") or "") for _, f in risks)


def test_the_generator_keeps_to_the_rules():
    """Over 200 audit trips no win-* rule fires, while the lines the rules guard are still drawn
    (a tour's own refusal and deadline, a record's deadline): fails if the needs are reverted
    (4 trips of these 200 broke a rule on algorithm 33)."""
    found, drawn = [], set()
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, SEED)
        w = t["world"]
        assert w.get("win_by") in ("seen", "record", "agreed", "home")
        check_r38wins(t, w, [], lambda r, m, i=i: found.append((i, r, m)))
        text = " ".join(e["text"] for e in t["events"])
        if "will not be seen by a whole party at once" in text:
            drawn.add("seen-refusal")
        if "be on their way back to the lander by the client's deadline" in text:
            drawn.add("seen-deadline")
        if "on record by the client's deadline" in text or "must be on record, or" in text:
            drawn.add("record-deadline")
    assert not found, found[:5]
    assert drawn == {"seen-refusal", "seen-deadline", "record-deadline"}, drawn
