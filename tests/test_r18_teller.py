"""One who tells the crew something in an event remembers it: no character tweak takes their
memory (content/places.tellers, content/tweaks_for._tweaks). The random-seed audit of round 17
found 'Egerika Melice reveals that the flight recorder was taken by force ...' beside 'Their
memory of the last year is gone' on the same Egerika (crimson-horse-95, audit/1), so the
complication's fact had no source (fact-teller-not-source)."""

from __future__ import annotations

from generators.content.event_tellers import tellers
from generators.trip.parts import forgetful
from tests.audit_trips import audit_trip, fires


def test_tellers_reads_events_and_complications():
    events = [
        {"kind": "event", "text": "Ana Bell tells the crew a secret about the mill."},
        {"kind": "complication", "text": "Involves Criminal Motives: Egerika Melice reveals that it was taken."},
        {"kind": "event", "text": "A storm comes in over the ridge."},
        {"kind": "complication", "text": "No Intel: The briefing cuts off."},
    ]
    assert tellers(events) == {"Ana Bell", "Egerika Melice"}


def test_the_revealers_keep_their_memory():
    """Over crimson-horse-95's audit trips (the seed of the finding; round 18's board deal has
    since given audit/1 another client), every fact told by a named person has
    that person among its clues, and some trips have one."""
    from generators.trip.consistency_play import TELLS

    told = 0
    for i in range(1, 121):
        t = audit_trip(i, "crimson-horse-95")
        told += any(TELLS.match(f["fact"]) for f in t["clues"])
        assert not fires(t, "fact-teller-not-source"), f"audit/{i}"
    assert told, "no trip with a fact that someone reveals"


def _memory_targets(t: dict) -> set[str]:
    class T:
        tweaks = t["tweaks"]
    return forgetful(T)


def test_no_forgetful_teller_over_audit_trips():
    for i in range(1, 40):
        t = audit_trip(i, "crimson-horse-95")
        lost = _memory_targets(t)
        named = tellers([e for e in t.get("events") or [] if "text" in e and "kind" in e])
        assert not lost & named, f"audit/{i}: {sorted(lost & named)} tell the crew something and remember nothing"
