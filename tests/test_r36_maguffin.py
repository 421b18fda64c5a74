"""Round 36, the maguffin and the pay contradict themselves (cold reads of algorithm-31 trips):
"the local name" as "a chant of forty lines"; "will not be written down" beside a Success
"written down and checked twice"; "stranded them by mistake" beside "left behind on purpose, by
the client", a landlord owed rent who stranded the one who owes it; "fuel not included" and no
price for the fuel anywhere on the page.

Each rule of generators/trip/consistency_r36maguffin.py fires on a trip broken on purpose; the
facts (maguffin_told, maguffin_written, client_motive, the fuel's price) are rolled before the
lines; and over 200 audit trips of slip-n-slide (cached) the generator keeps the lines apart, so
the test fails if the facts or the needs that read them are reverted."""

from __future__ import annotations

import json
import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip import consistency_r36maguffin as R
from generators.trip.consistency_r36maguffin import RULES


def _knowledge(t: dict) -> bool:
    return (t.get("world") or {}).get("maguffin") == "knowledge"


def _break_form() -> dict:
    t = trip_where(_knowledge)
    t["world"]["maguffin_told"] = "word"
    t["maguffin"]["short"] = "the local name"
    t["maguffin"]["looks"] = "It is a chant of forty lines that nobody here will write down, and it is only ever said aloud."
    t["maguffin"]["description"] = {"kind": "knowledge", "look": t["maguffin"]["looks"]}
    return t


def _break_written() -> dict:
    t = trip_where(_knowledge)
    t["maguffin"]["looks"] = "It runs to a dozen pages in a cramped hand, every one numbered."
    t["maguffin"].setdefault("description", {})["look"] = "Nobody has ever written it down: its keeper has it by heart."
    return t


def _break_refusal() -> dict:
    t = trip_where(lambda t: any(e.get("outcome") == "success" for e in t.get("endings") or ()))
    ev = dict((t.get("events") or [{"when": "any"}])[0])
    ev["text"] = ("Object of Mission will Refuse: The view will not be written down: every note the crew take of it "
                  "blurs by the next page.")
    t["events"] = list(t.get("events") or []) + [ev]
    success = next(e for e in t["endings"] if e["outcome"] == "success")
    success["bring"] = "The view, seen with their own eyes and written up for the client."
    return t


def _break_motive() -> dict:
    # a person maguffin whose client is not owed by them (algorithm 33's first such trip is a
    # landlord owed rent, whom the rule's creditor half reads: the last assert below)
    t = trip_where(lambda t: (t.get("world") or {}).get("maguffin") == "person"
                   and (t.get("world") or {}).get("client_tie") != "money")
    t["maguffin"]["why"] = "The client stranded them by mistake, and would rather pay the crew than explain it at the barn."
    t["maguffin"]["really"] = "They were not stranded; they were left behind on purpose, by the client."
    return t


def _break_fuel_price() -> dict:
    t = trip_where(lambda t: any(e.get("outcome") == "failure" for e in t.get("endings") or ()))
    for e in t["endings"]:
        e["pay"] = re.sub(r"\bfuel\b[^.;]*\d+M\b[^;]*", "fuel", e["pay"])
    failure = next(e for e in t["endings"] if e["outcome"] == "failure")
    failure["pay"] = "0M, whatever the crew's size; the fuel and any damage are the crew's to pay"
    return t


def _break_fuel_open() -> dict:
    t = trip_where(lambda t: any(e.get("outcome") == "failure" for e in t.get("endings") or ()))
    failure = next(e for e in t["endings"] if e["outcome"] == "failure")
    failure["follows"] = list(failure.get("follows") or []) + [
        "The crew's lander sits a week in the barn's back bay while the barn's accounts office decides who pays for the fuel."]
    return t


def _break_deadline() -> dict:
    t = trip_where(lambda t: any(e.get("outcome") == "success" for e in t.get("endings") or ())
                   and bool((t.get("clock") or {}).get("ticks")))
    success = next(e for e in t["endings"] if e["outcome"] == "success")
    success["when"] = "The crew are back aboard before the window closes, with the tower measured, drawn and on record."
    t["clock"]["ticks"][-1].setdefault("events", []).append({
        "track": "complication:Deadline", "text": "Deadline: The client's deadline comes due at hour 20: unless the crew "
                                                  "have seen the tower by then, the client will pay half at best"})
    return t


R36_MAGUFFIN_BREAKS = {"knowledge-form-split": _break_form, "knowledge-written-split": _break_written,
                       "refusal-record-unsaid": _break_refusal, "client-motive-split": _break_motive,
                       "fuel-unpriced": _break_fuel_price, "fuel-left-open": _break_fuel_open,
                       "deadline-verb-split": _break_deadline}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R36_MAGUFFIN_BREAKS[rule](), rule)


def test_the_form_rule_reads_the_fact():
    """The same chant on a knowledge whose form is a text is fine; on a word it is not."""
    t = _break_form()
    t["world"]["maguffin_told"] = "text"
    t["maguffin"]["short"] = "the truth about the valley"
    assert not fires(t, "knowledge-form-split")


def test_motive_rule_reads_the_fact_and_the_creditor():
    t = _break_motive()
    t["maguffin"]["really"] = "They have been here for years, although they left the barn last week."
    t["world"]["client_motive"] = "mistake"
    assert not fires(t, "client-motive-split")
    t["world"]["client_motive"] = "purpose"  # the fact says on purpose; the why says by mistake
    assert fires(t, "client-motive-split")
    t["world"].update(client_motive="mistake", mission="rescue", client_tie="money", stranded_by="client")
    assert fires(t, "client-motive-split")  # a landlord owed rent who stranded the one who owes it


def test_a_tour_deadline_may_say_seen():
    t = _break_deadline()
    next(e for e in t["endings"] if e["outcome"] == "success")["when"] = (
        "The crew are back aboard before the window closes, all three tourists with them.")
    assert not fires(t, "deadline-verb-split")


def test_a_priced_fuel_passes():
    t = _break_fuel_price()
    failure = next(e for e in t["endings"] if e["outcome"] == "failure")
    failure["pay"] += "; the fuel is 1M for the day's slip, whatever the crew's size (our ruling)"
    t["teaser"] = (t.get("teaser") or "").replace("fuel not included", "no receipts")
    assert not fires(t, "fuel-unpriced")


# the needs that keep each form's lines to it (a reverted needs clause fails here)
FORM_FILES = ("corpora/grammars/maguffin.json", "corpora/trip/maguffin_handling.json")


def _lines(path: str):
    data = json.load(open(path))
    items = data.get("items") or [x for v in (data.get("rules") or {}).values() for x in v]
    for x in items:
        if isinstance(x, dict):
            yield str(x.get("text") or x.get("value") or ""), str(x.get("needs") or "")


def test_every_form_line_needs_its_form():
    told = re.compile(r"maguffin_told: ([a-z|]+)")
    checked = 0
    for path in FORM_FILES:
        for text, needs in _lines(path):
            for cue, forms in R.CUES:
                if cue.search(text):
                    m = told.search(needs)
                    assert m and set(m.group(1).split("|")) <= forms, (path, text[:80], needs)
                    checked += 1
    assert checked >= 8


def test_success_lines_never_say_the_refusal_bare():
    for path in ("corpora/grammars/events.json", "corpora/trip/play_clock.json"):
        for text, needs in _lines(path):
            if "refuser: self" in needs and re.search(r"\bwritten down\b", text):
                assert not R.BARE_REFUSAL.search(text), text[:100]
                assert "until" in text, text[:100]  # the condition the notes hold on


N_TRIPS = 200


def _trips():
    return [audit_trip(i, "slip-n-slide") for i in range(1, N_TRIPS + 1)]


def test_generator_keeps_the_maguffin_and_pay_apart():
    """Over 200 audit trips no round-36 maguffin rule fires, and the facts are rolled: a
    knowledge's form on every knowledge trip (more than one form among them), a motive on every
    rescue whose client stranded the traveller (both motives among them), never a creditor who
    stranded them, and the fuel's price on every page that makes the crew pay it."""
    got, forms, motives, priced = [], set(), set(), 0
    for i, t in enumerate(_trips(), 1):
        w = t["world"]
        R.check_r36maguffin(t, w, [], lambda rule, msg, i=i: got.append((i, rule, msg[:100])))
        if w.get("maguffin") == "knowledge":
            assert w.get("maguffin_told") in ("word", "phrase", "text", "song", "drawing"), i
            forms.add(w["maguffin_told"])
        else:
            assert w.get("maguffin_told") == "none", i
        if w.get("mission") == "rescue" and w.get("stranded_by") == "client":
            assert w.get("client_motive") in ("mistake", "purpose"), i
            assert w.get("client_tie") != "money", i
            motives.add(w["client_motive"])
        failure = next(e for e in t["endings"] if e["outcome"] == "failure")
        priced += bool(R.FUEL_PRICE.search(failure["pay"]))
    assert not got, got[:5]
    assert len(forms) >= 3, forms
    assert motives == {"mistake", "purpose"}, motives
    assert priced >= N_TRIPS * 0.8, priced
