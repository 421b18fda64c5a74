"""Round 28, worlds with no air and worlds whose only life is microbes (cold readers of
algorithm-25 trips, seeds r27b-cold-a, r27b-cold-c and cold-282fa0): prophets who "mutter what
they dream to anyone who stops to listen" beside "Through the helmet, only the crew's own
breathing", old engines "rusted solid" and a rusted ladder in hard vacuum, "sharp little stones
work into boots" of sealed suits, "stone tools, fire" where nothing can burn, drunks who pick a
fight with anyone who will not drink with them among robot locals or in toxic air, and locals
"furred from nose to tail", herders with their dogs and hunters by a fire on a world of
"coloured films and crusts, and nothing with legs".

The lines that say such things now need the facts they lean on (corpora ``needs``), airless
and microbe worlds have lines of their own, the audit trips that broke the rules before the fix
keep them, and each rule of generators/trip/consistency_r28vacuum.py fires on a trip broken on
purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import parse
from generators.trip.consistency import _texts
from generators.trip.consistency_r28vacuum import (AIR_WORDS, ANIMALS, FURRED, MEAL, RULES,
                                                   check_r28vacuum)
from generators.trip.play_texts import play_texts


def _set(t: dict, fact: str, value: str) -> dict:
    t["world"][fact] = value
    return t


def _add_place_line(t: dict, line: str) -> dict:
    t["locations"][0]["text"] += " " + line
    return t


def _break_air() -> dict:
    t = trip_where(lambda t: t["world"].get("air") == "vacuum")
    return _add_place_line(t, "A few prophets sleep here in the open, and mutter what they dream to anyone "
                              "who stops to listen.")


def _break_meal() -> dict:
    t = trip_where(lambda t: t["world"].get("natives") == "robot")
    return _add_place_line(t, "A pair of drunks here pick a fight with anyone who will not drink with them.")


def _alien() -> dict:
    t = trip_where(lambda t: t["world"].get("natives") == "alien"
                   and any(d["label"] == "Locals" for d in t["node"]["details"]))
    return _set(t, "life", "simple")


def _break_locals() -> dict:
    t = _alien()
    next(d for d in t["node"]["details"] if d["label"] == "Locals")["text"] = \
        "The Tane, round-eared and furred from nose to tail; they keep to themselves"
    return t


def _break_animals() -> dict:
    t = _alien()
    t["events"].append({"when": "Hour 3", "text": "A herd of something grazes across the ridge, and nobody "
                                                  "will cross it until it has passed."})
    return t


R28_VACUUM_BREAKS = {"vacuum-air-words": _break_air, "vacuum-meal": _break_meal,
                     "microbe-locals": _break_locals, "microbe-animals": _break_animals}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R28_VACUUM_BREAKS[rule](), rule)


def _forbids(needs, fact: str, value: str) -> bool:
    """Whether a line's parsed ``needs`` rule it out wherever ``fact`` is ``value``."""
    return any(c[0] == "set" and c[1] == fact and (value in c[3]) != c[2] for c in needs or ())


def _lines(key: str):
    """(text, parsed needs, use) of every grammar rule or list item (with its other wordings) of ``key``."""
    d = load(key)
    for sym, rules in d.rules.items():
        for text, nd in zip(rules, d.rule_needs.get(sym) or [None] * len(rules)):
            yield text, nd, sym
    for value, _, f in d.items:
        nd = parse(f["needs"]) if f.get("needs") else None
        for text in [value, *(v for k, v in f.items() if isinstance(v, str) and k not in ("needs", "not")),
                     *f.get("more", ())]:
            yield text, nd, f.get("use") or ""


POOLS = ("grammars/places", "grammars/events", "grammars/planet", "grammars/org", "grammars/people",
         "grammars/tweaks", "trip/play_obstacles", "trip/play_clues", "trip/play_threads",
         "lists/planet_tech", "lists/alien_bodies", "trip/maguffin_handling")


@pytest.mark.parametrize("key", POOLS)
def test_pool_lines_need_the_facts_they_lean_on(key):
    for text, nd, use in _lines(key):
        if use.startswith("barrier:Wildlife") or {"deep", "early", "recent"} & set(use.split("_")) or ("set", "maguffin_form", True, frozenset({"meal"})) in (nd or ()):
            continue  # beside a wildlife obstacle, in Home-Earth's valley (its past or recent years), the feast (below)
        if AIR_WORDS.search(text):
            assert _forbids(nd, "air", "vacuum"), (key, text)
        if MEAL.search(text):
            assert _forbids(nd, "natives", "robot") and _forbids(nd, "air", "toxic"), (key, text)
        if ANIMALS.search(text) or (key == "lists/alien_bodies" and FURRED.search(text)):
            assert (_forbids(nd, "life", "simple") and _forbids(nd, "life", "none")
                    or _forbids(nd, "trees", "no") or _forbids(nd, "node", "planet")
                    or _forbids(nd, "realistic", "no") or any(c[1] in ("epoch", "era") for c in nd or ())), (key, text)
            # (trees grow only among richer life, and only a planet's life is ever mere microbes)


def test_airless_and_microbe_worlds_keep_lines_of_their_own():
    """The name's promise is still paid in hard vacuum, and a stone-age people there still has a
    technology line (no fire where nothing burns, no hide or bone where nothing has bones)."""
    places = load("grammars/places")
    promise = list(zip(places.rules["promise_line"], places.rule_needs["promise_line"]))
    for kind in ("prophets", "engines", "sticky"):
        airless = [x for x, nd in promise if f"place_promise: {kind}" in str(nd) or kind in x
                   if not _forbids(nd, "air", "vacuum") and not _forbids(nd, "place_promise", kind)]
        assert airless and not any(AIR_WORDS.search(x) for x in airless), kind
    stone = [f for _, _, f in load("lists/planet_tech").items if f["tech"] == "stone"]
    assert any(not _forbids(parse(f["needs"]), "air", "vacuum") for f in stone)
    assert any(not _forbids(parse(f["needs"]), "life", "simple") for f in stone)
    bodies = [f for _, _, f in load("lists/alien_bodies").items
              if not f.get("needs") or not _forbids(parse(f["needs"]), "life", "simple")]
    assert len(bodies) >= 3 and not any(f["body"] in ("furred", "feathered") for f in bodies)


# the audit trips that broke a rule of this module before the fix (algorithm 26, 2f81514e)
BROKE = {"hang": (13, 17, 47, 61, 95, 119, 139, 157, 179, 187, 199, 203, 263, 289),
         "slip-n-slide": (55, 65, 89, 151, 163, 179, 227, 271)}


@pytest.mark.parametrize("seed", sorted(BROKE))
def test_audit_trips_that_broke_the_rules_keep_them(seed):
    for i in BROKE[seed]:
        t = audit_trip(i, seed)
        got = []
        check_r28vacuum(t, t.get("world") or {}, _texts(t) + play_texts(t), lambda r, m: got.append((r, m)))
        assert not got, (seed, i, got)


def test_the_feast_is_eaten_only_where_the_crew_can_eat_it():
    """The tourists' local feast (lists/maguffins.json form meal, whose looks smell of woodsmoke)
    is given only where helmets and masks can come off and the locals eat at all."""
    feast = [f for _, _, f in load("lists/maguffins").items if f.get("form") == "meal"]
    assert feast
    for f in feast:
        nd = parse(f["needs"])
        assert all(_forbids(nd, "air", a) for a in ("vacuum", "toxic")) and _forbids(nd, "natives", "robot")
