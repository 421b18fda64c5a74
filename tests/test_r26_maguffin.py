"""Round 26: lines about one trip's maguffin agree with each other (cold readers of algorithm-23
trips): its truth and its looks ("It is what it seems" beside a look that glows when someone
lies, or a secret of swapping it for a fake), a book and its pages ("a cut page" of a 2 kg
ledger), who takes a tour's pictures (a panorama for the client beside "photographs are the
tourists' own affair"), one viewing spot or several ("the one spot it shows from" beside "the
best spot is taken ... find another"), and the fact it turns on (the gist) said where it is
played, at the climax. The rules are in generators/trip/consistency_r26maguffin.py; the facts
in generators/facts_r26.py, rolled once by generators/content/maguffin_facts.py."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.maguffin_facts import seems
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r26maguffin import (CREW_PHOTOS, FAKE, ONE_SPOT, OTHER_SPOT, PAGE, RULES,
                                                      TOURIST_PHOTOS, check_r26maguffin)


def _break_seems() -> dict:
    t = trip_where(lambda t: t["maguffin"]["kind"] == "object")
    t["maguffin"]["really"] = "It is exactly what it seems, which surprises everyone."
    t["maguffin"]["looks"] = "It glows faintly whenever someone lies nearby."
    return t


def _break_book() -> dict:
    t = trip_where(lambda t: t["maguffin"]["form"] == "book", seed="slip-n-slide", n=300)
    t["maguffin"]["looks"] = "It is in a ledger, on a page that has been cut out."
    return t


def _break_photos() -> dict:
    t = trip_where(lambda t: t["world"]["mission"] == "tourism" and t["maguffin"]["kind"] == "view")
    d = t["maguffin"]["description"]
    d["size"] = "It fills the sky: no frame takes it all in, so the client wants a panorama, a dozen shots."
    d["carry"] = ("Not carried: seen. The crew bring the tourists to a good spot to see it from and back again; "
                  "photographs are the tourists' own affair.")
    return t


def _break_spot() -> dict:
    t = trip_where(lambda t: t["maguffin"]["kind"] == "view")
    t["maguffin"]["description"]["look"] = "It only shows itself from one spot, and only in the right light."
    t["clock"]["ticks"][0]["events"].append({"text": "The best spot for seeing it is taken: someone has set up there "
                                                     "for the day (+1 hour on the clock to find another)."})
    return t


def _break_gist() -> dict:
    t = trip_where(lambda t: bool(t["maguffin"].get("gist")))
    for sc in t["scenes"]:
        sc["turns_on"] = None
    for e in t["endings"]:  # the Success ending pays it off (round 27): said by none here
        e["follows"] = [f for f in e["follows"] if t["maguffin"]["gist"][:60] not in f]
    return t


R26_MAGUFFIN_BREAKS = {"maguffin-seems-fake": _break_seems, "maguffin-book-page": _break_book,
                       "maguffin-photos-whose": _break_photos, "maguffin-spot-moves": _break_spot,
                       "maguffin-gist-unpaid": _break_gist}


def test_every_rule_has_a_break_and_fires():
    assert set(R26_MAGUFFIN_BREAKS) == set(RULES)
    for rule, brk in R26_MAGUFFIN_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 24 before this round's fix, audit/1..300 hang + slip-n-slide, violations):
    maguffin-seems-fake 5 + 4, maguffin-book-page 8 + 16, maguffin-photos-whose 11 + 18,
    maguffin-spot-moves 17 + 13, maguffin-gist-unpaid 113 + 122 (every gist)."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r26maguffin(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_seems_is_read_off_the_truth():
    assert seems("It is exactly what it seems, which surprises everyone.") == "yes"
    assert seems("It is what it seems, but the client thinks it cures fevers, and all it does is hide one.") == "yes"
    assert seems("It is real, but the client has already promised it to two different buyers.") == "yes"
    assert seems("It is a copy; the real one is already in Sacramento, in the client's freezer.") == "no"


def _needs_of(pool: str, symbol: str | None = None) -> list[tuple[str, object]]:
    g = load(pool)
    if symbol:
        return list(zip(g.rules[symbol], g.rule_needs[symbol]))
    return [(v, f.get("_needs")) for v, _, f in g.items]


BASE = {"inhabited": True, "inhabitants": "many", "air": "breathable", "tech": "digital", "maguffin_made": "no",
        "role": "keeper", "nights": "yes", "moons": "one"}


def test_no_fake_line_fits_a_maguffin_that_is_what_it_seems():
    for pool, symbols in (("grammars/maguffin", ("looks",)), ("grammars/people", ("sec_did", "secret_thing")),
                          ("grammars/tweaks", None)):
        g = load(pool)
        for sym in symbols or g.rules:
            for text, needs in zip(g.rules[sym], g.rule_needs.get(sym) or [None] * len(g.rules[sym])):
                if FAKE.search(text) and "maguffin" in str(needs):
                    for kind in ("object", "substance", "knowledge"):
                        for form in ("device", "ware", "document", "sample", "record", "book"):
                            facts = dict(BASE, maguffin=kind, maguffin_form=form, maguffin_seems="yes",
                                         tweak_on="maguffin")
                            assert not fits(needs, facts), (pool, sym, text)


def test_a_book_is_never_one_page():
    facts = dict(BASE, maguffin="knowledge", maguffin_form="book", mission="trade")
    for text, needs in _needs_of("grammars/maguffin", "looks"):
        if fits(needs, facts):
            assert not PAGE.search(text), text
    for v, _, f in load("trip/maguffin_handling").items:
        if f.get("kind") == "knowledge" and fits(f.get("_needs"), facts):
            assert not PAGE.search(v), v


@pytest.mark.parametrize("photos", ["crew", "tourists"])
@pytest.mark.parametrize("spots", ["one", "many"])
def test_a_sight_has_lines_for_its_spots_and_its_pictures(photos, spots):
    """Every tourism view and event line that says who takes the pictures or where the sight is
    seen from needs those facts, and each pair of them keeps a carry line of its own."""
    facts = dict(BASE, mission="tourism", maguffin_photos=photos, maguffin_spots=spots, maguffin_time="any",
                 maguffin_seen="here", known="mapped")
    for kind in ("view", "event"):
        carry = []
        for v, _, f in load("trip/maguffin_handling").items:
            if f.get("kind") != kind or not fits(f.get("_needs"), dict(facts, maguffin=kind)):
                continue
            if f.get("part") == "carry":
                carry.append(v)
            assert not (CREW_PHOTOS.search(v) and photos == "tourists"), v
            assert not (TOURIST_PHOTOS.search(v) and photos == "crew"), v
            assert not (ONE_SPOT.search(v) and spots == "many"), v
            assert not (OTHER_SPOT.search(v) and spots == "one"), v
        assert carry, (kind, photos, spots)


def test_the_clock_never_moves_a_one_spot_sight():
    for v, _, f in load("trip/play_clock").items:
        if OTHER_SPOT.search(v):
            assert not fits(f.get("_needs"), dict(BASE, maguffin="view", maguffin_spots="one",
                                                   maguffin_form="sight", maguffin_bulk="vast",
                                                   maguffin_time="any", light="day")), v


def test_the_facts_are_on_the_trip():
    t = audit_trip(1)
    assert t["world"]["maguffin_seems"] in ("yes", "no")
    assert t["world"]["maguffin_spots"] in ("one", "many")
    assert t["world"]["maguffin_photos"] in ("crew", "tourists")
    t = trip_where(lambda t: t["world"]["mission"] != "tourism")
    assert t["world"]["maguffin_photos"] == "crew"


def test_the_gist_is_said_at_the_climax_and_only_there():
    n = 0
    for i in range(1, 60):
        t = audit_trip(i)
        gist = t["maguffin"].get("gist")
        turns = [sc["turns_on"] for sc in t["scenes"]]
        if not gist:
            assert not any(turns), i
            continue
        assert turns[:-1] == [None] * (len(turns) - 1) and gist.startswith(turns[-1]), i
        n += 1
    assert n >= 10
