"""Round 38, stock: each rule of generators/trip/consistency_r38stock.py fires on a trip broken on
purpose (R38_STOCK_BREAKS), and over the audit trips the generator keeps to it.

Cold readers of ten algorithm-32 trips met, on trips of different seeds: "It is bait, and the
client is the one being hooked" (2 of 10), the lantern-dance maguffin (2), "Cheerfully fatalistic"
(3), "(their Wants, in their entry)" (all five of one reader's), the password computer, "a debt
of 1M to the rivals", and "the contact posted it in the client's name". Measured on trip 1 of
200 seeds (scripts/seed_stock.py's stock001..stock200) before the fix: the pointer 188, the
manner 23, the debt 18, the lantern dance 11, the bait 7. The pools behind them got siblings of
the same needs, and the pointer to a priced clue's want (said once a page, trip/clue_say.py) is
worded six ways.

Not an audit rule (one trip cannot show a line common to many): the guard is the pins below."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from generators.render.trip import trip_text
from generators.rng import Stream
from generators.trip.clue_say import POINTERS
from generators.trip.daytrip import roll_trip

R38_STOCK_BREAKS: dict = {}  # no new audit rule (see the module's docstring)

CORPORA = Path(__file__).resolve().parent.parent / "corpora"
SEEDS = 80

# quoted line (lower case) -> the most of the SEEDS trips it may be on (before the fix, of 200
# seeds' trips: 188, 23, 18, 11, 7)
STOCK = {
    "(their wants, in their entry": 30,
    "cheerfully fatalistic": 5,
    "a debt of 1m to the rivals": 6,
    "festival of lanterns": 4,
    "the client is the one being hooked": 3,
}


@pytest.fixture(scope="module")
def pages():
    return [trip_text(roll_trip(Stream(f"r38stock-{i}", "trip/1"))).split("ROLL LOG")[0].lower()
            for i in range(1, SEEDS + 1)]


@pytest.mark.parametrize("line", sorted(STOCK))
def test_quoted_line_is_rare_across_seeds(pages, line):
    on = [i + 1 for i, p in enumerate(pages) if line in p]
    assert len(on) <= STOCK[line], f"{line!r} on {len(on)} of {SEEDS} trips: {on}"


def test_the_pointer_to_a_want_is_worded_several_ways(pages):
    """The once-a-page pointer (cold read: "(their Wants, in their entry)" on all five trips):
    several of its wordings are met, none on most of the trips that print one."""
    used = Counter(w for p in pages for w in POINTERS if f"({w.lower()}" in p)
    assert len(used) >= 4, used
    assert max(used.values()) <= sum(used.values()) // 2, used


def _entries(path: str, rule: str) -> list[tuple[str, str]]:
    rules = json.loads((CORPORA / path).read_text(encoding="utf-8"))["rules"]
    return [(e, "") if isinstance(e, str) else (e["text"], e.get("needs") or "") for e in rules[rule]]


def test_the_pools_behind_the_quoted_lines_are_wide():
    adj = [t for t, n in _entries("grammars/people.json", "adj") if not n]
    assert len(adj) >= 24, len(adj)  # lines for any person (17 before the fix)
    truths = [t for t, n in _entries("grammars/maguffin.json", "really") if "maguffin: creature|object" in n]
    assert len(truths) >= 5, truths
    assert len(_entries("grammars/org.json", "client_hidden_assistant")) >= 8
    machines = [t for t, n in _entries("grammars/tweaks.json", "controlled_by_a_machine_or_a_system")
                if "tech >= digital" in n or "tech >= electric" in n]
    assert len(machines) >= 5, machines
    items = json.loads((CORPORA / "lists/maguffins.json").read_text(encoding="utf-8"))["items"]
    tours = [i for i in items if "tourism" in i.get("missions", []) and i["kind"] == "event"]
    assert len(tours) >= 6, [i["value"] for i in tours]
    ends = json.loads((CORPORA / "trip/play_endings.json").read_text(encoding="utf-8"))["items"]
    partial = [e for e in ends if e.get("use") == "bring:partial" and "maguffin: object|substance" in (e.get("needs") or "")]
    assert len(partial) >= 2, partial
