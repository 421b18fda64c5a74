"""Round 15, pay: the client, the pay and the endings agree (generators/trip/consistency_r15pay.py).
Each rule fires on a contradicting trip; the corpora and the code cannot draw the contradiction."""

from __future__ import annotations

import json

from generators.content import stratify
from generators.data import load
from generators.needs import fits, parse
from generators.rng import Stream
from generators.rules.board import roll_mission
from generators.trip.consistency import check, rule_names
from generators.trip.consistency_r15pay import MISS, PAYS, ROLL, RULES, check_r15pay
from generators.trip.daytrip import trip_from_mission


def _fired(trip: dict, world: dict) -> set:
    out = set()
    check_r15pay(trip, world, None, lambda rule, msg: out.add(rule))
    return out


PAY = ("1M per crewmember (half of a Success). The rest is the client's call: to argue for it, one "
       "crewmember rolls CHARM, opposed by the client's roll of 2 dice (one per level of the job's CL), "
       "highest die counts: a win gets the other half, a miss leaves the pay at half")


def _trip(**partial) -> dict:
    part = {"outcome": "partial", "pay": PAY, "client": "Ann pays half and argues about the rest.",
            "bring": "The box, but late.", "follows": ["Nothing follows them home this time."]}
    part.update(partial)
    return {"client_details": [{"label": "Manner", "text": "Talks fast"}],
            "endings": [{"outcome": "success"}, part,
                        {"outcome": "failure", "pay": "0M, whatever the crew's size", "client": "Ann pays nothing."}]}


def test_rules_are_registered():
    assert set(RULES) <= set(rule_names())


def test_a_clean_trip_fires_nothing():
    assert _fired(_trip(), {"maguffin": "object"}) == set()


def test_pay_roll_once():
    t = _trip(client="Ann pays half; the crew may roll CHARM, opposed by Ann's roll of 2 dice, keep the best, a miss keeps it")
    assert "pay-roll-once" in _fired(t, {})


def test_pay_roll_has_miss():
    t = _trip(pay=PAY.split(": a win")[0])
    assert "pay-roll-has-miss" in _fired(t, {})


def test_partial_pay_is_half():
    assert "partial-pay-is-half" in _fired(_trip(bring="The box, damaged; the client pays for what survived."), {})
    assert "partial-pay-is-half" in _fired(_trip(client="Ann pays, grudgingly, and sighs."), {})


def test_one_piece_part_undone():
    t = _trip(follows=["The part of the job left undone is taken by another crew, who finish it."])
    assert "one-piece-part-undone" in _fired(t, {"maguffin": "person"})
    assert "one-piece-part-undone" not in _fired(t, {"maguffin": "substance"})


def test_kind_client_wants_half_back():
    t = _trip()
    t["endings"][2]["pay"] += "; the client wants the half paid up front back"
    t["client_details"][0]["text"] = "Bargains over the fee, then tips generously"
    assert "kind-client-wants-half-back" in _fired(t, {})


# the corpora cannot draw them


def _fits(needs: str, facts: dict) -> bool:
    return fits(parse(needs), facts) if needs else True


def _items(path, use_prefix):
    return [(v, f) for v, _, f in load(path).items if f.get("use", "").startswith(use_prefix)]


def test_no_partial_client_line_restates_the_roll():
    for v, f in _items("trip/play_endings", "client:partial"):
        assert not ROLL.search(v), v


def test_partial_bring_and_client_lines_pay_half():
    for v, f in _items("trip/play_endings", "client:partial") + _items("trip/play_endings", "bring:partial"):
        assert not PAYS.search(v), v


def test_part_undone_needs_a_divisible_job():
    for v, f in _items("trip/play_endings", "follow:"):
        if "part of the job left undone" in v:
            for kind in ("person", "creature", "object"):
                assert not _fits(f.get("needs", ""), {"maguffin": kind}), v


def test_kind_lines_never_want_the_half_back():
    raw = json.load(open("corpora/grammars/org.json"))["rules"]["client_contact"]
    lines = [(r["text"], r.get("needs", "")) if isinstance(r, dict) else (r, "") for r in raw]
    lines += [(v, f.get("needs", "")) for v, f in _items("trip/play_endings", "client:failure")]
    from generators.trip.consistency_r15pay import KIND
    for text, needs in lines:
        if KIND.search(text):
            assert not _fits(needs, {"pay_when": "half"}), text


def test_partial_pay_roll_says_a_miss():
    for i in (1, 2, 3):
        s = Stream("r15-pay", f"audit/{i}")
        m = roll_mission(s, "typical")
        stratify(m, s, i)
        t = trip_from_mission(m, s).to_dict()
        part = next(e for e in t["endings"] if e["outcome"] == "partial")
        assert ROLL.search(part["pay"]) and MISS.search(part["pay"]), part["pay"]
        bad = []
        check_r15pay(t, t.get("world") or {}, None, lambda r, msg: bad.append((r, msg)))
        assert not bad, bad


def test_paid_then_withheld():
    t = _trip()
    t["endings"][0]["client"] = ("Ann pays in full, on the spot. GM, the client's secret plays out here: Ann does "
                                 "not know the box when they see it and will not pay until a PC proves it.")
    assert "paid-then-withheld" in _fired(t, {})


def test_a_secret_that_holds_the_pay_gets_a_held_client_line():
    from generators.trip.endings import secret_holds_pay
    from generators.trip.consistency_r15pay import PAID, HELD
    rows = load("trip/client_secret_due").items
    held = [v for v, _, f in rows if f.get("holds_pay")]
    assert held and all(secret_holds_pay(v.replace("#", "")) for v in held)
    for v, _, f in rows:  # every row that holds the pay says so
        assert bool(f.get("holds_pay")) == bool(HELD.search(f["due"])), v
    lines = _items("trip/play_endings", "client:success:held")
    assert lines and not any(PAID.search(v) for v, _ in lines)


def test_failure_haul_is_the_job():
    t = _trip()
    t["endings"][2]["bring"] = "The place where the moss was, written down; the thing itself stayed on the node."
    assert "failure-haul-is-the-job" in _fired(t, {"mission": "exploration"})
    assert "failure-haul-is-the-job" not in _fired(t, {"mission": "trade"})


def test_no_failure_line_on_a_record_job_is_part_of_the_job():
    from generators.trip.consistency_r15pay import PART_DONE
    for v, f in _items("trip/play_endings", "bring:failure"):
        if PART_DONE.search(v):
            for mission in ("exploration", "survey"):
                assert not _fits(f.get("needs", ""), {"mission": mission, "maguffin": "object"}), v


def test_ask_never_said():
    t = _trip()
    t["scenes"] = [{"number": 3, "want": "Help from Destiny Calvino, who wants something first."}]
    assert "ask-never-said" in _fired(t, {})
    t["scenes"][0]["want"] = "Help from Destiny Calvino, who wants something first: to get a ride home."
    assert "ask-never-said" not in _fired(t, {})


def test_a_want_line_that_mentions_an_ask_says_it():
    for v, f in _items("trip/play_lines", "want:"):
        if "wants something" in v:
            assert "{npc_wants}" in v, v


def test_faction_own_cause_offer():
    t = _trip()
    t["scenes"] = [{"number": 2, "want": "Get through.", "threads": [{"label": "Faction", "text": (
        "The Sleepless Militia have people at the Knot today. What they want: to prove a rival faction cheated. "
        "If the crew go along with them, they show a way through (-1 DL on this scene's obstacle); if the crew "
        "refuse them, they get in the way (+1 DL).")}]}]
    assert "faction-own-cause-offer" in _fired(t, {})
    t["scenes"][0]["threads"][0]["text"] = t["scenes"][0]["threads"][0]["text"].replace(
        "to prove a rival faction cheated", "to borrow the crew's lander for an hour")
    assert "faction-own-cause-offer" not in _fired(t, {})


def test_a_faction_of_its_own_cause_gets_its_own_line():
    from generators.trip.threads import own, threads_for  # noqa: F401
    assert own("to win an argument that is older than anyone in it")
    assert own("To bury an old quarrel at the Ballroom of Falling before sundown")
    assert not own("to borrow the crew's lander for an hour")
    lines = [v for v, f in _items("trip/play_threads", "faction_own")]
    assert lines and any(not f.get("needs") for v, f in _items("trip/play_threads", "faction_own"))
    assert not any("go along with them" in v or "A yes buys" in v for v in lines)


# the breaks tests/test_consistency.py::test_each_structure_rule_fires feeds the whole audit


def _whole(i: int = 1, mission: str | None = None) -> dict:
    import copy
    s = Stream("r15-pay-breaks", f"audit/{i}")
    m = roll_mission(s, "typical")
    stratify(m, s, i)
    return copy.deepcopy(trip_from_mission(m, s).to_dict())


def _end(t: dict, outcome: str) -> dict:
    return next(e for e in t["endings"] if e["outcome"] == outcome)


def _b_roll_once():
    t = _whole(); _end(t, "partial")["client"] = "Ann argues; the crew may roll CHARM, keep the best, a miss keeps half."
    return t


def _b_roll_miss():
    t = _whole(); e = _end(t, "partial"); e["pay"] = e["pay"].split(": a win")[0]
    return t


def _b_half():
    t = _whole(); _end(t, "partial")["client"] = "Ann pays, grudgingly, and sighs."
    return t


def _b_kind():
    t = _whole(); _end(t, "failure")["pay"] += "; the client wants the half paid up front back"
    _end(t, "failure")["client"] = "Ann pays nothing and tells the crew, kindly, that it was never possible."
    return t


def _b_undone():
    t = _whole(); t["world"]["maguffin"] = "object"
    _end(t, "partial")["follows"].append("The part of the job left undone is taken by another crew.")
    return t


def _b_withheld():
    t = _whole(); _end(t, "success")["client"] = ("Ann pays in full. GM, the client's secret plays out here: "
                                                  "Ann's payment is frozen for a week.")
    return t


def _b_haul():
    t = _whole(); t["world"]["mission"] = "survey"
    _end(t, "failure")["bring"] = "Notes, photographs and a half-finished record of the mine."
    return t


def _b_ask():
    t = _whole(); t["scenes"][0]["want"] = "Help from Ann Lee, who wants something first."
    return t


def _b_faction():
    t = _whole(); t["scenes"][0].setdefault("threads", []).append({"label": "Faction", "text": (
        "The Militia have people here today. What they want: to prove a rival faction cheated. If the crew go "
        "along with them, they show a way through (-1 DL on this scene's obstacle).")})
    return t


PAY_BREAKS = {"pay-roll-once": _b_roll_once, "pay-roll-has-miss": _b_roll_miss, "partial-pay-is-half": _b_half,
              "kind-client-wants-half-back": _b_kind, "one-piece-part-undone": _b_undone,
              "paid-then-withheld": _b_withheld, "failure-haul-is-the-job": _b_haul,
              "ask-never-said": _b_ask, "faction-own-cause-offer": _b_faction}


def test_every_rule_has_a_whole_trip_break():
    assert set(PAY_BREAKS) == set(RULES)
    for rule, make in PAY_BREAKS.items():
        assert rule in {v.rule for v in check(make())}, rule
