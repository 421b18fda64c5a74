"""Round 22: one person tells what they know in one temper (generators/trip/consistency_r22temper.py;
the lead's reading of slip-n-slide/2 under algorithm 20: Gardner told one clue "in a rush, glad to
have it off their chest" and another "grudgingly, as if each word cost them something")."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.trip.clue_price import temper
from generators.trip.consistency_r22temper import RULES

EAGER_LINE = "{npc}, who tells it in a rush, glad to have it off their chest"
GRUDGING_LINE = "{npc}, who tells it grudgingly, as if each word cost them something"


def _npc_clues(t: dict) -> list[dict]:
    return [cl for f in t["clues"] for cl in f["clues"] if cl["kind"] == "npc"]


def _break_temper() -> dict:
    """One teller's two clues, one eager and one grudging (the slip-n-slide/2 pair)."""
    def two(t: dict) -> bool:
        ats = [cl["at"] for cl in _npc_clues(t)]
        return any(ats.count(a) > 1 for a in ats)
    t = trip_where(two)
    ats = [cl["at"] for cl in _npc_clues(t)]
    at = next(a for a in ats if ats.count(a) > 1)
    mine = [cl for cl in _npc_clues(t) if cl["at"] == at]
    name = next(n["name"] for n in t["npcs"] if n["key"] == at)
    mine[0]["how"] = EAGER_LINE.replace("{npc}", name)
    mine[1]["how"] = GRUDGING_LINE.replace("{npc}", name)
    return t


R22_TEMPER_BREAKS = BREAKS = {"teller-temper-mixed": _break_temper}


def test_every_rule_has_a_break_and_fires():
    assert set(BREAKS) == set(RULES)
    for rule, brk in BREAKS.items():
        assert fires(brk(), rule), rule


def test_the_tempers_read_the_pool():
    """The cold read's pair is one of each; a plain way of telling is neither; and the pool of
    person forms has plenty of each temper and of neither, so a teller is never left without a form."""
    assert temper(EAGER_LINE) == "eager" and temper(GRUDGING_LINE) == "reluctant"
    assert temper("{npc}, who tells it to the crew's pilot and nobody else") == ""
    forms = [v for v, _, f in load("trip/play_clues").items if v.startswith("{npc}, who ")]
    counts = {k: sum(temper(v) == k for v in forms) for k in ("eager", "reluctant", "")}
    assert counts["eager"] >= 10 and counts["reluctant"] >= 10 and counts[""] >= 20, counts


def test_the_audit_trips_keep_one_temper_a_teller():
    """Fails on the base: 50 people of hang and slip-n-slide audit/1..100 told in both tempers."""
    from generators.trip.consistency import check
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 61):
            found = [v for v in check(audit_trip(i, seed)) if v.rule in RULES]
            assert not found, (seed, i, found)
