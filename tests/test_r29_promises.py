"""Round 29, promises kept and the gist told once (cold readers of algorithm-26 trips, issue 10):
a Hook that sets something up ("A local child went missing last night, and everyone who can
walk is out searching") met at a scene and never again, and the fact the maguffin turns on
printed word for word in its block, at the climax and in the Success ending.

Each hook line of corpora/trip/play_threads.json now carries a ``pay`` the Success ending says
(trip/hook_pay.py), the ending names the gist briefly and refers back to the climax
(trip/gist_pay.py), and each rule of generators/trip/consistency_r29promises.py fires on a trip
broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.consistency_r29promises import RULES, check_r29promises, keys
from generators.trip.gist_pay import REFER
from generators.trip.hook_pay import LEAD


def _hooked(t: dict) -> bool:
    return any(d["label"] == "Hook" for d in t["node"]["details"]) and any(
        f.startswith(LEAD) for e in t["endings"] for f in e["follows"])


def _break_unpaid() -> dict:
    """The hook's payoff taken out of the Success ending: the hook is set up and never paid."""
    t = trip_where(_hooked)
    for e in t["endings"]:
        e["follows"] = [f for f in e["follows"] if not f.startswith(LEAD)]
    return t


def _break_thrice() -> dict:
    """The fact the maguffin turns on said in full again in the Success ending (as before)."""
    t = trip_where(lambda t: (t["maguffin"].get("gist") or "") and any(sc.get("turns_on") for sc in t["scenes"]))
    win = next(e for e in t["endings"] if e["outcome"] == "success")
    win["follows"] = [f for f in win["follows"] if REFER not in f] + [
        f"GM, what the crew learnt at the climax is what the client pays for: {t['maguffin']['gist']}"]
    return t


R29_PROMISES_BREAKS = {"promise-unpaid": _break_unpaid, "gist-thrice": _break_thrice}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R29_PROMISES_BREAKS[rule](), rule)


def test_every_hook_line_pays_its_hook_off():
    """Each hook's scene line has a payoff, and the payoff names the hook (two of the key words
    of the hook and its scene line, one the hook's own: what ``promise-unpaid`` reads)."""
    hooks = [(v, f) for v, _, f in load("trip/play_threads").items if f.get("use") == "hook"]
    assert hooks
    for v, f in hooks:
        assert f.get("pay"), f["hook"]
        own = keys(f["hook"].replace("#world#", "Xx"))
        got = keys(f["pay"].replace("{place}", "Xx"))
        assert own & got and len((own | keys(v.replace("{place}", "Xx"))) & got) >= 2, (f["hook"], f["pay"])


def test_the_success_names_the_gist_briefly():
    """The Success ending refers back to the climax for the gist, and the gist is said in full
    at the climax and in the maguffin's block only."""
    t = audit_trip(next(i for i in range(1, 60) if audit_trip(i).get("maguffin", {}).get("gist")))
    gist = t["maguffin"]["gist"]
    win = next(e for e in t["endings"] if e["outcome"] == "success")
    assert any(REFER in f for f in win["follows"])
    assert not any(gist[:60] in f for e in t["endings"] for f in e["follows"])
    assert gist[:60] in (t["scenes"][-1].get("turns_on") or "")


@pytest.mark.parametrize("seed", ("hang", "slip-n-slide"))
def test_audit_trips_keep_the_rules(seed):
    for i in range(1, 13):  # (12 of each here; `daytrip audit --consistency` reads 300)
        t = audit_trip(i, seed)
        found = []
        check_r29promises(t, t.get("world") or {}, None, lambda r, m: found.append((r, m)))
        assert not found, (i, found)
