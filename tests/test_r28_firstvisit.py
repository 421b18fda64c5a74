"""Round 28, first visit (cold reads of algorithm-26 trips, r28-cold-d and r28-cold-f): a node
nobody from off it has been to (``before: none``: "for the first time ever", "No DayTripper has
been here before", "the crew are the first") beside rivals who "came for the same thing last
month and failed", the barn's mechanic who "patched up the lander of Referees Anonymous last
month", a tin plate "left where the next traveller would eat" and "A few words that another
visitor cut into the lid of an empty ration tin".

The lines that assume an earlier visitor declare ``before != none``, a first visit has lines of
its own (``before: none``), the audit's first-visit trips keep every rule of
generators/trip/consistency_r28firstvisit.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.consistency_r28firstvisit import LEFT, RIVAL, RULES, check_r28firstvisit
from generators.trip.daytrip import roll_trip


def _first(t: dict) -> bool:
    return t["world"].get("before") == "none"


def _break_rival() -> dict:
    t = trip_where(lambda t: _first(t) and t["rivals"])
    t["rivals"][0]["details"].append({"label": "Goal", "text": "They came for the same thing last month and "
                                                               "failed, and mean to get it right"})
    return t


def _break_left() -> dict:
    t = trip_where(lambda t: _first(t) and t.get("clues") and t["clues"][0]["clues"])
    t["clues"][0]["clues"][0]["how"] = ("A few words that another visitor cut into the lid of an empty "
                                        "ration tin and left at the Winter Fishing Camp")
    return t


R28_FIRSTVISIT_BREAKS = {
    "firstvisit-rival-before": _break_rival,
    "firstvisit-visitor-left": _break_left,
}


def test_breaks_cover_the_rules():
    assert set(R28_FIRSTVISIT_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_rule_fires_on_its_break(rule):
    assert fires(R28_FIRSTVISIT_BREAKS[rule](), rule)


def _clue_lines() -> list[tuple[str, str]]:
    return [(v, f.get("needs") or "") for v, _, f in load("trip/play_clues").items]


def _rival_goals() -> list[tuple[str, str]]:
    g = load("grammars/org")
    return [(r, g.rule_needs["crew_goal"][k] or "") for k, r in enumerate(g.rules["crew_goal"])]


def test_lines_of_an_earlier_visitor_need_one():
    """Every clue line and rival goal that assumes an earlier visitor keeps off a first visit."""
    lines = [x for x in _clue_lines() + _rival_goals() if LEFT.search(x[0]) or RIVAL.search(x[0])]
    assert len(lines) >= 20
    for text, needs in lines:
        assert not fits(needs, {"before": "none"}), text


@pytest.mark.parametrize("words, needs_facts", [
    ("fitted out the lander of {rival} for this slip", {}),
    ("left face down where whoever eats there next", {"inhabitants": "many", "tech": "steam"}),
])
def test_a_first_visit_has_its_own_clue_lines(words, needs_facts):
    needs = next(n for v, n in _clue_lines() if words in v)
    assert fits(needs, {"before": "none", **needs_facts})
    assert not fits(needs, {"before": "barn", **needs_facts})


def test_a_racing_rival_has_a_goal_on_a_first_visit():
    """r28-cold-d's rivals race for a rubbing the crew make (knowledge), r28-cold-f's for a view of
    a wolverine: each has a prize goal that fits a first visit."""
    for maguffin in ("knowledge", "creature", "view"):
        f = {"before": "none", "rival_aim": "race", "rival_why": "prize", "maguffin": maguffin,
             "mission": "exploration", "maguffin_made": "yes", "inhabitants": "many"}
        assert any(fits(n, f) for _, n in _rival_goals()), maguffin


@pytest.mark.parametrize("seed", ["r28-cold-d", "r28-cold-f"])
def test_the_cold_read_trips_keep_the_rules(seed):
    # the cold read's own trip/1 was a first visit under algorithm 26; under a later algorithm the
    # same seed rolls another trip, so take the seed's first trip that is one
    t = next(t for k in range(1, 60) if _first(t := roll_trip(Stream(seed, f"trip/{k}")).to_dict()))
    got = []
    check_r28firstvisit(t, t["world"], [], lambda r, m: got.append((r, m)))
    assert not got, got


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_first_visits_keep_the_rules(seed):
    trips = [audit_trip(i, seed) for i in range(1, 41)]
    first = [t for t in trips if _first(t)]
    assert first
    got = []
    for t in first:
        check_r28firstvisit(t, t["world"], [], lambda r, m: got.append((r, m)))
    assert not got, got


def test_a_fallback_line_keeps_who_came_before():
    """trip/clues.py falls back to lines read without the world when none fits (a stone-age first
    visit's truth: hang audit/112 drew the next traveller's tin plate); those keep ``before``."""
    from generators.trip.clue_before import keeps_before
    tin = "A few lines scratched on the underside of a tin plate at {place}, left where the next traveller would eat"
    assert not keeps_before(tin, {"before": "none"})
    assert keeps_before(tin, {"before": "barn"}) and keeps_before(tin, None)
    daubed = next(v for v, _ in _clue_lines() if v.startswith("Pictures daubed at"))
    assert keeps_before(daubed, {"before": "none"}) and not keeps_before(daubed, {"before": "tourists"})


def test_a_stone_age_first_visit_can_be_told_a_secret_without_writing():
    """hang audit/64: nothing left on a stone-age first visit could tell a secret at a scene but
    things written by another visitor, so a luggage label came instead."""
    from generators.trip.clue_forms import _forms
    f = {"before": "none", "inhabitants": "few", "natives": "human", "tech": "stone", "letters": "none",
         "setting": "outdoor", "place_kind": "wild", "water": "lakes"}
    told = [v for v, src in _forms("scene", f, "secret") if src == "trace"]
    assert len(told) >= 3 and not any("another visitor" in v for v in told), told
