"""Round 25, abstract maguffins (issue 10, coherent trips): a secret, a permission, an event or a
view run through lines written for a carried object ("kept by" its knower, "checks on it at" the
place where the keeper stands, "the answer, but not all of it", "where the apology is said to
be"), the one fact it turns on never given to the GM (who owns the valley, what the insult was),
and a want that undoes the job ("to keep the local name a secret from anyone from off the node").

The facts behind each fix hold (every knowledge, event and view in corpora/lists/maguffins.json
has its "gist", rolled once and filled; keeper_words gives each kind its words; the object-only
lines need the carried kinds), the audit's trips keep every rule of
generators/trip/consistency_r25abstract.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.render.keeper_words import held_words, is_abstract
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r25abstract import RULES, THING, check_r25abstract

SEEDS = ("hang", "slip-n-slide")


def _kind(*kinds: str):
    return lambda t: t["maguffin"].get("kind") in kinds


def _secret(t: dict) -> bool:
    return t["maguffin"].get("kind") == "knowledge" and t["maguffin"].get("form") == "secret"


def _break_object() -> dict:
    t = trip_where(_kind("event"))
    where = next(f for f in t["clues"] if f["id"] == "where")
    where["fact"] = re.sub(r", arranged by ", ", kept by ", where["fact"])
    assert ", kept by " in where["fact"], where["fact"]
    return t


def _break_central() -> dict:
    t = trip_where(_secret)
    t["maguffin"].pop("gist")
    return t


def _break_want() -> dict:
    t = trip_where(_secret)
    t["npcs"][-1]["want"] = f"To keep {t['maguffin']['short']} a secret from anyone from off the node"
    return t


R25_ABSTRACT_BREAKS = {"abstract-as-object": _break_object, "abstract-central-fact": _break_central,
                       "abstract-want-undoes": _break_want}


def test_every_rule_has_a_break_and_fires():
    assert set(R25_ABSTRACT_BREAKS) == set(RULES)
    for rule, brk in R25_ABSTRACT_BREAKS.items():
        assert fires(brk(), rule), rule


def test_object_phrasing_fires_on_each_cold_read():
    """Each object-only phrase the cold readers quoted is caught on an abstract maguffin."""
    t = trip_where(_secret)
    s = t["maguffin"]["short"]
    pat = re.compile(THING.replace("{s}", re.escape(s)), re.I)
    for said in (f"Jo has word that someone is asking about {s} and checks on it at the mill",
                 f"{s[:1].upper() + s[1:]}, but not all of it, or not in the state the client wanted",
                 f"The crew learn that the client is wanted for fraud, and {s} is stolen property",
                 f"Get their bearings, find out who is in charge here and where {s} is said to be"):
        assert pat.search(said), said


def test_the_audit_trips_keep_every_rule():
    """Base (algorithm 23 before this round, audit/1..300): abstract-as-object 148 on 72 trips
    (hang) + 184 on 76 (slip-n-slide), abstract-central-fact 126 + 131, abstract-want-undoes
    4 + 10. Here audit/1..60 of each seed."""
    found = []
    for seed in SEEDS:
        for i in range(1, 61):
            t = audit_trip(i, seed)
            check_r25abstract(t, t["world"], [], lambda rule, msg, i=i, seed=seed: found.append((seed, i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_every_knowledge_event_and_view_has_a_central_fact():
    items = [(v, f) for v, _, f in load("lists/maguffins").items if f["kind"] in ("knowledge", "event", "view")]
    assert len(items) >= 20
    for v, f in items:
        assert f.get("gist"), v
        for g in f["gist"]:
            if "{keeper}" in g:  # a named knower, organiser or warden: only where people live
                assert "inhabited" in (f.get("needs") or ""), (v, g)


def test_the_central_fact_is_on_the_trip_and_filled():
    seen = 0
    for i in range(1, 61):
        t = audit_trip(i, "hang")
        m = t["maguffin"]
        if m["kind"] in ("knowledge", "event", "view"):
            seen += 1
            assert m.get("gist") and not re.search(r"[{}#]", m["gist"]), (i, m.get("gist"))
            if m["kind"] == "event":  # the hours the climax says
                assert "How long it lasts:" in m["gist"], (i, m["gist"])
    assert seen >= 10


def test_keeper_words_by_kind():
    assert held_words("object", {}) == "held by"
    assert held_words("knowledge", {"maguffin_form": "secret"}) == "from"
    assert held_words("knowledge", {"maguffin_form": "permission"}) == "from"
    assert held_words("knowledge", {"maguffin_form": "book"}) == "kept by"
    assert held_words("event", {}) == "arranged by"
    assert held_words("view", {"maguffin_seen": "afar"}) == "seen from there with the leave of"
    assert held_words("person", {"maguffin_state": "hiding"}) == "in the care of"
    assert is_abstract("event", "meal") and is_abstract("knowledge", "secret")
    assert not is_abstract("knowledge", "book") and not is_abstract("object", "device")


@pytest.mark.parametrize("form", ["secret", "permission"])
def test_object_ticks_need_a_thing(form):
    """A secret or a permission has first ticks of its own, and none of the object ticks."""
    facts = {"maguffin": "knowledge", "maguffin_form": form, "maguffin_made": "no", "inhabited": True,
             "inhabitants": "many", "mission": "diplomacy"}
    stage1 = [v for v, _, f in load("trip/play_clock").items
              if f.get("track") == "goal:thing" and f.get("stage") == 1 and fits(f.get("_needs"), facts)]
    assert stage1
    assert not [v for v in stage1 if re.search(r"checks on it|nothing has been touched|keeping watch", v)]
