"""Round 41, the party: a tour's paying tourists are people the GM must run. Each rule of
generators/trip/consistency_r41party.py fires on a trip broken on purpose (R41_PARTY_BREAKS), and
over the audit trips every tourist the party counts has a stat block (the rules' NPC stats,
CP-exact), printed in the Markdown page and the plain text, and who they are fits the client who
pays for them. Cold reads r40: aspen-3 "Stat blocks for Cree Cocteau and Dallas Genet. Only Adel
has one, yet every missed roll harms 'one tourist'"; cinder-7 "Stat blocks for Bryan Kerouac,
Sydney Valéry and Willy Dunbar", and the client "treating the last class they ever taught", but
one tourist "booked the trip to annoy their parents" and another was given the seat "in place of
wages the client owes them"; gull-14 the Galt Barbershop Singers' party "with no singers"."""

from __future__ import annotations

import re

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.rules import cp
from generators.rules.npc_data import tier_named
from generators.trip.consistency_r41party import RULES, SEATS, _spent

SEED = "slip-n-slide"
N_TRIPS = 60  # audit/12-17 and 48-53 of slip-n-slide are tours (bought, gift, club and class seats)
LOUD = "The loudest of the paying tourists"
TEACHER = "A retired schoolteacher treating the last class they ever taught to one day somewhere else"


def _tour(t: dict) -> bool:
    return len(t.get("party") or ()) >= 1


def _break_no_block() -> dict:
    """aspen-3: the party counts three, and only the loudest has a block."""
    t = trip_where(_tour, SEED, N_TRIPS)
    del t["party"]
    return t


def _break_cp() -> dict:
    t = trip_where(_tour, SEED, N_TRIPS)
    t["party"][0]["stats"]["MIGHT"] += 1  # a stat the rules' build never paid for
    return t


def _break_reason() -> dict:
    """cinder-7: the teacher's old class, and a tourist who booked the trip to annoy their parents."""
    t = trip_where(lambda t: _tour(t) and t["world"].get("seats") == "class", SEED, N_TRIPS)
    t["party"][0]["who"] = "a bored heir who booked the trip to annoy their parents"
    return t


def _break_age() -> dict:
    t = trip_where(lambda t: _tour(t) and t["world"].get("seats") == "bought", SEED, N_TRIPS)
    t["party"][0].update(who="a retired bus driver who wants to know the timetable", age="young")
    return t


R41_PARTY_BREAKS = {"tourist-no-block": _break_no_block, "tourist-block-cp": _break_cp,
                    "party-reason-clash": _break_reason, "party-tourist-age": _break_age}


def test_every_rule_has_a_break():
    assert set(R41_PARTY_BREAKS) == set(RULES)


def test_each_rule_fires_on_its_break():
    for rule in RULES:
        assert fires(R41_PARTY_BREAKS[rule](), rule), rule


def test_a_club_party_row_that_says_no_club_fires():
    """gull-14: the singers pay for a party the row never calls singers."""
    t = trip_where(lambda t: _tour(t) and t["world"].get("seats") == "club", SEED, N_TRIPS)
    t["maguffin"]["party"] = re.sub(r", (all|both) of them members of ", ", friends of ", t["maguffin"]["party"])
    assert fires(t, "party-reason-clash")


def test_every_tourist_has_a_cp_exact_block_and_fits_the_client():
    seats, tours = set(), 0
    for i in range(1, N_TRIPS):
        t = audit_trip(i, SEED)
        n = int(t["world"].get("party") or 0)
        if not n:
            assert "party" not in t
            continue
        tours += 1
        seats.add(t["world"]["seats"])
        loud = [x["name"] for x in t["npcs"] if x["role"] == LOUD]
        blocks = {b["name"]: b for b in t["party"]}
        # every tourist the party counts is the loudest (an NPC) or has a block: the rules' Tourist
        assert len(loud) + len(blocks) == n and list(blocks) == t["world"]["party_names"][:n - len(loud)], i
        for b in t["party"]:
            assert b["class"] == "Tourist" and b["tier"] == "mook" and b["odds"], b
            assert _spent(b) == b["cp"] == tier_named("mook").cp, b  # by the rules' costs
            assert sum(cp.stat_cost(v) for v in b["stats"].values()) <= b["cp"]
            row = t["maguffin"]["party"]  # the row says who each is, as the block does
            assert f"{b['name']} ({b['who']})" in row or f"{b['name']} ({b['who']}: see Why)" in row, (b, row)
        row = t["maguffin"]["party"]
        if t["world"]["seats"] == "club":  # a client who is a group is its own party
            assert re.search(r", (all|both) of them members of ", row), row
        if t["world"]["seats"] == "class":  # a teacher's treat brings the class
            assert t["client"] == TEACHER and "the last class the client taught" in row, row
        lines = [b["who"] for b in t["party"]] + [x["secret"] for x in t["npcs"] if x["role"] == LOUD]
        lines.append(t["maguffin"].get("why") or "")
        for text in lines:
            for p, ok in SEATS:
                assert not p.search(text) or t["world"]["seats"] in ok, (i, t["world"]["seats"], text)
    assert tours >= 8 and {"bought", "gift", "club", "class"} <= seats, (tours, seats)


def test_the_teacher_treats_a_class_and_the_whos_say_how_the_seats_came():
    """The client's name declares the class; a club's members and an old class have their own
    whos, and no who of a class or a club booked or was given a ticket of their own."""
    org = load("grammars/org")
    rows = dict(zip(org.rules["client_tourism"], org.rule_needs["client_tourism"]))
    assert ("set", "seats", True, frozenset({"class"})) in rows[TEACHER]
    from generators.needs import fits

    whats = load("trip/tourist_whats")
    for seats in ("club", "class"):
        pool = [whats.items[j][0] for j in whats.fitting({"seats": seats, "age": "adult"})]
        assert len(pool) >= 4, (seats, pool)
        assert not any(p.search(w) and seats not in ok for w in pool for p, ok in SEATS), pool
    assert "a bored heir who booked the trip to annoy their parents" not in [
        v for v, _, f in whats.items if fits(f.get("_needs"), {"seats": "class", "age": "adult"})]


def test_the_blocks_are_printed_in_markdown_and_text():
    from generators.render.trip import trip_text
    from generators.rng import Stream
    from generators.rules.board import roll_mission
    from generators.content import stratify
    from generators.site.tripview import trip_markdown
    from generators.trip.daytrip import trip_from_mission

    i = next(i for i in range(1, N_TRIPS) if len(audit_trip(i, SEED).get("party") or ()) >= 2)
    s = Stream(SEED, f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    trip = trip_from_mission(m, s)
    md, text = trip_markdown(trip), trip_text(trip)
    for b in trip.party:
        assert f"### Paying tourist: {b['name']}" in md and f"#### {b['name']}" in md
        assert f"  {b['name']}: one of the paying tourists, Tourist (mook)" in text
    assert md.count("| BRAINS | CHARM | GRACE | HEALTH | MIGHT | PSYCHE |") == len(trip.npcs) + len(trip.party)
    # the block's rolls are in the roll log (the rules' CP buys, at <trip>/tourist/<k>)
    assert any("/tourist/1" in r.path for r in trip.rolls)
