"""The needed facts read as facts: cold read 8 found "Where to go for an afternoon in the garden
of the old palace: the garden of the old palace", a clue that answers itself."""

from __future__ import annotations

from generators.trip.code import code_for, trip_for_code


def test_the_where_fact_never_answers_itself():
    seen_way = 0
    for n in range(1, 121):
        t = trip_for_code(code_for("clue-facts", n))
        fact = next(c["fact"] for c in t.to_dict()["clues"] if c["id"] == "where")
        if ": " in fact:
            ask, answer = fact.split(": ", 1)
            place = answer.split(", ")[0].rstrip(".")
            assert place.lower() not in ask.lower(), fact
        else:
            assert fact.startswith("The way to "), fact
            seen_way += 1
    assert seen_way, "no trip in 120 has a maguffin named for its own place: widen the range"


def test_no_clue_line_is_given_twice_on_one_trip():
    """Cold read 8: "Something dropped at the Ligundia Spore Market by someone in a hurry
    (scene 2)" was the clue to three facts on one page (51 of 100 trips had such a repeat)."""
    for n in range(1, 61):
        d = trip_for_code(code_for("clue-dups", n)).to_dict()
        hows = [x["how"] for f in d["clues"] for x in f["clues"]]
        assert len(hows) == len(set(hows)), (n, sorted(h for h in hows if hows.count(h) > 1))
