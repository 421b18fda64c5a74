"""One who tells the crew something in an event remembers it: no character tweak takes their
memory (content/places.tellers, content/tweaks_for._tweaks). The random-seed audit of round 17
found 'Egerika Melice reveals that the flight recorder was taken by force ...' beside 'Their
memory of the last year is gone' on the same Egerika (crimson-horse-95, audit/1), so the
complication's fact had no source (fact-teller-not-source)."""

from __future__ import annotations

from generators.content.places import tellers
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


def test_the_revealer_keeps_their_memory():
    from generators.trip.audit_trip import audit_trip as build

    t = build("crimson-horse-95", 1)
    told = [f for f in t["clues"] if f["id"].startswith("complication-") and "Egerika Melice reveals" in f["fact"]]
    assert told, "the trip still has Egerika's complication"
    assert "Egerika Melice" not in {x.split(" (")[0] for x in _memory_targets(t)}
    assert not fires(t, "fact-teller-not-source")


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
