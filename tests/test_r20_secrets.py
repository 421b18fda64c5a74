"""Round 20, secrets: NPC wants and secrets written for another kind of maguffin or client (cold
read 28: "Swapped the prize at X for a fake, years ago" where the maguffin is a place, a festival
or a view; "Booked the trip through the client" on a tourist; r20-sec-6: "Has been paid to say
nothing about the tide record" the crew have still to make).

The facts behind each fix hold (corpora/grammars/people.json needs), the wrong lines are not
drawn over the audit trips, and each rule of generators/trip/consistency_r20secrets.py fires on a
contradicting trip."""

from __future__ import annotations

from audit_trips import audit_trip, fires, trip_where
from generators.data import load
from generators.needs import fits
from generators.trip.consistency_r20secrets import RULES, check_r20secrets

FAKE = "Swapped the prize at #place# for a fake, years ago"
KINDS = ("person", "creature", "object", "substance", "place", "knowledge", "event", "view")
CLIENTS = ("person", "group", "company", "institution", "government")


def _break_fake() -> dict:
    t = trip_where(lambda t: t["world"].get("maguffin") in ("place", "event", "view"))
    t["npcs"][-1]["secret"] = "Swapped the prize at the Old Mill for a fake, years ago, and they regret it every day"
    return t


def _break_client() -> dict:
    t = trip_where(lambda t: t["world"].get("client") in ("group", "company", "institution"))
    t["npcs"][0]["secret"] = "Is the client's cousin, and came along to keep an eye on the money"
    return t


def _break_made() -> dict:
    t = trip_where(lambda t: t["world"].get("maguffin_made") == "yes" and t["maguffin"].get("short"))
    t["npcs"][-1]["secret"] = f"Has been paid to say nothing about {t['maguffin']['short']}, and the money is already spent"
    return t


def _break_cut_off() -> dict:
    t = trip_where(lambda t: any(n["role"] == "Someone who wants a ride home" for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["role"] == "Someone who wants a ride home")
    n["secret"] = "Still writes to the client, under another name"
    return t


R20_SECRETS_BREAKS = {"fake-prize-kind": _break_fake, "client-person-secret": _break_client,
                      "made-maguffin-before": _break_made, "cut-off-writes-home": _break_cut_off}


def test_every_rule_has_a_break_and_fires():
    assert set(R20_SECRETS_BREAKS) == set(RULES)
    for rule, brk in R20_SECRETS_BREAKS.items():
        assert fires(brk(), rule), rule


def _needs(sym: str, words: str):
    g = load("grammars/people")
    k = next(i for i, r in enumerate(g.rules[sym]) if words in r)
    return g.rule_needs[sym][k]


def test_a_fake_prize_only_for_a_thing_that_can_be_copied():
    """Only an object or a substance that is already there can have been swapped for a fake."""
    needs = _needs("sec_did", "for a fake")
    # (round 35: a swap "years ago" is a past at the place, ``past: here``: tests/test_r35_world.py)
    ok = {k for k in KINDS if fits(needs, {"maguffin": k, "maguffin_made": "no", "maguffin_seems": "no", "past": "here"})}
    assert ok == {"object", "substance"}
    assert not fits(needs, {"maguffin": "object", "maguffin_made": "yes", "maguffin_seems": "no", "past": "here"})
    # nor one whose truth says it is what it seems (round 26: tests/test_r26_maguffin.py)
    assert not fits(needs, {"maguffin": "object", "maguffin_made": "no", "maguffin_seems": "yes"})


def test_a_client_of_kin_is_one_person():
    """The client's cousin or partner, known personally: only a client who is one
    person; a trip is booked through a company, a group or an institution, never one person."""
    for sym, words in (("secret_client_tourist", "client's cousin"),
                       ("secret_client", "client's partner once"),
                       ("secret_client", "Knows the client personally")):
        # (a tour's seats bought from the client: the booking needs it, round 23's seats fact,
        # tests/test_r23_motives.py)
        ok = {c for c in CLIENTS if fits(_needs(sym, words), {"client": c, "seats": "bought"})}
        assert ok == {"person"}, words
    booked = _needs("secret_client_tourist", "Booked the trip through")
    assert not fits(booked, {"client": "person", "seats": "bought"}) and fits(booked, {"client": "company", "seats": "bought"})


def test_nothing_is_said_of_a_maguffin_before_the_crew_make_it():
    for sym, words in (("secret_thing", "paid to say nothing about"), ("secret_thing", "Dreams about"),
                       ("secret_client", "told the client about"), ("secret_client", "worth far less")):
        # (tech iron: since round 27 a secret of money needs a people who use it, tech >= iron)
        facts = {"maguffin": "knowledge", "maguffin_made": "yes", "nights": "yes", "tech": "iron"}
        assert not fits(_needs(sym, words), facts), words
        assert fits(_needs(sym, words), dict(facts, maguffin_made="no")), words


def test_the_cut_off_never_write_home():
    """The stranded, someone wanting a ride home and a dreamer's own figure cannot send word home
    today: never "still writes to the client" or "reports everything back"; a tourist can."""
    from generators.content.cast_facts import role_facts

    for role in ("Someone who wants a ride home", "The stranded DayTripper the crew came for",
                 "The boss of a gang of stranded toughs", "The dreamer, as they appear in their own world"):
        assert role_facts(role)["word_home"] is False, role
    assert role_facts("The loudest of the paying tourists")["word_home"] is True
    for words in ("Still writes to the client", "reports everything back"):
        needs = _needs("secret_client", words)
        assert not fits(needs, {"folk": "visitor", "word_home": "no"}), words
        assert fits(needs, {"folk": "visitor", "word_home": "yes"}), words


def test_no_secret_against_its_own_trip_over_the_audit_trips():
    """Over audit trips that drew them on the base (hang 1..60: a fake prize on festival, place
    and person trips, "old schoolfriend of the client's" on a group's tour, "the client's
    partner" of a government office, "paid to say nothing about the soil core" the crew have
    still to take), none fires now."""
    seen = []
    for i in range(1, 61):
        t = audit_trip(i)
        check_r20secrets(t, t["world"], [], lambda rule, msg, i=i: seen.append((i, rule, msg)))
    assert seen == []
