"""Round 35, a place written as another kind of place (cold reads of algorithm-30 trips, in most
trips): "a rail yard that is a crowded bar and a sown field", "a packing shed described as a
diner", "a lava tube that is a dug cellar", "Opened last month" beside "gone yellow with age".

Each rule of generators/trip/consistency_r35places.py fires on a trip broken on purpose; the
place fact place_use is read from the name (content/place_use.py, lists/place_uses.json, checked
when read); and over many trips the generator keeps the lines apart (the audit trips of
slip-n-slide, cached), so the test fails if the needs on those lines are reverted."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.place_use import place_use, use_words
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r35places import BUSINESS, DUG, FIELD, NOT_BUSINESS, NOT_FIELD, RULES


def _slip_in(t: dict) -> dict:
    return t["locations"][0]


def _break_business() -> dict:
    t = trip_where(lambda t: len(t["locations"]) >= 3)
    loc = t["locations"][2]
    loc["name"] = "The Haunted Packing Shed"
    loc["text"] = "Busy and loud; a radio behind the counter plays dance music far too loud."
    return t


def _break_field() -> dict:
    t = trip_where(lambda t: bool(t["locations"]))
    loc = _slip_in(t)
    loc["name"] = "The Crossroads Rail Yard"
    loc["text"] = "Freshly painted. The crew's slip point: a kitchen garden, right on top of somebody's beans."
    return t


def _break_dug() -> dict:
    t = trip_where(lambda t: len(t["locations"]) >= 3)
    loc = t["locations"][2]
    loc["name"] = "The Humming Lava Tube"
    loc["text"] = "A cellar of many pillars dug under banded ochre and umber stone, cool and dim, with alcoves cut into every wall."
    return t


def _break_aged() -> dict:
    t = trip_where(lambda t: len(t["locations"]) >= 3)
    loc = t["locations"][2]
    loc["name"] = "Pinch Point"
    loc["text"] = ("Opened last month, and the door still sticks; a table by the window has a RESERVED card on it "
                   "gone yellow with age.")
    return t


R35_places_BREAKS = {"business-line-at-non-business": _break_business, "field-line-at-non-field": _break_field,
                     "dug-room-at-natural-place": _break_dug, "new-place-aged-line": _break_aged}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R35_places_BREAKS[rule](), rule)


def test_a_scene_obstacle_is_read_against_its_place():
    t = trip_where(lambda t: bool(t["scenes"]))
    sc = t["scenes"][-1]
    sc["place"] = "The Haunted Cannery"
    sc["obstacle"]["text"] = "Two stallholders at the Haunted Cannery each insist the crew are their customers"
    assert fires(t, "business-line-at-non-business")
    sc["place"] = "The Crater Town of Consis"  # a town has stalls
    assert not fires(t, "business-line-at-non-business")


def test_the_rules_read_the_name_not_the_words():
    """The same lines at a place whose name says it is a business (or says nothing) are fine."""
    t = _break_business()
    t["locations"][2]["name"] = "The Old Brick Diner"
    assert not fires(t, "business-line-at-non-business")
    t = _break_field()
    t["locations"][0]["name"] = "Crossways"  # a name that says nothing of what the place is
    assert not fires(t, "field-line-at-non-field")


@pytest.mark.parametrize("name,use", [
    ("The Bluebell Rail Yard", "work"), ("The Haunted Packing Shed", "work"), ("The Haunted Cannery", "work"),
    ("Ruby's Hop Yard", "farm"), ("The Nerta Wind Farm", "work"), ("The Hollow Terrace Farms", "farm"),
    ("The Old Brick Air Base", "military"), ("The air base on the old highway", "military"),
    ("The Old Brick Diner", "food"), ("Ruby's Motel", "stay"), ("The Haunted Feed Store", "trade"),
    ("The Church of the Second Coming's Bazaar", "trade"), ("Old Crane's Assay Office", "trade"),
    ("The Sticky Lava Tube", "natural"), ("The lava tube where the fires burned", "natural"),
    ("The Crater Town of Consis", "dwelling"), ("The Company's Chapel", "worship"), ("Penny Drop", "any"),
    ("The Elk Grove Seed Vault", "work"), ("The radio tower at Elk Grove", "work")])
def test_place_use_reads_the_name_head(name, use):
    assert place_use(name) == use


def test_place_uses_list_is_one_schema():
    from generators.facts import VALUES

    words = use_words()
    assert set(words.values()) == set(VALUES["place_use"]) - {"any"}
    assert all(w == w.lower() and 1 <= len(w.split()) <= 2 for w in words)
    seen = [w for _, _, f in load("lists/place_uses").items for w in f["words"]]
    assert len(seen) == len(set(seen)), "a word names two uses"


def test_place_use_is_a_needs_key_of_every_place():
    from generators.content.place_kinds import kind_facts

    assert kind_facts("The Bluebell Rail Yard", {})["place_use"] == "work"
    assert fits("place_use: trade|food|stay|any", {"place_use": "food"})
    assert not fits("place_use: trade|food|stay|any", {"place_use": "work"})


def _desc_lines(i: int) -> list[tuple[str, str]]:
    return [(x["name"], str(x.get("text") or "")) for x in audit_trip(i, "slip-n-slide")["locations"]]


N_TRIPS = 200


def test_generator_keeps_business_field_and_dug_lines_apart():
    """Over 200 audit trips, no place is written as a kind it is not, and the lines the needs
    guard are still drawn where they fit (a business's customers, a work place's own heads)."""
    wrong, biz, work = [], 0, 0
    for i in range(1, N_TRIPS + 1):
        for name, text in _desc_lines(i):
            use = place_use(name)
            if BUSINESS.search(text) and use in NOT_BUSINESS or FIELD.search(text) and use in NOT_FIELD \
                    or DUG.search(text) and use == "natural":
                wrong.append((i, name, text[:120]))
            biz += bool(BUSINESS.search(text)) and use in ("trade", "food", "stay")
            work += use in ("work", "military", "farm") and any(w in text for w in (
                "Between shifts", "rush order", "since the strike", "Short-handed", "drill", "hangar",
                "picking", "harvest", "time clock", "shifts", "loading bay", "whistle", "foreman",
                "union leaflets", "guardhouse", "AUTHORISED", "baskets", "scarecrow", "tally board"))
    assert not wrong, wrong[:5]
    assert biz >= 3 and work >= 3, (biz, work)
