"""The consistency audit's speed-ups change no finding (generators/trip/check_memo.py): a walk
remembered inside one check equals a fresh walk, nothing is remembered across checks (the tests'
broken trips are changed between two checks of the same dict), and round 22's cached start
patterns match what the uncached ones matched."""

from __future__ import annotations

import copy
import re

from generators.data import load
from generators.trip import check_memo
from generators.trip.audit_trip import audit_trip
from generators.trip.consistency import check
from generators.trip.consistency_r22start import _pattern
from generators.trip.consistency_walk import _strings, strings

SKIP = ("rolls", "command", "$schema", "world")


def test_a_remembered_walk_is_a_fresh_walk():
    t = audit_trip("hang", 3)
    fresh = _strings(t, SKIP)
    with check_memo.one_check():
        first = strings(t, SKIP)
        first.append(("x", "a caller's own change"))  # each caller gets its own list
        assert strings(t, SKIP) == fresh and strings(t["scenes"], (), "scenes") == _strings(t["scenes"], (), "scenes")
    assert strings(t, SKIP) == fresh and not check_memo._active


def test_nothing_is_remembered_from_one_check_to_the_next():
    t = copy.deepcopy(audit_trip("hang", 17))  # hang audit/17: empty-locals on the clue's way
    before = [str(v) for v in check(t)]
    t["events"].append({"when": "Hour 9", "text": "The truth about the truth about the colony."})
    after = [str(v) for v in check(t)]
    assert any(v.startswith("doubled-phrase") for v in after) and not any(v.startswith("doubled-phrase") for v in before)
    assert [str(v) for v in check(copy.deepcopy(t))] == after


def test_cached_start_patterns_match_as_before():
    t = audit_trip("hang", 5)
    read, then = t["start"]["read_aloud"], t["start"]["then"]
    for v, _, f in load("trip/play_lines").items:
        if not str(f.get("use") or "").startswith("react:"):
            continue
        old = re.compile("[^.]+?".join(re.escape(p) for p in re.split(r"\{\w+\}", f["roll"])), re.I)
        m_old, m_new = re.match("First: " + old.pattern, then, re.I), _pattern(f["roll"], "First: ").match(then)
        assert (m_old and m_old.group(0)) == (m_new and m_new.group(0))
        assert _pattern(v).pattern == "[^.]+?".join(re.escape(p) for p in re.split(r"\{\w+\}", v))
