"""Round 30, one payer, one outcome, a seat for everyone who rides (brief r30 endings; cold reads
44-46, GMs reading algorithm-26 trips cold): "Zoey counts the pay twice" beside "the real client
... pays the crew only if ...", Zoey only the assistant; the brochure's refund-and-blame paragraph
in a happy Success; "will pay only once a PC explains, to their face (CHARM DL 3)" with no miss;
"what the crew's record shows is what the client pays for" on a tour; a graveside apology after
the crew are home; "never say a word about this place again" then a week "telling the
mechanics"; a rider beside a lander sized for the tourists alone.

Generation: the secret's row names who pays (client_secret_due.json ``payer``, the client line
then client:success:other), the truth rows never have the contact pay or hold the pay, every
roll the pay waits on says what a miss gives, the tour's gist line (trip/gist_pay.py), the
rider's facts on follow:ride (trip/endings.py ``ride_facts``) and the start's "Seats home"
ruling (trip/seats.py). Each rule of generators/trip/consistency_r30endings.py fires on a trip
broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.people import RIDE_HOME
from generators.data import load
from generators.trip.consistency_r30endings import GATE, MISS, ROLL, RULES, SENTENCES, check_r30endings
from generators.trip.endings import ride_facts
from generators.trip.seats import rides

DUE = " GM, the client's secret plays out here: "


def _contact(t: dict) -> str:
    return next(d["text"] for d in t["client_details"] if d["label"] == "Contact")


def _success(t: dict) -> dict:
    return next(e for e in t["endings"] if e["outcome"] == "success")


def _tour(t: dict) -> bool:
    return t["mission_type"] == "Sightseeing/Tourism"


def _break_payers() -> dict:
    t = trip_where(lambda t: any(d["label"] == "Contact" for d in t["client_details"]))
    c = _contact(t)
    _success(t)["client"] = (f"{c} counts the pay twice, then slides it back into the drawer until one thing "
                             f"is cleared up.{DUE}the real client comes to the barn, angry that the job was "
                             f"done without them, and pays the crew only if the crew report to them rather "
                             f"than to {c}.")
    return t


def _break_mixed() -> dict:
    t = trip_where(lambda t: _tour(t) and any(d["label"] == "Contact" for d in t["client_details"]))
    e = _success(t)
    e["bring"] = "A party of tourists who saw the view and want to tell everyone"
    e["client"] += (f"{DUE}the tourists hold what they were promised up against what they saw and ask for "
                    f"their money back; {_contact(t)} tells them the crew are to blame.")
    return t


def _break_roll() -> dict:
    t = trip_where(lambda t: any(d["label"] == "Contact" for d in t["client_details"]))
    _success(t)["client"] += (f"{DUE}the real client hears of the job from the barn's invoice, and will pay "
                              f"only once a PC explains, to their face, what was done in their name "
                              f"(CHARM DL 3); {_contact(t)} stands behind the PC, hoping.")
    return t


def _break_seat() -> dict:
    t = trip_where(lambda t: any(rides(n) for n in t["npcs"]))
    t["start"]["then"] = re.sub(r"Seats home: .*?instead\. ", "", t["start"]["then"])
    return t


def _break_ride() -> dict:
    t = trip_where(lambda t: any(n["role"] == RIDE_HOME and n["where"] for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["role"] == RIDE_HOME and n["where"])
    n["want"] = "To ride home with the crew and never say a word about this place again"
    _success(t)["follows"].append(
        f"If {n['name']} came home with the crew, as they wanted, they spend their first week back "
        f"sleeping in the barn's hangar and telling the mechanics what the node is really like.")
    return t


def _break_tour() -> dict:
    t = trip_where(_tour)
    _success(t)["follows"].append("GM, what the crew's record shows is what the client pays for: the "
                                  "view (the climax's 'what it turns on, here' tells it in full).")
    return t


def _break_node() -> dict:
    t = trip_where(lambda t: any(d["label"] == "Contact" for d in t["client_details"]))
    place = t["scenes"][-1]["place"]
    _success(t)["follows"].append(
        f"GM, the truth about it comes out here: the locals learn what the crew recorded at {place}; the "
        f"crew's record is no good to {_contact(t)} unless a PC apologises at the graveside (CHARM DL 3).")
    return t


R30_ENDINGS_BREAKS = {"two-payers": _break_payers, "success-mixed-outcome": _break_mixed,
                      "pay-roll-no-miss": _break_roll, "seat-for-rider": _break_seat,
                      "ride-want-clash": _break_ride, "tour-pays-for-record": _break_tour,
                      "success-back-on-node": _break_node}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R30_ENDINGS_BREAKS[rule](), rule)


def test_audit_trips_pass():
    """Thirty of hang's audit trips (cached): none of this round's endings rules fires."""
    found = []
    for i in range(1, 31):
        t = audit_trip(i)
        check_r30endings(t, t.get("world") or {}, [], lambda r, m, i=i: found.append(f"audit/{i}: {r}: {m}"))
    assert not found, found[:5]


def test_every_roll_the_pay_waits_on_says_what_a_miss_gives():
    for name in ("trip/client_secret_due", "trip/maguffin_truth_due"):
        for _, _, f in load(name).items:
            for sent in SENTENCES.split(f["due"]):
                if GATE.search(sent) and ROLL.search(sent):
                    assert MISS.search(sent), (name, sent)


def test_one_payer_per_secret_and_none_in_the_truths():
    for v, _, f in load("trip/client_secret_due").items:
        if f.get("payer"):
            assert f["payer"] == "real" and f.get("holds_pay") and "the pay is theirs to give" in f["due"], v
    for v, _, f in load("trip/maguffin_truth_due").items:  # the client line says who pays, not the truth
        assert not re.search(r"\{contact\} (?:\w+ ){0,2}pays\b|\bholds back\b[^;]*\bpay\b|\bbefore the pay\b", f["due"]), v
    other = [v for v, _, f in load("trip/play_endings").items if f.get("use") == "client:success:other"]
    assert other and not any(re.search(r"\bpays\b|\bcounts\b", v) for v in other), other


def test_rider_facts_follow_the_want():
    assert ride_facts("To ride home with the crew and never say a word about this place again")["ride_quiet"] == "yes"
    assert ride_facts("To be home in time for a birthday they swore they would not miss")["ride_awaited"] == "yes"
    assert ride_facts("To trade everything they know about this place for a ride home") == {
        "ride_quiet": "no", "ride_awaited": "no"}
