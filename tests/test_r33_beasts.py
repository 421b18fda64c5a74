"""Round 33, the monster (cold reads of algorithm-29 trips: wrong in 2 of the 2 trips that had one):
a hippogriff on Home-Earth in 1073; a witch that is "a creature, not a person" and a cyclops "with
eyes that shine in the dark"; a hippogriff "lies across the way" that "stalks from cover"; a tick
"does not sleep" and a later one "wait for it to sleep"; lair ticks about a lair nobody enters
("getting in now means clearing it first"); driving it off an opposed roll no crew wins, unsaid; its
secret way past with no clue anywhere.

Each rule of generators/trip/consistency_r33beasts.py fires on a trip broken on purpose, and the
trips the generator draws keep to them (cheap: cached audit trips only)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.consistency_r33beasts import RULES
from generators.trip.creature_note import creature_note, crew_wins


def _monster(t: dict) -> dict:
    return next(n for n in t["npcs"] if n.get("source") == "creature" and "Monster" in (n.get("class") or ""))


def _has_monster(t: dict) -> bool:
    return any(n.get("source") == "creature" and "Monster" in (n.get("class") or "") for n in t["npcs"])


def _its_scene(t: dict, n: dict) -> dict:
    return next((sc for sc in t["scenes"] if any(x.startswith(n["name"]) for x in sc.get("creatures") or [])),
                t["scenes"][1])


def _tick(t: dict, text: str) -> None:
    t["clock"]["ticks"][2].setdefault("events", []).append({"track": "opp", "text": text})


def _break_myth() -> dict:
    t = trip_where(_has_monster)
    t["world"].update(family="recent", year=1073, monster="hippogriff")
    return t


def _break_person() -> dict:
    t = trip_where(_has_monster)
    n = _monster(t)
    t["world"]["monster"] = "witch"
    _its_scene(t, n).setdefault("creatures", []).insert(
        0, f"{n['name']} is a creature, not a person: it does what it wants (to be left alone).")
    return t


def _break_eyes() -> dict:
    t = trip_where(_has_monster)
    n = _monster(t)
    n["name"], n["look"] = "The cyclops", "A head taller than a door, pale as paper, and with eyes that shine in the dark"
    return t


def _break_lurks() -> dict:
    t = trip_where(_has_monster)
    n = _monster(t)
    n["manner"] = "Stalks from cover, strikes once and drags its prey away"
    _its_scene(t, n)["obstacle"]["text"] = f"{n['name']} lies across the way through the ford, bored and looking for trouble"
    return t


def _break_sleeps() -> dict:
    t = trip_where(_has_monster)
    n = _monster(t)
    _tick(t, f"{n['name']} lies just inside the way into its lair now, and does not sleep")
    _tick(t, f"{n['name']} lies across the mouth of its lair, and the crew must wait for it to sleep before going by")
    return t


def _break_lair() -> dict:
    t = trip_where(_has_monster)
    n = _monster(t)
    _tick(t, f"{n['name']} drags rubble across the mouth of its lair at the ford; getting in now means clearing it "
             f"first (+1 hour on the clock at the ford)")
    return t


def _break_drive() -> dict:
    t = trip_where(_has_monster)
    n = _monster(t)
    n["odds"] = [{"action": "Fighting/Weapon:Grasping hands (MIGHT)", "dice": 3, "modifier": 3, "chances": {}}]
    _its_scene(t, n)["creatures"] = [
        f"{n['name']} does what it wants. To pass it unseen: GRACE against DL 3; to drive it off: the crew's MIGHT, "
        f"opposed by its Fighting/Weapon:Grasping hands (MIGHT) roll on its stat block."]
    return t


def _break_secret() -> dict:
    t = trip_where(lambda t: _has_monster(t) and _monster(t).get("secret", "").startswith("How to get past it: "))
    for sc in t["scenes"]:
        sc["creatures"] = []
    return t


R33_beasts_BREAKS = {
    "myth-on-our-earth": _break_myth,
    "creature-not-a-person": _break_person,
    "one-eyed-eyes": _break_eyes,
    "creature-lurks-in-the-open": _break_lurks,
    "creature-sleeps-and-never-sleeps": _break_sleeps,
    "lair-going-in": _break_lair,
    "drive-off-unwinnable": _break_drive,
    "creature-secret-unclued": _break_secret,
}


def test_every_rule_has_a_break():
    assert set(R33_beasts_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R33_beasts_BREAKS[rule](), rule)


@pytest.mark.parametrize("i", range(1, 60))
def test_the_generator_keeps_to_them(i):
    t = audit_trip(i)
    for rule in RULES:
        assert not fires(t, rule), (i, rule)


def test_our_earth_draws_only_real_monsters():
    """Every monster of myth needs a world where myth can walk; every node of our own Earth in a
    real year still has a monster to draw (cold read: a hippogriff on Home-Earth in 1073)."""
    from generators.needs import fits
    items = load("lists/monsters").items
    for v, _, f in items:
        assert "node:" in (f.get("needs") or ""), v
    for family, year, epoch in (("deep", -70000000, "sea"), ("deep", -30000000, "warm"), ("deep", -500000, "ice"),
                                ("early", -20000, "ice"), ("early", 1500, "today"), ("past", 1850, "today"),
                                ("recent", 1910, "today"), ("recent", 1990, "today"), ("future", 2500, "far")):
        facts = {"node": family, "year": year, "epoch": epoch, "climate": "temperate", "water": "lakes"}
        assert [v for v, _, f in items if fits(f.get("needs"), facts)], (family, year)


def test_the_drive_off_is_reachable_and_the_fight_says_when_it_is_lost():
    note = creature_note({"name": "The ogre", "want": "To be left alone.", "stands": "Fighting/Weapon:Fists (MIGHT)",
                          "stats": {"MIGHT": 4}, "odds": [{"action": "Fighting/Weapon:Fists (MIGHT)", "dice": 4,
                                                           "modifier": 1}],
                          "secret": "How to get past it: it hunts by ear."}, 3)
    assert "MIGHT roll against DL 3" in note and "loses more often than it wins" in note  # (the obstacle's own DL)
    assert "not a person" not in note and "it hunts by ear" in note
    assert crew_wins(4, 0) > 0.5 > crew_wins(4, 1)
