"""Where templates and grammar rules join text, the English holds: no "a crowd of a
surveyor", no "three moons ... is the only light", no doubled articles or words, and no
leftovers of the machinery (``None``, ``((``, ``#symbol#``, ``{slot}``, an empty label).

Samples the trip pages of a campaign (the site's Markdown, as `daytrip roll trip --format
markdown` prints it) and every string of the trip JSON.
"""

from __future__ import annotations

import re

import pytest

from generators.rng import Stream
from generators.rules.board import roll_board
from generators.site.tripview import trip_markdown
from generators.trip.daytrip import trip_from_mission

SEEDS = (("slip-n-slide", 40), ("cold-joins", 40))

# (name, pattern): each a way a join goes wrong
BAD = [
    ("a crowd of a", re.compile(r"\b(?:crowd|group|gaggle|bunch|throng) of an? ", re.I)),
    ("plural sky, singular verb", re.compile(
        r"\b(?:moons|suns|stars|lights|lanterns|clouds)\b(?: [\w'-]+){0,8} is the only\b", re.I)),
    ("doubled article", re.compile(r"\b(?:a|an|the) (?:a|an|the)\b", re.I)),
    # not the end of a hyphenated name: "cross Mel's Drive-in in one piece" is no doubled word
    ("doubled word", re.compile(r"(?<![\w-])([a-z]{2,}) \1\b")),
    ("Python None", re.compile(r"\bNone\b")),
    ("one dice", re.compile(r"\b1 dice\b")),  # cold read 5: "the client's roll of 1 dice"
    ("grammar brackets", re.compile(r"\(\(")),
    ("grammar symbol", re.compile(r"#[a-z_]+(?:\.[a-zA-Z]+)*#")),
    ("template slot", re.compile(r"\{[a-z_]+\}")),
    ("empty label", re.compile(r"\*\*[^*\n]+:\*\*[ \t]*(?:\n|$|\*\*)")),
    ("space before punctuation", re.compile(r"[a-z] [,.;:](?:\s|$)")),
    ("doubled punctuation", re.compile(r"[,;:] *[,;:.]|(?<!\.)\.\.(?!\.)")),
]
# Proper names may repeat a word on purpose (a catalogue designation such as "Eddy Zero
# Zero"); the doubled-word check is on lower-case words only.


def _strings(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _strings(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _strings(v)


@pytest.fixture(scope="module")
def pages():
    out = []
    for seed, n in SEEDS:
        board = roll_board(Stream(seed, "board/1"), "typical", n)
        for i, m in enumerate(board.missions, 1):
            trip = trip_from_mission(m, Stream(seed, f"board/1/mission/{i}"), number=i)
            out.append((f"{seed} board/1/mission/{i}", trip_markdown(trip), trip.to_dict()))
    return out


@pytest.mark.parametrize("name, pattern", BAD, ids=[b[0] for b in BAD])
def test_no_broken_join_on_any_page(pages, name, pattern):
    found = []
    for where, md, _ in pages:
        for m in pattern.finditer(md):
            found.append(f"{where}: ...{md[max(0, m.start() - 60):m.end() + 30]!r}")
    assert not found, f"{name} on {len(found)} page(s):\n" + "\n".join(found[:8])


def test_no_empty_or_none_string_in_the_trip_json(pages):
    found = []
    for where, _, d in pages:
        for text in _strings({k: v for k, v in d.items() if k not in ("rolls",)}):
            if text.strip() in ("None", "null") or "((" in text or re.search(r"#[a-z_]+#", text):
                found.append(f"{where}: {text[:80]!r}")
    assert not found, "\n".join(found[:8])


@pytest.mark.parametrize("text", [
    "Raw plank walls, a crowd of a surveyor and his chain-men, and a sheriff",
    "A hollow of sand; by night three moons that race each other is the only light",
    "They meet at the the old harbour", "An a old map", "Pays None a head", "It is ((symbol))",
])
def test_the_checks_catch_the_broken_lines_a_cold_reader_found(text):
    assert any(p.search(text) for _, p in BAD)


def test_the_join_sites_cold_readers_found_are_rewritten():
    import json
    from pathlib import Path

    text = (Path(__file__).resolve().parent.parent / "corpora/grammars/places.json").read_text()
    assert "a crowd of #past_crowd#" not in text
    assert "#night_sky# is the only light" not in text
    assert "#past_crowd# drift" not in text
    json.loads(text)
