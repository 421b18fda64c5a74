"""Round 20, barrier: the needed way past the climax's obstacle written for another kind of
obstacle (cold read 28: "its hold is weakest on a crew who keep a hand on each other's shoulders"
for a griffon's larder faced on PSYCHE; "it only reaches so far" for a thing that burns whoever
holds it), and Stealth Required's DL printed two ways on one trip.

The facts behind each fix hold (clue_cast.barrier_use, corpora/ needs and "is"), the wrong lines
are not drawn over the audit's trips, and each rule of generators/trip/consistency_r20barrier.py
fires on a contradicting trip."""

from __future__ import annotations

import re
from types import SimpleNamespace

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.clue_cast import barrier_use
from generators.trip.clue_fit import trait, way_facts
from generators.trip.consistency import check
from generators.trip.consistency_r20barrier import RULES
from generators.trip.start import stealth_dl
from generators.trip.way_pass import passing

HOLD = "its hold is weakest on a crew who keep a hand on each other's shoulders"
REACH = "it only reaches so far"


def _clue(v: str) -> tuple[str, dict]:
    return next((x, f) for x, _, f in load("trip/play_clues").items if x.startswith(v))


def _way(t: dict) -> dict:
    return next(f for f in t["clues"] if f["id"] == "way")


def _has_way(t: dict) -> bool:
    return bool(t.get("scenes")) and any(f["id"] == "way" for f in t.get("clues") or [])


def _break_mind() -> dict:
    t = trip_where(lambda t: _has_way(t) and t["scenes"][-1]["obstacle"]["opposition"] == "Monster/Enemy")
    place = t["scenes"][-1]["place"]
    _way(t)["fact"] = f"How to keep a clear head at {place}: {_clue(HOLD)[0]}."
    return t


def _break_reach() -> dict:
    t = trip_where(lambda t: _has_way(t) and trait(t["scenes"][-1]["obstacle"]) == "plain")
    lead = _way(t)["fact"].split(": ")[0]
    _way(t)["fact"] = f"{lead}: {_clue(REACH)[0]}."
    return t


def _break_stealth() -> dict:
    t = trip_where(lambda t: "Stealth Required" in t["complications"] and any(
        e["text"].startswith("Stealth Required:") and "DL 4" in e["text"] for e in t["events"]))
    t["start"]["then"] = re.sub(r"against DL \d+ \([^)]*\)", "against that scene's obstacle DL",
                                t["start"]["then"])
    return t


R20_BARRIER_BREAKS = {"barrier-beast-as-mind": _break_mind, "barrier-reach-of-nonreacher": _break_reach,
                      "stealth-dl-twice": _break_stealth}


def test_every_rule_has_a_break_and_fires():
    assert set(R20_BARRIER_BREAKS) == set(RULES)
    for rule, brk in R20_BARRIER_BREAKS.items():
        assert fires(brk(), rule), rule


def test_a_beast_faced_on_psyche_is_passed_as_a_beast():
    """A creature's larder or hunting ground rolled on PSYCHE leads from the creature's lines
    (or its sign's, where it is not met), never the mind's; a rival who asks to join is people;
    a fear with nobody behind it is the mind's."""
    for opp in ("Monster/Enemy", "Wildlife/Animals"):
        ob = {"opposition": opp, "stat": "PSYCHE", "text": "Bones and deep scratch marks."}
        assert barrier_use(ob, beast_here=True) == f"barrier:{opp}"
        assert barrier_use(ob, beast_here=False) == "barrier:unseen"
    rival = {"opposition": "Rival DayTrippers", "stat": "PSYCHE", "text": "A rival asks to join."}
    assert barrier_use(rival, False) == "barrier:Rival DayTrippers"
    dread = {"opposition": "Psychological Challenges", "stat": "PSYCHE", "text": "A heavy dread."}
    assert barrier_use(dread, False) == "barrier:Psychological Challenges"
    top = {"opposition": "Dangerous Object", "stat": "PSYCHE", "text": "A spinning top."}
    assert barrier_use(top, False) == "barrier:Psychological Challenges"


def _ob(words: str) -> dict:
    v = next(v for v, _, f in load("trip/play_obstacles").items if words in v)
    return {"opposition": "Dangerous Object", "stat": "GRACE", "text": v.replace("{place}", "the yard") + "."}


def test_only_a_reaching_thing_only_reaches_so_far():
    """The marked line just out of its reach needs a thing whose harm reaches a set way round it
    (or grabs what comes near), never a thing that burns whoever holds it, counts down or answers
    questions (cold read 28)."""
    needs = _clue(REACH)[1]["_needs"]
    world = {"inhabitants": "many", "tech": "iron", "air": "breathable"}
    for words in ("freezes boots to the ground", "rings whenever anyone nearby tells a lie",
                  "ties itself round anything that comes close"):
        assert trait(_ob(words)) in ("near", "reaches") and fits(needs, _facts(world, _ob(words))), words
    for words in ("burns whoever holds it", "is counting down", "answers any question"):
        assert trait(_ob(words)) == "plain" and not fits(needs, _facts(world, _ob(words))), words


def _facts(world: dict, ob: dict) -> dict:
    """The facts the draw reads (trip/clue_forms.py _barrier): the way's and, since round 35, passing."""
    return {**way_facts(world, ob), "passing": passing(ob)}


def test_no_reach_to_keep_clear_of_for_what_comes_after_the_crew():
    """"Its reach stops at a line" (a creature met elsewhere) is never drawn for a swarm that
    follows anything warm, fresh tracks going the crew's way or a beast that will not let them
    leave; still for a hunting ground's edge."""
    needs = _clue("its reach stops at a line")[1]["_needs"]
    for words, opp in (("Fresh tracks at {place} go the same way", "Monster/Enemy"),
                       ("has decided one of the crew is its young", "Wildlife/Animals"),
                       ("Biting flies cloud", "Wildlife/Animals")):
        ob = dict(_ob(words), opposition=opp)
        assert trait(ob) in ("follows", "swarm") and not fits(needs, way_facts({}, ob)), words
    edge = dict(_ob("mark the edge of"), opposition="Monster/Enemy")
    assert fits(needs, way_facts({}, edge))


def test_stealth_required_has_one_dl():
    """The ruling names the DL the complication's own line gives, else the scene's obstacle DL:
    one number either way (cold read 28, trips a and g)."""
    sc = {"obstacle": {"dl": 3}}
    said = SimpleNamespace(events=[{"text": "Stealth Required: a drone patrols; the crew must move unseen (GRACE, DL 4)."}])
    assert stealth_dl(said, sc)[0] == 4
    quiet = SimpleNamespace(events=[{"text": "Stealth Required: something wakes at the slightest noise."}])
    assert stealth_dl(quiet, sc)[0] == 3


def test_no_audit_trip_draws_a_way_for_another_obstacle():
    """Over the audit's own trips (hang audit/1..199: 8 minds for beasts or people, 22 reaches for
    things that do not reach or that follow the crew, 13 Stealth DLs without one number before the
    fix), none now."""
    bad = [(i, str(v)) for i in range(1, 200) for v in check(audit_trip(i)) if v.rule in RULES]
    assert not bad, bad[:5]
