"""Round 37, the climax's needed clue and its gates (cold readers of algorithm-31 trips, reader D:
"This is the fact the page marks as needed and spreads across three scenes, and the players find
it useless at the climax"): a stripe "safe to touch or tread on" as the way past a turnstile and a
ring of keys; "holding hands" as the needed trick and as another scene's way round; a queue and a
private party at one sight; a monster that holds the way in the open and is missed by whoever
stands still, "awake in its lair now", driven off by "standing their ground".

Each rule of generators/trip/consistency_r37climax.py fires on a trip broken on purpose; the
generator side is tested where each fix lives (way_pass.py's ``operate``, way_trick.py, the needs
on the access and creature lines) and over 200 audit trips, so a test fails if a fix is reverted."""

from __future__ import annotations

import json

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r37climax import BARS, HELD, HIDES, QUEUED, RULES, TREAD
from generators.trip.way_pass import passing
from generators.trip.way_trick import fresh, tricks

TURNSTILE = "A turnstile at Ruby's Motel lets through one person at a time, and jams for an hour if two try at once."
STRIPE = ("How to get past it: whoever built it painted a stripe of one colour on every part of it that is " + TREAD
          + ", for their own people, and a crew who keep to the striped parts get through: no roll, and no time lost.")
HANDS = ("How to get past it: the flux lets through anyone holding hands with the one ahead, so a crew who cross in a "
         "chain come through untouched: no roll and no time lost.")


def _items(path: str) -> list[dict]:
    """A corpus file's items as dicts (value and fields, ``needs`` among them)."""
    return [{"value": v, **f} for v, _, f in load(path).items]


def _rules(path: str) -> list[tuple[str, str, str]]:
    """A grammar's rules as (symbol, text, needs as written)."""
    return [(sym, x["text"], x.get("needs") or "") if isinstance(x, dict) else (sym, x, "")
            for sym, xs in load(path).raw["rules"].items() for x in xs]


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f.get("id") == "way")


def _has_way(t: dict) -> bool:
    return len(t["scenes"]) >= 2 and any(f.get("id") == "way" for f in t["clues"])


def _break_mechanism() -> dict:
    t = trip_where(_has_way)
    ob = t["scenes"][-1]["obstacle"]
    ob.pop("passing", None)
    ob.pop("barrier_kind", None)
    ob["opposition"], ob["text"] = "Technical Challenges", TURNSTILE
    _way(t)["fact"] = STRIPE
    return t


def _break_trick() -> dict:
    t = trip_where(_has_way)
    _way(t)["fact"] = HANDS
    t["scenes"][0]["obstacle"]["way"] = ("Chalk each way taken and keep a map (PSYCHE DL 3), or go through all "
                                         "together, holding hands (GRACE DL 4).")
    return t


def _break_access() -> dict:
    t = trip_where(lambda t: bool(t["scenes"]))
    sc = t["scenes"][-1]
    sc["gm"] = "The sight the whole trip was sold on is here: there is a queue of people who have waited years."
    sc["release"] = ("Crimson says the Governor's Air Base is taken for a private party today and the tourists are not "
                     "on the list: pay 0.75M for the party's names to be added.")
    return t


def _break_creature() -> dict:
    t = trip_where(lambda t: any(n.get("body") == "creature" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("body") == "creature")
    n["manner"] = "Holds its ground in the open and comes at anyone who will not give way"
    n["secret"] = "How to get past it: it hunts by movement: anything that stands perfectly still is missed."
    return t


R37_CLIMAX_BREAKS = {"way-clue-wrong-mechanism": _break_mechanism, "needed-trick-is-way-round": _break_trick,
                     "climax-access-conflict": _break_access, "creature-bars-and-hides": _break_creature}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R37_CLIMAX_BREAKS[rule](), rule)


def test_the_rules_read_the_facts_not_the_words():
    """The same stripe over a bridge, the same trick with no scene that prints it, one regime alone,
    and a lurking monster missed when still: none fires."""
    t = _break_mechanism()
    t["scenes"][-1]["obstacle"]["text"] = "The only bridge across the Mill has lost half its planks."
    t["scenes"][-1]["obstacle"]["passing"] = "climb"
    assert not fires(t, "way-clue-wrong-mechanism")
    t = _break_trick()
    t["scenes"][0]["obstacle"]["way"] = "Chalk each way taken and keep a map (PSYCHE DL 3)."
    assert not fires(t, "needed-trick-is-way-round")
    t = _break_access()
    t["scenes"][-1]["gm"] = "The sight the whole trip was sold on is here: it is lovelier than the tourists dared hope."
    assert not fires(t, "climax-access-conflict")
    t = _break_creature()
    n = next(n for n in t["npcs"] if n.get("body") == "creature")
    n["manner"] = "Keeps out of sight until something comes close enough, then rushes it"
    t["scenes"] = json.loads(json.dumps(t["scenes"]).replace("standing their ground", "loud")
                             .replace("bored and looking for trouble", "asleep"))
    assert not BARS.search(json.dumps(t["scenes"])) and not fires(t, "creature-bars-and-hides")
    n["manner"] = "Holds its ground in the open and comes at anyone who will not give way"
    assert fires(t, "creature-bars-and-hides")  # the manner alone, beside the weakness


def test_a_device_is_operated_and_a_bridge_climbed():
    def ob(text: str, **kw) -> dict:
        return {"opposition": "Technical Challenges", "text": text, **kw}
    assert passing(ob(TURNSTILE)) == "operate"
    assert passing(ob("Every door at Kallia Station is locked, and the keys hang on one big ring with no labels.")) \
        == "operate"
    assert passing(ob("The only bridge across the Mill has lost half its planks.")) == "climb"
    assert passing(ob("The way through the Mill is a maze of turns that all look the same.")) == "other"


def test_the_stripe_needs_a_surface_and_devices_have_ways_of_their_own():
    lines = [x for x in _items("trip/play_clues") if str(x.get("use", "")).startswith("shortcut:Technical")]
    f = {"node": "planet", "inhabitants": "many", "meets_visitors": "yes", "barrier_kind": "built"}
    stripe = [x for x in lines if TREAD in x["value"]]
    assert stripe and not any(fits(x.get("needs") or "", {**f, "passing": "operate"}) for x in stripe)
    assert all(fits(x.get("needs") or "", {**f, "passing": "climb"}) for x in stripe)
    free = [x for x in lines if fits(x.get("needs") or "", {**f, "passing": "operate"}) and "no time lost" in x["value"]]
    assert len(free) >= 3, [x["value"][:60] for x in free]


def test_tricks_name_what_a_way_asks():
    assert tricks(HANDS) == {"hands"}
    assert tricks("go through all together, holding hands (GRACE DL 4)") == {"hands"}
    assert tricks("spread out and crawl across (MIGHT DL 3)") == {"crawl"}
    assert not tricks("work the bolt back through the crack with a blade")
    ways = [(HANDS,), ("the flux does not reach below knee height, so a crew who crawl the whole way",)]
    assert fresh(ways, ["go through all together, holding hands (GRACE DL 4)"]) == ways[1:]
    assert fresh(ways, []) == ways


def test_access_lines_declare_one_regime():
    """Every line that queues visitors needs access: queued, every line that has the place held
    by somebody needs access: held (the fact is rolled once, facts_r30.py)."""
    pools = [(x["value"], x.get("needs") or "") for f in ("trip/play_lines", "trip/maguffin_handling")
             for x in _items(f)]
    pools += [(text, needs) for sym, text, needs in _rules("grammars/places") if sym == "tourism_catch"]
    pools += [(text, needs) for sym, text, needs in _rules("grammars/maguffin")]
    q = [(v, n) for v, n in pools if QUEUED.search(v)]
    h = [(v, n) for v, n in pools if HELD.search(v) and "mission: tourism" in n or "vantage point" in v
         or "sold for the day" in v]
    assert len(q) >= 5 and len(h) >= 5, (len(q), len(h))
    assert all("access: queued" in n for v, n in q), [v[:60] for v, n in q if "access: queued" not in n]
    assert all("access: held" in n for v, n in h), [v[:60] for v, n in h if "access: held" not in n]


def test_a_monster_in_the_open_is_not_missed_by_standing_still():
    still = [n for sym, text, n in _rules("grammars/people")
             if sym == "creature_weakness_monster" and "perfectly still" in text]
    assert still and all(not fits(n, {"monster_sense": "sight", "monster_way": "bars"}) for n in still)
    way = [x for x in _items("trip/play_clues") if "stand stock still" in x["value"]]
    assert way and all(not fits(x.get("needs") or "", {"monster_sense": "sight", "monster_way": "bars"}) for x in way)
    ticks = [x for x in _items("trip/play_clock") if HIDES.search(x["value"])]
    assert ticks and all(not fits(x.get("needs") or "", {"monster_range": "lair", "monster_way": "bars"}) for x in ticks)


N_TRIPS = 200


def test_generator_keeps_the_climax_classes_apart_over_many_trips():
    """Over 200 audit trips none of the four rules fires, and the new lines are drawn."""
    from generators.trip.consistency_r37climax import check_r37climax

    found, operate, queued, held = [], 0, 0, 0
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        check_r37climax(t, t.get("world") or {}, [], lambda rule, msg, i=i: found.append((i, rule, msg[:100])))
        operate += passing(t["scenes"][-1]["obstacle"]) == "operate" if t["scenes"] else 0
        access = (t.get("world") or {}).get("access")
        queued += access == "queued"
        held += access == "held"
    assert not found, found[:5]
    assert operate >= 3 and queued >= 40 and held >= 40, (operate, queued, held)
