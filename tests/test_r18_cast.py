"""Round 18, cast (cold read 26): a clue bought "in exchange for a favour done there and then"
only from an NPC whose want the crew can meet on the spot (generators/trip/consistency_r18cast.py;
the fix: content/cast_facts.py ``favour``, the clue line's ``needs: favour: now`` in
corpora/trip/play_clues.json, read by trip/clues.py)."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.content.cast_facts import favour
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r18cast import RULES, THERE_AND_THEN

TEAGAN_WANT = "To join the crew and see the barn"


def _there_and_then(t: dict) -> list[tuple[str, str]]:
    """(NPC name, want) of every clue on trip ``t`` bought with a favour done there and then."""
    wants = {n["name"]: n["want"] for n in t["npcs"]}
    return [(who, wants[who]) for f in t.get("clues") or [] for x in f["clues"]
            for who, sep, _ in [x["how"].partition(THERE_AND_THEN)] if sep and who in wants]


# --- breaks (tests/test_consistency.py::test_each_structure_rule_fires) ---------------------

def _break_favour() -> dict:
    """Teagan, who wants to join the crew, trades a clue for a favour done there and then (cold
    read 26)."""
    t = trip_where(lambda t: bool(_there_and_then(t)))
    who = _there_and_then(t)[0][0]
    next(n for n in t["npcs"] if n["name"] == who)["want"] = TEAGAN_WANT
    return t


R18_CAST_BREAKS = {"favour-not-here": _break_favour}


def test_rules_are_registered_and_each_break_fires():
    assert set(RULES) <= set(STRUCTURE_RULES)
    assert set(R18_CAST_BREAKS) == set(RULES)
    for rule, make in R18_CAST_BREAKS.items():
        assert fires(make(), rule), rule


# --- the fact --------------------------------------------------------------------------------

def test_favour_reads_the_want():
    """What can be given at the scene, there and then, and what cannot (corpora/grammars/
    people.json wants seen beside the line on r17 trips, cold read 26)."""
    for want in ("To teach the crew a song before they go", "To sell a story to the crew",
                 "To hear news of home, any home", "To be paid for what they know about the ledger",
                 "To trade what they know about the comb for a photograph of home",
                 "To hear their name said properly by a stranger, whatever it costs"):
        assert favour(want) == "now", want
    for want in (TEAGAN_WANT, "To go home, but only if the crew can promise nobody there will ask questions",
                 "To get a seat on the crew's lander home, and to work the whole day for it",
                 "To get their old job back, whatever it costs", "To stop a wedding at Island Zero Zero, whatever it costs",
                 "To trade what they know about the crest-lizard for a favour to be named later",
                 "To trade what they know about the soil core for a seat on the lander next time",
                 "To borrow one of the crew's tools and give it back tomorrow, which is a problem",
                 "To be paid twice: once by the crew, once for stopping them",
                 "To get off Earth 1928-SS before the end of the day", ""):
        assert favour(want) == "later", want


# --- the fix: the line is not drawn any more -------------------------------------------------

def test_no_favour_there_and_then_from_one_whose_want_is_elsewhere():
    """Over the audit's own trips no NPC whose want cannot be met on the spot trades a clue for a
    favour done there and then (on fix18, 115 of 158 such clues on audit/1..200 of hang and
    slip-n-slide did: hang/1's Delicitis-63, who wants the crew gone before nightfall)."""
    seen = 0
    for seed in ("hang", "slip-n-slide"):
        for i in range(1, 161):  # (algorithm 19 draws the line on fewer of the first 60)
            for who, want in _there_and_then(audit_trip(i, seed)):
                seen += 1
                assert favour(want) == "now", (seed, i, who, want)
    assert seen >= 1  # the line is still drawn where it fits (round 21: one of 94 npc clue forms, not 24)
