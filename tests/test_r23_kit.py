"""Round 23's kit rules (trip/consistency_r23kit.py; cold read 32 of algorithm-21 trips: "body
armour +1" on a children's party magician, a drive-in warden, a motel's local authority and a
dreamer; "thick quilted coat +1" on four of six NPCs; "design workstation (pro kit)" carried by a
Special Forces medic): each rule fires on a trip broken on purpose, the NPC rules buy armour only
for a job that fights and spare kit only of a held skill (still spending their CP exactly), and
the audit trips stay clean; a Rank above 1 only for a role that commands others."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.content.kit_fit import fights, rank_cap
from generators.rng import Stream
from generators.rules import cp
from generators.rules.npc import roll_npc
from generators.trip.consistency_r23kit import RULES, _base, _pro_kits, _renamed


def _calm(n: dict) -> bool:
    return n.get("source") == "npc" and not fights(n.get("class"), n.get("role"))


def _armoured() -> dict:
    t = trip_where(lambda t: any(_calm(n) for n in t["npcs"]))
    n = next(n for n in t["npcs"] if _calm(n))
    n["items"] = list(n["items"]) + [{"name": "thick quilted coat +1", "level": 1}]
    return t


def _off_trade() -> dict:
    t = trip_where(lambda t: any(n.get("source") == "npc" and not any(
        k["name"] == "Medicine" for k in n["skills"]) for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc" and not any(k["name"] == "Medicine" for k in n["skills"]))
    n["items"] = list(n["items"]) + [{"name": "medkit (pro kit)", "level": 0}]
    return t


def _ranked() -> dict:
    t = trip_where(lambda t: any(n.get("source") == "npc" and rank_cap(n.get("role")) == 1 for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n.get("source") == "npc" and rank_cap(n.get("role")) == 1)
    n["rank"] = "Blade of a House (Military 2)"  # cold read 32: a 1568 river-people scout
    return t


R23_KIT_BREAKS = {"npc-armour-role": _armoured, "npc-kit-off-trade": _off_trade, "npc-rank-role": _ranked}


def test_each_kit_rule_fires_on_its_break():
    for rule, make in R23_KIT_BREAKS.items():
        assert fires(make(), rule), rule
    assert set(R23_KIT_BREAKS) == set(RULES)


def test_fighting_jobs():
    assert fights("Soldier, Engineering crew", "The warden of the site")
    assert fights("Politician/Nobility", "The boss of the local toughs")
    assert not fights("Celebrity/Entertainer", "The warden of the site")
    assert not fights("Physicist, Medical crew", "The local authority")


def test_a_job_that_does_not_fight_buys_no_armour_and_no_other_trades_kit():
    names, kits = _renamed(), _pro_kits()
    armour = {x for x, v in names.items() if v == "body armour"}
    for i in range(60):
        for cls in ("Celebrity/Entertainer", "Physicist", "Special Forces", "Tourist"):
            n = roll_npc(Stream(f"kit{i}", "npc/1"), "professional", cls=cls, keyed=(),
                         fights=cls == "Special Forces")
            items = [it.name for it in n.items]
            if cls != "Special Forces":
                assert not any(_base(x) in armour for x in items), (cls, items)
            held = {n_.base for n_ in n.skills}
            for it in n.items:  # a spare pro kit is a held skill's
                if it.kind == "pro kit" and it.skill is None and it.name in kits:
                    assert any(it.name == g for g in _held_gears(held)), (cls, items, held)
            assert n.cp_spent == n.cp_budget  # the rules' arithmetic stays exact


def test_a_role_that_commands_nobody_buys_no_rank_above_1():
    assert rank_cap("The local who knows the ground") == 1 and rank_cap("The warden of the site") == 1
    assert rank_cap("The boss of the local toughs") is None and rank_cap("The local authority") is None
    for i in range(60):
        n = roll_npc(Stream(f"rank{i}", "npc/1"), "legend", cls="Soldier", keyed=(), rank_max=1)
        assert n.rank is not None and n.rank.level == 1, n.rank
        assert n.cp_spent == n.cp_budget


def _held_gears(held: set) -> set:
    from generators.rules.npc_data import _skills

    return {_skills()[b].get("gear") for b in held}


def test_the_audit_trips_keep_kit_and_rank_to_the_job():
    for i in range(1, 16):
        t = audit_trip(i)
        for rule in RULES:
            assert not fires(t, rule), (i, rule)
