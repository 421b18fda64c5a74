"""Round 28, roles (cold readers of algorithm-25 trips, r27b-cold-c, -e, -f and r27-cold-a): a
trader selling the maguffin who guards it like a keeper ("goes over every corner ... to make
sure nothing has been touched", "the only way in is watched"); a go-between who "blurts it out
and then begs the crew to forget it"; "Lost the key they were trusted to keep" on the one the
crew must talk into opening the lock; "A collector in Napa who will not give a name" whose
named contact pays at the end as the client; "Zoey Ondaatje says that debt is the crew's, not the
client's" where Zoey is the client's own voice.

The facts behind each fix hold, the audit's trips keep every rule of
generators/trip/consistency_r28roles.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.cast_facts import BROKERS
from generators.content.people import KEEPER_ROLES
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r28roles import ANON, GUARD, LOST_KEY, RULES, SLIP, TRADER, check_r28roles

TRADE = {"mission": "trade", "maguffin": "object", "maguffin_made": "no", "maguffin_form": "ware",
         "maguffin_seen": "here", "maguffin_number": "one", "inhabited": "yes", "keeper_plan": "sell"}


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if n.get("source") != "creature" and n.get("body") != "creature"]


def _break_guard() -> dict:
    t = trip_where(lambda t: any(n["role"] == TRADER for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["role"] == TRADER)
    t["clock"]["ticks"][0]["events"].append(
        {"track": "goal", "text": f"{n['name']} sets a watch at {n['where']}: from now on someone is always awake "
                                  f"beside {t['maguffin']['short']}."})
    return t


def _broker_told(t: dict):
    keys = {n["key"] for n in _people(t) if n["role"] in BROKERS}
    return next((cl for f in t.get("clues") or [] for cl in f.get("clues") or []
                 if cl.get("kind") == "npc" and cl.get("at") in keys), None)


def _break_slip() -> dict:
    t = trip_where(lambda t: _broker_told(t) is not None, n=300)
    cl = _broker_told(t)
    name = next(n["name"] for n in _people(t) if n["key"] == cl["at"])
    cl["how"] = f"{name}, who blurts it out and then begs the crew to forget it"
    return t


def _break_key() -> dict:
    t = trip_where(lambda t: any(n["role"] in KEEPER_ROLES.values() for n in _people(t)))
    n = next(n for n in _people(t) if n["role"] in KEEPER_ROLES.values())
    n["secret"] = "Lost the key they were trusted to keep, and they regret it every day"
    t["obstacles"].append(f"A locked gate (DL 3): force it, or get the key from {n['name']}, who has it and "
                          f"wants something for it.")
    return t


def _break_client() -> dict:
    t = trip_where(lambda t: t["world"].get("contact") == "client")
    t["client"] = "A collector in Napa who will not give a name"
    return t


def _break_split() -> dict:
    t = trip_where(lambda t: t["world"].get("contact") == "client")
    contact = next(d["text"] for d in t["client_details"] if d["label"] == "Contact")
    t["endings"][0]["follows"].append(f"A message reaches the barn naming the favour the crew owe the locals, and "
                                      f"{contact} says that debt is the crew's, not the client's.")
    return t


R28_ROLES_BREAKS = {
    "trader-guards": _break_guard,
    "broker-clue-slip": _break_slip,
    "keeper-lost-key": _break_key,
    "client-anonymous-contact": _break_client,
    "client-split-contact": _break_split,
}


def test_breaks_cover_the_rules():
    assert set(R28_ROLES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R28_ROLES_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R28_ROLES_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_roles_rules(seed):
    found = []
    for i in range(1, 61):
        t = audit_trip(i, seed)
        check_r28roles(t, t["world"], [], lambda rule, msg, i=i: found.append(f"audit/{i} {rule}: {msg}"))
    assert not found, found[:5]


def test_a_trade_keeper_sells_and_nothing_guards_it():
    """A trade's keeper plans to sell, and no clock line or place line of a trade guards the
    maguffin (the trader's own lines are drawn from holds_trade)."""
    trades = [t for seed in ("hang", "slip-n-slide") for i in range(1, 61)
              if (t := audit_trip(i, seed))["world"].get("mission") == "trade"]
    assert trades
    assert all(t["world"].get("keeper_plan") in ("sell", "none") for t in trades)
    clock = [(v, f.get("_needs")) for v, _, f in load("trip/play_clock").items if f.get("track") == "goal:thing"]
    guards = [v for v, nd in clock if GUARD.search(v)]
    assert guards and not [v for v, nd in clock if GUARD.search(v) and fits(nd, TRADE)]
    assert any(fits(nd, TRADE) for v, nd in clock if "buyer" in v)
    g = load("grammars/places")
    assert not [r for r in g.rules["holds_trade"] if GUARD.search(r)]
    assert any(fits(nd, dict(TRADE)) for nd in g.rule_needs["holds_trade"])


def test_a_go_between_never_lets_it_slip():
    slips = [(v, f.get("_needs")) for v, _, f in load("trip/play_clues").items
             if f.get("use") == "npc" and SLIP.search(v)]
    assert slips
    assert all(not fits(nd, {"broker": "yes", "silent": "no"}) for _, nd in slips)
    assert all(fits(nd, {"broker": "no", "silent": "no"}) for _, nd in slips)


def test_a_keeper_never_lost_the_key():
    g = load("grammars/people")
    lost = [nd for r, nd in zip(g.rules["sec_did"], g.rule_needs["sec_did"]) if LOST_KEY.search(str(r))]
    assert lost and all(not fits(nd, {"role": "keeper"}) and fits(nd, {"role": "other"}) for nd in lost)


def test_an_anonymous_client_speaks_through_an_assistant():
    g = load("grammars/org")
    anon = [(r, nd) for sym, rows in g.rules.items() if sym.startswith("client_")
            for r, nd in zip(rows, g.rule_needs.get(sym, ())) if ANON.search(str(r))]
    assert anon
    assert all(not fits(nd, {"client": "person", "contact": "client"}) for _, nd in anon)
    assert all(fits(nd, {"client": "person", "contact": "assistant"}) for _, nd in anon)


def test_the_contact_is_never_set_apart_from_the_client():
    """The pay-out's lines say of the contact what they say of the client: "the crew's alone: the
    fee paid for the job", "asks the crew to stand in the way" (never "not the client's" beside
    the contact who is the client)."""
    dues = [f.get("due") or "" for key in ("trip/maguffin_truth_due", "trip/client_secret_due")
            for _, _, f in load(key).items]
    assert dues
    assert not [d for d in dues if "{contact}" in d and ("not the client's" in d or "between {contact}" in d)]
