"""Round 23, motives (cold read of algorithm-21 trips, r23-cold-b..i): the client's, the tourists'
and the rescued person's facts told several ways that contradict each other. The deciding facts
are rolled first (world ``seats``, ``secret_job``, ``stranded_by``; the rescued person's
``maguffin_state``; the client's ``client_tie``), every line about them is drawn only where it
fits, the audit trips keep every rule of generators/trip/consistency_r23motives.py, and each
rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import VALUES, fits
from generators.trip.consistency_r23 import RULES as R23_RULES
from generators.trip.consistency_r23motives import (FAULT, HOMEWARD, KIN_WHY, RULES, SEATS, TOLD, UNAWARE,
                                                    UNWILLING, check_r23motives)


def _mission(m: str):
    return lambda t: (t.get("world") or {}).get("mission") == m


def _break_seats() -> dict:
    t = trip_where(_mission("tourism"))
    t["maguffin"]["why"] = "The trip is a thank-you to the tourists for years of loyal work."
    t["npcs"][0]["secret"] = "Owes the client for the ticket, and has been told how to work it off"
    return t


def _break_unaware() -> dict:
    t = trip_where(_mission("tourism"))
    t["client_details"][-1]["text"] = ("The client does not know this job exists; the contact posted it in their "
                                       "name and means to present the result as a surprise.")
    return t


def _break_secret() -> dict:
    t = trip_where(lambda t: "Must be Kept Secret" in (t.get("complications") or ()))
    t["maguffin"]["why"] = "The client wants to be the one who tells the world about it."
    return t


def _break_wants() -> dict:
    t = trip_where(lambda t: _mission("rescue")(t) and t["world"]["maguffin_state"] == "unwilling")
    t["npcs"][0]["want"] = "To take one thing home that proves it all happened"
    return t


def _break_fault() -> dict:
    t = trip_where(lambda t: _mission("rescue")(t) and len(t["npcs"]) > 2)
    t["npcs"][0]["secret"] = "Knows exactly which mistake stranded them, and it was their own"
    t["npcs"][2]["secret"] = "Was the last DayTripper's guide, and led them the wrong way on purpose"
    return t


def _break_kin() -> dict:
    t = trip_where(lambda t: _mission("rescue")(t) and t["world"]["client_tie"] != "kin")
    t["maguffin"]["why"] = "Their children have been told they are on holiday."
    return t


R23_MOTIVES_BREAKS = {"tour-seats-clash": _break_seats, "tour-client-unaware": _break_unaware,
                      "secret-job-told": _break_secret, "rescued-wants-clash": _break_wants,
                      "stranded-fault-clash": _break_fault, "client-kin-why": _break_kin}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R23_MOTIVES_BREAKS) == set(RULES)
    assert set(RULES) <= set(R23_RULES)
    for rule, brk in R23_MOTIVES_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 21 before this fix, audit/1..300, hang + slip-n-slide): see the branch's
    report; after: 0."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r23motives(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_the_deciding_facts_are_rolled_on_the_trips_that_have_them():
    """A tour has its ``seats``, a rescue its ``stranded_by`` (the culprit's, where there is
    one), and ``secret_job`` says whether the job Must be Kept Secret."""
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 60):
            t = audit_trip(i, seed)
            w = t["world"]
            assert w["secret_job"] == ("yes" if "Must be Kept Secret" in t["complications"] else "no")
            assert (w["seats"] in VALUES["seats"]) == (w["mission"] == "tourism"), (seed, i, w["seats"])
            assert (w["stranded_by"] in VALUES["stranded_by"]) == (w["mission"] == "rescue"), (seed, i)
            if w["mission"] == "rescue" and w["culprit"] != "nobody":
                assert w["stranded_by"] == w["culprit"]


def test_a_tour_clients_name_allows_its_seats():
    """The name the client is dealt fits the trip's ``seats`` (a club who saved for the trip is
    never a client who sold the seats)."""
    g = load("grammars/org")
    names = dict(zip(map(str, g.rules["client_tourism"]), g.rule_needs["client_tourism"]))
    seen = set()
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 120):
            t = audit_trip(i, seed)
            if t["world"]["mission"] == "tourism":
                seen.add(t["world"]["seats"])
                nd = names[next(n for n in names if n.lower() == t["client"].lower())]
                assert fits(nd, dict(t["world"], seats=t["world"]["seats"], node=t["world"]["family"])), t["client"]
    assert seen == set(VALUES["seats"]), seen


def _lines(name: str, *syms: str):
    """(text, needs) of a grammar's symbols."""
    g = load(f"grammars/{name}")
    for sym in syms:
        for text, nd in zip(g.rules[sym], g.rule_needs.get(sym, ()) or [None] * len(g.rules[sym])):
            yield str(text), nd


TOUR = {"mission": "tourism", "maguffin": "view", "client": "group", "client_tie": "none", "air": "breathable",
        "inhabitants": "many", "secret_job": "no", "visits": "some"}


def test_a_line_about_the_seats_needs_the_seats_it_tells():
    lines = list(_lines("maguffin", "why_tourism")) + list(_lines("org", "client_hidden_tourism", "client_tourism")) \
        + list(_lines("people", "secret_client_tourist", "secret_tourist"))
    told = 0
    for text, nd in lines:
        for pat, ways in SEATS:
            if re.search(pat, text, re.I):
                told += 1
                for v in VALUES["seats"]:
                    for kind in ("person", "group", "company"):
                        ok = fits(nd, dict(TOUR, seats=v, client=kind)) if nd else True
                        assert not ok or v in ways, (text, v)
    assert told >= 12


def test_a_secret_job_is_never_told_abroad():
    for text, nd in _lines("maguffin", "why_tourism", "why"):
        if TOLD.search(text):
            assert nd and not any(fits(nd, dict(TOUR, client=k, seats=s, secret_job="yes"))
                                  for k in VALUES["client"] for s in VALUES["seats"]), text


def test_a_tour_client_always_knows_of_its_trip():
    for text, nd in _lines("org", "client_hidden_assistant"):
        if UNAWARE.search(text):
            assert nd and not fits(nd, TOUR), text


RESCUE = {"mission": "rescue", "maguffin": "person", "client": "person", "inhabitants": "many", "air": "breathable",
          "visits": "some", "maguffin_age": "adult", "before": "lost"}


def test_one_who_does_not_want_to_leave_never_wants_to_go_home():
    for text, nd in _lines("people", "want_stranded"):
        if HOMEWARD.search(text):
            assert nd and not fits(nd, dict(RESCUE, maguffin_state="unwilling")), text
    unwilling = [(v, f.get("_needs")) for name in ("trip/maguffin_handling", "trip/play_lines")
                 for v, _, f in load(name).items if UNWILLING.search(v)]
    unwilling += [(t, nd) for t, nd in _lines("people", "secret_stranded") if UNWILLING.search(t)]
    assert len(unwilling) >= 4
    for text, nd in unwilling:
        for state in ("held", "hurt", "hiding"):
            assert not fits(nd, dict(RESCUE, maguffin_state=state, setting="outdoor")), (text, state)
    # and one who does not want to leave has wants of their own
    assert sum(1 for t, nd in _lines("people", "want_stranded") if fits(nd, dict(RESCUE, maguffin_state="unwilling"))) >= 4


def test_one_cause_of_the_stranding():
    """A line that names who stranded the person fits only that ``stranded_by``; a guide who led
    the last DayTripper wrong is never drawn on a rescue (a second culprit)."""
    lines = list(_lines("people", "secret_stranded", "secret_rescue", "secret")) + list(_lines("maguffin", "really_rescue", "why_rescue"))
    for text, nd in lines:
        for pat, who in FAULT:
            if re.search(pat, text):
                for by in VALUES["stranded_by"]:
                    culprit = by if by in ("client", "keeper") else "nobody"
                    f = dict(RESCUE, stranded_by=by, culprit=culprit, role="keeper")
                    assert who == by or not (fits(nd, f) if nd else True), (text, by)


def test_a_familys_reason_needs_a_client_who_is_family():
    for text, nd in _lines("maguffin", "why_rescue"):
        if KIN_WHY.search(text):
            for tie in ("work", "money", "none"):
                assert not fits(nd, dict(RESCUE, client_tie=tie, culprit="nobody")), (text, tie)
