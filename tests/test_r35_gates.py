"""Round 35, clue gates that are absurd or leave the crew owing, and tourists the page counts but
never names (cold reads of algorithm-31 trips): the rival captain who sells a clue for help with
a want to see the crew fail; "a favour to be named later" as a price, which the endings call a
Partial; "four tourists ..., Landon Hubbard the loudest of them" and three never named; "A travel
writer is among the tourists, incognito (the GM picks which)".

Each rule of generators/trip/consistency_r35gates.py fires on a trip broken on purpose, and the
generator keeps the lines apart over the cached audit trips (each test fails if its fix is
reverted)."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.trip.clue_price import PRICED, foe_side, no_price
from generators.trip.consistency_r35gates import HIDDEN, OWED, RULES

RIVAL = "The rival crew's captain"
LOUD = "The loudest of the paying tourists"


def _people(t: dict) -> list[dict]:
    return [n for n in t.get("npcs") or [] if n.get("body") != "creature"]


def _npc_clue(t: dict):
    return next((f, c) for f in t["clues"] for c in f["clues"] if c.get("kind") == "npc")


def _break_foe() -> dict:
    t = trip_where(lambda t: any(c.get("kind") == "npc" for f in t["clues"] for c in f["clues"]))
    f, c = _npc_clue(t)
    n = next(n for n in t["npcs"] if n["key"] == c["at"])
    n["role"], n["want"] = RIVAL, "To make the crew's job so slow that the day runs out before it is done"
    c["how"] = f"{n['name']}, who names the price before anything else: the crew's {PRICED} (their Wants, in their entry)"
    return t


def _break_owed() -> dict:
    t = trip_where(lambda t: any(c.get("kind") == "npc" for f in t["clues"] for c in f["clues"]))
    f, c = _npc_clue(t)
    n = next(n for n in t["npcs"] if n["key"] == c["at"])
    n["want"] = "To trade what they know about the soil core for a favour to be named later"
    c["how"] = f"{n['name']}, if the crew {PRICED} (their Wants, in their entry)"
    return t


def _break_unsaid() -> dict:
    t = _break_owed()
    f, c = _npc_clue(t)
    next(n for n in t["npcs"] if n["key"] == c["at"])["want"] = "To be thanked, in public, for something nobody noticed they did"
    return t


def _person(t: dict) -> dict:
    return next(n for n in _people(t) if n.get("where") and n.get("class"))


def _break_letter() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _person(t)
    n["want"] = f"To have the tourists carry a letter to a sister at {n['where'][0].lower() + n['where'][1:]}"
    return t


def _break_unlettered() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _person(t)
    n["class"], n["secret"] = "Physicist", "Cannot read, and has been bluffing all day"
    return t


def _break_famous() -> dict:
    t = trip_where(lambda t: bool(_people(t)))
    n = _person(t)
    n["fame"], n["secret"] = 1, "Poses as a pedlar of cheap charms, and is really a famous performer who wants this place's story"
    return t


def _tourism(t: dict) -> bool:
    return bool((t.get("world") or {}).get("party"))


def _break_unnamed() -> dict:
    t = trip_where(_tourism)
    t["world"]["party_names"] = []
    return t


def _break_hidden() -> dict:
    t = trip_where(_tourism)
    t["client_details"].append({"label": "Not telling the crew", "gm_only": True,
                                "text": "One of the tourists is the client's rival, travelling under a false name."})
    return t


R35_GATES_BREAKS = {
    "gate-foe-want": _break_foe,
    "gate-owed-later": _break_owed,
    "gate-want-unsaid": _break_unsaid,
    "npc-letter-own-place": _break_letter,
    "npc-unlettered-scholar": _break_unlettered,
    "npc-famous-unknown": _break_famous,
    "tourist-unnamed": _break_unnamed,
    "tourist-hidden-unnamed": _break_hidden,
}


def test_every_rule_has_a_break():
    assert set(R35_GATES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", RULES)
def test_break_fires(rule):
    assert fires(R35_GATES_BREAKS[rule](), rule)


TRIPS = range(1, 201)


def test_no_rule_fires_on_audit_trips():
    """The generator side: over 200 audit trips none of this module's rules fires (before the fix:
    gate-foe-want on 21 of 300, gate-owed-later 15, tourist-unnamed 49, tourist-hidden-unnamed 13)."""
    from generators.trip.consistency import check
    hits = [(i, v.rule) for i in TRIPS for v in check(audit_trip(i)) if v.rule in RULES]
    assert not hits, hits[:10]


def test_rival_captain_never_prices_a_clue():
    """A foe's want is never a price: the clue placer reads the role's side, whatever the want says."""
    assert foe_side(RIVAL) and not foe_side("The first local to meet the crew")
    assert no_price("To make the crew's job so slow that the day runs out before it is done")
    assert no_price("To keep the crew from ever reaching the mine, and never be seen doing so")
    assert no_price("To sell the crew a map of the country round the old mine (wrong in one crucial way)")
    assert no_price("To get back the deed to Pinch Point, at any price but their good name")  # held by whom?
    assert no_price("To be remembered for something good, and soon")
    assert not no_price("To see the sea, just once")
    rivals = sold = 0
    for i in TRIPS:
        t = audit_trip(i)
        keys = {n["key"] for n in _people(t) if n.get("role") == RIVAL}
        rivals += bool(keys)
        sold += sum(1 for f in t["clues"] for c in f["clues"] if c.get("at") in keys and PRICED in (c.get("how") or ""))
    assert rivals >= 10 and sold == 0, (rivals, sold)


def test_no_want_leaves_the_crew_owing():
    from generators.data import load
    from generators.content.maguffin import FEE_FOOD, FEE_HIRE
    prices = [str(x) for x in load("grammars/people").rules["want_price"]] + [FEE_HIRE, FEE_FOOD]  # (#fee_hire#)
    assert not [p for p in prices if OWED.search(f"for {p}")], prices
    wants = [n.get("want") or "" for i in range(1, 2 * len(TRIPS) + 1) for n in _people(audit_trip(i))]
    assert sum(w.startswith("To trade what they know about") for w in wants) >= 10  # the line is still drawn
    assert not [w for w in wants if OWED.search(w)]


def test_cast_lines_fit_their_people():
    """The generator side of the cast rules: nobody who cannot read is drawn a reading trade, and
    the lines that named a person's own place or a fame no block gives are gone from the pools."""
    from generators.data import load
    from generators.trip.cast import unfit_classes
    assert unfit_classes({"secret": "Cannot read, and has been bluffing all day"}) == ("Physicist", "Gonzo Writer")
    assert unfit_classes({"secret": "Keeps a ledger of everyone's lies"}) == ()
    people = str(load("grammars/people").rules)
    assert "letter to a sister at #place#" not in people and "sweetheart at #place#" not in people
    assert "famous performer" not in str(load("grammars/people").rules["disguise_really_celebrity_entertainer"])
    assert "for something nobody noticed they did" not in people
    unread = [n for i in TRIPS for n in _people(audit_trip(i)) if "Cannot read" in (n.get("secret") or "")]
    assert len(unread) >= 3 and not [n["class"] for n in unread if n["class"].split(",")[0] in ("Physicist", "Gonzo Writer")]


def test_every_tourist_is_named():
    tours = [audit_trip(i) for i in TRIPS if _tourism(audit_trip(i))]
    assert len(tours) >= 10
    for t in tours:
        w = t["world"]
        assert len(set(w["party_names"])) == w["party"], w
        loud = [n["name"] for n in _people(t) if n["role"] == LOUD]
        assert not set(loud) & set(w["party_names"])  # nobody else in the cast takes a tourist's name
        start = str(t["start"])
        assert all(x in start for x in w["party_names"][:w["party"] - len(loud[:1])]), (start, w["party_names"])
        assert not HIDDEN.search(str(t))


def test_hidden_tourist_is_one_of_the_party():
    said = 0
    for i in TRIPS:
        t = audit_trip(i)
        if not _tourism(t):
            continue
        text = str({k: v for k, v in t.items() if k != "rolls"})
        if ", one of the tourists, is " in text:
            said += 1
            assert f"{t['world']['party_names'][0]}, one of the tourists, is " in text
    assert said >= 1
