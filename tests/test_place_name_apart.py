"""A place whose every drawn name is a near-copy of another place's on the trip gets a name
from another pool (seed cold-r4, 1 trip in 500: "The Other Mercury Lake" beside "The mercury
lake where the giants sleep")."""

from __future__ import annotations

from generators.content import places
from generators.content.places import name_apart, name_words, near_names
from generators.rng import Stream

WORLD = {"air": "breathable", "tech": "stone", "inhabitants": "few"}


def test_the_fallback_name_shares_no_word_with_the_trips_names(monkeypatch):
    taken = ["The mercury lake where the giants sleep"]
    monkeypatch.setattr(places, "gx", lambda *a, **k: "The Mercury Lake")
    names = list(taken)
    v = places._name(Stream("cold-r4", "t/1/name"), "planet", {"site": "mercury lake",
                                                                "_world": WORLD}, names)
    assert not any(near_names(v, n) for n in taken), v
    assert not name_words(v) & name_words(taken[0]), v
    assert "Mercury" not in v and "Other" not in v
    assert names[-1] == v


def test_name_apart_fits_the_world_and_is_the_same_for_the_same_stream():
    a = name_apart(Stream("x", "p"), {**WORLD, "air": "vacuum"}, ["The Far Corner"])
    assert a == name_apart(Stream("x", "p"), {**WORLD, "air": "vacuum"}, ["The Far Corner"])
    assert a not in ("Old Smoke", "The Whispering Side", "Rattle Gap", "The Far Corner")


def test_rival_landers_are_not_named_twice_in_ten_trips_of_a_campaign():
    """Cold read 4: "Gravity Is Optional" in three trips in a row. The ship names are dealt
    from one campaign-wide shuffle, two cards a trip by trip number (content/common.py
    campaign_card), from a pool wide enough that ten trips of two rival crews never need
    one twice."""
    from generators.data import load
    from generators.trip.daytrip import roll_trip

    assert len(load("grammars/org").rules["ship_name"]) >= 40
    ships = []
    for n in range(1, 11):
        t = roll_trip(Stream("ships", f"trip/{n}")).to_dict()
        ships += [d["text"].split(" called ")[1] for r in t["rivals"] for d in r["details"]
                  if d["label"] == "Ship"]
    assert len(ships) == len(set(ships)), ships
