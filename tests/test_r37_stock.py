"""Round 37, stock: text a GM meets again on trips of DIFFERENT seeds.

Round 36's final cold readers (algorithm 31) read trips of ten seeds and still met the same
client ("A mother who has been sleeping in the barn's parking lot for a week"), the same rescue
twist, the same rival goals and faction lines, recycled place names (Lowfold, Tally's End) and
"like a mattress" in three trips. scripts/seed_stock.py rolls trip 1 of 200 seeds (``daytrip
roll trip --seed stock001`` ...) and counts each masked sentence pattern, on the whole page and
by part (client, twist, rival, faction, place name, texture).

Measured on algorithm 32 (before this round's fix): every dream world's third place was "The
Whispering ..." (45 of 200 trips): a trip allowed two place names that promise nothing
(content/place_promise.py ``promised_twice``), and "Whispering" was the dream adjectives' one
promise, after which the names apart (Tally's End 6, Knot 10, ...) filled the rest. The cap of
two is lifted (a name that promises nothing has no line to repeat). Pools behind the most
common lines got siblings of the same needs: rescue and tour clients (the landlord 12, the
retirement community 16), rival goals (a spoiler, a watcher, a prize: 11-13 each), rescue
truths (the petty cash box 11), tourism and maguffin whys (11), the view's look (16), the gift
of food (17), scene obstacles (the maze 16, the stones 15, "agreeing with everything" 14), the
promise lines with two lines each, and the sound frames of a place's sensory line; the dream
ground "like a mattress" is a sofa cushion.

Not an audit rule (one trip cannot show a line common to many): the guard is the pins below,
on trip 1 of each of ``SEEDS`` fresh seeds (``r37stock-N``), rolled once per module."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from generators.data import load
from generators.render.trip import trip_text
from generators.rng import Stream
from generators.trip.daytrip import roll_trip
from scripts.seed_stock import parts

R37_STOCK_BREAKS: dict = {}  # no new audit rule (see the module's docstring)

CORPORA = Path(__file__).resolve().parent.parent / "corpora"
SEEDS = 80
AIM = 4  # 5% of 80

# quoted line (lower case) -> the most of the SEEDS trips it may be on (on algorithm 32 before
# the fix, of 200 seeds' trips: the landlord 12, the retirement community 16, "whispering" 45,
# the petty cash box 11, golf 11, the client's rival 11, insurers 13, "make sure the PCs fail"
# 13, fraud 13, last month 11, the gift of food 17, photographs 16, the maze 16, the stones 15,
# "agreeing with everything" 14, "like a mattress" 20, tally's end 6)
STOCK = {
    "sleeping in the barn's parking lot": AIM,
    "although they left the barn last week": AIM,
    "the landlord the missing traveller owes": AIM,
    "a retirement community from roseville": AIM,
    "the whispering ": AIM,
    "petty cash box": AIM,
    "over a week of golf": AIM,
    "the client's rival wants it": AIM,
    "sent by the barn's insurers": AIM,
    "hired to make sure the pcs fail": AIM,
    "prove the pcs' client is a fraud": AIM,
    "came for the same thing last month": AIM,
    "a gift of food": AIM,
    "photographs never do it justice": AIM,
    "a maze of turns that all look the same": 6,  # (two siblings added: aim 4 not met, 6 of 80)
    "sharp little stones work into boots": AIM,
    "agreeing with everything anyone says": 7,  # (five siblings: aim 4 not met, 7 of 80)
    "like a mattress": 5,  # (the dream line reworded; two texture lines left: 5 of 80)
    "where the rocks shriek": AIM,
    "tally's end": 2,
    "lowfold": 2,
}


@pytest.fixture(scope="module")
def trips():
    return [roll_trip(Stream(f"r37stock-{i}", "trip/1")) for i in range(1, SEEDS + 1)]


@pytest.fixture(scope="module")
def pages(trips):
    return [trip_text(t).split("ROLL LOG")[0].lower() for t in trips]


@pytest.fixture(scope="module")
def by_part(trips):
    out: dict[str, Counter] = {}
    for t in trips:
        for part, found in parts(t.to_dict()).items():
            out.setdefault(part, Counter()).update(found)
    return out


@pytest.mark.parametrize("line", sorted(STOCK))
def test_quoted_line_is_rare_across_seeds(pages, line):
    on = [i + 1 for i, p in enumerate(pages) if line in p]
    assert len(on) <= STOCK[line], f"{line!r} on {len(on)} of {SEEDS} trips: {on}"


# part -> the most trips of SEEDS any one of its patterns may be on
PART_CAP = {"client": 2 * AIM, "twist": 2 * AIM, "rival": 2 * AIM, "faction": 2 * AIM}


@pytest.mark.parametrize("part", sorted(PART_CAP))
def test_no_pattern_of_a_part_is_common(by_part, part):
    """Who the client is and what they hide, the maguffin's why and truth, a rival's gimmick and
    goal, a faction's want, method and attitude: none on more than 10% of the trips (the 5% aim
    is met by the quoted lines above; on algorithm 32 before the fix, of 200 seeds: the client
    16, the twist 11, the rival 13, the faction 11)."""
    over = [(c, s) for s, c in by_part[part].most_common() if c > PART_CAP[part]]
    assert not over, over[:5]


def test_no_place_is_named_from_the_names_apart_on_many_trips(trips):
    """The names apart (lists/place_names_apart.json) are for a place whose every drawn name is a
    near-copy of another's: rare. Before the fix, a trip allowed two names that promise nothing,
    and every place after the third took a name apart (Tally's End, Knot, Elbow...)."""
    apart = {v for v, _, _ in load("lists/place_names_apart").items}
    used = [loc["name"] for t in trips for loc in t.locations if loc["name"] in apart]
    places = sum(len(t.locations) for t in trips)
    assert len(used) <= places // 50, (len(used), places, Counter(used).most_common(5))


def test_place_name_words_apart_from_site_nouns_are_rare(by_part):
    """A word of a place's name that is not its site (an adjective, a name apart: "Whispering"
    was on 45 of 200 trips) is on at most 2 * AIM trips."""
    sites = set()
    for k, rules in load("grammars/places").rules.items():
        if k.endswith("_site"):
            for r in rules:
                sites.update(w.lower() for w in re.findall(r"[\w'-]+", r if isinstance(r, str) else r["text"]))
    words = [(c, w) for w, c in by_part["place name"].items() if w.startswith("word: ")
             and w[6:].lower() not in sites]
    over = sorted((c, w) for c, w in words if c > 2 * AIM)
    assert not over, over


def test_a_name_that_promises_nothing_is_never_held_back():
    """content/place_promise.py: one place a trip for each promise; no cap on names that
    promise nothing (the cap of two sent dream worlds to "The Whispering ..." and the names
    apart)."""
    from generators.content.place_promise import promised_twice

    names = ["The Kitchen of Applause", "The Endless Beach", "The train platform that is also a whale"]
    assert not promised_twice("The Borrowed Ballroom", names)
    assert promised_twice("The Whispering Stage", names + ["The Whispering Kitchen"])
    assert not promised_twice("The Whispering Stage", names)


def _entries(path: str, rule: str) -> list[tuple[str, str]]:
    rules = json.loads((CORPORA / path).read_text(encoding="utf-8"))["rules"]
    return [(e, "") if isinstance(e, str) else (e["text"], e.get("needs") or "") for e in rules[rule]]


@pytest.mark.parametrize("promise", ["singing", "humming", "breathing", "shrieking", "steaming", "roaring",
                                     "burnt", "overgrown"])
def test_promise_lines_have_siblings(promise):
    lines = [t for t, n in _entries("grammars/places.json", "promise_line") if f"place_promise: {promise}" in n]
    assert len(lines) >= 3, (promise, lines)


# (file, rule, needs fragment) -> the fewest lines the pool holds with it
WIDTH = {
    ("grammars/org.json", "client_rescue", "client_tie: money"): 2,
    ("grammars/org.json", "client_rescue", "client_tie: work"): 2,
    ("grammars/org.json", "client_rescue", "client_tie: kin"): 3,
    ("grammars/org.json", "client_tourism", "seats: club"): 5,
    ("grammars/org.json", "crew_goal", "rival_why: spoil"): 8,
    ("grammars/maguffin.json", "really_rescue", "maguffin: person"): 11,
    ("grammars/places.json", "sense", "air != vacuum"): 46,
}


@pytest.mark.parametrize("where", sorted(WIDTH), ids=lambda w: f"{w[1]}:{w[2]}")
def test_the_pools_behind_the_common_lines_are_wide(where):
    path, rule, frag = where
    n = sum(1 for _, needs in _entries(path, rule) if frag in needs)
    assert n >= WIDTH[where], (where, n)
