"""Round 16, variety: lines copied word for word across trips (cold read 23, reader C,
"Repetition across trips"). The measure is scripts/pair_repeats.py: over all pairs of the
audit trips, the mean number of identical generated clauses (names and numbers masked) two
trips share. On main (ALGORITHM 15) hang audit/1..100 share 19.6; widened pools bring it to
about 16; the bound leaves headroom for other branches' new lines."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

from generators.data import load
from tests.audit_trips import audit_trip

ROOT = Path(__file__).resolve().parent.parent
N = 100
BOUND = 17.5  # after: 16.0 (hang audit/1..100); main: 19.6

_spec = importlib.util.spec_from_file_location("pair_repeats", ROOT / "scripts" / "pair_repeats.py")
pair_repeats = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pair_repeats)


def _trips():
    return [audit_trip(i) for i in range(1, N + 1)]


def test_two_trips_share_few_identical_lines():
    mean, on, field, n = pair_repeats.measure(_trips())
    assert n == N
    assert mean < BOUND, (mean, on.most_common(10))


def test_the_flagged_lines_are_no_longer_on_most_trips():
    """Reader C's most visible copies: a way-clue form and a dropped-thing clue on over half
    the trips, now one choice among several."""
    _, on, _, n = pair_repeats.measure(_trips())
    for pat in ("the ground itself shows how the way ahead can be passed",
                "Something dropped at X by someone in a hurry",
                "Get through in one piece, whatever is in the way here"):
        k = sum(c for s, c in on.items() if pat in s)
        assert k <= 0.7 * n, (pat, k)


SMELL = re.compile(r"\b(smell|smells|scent|tastes of|reek)", re.I)


def test_a_smell_on_about_half_the_breathable_scenes_not_every_one():
    had = total = 0
    for t in _trips():
        if t["world"].get("air") != "breathable":
            continue
        for loc in t["locations"]:
            total += 1
            had += bool(SMELL.search(loc.get("sensory") or ""))
    assert total > 40
    assert had <= 0.6 * total, (had, total)


def _items(key, use=None):
    """(value, raw entry) of a corpora list, checked by its loader first."""
    assert load(key).items
    raw = json.loads((ROOT / "corpora" / f"{key}.json").read_text())["items"]
    return [(e["value"], e) for e in raw if use is None or e.get("use") == use]


def test_new_clue_lines_load_and_keep_their_siblings_needs():
    lines = dict(_items("trip/play_clues"))
    for v, src, needs in (
            ("A notice pinned up at {place}, half torn down, with someone's notes in the margin", "trace",
             "inhabited; tech >= iron; place_kind != wild|sand|rock|water"),  # round 23: no notice in a dune field
            ("Two locals at {place} arguing about it, loud enough for anyone to hear", "overheard",
             "inhabited; people: some; air != vacuum; silent != yes"),  # round 26: not on the day of silence
            ("Signs the locals scratched at {place} for their own people, showing how the way ahead is passed (BRAINS DL 2 to read them)", "trace",
             "inhabited; tech <= steam; way_near != no"),  # (round 34: no scratched signs in 2016 Sacramento, cold read 34-b vexhollow-5)
            ("{npc}, who mentions it as if everyone knew already", "npc", "silent != yes"),
            ("The barn's mechanic, who patched up the lander of {rival} last month and heard plenty (CHARM DL 2)", "intel",
             "before != none")):  # (round 28: a first visit has no rival's lander patched last month)
        assert v in lines, v
        assert lines[v].get("source") == src
        assert lines[v].get("needs") == needs
    # a line that speaks of the locals is drawn only where there are some
    for v, f in _items("trip/play_clues", "scene"):
        if re.search(r"\blocals?\b", v):
            assert "inhabited" in (f.get("needs") or ""), v


def test_new_pools_widen_the_fixed_parts_of_place_descriptions():
    assert load("grammars/places")
    rules = json.loads((ROOT / "corpora" / "grammars" / "places.json").read_text())["rules"]
    for k in ("dug_room", "dug_fit", "track_marks", "open_shelter"):
        assert len(rules[k]) >= 5, k
    texts = [x if isinstance(x, str) else x["text"] for x in rules["desc_planet"]]
    assert not any("benches for a hundred" in x or "marked with posts" in x
                   or "a shelter of piled stones" in x for x in texts)
    for k in ("planet_fence", "planet_activity"):
        assert len(rules[k]) >= 9, k


def test_new_clock_thread_and_want_lines_load():
    clock = [v for v, _ in _items("trip/play_clock")]
    assert any(v.startswith("{holder} hears the crew's questions second-hand") for v in clock)
    wants = {v for v, _ in _items("trip/play_lines", "want:setback")}
    assert len(wants) >= 5
    faction = [v for v, _ in _items("trip/play_threads", "faction")]
    assert len(faction) >= 5 and all("{ease}" in v for v in faction)
