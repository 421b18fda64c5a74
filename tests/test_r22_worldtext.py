"""Round 22, world text (issue 10, cold read of algorithm-20 trips r22-cold-a .. r22-cold-j):
life the world cannot hold (r22-cold-h birds and biting flies in thin air over buried ice;
r22-cold-j worked soil and "every square metre is alive" on ground frozen hard), a Chao that
keeps a 24-hour day (r22-cold-d), a storm under "not a cloud in it" (r22-cold-c).

The facts behind each fix hold (the biospheres', climates', creatures', skies' and the storm
tick's needs, the Chao's landing), the cold-read seeds read right now, the audit's trips keep
every rule of generators/trip/consistency_r22worldtext.py, and each rule fires on a trip broken
on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r22worldtext import RULES, check_r22worldtext
from generators.trip.daytrip import roll_trip

COLD: dict = {}


def _cold(s: str) -> dict:
    if s not in COLD:
        COLD[s] = roll_trip(Stream(f"r22-cold-{s}", "trip/1")).to_dict()
    return COLD[s]


def _check(t: dict) -> list:
    from generators.trip.consistency import _texts
    from generators.trip.play_texts import play_texts

    out: list = []
    check_r22worldtext(t, t["world"], _texts(t) + play_texts(t), lambda r, m: out.append((r, m)))
    return out


def _break_life() -> dict:
    t = trip_where(lambda t: t["world"]["air"] == "thin" and t["world"]["family"] == "planet")
    for d in t["node"]["details"]:
        if d["label"] == "Biosphere":
            d["text"] = "Megafauna: herds of beasts the size of buses; the ground shakes when they run"
    return t


def _break_chao() -> dict:
    t = trip_where(lambda t: t["world"]["family"] == "chao")
    t["start"]["read_aloud"] = "It is day here. " + t["start"]["read_aloud"]
    return t


def _break_storm() -> dict:
    t = trip_where(lambda t: bool((t.get("clock") or {}).get("ticks")))
    t["world"]["sky_day"] = "a hot white sky and not a cloud in it"
    t["clock"]["ticks"][0]["events"].append({"text": "A storm crosses the open ground: whoever is caught "
                                             "outside on a path before the next tick must shelter"})
    return t


def _break_nobody() -> dict:
    t = trip_where(lambda t: t["world"]["family"] == "planet" and bool(t["npcs"]))
    t["node"]["details"].append({"label": "Population",
                                 "text": "Nobody: uninhabited; the only people here are the ones who landed today"})
    t["npcs"][0]["want"] = "To get off this node today: they have stayed a year longer than they meant to"
    return t


def _break_book() -> dict:
    t = trip_where(lambda t: bool(t["clues"]) and t["world"]["family"] == "planet")
    t["node"]["details"].append({"label": "Technology", "text": "Iron and sail: forges, windmills and "
                                 "sailing ships; books are rare and dear"})
    c = t["clues"][0]["clues"][0]
    c["how"] = "A note folded into a book left open at the town, as if to keep the page"
    return t


R22_WORLDTEXT_BREAKS = {"rare-book-left-open": _break_book, "life-world-cannot-hold": _break_life, "chao-keeps-hours": _break_chao,
                        "storm-under-clear-sky": _break_storm, "nobody-but-today": _break_nobody}


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_a_broken_trip(rule):
    assert fires(R22_WORLDTEXT_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_r22_worldtext_rules(seed):
    for i in range(1, 41):
        assert not _check(audit_trip(i, seed)), (seed, i)


@pytest.mark.parametrize("s", "cdhj")
def test_cold_read_seeds_read_right_now(s):
    assert not _check(_cold(s)), s


def _items(key: str):
    return load(key).items


def test_rich_life_needs_air_to_live_on():
    """r22-cold-h: "Thin and cold" air and buried ice ("not a drop of liquid anywhere") grew
    megafauna: no rich biosphere fits thin air now, and buried ice comes only with thin air or none."""
    for v, _, f in _items("lists/planet_biosphere"):
        if f["life"] == "rich":
            for water in ("none", "scarce", "lakes"):
                assert not fits(f.get("_needs"), {"node": "planet", "air": "thin", "water": water}), v
    ice = [f for v, _, f in _items("lists/planet_hydrosphere") if v == "Buried ice"][0]
    assert not fits(ice.get("_needs"), {"air": "breathable"}) and not fits(ice.get("_needs"), {"air": "toxic"})


def test_frozen_hard_ground_holds_no_rich_life():
    """r22-cold-j: "the ground stays frozen hard" beside "every square metre is alive"."""
    f = [f for v, _, f in _items("lists/climates") if "frozen hard" in v][0]
    facts = {"node": "planet", "sun": "mild"}
    assert not fits(f["_needs"], dict(facts, life="rich")) and fits(f["_needs"], dict(facts, life="simple"))


def test_small_creatures_need_rich_life_and_air():
    for v, _, f in _items("trip/play_obstacles"):
        if v.startswith(("Birds nest", "Biting flies", "Bats roost", "Ants cross", "A wasps' nest")):
            facts = {"air": "breathable", "life": "rich", "setting": "outdoor" if "Bats" not in v else "indoor"}
            assert fits(f["_needs"], facts), v
            assert not fits(f["_needs"], dict(facts, air="thin")), v
            assert not fits(f["_needs"], dict(facts, life="simple")), v


def test_chao_has_no_night_and_no_storm_under_a_cloudless_sky():
    """r22-cold-d: a Chao kept "dusk at hour 6, dawn at hour 18"; r22-cold-c: a storm under
    "not a cloud in it"."""
    for v, _, f in _items("lists/skies"):
        if f.get("when") == "night" and "chao" in (f.get("needs") or ""):
            assert f.get("nights") == "no", v
    storm = [f for v, _, f in _items("trip/play_clock") if v.startswith("A storm crosses")][0]
    assert not fits(storm["_needs"], {"air": "breathable", "clouds": "none"})
    assert fits(storm["_needs"], {"air": "breathable", "clouds": "some"})
    chaos = [t for seed in ("hang", "slip-n-slide") for i in range(1, 120)
             if (t := audit_trip(i, seed))["world"]["family"] == "chao"][:4]
    assert chaos, "no Chao among the audit trips"
    for d in chaos:  # r22-cold-d was a Chao under algorithm 20; each algorithm draws others
        assert d["world"]["nights"] == "no"
        assert "Light and dark: there is no night here" in d["start"]["then"]


def test_an_empty_planet_keeps_its_visitors():
    """r22-cold-h: "the only people here are the ones who landed today" beside someone who
    "stayed a year longer than they meant to": no Population line says so now."""
    from generators.trip.consistency_r22worldtext import ONLY_TODAY

    for v, _, f in _items("lists/planet_population"):
        for said in [f.get("detail") or "", *f.get("more", ())]:
            assert not ONLY_TODAY.search(said), (v, said)


def test_a_book_lies_open_only_where_books_are_printed():
    """r22-cold-b: "books are rare and dear" beside "A note folded into a book left open"."""
    f = [f for v, _, f in _items("trip/play_clues") if v.startswith("A note folded into a book")][0]
    assert not fits(f["_needs"], {"inhabitants": "few", "tech": "iron"})
    assert fits(f["_needs"], {"inhabitants": "few", "tech": "steam"})
