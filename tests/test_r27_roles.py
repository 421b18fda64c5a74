"""Round 27, roles (cold readers of algorithm-24 trips, reads 36-38): a captor who was jailer,
rival and blackmailer at once; a Mayor "wanted at the lake under another name" found at the
lake; Judo in 1761; a famous performer in a 1761 village; three Celebrity/Entertainers in one
cast; an actor with no Acting; the opponent who gives the crew the needed clue; a keeper whose
want "to see the pilot safe" gates the clue to the pilot.

The facts behind each fix hold, the audit's trips keep every rule of
generators/trip/consistency_r27roles.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.class_pick import ONCE, class_for
from generators.content.event_roles import second_not_foe
from generators.content.job_skill import job_skills
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.clue_price import PRICED, frank, works_against
from generators.trip.consistency_r27roles import RULES, check_r27roles
from generators.trip.knowing import blockers

CELEBRITY = "Celebrity/Entertainer"


def _people(t: dict) -> list[dict]:
    return [n for n in t["npcs"] if n.get("source") != "creature" and n.get("body") != "creature"]


def _locals(t: dict) -> list[dict]:
    return [n for n in _people(t) if n.get("folk") == "local"]


def _break_jobs() -> dict:
    t = trip_where(lambda t: any(n["role"] in ("The rival crew's captain", "The one keeping the missing DayTripper")
                                 for n in t["npcs"]))
    n = next(n for n in t["npcs"] if n["role"] in ("The rival crew's captain", "The one keeping the missing DayTripper"))
    t["tweaks"].append({"kind": "character", "target": f"{n['name']} ({n['role'].lower()})",
                        "tweak": "core motivation inverted, replaced or conflicted",
                        "rule": "Invert, replace or conflict their core motivation",
                        "detail": "They want exactly what the crew want, and it is a competition.",
                        "text": f"{n['name']} ({n['role'].lower()}): core motivation inverted, replaced or conflicted"})
    return t


def _break_wanted() -> dict:
    t = trip_where(lambda t: any(n.get("where") for n in _people(t)))
    n = next(n for n in _people(t) if n.get("where"))
    n["secret"] = f"Is wanted at {n['where'][:1].lower() + n['where'][1:]} under another name"
    return t


def _break_era() -> dict:
    t = trip_where(lambda t: isinstance(t["world"].get("year"), int) and t["world"]["year"] < 1882 and _locals(t), n=300)
    _locals(t)[0]["skills"].append({"name": "Fighting/Weapon:Judo", "stat": "GRACE", "level": 1})
    return t


def _break_once() -> dict:
    t = trip_where(lambda t: len(_people(t)) >= 3)
    for n in _people(t)[:3]:
        n["class"] = CELEBRITY
    return t


def _break_crowd() -> dict:
    t = trip_where(lambda t: t["world"].get("inhabitants") == "few" and _locals(t), n=300)
    _locals(t)[0]["secret"] = ("Poses as a pilgrim on the way somewhere else, and is really a famous performer "
                               "who wants this place's story for a show of their own")
    return t


def _key_local(t: dict):
    for d in t["node"].get("details") or []:
        if d.get("label") == "Key local":
            return next((n for n in _people(t) if d["text"].startswith(n["name"] + ", ")), None), d
    return None, None


def _break_job() -> dict:
    t = trip_where(lambda t: _key_local(t)[0] is not None, n=300)
    n, d = _key_local(t)
    d["text"] = f"{n['name']}, a community theatre actor"
    n["skills"] = [k for k in n["skills"] if k["name"] != "Acting"]
    return t


def _npc_clue(t: dict, needed: bool):
    for f in t["clues"]:
        for cl in f["clues"]:
            if cl["kind"] == "npc" and f["needed"] == needed:
                return f, cl, next(n for n in t["npcs"] if n["key"] == cl["at"])
    return None


def _break_opponent() -> dict:
    t = trip_where(lambda t: _npc_clue(t, True) is not None)
    _npc_clue(t, True)[2]["want"] = "To keep the egg exactly where it is"
    return t


def _break_gate() -> dict:
    t = trip_where(lambda t: _npc_clue(t, True) is not None)
    _, cl, n = _npc_clue(t, True)
    n["want"] = "To see the pilot safe, and then to be left alone"
    cl["how"] = f"{n['name']}, once the crew {PRICED}, and not a moment before"
    return t


R27_ROLES_BREAKS = {
    "npc-opposing-jobs": _break_jobs,
    "npc-wanted-here": _break_wanted,
    "npc-skill-era": _break_era,
    "cast-celebrity-once": _break_once,
    "celebrity-crowd": _break_crowd,
    "npc-job-skill": _break_job,
    "needed-clue-opponent": _break_opponent,
    "want-gates-clue": _break_gate,
}


def test_breaks_cover_the_rules():
    assert set(R27_ROLES_BREAKS) == set(RULES)


@pytest.mark.parametrize("rule", sorted(R27_ROLES_BREAKS))
def test_rule_fires_on_its_break(rule):
    assert fires(R27_ROLES_BREAKS[rule](), rule)


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_audit_trips_keep_the_roles_rules(seed):
    found = []
    for i in range(1, 61):
        t = audit_trip(i, seed)
        check_r27roles(t, t["world"], [], lambda rule, msg, i=i: found.append(f"audit/{i} {rule}: {msg}"))
    assert not found, found[:5]


def test_a_cast_draws_no_second_celebrity():
    # a stone-age people at war: the first local could be a Soldier, even one the cast has
    facts = {"tech": "stone", "inhabitants": "many", "natives": "human", "peaceful": "no", "law": "lax"}
    for k in range(40):
        got = class_for(Stream("r27-roles", f"once/{k}"), "The first local to meet the crew", facts,
                        office_held=True, tier="professional", used=(CELEBRITY, "Soldier"))
        assert got not in ONCE, got
    # a trader of a peaceful one has no class of their own but that one (the audit's exemption)
    calm = dict(facts, peaceful="yes")
    assert class_for(Stream("r27-roles", "once"), "The trader who is selling", calm, office_held=True,
                     tier="professional", used=(CELEBRITY,)) == CELEBRITY


def test_fame_needs_a_crowd():
    g = load("grammars/people")
    lines = list(zip(g.rules["disguise_really_celebrity_entertainer"],
                     g.rule_needs.get("disguise_really_celebrity_entertainer")))
    # (round 35's r35-gates made "a famous performer" "a performer", which claims no fame the
    # stat block does not give; a line that claims fame again must still need a crowd)
    famous = [n for r, n in lines if "famous" in (r if isinstance(r, str) else r["text"])]
    assert all(not fits(n, {"inhabitants": "few"}) for n in famous)
    assert any("performer" in (r if isinstance(r, str) else r["text"]) for r, _ in lines)
    assert any(fits(n, {"inhabitants": "few"}) for _, n in lines)


def test_judo_and_photography_keep_their_years():
    needs = {v: f.get("_needs") for v, _, f in load("trip/skill_needs").items}
    judo, photo = needs["Fighting/Weapon:Judo"], needs["Artform:Photography"]
    assert not fits(judo, {"year": 1761, "tech": "steam", "peaceful": "no", "node": "past"})
    assert not fits(judo, {"tech": "iron", "peaceful": "no", "node": "planet"})
    assert fits(judo, {"year": 1950, "tech": "electric", "peaceful": "no", "node": "past"})
    assert not fits(photo, {"year": 1820, "tech": "steam", "node": "past"})


def test_no_line_has_them_wanted_where_they_live():
    lines = [r if isinstance(r, str) else r["text"] for r in load("grammars/people").rules["secret"]]
    assert not any("wanted at #place#" in x for x in lines)


def test_a_job_names_its_skill():
    assert job_skills("a community theatre actor") == ("Acting",)
    assert job_skills("a children's party magician in Turlock who never sleeps without dreaming") == ("Acting",)
    assert job_skills("a high-school physics teacher") == ("Science:Physics",)
    assert job_skills("a security contractor") == ()


def test_an_opponent_tells_no_needed_fact_and_a_safe_want_tells_freely():
    assert works_against("To keep the egg exactly where it is")
    assert blockers([{"name": "A", "want": "To keep the egg exactly where it is", "secret": ""}]) == {"A"}
    assert frank("To see the pilot safe, and then to be left alone", "The local authority")


def test_a_foe_is_never_the_blackmailer():
    ctx = {"npcs": ["Boss", "Mayor", "Scout"], "_foes": ["Boss"]}
    assert second_not_foe({"npc": "Mayor", "npc2": "Boss"}, ctx)["npc2"] == "Scout"
    assert second_not_foe({"npc": "Mayor", "npc2": "Scout"}, ctx)["npc2"] == "Scout"
