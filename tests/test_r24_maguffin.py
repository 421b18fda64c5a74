"""Round 24, maguffin (issue 10, coherent trips): a maguffin's container lines disagree ("a jar of
spice" beside "a dropped case or a split sack"; a soil core that "fills a steel flask" beside "a
jar of crumbs instead of one piece"); mission wording on the wrong mission type (a tour
company's brochure with no tour company, survey words on a tourism sight); fees in Megas to a
beggar or a street vendor (the rules: "1M will get you an awesome car").

The facts behind each fix hold (one rolled container, ``maguffin_holder``, that every container
line needs; tour-company and survey lines need their mission and client; the fee words by
payee), the audit's trips keep every rule of generators/trip/consistency_r24maguffin.py, and
each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.maguffin import FEE_COIN, FEE_FOOD, FEE_HIRE, FEE_TRINKET, fee_slots
from generators.data import load
from generators.facts import VALUES
from generators.needs import fits
from generators.trip.consistency_r24maguffin import HOLDER_WORDS, RULES, SURVEY, check_r24maguffin, holders_named

SEEDS = ("hang", "slip-n-slide")


def _substance(t: dict) -> bool:
    return t["world"]["maguffin"] == "substance"


def _break_holder() -> dict:
    t = trip_where(lambda t: _substance(t) and t["world"]["maguffin_holder"] == "jar")
    t["maguffin"]["description"]["risk"] = ("It spills: a dropped case or a split sack and half of it is lost on "
                                            "the ground, and the client weighs what arrives.")
    return t


def _break_mission() -> dict:
    t = trip_where(lambda t: t["world"]["mission"] == "tourism" and t["world"]["client"] != "company")
    t["clues"][0]["clues"][0]["how"] = "The tour company's brochure, which marks it with a star on the map"
    return t


def _break_fee() -> dict:
    t = trip_where(lambda t: bool(t["obstacles"]))
    t["obstacles"][0] = ("A beggar at the market follows the crew and loudly tells everyone what they are "
                         "carrying. Way round: pay them to go away (worth 0.5M).")
    return t


R24_MAGUFFIN_BREAKS = {"maguffin-holder": _break_holder, "mission-wording": _break_mission,
                       "fee-scale": _break_fee}


def test_every_rule_has_a_break():
    assert set(R24_MAGUFFIN_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R24_MAGUFFIN_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", SEEDS)
def test_audit_trips_keep_the_rules(seed):
    for i in range(1, 41):
        t = audit_trip(i, seed)
        found = []
        check_r24maguffin(t, t["world"], [], lambda r, m: found.append(f"{r}: {m}"))
        # with the play texts too (clues, clock, endings, obstacles): the whole audit
        assert not [v for v in found if v.split(":")[0] in RULES], (i, found)
        assert not [v for v in RULES if fires(t, v)], (seed, i)


def test_every_substance_names_its_holder_and_a_fitting_one():
    """Each substance of corpora/lists/maguffins.json names the containers it may be in, and a
    container its own words name is among them ("a jar of spice" is in a jar)."""
    for value, _, f in load("lists/maguffins").items:
        if f["kind"] != "substance":
            assert not f.get("holder"), value
            continue
        assert f.get("holder") and set(f["holder"]) <= set(VALUES["maguffin_holder"]), value
        named = holders_named(value + " " + f["short"])
        assert named <= set(f["holder"]), (value, named)


def test_container_lines_need_their_holder():
    """Every handling line about a substance that names a container is drawn only for it."""
    for value, _, f in load("trip/maguffin_handling").items:
        if f.get("kind") != "substance":
            continue
        for h in holders_named(value):
            others = [x for x in VALUES["maguffin_holder"] if x != h]
            assert not any(fits(f.get("_needs"), {"maguffin": "substance", "maguffin_holder": o,
                                                  "maguffin_matter": m, "air": a, "maguffin_keeps": k,
                                                  "maguffin_form": "sample"})
                           for o in others for m in VALUES["maguffin_matter"]
                           for a in ("breathable", "toxic", "vacuum") for k in ("yes", "no")), (value, h)


def test_the_rolled_holder_is_one_the_maguffin_allows():
    items = {v: f for v, _, f in load("lists/maguffins").items}
    for seed in SEEDS:
        for i in range(1, 61):
            t = audit_trip(i, seed)
            w = t["world"]
            if w["maguffin"] != "substance":
                assert w["maguffin_holder"] == "none"
                continue
            what = t["maguffin"]["what"]
            f = next((f for v, f in items.items() if v[:12].lower() == what[:12].lower()), None)
            if f:
                assert w["maguffin_holder"] in f["holder"], (seed, i, what)


def test_tourism_handling_has_no_survey_words():
    kinds = [v for v, _, f in load("lists/maguffin_kinds").items if "tourism" in f["missions"]]
    for value, _, f in load("trip/maguffin_handling").items:
        if SURVEY.search(value) and f["kind"] in kinds:
            assert not fits(f.get("_needs"), {"mission": "tourism", "maguffin": f["kind"], "before": "none",
                                              "maguffin_time": "dusk", "maguffin_made": "no"}), value


def test_tour_company_lines_need_a_company_client():
    for name in ("trip/play_clues", "trip/play_endings"):
        for value, _, f in load(name).items:
            if "tour company" in value:
                assert not fits(f.get("_needs"), {"mission": "tourism", "client": "person"}), value


def test_fee_words_scale_to_the_payee():
    s = fee_slots(2, {"tech": "electric"})
    assert s["fee"] == "0.5M" and s["fee_coin"] == FEE_COIN and s["fee_hire"] == FEE_HIRE
    assert fee_slots(2, {"tech": "stone"})["fee_coin"] == FEE_TRINKET
    assert fee_slots(2, {"tech": "stone"})["fee_hire"] == FEE_FOOD  # no wages where no coin is struck (review)
    assert "coin" not in FEE_TRINKET
    for value, _, f in load("trip/play_obstacles").items:
        way = f.get("way") or ""
        if any(w in value for w in ("beggar", "stallholders", "self-appointed guide")):
            assert "{fee}" not in way and "{fee_coin}" in way, value


def test_holder_words_cover_every_holder_but_none():
    assert {h for _, h in HOLDER_WORDS} == set(VALUES["maguffin_holder"]) - {"none"}
