"""Round 27, the client's lines and the endings (cold readers of algorithm-24 trips, r26-cold-a..j
and r26b-cold-a..d): a client who "does not know this job exists" beside a why that weighs the
job; a client secret ("They are the reason Felia Minor is in trouble") with no trouble on the
node; receipts, tips and bottles the ad or the contact promises and no ending pays.

The facts behind each fix hold (no client line says the client does not know of its job, the
trouble line needs the War Zone, every promise of the ad or the manner has a row that the
Success pays, the ad's "no receipts" and fuel keep their endings' lines off), the audit's
trips keep every rule of generators/trip/consistency_r27client.py, and each rule fires on a
trip broken on purpose."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r27client import RULES, UNAWARE, check_r27client
from generators.trip.pay_extras import ad_facts, extras_paid, promised

ROOT = Path(__file__).resolve().parents[1]


def _secret_row(t: dict) -> dict:
    return next(c for c in t["client_details"] if c["label"] == "Not telling the crew")


def _break_unaware() -> dict:
    t = trip_where(lambda t: bool(t["maguffin"].get("why")))
    _secret_row(t)["text"] = ("The client does not know this job exists; the contact posted it in their name "
                              "and means to present the result as a surprise.")
    return t


def _break_unlanded() -> dict:
    t = trip_where(lambda t: "War Zone" not in (t.get("complications") or ()))
    _secret_row(t)["text"] = "They are the reason Felia Minor is in trouble."
    return t


def _break_unpaid() -> dict:
    t = trip_where(lambda t: not promised(t["teaser"], ""))
    t["teaser"] = t["teaser"].rstrip(".") + ", a bottle of something good on completion."
    return t


R27_CLIENT_BREAKS = {
    "client-unaware-why": _break_unaware,
    "client-secret-unlanded": _break_unlanded,
    "pay-extra-unpaid": _break_unpaid,
}


def test_breaks_cover_the_rules():
    assert set(R27_CLIENT_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R27_CLIENT_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R27_CLIENT_BREAKS[rule](), rule)


def _org_rules() -> dict:
    return json.loads((ROOT / "corpora/grammars/org.json").read_text())["rules"]


def _lines(sym: str) -> list[tuple[str, str]]:
    return [(r, "") if isinstance(r, str) else (r["text"], r.get("needs", "")) for r in _org_rules()[sym]]


def test_no_client_secret_says_the_client_does_not_know_its_job():
    for sym in ("client_hidden", "client_hidden_assistant", "client_hidden_thing", "client_hidden_rescue",
                "client_hidden_tourism"):
        for text, _ in _lines(sym):
            assert not UNAWARE.search(text), (sym, text)


def test_a_secret_of_trouble_on_the_node_needs_the_war_it_names():
    rows = [(t, n) for t, n in _lines("client_hidden") if re.search(r"\breason #place# is\b", t)]
    assert rows
    for text, needs in rows:
        assert "war: yes" in needs and "before != none" in needs and "at war" in text, text
        assert not fits(needs, {"war": "no", "before": "barn", "client": "person"})


def test_every_ad_and_manner_promise_has_a_row_the_success_pays():
    """Each extra of grammars/teaser.json (terms, closer_note) and org.json client_contact that
    promises something on top of the pay is a row of corpora/trip/pay_extras.json."""
    rows = {v for v, _, _ in load("trip/pay_extras").items}
    teaser = json.loads((ROOT / "corpora/grammars/teaser.json").read_text())["rules"]
    said = [x if isinstance(x, str) else x["text"] for k in ("terms", "closer_note") for x in teaser[k]]
    said += [x if isinstance(x, str) else x["text"] for x in _org_rules()["client_contact"]]
    extra = re.compile(r"\b(bottle|expenses|meals on|fuel at cost|paid for by the client|letter of thanks|"
                       r"tips|Bring the receipts)\b")
    assert {x for x in said if extra.search(x)} == rows
    assert extras_paid("Pays 3M a head, a bottle of something good on completion.", "").startswith(
        ". On top of the fee: the bottle")  # (a sentence of its own after the crew-size table, review r27)
    assert ad_facts("Pays 1M a head, no receipts.")["receipts"] == "no"
    assert ad_facts("Pays 1M a head, the client pays for fuel at cost.")["fuel_paid"] == "client"


def test_ending_lines_of_receipts_and_fuel_keep_to_the_ad():
    for v, _, f in load("trip/play_endings").items:
        needs = f.get("_needs")
        if re.search(r"\breceipt for every\b|\bevery receipt\b", v):
            assert not fits(needs, {"receipts": "no", "pay_when": "return"}), v
        if re.search(r"\bbill for the fuel\b|\bsends the bill\b", v):
            assert not fits(needs, {"fuel_paid": "client", "maguffin": "object"}), v


def test_a_promised_bottle_is_in_the_success_pay():
    t = trip_where(lambda t: promised(t["teaser"], next(c["text"] for c in t["client_details"]
                                                        if c["label"] == "Manner")), n=300)
    pay = next(e for e in t["endings"] if e["outcome"] == "success")["pay"]
    assert ". On top of the fee: " in pay, pay


@pytest.mark.parametrize("i", range(1, 41))
def test_audit_trips_keep_the_client_rules(i):
    got = []
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        check_r27client(t, t["world"], [], lambda r, m: got.append((seed, r, m)))
    assert not got, got
