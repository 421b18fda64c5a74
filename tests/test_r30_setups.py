"""Round 30, every set-up pays off and every "the thing" is named (cold reads 44-46 of
algorithm-27 trips: 15 of 15 trips had a secret no clue leads to, a want nothing on the page
can meet, a referent the GM must invent, a decoy with no tell or a hatch left open for nothing).

The generation now keeps those lines from being drawn (corpora/grammars/people.json,
maguffin.json, places.json, chao.json, corpora/trip/play_*.json, a bystander's
``secret_bystander``, a tourist's tell from corpora/trip/tourist_tells.json via
trip/clue_tourist.py); each rule of generators/trip/consistency_r30setups.py fires on a trip
broken on purpose, and no corpora line it reads can be drawn to break it."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clue_tourist import tell_for
from generators.trip.consistency_r30setups import BYSTANDER, DANGLING, DECOY, RULES, TELL, VAGUE, WANTS
from generators.trip.knowing import home_today


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if not n.get("creature") and n.get("source") != "creature"]


def _liar(t: dict) -> dict:
    f = next(f for f in t["clues"] if f["id"].startswith("lies-"))
    return next(n for n in t["npcs"] if n["key"] == f["id"].split("-", 1)[1])


def _has_liar(t: dict) -> bool:
    return any(f["id"].startswith("lies-") for f in t.get("clues") or [])


def _break_secret() -> dict:
    """hang audit/15 under ccd699bf: "Plans to stay behind, and has packed for it", no clue."""
    t = trip_where(_has_liar)
    n = _liar(t)
    t["clues"] = [f for f in t["clues"] if f["id"] not in (f"lies-{n['key']}", f"secret-{n['key']}")]
    return t


def _break_want() -> dict:
    t = trip_where(lambda t: _people(t) and not any("election" in str(x).lower() for x in (t["scenes"], t["events"])))
    n = _people(t)[0]
    n["want"] = f"To win the next election at {t['scenes'][0]['place']}, whatever it costs"
    return t


def _break_vague() -> dict:
    t = trip_where(_has_liar)
    n = _liar(t)
    f = next(f for f in t["clues"] if f["id"] == f"lies-{n['key']}")
    f["fact"] = f"{n['name']} is hiding something: they broke the thing at {t['scenes'][0]['place']}."
    return t


def _break_bystander() -> dict:
    t = trip_where(_people)
    n = _people(t)[0]
    n["role"], n["secret"] = BYSTANDER, "Once stole from the market, and it comes up in their talk"
    return t


def _break_decoy() -> dict:
    t = trip_where(lambda t: True)
    sc = t["scenes"][-1]
    sc["gm"] = (sc.get("gm") or "") + " The maguffin is here, with a decoy beside it that looks exactly the same."
    return t


def _break_dangling() -> dict:
    t = trip_where(lambda t: (t.get("clock") or {}).get("ticks"))
    tick = t["clock"]["ticks"][0]
    tick["events"].append({"text": f"The rivals arrive near {t['scenes'][0]['place']} in a hurry, and leave "
                                   f"their hatch open behind them"})
    return t


R30_SETUPS_BREAKS = {"secret-no-clue": _break_secret, "want-no-object": _break_want,
                     "vague-the-thing": _break_vague, "decoy-no-tell": _break_decoy,
                     "dangling-object": _break_dangling}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R30_SETUPS_BREAKS[rule](), rule)


def test_a_bystander_says_what_they_saw():
    assert fires(_break_bystander(), "vague-the-thing")


def _texts(o):
    """Every string of a data file's rules or items (its needs aside)."""
    if isinstance(o, dict):
        for k, v in o.items():
            if k not in ("needs", "description", "source", "licence", "kind"):
                yield from _texts(v)
    elif isinstance(o, (list, tuple)):
        for v in o:
            yield from _texts(v)
    elif isinstance(o, str):
        yield o


FILES = ("grammars/people", "grammars/maguffin", "grammars/places", "grammars/chao", "grammars/events",
         "trip/play_clock", "trip/play_lines", "trip/play_threads", "trip/maguffin_truth_due", "trip/play_clues")


@pytest.mark.parametrize("key", FILES)
def test_no_line_can_be_drawn_that_a_rule_flags(key):
    """The rules read the page; these files are where their lines come from (a cheap guard:
    no trip is built)."""
    import json
    from generators.data import corpora_dir

    data = json.loads((corpora_dir() / f"{key}.json").read_text(encoding="utf-8"))
    for text in _texts({k: v for k, v in data.items() if k in ("rules", "items")}):
        assert not VAGUE.search(text), text
        assert not DANGLING.search(text), text
        assert not (DECOY.search(text) and not TELL.search(text) and "let it take a decoy" not in text), text
        for need, found in WANTS:
            assert found is not None or not need.search(text), text


def test_every_tourist_secret_has_a_tell():
    rules = load("grammars/people").rules
    for sym in ("secret_tourist", "secret_client_tourist"):
        for r in rules[sym]:
            text = r if isinstance(r, str) else r["text"]
            tell, src = tell_for(re.sub(r"#\w+(\.\w+)*#", "the Rotary Club", text))
            assert tell and src == "npc", text


def test_a_tourist_is_met_by_their_tell():
    """hang audit/15 under ccd699bf: the tourist's secret was no fact at all."""
    t = audit_trip(15)
    n = next(n for n in t["npcs"] if home_today(n))
    f = next(f for f in t["clues"] if f["id"] == f"secret-{n['key']}")
    assert f["clues"] and f["clues"][0]["at"] == n["key"]
