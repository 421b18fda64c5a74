"""Round 24, the cast (issue 10, coherent trips: NPCs and their stat blocks, as cold readers
quoted them): stat blocks that disagree with their roll log, class boosts nobody mentions, space
kit on locals of worlds without spaceflight, two titles for one person, a look that contradicts
the skills or the job, a manner that contradicts itself.

The facts behind each fix hold (the purchase loop's lead skill, skill needs, job ranks and
titles, body facts and the look's refit, tone and pace before the manner), every NPC's stat
block is rebuilt from its roll log over many trips, the audit's trips keep every rule of
generators/trip/consistency_r24cast.py, and each rule fires on a trip broken on purpose."""

from __future__ import annotations

import pytest

from audit_trips import audit_trip, fires, trip_where
from generators.content.world import EARTH
from generators.data import load
from generators.needs import fits
from generators.rng import Stream
from generators.trip.audit_trip import audit_trip as build_trip
from generators.trip.cast import skill_fits
from generators.trip.consistency import STRUCTURE_RULES
from generators.trip.consistency_r24cast import RULES, block_from_log, check_r24cast


def _rules_npc(t: dict, pred=lambda n: True) -> dict | None:
    return next((n for n in t["npcs"] if n["source"] == "npc" and pred(n)), None)


def _break_log() -> dict:
    t = trip_where(lambda t: _rules_npc(t, lambda n: n["skills"]) is not None)
    n = _rules_npc(t, lambda n: n["skills"])
    n["skills"][0]["level"] += 1  # the page says one thing, the log another
    return t


def _break_boosts() -> dict:
    t = trip_where(lambda t: _rules_npc(t) is not None)
    pre = f"{t['path']}/npc/{_rules_npc(t)['key'].split('-')[-1]}"
    t["rolls"] = [r for r in t["rolls"] if not (r["path"] == pre and r["for"] == "class boosts")]
    return t


def _dreamer(t: dict) -> bool:
    return t["world"].get("family") in ("dream", "chao") and _rules_npc(t, lambda n: n["folk"] == "local") is not None


def _break_space() -> dict:
    t = trip_where(_dreamer)
    _rules_npc(t, lambda n: n["folk"] == "local")["skills"].append({"name": "Survival:Vacuum", "stat": "BRAINS", "level": 1})
    return t


def _break_title() -> dict:
    t = trip_where(lambda t: _rules_npc(t) is not None)
    n = _rules_npc(t)
    n["role"], n["rank"] = "The rival crew's captain", "Lieutenant (Military 2)"
    return t


def _break_look() -> dict:
    fighter = lambda n: any(k["name"].startswith(("Fighting/Weapon", "Athletics")) for k in n["skills"])  # noqa: E731
    t = trip_where(lambda t: _rules_npc(t, fighter) is not None)
    _rules_npc(t, fighter)["look"] = "Very old, and stiff in every joint, in a shawl the colour of rust"
    return t


def _break_manner() -> dict:
    t = trip_where(lambda t: _rules_npc(t) is not None)
    _rules_npc(t)["manner"] = "Theatrical; talks mostly to themselves"
    return t


R24_CAST_BREAKS = {"npc-block-log": _break_log, "npc-block-boosts": _break_boosts, "npc-space-kit": _break_space,
                   "npc-rank-title": _break_title, "npc-look-body": _break_look, "npc-manner-clash": _break_manner}


def test_every_rule_is_registered_has_a_break_and_fires():
    assert set(R24_CAST_BREAKS) == set(RULES)
    assert set(RULES) <= set(STRUCTURE_RULES)
    for rule, brk in R24_CAST_BREAKS.items():
        assert fires(brk(), rule), rule


@pytest.mark.parametrize("seed", ["hang", "slip-n-slide"])
def test_the_audit_trips_keep_every_rule(seed):
    """Before (algorithm 22 at 76a3b1b5, audit/1..300, hang + slip-n-slide): npc-block-log
    76 + 75, npc-block-boosts 1320 + 1300, npc-space-kit 22 + 14, npc-rank-title 24 + 33,
    npc-look-body 40 + 35, npc-manner-clash 16 + 22."""
    found = []
    for i in range(1, 120):
        t = audit_trip(i, seed)
        check_r24cast(t, t["world"], [], lambda rule, msg, i=i: found.append((i, rule, msg)))
    assert not found, found[:5]


# --- one source of truth: the stat block is the one its roll log builds -------------------

@pytest.mark.parametrize("seed", ["cast-a", "cast-b", "cast-c"])
def test_every_stat_block_is_rebuilt_from_its_roll_log(seed):
    """Each rules NPC's stats, skill levels, Fame and Rank level, read purchase by purchase off
    the roll log, are the ones the stat block prints (cold read r24: Rhetoric bought to 2 in the
    log, printed +1 beside Psychology +2)."""
    seen = 0
    for i in range(1, 41):
        t = build_trip(seed, i)
        for n in t["npcs"]:
            if n["source"] != "npc":
                continue
            seen += 1
            stats, skills, fame, rank = block_from_log(t, n)
            assert stats == n["stats"], (seed, i, n["name"])
            assert skills == {k["name"]: k["level"] for k in n["skills"]}, (seed, i, n["name"])
            assert fame == (n["fame"] or 0), (seed, i, n["name"])
            assert rank == (int(n["rank"].rsplit(" ", 1)[1].rstrip(")")) if n["rank"] else 0), (seed, i, n["name"])
    assert seen > 100


def test_the_rebuild_reads_a_trade_note():
    """A level change after the roll is in the log, so the rebuild follows it."""
    t = trip_where(lambda t: _rules_npc(t, lambda n: n["skills"]) is not None)
    n = _rules_npc(t, lambda n: n["skills"])
    k = n["skills"][0]
    pre = f"{t['path']}/npc/{n['key'].split('-')[-1]}"
    t["rolls"].append({"expr": "choice", "faces": [], "total": 0, "for": "a skill fitted to the world and the role",
                       "result": f"{k['name']} {k['level']} becomes {k['name']} {k['level'] + 1} (levels traded)",
                       "path": pre})
    k["level"] += 1
    assert not fires(t, "npc-block-log")


def test_the_role_skill_is_bought_best():
    """rules/npc_buy.py: with a ``lead`` (the role's own skill), no other skill but a weapon is
    raised above it, so nothing is traded after the roll."""
    from generators.rules.npc import roll_npc

    weapons = {v for v, _, f in load("lists/skills").items if f.get("weapon")}
    for k in range(40):
        npc = roll_npc(Stream("lead", f"npc/{k}"), "notable", cls="Politician/Nobility", keyed=(("Rhetoric",),),
                       lead="Rhetoric")
        lead = max(s.level for s in npc.skills if s.base == "Rhetoric")
        assert all(s.level <= lead for s in npc.skills if s.base not in weapons), [(s.name, s.level) for s in npc.skills]


def test_npcs_say_they_have_no_class_boosts():
    t = audit_trip(1)
    pre = {f"{t['path']}/npc/{n['key'].split('-')[-1]}" for n in t["npcs"] if n["source"] == "npc"}
    said = {r["path"] for r in t["rolls"] if r["for"] == "class boosts"}
    assert pre and pre <= said


# --- the facts behind the other fixes ------------------------------------------------------

def test_space_skills_need_a_world_with_spaceflight():
    for skill in ("Survival:Vacuum", "Driving/Piloting:SlipShip"):
        assert not skill_fits(skill, {"tech": "strange", "node": "dream"})
        assert not skill_fits(skill, {"tech": "strange", "node": "chao"})
        assert not skill_fits(skill, {"tech": "digital", "node": "planet"})
        assert skill_fits(skill, {"tech": "advanced", "node": "future"})
    assert skill_fits("Survival:Vacuum", EARTH) is False  # 2017 has no vacuum survival school


def test_titled_jobs_carry_their_rank():
    from generators.trip.npc_titles import job_rank, title_for, titled

    ranked = [(v, f) for v, _, f in load("trip/class_occupations").items
              if f["class"] in ("Soldier", "Politician/Nobility")]
    assert ranked and all(f.get("rank") in (1, 2, 3) for _, f in ranked)
    assert job_rank("deputy sheriff") == 1 and job_rank("militia captain") == 3
    assert title_for("The person history depends on", "deputy sheriff") == "Deputy sheriff"
    assert title_for("The rival crew's captain", None) == "Captain of the rival crew"
    f = titled({"rank": "Lieutenant (Military 2)", "odds": [{"action": "Rank (Lieutenant)"}]}, "Deputy sheriff", True)
    assert f["rank"] == "Deputy sheriff (Military 2)" and f["odds"][0]["action"] == "Rank (Deputy sheriff)"
    spy = {"rank": "Spy (Secret 1)", "odds": []}
    assert titled(spy, "Captain of the rival crew", False) == spy  # a secret rank keeps its word


def test_a_frail_look_is_drawn_again_for_a_sound_body():
    from generators.trip.npc_body import body_facts, refit_look

    assert body_facts(["Artform:Dance"], "")["agile"] == "yes"
    assert body_facts(["Medicine"], "")["steady"] == "yes"
    assert body_facts(["Rhetoric"], "The local authority") == {"agile": "no", "steady": "no"}
    person = {"folk": "local", "body": "furred", "age": "old"}
    world = dict(EARTH, body="furred")
    look = "Very old, and stiff in every joint, with a grey muzzle; a tremor in one limb"
    new = refit_look(look, person, world, {"agile": "yes", "steady": "yes"}, Stream("look", "fit"), set())
    assert "stiff in every joint" not in new and "tremor" not in new and new[:1].isupper(), new
    assert refit_look(look, person, world, {"agile": "no", "steady": "no"}, Stream("look", "fit"), set()) == look


def test_manner_lines_of_a_bearing_need_it():
    """Showy and withdrawn lines, quick and slow ones, each need the person's tone or pace
    (rolled first, content/cast_facts.py), so one manner never holds both."""
    g = load("grammars/people")
    lines = [(t, n) for r in ("adj", "talk", "habit")
             for t, n in zip(g.rules[r], g.rule_needs.get(r) or (None,) * len(g.rules[r]))]
    for text, bearing, other in (("theatrical", {"tone": "showy"}, {"tone": "withdrawn"}),
                                 ("mostly to themselves", {"tone": "withdrawn"}, {"tone": "showy"}),
                                 ("very fast", {"pace": "quick"}, {"pace": "slow"}),
                                 ("sleepy", {"pace": "slow"}, {"pace": "quick"})):
        n = dict(lines)[text]
        assert fits(n, dict(bearing, voice="any")) and not fits(n, dict(other, voice="any")), text
        assert not fits(n, {"voice": "any"}), text  # never without the bearing rolled
