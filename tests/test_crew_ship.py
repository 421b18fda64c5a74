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
from generators.rules.ship import hull_costs, roll_ship

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
    if m.rank:  # "You have a Military Rank": the class's Rank 1 is free
        total += sum(cp.step_cost(i, "rank") for i in range(1 + b.rank, m.rank.level + 1))
    total += sum(i.cp for i in m.items)
    return total


@pytest.mark.parametrize("seed", ["slip-n-slide", "a", "b", "🚀", "chaz"])
@pytest.mark.parametrize("budget", [100, 60, 150])
def test_crew_spend_is_exact_and_itemised(seed, budget):
    # "A typical beginning character gets 100 CP to spend on Stats, Skills, Gear, Crew, Fame
    # and a Ship": each PC's budget lines (own spend + share of the ship - Debt) sum to it.
    c = roll_crew(Stream(seed, "crew/1"), 4, budget)
    assert c.cp_total == 4 * budget
    assert sum(b.ship_share for b in c.budgets) == c.ship.cp_total
    for m, b in zip(c.members, c.budgets):
        assert sum(cp for _, cp in b.lines) == budget
        assert m.cp_spent == b.own == sum(p.cp for p in m.spend) == spend_from_scratch(m)
        assert b.own + b.ship_share + b.hire_share - b.borrowed == budget
        assert all(p.cp >= 0 for p in m.spend)
        suits = [i for i in m.items if i.kind == "suit"]
        assert len(suits) == 1 and suits[0].name == "Automated Survival Suit" and suits[0].cp == 2
    validate("crew", c.to_dict())


def test_crew_hire_and_debt():
    # "One crewmember can be hired for one year at a cost of 1 Character Point"; "You may
    # also choose to go into Debt to obtain more CP ... For every Character Point borrowed,
    # you will owe 1 Mega".
    c = roll_crew(Stream("hire", "crew/1"), 2, 100, hire=3)
    assert c.ship.capacity == 5 and sum(b.hire_share for b in c.budgets) == 3
    poor = roll_crew(Stream("hire", "crew/1"), 2, 20)
    assert any(b.borrowed for b in poor.budgets)
    for b in poor.budgets:
        assert sum(cp for _, cp in b.lines) == 20
        if b.borrowed:
            assert ("Debt: %d CP borrowed (owes %d Megas, 1 a month)" % (b.borrowed, b.borrowed), -b.borrowed) in b.lines


def test_not_legendary_yet():
    # NOT LEGENDARY YET: "Starting Stats higher than 3 are not allowed."
    for i in range(8):
        c = roll_crew(Stream(f"nl{i}", "crew/1"), 3, 300, not_legendary=True)
        assert all(v <= 3 for m in c.members for v in m.stats.values())


@settings(max_examples=25, deadline=None)
@given(seed=st.text(min_size=1, max_size=12).filter(lambda s: s.strip()), size=st.integers(1, 5),
       budget=st.integers(20, 200))
def test_crew_property(seed, size, budget):
    c = roll_crew(Stream(seed.strip(), "crew/1"), size, budget)
    assert len(c.members) == size
    for m, b in zip(c.members, c.budgets):
        assert sum(cp for _, cp in b.lines) == budget
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
    # Without the ship, adding a member changes no other (with it, the shares move).
    alone = roll_crew(Stream("x", "crew/1"), 3, ship=False).to_dict()
    bigger = roll_crew(Stream("x", "crew/1"), 4, ship=False).to_dict()
    strip = lambda ms: [{k: v for k, v in m.items() if k != "budget"} for m in ms]  # noqa: E731
    assert strip(bigger["members"][:3]) == strip(alone["members"])


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
    assert d["power"][0]["mw"] == d["power"][0]["uses"] * t and 1 <= d["power"][0]["uses"] <= 6
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
    # Capacity 4, hull +2: tonnage (2 + 2) x 4 = 16, 16 MW an hour. The Powersource holds
    # the burn list ("BURN 1 MW PER TON WHEN ... You return to Earth"): not 24 hours (384 MW).
    s = roll_ship(Stream("x", "ship/1"), 4, hull=2)
    assert (s.tonnage, s.mw_per_hour) == (16, 16)
    assert s.power[0].mw == 16 * s.power[0].uses < 384
    home = next(p for p in s.power if p.what == "Return to Earth")
    assert home.mw_each == 16 * (2 if s.cargo_full else 1)
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
    assert r.out.count("Budget (100 CP), line by line:") == 3 and "Automated Survival Suit" in r.out
    assert r.out.count("Share of the SlipShip") == 3
    assert "reproduce: daytrip roll crew --seed slip-n-slide --size 3" in r.out
    j = run_cli(["roll", "crew", "--seed", "slip-n-slide", "--size", "2", "--cp", "150", "-f", "json"])
    d = json.loads(j.out)
    validate("crew", d)
    assert d["cp_total"] == 300
    s = run_cli(["roll", "ship", "--seed", "slip-n-slide", "--capacity", "5", "-f", "json"])
    validate("ship", json.loads(s.out))
    t = run_cli(["roll", "ship", "--seed", "slip-n-slide", "--capacity", "5"])
    assert "tonnage (2 + " in t.out and "Power budget from the burn list" in t.out
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
        assert all(sum(cp for _, cp in b.lines) == MAX_CP for b in c.budgets)
    with pytest.raises(BadInput):
        roll_crew(Stream("x", "crew/1"), 2, MAX_CP + 1)


def test_cli_crew_of_four_budgets_sum_to_100():
    # `daytrip roll crew --size 4` prints one budget per PC that sums to exactly 100 CP,
    # the share of the ship included.
    r = run_cli(["roll", "crew", "--seed", "slip-n-slide", "--size", "4"])
    assert r.code == 0, r.err
    blocks = r.out.split("Budget (100 CP), line by line:")[1:]
    assert len(blocks) == 4
    for blk in blocks:
        rows = blk.split("\n\n")[0].strip().splitlines()
        nums = [int(x.rsplit(None, 1)[1]) for x in rows]
        assert "Share of the SlipShip" in blk and nums[-1] == 100 == sum(nums[:-1])
