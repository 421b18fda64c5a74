"""Round 16, slip-in: the strong start's read-aloud agrees with itself and with its own scene 1
(generators/trip/consistency_r16slipin.py; cold read 24, READER-E worst problem 2, trips f-i).

The facts behind the fix hold (the slip-in point's ``crowd``, a fork's ``power``: gas, the river
site's place_kind, the rival lander's play line), and each rule fires on a contradicting trip."""

from __future__ import annotations

import json
from pathlib import Path

from audit_trips import audit_trip
from audit_trips import fires as _fires, trip_where as _trip_where
from generators.data import load
from generators.facts import VALUES
from generators.needs import fits
from generators.text.grammar import compiled_for
from generators.trip.consistency import check
from generators.trip.consistency_r16slipin import RULES

ROOT = Path(__file__).resolve().parent.parent
PLANET = {"node": "planet", "air": "breathable", "water": "oceans", "life": "rich", "tech": "iron",
          "inhabitants": "many", "settled": "villages", "nights": "yes", "stars": "some",
          "setting": "outdoor", "din": "quiet", "place_age": "any"}


def _slip(t: dict) -> dict:
    return next(x for x in t["locations"] if x["role"] == "Slip-in point")


def _rules(symbol: str, facts: dict) -> list[str]:
    return [str(r) for r in compiled_for("grammars/places", facts).rules.get(symbol) or ()]


def test_hiders_are_not_in_sight_at_the_slip_in_point():
    """Cold read 24 f: "the locals pray in the lee of the wall" where the locals hide from
    strangers. With the slip-in point's crowd "no", no description shows the locals; there is
    still one for a settlement and for open ground."""
    assert "crowd" in VALUES
    for kind in ("settlement", "wild"):
        hide = _rules("desc_planet", dict(PLANET, meets_visitors=False, crowd="no", place_kind=kind))
        assert hide and not any("#folk#" in r for r in hide), hide
    assert any("#folk#" in r for r in _rules("desc_planet", dict(PLANET, meets_visitors=True,
                                                                  place_kind="settlement")))


def test_the_landing_site_fits_the_crowd_and_the_place():
    """Cold read 24 g and i: a back lane "where nobody looks twice" at a crowded mast; a gravel
    bar in a river at "the stage that is also a piano"."""
    crowded = dict(PLANET, meets_visitors=True, place_kind="settlement", crowd="yes", tech="steam")
    assert not any("nobody looks twice" in r for r in _rules("slip_in_what", crowded))
    assert any("nobody looks twice" in r for r in _rules("slip_in_what", dict(crowded, crowd=None)))
    assert not any("gravel bar" in r for r in _rules("slip_in_what", dict(PLANET, place_kind="any")))
    assert any("gravel bar" in r for r in _rules("slip_in_what", dict(PLANET, place_kind="water")))


def test_the_rival_lander_has_just_landed():
    """Cold read 24 h: "engines long cold and its crew's boot prints everywhere" beside turf
    that "leaves no footprints" and rivals who "slipped in an hour before the crew"."""
    line = next(v for v, _, f in load("trip/play_lines").items if v.startswith("Another lander is already"))
    assert "long cold" not in line and "prints" not in line


def test_boot_prints_only_on_ground_that_takes_them():
    """Cold read 24 h: "springy turf that leaves no footprints" and boot prints on it. The
    slip-in scene's fact ``prints`` keeps the react line with fresh boot prints off it."""
    assert "prints" in VALUES
    lines = [f for v, _, f in load("trip/play_lines").items if "boot prints" in v or "footprints" in v]
    assert lines and all(not fits(f.get("needs"), {"inhabitants": "nobody", "people": "none", "prints": "no"})
                         for f in lines)


def test_a_planet_radio_plays_no_unknown_song():
    """Cold read 24 f: a hook playing "2017's top forty" beside "a radio plays a song nobody
    recognises" (the hook is a planet's)."""
    planet = dict(PLANET, tech="electric")
    assert not any("nobody recognises" in r for r in _rules("sound", planet))
    assert any("nobody recognises" in r for r in _rules("sound", dict(planet, node="alternate", year=2017)))


def test_a_fork_that_kept_gaslight_has_no_bulbs():
    """Cold read 24 g: "strings of coloured bulbs" where "the world rebuilt ... with gaslight
    and steam, and kept them"."""
    forks = json.loads((ROOT / "corpora/lists/bifurcations.json").read_text())["items"]
    gas = next(f for f in forks if "gaslight and steam" in f.get("now", ""))
    assert gas.get("power") == "gas"
    alt = {"node": "alternate", "tech": "electric", "power": "gas", "year": 2017, "inhabited": True}
    assert not any("coloured bulbs" in r for r in _rules("alt_detail", alt))
    assert any("coloured bulbs" in r for r in _rules("alt_detail", dict(alt, power="ordinary")))


def test_audit_trips_have_no_slip_in_contradictions():
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 25):
            bad = [str(v) for v in check(audit_trip(i, seed)) if v.rule in RULES]
            assert not bad, (seed, i, bad)


# -- breaks: a contradicting trip for each rule (tests/test_consistency.py _break) --

def _break_hiders() -> dict:
    t = _trip_where(lambda t: t["world"].get("inhabitants") in ("few", "many"))
    t["world"]["meets_visitors"] = False
    loc = _slip(t)
    loc["text"] = "A cluster of roofs inside a low wall; the locals pray in the lee of the wall. " + loc["text"]
    return t


def _break_site() -> dict:
    t = _trip_where(lambda t: True)
    loc = _slip(t)
    loc["name"] = "The stage that is also a piano"
    loc["text"] = "It looks like a photograph of itself. Landing site: a gravel bar in the middle of a slow, wide river."
    return t


def _break_prints() -> dict:
    t = _trip_where(lambda t: True)
    t["start"]["read_aloud"] += (" Underfoot, springy turf that leaves no footprints. Another lander is "
                                 "already parked here, its crew's boot prints everywhere.")
    return t


def _break_rival() -> dict:
    t = _trip_where(lambda t: len(t["scenes"]) > 1)
    t["start"]["read_aloud"] += " Another lander is already parked here, its engines long cold."
    ob = t["scenes"][1]["obstacle"]
    ob["text"] = "The Drifter Brothers slipped in an hour before the crew and are already here. " + ob["text"]
    return t


def _break_lights() -> dict:
    t = _trip_where(lambda t: t["world"].get("family") == "alternate")
    t["world"]["power"] = "gas"
    t["scenes"][0]["read_aloud"] = "Crowded, lit by strings of coloured bulbs. " + (t["scenes"][0]["read_aloud"] or "")
    return t


def _break_radio() -> dict:
    t = _trip_where(lambda t: t["world"].get("family") == "planet")
    t["node"]["details"].append({"label": "Hook", "text": "Somebody on it is broadcasting on an Earth "
                                 "radio frequency, playing 2017's top forty"})
    t["scenes"][0]["read_aloud"] = (t["scenes"][0]["read_aloud"] or "") + " Somewhere close by, a radio plays a song nobody recognises."
    return t


R16_SLIPIN_BREAKS = {
    "radio-song-one-way": _break_radio,
    "slip-in-hiders-in-sight": _break_hiders,
    "slip-in-site-fits-place": _break_site,
    "start-prints-one-way": _break_prints,
    "start-rival-arrival-one-way": _break_rival,
    "electric-light-on-gaslight": _break_lights,
}


def test_each_rule_fires():
    assert set(R16_SLIPIN_BREAKS) == set(RULES)
    for rule, make in R16_SLIPIN_BREAKS.items():
        assert _fires(make(), rule), rule
