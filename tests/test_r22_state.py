"""Round 22, a rescued person's one situation (cold read r22 of algorithm-20 trips, r22-cold-f and
r22-cold-j): "a runaway grad student" held by a captor, a captive's secret of sending the barn
reports, a peaceful people keeping a prisoner, "locked in" at open red dust, and a twist of
years here beside a look fresh from the barn.

The facts behind each fix hold (the state is rolled before the ad and fits the world, the lines'
needs, the years fact), the cold-read seeds read right now, the audit's trips keep every rule of
generators/trip/consistency_r22state.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.maguffin import states_for
from generators.data import load
from generators.needs import fits
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r22state import CAPTIVE, RULES, STRANDED, check_r22state


def _person(t: dict) -> bool:
    return (t.get("maguffin") or {}).get("kind") == "person"


def _captive(t: dict) -> bool:
    return _person(t) and t["world"].get("maguffin_state") in CAPTIVE


def _break_ad() -> dict:
    t = trip_where(_captive)
    t["maguffin"]["what"] = "Blair Bolaño, a runaway grad student"  # r22-cold-f
    return t


def _break_secret() -> dict:
    t = trip_where(lambda t: _captive(t) and any(n["role"] == STRANDED for n in t["npcs"]))
    next(n for n in t["npcs"] if n["role"] == STRANDED)["secret"] = "Has been sending the barn false reports for days"
    return t


def _break_peaceful() -> dict:
    t = trip_where(_captive)
    t["world"]["peaceful"] = "yes"  # r22-cold-j: "they own no weapons"
    return t


def _break_outdoors() -> dict:
    t = trip_where(lambda t: _captive(t) and bool(t["scenes"][-1].get("release")))
    goal = t["scenes"][-1]
    for loc in t["locations"]:
        loc["setting"] = "outdoor"  # r22-cold-j: open red dust and a lean-to
    goal["release"] = (f"Someone keeps them locked in at {goal['place']}: pick the lock (GRACE DL 3), "
                       "force it (MIGHT DL 4).")
    return t


def _break_years() -> dict:
    t = trip_where(_person)
    t["maguffin"]["really"] = "They have been here for years, although they left the barn last week."
    t["maguffin"]["looks"] = "They are thinner than their photo and have a new scar."  # r22-cold-f
    return t


def _break_hurt() -> dict:
    t = trip_where(_person)
    t["world"]["maguffin_state"] = "hurt"  # r22-cold-f: "not fit to walk far without help"
    t["endings"][0]["bring"] = f"{t['maguffin']['short']}, in better shape than the client feared, and the pay."
    return t


def _break_asks() -> dict:
    t = trip_where(lambda t: "GM, the client's secret plays out here:" in (t["endings"][0].get("client") or ""))
    e = t["endings"][0]
    e["client"] = ("Elis Capote pays in full, to the cent, and asks no questions at all, which is its own kind of "
                   "worry. GM, the client's secret plays out here: Elis Capote asks, too lightly, whether anyone "
                   "on the node said their name.")  # r22-cold-i
    return t


def _break_photos() -> dict:
    t = trip_where(lambda t: bool(t.get("endings")))
    e = t["endings"][0]
    e["bring"] = "Every tourist home with the view in their photographs and their stories."  # r22-cold-h
    e["follows"] = list(e["follows"]) + ["What the tourists came to see did not want to be seen: every photograph "
                                         "the tourists took of it has come out blank, and they blame the crew."]
    return t


def _break_truth() -> dict:
    t = trip_where(lambda t: bool(t["npcs"]) and bool((t.get("maguffin") or {}).get("really")))
    t["maguffin"]["really"] = "It is less rare than the client thinks: the locals have a shed full of them."
    t["npcs"][0]["secret"] = "Knows the truth about the flight recorder, and nobody else here believes it"  # r22-cold-b
    return t


R22_STATE_BREAKS = {"state-ad-free": _break_ad, "state-secret-free": _break_secret,
                    "state-peaceful-captor": _break_peaceful, "state-locked-outdoors": _break_outdoors,
                    "state-years-fresh": _break_years, "state-hurt-well": _break_hurt,
                    "ending-client-asks": _break_asks, "ending-photos-blank": _break_photos,
                    "truth-twist-clash": _break_truth}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R22_STATE_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R22_STATE_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 20 at main 61599b31, audit/1..300, hang + slip-n-slide): state-ad-free
    1 + 4, state-secret-free 2 + 2, state-peaceful-captor 1 + 3, state-locked-outdoors 23 + 20,
    state-years-fresh 14 + 6, state-hurt-well 19 + 12, ending-client-asks 8 + 9, ending-photos-blank
    3 + 0, truth-twist-clash 10 + 6. After: 0 each."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r22state(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_a_peaceful_people_hold_no_captive():
    assert set(states_for({"peaceful": "yes"})) == {"hiding", "unwilling"}
    assert set(states_for({"peaceful": "no"})) == {"held", "hurt", "hiding", "unwilling"}


def test_a_runaway_is_never_a_captive():
    for v, _, f in load("lists/maguffins").items:
        if "runaway" in v:
            for state in CAPTIVE:
                assert not fits(f.get("_needs"), {"maguffin_state": state, "tech": "iron"}), v


def test_a_secret_of_sending_reports_needs_them_free():
    g = load("grammars/people")
    for text, needs in zip(g.rules["secret_stranded"], g.rule_needs.get("secret_stranded") or ()):
        if "false reports" in str(text):
            for state in CAPTIVE:
                assert not fits(needs, {"maguffin_state": state}), text


def test_a_fresh_look_needs_no_years_here():
    g = load("grammars/maguffin")
    for text, needs in zip(g.rules["looks_rescue"], g.rule_needs.get("looks_rescue") or ()):
        if "photo and have a new scar" in str(text) or "still in their survival suit" in str(text):
            assert not fits(needs, {"maguffin": "person", "years": "yes", "maguffin_state": "held"}), text


@pytest.mark.parametrize("seed", ["r22-cold-f", "r22-cold-j"])
def test_the_cold_read_seeds_read_right(seed):
    from generators.trip.daytrip import roll_trip
    from generators.rng import Stream

    t = roll_trip(Stream(seed, "trip/1")).to_dict()
    found = []
    check_r22state(t, t["world"], [], lambda rule, msg: found.append((rule, msg)))
    assert not found, found


def _items(path: str, **field) -> list:
    return [(v, f) for v, _, f in load(path).items if all(f.get(k) == x for k, x in field.items())]


def test_a_hurt_person_never_walks_unaided_or_comes_home_well():
    hurt = {"maguffin": "person", "maguffin_state": "hurt", "mission": "rescue", "pay_when": "return"}
    for v, f in _items("trip/maguffin_handling", kind="person"):
        if "walks with the crew if they trust" in v.lower() or "walks, if they are willing" in v:
            assert not fits(f.get("_needs"), hurt), v
    for v, f in _items("trip/play_endings", use="bring:success"):
        if "better shape than the client feared" in v or "safe and whole" in v:
            assert not fits(f.get("_needs"), hurt), v
            assert fits(f.get("_needs"), dict(hurt, maguffin_state="held")), v


def test_a_client_who_asks_never_asks_no_questions():
    for v, f in _items("trip/play_endings", use="client:success"):
        if "asks no questions" in v:
            assert not fits(f.get("_needs"), {"pay_when": "return", "client_asks": "yes"}), v
            assert fits(f.get("_needs"), {"pay_when": "return", "client_asks": "no"}), v


def test_blank_photographs_never_come_home_in_photographs():
    for v, f in _items("trip/play_endings", use="bring:success"):
        if "in their photographs" in v:
            assert not fits(f.get("_needs"), {"mission": "tourism", "refuser": "self"}), v


def test_a_truth_nobody_believes_is_a_hidden_one():
    g = load("grammars/people")
    for rule, items in sorted(g.rules.items()):
        for text, needs in zip(items, g.rule_needs.get(rule) or ()):
            t = str(text)
            if "nobody else here believes it" in t:
                for twist in ("plain", "common"):
                    assert not fits(needs, {"maguffin": "object", "twist": twist}), t
            if "will get wrong" in t or "comes out wrong" in t:
                assert not fits(needs, {"maguffin_made": "yes", "twist": "plain"}), t
