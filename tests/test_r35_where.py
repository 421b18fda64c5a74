"""Round 35, where and when (cold reads of algorithm-31 trips): what a first-ever visit can have on
it. "No Intel: The barn has never sent anyone to Hektra's Rest: the crew are the first" next to
"from a beacon a DayTripper hid close by" and "The barn's archivist, who keeps the reports of every
job like this one"; locals who want "to be recognised by Earth, officially"; iron-age locals on a
first visit who "send an offer after the crew" to the barn.

Each rule of generators/trip/consistency_r35where.py fires on a trip broken on purpose; the
corpus lines and the ending's truth keep the lines off a first visit (these fail if the needs or
the ``due_first`` rows are reverted), and audit trips on first visits carry none of them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r35where import BARN_TRACE, DAYTRIPPER_TRACE, RULES, WORD_AFTER
from generators.trip.endings import _truth_patterns, truth_due

BEACON = ("A looped call on the suits' comms, picked up only at the Fold, from a beacon a DayTripper hid "
          "close by (BRAINS DL 2 to clean up the signal)")
OFFER = ("GM, the truth about the soil core comes out here: the locals send an offer after the crew for the "
         "soil core, twice what Roz is paying; the crew may sell it back and lose the client.")


def _first(t: dict) -> bool:
    w = t.get("world") or {}
    return w.get("visits") == "none" and w.get("before") == "none"


def _break_trace() -> dict:
    t = trip_where(lambda t: _first(t) and any(c.get("clues") for c in t.get("clues") or []))
    c = next(c for c in t["clues"] if c.get("clues"))
    c["clues"][0]["how"] = BEACON
    return t


def _break_word() -> dict:
    t = trip_where(lambda t: _first(t) and any(e.get("outcome") == "success" for e in t.get("endings") or []))
    next(e for e in t["endings"] if e.get("outcome") == "success")["follows"].append(OFFER)
    return t


def _break_dressing() -> dict:
    t = trip_where(lambda t: len(t.get("locations") or []) >= 2)
    t["world"] = {**t["world"], "water": "none", "climate": "frozen"}
    t["locations"][1]["text"] = ("A stepped lane of stairs and landings under a white sky, washing strung overhead from "
                                 "house to house; the locals haggle on the landings.")
    return t


R35_where_BREAKS = {"first-visit-barn-trace": _break_trace, "first-visit-word-after": _break_word,
                    "dressing-vs-world": _break_dressing}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R35_where_BREAKS[rule](), rule)


def test_a_visited_node_may_keep_the_barns_traces():
    t = _break_trace()
    t["world"] = {**t["world"], "visits": "some", "before": "barn"}
    assert not fires(t, "first-visit-barn-trace")
    t = _break_word()
    t["world"] = {**t["world"], "visits": "some", "before": "barn"}
    assert not fires(t, "first-visit-word-after")


def test_dressing_needs_its_world():
    """The washing lines need liquid water that thaws; the only working clock an age before
    electricity (fails if the needs are reverted)."""
    from generators.trip.consistency_r35where import ONLY_CLOCK, WASHING
    found = []
    for name in ("grammars/places.json", "grammars/events.json", "grammars/org.json"):
        found += _grammar_lines(name, WASHING) + _grammar_lines(name, ONLY_CLOCK)
    found += [(v, f.get("needs") or "") for v, f in _lines("trip/play_clues", WASHING)]
    assert len(found) >= 6, found
    for text, needs in found:
        if WASHING.search(text):
            assert "water != none" in needs and "climate != frozen" in needs, text
        else:
            assert "tech <= steam" in needs, text


FIRST = {"visits": "none", "before": "none"}  # the facts the needs of these lines read


def _lines(name: str, rx) -> list:
    return [(v, f) for v, _, f in load(name).items if rx.search(v)]


def test_daytripper_kit_needs_someone_before_the_crew():
    kit = _lines("trip/play_clues", DAYTRIPPER_TRACE)
    assert len(kit) >= 5, kit  # the beacon, the recorder, the walkie-talkies, the tape, the imager ...
    for v, f in kit:
        assert "before != none" in (f.get("needs") or "") and not fits(f["_needs"], {**FIRST, "inhabitants": "nobody"}), v


def _org_lines(rx) -> list:
    return _grammar_lines("grammars/org.json", rx)


def _grammar_lines(name: str, rx) -> list:
    """(text, needs) of a grammar file's lines that match ``rx``."""
    out = []

    def walk(o):
        if isinstance(o, dict) and isinstance(o.get("text"), str):
            if rx.search(o["text"]):
                out.append((o["text"], o.get("needs") or ""))
        elif isinstance(o, dict):
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
        elif isinstance(o, str) and rx.search(o):
            out.append((o, ""))

    walk(json.loads(Path("corpora", name).read_text())["rules"])
    return out


def test_barn_records_need_a_barn_crew():
    lines = [(v, f.get("needs") or "") for v, f in _lines("trip/play_clues", BARN_TRACE)] + _org_lines(BARN_TRACE)
    assert len(lines) >= 2, lines  # the archivist's reports, Earth's plaque
    for v, needs in lines:
        assert "visits: some" in needs and not fits(needs, FIRST), v


def test_first_visit_clues_have_siblings():
    """The suits' comms and walkie-talkie frames still have a line on a first visit (variety)."""
    for frame in ("comms", "walkie"):
        rows = [(v, f) for v, _, f in load("trip/play_clues").items if f.get("frame") == frame]
        assert any(not DAYTRIPPER_TRACE.search(v) and "before: none" in (f.get("needs") or "") for v, f in rows), frame


def test_no_truth_sends_word_after_the_crew_from_a_first_visit():
    rows = [due for _, due in _truth_patterns()]
    reaching = [due for due in rows if WORD_AFTER.search(due)]
    assert len(reaching) >= 5, reaching  # the offer, the message, the letter, the family, the owner
    for value, _, f in load("trip/maguffin_truth_due").items:
        if WORD_AFTER.search(f["due"]):
            assert truth_due(value) == f["due"]
            first = truth_due(value, first=True)
            assert first != f["due"] and not WORD_AFTER.search(first), value


def test_first_visit_audit_trips_keep_the_lines_apart():
    """Audit trips: first visits carry none of the lines, and some visited node still does."""
    firsts = kept = 0
    for i in range(1, 121):
        t = audit_trip(i)
        w = t["world"]
        if w.get("visits") == "none":
            firsts += 1
            for rule in RULES:
                assert not fires(t, rule), (i, rule)
        elif any(rx.search(str(t.get("clues")) + str(t.get("endings")) + str(t.get("factions")))
                 for rx in (DAYTRIPPER_TRACE, BARN_TRACE, WORD_AFTER)):
            kept += 1
    assert firsts >= 20 and kept >= 3, (firsts, kept)
