"""Round 37, events, a client and an era line that fight the world (cold reads of algorithm-31
trips): "War Zone: Soldiers have taken over Hollow Mile" in the Sacramento Valley two months before
home; "A few weeks behind home" beside "Distance: Months: 2 months back"; "someone will come
looking" and nobody does; "The Barn Safety Committee" that "left them behind"; a local of another
time who "sent an anonymous warning to the client last week".

Each rule of generators/trip/consistency_r37events.py fires on a trip broken on purpose; the
fact ``wars`` (generators/facts_r37events.py) is read where the lines are drawn, so the pools the
generator draws from hold no line a rule forbids (these tests fail if the needs are reverted),
and over many audit trips (slip-n-slide, cached) no rule fires."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.world import facts_of
from generators.data import load
from generators.facts_r37events import wars_of
from generators.needs import fits
from generators.trip.consistency_r37events import (DAYS_ONLY, LEFT, LOOKING, MONTHS_ONLY, RULES, WAR, WARNED,
                                                   TIME_NODES)

PEACEFUL = {"node": "recent", "year": 1909, "tech": "electric", "inhabitants": "many", "air": "breathable",
            "peaceful": "no", "visits": "some", "home": "no", "wars": "none"}


def _peaceful_trip() -> dict:
    return trip_where(lambda t: wars_of(t["world"].get("family"), t["world"].get("year"), t["world"].get("home"))
                      == "none", seed="slip-n-slide", n=300)


def _detail(t: dict, label: str, text: str) -> None:
    details = t["node"]["details"]
    for d in details:
        if d["label"] == label:
            d["text"] = text
            return
    details.append({"label": label, "text": text})


def _break_war() -> dict:
    t = _peaceful_trip()
    t["events"].append({"when": "Hour 6", "text": "War Zone: Soldiers have taken over Hollow Mile, and they are "
                                                 "checking everyone's hands for calluses."})
    return t


def _break_soon() -> dict:
    t = trip_where(lambda t: bool(t["node"]["details"]))
    _detail(t, "Era", "A few weeks behind home: the barn's coffee machine is still the old one, the one that worked")
    _detail(t, "Distance", "Months: 2 months back")
    return t


def _break_looking() -> dict:
    t = trip_where(lambda t: bool(t["node"]["details"]))
    _detail(t, "Paradox risk", "High (4 in 6). The crew's arrival will be written down, and someone will come looking")
    return t


def _break_left() -> dict:
    t = trip_where(lambda t: t["world"].get("client") == "group")
    t["client_details"].append({"label": "Not telling the crew", "gm_only": True,
                                "text": "The client left them behind, and a rescue paid for now costs less than "
                                        "the lawsuit later."})
    return t


def _break_warned() -> dict:
    t = trip_where(lambda t: t["world"].get("family") in TIME_NODES and bool(t["npcs"]), seed="slip-n-slide", n=300)
    t["npcs"][0]["secret"] = "Sent an anonymous warning to the client last week"
    return t


R37_EVENTS_BREAKS = {"war-on-peaceful-history": _break_war, "soon-era-off-distance": _break_soon,
                     "paradox-promise-unpaid": _break_looking, "client-body-left-them": _break_left,
                     "client-warned-across-time": _break_warned}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R37_EVENTS_BREAKS[rule](), rule)


def test_the_rules_read_the_facts_not_the_words():
    """The same lines on a world they fit are fine: a war on a planet, a committee's own people, a
    warning sent home from a node in home's own time, weeks on a node days from home."""
    t = _break_war()
    t["world"].update(family="planet", year=None, home="no")
    assert not fires(t, "war-on-peaceful-history")
    t = _break_left()
    t["world"]["client"] = "person"
    assert not fires(t, "client-body-left-them")
    t = _break_warned()
    t["world"]["family"] = "alternate"
    assert not fires(t, "client-warned-across-time")
    t = _break_soon()
    _detail(t, "Distance", "Days: 20 days back")
    assert not fires(t, "soon-era-off-distance")


@pytest.mark.parametrize("family,year,home,wars", [
    ("recent", 1909, "no", "none"), ("past", 1861, "no", "none"), ("recent", 2017, "yes", "none"),
    ("future", 2017, "yes", "none"), ("past", 1849, "no", "any"), ("early", 1043, "no", "any"),
    ("recent", 2050, "no", "any"), ("alternate", 2017, "no", "any"), ("planet", None, "no", "any")])
def test_wars_reads_the_node(family, year, home, wars):
    assert wars_of(family, year, home) == wars
    assert facts_of({"family": family, "year": year, "home": home, "tech": "steam", "air": "breathable"})["wars"] == wars


def _grammar(name: str, rule: str) -> list[tuple[str, object]]:
    """(text, parsed needs) of a grammar rule's lines."""
    g = load(f"grammars/{name}")
    needs = g.rule_needs.get(rule) or (None,) * len(g.rules[rule])  # a rule with no needs at all
    return list(zip(g.rules[rule], needs))


def test_war_zone_on_peaceful_history_draws_no_war():
    """Every War Zone line the generator may draw on our Valley's past from 1850 (event, clock tick,
    ending) is one history allows, and some are left to draw."""
    events = [t for t, n in _grammar("events", "war_zone") if fits(n, PEACEFUL)]
    assert len(events) >= 3 and not [t for t in events if WAR.search(t)], events
    clock = [v for v, _, f in load("trip/play_clock").items if f.get("track") == "complication:War Zone"
             and fits(f.get("_needs"), dict(PEACEFUL, war_fight="no"))]
    assert clock and not [v for v in clock if WAR.search(v)], clock
    ends = [v for v, _, f in load("trip/play_endings").items if f.get("use") == "follow:War Zone"
            and fits(f.get("_needs"), PEACEFUL)]
    assert len(ends) >= 2 and not [v for v in ends if WAR.search(v)], ends
    wartime = dict(PEACEFUL, node="planet", year=None, wars="any")
    assert [t for t, n in _grammar("events", "war_zone") if fits(n, wartime) and WAR.search(t)]


def test_soon_era_lines_read_the_span():
    for soon, wrong in (("months", DAYS_ONLY), ("days", MONTHS_ONLY)):
        for pool in ("past_soon", "future_soon"):
            lines = [t for t, n in _grammar("time", pool) if fits(n, {"home": "yes", "soon": soon})]
            assert lines and not [t for t in lines if wrong.search(t)], (soon, pool, lines)


def test_paradox_lines_keep_their_promise():
    lines = [t for t, n in _grammar("time", "risk_mid")]
    assert [t for t in lines if "come looking" in t] and not [t for t in lines if LOOKING.search(t)]


def test_a_client_body_leaves_nobody_behind_itself():
    """No line the generator may draw for a client that is not one person says the client itself
    left the traveller behind; its own people did, and that line is there to draw."""
    g = load("grammars/maguffin")
    for client in ("group", "company", "institution", "government"):
        f = {"maguffin": "person", "client": client, "culprit": "client", "client_motive": "purpose", "client_tie": "none"}
        lines = [t for rule in g.rules for t, n in _grammar("maguffin", rule) if fits(n, f) and "left them behind" in t]
        assert lines and not [t for t in lines if LEFT.search(t)], (client, lines)


def test_a_local_of_another_time_sends_no_word_last_week():
    for node in TIME_NODES:
        lines = [t for t, n in _grammar("people", "sec_client") if fits(n, {"node": node})]
        assert lines and not [t for t in lines if WARNED.search(t)], (node, lines)


N_TRIPS = 200


def test_generator_keeps_the_events_to_the_world():
    """Over 200 audit trips no rule of this module fires, and the pools it guards are still drawn:
    some War Zones and some time-travel nodes come up."""
    from generators.trip.consistency import check

    wrong, war, timed = [], 0, 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        wrong += [(i, v.rule) for v in check(t) if v.rule in RULES]
        war += "War Zone" in (t.get("complications") or ())
        timed += t["world"].get("family") in TIME_NODES
    assert not wrong, wrong[:5]
    assert war >= 5 and timed >= 20, (war, timed)
