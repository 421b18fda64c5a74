"""Round 18, world: lines that contradict the node's own world facts (cold read 26: the great
falls from a footbridge in the Sacramento Valley in 1920, a zeppelin yard where California joined
the Union as two states, a hanging village among teeming billions).

The facts behind each fix hold (corpora/ needs), and each rule of generators/trip/
consistency_r18world.py fires on a contradicting trip."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.content.world import airships_of, facts_of, relief_of
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import check
from generators.trip.consistency_r18world import RULES


def _say(t: dict, line: str) -> dict:
    """The trip with ``line`` added to its last place's description."""
    t["locations"][-1]["text"] += " " + line
    return t


def _break_drop() -> dict:
    t = trip_where(lambda t: t["world"]["family"] in ("past", "recent"))
    return _say(t, "A narrow footbridge of planks and rope slung across the gorge, with the great "
                   "falls pouring down close enough to feel.")


def _break_airship() -> dict:
    t = trip_where(lambda t: t["world"]["family"] == "alternate"
                   and airships_of("alternate", t["world"]["fork"]) == "no")
    return _say(t, "The Zeppelin Yard of the Republic, busy and loud.")


def _break_village() -> dict:
    t = trip_where(lambda t: t["world"].get("settled") == "teeming")
    return _say(t, "Beyond it, the Breathing Hanging Village, its ropes creaking.")


R18_WORLD_BREAKS = {"drop-on-flat-ground": _break_drop, "airships-off-fork": _break_airship,
                    "village-among-teeming": _break_village}


def test_every_rule_has_a_break_and_fires():
    assert set(R18_WORLD_BREAKS) == set(RULES)
    for rule, brk in R18_WORLD_BREAKS.items():
        assert fires(brk(), rule), rule


def _maguffin(words: str) -> dict:
    return next(f for v, _, f in load("lists/maguffins").items if words in v)


def _rule_needs(grammar: str, sym: str, words: str):
    g = load(grammar)
    k = next(i for i, r in enumerate(g.rules[sym]) if words in r)
    return g.rule_needs[sym][k]


VALLEY = {"node": "recent", "year": 1920, "tech": "electric", "inhabitants": "many",
          "water": "lakes", "air": "breathable", "setting": "outdoor", "place_kind": "any",
          "trees": "yes", "relief": "flat"}


def test_the_valley_floor_is_flat_and_planets_are_not():
    assert relief_of("recent", 1920) == "flat" and relief_of("deep", -31_000_000) == "flat"
    assert relief_of("alternate", 2017) == "flat"
    assert relief_of("planet", None) == "any" and relief_of("future", 58_000_000) == "any"


def test_no_drop_on_the_valley_floor():
    """The falls, the summits, the ridge tower, the ledge landing, the stone falling a long way
    and the narrow ledge over a long drop are never drawn on the valley's floor (cold read 26),
    and still are where the ground has relief."""
    hills = dict(VALLEY, node="planet", year=None, relief="any")
    for words in ("the great falls", "highest summit", "highest peak", "highest point around",
                  "ruined tower on the ridge"):
        needs = _maguffin(words).get("_needs")
        assert not fits(needs, VALLEY), words
        assert fits(needs, hills), words
    for sym, words in (("slip_in_what", "a ledge with a long view"), ("sound", "a long way down")):
        needs = _rule_needs("grammars/places", sym, words)
        assert not fits(needs, VALLEY) and fits(needs, hills), words
    ledge = next(f.get("_needs") for v, _, f in load("trip/play_obstacles").items
                 if v.startswith("A narrow ledge"))
    assert not fits(ledge, VALLEY) and fits(ledge, hills)


def test_airships_only_where_the_fork_put_them():
    forks = {v: f for v, _, f in load("lists/bifurcations").items}
    assert airships_of("alternate", "1937: The Hindenburg landed safely, and airships won the skies") == "yes"
    assert airships_of("alternate", "1850: California joined the Union as two states") == "no"
    assert airships_of("recent", None) == "no"
    assert sum(f.get("airships") == "yes" for f in forks.values()) == 2
    split = dict(VALLEY, node="alternate", year=2017, tech="digital", airships="no")
    for words in ("airship mast", "zeppelin yard"):
        needs = _rule_needs("grammars/places", "alt_site", words)
        assert not fits(needs, split), words
        assert fits(needs, dict(split, airships="yes")), words
    sky = next(f.get("_needs") for v, _, f in load("lists/skies").items if "airships" in v)
    assert not fits(sky, split) and fits(sky, dict(split, airships="yes"))


def test_no_village_among_teeming_billions():
    needs = _rule_needs("grammars/places", "planet_site", "hanging village")
    assert not fits(needs, {"inhabitants": "many", "settled": "teeming"})
    assert fits(needs, {"inhabitants": "few", "settled": "villages", "setting": "outdoor"})  # (round 26: out of doors)


def test_audit_trips_keep_the_facts():
    """The hang audit's trips (audit/1..199: on the base, the great falls at hang 16 and 196, a
    zeppelin yard on most forks, a hanging village at hang 85) break none of the rules, and the
    facts are on the trips' own sheets."""
    seen = set()
    for k in range(1, 200):
        t = audit_trip(k)
        seen.add((facts_of(t["world"])["relief"], facts_of(t["world"])["airships"]))
        assert not [v for v in check(t) if v.rule in RULES], k
    assert {("flat", "no"), ("any", "no")} <= seen
