"""Round 34, places that agree with their names and worlds, and faction asks that make sense
(cold reads of algorithm-30 trips, both readers 5/5): a bazaar landed on a drying green; the
species' name on the salt flats, the mesa and the warden; a sleepy obstacle in a loud place; a
man-trap in the grass on bare rock; a gate across a mesa; the barn's spot and an air base in one
landing; a faction selling a guide to the place it stands in; moving or lending the lander with no
rule; friendly "as long as the crew keep paying" with nothing to pay.

Each rule of generators/trip/consistency_r34places.py fires on a trip broken on purpose, and the
generator's own helpers keep the lines apart (cheap: cached audit trips only)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.landing_fit import clashes, fitting_site
from generators.content.name_near import species_near, species_twice
from generators.trip.consistency_r34places import RULES


def _alien(t: dict) -> bool:
    return any(d.get("label") == "Locals" and str(d.get("text", "")).startswith("The ")
               for d in (t.get("node") or {}).get("details") or [])


def _species(t: dict) -> str:
    d = next(d for d in t["node"]["details"] if d.get("label") == "Locals")
    return d["text"][4:].split(":")[0].split(",")[0].split()[0]


def _break_landing() -> dict:
    t = trip_where(lambda t: bool(t["locations"]))
    loc = t["locations"][0]
    loc["name"] = "The bazaar at Stockton"
    loc["text"] = "Busy and loud. Landing site: a drying green strung with somebody's washing, which the landing has blown about."
    return t


def _break_species() -> dict:
    t = trip_where(lambda t: _alien(t) and len(t["locations"]) >= 3)
    sp = _species(t)
    t["locations"][1]["name"] = f"The {sp} Mesa"
    t["locations"][2]["name"] = f"The Salt Flats of {sp}"
    return t


def _scene_loc(t: dict):
    sc = t["scenes"][-1]
    return sc, next(x for x in t["locations"] if x["name"] == sc["place"])


def _break_sleepy() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]))
    sc, loc = _scene_loc(t)
    loc["din"] = "loud"
    loc["text"] = "Busy and loud; the neon sign buzzes and flickers."
    sc["obstacle"]["text"] = f"{sc['place']} makes everyone in it terribly sleepy, and sitting down seems like a very good idea."
    return t


def _break_grass() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]))
    sc, loc = _scene_loc(t)
    loc["text"] = "Smooth rock under a skin of fine dust, and nothing grows."
    sc["obstacle"]["text"] = f"A man-trap lies hidden in the grass at {sc['place']}, its jaws set and waiting."
    return t


def _break_gate() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]))
    sc, loc = _scene_loc(t)
    old = sc["place"]
    for x in (sc, loc):
        x["place" if x is sc else "name"] = "The Otthia Mesa"
    loc["setting"] = "outdoor"
    sc["obstacle"]["text"] = "A heavy gate across the Otthia Mesa hangs on a counterweight that has seized up."
    assert old
    return t


def _break_barn() -> dict:
    t = trip_where(lambda t: bool(t.get("start")))
    t["start"]["read_aloud"] = ("The lander comes down at the spot where the barn stood in 2017, outside Sacramento. "
                                "The lander's hatch opens on the County's Air Base. It is day here.")
    return t


def _break_guide() -> dict:
    t = trip_where(lambda t: any(sc.get("threads") for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if sc.get("threads"))
    sc["threads"][0]["text"] = (f"The Humble Committee are at {sc['place']} today. What they want: to sell the crew "
                                f"a guide to {sc['place']} before sundown.")
    return t


def _break_lander() -> dict:
    t = trip_where(lambda t: bool(t.get("factions")))
    d = next(x for x in t["factions"][0]["details"] if x["label"] == "Attitude")
    d["text"] = "Sure the crew are spies, until the crew move their lander off the ground it came down on"
    return t


def _break_pay() -> dict:
    t = trip_where(lambda t: bool(t.get("factions")))
    for x in t["factions"][0]["details"]:
        if x["label"] == "Attitude":
            x["text"] = "Courteous and unhelpful, as long as the crew keep paying"
        if x["label"] == "Want":
            x["text"] = "To prove they were here first, with the crew as witnesses"
    return t


R34_places_BREAKS = {"landing-site-vs-name": _break_landing, "species-name-reused": _break_species,
                     "sleepy-in-loud-place": _break_sleepy, "grass-trap-on-bare-rock": _break_grass,
                     "gate-across-height": _break_gate, "barn-spot-and-elsewhere": _break_barn,
                     "faction-guide-to-here": _break_guide, "faction-lander-no-ruling": _break_lander,
                     "faction-pay-for-nothing": _break_pay}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R34_places_BREAKS[rule](), rule)


@pytest.mark.parametrize("rule", RULES)
def test_no_rule_fires_on_audit_trips(rule):
    for i in range(1, 13):
        assert not fires(audit_trip(i), rule), (rule, i)


def test_a_market_lands_on_market_ground():
    assert clashes("The bazaar at Stockton", "Landing site: a drying green strung with somebody's washing")
    assert not clashes("The Famous Rail Yard", "Landing site: a drying green strung with somebody's washing")
    draws = ["a market square on a day with no market, with only a sweeper at work", "a flat spot just big enough"]
    assert fitting_site("The Bazaar", lambda k: draws[min(k, 1)]) == "a flat spot just big enough"


def test_the_species_name_is_used_once():
    assert species_twice("The Salt Flats of Otthia", ["The Otthia Mesa"], "Otthia")
    assert not species_twice("The Salt Flats of Otthia", ["The Glass Mesa"], "Otthia")
    assert species_near("Austra Otthia", "Otthia") and not species_near("Austra Vell", "Otthia")
