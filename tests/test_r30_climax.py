"""Round 30, a climax that agrees with itself and its place (cold reads 44-46): a lamassu "with no
eyes at all" that "hunts by movement", waits at its lair and "follows the crew wearing a face",
sleeps after it feeds and "tires fast"; a grizzly bear living in a busy bazaar; a beast that
"wants to reach water today" with a lake in every valley; the view from the highest summit in the
Multiversal Chao; "keeps the only way in to the highest peak" at the peak; an open-topped tower
crossed by a roof of old tiles; a wasps' nest over "the only way into" the garden beside the
needed way past "a longer way round"; a rival calling the crew "the thieves" with no theft.

Each rule of generators/trip/consistency_r30climax.py fires on a trip broken on purpose, and the
lines the generator now draws keep to the facts they lean on (cheap: cached audit trips only)."""

from __future__ import annotations

import json

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.climax_place import only_way, reach_here, round_about
from generators.trip.consistency_r30climax import RULES, THEFT, senses_of


def _creature(t: dict, kind: str = "") -> dict:
    return next(n for n in t["npcs"] if n.get("source") == "creature" and kind in (n.get("class") or ""))


def _has_creature(kind: str = ""):
    return lambda t: any(n.get("source") == "creature" and kind in (n.get("class") or "") for n in t["npcs"])


def _break_senses() -> dict:
    t = trip_where(_has_creature())
    n = _creature(t)
    n["look"] = "Big as a car; sleek-furred and dusty; with no eyes at all, and ears that turn like dishes"
    n["secret"] = "How to get past it: it hunts by movement: anything that stands perfectly still is missed."
    return t


def _creature_at_own_scene(t: dict) -> bool:
    return any(((sc.get("obstacle") or {}).get("foes") or {}).get("npc") == n.get("key")
               for n in t["npcs"] if n.get("source") == "creature" for sc in t["scenes"])


def _break_behaviours() -> dict:
    t = trip_where(_creature_at_own_scene)
    n = next(n for n in t["npcs"] if n.get("source") == "creature" and any(
        ((sc.get("obstacle") or {}).get("foes") or {}).get("npc") == n["key"] for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if ((sc.get("obstacle") or {}).get("foes") or {}).get("npc") == n["key"])
    n["secret"] = "How to get past it: it tires fast, and gives up a chase after a few minutes."
    sc["with_clue"] = ("Or, once the crew have learnt it: it hunts by movement, not by smell, so a crew who stand "
                       "stock still whenever it turns get by unseen: no roll and no time lost.")
    return t


def _break_habitat() -> dict:
    t = trip_where(lambda t: _has_creature()(t) and (t.get("world") or {}).get("water") in ("lakes", "oceans"))
    _creature(t)["want"] = "To reach water today, whatever is in the way"
    return t


def _break_summit() -> dict:
    t = trip_where(lambda t: "Chao" in ((t.get("node") or {}).get("type") or ""))
    t["scenes"][-1]["place"] = "The high summit"
    return t


def _break_reach() -> dict:
    t = trip_where(lambda t: bool(t["scenes"][-1].get("release")))
    sc = t["scenes"][-1]
    sc["release"] = (f"Herbine keeps the only way in to {sc['place'][:1].lower() + sc['place'][1:]} and lets "
                     f"nobody through in a crowd: pay 1M for the party to go in first.")
    return t


def _break_only_way() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) > 2)
    sc = t["scenes"][-1]
    sc["obstacle"]["text"] = f"A wasps' nest the size of a barrel hangs over the only way into {sc['place']}."
    sc["with_clue"] = ("Or, once the crew have learnt it: a longer way round keeps out of its reach, safe but slow: "
                       "one extra hour on the clock, and no roll.")
    return t


def _break_roof() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) > 2)
    sc = t["scenes"][1]
    loc = next(x for x in t["locations"] if x["name"] == sc["place"])
    loc["text"] = "A broken tower of old stone on the ridge, open to the sky at the top, its stair half gone."
    sc["obstacle"]["text"] = f"The path through {sc['place']} runs across a sloping roof of old tiles, slick and loose."
    return t


def _break_thieves() -> dict:
    # a trip where nothing is stolen (algorithm 33's first trip of three scenes has a theft)
    t = trip_where(lambda t: len(t["scenes"]) > 2 and not THEFT.search(json.dumps(t)))
    sc = t["scenes"][1]
    sc["obstacle"]["text"] = f"One of the rivals at {sc['place']} is telling everyone that the crew are the thieves."
    return t


R30_CLIMAX_BREAKS = {"creature-senses": _break_senses, "creature-behaviours": _break_behaviours,
                     "creature-habitat": _break_habitat, "summit-on-chao": _break_summit,
                     "reach-where-standing": _break_reach, "only-way-vs-way-round": _break_only_way,
                     "roof-on-open-place": _break_roof, "thieves-without-theft": _break_thieves}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R30_CLIMAX_BREAKS[rule](), rule)


def test_the_cold_reads_lines_are_caught():
    assert reach_here("Herbine keeps the only way in to the highest peak and lets nobody", "The highest peak")
    assert reach_here("Sassa lets visitors reach the Imperial Radio Tower only in a guided group",
                      "The Imperial Radio Tower")
    assert not reach_here("Sassa keeps the last few steps to the best of the Imperial Radio Tower",
                          "The Imperial Radio Tower")
    assert only_way("A wasps' nest the size of a barrel hangs over the only way into the garden")
    assert round_about("a longer way round keeps out of its reach, safe but slow")
    assert senses_of("it hunts by movement, not by smell, so a crew who stand stock still") == {"sight"}
    assert senses_of("with no eyes at all, and ears that turn like dishes") == {"hearing"}


def test_a_creature_hunts_one_way_on_audit_trips():
    """Every creature's look, secret and needed way past name one sense, its world's (30 trips)."""
    seen = set()
    for i in range(1, 31):
        t = audit_trip(i)
        w = t.get("world") or {}
        for n in t["npcs"]:
            if n.get("source") != "creature":
                continue
            sense = w.get("monster_sense") if "Monster" in n.get("class", "") else w.get("beast_sense")
            said = senses_of(n.get("look") or "") | senses_of(n.get("secret") or "")
            assert said <= {sense}, (i, n["name"], sense, n["look"], n["secret"])
            seen.add(sense)
    assert len(seen) >= 2, seen
