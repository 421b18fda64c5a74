"""Round 27, a creature's range and behaviour agree everywhere it appears (cold readers of
algorithm-25 trips, r27-cold-c and r27-cold-h): a lynx that "keeps to its ground" yet paws through
the crates at the lander and tears at the hatch seals on the clock; "they take anything ... for one
of their own" of one solitary lynx; a lynx's "burrow"; a lynx and a ewe whose secret says they
"tire fast" with Running +2; "A ewe comes for the lander".

The facts behind each fix hold (trip/lair_fit.py, the ``beast_range: ground`` clock lines,
trip/creature_block.py's ``weak``), the audit trips keep every rule of
generators/trip/consistency_r27lair.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r27lair import RULES, check_r27lair
from generators.trip.creature_block import roll_creature
from generators.trip.lair_fit import ground_place, trip_ground


def _world(t: dict) -> dict:
    return t.get("world") or {}


def _add(t: dict, tick: int, text: str) -> dict:
    t["clock"]["ticks"][tick - 1]["events"].append({"track": "opp", "text": text})
    return t


def _break_ground() -> dict:
    """r27-cold-c: the lynx keeps to its ground, and is at the lander on tick 1."""
    t = trip_where(lambda t: bool(_world(t).get("beast")) and _world(t).get("beast_social") != "herd"  # (a herd
                   and len(t["scenes"]) > 2 and t["scenes"][1].get("obstacle"))  # grazes where it will: no ground)
    b = _world(t)["beast"]
    t["scenes"][1]["obstacle"].update(opposition="Wildlife/Animals", text=f"A {b} waits here.",
                                      way="It keeps to its ground: a long way round (one hour on the clock) never meets it.")
    return _add(t, 1, f"A {b} has been at the lander while the crew were away: the crates are knocked over.")


def _break_grazer() -> dict:
    """r27-cold-h: "A ewe comes for the lander"."""
    t = trip_where(lambda t: _world(t).get("beast_diet") == "plants")
    return _add(t, 5, f"A {_world(t)['beast']} comes for the lander at the landing; the lander is damaged.")


def _break_they() -> dict:
    """r27-cold-c: "they take anything ... for one of their own" of one lynx."""
    t = trip_where(lambda t: _world(t).get("beast_social") == "solitary")
    t["scenes"][-1]["with_clue"] = ("Or, once the crew have learnt it: they take anything that moves slowly and low "
                                    "to the ground for one of their own, so a crew who go by bent double are left alone.")
    return t


def _break_den() -> dict:
    """r27-cold-c: "A lynx has its burrow beside the path"."""
    t = trip_where(lambda t: bool(_world(t).get("beast")) and "fox" not in _world(t)["beast"]
                   and t["scenes"][0].get("obstacle"))
    t["scenes"][0]["obstacle"]["text"] = f"A {_world(t)['beast']} has its burrow beside the path, and bites at anything near."
    return t


def _break_tires() -> dict:
    """r27-cold-c, -h: a creature that tires fast, with Athletics:Running +2."""
    t = trip_where(lambda t: any(n.get("source") == "creature" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "creature")
    n["secret"] = "How to get past it: it tires fast, and gives up a chase after a few minutes."
    n["skills"] = list(n.get("skills") or []) + [{"name": "Athletics:Running", "stat": "MIGHT", "level": 2}]
    return t


R27_LAIR_BREAKS = {"creature-ground-roams": _break_ground, "creature-grazer-lander": _break_grazer,
                   "creature-solitary-they": _break_they, "creature-den-word": _break_den,
                   "creature-tires-runs": _break_tires}


def test_every_rule_has_a_break_and_fires():
    assert set(R27_LAIR_BREAKS) == set(RULES)
    for rule, brk in R27_LAIR_BREAKS.items():
        assert fires(brk(), rule), rule


def test_a_creature_that_keeps_its_ground_is_found_there():
    want = [("To keep its ground to itself, fighting anything that stays on it", "The old mine")]
    assert ground_place(want, []) == "The old mine"
    way = [("Wildlife/Animals", "A lynx waits. It keeps to its ground: a long way round", "The Shed")]
    assert ground_place([], way) == "The Shed"
    assert ground_place([("To lead the herd along its old path", "The Spot")], []) is None
    assert ground_place([], [("Dangerous People", "They keep to its ground", "X")]) is None


def test_ground_lines_only_for_a_creature_that_keeps_its_ground():
    items = [dict(f, value=v) for v, _, f in load("trip/play_clock").items]
    ground = [x for x in items if "beast_range: ground" in (x.get("needs") or "")]
    assert {x["stage"] for x in ground} == {1, 2, 3}
    for x in ground:
        # (on some air: a ground beast on an airless world has its own line, which says so)
        assert any(fits(x.get("needs"), {"beast_range": "ground", "air": air}) for air in ("breathable", "vacuum"))
        assert not fits(x.get("needs"), {"beast_range": "roams", "monster_range": "roams"})
        assert "lander" not in x["value"] and "between" not in x["value"]
    roaming = [x for x in items if x.get("track") == "creature" and "monster_range: roams" in (x.get("needs") or "")]
    assert roaming and not any(fits(x.get("needs"), {"beast_range": "ground", "monster_range": None}) for x in roaming)


def test_one_that_tires_fast_is_no_runner():
    for i in range(6):
        b = roll_creature(Stream(f"lair-{i}", "creature"), "Wildlife/Animals", weak="it tires fast, and gives up a chase")
        assert all(k["name"] != "Athletics:Running" for k in b["skills"])
        assert b["skills"] and b["stats"]["MIGHT"] >= 1


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_rules(seed):
    for i in range(1, 25):
        t = audit_trip(i, seed)
        out: list = []
        check_r27lair(t, t.get("world") or {}, [], lambda rule, msg: out.append((rule, msg)))
        assert not out, (i, out)


def test_the_crews_walk_back_to_the_lander_is_not_the_beasts():
    """slip-n-slide audit/400: "nobody on this trip will see the seal again; the walk back to the
    lander at ... takes 3 hours" puts no seal at the lander."""
    t = _break_ground()
    b = _world(t)["beast"]
    for tk in t["clock"]["ticks"]:  # (the broken line out again)
        tk["events"] = [e for e in tk.get("events") or [] if "crates are knocked" not in (e.get("text") or "")]
    _add(t, 5, f"Last chance: at hour 22 cloud comes down, and nobody on this trip will see the {b} again; "
               "the walk back to the lander takes 3 hours.")
    assert not fires(t, "creature-ground-roams")
