"""Round 26, beasts (cold readers of algorithm-23 trips): creatures stacked on one trip (a cast
beast, a creature at the lander, a climax creature and a tick den; two manticores), a mustang at
the lander at a downtown air base and a "calculating engine" in 2017, and tweak details that make
no sense for what they act on ("acts on bonesaws"; the lander's water heater "the size of a
cathedral, people live in it" where nobody lives; a sunset that "turns towards whoever stays
longest").

The facts behind each fix hold (beast_cap's swarm cap and one-scene monster, the lander's beast
lines' needs, the calculator's names, the tweak lines' needs and #thing#), the audit's trips
keep every rule of generators/trip/consistency_r26beasts.py, and each rule fires on a trip broken
on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.people import CREATURE_ROLES
from generators.data import load
from generators.needs import fits
from generators.trip.beast_cap import MAX_THREATS
from generators.trip.consistency_r26beasts import RULES, check_r26beasts, threats
from generators.trip.creature_scenes import CAPS


def _creature(t: dict, kind: str | None = None) -> dict | None:
    return next((n for n in t["npcs"] if n["source"] == "creature"
                 and (kind is None or CREATURE_ROLES.get(n["role"]) == kind)), None)


def _break_stack() -> dict:
    t = trip_where(lambda t: _creature(t) is not None and len(t["scenes"]) >= 3)
    for sc, what in zip(t["scenes"][:2], ("Leeches wait in the wet ground at {p}, and they find every gap in a suit.",
                                          "Ticks have made a den of the long grass at {p}, and drop on anyone passing.")):
        sc["obstacle"] = dict(sc["obstacle"], opposition="Wildlife/Animals", foes=None,
                              text=what.format(p=sc["place"]))
    return t


def _break_twice() -> dict:
    t = trip_where(lambda t: _creature(t, "Monster/Enemy") is not None)
    sp = _creature(t, "Monster/Enemy")["name"].removeprefix("The ")
    t["start"]["read_aloud"] += f" Fresh tracks circle the lander, still warm, and a {sp} is breathing just out of sight."
    return t


def _break_town() -> dict:
    t = trip_where(lambda t: bool(t["world"].get("beast")))
    t["world"]["beast_size"] = "horse"
    t["start"]["place"] = "The bazaar at Stockton"
    t["start"]["read_aloud"] += f" A {t['world']['beast']} is under the lander, licking its hull, and will not be shooed off."
    return t


def _break_kit() -> dict:
    t = trip_where(lambda t: t["world"].get("tech") == "digital" and bool(t["npcs"]))
    t["npcs"][0]["items"] = [{"name": "calculating engine +1", "level": 1}]
    return t


def _break_tweak() -> dict:
    t = trip_where(lambda t: bool(t["tweaks"]))
    t["tweaks"][0]["detail"] = "It acts on bonesaws instead of what it should, and at the place nothing else feels it."
    return t


def _break_cathedral() -> dict:
    t = trip_where(lambda t: bool(t["tweaks"]))
    t["world"]["inhabitants"] = "nobody"
    t["tweaks"][0].update(target="The lander's water heater at the place",
                          detail="It is the size of a cathedral, and people live in it.")
    return t


def _break_sunset() -> dict:
    t = trip_where(lambda t: t["maguffin"].get("kind") == "view")
    t["maguffin"]["looks"] = "It seems to notice visitors, and turns a little towards whoever stays longest."
    return t


R26_BEASTS_BREAKS = {"beasts-threat-stack": _break_stack, "beasts-monster-twice": _break_twice,
                     "beasts-lander-town": _break_town, "beasts-kit-era": _break_kit,
                     "beasts-tweak-unfit": _break_tweak}


def test_every_rule_has_a_break_and_fires():
    assert set(R26_BEASTS_BREAKS) == set(RULES)
    for rule, brk in R26_BEASTS_BREAKS.items():
        assert fires(brk(), rule), rule
    assert fires(_break_cathedral(), "beasts-tweak-unfit")
    assert fires(_break_sunset(), "beasts-tweak-unfit")


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 24 before this round's fix, audit/1..300, hang + slip-n-slide, violations):
    beasts-threat-stack 35 + 33, beasts-monster-twice 121 + 87, beasts-lander-town 14 + 16,
    beasts-kit-era 9 + 8, beasts-tweak-unfit 13 + 25."""
    found = []
    for i in range(1, 80):
        t = audit_trip(i, seed)
        check_r26beasts(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_a_named_creature_leaves_room_for_one_swarm_and_a_monster_holds_one_scene():
    assert MAX_THREATS == 2 and CAPS["Monster/Enemy"] == 1
    t = trip_where(lambda t: _creature(t, "Wildlife/Animals") is not None)
    assert len(threats(t)) <= MAX_THREATS


def test_a_monster_is_referred_back_to_on_the_clock():
    t = trip_where(lambda t: _creature(t, "Monster/Enemy") is not None
                   and any(e["track"] == "opp" for tk in t["clock"]["ticks"] for e in tk["events"]))
    sp = _creature(t, "Monster/Enemy")["name"].removeprefix("The ")
    texts = [e["text"] for tk in t["clock"]["ticks"] for e in tk["events"]]
    assert not any(re.search(rf"\b(a|an) {re.escape(sp)}\b", x, re.I) for x in texts), texts


def test_the_landers_big_beast_lines_need_wild_ground():
    lines = [(v, f) for v, _, f in load("trip/play_lines").items if f.get("use") == "react:Wildlife/Animals"
             and "{beast_" in v and "airless" not in v]
    town = {"air": "breathable", "life": "rich", "beast_size": "horse", "place_kind": "settlement"}
    assert lines and not [v for v, f in lines if fits(f.get("needs"), town)]
    assert [v for v, f in lines if fits(f.get("needs"), dict(town, place_kind="wild"))]
    assert [v for v, f in lines if fits(f.get("needs"), dict(town, beast_size="dog"))]


def test_the_calculator_takes_its_eras_name():
    names = {v: f["as"] for v, _, f in load("trip/kit_names").items}
    assert "calculating engine" not in names

    def called(tech: str) -> str:
        return next((a["name"] for a in names["calculator"] if fits(a["needs"], {"tech": tech})), "calculator")
    assert (called("iron"), called("steam"), called("electric"), called("digital")) == (
        "abacus", "mechanical calculator", "slide rule", "calculator")
    assert any(f.get("gear") == "calculator" for _, _, f in load("lists/skills").items)


def _rules(name: str) -> list:
    import json
    from pathlib import Path

    d = json.loads((Path(__file__).resolve().parents[1] / "corpora" / "grammars" / f"{name}.json").read_text())
    return [x for xs in d["rules"].values() for x in xs]


def test_tweak_lines_fit_what_they_act_on():
    rules = _rules("tweaks")
    assert not [x for x in rules if "#object" in str(x)]  # the everyday #thing#, not any object
    things = [x if isinstance(x, str) else x["text"] for x in load("grammars/tweaks").rules["thing"]]
    assert things and not [x for x in things if re.search(r"bonesaw|whale", x)]
    cathedral = next(x for x in rules if "size of a cathedral" in str(x))
    assert not fits(cathedral["needs"], {"inhabitants": "nobody", "tweak_on": "machine", "tweak_lander": "no"})
    assert not fits(cathedral["needs"], {"inhabitants": "many", "tweak_on": "machine", "tweak_lander": "yes"})
    assert not fits(cathedral["needs"], {"inhabitants": "many", "tweak_on": "maguffin", "tweak_lander": "no"})
    assert fits(cathedral["needs"], {"inhabitants": "many", "tweak_on": "machine", "tweak_lander": "no"})
    turns = next(x for x in _rules("maguffin") if "whoever stays longest" in str(x))
    assert not fits(turns["needs"], {"maguffin": "view", "realistic": "no"})
    assert not fits(turns["needs"], {"maguffin": "place", "realistic": "yes"})
