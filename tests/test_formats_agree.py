"""Every format of a trip prints the same maguffin rows (generators/render/maguffin.py): the
plain text once left out a trade job's cargo, its look, where it is and how it travels,
which the Markdown had."""

from __future__ import annotations

import pytest

from generators.render.maguffin import maguffin_rows
from generators.render.trip import trip_text
from generators.site.post import trip_post
from generators.trip.code import code_for, trip_for_code

SEED = "slip-n-slide"


@pytest.fixture(scope="module")
def trip():
    """The campaign's first Acquisition/Trade job (the crew carry the client's cargo); which
    trip that is changes with the algorithm, since every stream is keyed by it."""
    for n in range(1, 300):  # Acquisition/Trade is 2d6 = 11 (1 in 18): under algorithm 8 the
        t = trip_for_code(code_for(SEED, n))  # first one is past trip 60
        if t.maguffin.get("cargo"):
            return t
    raise AssertionError("no trade job in 300 trips")


@pytest.mark.parametrize("fmt", ["text", "markdown", "reddit", "bbcode"])
def test_every_format_prints_every_maguffin_row(trip, fmt):
    out = trip_text(trip) if fmt == "text" else trip_post(trip, fmt)
    rows = maguffin_rows(trip.maguffin, trip.world)
    assert [r["label"] for r in rows][:2] == ["What the client wants", "What the crew bring to trade"]
    for r in rows:
        assert r["label"] in out, (fmt, r["label"])
        assert r["text"][1:40] in out, (fmt, r["text"])  # (Markdown may escape past there)
    assert trip.maguffin["cargo"] in out


@pytest.fixture(scope="module")
def rescue():
    """The campaign's first trip whose maguffin is a person (a stranded DayTripper)."""
    for n in range(1, 60):
        t = trip_for_code(code_for(SEED, n))
        if t.maguffin.get("kind") == "person":
            return t
    raise AssertionError("no person maguffin in 60 trips")


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_a_person_maguffin_is_they_in_every_row_and_box(rescue, fmt):
    """Cold read 8: a stranded pilot's rows said "What it looks like", "Where it is" and
    "GM only: what it really is" (issue 10: people are never "it")."""
    out = trip_text(rescue) if fmt == "text" else trip_post(rescue, fmt)
    section = out[out.lower().index("maguffin"):]
    for label in ("What it looks like", "What it is like", "Where it is", "How it travels", "How it comes home",
                  "what it really is"):
        assert label not in section, (fmt, label)
    assert "What they look like" in section and "Where they are" in section
    assert "who they really are" in section
