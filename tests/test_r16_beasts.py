"""Round 16, the trip's creatures (cold read 23 trips b and d): one stat block for a creature
kind, at most two scenes for it, its MIGHT and its home fit its size."""

from __future__ import annotations

import copy
import re

from generators.content.cast_facts import creature_fact
from generators.rng import Stream
from generators.trip.creature_block import SIZE_MIGHT, roll_creature
from generators.trip.consistency import check, rule_names
from generators.trip.consistency_r16beasts import RULES
from generators.trip.creature_scenes import CAP

from audit_trips import audit_trip

KINDS = ("Monster/Enemy", "Wildlife/Animals")


def _trip(pred, n: int = 150) -> dict:
    for i in range(1, n + 1):
        t = audit_trip(i)
        if pred(t):
            return copy.deepcopy(t)
    raise AssertionError("no audit trip fits")


def _fires(t: dict, rule: str) -> bool:
    return any(v.rule == rule for v in check(t))


def _creature(t: dict) -> dict | None:
    return next((n for n in t["npcs"] if n.get("source") == "creature"), None)


def _size(n: dict) -> str:
    return creature_fact(n["name"].removeprefix("The "))["size"]


def _packs(t: dict) -> list[dict]:
    return [sc["obstacle"] for sc in t["scenes"] if sc["obstacle"]["opposition"] in KINDS
            and sc["obstacle"].get("foes")]


def _break_block() -> dict:
    """A pack at another scene with a block of its own beside the named creature's."""
    t = _trip(lambda t: _creature(t) and any(ob["foes"].get("npc") for ob in _packs(t)))
    ob = next(ob for ob in _packs(t) if ob["foes"].get("npc"))
    n = next(n for n in t["npcs"] if n["key"] == ob["foes"]["npc"])
    ob["foes"].update(npc=None, stats=dict(n["stats"], MIGHT=1), skills=[])
    return t


def _break_cap() -> dict:
    """The creature's kind as the obstacle at every scene."""
    t = _trip(lambda t: len(t["scenes"]) > CAP + 1 and _packs(t))
    pack = _packs(t)[0]
    for sc in t["scenes"]:
        sc["obstacle"] = copy.deepcopy(pack)
    return t


def _break_might() -> dict:
    """A creature whose MIGHT does not fit its size (a house-sized beast with MIGHT 1)."""
    t = _trip(lambda t: _creature(t) is not None)
    n = _creature(t)
    least, most = SIZE_MIGHT[_size(n)]
    n["stats"]["MIGHT"] = 1 if least > 1 else most + 1
    return t


def _break_room() -> dict:
    """A creature the size of a horse or more, at home in a room."""
    t = _trip(lambda t: _creature(t) is not None and _size(_creature(t)) in ("horse", "car", "big", "bus"))
    n = _creature(t)
    next(loc for loc in t["locations"] if loc["name"] == n["where"])["setting"] = "indoor"
    return t


def _break_hours() -> dict:
    """A monster that sleeps through the hottest hours, awake on the clock (trip b's gnome)."""
    t = _trip(lambda t: _creature(t) is not None and t["clock"]["ticks"])
    n = _creature(t)
    n["manner"] = "Hunts at dusk and dawn, sleeps through the hottest hours."
    sp = n["name"].removeprefix("The ")
    t["clock"]["ticks"][2]["events"].append(dict(t["clock"]["ticks"][2]["events"][0],
                                                 text=f"The {sp} is awake in its lair now, and restless."))
    return t


def _break_person() -> dict:
    """A creature dressed like a person out of date."""
    t = _trip(lambda t: _creature(t) is not None)
    _creature(t)["look"] = "The size of a child, dressed in rags a century out of date."
    return t


def _break_drive() -> dict:
    """A creature driven off against its Stealth."""
    t = _trip(lambda t: any(sc["creatures"] for sc in t["scenes"]))
    sc = next(sc for sc in t["scenes"] if sc["creatures"])
    sc["creatures"][0] = re.sub(r"opposed by its [^.]*? roll", "opposed by its Stealth (GRACE) roll", sc["creatures"][0])
    return t


def _break_weapon() -> dict:
    """A pack that fights with claws and teeth where its species has another weapon."""
    t = _trip(lambda t: _packs(t) and creature_fact(t["world"].get(
        "monster" if _packs(t)[0]["opposition"] == "Monster/Enemy" else "beast") or "").get("weapon"))
    ob = _packs(t)[0]
    ob["foes"].update(npc=None, items=[{"name": "claws and teeth (not its own)", "level": 0}],
                      stats=ob["foes"].get("stats") or {"MIGHT": 2})
    return t


R16_BEASTS_BREAKS = {"creature-one-block": _break_block, "creature-scene-cap": _break_cap,
                     "creature-size-might": _break_might, "creature-size-room": _break_room,
                     "creature-hours-clock": _break_hours, "creature-person-line": _break_person,
                     "creature-drive-off": _break_drive, "creature-weapon-agrees": _break_weapon}


def test_rules_are_registered():
    assert set(RULES) <= set(rule_names()) and set(RULES) == set(R16_BEASTS_BREAKS)


def test_each_rule_fires():
    for rule, make in R16_BEASTS_BREAKS.items():
        assert _fires(make(), rule), rule


def test_audit_trips_keep_their_creatures_straight():
    """No audit trip breaks a rule of this round (main: a gnome at five scenes, four blocks)."""
    for i in range(1, 61):
        t = audit_trip(i)
        assert not [str(v) for v in check(t) if v.rule in RULES], i


def test_a_creature_kind_has_one_block():
    seen = 0
    for i in range(1, 61):
        t = audit_trip(i)
        for kind in KINDS:
            blocks = {(tuple(sorted(ob["foes"]["stats"].items())) if ob["foes"].get("stats") else ob["foes"]["npc"])
                      for ob in _packs(t) if ob["opposition"] == kind}
            assert len(blocks) <= 1, (i, kind, blocks)
            seen += bool(blocks)
    assert seen >= 5


def test_a_lair_monster_met_elsewhere_is_more_of_its_kind_on_its_block():
    seen = 0
    for i in range(1, 101):
        t = audit_trip(i)
        if t["world"].get("monster_range") != "lair":
            continue
        n = next((n for n in t["npcs"] if n.get("source") == "creature" and "Monster" in n["class"]), None)
        for ob in _packs(t):
            if n and ob["opposition"] == "Monster/Enemy":
                seen += 1
                assert ob["foes"]["npc"] == n["key"] and ob["foes"]["stats"] is None, (i, ob["foes"])
    assert seen >= 2


def test_a_big_creature_is_strong_and_a_small_one_is_not():
    for tier in ("professional", "notable"):
        for k in range(8):
            big = roll_creature(Stream("beasts", f"b/{k}"), "Wildlife/Animals", tier, size="bus")
            small = roll_creature(Stream("beasts", f"s/{k}"), "Monster/Enemy", tier, size="hand")
            assert big["stats"]["MIGHT"] >= 3 and small["stats"]["MIGHT"] == 1, (tier, big, small)


def test_a_creature_carries_no_person_lines():
    """No character tweak on a creature while the page has a person; a want that asks
    "someone here" only where a person of the cast is; driven off against what holds its ground."""
    for i in range(1, 61):
        t = audit_trip(i)
        names = {n["name"] for n in t["npcs"] if n.get("source") == "creature"}
        people = [n for n in t["npcs"] if n.get("source") != "creature"]
        assert not (people and any(tw["kind"] == "character" and tw["target"].split(" (")[0] in names
                                   for tw in t["tweaks"])), i
        for sc in t["scenes"]:
            if "someone here" in sc["want"]:
                assert [h for h in sc["here"] if h not in names], (i, sc["number"], sc["want"])
            for line in sc["creatures"]:
                assert not re.search(r"opposed by its (Stealth|Survival)", line), (i, line)
