"""Round 38, world: each rule of generators/trip/consistency_r38world.py fires on a trip broken on
purpose (R38_WORLD_BREAKS), and over the audit trips the generator keeps to it.

Cold reads of algorithm-32 trips: "cresswater-15: a 0.02 g rubble world whose only water is buried
ice, and robots live there, yet its scenes show 'Deep snow', ladders and 'a baby cries'";
"Hydrosphere: Buried ice: no liquid anywhere" beside "water drips, slow as a clock"; "A sterile
robot world with food stalls and a grandmother; locals of a far-future node who 'remember the
first slip'"; "'children going past all day' on a landing in the middle of the night".

The test over 200 audit trips of slip-n-slide reads the liquid off each planet's Hydrosphere line
(not off the new fact), so it fails if the fact, content/nodes.py or the lines' ``liquid != no``
are reverted; and the kin, the night's crowd and the first slip as the rules do (before the fix:
kin on 11 of those trips, a crowd all day at night on audit/97, the first slip in 2023 on audit/82,
a cursed puddle on buried ice on audit/43)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r38world import FIRST_SLIP, KIN, LIQUID, RULES, check_r38world

N_TRIPS = 200


def _planet(t: dict) -> bool:
    return t["world"].get("family") == "planet" and t["world"].get("inhabitants") != "nobody" and len(t["scenes"]) >= 2


def _break_liquid() -> dict:
    t = trip_where(_planet)
    t["world"]["liquid"] = "no"
    t["scenes"][0]["read_aloud"] += " Somewhere water drips, slow as a clock."
    return t


def _break_kin() -> dict:
    t = trip_where(_planet)
    t["world"]["natives"] = "robot"
    t["scenes"][0]["read_aloud"] += " Further off, a baby cries and is hushed."
    return t


def _break_crowd() -> dict:
    t = trip_where(_planet)
    t["world"]["arrival"] = "night"
    t["scenes"][1]["threads"].append({"label": "The hook", "text": (
        "The move comes through the square: carts, bundles and children going past all day, and nobody here stops "
        "for strangers unless the crew lend a hand with the loads.")})
    return t


def _break_slip() -> dict:
    t = trip_where(lambda t: t["world"].get("year") is not None and any(n.get("look") for n in t["npcs"]))
    t["world"]["year"] = 2600
    n = next(n for n in t["npcs"] if n.get("look"))
    n["look"] = "Old enough to remember the first slip, in a patched wool coat"
    return t


R38_WORLD_BREAKS = {"liquid-on-dry-world": _break_liquid, "machine-folk-kin": _break_kin,
                    "day-crowd-at-night": _break_crowd, "first-slip-memory": _break_slip}


def test_every_rule_has_a_break():
    assert set(R38_WORLD_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R38_WORLD_BREAKS[rule](), rule)


def test_the_rules_spare_what_fits():
    assert not LIQUID.search("Kylie Snow waits by the lander; the masks fog a little at every breath")
    assert not LIQUID.search("dust to every horizon, and not even dew in the mornings")
    assert LIQUID.search("Deep snow has buried the way through the crater")
    assert not KIN.search("A robot the size of a child, wearing a vest of beads")
    assert KIN.search("A sick child at the observatory needs something from the lander's first-aid kit")
    out = []
    every = [("npc/x", "Old enough to remember the first slip, in a fisherman's sweater")]
    check_r38world({}, {"year": 2050}, every, lambda r, m: out.append(r))
    check_r38world({}, {"year": 2023}, every, lambda r, m: out.append(r))
    assert out == ["first-slip-memory"]


def test_a_person_maguffins_home_kin_are_not_the_machine_locals():
    # audit/11 of algorithm 34: a physicist from home, stranded among machines, whose "why" is their
    # own children at home ("Their children have been told they are on holiday") is no local's kin;
    # the same words anywhere else on such a world still are
    world, line = {"natives": "robot", "inhabitants": "few"}, "Their children have been told they are on holiday."
    out = []
    check_r38world({"maguffin": {"kind": "person"}}, world, [("maguffin/why", line)], lambda r, m: out.append(r))
    assert out == []
    check_r38world({"maguffin": {"kind": "object"}}, world, [("maguffin/why", line)], lambda r, m: out.append(r))
    check_r38world({"maguffin": {"kind": "person"}}, world, [("scene/1/read_aloud", line)], lambda r, m: out.append(r))
    assert out == ["machine-folk-kin", "machine-folk-kin"]


def test_the_hydrosphere_says_which_worlds_have_no_liquid():
    rows = {v: f for v, _, f in load("lists/planet_hydrosphere").items}
    assert rows["Buried ice"]["liquid"] == "no" and rows["Bone dry"]["liquid"] == "no"
    assert all(f.get("liquid", "yes") == "yes" for v, f in rows.items() if v not in ("Buried ice", "Bone dry"))


def test_the_lines_keep_to_the_facts():
    """The cold read's own lines: no drip, snow or puddle where nothing is liquid; no baby, child,
    grandmother or wedding among machines; the far future forgets the first slip."""
    ice = {"node": "planet", "water": "scarce", "liquid": "no", "air": "thin", "climate": "cold", "setting": "outdoor",
           "inhabited": True, "inhabitants": "few", "natives": "robot", "epoch": None, "din": "some"}
    obstacles = {v: f for v, _, f in load("trip/play_obstacles").items}
    snow = next(f for v, f in obstacles.items() if v.startswith("Deep snow has buried the way"))
    assert not fits(snow.get("needs"), ice)
    assert not fits(snow.get("needs"), dict(ice, natives="human"))
    assert fits(snow.get("needs"), dict(ice, liquid="yes", water="lakes"))


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires (the liquid read off the Hydrosphere line, so a revert of
    the fact fails too), and the machines' own lines are drawn on robot worlds."""
    from generators.trip.consistency import _texts, play_texts

    seen, robots = [], 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        w = dict(t["world"])
        hyd = next((d["text"] for d in t["node"]["details"] if d["label"] == "Hydrosphere"), "")
        if hyd.startswith(("Buried ice", "Bone dry")):
            assert w.get("liquid") == "no", (i, hyd)
        w["liquid"] = "no" if hyd.startswith(("Buried ice", "Bone dry")) else w.get("liquid")
        every = _texts(t) + play_texts(t)
        out = []
        check_r38world(t, w, every, lambda r, m: out.append((r, m)))
        assert not out, (i, out)
        if w.get("natives") == "robot":
            robots += 1
            seen += [x for _, s in every for x in ("service machines", "little robot", "old robot", "machines at",
                                                   "robots at", "courier machine", "newest machine", "alarm chirps")
                     if x in s]
    assert robots >= 10 and seen, (robots, seen)


def test_first_slip_only_within_living_memory():
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        year = t["world"].get("year")
        for n in t["npcs"]:
            if FIRST_SLIP.search(str(n.get("look") or "")):
                assert year is not None and 2035 <= year <= 2100, (i, year)
