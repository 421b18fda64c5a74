"""Round 41, secrets: each rule of generators/trip/consistency_r41secrets.py fires on a trip broken
on purpose (R41_SECRETS_BREAKS), the lines that broke it carry the needs that keep them apart, and
the generator keeps to it.

Cold reads of round 40 (notes/r40/cold_a_report.md, cold_b_report.md): aspen-3, Kalla-88, "*The
organiser of the occasion*", "Has never actually seen the dance, only sold tickets to it"; gull-14,
Soma, who "came on a cheap outfit's lander that never came back for them", with the same secret;
cinder-7, Brianna "left behind when it slipped home" yet "Moved the viewing spot last year", and
"The truth about the harbour: It is the locals' funeral rite" for "A place, not a thing"; fern-8,
"The signature is not written yet" beside "It is exactly as old as the barn, to the day"; hazel-2,
"that crew took the money and never went" beside "the last rescue crew sent here, who never came
home", and a local "Is related to the mechanic"; elm-5, "To make the grad student pay" beside "Is
the only one here the grad student trusts"; juniper-6, "for the first time ever" beside "an
advance probe's flight recorder"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.cast_facts import person_facts
from generators.content.stay_fact import RIDE_HOME, stay_of
from generators.needs import fits
from generators.rng import Stream
from generators.trip import consistency_r41secrets as m
from generators.trip.consistency_r41secrets import RULES

CORPORA = Path(__file__).resolve().parent.parent / "corpora"
STRANDED_LATELY = "To get a seat on the crew's lander home. They came with another outfit's lander, and were left behind when it slipped home"


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if not n.get("creature") and n.get("key")]


def _break_organiser() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _people(t)[0]
    n["role"], n["secret"] = "The organiser of the occasion", "Has never actually seen the lantern dance, only sold tickets to it"
    return t


def _break_newcomer() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _people(t)[0]
    n["want"], n["secret"] = STRANDED_LATELY, "Moved the viewing spot last year, and the new one is not safe"
    return t


def _break_rite() -> dict:
    t = trip_where(lambda t: bool(t.get("maguffin")))
    t["maguffin"]["kind"], t["world"]["maguffin"] = "place", "place"
    t["maguffin"]["really"] = "It is the locals' funeral rite, and tourists are the entertainment."
    return t


def _break_age() -> dict:
    t = trip_where(lambda t: bool(t.get("maguffin")))
    t["world"]["maguffin_form"] = "permission"
    t["maguffin"]["really"] = "It is exactly as old as the barn, to the day, and nobody can say why that matters."
    return t


def _break_crew() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    t["client_details"].append({"label": "Not telling the crew", "gm_only": True,
                                "text": "They paid a crew for this rescue once before, and that crew took the money and never went."})
    _people(t)[0]["secret"] = "Knows what became of the last rescue crew sent here, who never came home"
    return t


def _break_kin() -> dict:
    t = trip_where(lambda t: t["world"].get("mission") == "rescue" and any(n.get("folk") == "local" for n in _people(t)))
    n = next(n for n in _people(t) if n.get("folk") == "local")
    n["secret"] = "Is related to the mechanic, and thinks nobody knows"
    return t


def _break_grudge() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _people(t)[0]
    n["want"] = "To make the grad student pay for what happened last week"
    n["secret"] = "Is the only one here the grad student trusts, and has not earned it"
    return t


def _break_probe() -> dict:
    t = trip_where(lambda t: "for the first time ever" in (t.get("goal") or ""))
    t["maguffin"]["what"] = "An advance probe's flight recorder"
    return t


R41_SECRETS_BREAKS = {"secret-organiser-unseen": _break_organiser, "secret-newcomer-long": _break_newcomer,
                      "truth-place-rite": _break_rite, "truth-unwritten-age": _break_age,
                      "earlier-crew-fate": _break_crew, "secret-kin-local": _break_kin,
                      "secret-grudge-trust": _break_grudge, "first-visit-probe": _break_probe}


def test_every_rule_has_a_break():
    assert set(R41_SECRETS_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R41_SECRETS_BREAKS[rule](), rule)


def _lines(path: str) -> list[tuple[str, str]]:
    """(text, needs) of every rule line of a grammar file."""
    data = json.loads((CORPORA / path).read_text())
    out = []
    for v in (data.get("rules") or data).values():
        for it in v if isinstance(v, list) else []:
            out.append((it, "") if isinstance(it, str) else (it.get("text") or "", it.get("needs") or "")
                       if isinstance(it, dict) else ("", ""))
    return out


def _needs(path: str, text: str) -> str:
    hits = [n for t, n in _lines(path) if t.startswith(text)]
    assert hits, text
    return hits[0]


def test_a_newcomer_is_new_and_a_local_long():
    """The fact first: a person stranded by another lander, a paying tourist, the rival captain and a
    visitor on a first visit are new; a local is here long (content/stay_fact.py)."""
    world = {"before": "barn", "inhabitants": "few", "visits": "some"}
    assert stay_of(RIDE_HOME, "visitor", world, False, "here") == "new"
    assert stay_of("The rival crew's captain", "visitor", world, False, "here") == "new"
    assert stay_of("The loudest of the paying tourists", "visitor", world, True, "here") == "new"
    assert stay_of("A local guide", "visitor", {"before": "none"}, False, "none") == "new"
    assert stay_of("The organiser of the occasion", "local", world, False, "here") == "long"
    assert stay_of("The stranded DayTripper the crew came for", "visitor", dict(world, stranded_years="yes"), False, "here") == "long"
    assert person_facts(Stream("r41", "stay"), RIDE_HOME, "visitor", world)["stay"] == "new"


@pytest.mark.parametrize("text", ["Has never actually seen", "Moved the viewing spot last year", "Once led tours here",
                                  "Has been telling every tour party", "Takes a small cut from everything the locals sell",
                                  "Was a tourist here once", "Came here on a DayTrip years ago",
                                  "Has been skimming from the takings"])
def test_a_long_stay_secret_is_never_a_newcomers(text):
    """cinder-7: "left behind when it slipped home" yet "Moved the viewing spot last year"."""
    needs = _needs("grammars/people.json", text)
    assert not fits(needs, {"stay": "new", "before": "tourists", "inhabited": True, "inhabitants": "few",
                            "role": "other", "folk": "visitor", "visits": "some", "body": "human"})


def test_the_organiser_has_seen_it():
    """aspen-3: the organiser who runs the dance "Has never actually seen the dance"."""
    assert "role != keeper" in _needs("grammars/people.json", "Has never actually seen")


def test_the_truths_fit_the_maguffin():
    """cinder-7: a harbour is no rite; fern-8: a signature not written yet has no age."""
    rite = _needs("grammars/maguffin.json", "It is the locals' funeral rite")
    assert not fits(rite, {"maguffin": "place", "inhabitants": "few"}) and fits(rite, {"maguffin": "event", "inhabitants": "few"})
    assert fits(_needs("grammars/maguffin.json", "It is where the locals hold their funerals"),
                {"maguffin": "place", "inhabitants": "few"})
    age = _needs("grammars/maguffin.json", "It is exactly as old as the barn")
    assert not fits(age, {"maguffin": "knowledge", "maguffin_made": "no", "maguffin_form": "permission"})


def test_the_earlier_crew_has_one_fate():
    """hazel-2: the earlier crew "never went", "never came home" and "turn up at the barn": each line
    about them needs the one fact ``earlier_crew`` (none, lost or cheated)."""
    went = _needs("grammars/org.json", "They paid a crew for this rescue once before")
    assert fits(went, {"maguffin": "person", "culprit": "keeper", "earlier_crew": "cheated"})
    assert not fits(went, {"maguffin": "person", "culprit": "keeper", "earlier_crew": "lost"})
    for path, text in (("grammars/people.json", "Knows what became of the last rescue crew"),
                       ("grammars/org.json", "They hired another outfit's crew")):
        needs = _needs(path, text)
        assert not fits(needs, {"maguffin": "person", "visits": "some", "before": "lost", "earlier_crew": "cheated"})
        assert fits(needs, {"maguffin": "person", "visits": "some", "before": "lost", "earlier_crew": "lost"})
    ending = next(it for it in json.loads((CORPORA / "trip/play_endings.json").read_text())["items"]
                  if "someone else was sent before them" in it["value"])
    assert "earlier_crew: lost" in ending["needs"]


def test_the_earlier_crew_is_rolled_once():
    """The fact first: a rescue's world carries ``earlier_crew``; off a rescue it follows ``before``."""
    from generators.content.earlier_crew import earlier_crew_for
    assert earlier_crew_for("Exploration", "none", Stream("r41", "e")) == "none"
    assert earlier_crew_for("Trade", "lost", Stream("r41", "e")) == "lost"
    fates = {earlier_crew_for("Emergency/Rescue", "lost", Stream("r41", f"e{i}")) for i in range(40)}
    assert fates == {"none", "lost", "cheated"}
    t = trip_where(lambda t: t["world"].get("mission") == "rescue")
    assert t["world"].get("earlier_crew") in ("none", "lost", "cheated")


def test_kin_and_trust():
    """hazel-2: a local "Is related to the mechanic"; elm-5: one who wants the missing to pay is the one they trust."""
    kin = _needs("grammars/people.json", "Is related to #maguffin#")
    assert not fits(kin, {"maguffin": "person", "body": "human", "folk": "local"})
    trust = _needs("grammars/people.json", "Is the only one here #maguffin# trusts")
    assert not fits(trust, {"maguffin": "person", "maguffin_state": "hiding", "grudge": "yes"})


def test_no_maguffin_of_a_first_visit_came_before():
    """juniper-6: "for the first time ever" beside "an advance probe's flight recorder"."""
    items = json.loads((CORPORA / "lists/maguffins.json").read_text())["items"]
    for it in items:
        if "exploration" in (it.get("missions") or []):
            assert not m.PROBE.search(it["value"]), it["value"]


def test_the_audit_trips_keep_to_it():
    for i in range(1, 21):
        t = audit_trip(i)
        assert not any(fires_ for fires_ in [fires(t, r) for r in RULES]), i
