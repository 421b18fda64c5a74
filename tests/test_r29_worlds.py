"""Round 29, worlds that agree with themselves and a guide who is not already there (issue 10,
cold readers of algorithm-26 trips): a lava tube "out of the weather" where the meteors struck,
"the smell of summer" on a frozen world, a chill coming up through the boots where the ground
burns through boot soles, and "The way to the garden of the old palace, known to Glaudith-59
(the warden of the site)", Glaudith-59 met only at the garden.

The lines that say such things now need the facts they lean on (corpora ``needs``), the one
who knows the ground is placed before the maguffin's place (content/__init__.py ``_homes``,
content/people.py), and each rule of generators/trip/consistency_r29worlds.py fires on a trip
broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import fires, trip_where
from generators.content.places import GUIDE_ROLE
from generators.data import load
from generators.needs import parse
from generators.trip.consistency_r29worlds import COLD, RULES, SHELTER, STRUCK, WARM, _unnamed


def _break_shelter() -> dict:
    t = trip_where(lambda t: any(STRUCK.search(loc["name"]) for loc in t["locations"]))
    loc = next(loc for loc in t["locations"] if STRUCK.search(loc["name"]))
    loc["text"] += " The locals hold their weddings here, out of the weather."
    return t


def _break_climate() -> dict:
    t = trip_where(lambda t: (t.get("world") or {}).get("climate") in ("frozen", "cold"))
    t["locations"][0]["sensory"] = "The first thing anyone notices is the smell of summer."
    return t


def _break_guide() -> dict:
    t = trip_where(lambda t: any(GUIDE_ROLE.search(n.get("role") or "") for n in t["npcs"]))
    n = next(n for n in t["npcs"] if GUIDE_ROLE.search(n.get("role") or ""))
    n["where"] = t["scenes"][-1]["place"]
    return t


R29_WORLDS_BREAKS = {"shelter-vs-hook": _break_shelter, "sense-vs-climate": _break_climate,
                     "guide-at-goal": _break_guide}
R29_worlds_BREAKS = R29_WORLDS_BREAKS  # (the brief's spelling)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R29_WORLDS_BREAKS[rule](), rule)


def test_the_way_is_never_known_to_one_met_only_there():
    t = trip_where(lambda t: any(f["id"] == "where" for f in t["clues"])
                   and any(n["where"] == t["scenes"][-1]["place"] for n in t["npcs"]))
    warden = next(n for n in t["npcs"] if n["where"] == t["scenes"][-1]["place"])
    f = next(f for f in t["clues"] if f["id"] == "where")
    f["fact"] = f"The way to {t['scenes'][-1]['place']}, known to {warden['name']} (the warden of the site)."
    assert fires(t, "guide-at-goal")


def test_weather_over_a_sheltered_place_fires():
    t = trip_where(lambda t: len(t["scenes"]) > 2)
    sc = t["scenes"][1]
    loc = next(loc for loc in t["locations"] if loc["name"] == sc["place"])
    loc["text"] += " The locals mend their tools here, out of the weather."
    sc["obstacle"]["text"] = f"By midday, a hailstorm rolls over {sc['place']}, and it will not be over until dusk."
    assert fires(t, "shelter-vs-hook")


def test_fine_lines_do_not_fire():
    """A surname is not frost, a meteor crater may still be warm, and a cold world may have a
    cold draught; a sheltered lava tube with a quiet name is sheltered."""
    assert COLD.search("Mckenzie Frost waits at the gate")  # the word alone would fire
    assert not COLD.search(_unnamed({"npcs": [{"name": "Mckenzie Frost"}]}, "Mckenzie Frost waits at the gate"))
    assert not WARM.search("the newest are still faintly warm to the touch")
    assert not SHELTER.search("a shelter of piled stones where the locals pray")
    assert not STRUCK.search("The lava tube where the ghosts walk")


def _forbids(needs, fact: str, values: tuple[str, ...]) -> bool:
    """Whether a line's parsed ``needs`` rule it out wherever ``fact`` is any of ``values``."""
    return all(any(c[0] == "set" and c[1] == fact and (v in c[3]) != c[2] for c in needs or ()) for v in values)


def _lines(key: str):
    d = load(key)
    for sym, rules in d.rules.items():
        for text, nd in zip(rules, d.rule_needs.get(sym) or [None] * len(rules)):
            yield text, nd
    for value, _, f in d.items:
        yield value, parse(f["needs"]) if f.get("needs") else None


@pytest.mark.parametrize("key", ("grammars/places", "grammars/obstacles", "trip/play_obstacles"))
def test_climate_lines_need_their_climate(key):
    for text, nd in _lines(key):
        if WARM.search(text):
            assert _forbids(nd, "climate", ("frozen", "cold")) or any(
                c[1] in ("epoch", "era", "node") for c in nd or ()), (key, text)
        if COLD.search(text) and "#" not in text:
            assert _forbids(nd, "climate", ("hot", "scorching")) or any(
                c[1] in ("epoch", "era", "node") for c in nd or ()), (key, text)
        if SHELTER.search(text):
            assert _forbids(nd, "place_promise", ("meteors", "flooded", "burnt")), (key, text)


def test_warm_season_scents_need_a_warm_season():
    for value, nd in _lines("lists/scents"):
        if value in ("summer", "spring", "peach blossom"):
            assert _forbids(nd, "climate", ("frozen", "cold")), value
