"""Round 25, roles (issue 10, coherent trips: cold readers of algorithm-22 trips met a site's
warden who was a Celebrity/Entertainer, a local authority ranked "Spy", bosses ranked
"Enlisted", a disguised performer "hiding from everyone" who sent people after the crew and
waited at the landing, and "paid to say nothing" on someone who "says it all at once").

The facts behind each fix hold (role_classes.json ``never`` and ``rank_min``, class_for, the
disguised performer's lines, the quiet teller's forms), the audit's trips keep every rule of
generators/trip/consistency_r25roles.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import re

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.class_pick import class_for, role_info
from generators.content.world import EARTH
from generators.data import load
from generators.rng import Stream
from generators.trip.clue_quiet import keeps_quiet, told_openly
from generators.trip.consistency_r25roles import HIDING, RULES, check_r25roles

WARDEN, AUTHORITY = "The warden of the site", "The local authority"


def _person(t: dict, role: str) -> dict | None:
    return next((n for n in t["npcs"] if n["role"] == role), None)


def _break_class() -> dict:
    t = trip_where(lambda t: _person(t, WARDEN) is not None)
    n = _person(t, WARDEN)
    n["class"], n["rank"] = "Celebrity/Entertainer", None
    return t


def _break_rank() -> dict:
    t = trip_where(lambda t: _person(t, AUTHORITY) is not None)
    _person(t, AUTHORITY)["rank"] = "Enlisted (Military 1)"
    return t


def _break_hiding() -> dict:
    t = trip_where(lambda t: _person(t, "Someone here in disguise") is not None)
    n = _person(t, "Someone here in disguise")
    n["secret"] = ("Poses as a pedlar of cheap charms, and is really a famous performer, hiding from everyone "
                   "who would know their face")
    n["where"] = next(x["name"] for x in t["locations"] if x["role"] == "Slip-in point")
    return t


def _told(t: dict):
    return next(((f, cl) for f in t["clues"] for cl in f["clues"] if cl["kind"] == "npc"), None)


def _break_secret() -> dict:
    t = trip_where(lambda t: _told(t) is not None)
    _, cl = _told(t)
    n = next(n for n in t["npcs"] if n["key"] == cl["at"])
    n["secret"] = "Has been paid to say nothing about the ledger, and the money is already spent"
    cl["how"] = f"{n['name']}, who hums and fidgets for a while and then says it all at once"
    return t


R25_ROLES_BREAKS = {"npc-class-job": _break_class, "npc-rank-job": _break_rank,
                    "npc-hiding-acts": _break_hiding, "npc-secret-clue": _break_secret}


def test_every_rule_has_a_break_and_fires():
    assert set(R25_ROLES_BREAKS) == set(RULES)
    for rule, brk in R25_ROLES_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Base (algorithm 23 before this round, audit/1..300, hang + slip-n-slide): npc-class-job
    38 + 53, npc-rank-job 175 + 182, npc-hiding-acts 15 + 10, npc-secret-clue 4 + 6."""
    found = []
    for i in range(1, 150):
        t = audit_trip(i, seed)
        check_r25roles(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- the facts behind each fix ------------------------------------------------------------

def test_a_role_never_draws_a_class_its_job_rules_out():
    """Whoever holds an office in the open is no spy and no performer, even on a world where
    none of the role's own classes fits (the fallback draws among every class)."""
    roles = [v for v, _, f in load("trip/role_classes").items if f.get("never")]
    assert WARDEN in roles and AUTHORITY in roles
    worlds = [EARTH, dict(EARTH, tech="stone", peaceful="yes"), dict(EARTH, law="strict")]
    for role in roles:
        assert not set(role_info(role)["classes"]) & set(role_info(role)["never"]), role
        for k, world in enumerate(worlds):
            for j in range(20):
                for office in (False, True):
                    cls = class_for(Stream("r25-roles", f"{role}/{k}/{j}"), role, world, office, "professional")
                    assert cls not in role_info(role)["never"], (role, world.get("tech"), cls)


def test_leaders_hold_more_than_the_lowest_rank():
    """The local authority and the bosses of toughs hold Rank 2 or more where their tier may."""
    seen = 0
    for i in range(1, 150):
        for n in audit_trip(i, "hang")["npcs"]:
            m = re.match(r"^.+ \(\w+ (\d)\)$", n.get("rank") or "")
            if m and role_info(n["role"]).get("rank_min") and n["tier"] != "mook":
                seen += 1
                assert int(m.group(1)) >= 2, (i, n["name"], n["role"], n["rank"])
    assert seen >= 20


def test_the_disguised_performer_is_not_in_hiding():
    lines = load("grammars/people").rules["disguise_really_celebrity_entertainer"]
    assert lines and not any(HIDING.search(str(x)) for x in lines)


def test_quiet_secrets_and_open_forms_are_recognised():
    assert keeps_quiet("Has been paid to say nothing about the moss, and the money is already spent")
    assert not keeps_quiet("Dreams about the moss every night")
    assert told_openly("X, who hums and fidgets for a while and then says it all at once")
    assert told_openly("X, who lets it drop while showing off how much they know about this place")
    assert not told_openly("X, who tells it grudgingly, as if each word cost them something")
