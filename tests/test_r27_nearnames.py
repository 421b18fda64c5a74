"""Round 27, near names (cold readers of algorithm-25 trips): "Toyo" and "Tope" in one cast
(r27-cold-a), "Lowisi" and "Lolisi" in the same scenes and an NPC called "Site" beside
"Here: Site" and "Landing site" (r27-cold-d).

The names are drawn apart (content/common.distinct_name with content/name_near.py), the cold
seeds and the audit's trips keep every rule of generators/trip/consistency_r27nearnames.py,
and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.common import distinct_name
from generators.content.name_near import label_word, near_words
from generators.rng import Stream
from generators.trip.consistency_r27nearnames import RULES, check_r27nearnames
from generators.trip.daytrip import roll_trip


def _locals(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if n.get("folk") == "local" and n.get("body") != "creature"]


def _break_near() -> dict:
    t = trip_where(lambda t: len(_locals(t)) >= 2 and all(  # (plain names: "Gunnike-9" is a robot's)
        n["name"].split()[0].isalpha() for n in _locals(t)[:2]))
    a, b = _locals(t)[:2]
    first = a["name"].split()[0]
    near = first[:-1] + ("a" if first[-1] != "a" else "o")
    b["name"] = " ".join([near] + b["name"].split()[1:])
    return t


def _break_label() -> dict:
    t = trip_where(lambda t: len(_locals(t)) >= 1)
    _locals(t)[0]["name"] = "Site"
    return t


R27_NEARNAMES_BREAKS = {"cast-name-near": _break_near, "cast-name-label": _break_label}


def test_breaks_cover_the_rules():
    assert set(R27_NEARNAMES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R27_NEARNAMES_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R27_NEARNAMES_BREAKS[rule](), rule)


def test_near_words_are_the_cold_readers_pairs():
    assert near_words("Toyo", "Tope") and near_words("Lowisi", "Lolisi")
    assert near_words("Daniel", "Daniela") and near_words("Mara", "Sara")
    assert not near_words("Toyo", "Keyaka") and not near_words("Lipeni", "Lolisi")
    assert not near_words("Tope", "Tope") and not near_words("Al", "Ai")
    assert label_word("Site") and label_word("here") and not label_word("Tope")


def test_a_name_near_one_taken_is_drawn_again():
    words = iter(["Tope Ash", "Site Oak", "Lolisi Elm", "Keyaka Fir"])
    got = distinct_name(Stream("near", "t"), lambda s: next(words), {"Toyo Birch", "Lowisi Yew"}, "NPC name")
    assert got == "Keyaka Fir"


def _clean(t: dict) -> list:
    got = []
    check_r27nearnames(t, t["world"], [], lambda r, m: got.append((r, m)))
    return got


@pytest.mark.parametrize("seed", ["r27-cold-a", "r27-cold-d"])
def test_cold_seeds_cast_names_apart(seed):
    t = roll_trip(Stream(seed, "trip/1")).to_dict()
    assert not _clean(t), [n["name"] for n in t["npcs"]]


@pytest.mark.parametrize("i", range(1, 41))
def test_audit_trips_keep_the_name_rules(i):
    for seed in ("hang", "slip-n-slide"):
        t = audit_trip(i, seed)
        assert not _clean(t), (seed, i)
