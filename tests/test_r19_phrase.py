"""Two places' sensory lines never share a stock phrase across the "; " between the sound and
what is underfoot (content/places.py ``_fresh_sense`` compares whole lines, not only each part).
Algorithm 18's slip-n-slide audit/986: "a tethered animal complains, over and over; underfoot, a
floor ..." and "a street seller calls the same three words over and over; underfoot, a floor ..."
(the audit's ``place-phrase-twice``: "over and over underfoot a")."""

from __future__ import annotations

import copy

from audit_trips import audit_trip, fires
from generators.text.echo import echo


def _sensory_echo(t: dict) -> str | None:
    lines = [x.get("sensory") or "" for x in t["locations"]]
    for k, line in enumerate(lines):
        hit = echo(line, lines[:k]) if k else None
        if hit:
            return hit
    return None


def test_slip_n_slide_986_places_share_no_phrase():
    t = audit_trip(986, "slip-n-slide")
    assert not fires(t, "place-phrase-twice")
    assert _sensory_echo(t) is None, [x["sensory"] for x in t["locations"]]


def test_no_two_sensory_lines_share_a_run_over_audit_trips():
    seen = 0
    for i in range(1, 41):
        t = audit_trip(i, "hang")
        seen += len(t["locations"]) > 1
        assert _sensory_echo(t) is None, (i, [x["sensory"] for x in t["locations"]])
    assert seen > 30


def test_the_join_echo_still_fires():
    """Kept able to fail: two lines whose sounds end alike before the same "; underfoot, a"."""
    t = copy.deepcopy(audit_trip(986, "slip-n-slide"))
    a, b = t["locations"][0], t["locations"][1]
    a["sensory"] = "Somewhere, a tethered animal complains, over and over; underfoot, a floor worn smooth by a great many feet."
    b["sensory"] = "Now and then, a street seller calls the same three words over and over; underfoot, a floor that is faintly warm."
    assert fires(t, "place-phrase-twice")
    assert _sensory_echo(t) == "over and over underfoot a"
