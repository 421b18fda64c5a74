"""Round 40, gatekeepers: one place has one gatekeeper and one price, and the crew pass unseen
only where they can. Cold reads of algorithm-33 trips (notes r39): "Stealth Required (Mission
Complication): at Mel's Drive-in (scene 4) the crew must also pass unseen" beside "Preston lets no
stranger in at Mel's Drive-in without a local to answer for them" and a three-tourist photo session
(cold39-a-alder-5); the tick "The watch at the bank at Folsom is doubled from now on" while the
crew pass unseen at the radio tower at Elk Grove (cold-2e3384); "pay 0.75M for Preston to answer
for the party" against "The one good vantage point belongs to someone, and they charge 0.25M"
(alder-5); "pay 1M" to Nolan against the locals who "start at 1M ... and haggle hard"
(cold39-a-bramble-13); "0.75M for the party to borrow what they need" beside a guide at "a local's
day's wages, well under 0.01M" (cold39-a-corrie-8).

Each rule of generators/trip/consistency_r40gates.py fires on a trip broken on purpose
(R40_GATES_BREAKS); over the audit trips of slip-n-slide the generator keeps to every rule while the
stealth watch, the vantage risk and the keeper's tick are still drawn."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.line_places import locked_goal, unseen_away
from generators.data import load
from generators.trip.consistency_r40gates import ASKS, GATE, LOAN, RULES, UNSEEN, WATCH

N_TRIPS = 120
OLD_VANTAGE = ("The one good vantage point belongs to someone, and they charge 0.25M for the crew to use it, or "
               "half that for a PC who haggles (CHARM DL 3).")


def _gated(t: dict) -> bool:
    return len(t["scenes"]) >= 3 and bool(GATE.search(str(t["scenes"][-1].get("release") or ""))) \
        and not UNSEEN.search(t["start"]["then"])


def _ruling(sc: dict) -> str:
    return (f" Stealth Required (Mission Complication): at {sc['place']} (scene {sc['number']}) the crew must also "
            "pass unseen, so whoever leads rolls GRACE against DL 4 (that scene's obstacle DL).")


def _break_stealth_at_gate() -> dict:
    t = trip_where(_gated)
    t["start"]["then"] += _ruling(t["scenes"][-1])
    return t


def _break_watch_elsewhere() -> dict:
    t = trip_where(_gated)
    t["start"]["then"] += _ruling(t["scenes"][1])
    t["clock"]["ticks"][1]["events"].append({"track": "complication", "text": (
        f"Stealth Required (Mission Complication): The watch at {t['scenes'][-1]['place']} is doubled from now on: "
        "whenever the crew are seen where they had to pass unseen, the alarm is raised at once.")})
    return t


def _break_second_price() -> dict:
    t = trip_where(_gated)
    t["maguffin"]["description"]["risk"] = OLD_VANTAGE
    return t


def _break_loan() -> dict:
    t = trip_where(_gated)
    t["scenes"][-1]["release"] = ("Terga says the tourists are not dressed for the Hollow Boulder Field and will not "
                                  "let them in as they are: pay 0.75M for the party to borrow what they need, in coin.")
    return t


R40_GATES_BREAKS = {"stealth-at-gate": _break_stealth_at_gate, "stealth-watch-elsewhere": _break_watch_elsewhere,
                    "second-price-at-gate": _break_second_price, "loan-priced-as-toll": _break_loan}


def test_every_rule_has_a_break():
    assert set(R40_GATES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R40_GATES_BREAKS[rule](), rule)


def test_the_cold_read_lines_are_faults():
    assert GATE.search("Preston lets no stranger in at Mel's Drive-in without a local to answer for them: pay "
                       "0.75M for Preston to answer for the party")
    assert ASKS.search(OLD_VANTAGE)
    assert ASKS.search("the locals there decide they want paying for the privilege; from now on the crew must agree "
                       "a price before anyone lets them near, and the locals start at 1M (our ruling) and haggle hard")
    assert LOAN.search("pay 0.75M for the party to borrow what they need")
    assert LOAN.search("pay 0.75M for Biana the Recurring to mind the party's things")
    # a lock is a way through a crew may take unseen
    assert not GATE.search("Kim keeps them locked in at the mill: pick the lock (GRACE DL 4), force it (MIGHT DL 5), "
                           "or talk Kim into opening it (the crew's CHARM, opposed by Kim's BRAINS roll)")


def test_stealth_names_the_goal_only_where_a_lock_is_the_way_through():
    """content/line_places.py: the stealth line's place is never the goal (places[1]) unless the
    crew came for a captive held there (release:held/unheld); a tourist party's sight, a keeper's
    price, a trade are all met in the open."""
    places = ["the landing", "the goal", "the mill", "the ford"]
    cc = {"place": "the goal", "place2": "the landing"}
    for mission in ("tourism", "exploration", "survey", "trade", "diplomacy"):
        out = unseen_away(dict(cc, _world={"mission": mission}), places)
        assert "the goal" not in (out["place"], out["place2"]), mission
    assert locked_goal({"mission": "rescue", "maguffin_state": "held"})
    assert unseen_away(dict(cc, _world={"mission": "rescue", "maguffin_state": "held"}), places)["place"] == "the goal"
    assert not locked_goal({"mission": "rescue", "maguffin_state": "hiding"})


def _clock_items():
    return [(v, f) for v, _, f in load("trip/play_clock").items]


def test_the_stealth_watch_names_the_unseen_place():
    lines = [v for v, f in _clock_items() if f.get("track") == "complication:Stealth Required"]
    assert lines and all("{unseen_place}" in v and "{goal_place}" not in v for v in lines), lines
    # "+1 DL there" is read as the goal's (clock_dl.py): the watch names its own place
    assert all("DL there" not in v for v in lines)


def test_the_keeper_lines_name_no_second_price():
    vantage = [v for v, _, f in load("trip/maguffin_handling").items if "vantage point" in v]
    assert vantage and all("{holder}" in v and not re.search(r"\d+(?:\.\d+)?M\b|\{fee", v) for v in vantage)
    word = [v for v, f in _clock_items() if v.startswith("Word that strangers have come to see")]
    assert len(word) == 2 and all("{holder}" in v and "{fee" not in v and not ASKS.search(v) for v in word)
    loans = [v for v, _, f in load("trip/play_lines").items if "to borrow" in v or "to mind" in v or "minded" in v
             or "are lent" in v]
    assert loans and all(not LOAN.search(v.replace("{fee}", "0.75M")) for v in loans)


def test_generator_keeps_to_the_rules():
    """Over the audit trips no rule fires, and the lines the fix rewrote are still drawn: the
    stealth watch, the vantage risk naming its keeper, the keeper's tick."""
    from generators.trip.consistency import check

    watch = vantage = ranks = 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        ticks = [e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]]
        watch += any(WATCH.search(x) for x in ticks)
        ranks += any("close ranks behind" in x for x in ticks)
        vantage += "vantage point is the spot" in str(t["maguffin"]["description"].get("risk"))
    assert watch >= 3 and vantage >= 1 and ranks >= 3, (watch, vantage, ranks)
