"""Round 12, the world's nature against the scenes (generators/trip/consistency_nature.py and
the word rules frozen-open-water and dry-frost): each rule fires on a trip made
contradictory on purpose and stays quiet on the trip as made, and the generator no longer
makes the contradiction (a monster on a sterile planet, frost on a bone-dry one, warm seas
on a frozen one, stars in a starless night's field log, a dream's one sun left 'unknown',
a water world walked with no way across). Every test here fails on the old code: the rules
did not exist, and the data and draws below were what made the contradictions."""

from __future__ import annotations

import copy
import re

from generators.content.common import field_log
from generators.content.nodes import node_details
from generators.content.world import sky_fields
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check
from generators.trip.consistency_nature import WALKED

_TRIPS: dict = {}


def _trip(node: str) -> dict:
    """The first audit-style trip of seed r12-nature on a node of this type (cached)."""
    if node not in _TRIPS:
        from generators.content import stratify
        from generators.trip.daytrip import trip_from_mission
        for k in range(1, 200):
            s = Stream("r12-nature", f"audit/{k}")
            m = roll_mission(s, "typical")
            stratify(m, s, k)
            if m.node_type == node:
                _TRIPS[node] = trip_from_mission(m, s).to_dict()
                break
    return copy.deepcopy(_TRIPS[node])


def _rules(t: dict) -> set[str]:
    return {v.rule for v in check(t)}


def _planet() -> dict:
    return _trip("Unknown Planet")


def break_lifeless() -> dict:
    """A naga on a Sterile planet (hang audit/11 of round 12)."""
    t = _planet()
    t["world"]["life"] = "none"
    t["opposition"] = ["Monster/Enemy"]
    t["events"].append({"when": "Hour 9", "text": "Bones and deep scratch marks mark the edge of "
                                                  "something's hunting ground."})
    return t


def break_water_walked() -> dict:
    """A Water world of scattered islands walked from place to place (slip-n-slide audit/25)."""
    t = _planet()
    for d in t["node"]["details"]:
        if d["label"] == "Hydrosphere":
            d["text"] = "Water world: ocean from pole to pole, with a scatter of small islands"
    t["world"]["water"] = "oceans"

    def scrub(x):  # no line of the trip says how to cross (under algorithm 14 a scene named a reef)
        if isinstance(x, str):
            return WALKED.sub("path", x)
        if isinstance(x, list):
            return [scrub(v) for v in x]
        if isinstance(x, dict):
            return {k: scrub(v) for k, v in x.items()}
        return x

    node = t["node"]
    t = scrub({k: v for k, v in t.items() if k != "node"})
    t["node"] = node
    return t


def break_starless_hearsay() -> dict:
    """The stars come out in the old field log under a starless night (hang audit/162)."""
    t = _planet()
    t["world"]["sky_night"] = "no stars at all, only black"
    t["node"]["details"].append({"label": "From an old field log",
                                 "text": "The air here is electric, and the stars come out before sunset."})
    return t


def break_sun_count() -> dict:
    """A dream's one clock-face sun, and the world's suns left unknown (slip-n-slide audit/230)."""
    t = _trip("Dream World")
    t["world"].update(sky_day="a sun that is also a clock face, running late", suns="unknown")
    return t


def break_deep_aged() -> dict:
    """The Bone-White Cave Mouth, 900,069 years ago (slip-n-slide audit/28)."""
    t = _trip("Time Travel")
    t["world"].update(family="deep", year=-900069)
    t["locations"][-1]["name"] = "The Bone-White Cave Mouth"
    return t


def break_wind_calm() -> dict:
    """A wind strong enough to lift a person, and the air hot and still (hang audit/141)."""
    t = _planet()
    t["locations"][-1]["sensory"] = "The air is hot and still; under it, a faint smell of jackfruit."
    t["events"].append({"when": "Hour 9", "text": "A wind strong enough to lift a person scours "
                                                  "the ridge for minutes at a time."})
    return t


BREAKS = {"wind-and-calm": break_wind_calm, "deep-name-aged": break_deep_aged, "lifeless-creature": break_lifeless, "water-world-walked": break_water_walked,
          "starless-hearsay": break_starless_hearsay, "sky-sun-count": break_sun_count}


def test_each_nature_rule_fires_and_the_trip_as_made_passes():
    for rule, make in BREAKS.items():
        assert rule in _rules(make()), rule
    for node in ("Unknown Planet", "Dream World", "Time Travel"):
        assert not _rules(_trip(node)) & set(BREAKS), node


def test_word_rules_read_frost_and_warm_seas():
    t = _planet()
    t["world"].update(water="none", climate="cold")
    t["events"].append({"when": "Hour 9", "text": "Frost on every stone, and fog in the hollows."})
    assert "dry-frost" in _rules(t)
    t = _planet()
    t["world"].update(water="none", climate="frozen")
    t["events"].append({"when": "Hour 9", "text": "The seas are a warm, slow liquid, and the tide is coming in."})
    assert "frozen-open-water" in _rules(t)
    t["events"][-1]["text"] = "Bone dry: dust to every horizon, and not even dew in the mornings."
    # only what the added line does: the planet's own text was written for another climate
    before = _rules(dict(t, events=t["events"][:-1]))
    assert not {"frozen-open-water", "dry-frost"} & (_rules(t) - before)


def _planets(opposition=(), n=120):
    for i in range(n):
        m = roll_mission(Stream("r12-nature", f"m/{i}"), "typical")
        m.node_type = "Unknown Planet"
        yield node_details(m, Stream("r12-nature", f"node/{i}"), opposition=opposition)


def test_a_monster_lives_on_a_living_planet():
    """Old code: a Monster/Enemy drew Sterile and Microbial biospheres as often as any."""
    lives = {setting.facts.life for _, setting in _planets(("Monster/Enemy",))}
    assert lives == {"rich"}, lives


def test_no_frost_without_water_and_no_warm_seas_when_frozen():
    """Old code: 'Cold: frost every morning' on a Bone dry world (slip-n-slide audit/1), and
    'Frozen' beside seas of warm liquid that is not water (hang audit/121)."""
    frost = re.compile(r"\b(frost|dew|fog|mist|snow|rain)\b", re.I)
    for i, (_, setting) in enumerate(_planets(n=150)):
        f = setting.facts
        if f.water == "none":
            assert not frost.search(f.climate_text), (i, f.climate_text)
        if f.climate == "frozen":
            assert f.water in ("none", "scarce"), (i, f.water)
    base = {"node": "planet", "sun": "dim", "life": "none", "air": "breathable"}
    for v, _, fl in load("lists/climates").items:
        if fl["climate"] == "frozen":
            assert not fits(fl.get("_needs"), dict(base, water="strange")), v
        if frost.search(v):
            assert not fits(fl.get("_needs"), dict(base, water="none")), v


def test_a_dreams_one_sun_is_one():
    for sky in ("a sun that is also a clock face, running late",
                "a low gold sun resting on the rooftops, where it has rested for as long as anyone remembers"):
        assert sky_fields(sky).get("suns") == "one", sky


def test_field_logs_of_dreams_and_the_chao_see_no_stars():
    """Old code: 'the stars come out before sunset' under a starless dark (3 of 600 trips)."""
    stars = re.compile(r"\b(stars?|starlight|starlit|constellations?)\b", re.I)
    for i in range(400):
        log = field_log(Stream("r12-nature", f"log/{i}"))
        assert not stars.search(log), (i, log)


def test_a_water_world_says_how_its_islands_are_crossed():
    for v, _, fl in load("lists/planet_hydrosphere").items:
        if v == "Water world":
            for line in [fl["detail"], *fl["more"]]:
                assert WALKED.search(line), line
