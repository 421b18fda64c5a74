"""Round 38, source: each rule of generators/trip/consistency_r38source.py fires on a trip broken on
purpose (R38_SOURCE_BREAKS), and over the audit trips the generator keeps to it.

Cold reads of algorithm-32 trips: "A security recording ... shows the way past: they will step
aside for a share of the credit" (a recording shows what happened in front of its camera, never a
person's price or motive); a note written by a local on a world where nobody writes. The table of
what each form of clue can carry is data (corpora/trip/clue_sources.json, checked on load by
trip/clue_source.py), and trip/clue_forms.py draws only forms that carry the fact: the test over
the audit trips fails if that filter (or the ``letters: local`` of the locals' message) is reverted,
while cameras, recorders and ways that are a person's price are still drawn; a camera shows a way
past only where it stands (the table's ``here``)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import DataError, load
from generators.trip.clue_forms import _forms
from generators.trip.clue_source import _rows, carries, fact_kind, form_of, is_price
from generators.trip.consistency_r38source import RULES

N_TRIPS = 200
SEED = "slip-n-slide"
CAMERA = ("A security recording at the Labour Palace, still running on its loop, that the locals never "
          "thought to check (BRAINS DL 2 to find the right minute)")
MESSAGE = ("A message at the Shell-bead Market, left where the locals leave such things for each other "
           "(BRAINS DL 2 to read it)")


def _break_camera() -> dict:
    t = trip_where(lambda t: any(f["id"] == "rival" and f["clues"] for f in t["clues"]), SEED)
    f = next(f for f in t["clues"] if f["id"] == "rival")
    f["clues"].append({"at": "scene-2", "kind": "scene", "scene": "scene-2", "how": CAMERA, "source": "trace"})
    return t


def _break_message() -> dict:
    t = trip_where(lambda t: len(t["clues"]) > 2, SEED)
    t["world"].update(tech="stone", inhabitants="few")
    t["clues"][2]["clues"].append({"at": "scene-1", "kind": "scene", "scene": "scene-1", "how": MESSAGE, "source": "trace"})
    return t


def _break_elsewhere() -> dict:
    t = trip_where(lambda t: len(t["scenes"]) >= 3 and any(f["id"] == "way" and not is_price(f["fact"]) for f in t["clues"]), SEED)
    f = next(f for f in t["clues"] if f["id"] == "way")
    f["clues"].append({"at": "scene-1", "kind": "scene", "scene": "scene-1", "how": CAMERA, "source": "trace"})
    return t


R38_SOURCE_BREAKS = {"source-cannot-know": _break_camera, "unlettered-note": _break_message,
                     "camera-elsewhere": _break_elsewhere}


def test_every_rule_has_a_break():
    assert set(R38_SOURCE_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R38_SOURCE_BREAKS[rule](), rule)


def test_the_table_sorts_carriers():
    assert form_of(CAMERA, "trace") == "camera"
    assert form_of("A helmet left on a rock at X with its suit recorder still running, that caught two of "
                   "the people here talking near it", "trace") == "voice"
    assert form_of("A note tucked into a gap in a wall at Knot Minus One", "trace") == "writing"
    assert form_of("Fresh scuffs at X and a dropped coil of twine", "trace") == "trace"
    assert form_of("Mira, who tells it for a drink", "npc") == "person"
    assert not carries(CAMERA, "trace", "price") and carries(CAMERA, "trace", "where")
    assert carries("Mira, who tells it", "npc", "motive")
    way = ("How to get round the rival crew at the tower: they will step aside for a share of the credit, "
           "settled there and then")
    assert is_price(way) and fact_kind("way", way, "rival") == "price"
    assert fact_kind("rival", "Team Weasel: They want to be famous.", "rival") == "rival"
    assert fact_kind("lies-npc-2", "Mo is hiding something: ...", "secret") == "secret"


def test_the_table_is_checked_on_load():
    """A row with an unknown kind, an unknown source, a bad pattern, or a source with no catch-all
    row is an error naming the file."""
    good = list(load("trip/clue_sources").items)
    for bad in ([("x", 1, {"source": "npc", "carries": "gossip"})] + good,
                [("x", 1, {"source": "ghost", "carries": "where"})] + good,
                [("x", 1, {"source": "trace", "words": "(", "carries": "where"})] + good,
                [("x", 1, {"source": "trace", "words": "x", "carries": "where", "here": "way"})] + good,
                [r for r in good if r[0] != "trace"]):
        with pytest.raises(DataError, match="clue_sources"):
            _rows(bad)


def test_a_price_is_never_drawn_from_a_camera():
    lines = _forms("scene", None, "rival", False, "price")
    assert lines and not [v for v, s in lines if form_of(v, s) in ("camera", "trace", "pictures", "cords")]
    assert [v for v, s in _forms("scene", None, "rival", False, "way") if form_of(v, s) == "camera"]
    assert not [v for v, s in _forms("scene", None, "rival", True, "way") if form_of(v, s) == "camera"]


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips no rule fires, while cameras, recorders and a way past that is a
    person's price are still drawn (with a clue). (Before round 38: 61 clues of the rules in
    these 200 trips.)"""
    from generators.trip.consistency import check

    seen = {"camera": 0, "voice": 0, "price": 0}
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, SEED)
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        for f in t["clues"]:
            forms = [form_of(c["how"], c["source"]) for c in f["clues"]]
            seen["camera"] += forms.count("camera")
            seen["voice"] += forms.count("voice")
            seen["price"] += f["id"] == "way" and is_price(f["fact"]) and bool(f["clues"])
    assert all(seen.values()), seen
