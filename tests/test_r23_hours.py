"""Round 23, hours, skies and weather (cold read 32 of algorithm-21 trips): a place's lines, the
sky and the climate fit the hour the crew land at and the sky the trip states
(generators/trip/consistency_r23hours.py)."""

from __future__ import annotations

import json
import re

from audit_trips import audit_trip, fires, trip_where
from generators.needs import fits
from generators.trip.consistency_r23hours import FOGGY, RULES as HOURS_RULES
from generators.trip.obstacle_fit import scene_facts


def _json(path: str) -> dict:
    with open(f"corpora/{path}.json", encoding="utf-8") as fh:
        return json.load(fh)


def _night_trip() -> dict:
    return trip_where(lambda t: (t.get("world") or {}).get("arrival") == "night" and t.get("start"), n=300)


def _break_day_line() -> dict:
    """A shop "Closing early today" at the slip-in point of a midnight landing (r23-cold-d)."""
    t = _night_trip()
    t["start"]["read_aloud"] += " Closing early today; everyone is listening to a ballgame on the radio."
    return t


def _break_moon() -> dict:
    """A crescent moon "setting early" over a landing in the middle of the night (r23-cold-i)."""
    t = _night_trip()
    t["world"]["sky_night"] = "a thin crescent moon, setting early, and more stars after it"
    return t


def _break_climate() -> dict:
    """Tule fog under the Valley's wide blue sky (r23-cold-c)."""
    t = trip_where(lambda t: (t.get("world") or {}).get("family") in ("past", "recent", "early"))
    t["world"]["sky_day"] = "the Valley's wide blue sky, hazy at the edges"
    t["world"]["climate_text"] = "A Valley winter: thick tule fog and a wet chill"
    return t


def _break_obstacle() -> dict:
    """Cold mud on a metal grating (r23-cold-c)."""
    t = trip_where(lambda t: len(t.get("scenes") or []) > 1)
    sc = t["scenes"][1]
    loc = next(x for x in t["locations"] if x["name"] == sc["place"])
    loc["sensory"] = "Somewhere, a pipe knocks; underfoot, a metal grating that rings under boots."
    sc["obstacle"]["text"] = "Water drips everywhere here, and the floor is deep in cold mud."
    return t


R23_HOURS_BREAKS = {"day-line-at-night": _break_day_line, "moon-set-at-night": _break_moon,
                    "climate-against-sky": _break_climate, "obstacle-against-place": _break_obstacle}


def test_every_hours_rule_has_a_break_that_fires():
    assert set(R23_HOURS_BREAKS) == set(HOURS_RULES)
    for rule, brk in R23_HOURS_BREAKS.items():
        assert fires(brk(), rule), rule


def test_daytime_place_lines_are_never_the_slip_in_point_at_night():
    """places.json's lines of daytime need ``hour != night``: at the slip-in point of a
    midnight landing they do not fit, at any other place (hour "any") they do."""
    day = re.compile(r"Closing early today|ballgame on the radio|faces the sun|warm in the shade")
    found = 0
    for rule in _json("grammars/places")["rules"].values():
        for it in rule if isinstance(rule, list) else []:
            if isinstance(it, dict) and day.search(it.get("text", "")):
                found += 1
                assert "hour != night" in it.get("needs", ""), it["text"]
    assert found >= 4
    assert not fits("hour != night", {"hour": "night"}) and fits("hour != night", {"hour": "any"})


def test_an_early_setting_moon_is_a_sky_of_landings_by_day():
    items = [it for it in _json("lists/skies")["items"] if "setting early" in it["value"]]
    assert items
    for it in items:
        assert "arrival: day" in it["needs"], it["value"]


def test_fog_climates_need_a_sky_that_is_not_clear():
    skies = {it["value"]: it for it in _json("lists/skies")["items"]}
    assert skies["the Valley's wide blue sky, hazy at the edges"].get("clouds") == "clear"
    for it in _json("lists/climates")["items"]:
        if FOGGY.search(it["value"]):
            assert "clouds != clear|none" in it["needs"], it["value"]
            assert not fits(it["needs"].split("; ")[-1], {"clouds": "clear"})


def test_scene_facts_read_the_place_smell_and_floor():
    grating = {"name": "The Pump House", "text": "Cramped and dim.",
               "sensory": "Somewhere, a pipe knocks; underfoot, a metal grating that rings under boots."}
    smelly = {"name": "The Pump House", "text": "Cramped and dim.",
              "sensory": "Somewhere, a bell; the air carries a smell of sassafras and nothing else."}
    assert scene_facts(grating, "lead")["floor"] == "hard"
    assert scene_facts(smelly, "lead")["scented"] == "yes"
    assert scene_facts(smelly, "lead")["floor"] == "any"
    obs = {it["value"]: it for it in _json("trip/play_obstacles")["items"]}
    # (round 40, r40-ground: "the floor is deep in cold mud" became standing water, whose footing is
    # the floor's; its need of a floor that is not hard is the same)
    mud = next(v for v in obs if "cold water stands ankle-deep over the floor" in v)
    stink = next(v for v in obs if "stinking heat" in v)
    assert "floor != hard" in obs[mud]["needs"] and "scented != yes" in obs[stink]["needs"]


def test_a_timed_maguffin_night_keeps_a_sky_that_is_still_up():
    from generators.content.sky_slip import night_for_hour
    from generators.content.world import World
    from generators.rng import Stream

    w = World(node_type="Time Travel", family="past", year=1900)
    w.sky_night, w.moons, w.arrival = "a thin crescent moon, setting early, and more stars after it", "one", "night"
    night_for_hour(w, Stream("r23-hours", "night"))
    assert "setting early" not in w.sky_night and w.sky_night


def test_audit_trips_keep_the_hours_rules_clean():
    for i in range(1, 40):
        t = audit_trip(i)
        for rule in HOURS_RULES:
            assert not fires(t, rule), (i, rule)
