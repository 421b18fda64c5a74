"""Round 35, a maguffin that agrees with itself (cold reads of algorithm-31 trips, ranked first by
both readers): a soil core the crew drill that already "holds the world together" and "glows
when someone lies"; a signature that "is here" behind a hidden trail, with two prices and a seal
nobody holds; a kept list that is also a survey seen from a rock, "a dozen pages" of three things;
a runaway the client stranded by mistake.

Each rule of generators/trip/consistency_r35maguffin.py fires on a trip broken on purpose, and
the data and the generator keep the lines apart (the needs of the lines, read against a made, a
granted and a kept maguffin's facts: each test fails if its fix is reverted)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.maguffin_facts import roll_sight
from generators.content.world import facts_of
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r35maguffin import (EXISTS, FEW, FILLS, GIST_PRICE, MAKE_TOO, ONE_SPOT, RULES,
                                                     SEAL_OTHER, SURVEY_VIEW, WORKS)


def _any() -> dict:
    return trip_where(lambda t: len(t["scenes"]) >= 2 and len(t["locations"]) >= 2)


def _break_exists() -> dict:
    t = _any()
    t["world"].update(maguffin="substance", maguffin_form="sample", maguffin_made="yes")
    t["maguffin"]["really"] = "It is the only thing holding Hektra's Rest together; take it and Hektra's Rest starts to come apart."
    return t


def _break_tweak() -> dict:
    t = _any()
    t["world"].update(maguffin="substance", maguffin_form="sample")
    t["tweaks"] = (t.get("tweaks") or [])[:1] + [{"kind": "constructed", "target": "The soil core (the maguffin)",
                                                  "tweak": "x", "rule": "x", "text": "x",
                                                  "detail": "It is shy, and works only when nobody is watching."}]
    return t


def _break_one_spot() -> dict:
    t = _break_exists()
    t["maguffin"]["really"] = "It is exactly what it seems, which surprises everyone."
    t["maguffin"]["what"] = "A soil core, drilled from the oldest ground the crew can find"
    t["locations"][1]["text"] = ("This is the one spot where the soil core can be made, and the crew must make it "
                                 "themselves, with the kit from the lander.")
    return t


def _break_rival() -> dict:
    t = _break_one_spot()
    t["locations"][1]["text"] = "Quiet."
    t["scenes"][-1]["gm"] = ("Someone else has come to Camis Station to make the soil core too, and means to sell "
                             "theirs to the client first.")
    return t


def _kept(t: dict) -> dict:
    t["world"].update(maguffin="knowledge", maguffin_form="record", maguffin_made="no", mission="survey")
    t["maguffin"].update(short="the list", held_by="Sentefiore Prettina (the one who knows it)")
    return t


def _break_survey() -> dict:
    t = _kept(_any())
    t["locations"][1]["text"] = "Everything the survey needs can be seen from here: a tall rock the locals climb."
    return t


def _break_pages() -> dict:
    t = _kept(_any())
    t["maguffin"]["looks"] = "It runs to a dozen pages in a cramped hand, every one numbered."
    t["maguffin"]["gist"] = ("What the list says: the locals' cloth, their pottery and their Dagal, the three things "
                             "that would sell in Sacramento for ten times their price here.")
    return t


def _granted(t: dict) -> dict:
    t["world"].update(maguffin="knowledge", maguffin_form="permission", maguffin_made="no")
    t["maguffin"].update(short="the signature", what="A local's signature on a proof of existence")
    return t


def _break_prices() -> dict:
    t = _granted(_any())
    t["maguffin"]["gist"] = ("The proof is one line the barn's lawyers wrote. Noah will sign it only if the crew sign "
                             "a promise in return: nobody from the barn brings a weapon here.")
    t["scenes"][-1]["release"] = ("Noah can grant it at the Kitchen of Falling, and names a price: promise 1M of "
                                  "trade from the client.")
    return t


def _break_seal() -> dict:
    t = _granted(_any())
    t["maguffin"]["looks"] = ("It needs the right seal and the right signature, and the person with the seal is not "
                              "the person with the signature.")
    for n in t["npcs"]:
        for k in ("role", "want", "secret", "look"):
            n[k] = (n.get(k) or "").replace("seal", "stamp")
    return t


def _break_runaway() -> dict:
    t = _any()
    t["world"].update(mission="rescue", stranded_by="own")
    t["goal"] = "Bring back a runaway grad student"
    t["maguffin"]["why"] = "The client stranded them by mistake, and would rather pay the crew than explain it at the barn."
    return t


R35_maguffin_BREAKS = {"made-maguffin-exists": _break_exists, "maguffin-tweak-works": _break_tweak,
                       "made-one-spot-vs-search": _break_one_spot, "made-rival-unnamed": _break_rival,
                       "survey-view-kept-record": _break_survey, "record-length-vs-gist": _break_pages,
                       "grant-two-prices": _break_prices, "grant-seal-uncast": _break_seal,
                       "runaway-stranded-by-client": _break_runaway}


@pytest.mark.parametrize("rule", RULES)
def test_each_rule_fires_on_its_break(rule):
    assert fires(R35_maguffin_BREAKS[rule](), rule)


@pytest.mark.parametrize("rule", RULES)
def test_no_rule_fires_on_audit_trips(rule):
    for i in range(1, 13):
        assert not fires(audit_trip(i), rule), (rule, i)


# the facts of three maguffins, on an inhabited world: a soil core the crew drill, a signature
# granted to them, a list its keeper has; read by the lines' own needs
def _facts(**over) -> dict:
    base = facts_of(audit_trip(1)["world"])
    base.update(inhabitants="many", meets_visitors=True, mission="exploration", maguffin_number="one",
                maguffin_seems="no", maguffin_seen="here", maguffin_time="any", maguffin_state=None)
    return {**base, **over}


SOIL = dict(maguffin="substance", maguffin_form="sample", maguffin_made="yes", maguffin_matter="solid",
            maguffin_holder="piece", maguffin_bulk="small", maguffin_spots="many", keeper_plan="none")
GRANT = dict(maguffin="knowledge", maguffin_form="permission", maguffin_made="no", maguffin_bulk="small",
             maguffin_spots="many", keeper_plan="none")
KEPT = dict(maguffin="knowledge", maguffin_form="record", maguffin_made="no", maguffin_bulk="small",
            maguffin_spots="many", keeper_plan="none", mission="survey")


def _fitting(grammar: str, rule: str, facts: dict) -> list[str]:
    g = load(grammar)
    needs = g.rule_needs.get(rule, ())
    return [str(x) for j, x in enumerate(g.rules[rule]) if fits(needs[j] if j < len(needs) else None, facts)]


def test_a_made_maguffin_takes_no_line_that_it_exists_already():
    f = _facts(**SOIL)
    lines = [x for r in ("looks", "really") for x in _fitting("grammars/maguffin", r, f)]
    lines += _fitting("grammars/places", "holds_thing", f)
    assert lines and not [x for x in lines if EXISTS.search(x)]
    # and the soil core's looks are more than one line (two Exploration trips shared its block)
    assert len(_fitting("grammars/maguffin", "looks", f)) >= 3


def test_a_grant_is_never_here_already():
    lines = _fitting("grammars/places", "holds_thing", _facts(**GRANT))
    assert len(lines) >= 2
    assert not [x for x in lines if " is here" in x or x.startswith(("This is where", "Whoever holds"))], lines


def test_the_one_spot_is_only_for_a_maguffin_made_at_one_spot():
    items = {v: f for v, _, f in load("lists/maguffins").items}
    soil = next(f for v, f in items.items() if v.startswith("a soil core"))
    stone = next(f for v, f in items.items() if v.startswith("a rubbing of the carvings"))

    class W:
        maguffin = "substance"
        extra: dict

    for f, want in ((soil, "many"), (stone, "one")):
        w = W()
        w.extra = {}
        roll_sight(Stream("r35-maguffin", "test"), f, w, "exploration")
        assert w.extra["maguffin_spots"] == want
    many = _fitting("grammars/places", "holds_thing", _facts(**SOIL))
    assert many and not [x for x in many if ONE_SPOT.search(x.replace("#maguffin#", "the soil core"))]


def test_no_clock_line_has_someone_unnamed_make_it_too():
    assert not [v for v, _, _ in load("trip/play_clock").items if MAKE_TOO.search(v.replace("{goal_place}", "X")
                                                                                .replace("{maguffin_short}", "Y"))]


def test_a_tweak_aimed_at_the_maguffin_never_says_it_works():
    g = load("grammars/tweaks")
    f = _facts(**SOIL, tweak_on="maguffin", tweak_acts="no", tweak_moves="no", tweak_lander="no")
    for rule in ("intelligent_emotional_or_communicative", "controlled_by_a_natural_law_or_process",
                 "takes_different_input_or_input_from_a_different_source", "degrade_case"):
        lines = _fitting("grammars/tweaks", rule, f)
        assert lines, rule
        assert not [x for x in lines if WORKS.search(x)], (rule, lines)
    assert g.rules  # (loaded)


def test_a_kept_list_is_not_a_survey_seen_from_a_height():
    lines = _fitting("grammars/places", "holds_survey", _facts(**KEPT))
    assert lines and not [x for x in lines if SURVEY_VIEW.search(x)]
    from generators.trip.endings import KIND_SUCCESS
    assert "made" not in KIND_SUCCESS["record_kept"] and "copied" in KIND_SUCCESS["record_kept"]


def test_a_kept_records_gist_fills_its_pages():
    for v, _, f in load("lists/maguffins").items:
        if f["form"] == "record" and not f.get("made"):
            for g in f.get("gist") or []:
                assert not FEW.search(g) or FILLS.search(g), (v, g)


def test_a_grants_gist_names_no_price_of_its_own():
    for v, _, f in load("lists/maguffins").items:
        if f["form"] == "permission":
            assert not [g for g in f.get("gist") or [] if GIST_PRICE.search(g)], v
    assert not [x for x in load("grammars/maguffin").rules["looks"] if SEAL_OTHER.search(str(x))]


def test_a_runaway_is_never_stranded_by_the_client():
    f = next(f for v, _, f in load("lists/maguffins").items if v == "a runaway grad student")
    facts = dict(_facts(), mission="rescue", maguffin_state="hiding")
    assert not fits(f.get("_needs"), dict(facts, stranded_by="client"))
    assert fits(f.get("_needs"), dict(facts, stranded_by="own"))
