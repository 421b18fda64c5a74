"""Pregenerated crew (Class Matters, designations, the suit, an exact itemised CP spend) and
SlipShips (the rules' component costs, tonnage, power per hour, one-day budget)."""

from __future__ import annotations

import json
import re

import pytest
from conftest import run_cli
from hypothesis import given, settings
from hypothesis import strategies as st

from generators.rules import cp
from generators.rules.crew import roll_crew
from generators.data import load
from generators.errors import BadInput
from generators.rng import Stream
from generators.schema import validate
from generators.rules.ship import HOURS, hull_costs, roll_ship

CLASSES = {v: f for v, _, f in load("lists/classes").items}


def spend_from_scratch(m) -> int:
    """The spend recomputed here from the rules' costs, independently of NPC.spend."""
    b = m.boosts
    total = 0
    for s, v in m.stats.items():
        free = 2 if b.choice == s else 1
        total += cp.stat_cost(v) - cp.stat_cost(free)
    for k in m.skills:
        total += sum(cp.step_cost(i) for i in range(b.skills.count(k.name) + 1, k.level + 1))
    total += sum(cp.step_cost(i, "fame") for i in range(b.fame + 1, m.fame + 1))
    if m.rank:
        total += sum(cp.step_cost(i, "rank") for i in range(1, m.rank.level + 1))
    total += sum(i.cp for i in m.items)
    return total


@pytest.mark.parametrize("seed", ["slip-n-slide", "a", "b", "🚀", "chaz"])
@pytest.mark.parametrize("budget", [100, 60, 150])
def test_crew_spend_is_exact_and_itemised(seed, budget):
    c = roll_crew(Stream(seed, "crew/1"), 4, budget)
    assert c.cp_total == 4 * budget
    for m in c.members:
        assert m.cp_spent == budget == sum(p.cp for p in m.spend)
        assert spend_from_scratch(m) == budget
        assert all(p.cp >= 0 for p in m.spend)
        suits = [i for i in m.items if i.kind == "suit"]
        assert len(suits) == 1 and suits[0].name == "Automated Survival Suit" and suits[0].cp == 2
    validate("crew", c.to_dict())


@settings(max_examples=25, deadline=None)
@given(seed=st.text(min_size=1, max_size=12).filter(lambda s: s.strip()), size=st.integers(1, 5),
       budget=st.integers(20, 200))
def test_crew_property(seed, size, budget):
    c = roll_crew(Stream(seed.strip(), "crew/1"), size, budget)
    assert len(c.members) == size
    for m in c.members:
        assert m.cp_spent == budget
        info = CLASSES[m.cls]
        # Class Matters: the chosen stat is one the class offers and starts boosted.
        choices = [ch["stat"] for ch in info["class_matters"]["choices"]]
        assert m.boosts.choice in choices and m.stats[m.boosts.choice] >= 2
        for name in m.boosts.skills:
            assert any(k.name == name and k.level >= m.boosts.skills.count(name) for k in m.skills)
        # Debt: 1d6 or 2d6 Megas as the class says, rolled.
        debt = info["class_matters"]["debt"]
        if debt in ("1d6", "2d6"):
            n = int(debt[0])
            assert n <= m.boosts.debt_megas <= 6 * n
            assert any(r.purpose.endswith("debt (Megas)") and r.total == m.boosts.debt_megas for r in m.rolls)
        else:
            assert m.boosts.debt_megas is None
        # Designations: every class with a ship job has one; Tourists (no duties) none.
        assert (m.designation is not None) == bool(info["crew"])
        if info["rank"]:
            assert m.rank is not None and m.rank.track == info["rank"]
        for k in m.skills:
            base = k.name.split(":")[0]
            spec = {v: f for v, _, f in load("lists/skills").items}[base].get("specialise")
            assert (":" in k.name) == bool(spec)


def test_crew_is_deterministic_and_path_local():
    a = roll_crew(Stream("x", "crew/1"), 3).to_dict()
    b = roll_crew(Stream("x", "crew/1"), 3).to_dict()
    assert a == b
    bigger = roll_crew(Stream("x", "crew/1"), 4).to_dict()
    assert bigger["members"][:3] == a["members"]  # adding a member changes no other


def test_crew_bad_input():
    with pytest.raises(BadInput):
        roll_crew(Stream("x", "crew/1"), 0)
    with pytest.raises(BadInput):
        roll_crew(Stream("x", "crew/1"), 2, 5)


# --- ships ---------------------------------------------------------------------------------


def test_hull_costs_are_the_rules_table():
    assert hull_costs() == {1: 2, 2: 4, 3: 8, 4: 16, 5: 32, 6: 64}


@pytest.mark.parametrize("capacity", [1, 2, 4, 7, 12, 99])
@pytest.mark.parametrize("seed", ["slip-n-slide", "q", "z"])
def test_ship_arithmetic(capacity, seed):
    s = roll_ship(Stream(seed, "ship/1"), capacity)
    t = (2 + s.hull_bonus) * capacity
    assert s.tonnage == t and s.mw_per_hour == t
    d = s.to_dict()
    assert d["power"][0]["mw"] == HOURS * t
    assert d["day_mw"] == sum(p["mw"] for p in d["power"]) == d["powersource_mw"]
    for p in d["power"]:
        assert p["mw"] == p["uses"] * p["mw_each"]
        if "per ton" in p["detail"]:
            assert p["mw_each"] == t * (2 if s.cargo_full else 1)
        if p["what"].startswith("Charge the Survival Suits"):
            assert p["uses"] == capacity
    core = {c["part"]: c["cp"] for c in d["components"] if c["core"]}
    assert core == {"Frame/Body": 2 * capacity, "Slip Capacitor": capacity,
                    "Powersource": d["day_mw"], "Outer Hull": 2 ** s.hull_bonus * capacity}
    assert d["cp_total"] == sum(c["cp"] for c in d["components"])
    assert s.cargo_full == any(c["part"] == "Cargo Hold" for c in d["components"])
    validate("ship", d)


def test_optional_component_costs():
    comps = {v: f for v, _, f in load("lists/ship_components").items}
    seen = set()
    for i in range(60):
        s = roll_ship(Stream(f"s{i}", "ship/1"), 3)
        for c in s.components:
            if c.core:
                continue
            seen.add(c.part)
            f = comps[c.part]
            if f.get("per") == "each":
                n = 3 if f.get("count") == "capacity" else 1
                assert c.cp == f["cost"] * n
            elif f["per"] == "m3":
                m = int(re.search(r"\((\d+) m3\)", c.name).group(1))
                assert 2 <= m <= 12 and c.cp == m
            elif f["per"] == "max_ton":
                assert c.cp == 3 * s.tonnage
            else:
                b = int(re.search(r"\+(\d)", c.name).group(1))
                n = int(c.name.rsplit(" x", 1)[1]) if " x" in c.name else 1
                assert c.cp == int(f["bonus_costs"][str(b)]) * n
        if any(c.part == "Concussion Torpedo" for c in s.components):
            assert any(c.part == "Torpedo Launcher" for c in s.components)
    assert {"Airlock", "Cabin (sleeping space for 1)", "Cargo Hold", "ForceField"} <= seen


def test_worked_ship():
    # Capacity 4, hull +2: tonnage 16, 16 MW an hour, 384 MW for 24 hours.
    s = roll_ship(Stream("x", "ship/1"), 4, hull=2)
    assert (s.tonnage, s.mw_per_hour, s.power[0].mw) == (16, 16, 384)
    assert next(c for c in s.components if c.part == "Outer Hull").cp == 16


def test_ship_bad_input():
    with pytest.raises(BadInput):
        roll_ship(Stream("x", "ship/1"), 0)
    with pytest.raises(BadInput):
        roll_ship(Stream("x", "ship/1"), 4, hull=7)


# --- CLI -------------------------------------------------------------------------------------


def test_cli_crew_and_ship():
    r = run_cli(["roll", "crew", "--seed", "slip-n-slide", "--size", "3"])
    assert r.code == 0, r.err
    assert r.out.count("CP: 100 of 100") == 3 and "Automated Survival Suit" in r.out
    assert "reproduce: daytrip roll crew --seed slip-n-slide --size 3" in r.out
    j = run_cli(["roll", "crew", "--seed", "slip-n-slide", "--size", "2", "--cp", "150", "-f", "json"])
    d = json.loads(j.out)
    validate("crew", d)
    assert d["cp_total"] == 300
    s = run_cli(["roll", "ship", "--seed", "slip-n-slide", "--capacity", "5", "-f", "json"])
    validate("ship", json.loads(s.out))
    t = run_cli(["roll", "ship", "--seed", "slip-n-slide", "--capacity", "5"])
    assert "tonnage (2 + " in t.out and "One-day power budget" in t.out
    m = run_cli(["roll", "ship", "--seed", "slip-n-slide", "--capacity", "5", "-f", "markdown"])
    assert "| Component | CP | How |" in m.out


@pytest.mark.parametrize("args", [["roll", "ship", "--capacity", "0"], ["roll", "ship", "--hull", "9"],
                                  ["roll", "crew", "--size", "13"], ["roll", "crew", "--cp", "x"]])
def test_cli_errors_are_one_line(args):
    r = run_cli([*args, "--seed", "x"])
    assert r.code == 2 and len(r.err_lines) == 1 and r.err.startswith("Error: ")


def test_help_has_examples():
    for cmd in ("crew", "ship"):
        r = run_cli(["roll", cmd, "--help"])
        assert r.code == 0 and "Example:" in r.out


def test_largest_budget_is_always_spent():
    from generators.rules.crew import MAX_CP

    for i in range(15):
        c = roll_crew(Stream(f"big{i}", "crew/1"), 2, MAX_CP)
        assert all(m.cp_spent == MAX_CP for m in c.members)
    with pytest.raises(BadInput):
        roll_crew(Stream("x", "crew/1"), 2, MAX_CP + 1)
