"""Round 40, landing: each rule of generators/trip/consistency_r40landing.py fires on a trip broken
on purpose (R40_LANDING_BREAKS), and over the audit trips the generator keeps to it.

Cold read cold39-a-bramble-13: Dell's secret "Saw the crew's lander come down from a long way off"
against the slip-in's "**Here:** Sharon Cherryh and Dell Moorcock" (Dell is at the hatch when it
opens), and the clue holder for that secret is "Nolan Paley ... (scene 5)", five hours' walk away,
for something that happened at the landing. cold39-a-dunlin-21: the same secret for Nausina-62,
"Here" at the slip-in, told by "Two robots at the high summit", six hours' walk away."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.landing_at import FAR, NEAR, SEEN, at_landing, landing_secret
from generators.trip.consistency_r40landing import RULES
from generators.trip.landing_tell import landing_far, may_know

N_TRIPS = 200
FAR_LINE = "Saw the crew's lander come down from a long way off, and has been trying ever since to work out what it was"
NEAR_LINE = "Saw the crew land, and has been bringing friends by, one at a time, to look at the lander"


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if not n.get("creature") and n.get("key")]


def _at(t: dict, here: bool) -> list[dict]:
    places = [loc["name"] for loc in t["locations"]]
    return [n for n in _people(t) if (n.get("where") == places[0]) == here and n.get("where") in places]


def _break_here() -> dict:
    t = trip_where(lambda t: bool(_at(t, True)))
    _at(t, True)[0]["secret"] = FAR_LINE  # Dell, at the hatch
    return t


def _break_away() -> dict:
    t = trip_where(lambda t: bool(_at(t, False)))
    _at(t, False)[0]["secret"] = NEAR_LINE
    return t


def _far_pair(t: dict):
    """(owner, teller): two people at two places, neither the slip-in point."""
    away = _at(t, False)
    return next(((o, n) for o in away for n in away if n["where"] != o["where"]), None)


def _break_teller() -> dict:
    t = trip_where(lambda t: _far_pair(t) is not None)
    o, n = _far_pair(t)
    o["secret"] = FAR_LINE
    scene = next(sc["id"] for sc in t["scenes"] if sc.get("place") == n["where"])
    t["clues"] = [f for f in t["clues"] if f["id"] not in (f"secret-{o['key']}", f"lies-{o['key']}")]
    t["clues"].append({"id": f"secret-{o['key']}", "fact": f"{o['name']}'s secret: {FAR_LINE}.", "needed": False,
                       "clues": [{"at": n["key"], "kind": "npc", "scene": scene, "source": "npc",
                                  "how": f"{n['name']}, once the crew help with what they want, and not a moment before"}]})
    return t


R40_LANDING_BREAKS = {"landing-witness-here": _break_here, "landing-witness-away": _break_away,
                      "landing-teller-far": _break_teller}


def test_every_rule_has_a_break():
    assert set(R40_LANDING_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R40_LANDING_BREAKS[rule](), rule)


def test_the_fact_is_where_they_are_found():
    ctx = {"place": ["the commission's radio tower", "the old mine"],
           "_homes": ["the commission's radio tower", "the old mine", "the commission's radio tower"]}
    assert at_landing(ctx, 1) == {"at_landing": "yes"}
    assert at_landing(ctx, 2) == {"at_landing": "no"}
    assert at_landing(ctx, 3) == {"at_landing": "yes"}
    assert at_landing({"place": ctx["place"]}, 1) == {}  # homes not known: no fact, no gated line


def test_the_cold_reads_teller_cannot_know():
    """Dell at the radio tower (the slip-in point), Sharon there too, Nolan at the mine (scene 5)."""
    dell = {"key": "npc-6", "name": "Dell Moorcock", "where": "The Commission's Radio Tower", "secret": FAR_LINE}
    sharon = {"key": "npc-3", "name": "Sharon Cherryh", "where": "The Commission's Radio Tower", "secret": "x"}
    nolan = {"key": "npc-2", "name": "Nolan Paley", "where": "The old mine", "secret": "y"}
    aala = {"key": "npc-4", "name": "Aala Ford", "where": "The old mine", "secret": "z"}
    cast, places = [dell, sharon, nolan, aala], ["The Commission's Radio Tower", "The Bazaar", "The old mine"]
    assert landing_secret(dell["secret"])
    assert landing_far(nolan, "lies-npc-6", cast, places)
    assert not landing_far(sharon, "lies-npc-6", cast, places)  # she was at the landing too
    assert not landing_far(dell, "secret-npc-6", cast, places)  # their own
    dell["where"] = "The Bazaar"  # now met elsewhere: who lives beside them may know, Nolan still not
    assert not may_know(nolan, dell, places[0])
    nolan["where"] = "The Bazaar"
    assert may_know(nolan, dell, places[0])
    assert not landing_far(nolan, "secret-npc-4", cast, places)  # Aala's secret is not about the landing
    # seen from a long way off: nobody at the landing saw Dell there; slipped away before the
    # hatch opened: those at the landing saw them go
    assert not may_know(sharon, dell, places[0])
    dell["secret"] = "Saw the lander land from closer than anyone, and slipped away before the hatch opened"
    assert may_know(sharon, dell, places[0])


def _bystander_lines() -> list[dict]:
    path = Path(__file__).resolve().parents[1] / "corpora" / "grammars" / "people.json"
    rules = json.loads(path.read_text())["rules"]["secret_bystander"]
    return [r if isinstance(r, dict) else {"text": r} for r in rules]


def test_each_landing_line_says_where_its_witness_stood():
    """A line that puts its witness far off needs ``at_landing: no``, one that keeps them at the
    lander ``at_landing: yes``; both kinds are there for each, so neither has one stock line."""
    far = near = 0
    for r in _bystander_lines():
        needs = r.get("needs", "")
        if FAR.search(r["text"]):
            assert re.search(r"\bat_landing: no\b", needs), r["text"]
            far += 1
        if NEAR.search(r["text"]):
            assert re.search(r"\bat_landing: yes\b", needs), r["text"]
            near += 1
        if "at_landing: yes" in needs:
            assert not FAR.search(r["text"]), r["text"]
        if "at_landing" in needs:
            assert SEEN.search(r["text"]), r["text"]  # a landing line is one the tellers' rule reads
    yes = [r for r in _bystander_lines() if "at_landing: yes" in r.get("needs", "")]
    no = [r for r in _bystander_lines() if "at_landing: no" in r.get("needs", "")]
    assert far >= 4 and near >= 2 and len(yes) >= 4 and len(no) >= 4, (far, near, len(yes), len(no))


def test_generator_keeps_to_the_rules():
    """Over 200 audit trips: no rule fires, the landing lines are still drawn on both sides (the fix
    picks the line that fits where the witness stands, it does not drop them), and no one landing
    line is on more than one trip in twenty (cold reads: "Saw the lander land from closer than
    anyone" in fallow-4 and jarrow-6, "from a long way off" in bramble-13 and dunlin-21)."""
    from collections import Counter

    from generators.trip.consistency import check

    here = away = 0
    lines: Counter = Counter()
    for i in range(1, N_TRIPS + 1):
        t = audit_trip(i, "slip-n-slide")
        bad = sorted({v.rule for v in check(t)} & set(RULES))
        assert not bad, (i, bad)
        places = [loc["name"] for loc in t["locations"]]
        for n in _people(t):
            if landing_secret(n.get("secret")) and n.get("where") in places:
                here += n["where"] == places[0]
                away += n["where"] != places[0]
                lines[n["secret"]] += 1
    assert here >= 5 and away >= 15, (here, away)
    assert max(lines.values()) <= N_TRIPS // 20, lines.most_common(3)
