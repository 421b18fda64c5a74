"""Round 15, air, life, moons and ground (cold read 22): scene and people lines against the
world's fact sheet. Masked people wear suits or masks, masks never come off in bad air, bare-face
obstacles need breathable air, local food needs life, "the moon" needs exactly one moon and
moonlight a moon at all, and ground like a mattress is never frozen."""

from __future__ import annotations

import copy

from generators.content.cast_facts import masked
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import check, rule_names
from generators.trip.consistency_r15air import RULES

from audit_trips import audit_trip as _audit_trip




def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _items(path: str, rule: str | None = None) -> list[tuple[str, str | None]]:
    d = load(path)
    if rule:
        return list(zip(d.rules[rule], d.rule_needs.get(rule) or [None] * len(d.rules[rule])))
    return [(v, f.get("needs")) for v, _, f in d.items]


def _needs(path: str, text: str, rule: str | None = None) -> str | None:
    found = [n for t, n in _items(path, rule) if t == text]
    assert found, text
    return found[0]


def _trip(pred) -> dict:
    for i in range(1, 60):
        t = _audit_trip(i)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no fitting audit trip")


def _place_trip(line: str, **world) -> dict:
    t = _trip(lambda t: t["locations"])
    t["world"].update(world)
    t["locations"][0]["text"] += " " + line
    return t


def _break_clothes() -> dict:
    t = _trip(lambda t: any(n.get("folk") == "visitor" and n.get("body") == "human" for n in t["npcs"]))
    t["world"]["air"] = "toxic"
    n = next(n for n in t["npcs"] if n.get("folk") == "visitor" and n.get("body") == "human")
    n["look"] = "Middle-aged, stocky, wearing a hi-vis vest over pyjamas; a limp"
    return t


def _break_mask_off() -> dict:
    return _place_trip("Nobody takes a mask off here: the air is sweet, and faintly dizzying.", air="toxic")


def _break_bare_face() -> dict:
    return _place_trip("Midges rise off it in clouds and get into eyes and mouths.", air="thin")


def _break_food() -> dict:
    t = _trip(lambda t: t["npcs"])
    t["world"]["life"] = "none"
    t["npcs"][0]["want"] = "To try the local food, all of it, whatever the crew say"
    return t


def _break_moon() -> dict:
    return _place_trip("The locals pass this way to sing to the moon.", moons="several")


def _break_frozen() -> dict:
    return _place_trip("Underfoot, ground that gives a little, like a mattress.", climate="cold")


R15B_AIR_BREAKS = {"plain-clothes-in-bad-air": _break_clothes, "mask-comes-off": _break_mask_off,
                   "bare-face-in-bad-air": _break_bare_face, "local-food-on-sterile-world": _break_food,
                   "the-moon-needs-one-moon": _break_moon, "soft-ground-when-frozen": _break_frozen}


def test_rules_are_registered():
    assert set(RULES) <= set(rule_names())
    assert set(R15B_AIR_BREAKS) == set(RULES)


def test_each_break_fires():
    for rule, make in R15B_AIR_BREAKS.items():
        assert _fires(make(), rule), rule


def test_moonlight_without_a_moon_fires():
    t = _place_trip("A lamp here runs on moonlight.", moons="unknown")
    assert _fires(t, "the-moon-needs-one-moon")
    t = _place_trip("A lamp here runs on moonlight.", moons="several")
    assert not _fires(t, "the-moon-needs-one-moon")


def test_who_goes_masked():
    assert masked("visitor", {"air": "thin"}) == "yes"
    assert masked("visitor", {"air": "breathable"}) == "no"
    assert masked("local", {"air": "thin", "inhabitants": "many", "body": "human"}) == "no"
    assert masked("local", {"air": "toxic", "inhabitants": "many", "body": "human"}) == "yes"
    assert masked("local", {"air": "toxic", "inhabitants": "many", "body": "shelled"}) == "no"


def test_the_lines_need_their_facts():
    """The cold read's lines cannot be drawn on the worlds that contradict them."""
    sing = _needs("grammars/places", "sing to the moon", "planet_activity")
    assert not fits(sing, {"air": "thin", "moons": "several", "setting": "outdoor"})
    assert fits(sing, {"air": "thin", "moons": "one", "setting": "outdoor"})
    run = _needs("grammars/tweaks", "It runs on moonlight, so it only works at night", "runs_on_an_impossible_fuel_source")
    assert not fits(run, {"tweak_on": "machine", "nights": "yes", "moons": "unknown"})
    food = _needs("grammars/people", "To try the local food, all of it, whatever the crew say", "want_tourist")
    assert not fits(food, {"life": "none"}) and fits(food, {"life": "simple"})
    mattress = _needs("grammars/places", "something that gives a little, like a mattress", "texture")  # (r38: a texture)
    assert not fits(mattress, {"climate": "cold"}) and fits(mattress, {"climate": "temperate", "footing": "soft"})  # (r40: and a soft footing)
    midges = [f.get("needs") for v, _, f in load("trip/play_obstacles").items if "eyes and mouths" in v]
    assert midges and all(not fits(n, {"air": "thin", "life": "rich", "setting": "outdoor"}) for n in midges)
    assert not any("takes a mask off" in t for t, _ in _items("grammars/places", "sense"))


def test_audit_trips_keep_air_moons_and_ground():
    for i in range(1, 31):
        t = _audit_trip(i)
        hits = [str(v) for v in check(t) if v.rule in RULES]
        assert not hits, (i, hits)
