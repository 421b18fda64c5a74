"""Round 34, the job hanging together (cold reads r34-a and r34-b, algorithm-30 trips): a client
gone before the pay is counted and then at the furnace in front of the crew; old marks in the rock
pricing a rival crew who landed an hour ago; "It gives the place: the old mine" to a crew hired to
map it; the barn's logbook telling a secret no booking shows; a client, a local and a rival crew
all working against the crew; a pilot working off a debt while tied to a post; locals buying back
a name they know; a band contract beside a safe key.

Each rule of generators/trip/consistency_r34job.py fires on a trip broken on purpose, and the
trips the generator now draws keep clear of them (cheap: cached audit trips only)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clue_say import sentence
from generators.trip.clue_secret import clue_tells
from generators.trip.consistency_r34job import RULES, check_r34job


def _contact(t: dict) -> str:
    return next(d["text"] for d in t["client_details"] if d.get("label") == "Contact")


def _success(t: dict) -> dict:
    return next(e for e in t["endings"] if e["outcome"] == "success")


def _break_gone() -> dict:
    t = trip_where(lambda t: any(d.get("label") == "Contact" for d in t.get("client_details") or []))
    who = _contact(t)
    _success(t)["client"] = (f"{who} pays on the spot, in small notes, and is gone before the crew have counted "
                             f"it. GM, the client's secret plays out here: {who} takes the soil core straight to "
                             "the barn's furnace in front of the crew.")
    return t


def _fact(t: dict, fid: str) -> dict:
    return next(f for f in t["clues"] if f["id"] == fid)


def _has(fid: str):
    return lambda t: any(f["id"] == fid for f in t.get("clues") or [])


def _break_old() -> dict:
    t = trip_where(_has("rival"))
    _fact(t, "rival")["clues"].append({
        "at": "scene-1", "kind": "scene", "scene": "scene-1", "source": "trace",
        "how": f"Marks scratched into the rock at {t['scenes'][0]['place']}, old but readable (BRAINS DL 2). "
               "It shows what the rivals are after: the reward."})
    return t


def _break_where() -> dict:
    t = trip_where(_has("where"))
    f = _fact(t, "where")
    f["fact"] = "The way to the old mine."
    f["clues"][0]["how"] = "A square of sacking with a few words daubed on it in tar. It gives the place: the old mine."
    return t


def _break_logbook() -> dict:
    t = trip_where(_has("motive"))
    f = _fact(t, "motive")
    f["fact"] = "What the client is not telling the crew: The contact is leaving the client's service next week."
    f["clues"][0]["how"] = ("The barn's logbook, where the donor's last booking is written up in the duty clerk's "
                            "careful hand (BRAINS DL 2)")
    return t


def _break_foils() -> dict:
    t = trip_where(lambda t: len(t.get("npcs") or []) >= 2 and any(
        d.get("label") == "Not telling the crew" for d in t.get("client_details") or []))
    next(d for d in t["client_details"] if d.get("label") == "Not telling the crew")["text"] = (
        "A rival is paying them to make sure the crew are slow about the egg.")
    t["npcs"][-1]["secret"] = "Has money riding on the crew going home without the egg, and would rather they did"
    return t


def _person(t: dict) -> bool:
    return (t.get("maguffin") or {}).get("kind") == "person"


def _break_working() -> dict:
    t = trip_where(_person)
    t["scenes"][-1]["gm"] = "The pilot is here, working off a debt they did not know they had."
    t["scenes"][-1]["release"] = "Gokce keeps them tied by the wrists to a post, where everyone can see."
    return t


def _break_buy_back() -> dict:
    t = trip_where(lambda t: (t.get("maguffin") or {}).get("kind") == "knowledge")
    _success(t)["follows"].append("The truth comes out: the locals send an offer after the crew for the heir's "
                                  "name, twice what Allison is paying.")
    return t


def _break_show() -> dict:
    t = trip_where(_person)
    t["client"] = "A band manager who has the missing traveller under contract for a show on Saturday"
    t["maguffin"]["why"] = "They have the only key to the client's safe."
    return t


def _break_price() -> dict:
    t = trip_where(lambda t: _person(t) and any(c.get("kind") == "npc" for f in t["clues"] for c in f["clues"]))
    c = next(c for f in t["clues"] for c in f["clues"] if c.get("kind") == "npc")
    n = next(n for n in t["npcs"] if n["key"] == c["at"])
    n["want"] = f"To get back what {t['maguffin']['short']} borrowed and never returned"
    c["how"] = f"{n['name']}, once the crew help with what they want (their Wants, in their entry)"
    return t


R34_job_BREAKS = {
    "paid-gone-then-stays": _break_gone,
    "old-trace-today": _break_old,
    "where-names-job-place": _break_where,
    "booking-tells-other": _break_logbook,
    "foils-stacked": _break_foils,
    "held-yet-working": _break_working,
    "locals-buy-back-knowledge": _break_buy_back,
    "rescue-client-booked-show": _break_show,
    "price-needs-maguffin": _break_price,
}


def test_every_rule_has_a_break():
    assert set(R34_job_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R34_job_BREAKS))
def test_each_rule_fires_on_its_break(rule):
    assert fires(R34_job_BREAKS[rule](), rule)


def test_the_cold_reads_lines_are_read_right():
    riv = [{"name": "The Saltwater Courier Company"}]
    assert clue_tells("way", "How to get round the rival crew at the Cave Mouth: they will step aside", riv) == "rival"
    assert clue_tells("way", "How to get through the flux at the old mine: a still centre", riv) == "way"
    assert clue_tells("motive", "They are not the client at all, only the client's assistant, acting alone.", []) \
        == "booking"
    assert clue_tells("motive", "The contact is leaving the client's service next week.", []) == "motive"
    said = sentence("where", "The way to the old mine.", "A square of sacking with a few words daubed on it in tar",
                    "trace")
    assert "the old mine" in said and "gives the place" not in said and "names" not in said


def test_audit_trips_keep_clear():
    """The trips the generator draws break none of the round's job rules (40 audit trips)."""
    found = []
    for i in range(1, 41):
        t = audit_trip(i)
        check_r34job(t, t.get("world") or {}, [], lambda rule, msg: found.append(f"audit/{i}: {rule}: {msg}"))
    assert not found, found[:5]


def test_one_foil_a_trip():
    """The fact foil is rolled once: rivals who came to spoil the job hold it, else the client,
    one local or nobody (facts_r30.py)."""
    seen = set()
    for i in range(1, 41):
        w = audit_trip(i).get("world") or {}
        seen.add(w.get("foil"))
        if w.get("rival_why") == "spoil":
            assert w.get("foil") == "rivals"
    assert {"client", "local", "none"} <= seen
