"""Round 27: what a past society cannot have (cold reads r27-cold-a, r27-cold-d of algorithm-25
trips): locals below iron tech have no money, writing or law ("two voices argue about money" in
5796 BCE beside "nobody here has any use for money"; a ledger, a letter of complaint, a plot sold
twice), and the valley has no farm stock before the missions (a loose goat in 5796 BCE, "the local
pack beasts" in 1478). Rules: generators/trip/consistency_r27money.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import fires, trip_where
from generators.needs import fits
from generators.trip.consistency_r27money import RULES

CORPORA = Path(__file__).resolve().parent.parent / "corpora"


def _stone(t: dict) -> bool:
    return fits("inhabited; tech <= stone", t["world"]) and any(n.get("folk") == "local" for n in t["npcs"])


def _break_money() -> dict:
    t = trip_where(_stone, seed="hang", n=150)
    n = next(n for n in t["npcs"] if n.get("folk") == "local")
    n["manner"] = "Polite until money comes up; talks in a bright, brittle voice"
    return t


def _break_stock() -> dict:
    t = trip_where(lambda t: t["world"].get("year") is not None and t["world"]["year"] < 1770
                   and not t["world"].get("fork") and t["scenes"], seed="hang", n=150)
    t["scenes"][0]["read_aloud"] = "Busy with children chasing a loose goat; acorn mush steams in woven baskets."
    return t


R27_MONEY_BREAKS = {"moneyless-locals-money": _break_money, "old-world-stock-americas": _break_stock}


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R27_MONEY_BREAKS[rule](), rule)


STONE = {"inhabitants": "few", "tech": "stone", "year": -5795, "node": "early", "life": "rich",
         "crowd": "some", "folk": "local", "tweaked": "none", "air": "breathable", "place_kind": "town"}

# the lines the cold readers quoted, each with the fact it now needs
LINES = {
    "grammars/places": ["two voices argue about money behind a wall", "children chasing a loose goat"],
    "grammars/people": ["polite until money comes up", "To be paid for what they know about #maguffin#: #fee_hire#",
                        "without breaking the law, if possible", "Buried a ledger at #place# that would end a career",
                        "Sold the same plot at #place# to two families", "a smock stiff with dried clay"],
    "grammars/org": ["to have the crew carry a letter of complaint to whoever sent them"],
}


def _needs_of(name: str, text: str) -> list:
    found = []

    def walk(x):
        if isinstance(x, dict):
            if x.get("text") == text:
                found.append(x.get("needs") or "")
            for v in x.values():
                walk(v)
        elif isinstance(x, list):
            for v in x:
                if v == text:
                    found.append("")
                walk(v)
    walk(json.loads((CORPORA / f"{name}.json").read_text()))
    return found


@pytest.mark.parametrize("name,text", [(n, x) for n, xs in LINES.items() for x in xs])
def test_quoted_lines_never_fit_a_stone_age_valley(name, text):
    needs = _needs_of(name, text)
    assert needs, text
    assert not any(fits(n, STONE) for n in needs), (text, needs)


def test_pack_beasts_never_before_the_missions():
    item = next(m for m in json.loads((CORPORA / "lists/maguffins.json").read_text())["items"] if m["value"] == "a breeding pair of the local pack beasts")
    assert not fits(item["needs"], dict(STONE, year=1477, node="past"))
    assert fits(item["needs"], {"life": "rich", "node": "planet"})


@pytest.mark.parametrize("seed", ["r27-cold-a", "r27-cold-d"])
def test_cold_seeds_clean(seed):
    import subprocess
    import sys

    from generators.trip.consistency import check
    daytrip = Path(sys.executable).parent / "daytrip"
    out = subprocess.run([str(daytrip), "roll", "trip", "--seed", seed, "--format", "json"],
                         capture_output=True, text=True, check=True).stdout
    assert not [v for v in check(json.loads(out)) if v.rule in RULES]
