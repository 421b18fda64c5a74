"""Mission Aspects (TABLES.md section 6): the Chaz Modine replay, every contest outcome,
the round cap, No Intel for Exploration, pay and uniqueness properties over seeds, exact
odds, the JSON Schema and the CLI in every format."""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import global_random_forbidden, run_cli, run_cli_subprocess
from generators.rules.aspects import (
    ADD_PERK,
    CONTEST_OUTCOMES,
    LEVEL_POLICY,
    REMOVE_COMPLICATION,
    REMOVE_PERK,
    ROUND_CAP,
    SCORES,
    SELECT,
    TAKE_PERK,
    Aspects,
    Chooser,
    ScriptedChooser,
    SeededChooser,
    attach_aspects,
    contest_outcome,
    parse_score,
    roll_aspects,
)
from generators.rules.board import roll_mission
from generators.data import load
from generators.errors import BadInput, DiceExhausted
from generators.render.aspects import aspects_markdown, aspects_text
from generators.rules.resolution import opposed_distribution
from generators.rng import ScriptedDice, Stream

SCHEMA_DIR = Path(__file__).resolve().parent.parent / "generators" / "schema"
SCHEMA = json.loads((SCHEMA_DIR / "aspects.schema.json").read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
MISSION_TYPES = [r.value for r in load("tables/mission_types").rows]
NODE_TYPES = [r.value for r in load("tables/node_types").rows]
OPPOSITIONS = load("lists/oppositions").values
PERKS = load("lists/perks").values
COMPLICATIONS = load("lists/complications").values
FORTUNE = "Fortune: +1M per Crewmember"

# --- the rules' worked example ----------------------------------------------------------

# GM first (CL 2 = two dice), then the player (Fame 3 = three dice), each round.
CHAZ_DICE = [
    6, 2, 4, 1, 3,  # node 1: GM best 6, player best 4 -> miss by 2
    4, 3, 5, 2, 1,  # node 2: GM 4, player 5 -> exceed by 1
    5, 1, 6, 6, 2,  # node 3: GM 5, player 6 -> exceed by 1
    6, 3, 6, 1, 1,  # opposition 1: GM 6, player 6 -> exact hit
]
CHAZ_CHOICES = [
    ("GM", "Complication"), ("GM", "Scant Intel"),
    ("player", TAKE_PERK), ("player", FORTUNE),
    ("player", SELECT), ("player", "Known Planet"),
    ("player", "Monster/Enemy"), ("GM", "Involves Criminal Motives"),
]


def chaz(stream_path="aspects"):
    dice = ScriptedDice(CHAZ_DICE)
    chooser = ScriptedChooser(CHAZ_CHOICES, level=0)
    stream = Stream("chaz-modine", stream_path, dice=dice)
    return stream, dice, chooser


def test_chaz_modine_replays_exactly():
    stream, dice, chooser = chaz()
    a = roll_aspects(stream, "Emergency/Rescue", crew=2, score=("Fame", 3), chooser=chooser)
    assert dice.remaining == 0 and chooser.used == len(CHAZ_CHOICES)
    # EXAMPLE - RESULTING MISSION, as the rules print it
    assert a.mission_type == "Emergency/Rescue"
    assert a.node_type == "Known Planet" and a.slip_type == "Cartesian"
    assert a.cl == 2 and a.crew == 2
    assert a.base_pay == 4 and a.pay == 6
    assert a.oppositions == ["Monster/Enemy"] and a.opposition_type == "Monster/Enemy"
    assert a.complications == ["Scant Intel", "Involves Criminal Motives"]
    assert a.perks == [FORTUNE]
    assert a.player_score == {"score": "Fame", "value": 3, "chosen_by": "given"}
    assert a.surprises == [] and a.opposition_level == 0 and a.xp_multiplier == 1
    assert not a.rounds_capped
    rounds = [(r["contest"], r["round"], r["gm"]["best"], r["player"]["best"], r["margin"], r["outcome"])
              for r in a.negotiation]
    assert rounds == [
        ("node", 1, 6, 4, -2, "miss by more than 1"),
        ("node", 2, 4, 5, 1, "exceed by 1"),
        ("node", 3, 5, 6, 1, "exceed by 1"),
        ("opposition", 1, 6, 6, 0, "exact hit"),
    ]
    who_chose = [(c["who"], c["chose"]) for r in a.negotiation for c in r["choices"]]
    assert who_chose == CHAZ_CHOICES
    assert [r["roll_again"] for r in a.negotiation] == [True, True, False, False]
    assert a.negotiation[0]["effects"] == ["GM adds Complication: Scant Intel", "roll again"]
    assert a.contests == {"node": {"rounds": 3, "capped": False, "value": "Known Planet"},
                          "opposition": {"rounds": 1, "capped": False, "value": "Monster/Enemy"}}
    paths = [r.path for r in a.rolls if r.expr != "choice"]
    assert paths == ["aspects/node/round/1/gm", "aspects/node/round/1/player",
                     "aspects/node/round/2/gm", "aspects/node/round/2/player",
                     "aspects/node/round/3/gm", "aspects/node/round/3/player",
                     "aspects/opposition/round/1/gm", "aspects/opposition/round/1/player"]
    VALIDATOR.validate(a.to_dict())


def _find_mission(mission_type: str, node_type: str):
    """A real Big Board mission (seeded search, deterministic) of the given type and node."""
    for i in itertools.count():
        m = roll_mission(Stream(f"find-{i}", "mission/1"))
        if m.mission_type == mission_type and m.node_type == node_type:
            return m, f"find-{i}"
        assert i < 5000


def test_chaz_replay_through_attach_aspects_replaces_the_board_node():
    m, _ = _find_mission("Emergency/Rescue", "Dream World")
    assert m.vectors  # the Big Board's Dream World had vectors of slip
    stream, dice, chooser = chaz(f"{m.path}/aspects")
    a = attach_aspects(m, stream, crew=2, score="Fame=3", chooser=chooser)
    assert m.aspects is a and dice.remaining == 0
    assert m.node_type == "Known Planet" and m.slip_type == "Cartesian" and m.vectors == []
    assert a.board_node == {"node_type": "Dream World", "slip_type": "Subjective", "node_roll": m.node_roll}
    node_rolls = [r for r in m.rolls if r.path == f"{m.path}/node"]
    assert len(node_rolls) == 1 and node_rolls[0].result.endswith("(replaced by Mission Aspects)")
    d = m.to_dict()
    assert d["node_type"] == d["aspects"]["node_type"] == "Known Planet"
    assert d["aspects"]["pay"] == 6
    VALIDATOR.validate(d["aspects"])
    text = aspects_text(a)
    assert "Pay: 6M (base 4M = CL 2 x crew 2 + 2M from Perks)" in text
    assert "Complications: Scant Intel; Involves Criminal Motives" in text
    assert "Opposition: Monster/Enemy" in text
    assert "replaces the Big Board's Dream World" in text
    assert "Surprises" not in text
    md = aspects_markdown(a)
    assert "| Node | 1 | 2d6kh1 [6, 2] = 6 | Fame 3d6kh1 [4, 1, 3] = 4 | -2 | miss by more than 1 |" in md


def test_scripted_chooser_rejects_a_choice_that_is_not_allowed():
    script = list(CHAZ_CHOICES)
    script[5] = ("player", "Home-Earth")
    with pytest.raises(BadInput, match="cannot choose 'Home-Earth' for Node Type"):
        roll_aspects(Stream("c", "a", dice=ScriptedDice(CHAZ_DICE)), "Emergency/Rescue",
                     score=("Fame", 3), chooser=ScriptedChooser(script))
    script = list(CHAZ_CHOICES)
    script[0] = ("player", "Complication")
    with pytest.raises(BadInput, match="is for player, but GM chooses"):
        roll_aspects(Stream("c", "a", dice=ScriptedDice(CHAZ_DICE)), "Emergency/Rescue",
                     score=("Fame", 3), chooser=ScriptedChooser(script))
    with pytest.raises(BadInput, match="scripted choices ran out"):
        roll_aspects(Stream("c", "a", dice=ScriptedDice(CHAZ_DICE)), "Emergency/Rescue",
                     score=("Fame", 3), chooser=ScriptedChooser(CHAZ_CHOICES[:3]))
    with pytest.raises(DiceExhausted):
        roll_aspects(Stream("c", "a", dice=ScriptedDice(CHAZ_DICE[:-1])), "Emergency/Rescue",
                     score=("Fame", 3), chooser=ScriptedChooser(CHAZ_CHOICES))


# --- helpers for the procedure ----------------------------------------------------------


class ThenDice:
    """Scripted faces first, then a repeating pattern forever."""

    def __init__(self, first, then):
        self.first, self.then, self.i, self.j = list(first), list(then), 0, 0

    def face(self, sides):
        if self.i < len(self.first):
            self.i += 1
            return self.first[self.i - 1]
        self.j += 1
        return self.then[(self.j - 1) % len(self.then)]


class Prefer(Chooser):
    """Always the first option in ``order`` that is allowed, else the first allowed one."""

    def __init__(self, *order, level=0):
        self.order, self.level = order, level

    def pick(self, stream, who, what, options):
        return next((o for o in self.order if o in options), options[0])

    def level_change(self, stream):
        return self.level


def check_round(rec: dict, a: Aspects) -> None:
    """What every logged round must satisfy, whatever the dice and the choices."""
    m = rec["margin"]
    assert m == rec["player"]["best"] - rec["gm"]["best"]
    assert rec["gm"]["best"] == max(rec["gm"]["faces"]) and len(rec["gm"]["faces"]) == a.cl
    assert rec["player"]["best"] == max(rec["player"]["faces"])
    assert len(rec["player"]["faces"]) == a.player_score["value"]
    assert rec["player"]["score"] == a.player_score["score"]
    assert rec["outcome"] == contest_outcome(m)
    eff = " | ".join(rec["effects"])
    label = "Node Type" if rec["contest"] == "node" else "Opposition Type"
    if m < -1:
        assert rec["roll_again"] and ("GM adds" in eff or "GM has nothing left" in eff)
        assert all(c["who"] == "GM" for c in rec["choices"])
        if rec["contest"] == "opposition":
            assert "GM adds Opposition" not in eff
    elif m == -1:
        assert ("GM selects" in eff) != ("GM removes Perk" in eff)
        assert rec["roll_again"] == ("GM removes Perk" in eff)
        assert all(c["who"] == "GM" for c in rec["choices"])
    elif m == 0:
        assert not rec["roll_again"]
        assert f"player selects {label}" in eff or "player selects: every" in eff
        assert "GM adds" in eff or "GM has nothing left" in eff
    elif m == 1:
        assert ("player selects" in eff) != ("player takes Perk" in eff)
        assert rec["roll_again"] == ("player takes Perk" in eff)
    else:
        assert not rec["roll_again"] and "player selects" in eff
        assert "GM" not in eff


def check_aspects(a: Aspects) -> None:
    d = a.to_dict()
    VALIDATOR.validate(d)
    row = next(r for r in load("tables/mission_types").rows if r.value == a.mission_type)
    assert a.cl == row.fields["cl"]
    assert a.base_pay == a.cl * a.crew
    assert a.pay == a.cl * a.crew + (a.crew if FORTUNE in a.perks else 0)
    for xs in (a.perks, a.complications, a.oppositions):
        assert len(xs) == len(set(xs))
    assert set(a.perks) <= set(PERKS) and set(a.complications) <= set(COMPLICATIONS)
    assert set(a.oppositions) <= set(OPPOSITIONS) and a.node_type in NODE_TYPES
    if a.mission_type == "Exploration":
        assert "No Intel" in a.complications
    # every round logged, numbered, and the contests end where the log says
    for kind in ("node", "opposition"):
        recs = [r for r in a.negotiation if r["contest"] == kind]
        c = a.contests[kind]
        assert [r["round"] for r in recs] == list(range(1, c["rounds"] + 1))
        assert all(r["roll_again"] for r in recs[:-1])
        assert recs[-1]["roll_again"] == c["capped"]
        assert c["rounds"] <= ROUND_CAP
        for r in recs:
            check_round(r, a)
            for side in ("gm", "player"):
                path_rolls = [x for x in a.rolls if x.path.endswith(f"/{kind}/round/{r['round']}/{side}")]
                assert len(path_rolls) == 1 and path_rolls[0].faces == r[side]["faces"]
    assert a.negotiation == [r for k in ("node", "opposition") for r in a.negotiation if r["contest"] == k]
    assert a.rounds_capped == any(c["capped"] for c in a.contests.values())
    assert a.opposition_type == a.contests["opposition"]["value"]
    assert a.node_type == a.contests["node"]["value"]
    # Opposition Level: XP x10 per point raised, one hidden surprise per point lowered
    assert a.xp_multiplier == 10 ** max(0, a.opposition_level_change)
    assert len(a.surprises) == max(0, -a.opposition_level_change)
    assert len({(s["kind"], s["value"]) for s in a.surprises}) == len(a.surprises)
    assert all(s["hidden"] for s in a.surprises)
    choices = [x for x in a.rolls if x.expr == "choice"]
    logged = [c for r in a.negotiation for c in r["choices"]]
    assert len(choices) >= len(logged)


# --- contest outcomes ------------------------------------------------------------------


@pytest.mark.parametrize("margin,said", [
    (-5, "miss by more than 1"), (-4, "miss by more than 1"), (-3, "miss by more than 1"),
    (-2, "miss by more than 1"), (-1, "miss by 1"), (0, "exact hit"), (1, "exceed by 1"),
    (2, "exceed by more than 1"), (3, "exceed by more than 1"), (4, "exceed by more than 1"),
    (5, "exceed by more than 1"),
])
def test_contest_outcome_wording_for_every_margin(margin, said):
    assert contest_outcome(margin) == said


@pytest.mark.parametrize("gm,player", list(itertools.product(range(1, 7), repeat=2)))
@pytest.mark.parametrize("prefer", [(SELECT, ADD_PERK), (TAKE_PERK, REMOVE_PERK, REMOVE_COMPLICATION)])
def test_first_round_of_each_contest_for_every_pair_of_faces(gm, player, prefer):
    """CL 1 vs a score of 1: one die each, so every margin -5..+5 is the first round of
    both contests; later rounds settle with GM 1 vs player 3."""
    dice = ThenDice([gm, player], [1, 3])
    a = roll_aspects(Stream("faces", "a", dice=dice), "Exploration", crew=1, score=("Charm", 1),
                     chooser=Prefer(*prefer))
    first = a.negotiation[0]
    assert (first["gm"]["faces"], first["player"]["faces"]) == ([gm], [player])
    assert first["margin"] == player - gm
    check_aspects(a)
    dice = ThenDice([1, 3, gm, player], [1, 3])  # the same pair opening the Opposition contest
    a = roll_aspects(Stream("faces", "a", dice=dice), "Exploration", crew=1, score=("Charm", 1),
                     chooser=Prefer(*prefer))
    opp = next(r for r in a.negotiation if r["contest"] == "opposition")
    assert opp["margin"] == player - gm
    check_aspects(a)


def test_miss_by_one_gm_removes_a_perk_and_the_player_rolls_again():
    # node 1: exceed by 1 -> take Fortune; node 2: miss by 1 -> GM removes it; node 3: +2
    dice = ScriptedDice([3, 4, 4, 3, 1, 3, 1, 3])
    ch = ScriptedChooser([("player", TAKE_PERK), ("player", FORTUNE), ("GM", REMOVE_PERK),
                          ("GM", FORTUNE), ("player", "Dream World"),
                          ("player", "Two +2 Items (ship inventory)"),
                          ("player", "Flux Storms"),
                          ("player", "One +3 Item (ship inventory)")])
    a = roll_aspects(Stream("m1", "a", dice=dice), "Exploration", crew=4, score=("Brains", 1), chooser=ch)
    assert [r["outcome"] for r in a.negotiation] == [
        "exceed by 1", "miss by 1", "exceed by more than 1", "exceed by more than 1"]
    assert a.negotiation[1]["effects"] == ["GM removes Perk: " + FORTUNE, "roll again"]
    assert a.perks == ["Two +2 Items (ship inventory)", "One +3 Item (ship inventory)"]
    assert a.pay == a.base_pay == 4
    # Exploration's automatic No Intel is never offered for removal: adding a Perk is the
    # only bonus left, so the player is not even asked
    assert a.complications == ["No Intel"]
    assert not any(c["what"].startswith("exceed by more") for r in a.negotiation for c in r["choices"])
    assert not any(REMOVE_COMPLICATION in c["options"] for r in a.negotiation for c in r["choices"])
    check_aspects(a)


def test_miss_by_one_without_perks_the_gm_selects():
    dice = ScriptedDice([4, 3, 1, 3])
    ch = ScriptedChooser([("GM", "Time Travel"), ("player", "Rival DayTrippers"), ("player", FORTUNE)])
    a = roll_aspects(Stream("m1", "a", dice=dice), "Exploration", crew=3, score=("Rank", 1), chooser=ch)
    assert a.negotiation[0]["choices"] == [{"who": "GM", "what": "Node Type", "options": NODE_TYPES,
                                            "chose": "Time Travel"}]
    assert a.node_type == "Time Travel" and a.slip_type == "Temporal" and a.pay == 3 + 3
    check_aspects(a)


def test_exceed_by_more_than_one_removes_a_complication():
    # node 1 miss by 2: GM adds an Opposition (the player must still roll for Opposition);
    # node 2 miss by 3: GM adds War Zone; node 3 +2: player removes War Zone
    dice = ScriptedDice([3, 3, 1, 4, 4, 1, 1, 1, 3, 1, 1, 1])
    ch = ScriptedChooser([("GM", "Opposition"), ("GM", "Flux Storms"),
                          ("GM", "Complication"), ("GM", "War Zone"),
                          ("player", "Alternate Earth"), ("player", REMOVE_COMPLICATION), ("player", "War Zone"),
                          ("player", "Dangerous Object"), ("GM", "Bad Odds")])
    a = roll_aspects(Stream("x", "a", dice=dice), "Emergency/Rescue", crew=2, score=("Charm", 1), chooser=ch)
    assert dice.remaining == 0
    assert a.oppositions == ["Flux Storms", "Dangerous Object"]
    assert a.opposition_type == "Dangerous Object"
    assert a.complications == ["Bad Odds"]
    assert a.contests["opposition"]["rounds"] == 1  # rolled although the GM added one
    check_aspects(a)


def test_rounds_are_capped_and_the_cap_reported():
    # GM always 6, player always 1: miss by 5 forever, in both contests
    a = roll_aspects(Stream("cap", "a", dice=ThenDice([], [6, 1])), "Exploration", crew=2,
                     score=("Fame", 1), chooser=SeededChooser())
    assert a.rounds_capped
    assert a.contests["node"]["rounds"] == a.contests["opposition"]["rounds"] == ROUND_CAP
    assert len(a.negotiation) == 2 * ROUND_CAP
    assert "round cap (20) reached: the GM selects the Node Type" in a.negotiation[ROUND_CAP - 1]["effects"]
    assert any("GM selects Opposition Type" in e for e in a.negotiation[-1]["effects"]) or \
        a.opposition_type is None
    # 20 + 20 additions but only 12 complications exist: the GM ran out, without duplicates
    assert sorted(a.complications) == sorted(COMPLICATIONS)
    assert any("GM has nothing left to add" in e for r in a.negotiation for e in r["effects"])
    assert "round cap" in aspects_text(a) and "round cap" in aspects_markdown(a)
    check_aspects(a)


def test_taking_perks_ends_when_every_perk_is_taken():
    # player always exceeds by 1 and always prefers another Perk: 7 Perks, then must select
    a = roll_aspects(Stream("perks", "a", dice=ThenDice([], [2, 2, 3])), "Emergency/Rescue", crew=5,
                     score=("Charm", 1), chooser=Prefer(TAKE_PERK))
    assert a.perks == PERKS and a.contests["node"]["rounds"] == len(PERKS) + 1
    assert a.pay == 2 * 5 + 5 and not a.rounds_capped
    check_aspects(a)


# --- Opposition Level ------------------------------------------------------------------


@pytest.mark.parametrize("change", [-3, -2, -1, 0, 1, 2])
def test_opposition_level_surprises_and_xp(change):
    a = roll_aspects(Stream("lvl", "a"), "Surveying/Fact-Finding", crew=2, score=("Charm", 3),
                     chooser=Prefer(level=change))
    assert a.opposition_level == a.opposition_level_change == change
    assert a.xp_multiplier == 10 ** max(0, change)
    assert len(a.surprises) == max(0, -change)
    for s in a.surprises:  # a surprise is something new to the mission
        assert s["value"] not in (a.complications if s["kind"] == "Complication" else a.oppositions)
    check_aspects(a)
    if change < 0:
        assert "GM only" in aspects_text(a) and "GM only" in aspects_markdown(a)


def test_seeded_level_policy_is_a_logged_d6():
    seen = Counter()
    for i in range(300):
        a = roll_aspects(Stream(f"lvl-{i}", "a"), "Exploration", score=("Fame", 2))
        roll = [r for r in a.rolls if r.path == "a/opposition_level"]
        assert len(roll) == 1 and roll[0].expr == "1d6"
        assert a.opposition_level_change == LEVEL_POLICY[roll[0].total]
        seen[a.opposition_level_change] += 1
    assert set(seen) == set(LEVEL_POLICY.values())


# --- properties over seeds and options -------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.text(min_size=1, max_size=20).filter(lambda s: s.strip()),
       crew=st.integers(1, 99), mtype=st.sampled_from(MISSION_TYPES),
       score=st.one_of(st.none(), st.tuples(st.sampled_from(SCORES), st.integers(1, 6))))
def test_properties_over_seeds_and_crews(seed, crew, mtype, score):
    with global_random_forbidden():
        a = roll_aspects(Stream(seed, "mission/1/aspects"), mtype, crew=crew, score=score)
    check_aspects(a)
    again = roll_aspects(Stream(seed, "mission/1/aspects"), mtype, crew=crew, score=score)
    assert again.to_dict() == a.to_dict()
    if score is None:
        assert a.player_score["chosen_by"] == "policy" and 2 <= a.player_score["value"] <= 4
    # crew changes the pay and nothing else
    other = roll_aspects(Stream(seed, "mission/1/aspects"), mtype, crew=crew % 99 + 1, score=score)
    strip = lambda d: {k: v for k, v in d.items() if k not in ("crew", "base_pay", "pay")}  # noqa: E731
    assert strip(other.to_dict()) == strip(a.to_dict())


@settings(max_examples=60, deadline=None)
@given(seed=st.text(min_size=1, max_size=12).filter(lambda s: s.strip()), crew=st.integers(1, 12),
       weirdness=st.sampled_from(["typical", "d6", "d8"]))
def test_attach_aspects_properties(seed, crew, weirdness):
    from generators.rules.vectors import VECTOR_NODES

    plain = roll_mission(Stream(seed, "mission/1"), weirdness)
    m = roll_mission(Stream(seed, "mission/1"), weirdness)
    a = attach_aspects(m, Stream(seed, "mission/1").child("aspects"), crew=crew)
    check_aspects(a)
    assert (m.mission_type, m.node_roll, m.job_dl, m.goal) == (plain.mission_type, plain.node_roll,
                                                                plain.job_dl, plain.goal)
    assert a.board_node == {"node_type": plain.node_type, "slip_type": plain.slip_type,
                            "node_roll": plain.node_roll}
    assert (m.node_type, m.slip_type) == (a.node_type, a.slip_type)
    assert bool(m.vectors) == (m.node_type in VECTOR_NODES)
    vector_rolls = [r for r in a.rolls if r.path.startswith("mission/1/aspects/vectors")]
    assert bool(vector_rolls) == bool(m.vectors)
    assert len({v.vector for v in m.vectors}) == len(m.vectors)
    assert m.to_dict()["aspects"] == a.to_dict()


# --- exact odds ----------------------------------------------------------------------


@pytest.mark.parametrize("score,cl", [(1, 1), (3, 2), (2, 4), (4, 3)])
def test_odds_match_brute_force(score, cl):
    counts = Counter()
    for p in itertools.product(range(1, 7), repeat=score):
        for g in itertools.product(range(1, 7), repeat=cl):
            counts[contest_outcome(max(p) - max(g))] += 1
    total = 6 ** (score + cl)
    mtype = next(r.value for r in load("tables/mission_types").rows if r.fields["cl"] == cl)
    a = roll_aspects(Stream("odds", "a"), mtype, score=("Brains", score))
    assert a.odds == {o: round(counts[o] / total, 6) for o in CONTEST_OUTCOMES.values()}
    exact = opposed_distribution(score, 0, cl, 0)
    assert {CONTEST_OUTCOMES[k]: v for k, v in exact.items()} == \
        {o: Fraction(counts[o], total) for o in CONTEST_OUTCOMES.values()}


@pytest.mark.slow
def test_first_round_outcomes_chi_square():
    """20,000 seeded first rounds (node and opposition contests of 10,000 missions, Fame 3
    vs CL 2) against the exact distribution."""
    from scipy.stats import chisquare

    observed = Counter()
    for i in range(10_000):
        a = roll_aspects(Stream(f"chi-{i}", "a"), "Emergency/Rescue", score=("Fame", 3))
        for r in a.negotiation:
            if r["round"] == 1:
                observed[r["outcome"]] += 1
    n = sum(observed.values())
    assert n == 20_000
    exact = opposed_distribution(3, 0, 2, 0)
    names = list(CONTEST_OUTCOMES)
    stat, p = chisquare([observed[CONTEST_OUTCOMES[o]] for o in names],
                        [float(exact[o]) * n for o in names])
    assert p > 0.001, (observed, stat, p)


# --- data, inputs and schema -----------------------------------------------------------


def test_lists_load_with_exact_counts_and_names():
    assert OPPOSITIONS == ["Dangerous People", "Dangerous Environment", "Dangerous Object",
                           "Monster/Enemy", "Rival DayTrippers", "Wildlife/Animals",
                           "Technical Challenges", "Psychological Challenges", "Flux Storms"]
    assert len(PERKS) == 7 and PERKS[0] == FORTUNE
    assert len(COMPLICATIONS) == 12
    assert COMPLICATIONS[0] == "No Intel" and COMPLICATIONS[-1] == "War Zone"
    perks = {v: f for v, _, f in load("lists/perks").items}
    assert [v for v, f in perks.items() if f["pay_per_crew"]] == [FORTUNE]
    assert [v for v, f in perks.items() if f["on_return"]] == PERKS[:3]  # the rules' asterisks
    auto = {v: f.get("automatic_for") for v, _, f in load("lists/complications").items}
    assert {v: x for v, x in auto.items() if x} == {"No Intel": ["Exploration"]}
    for key in ("oppositions", "perks", "complications"):
        df = load(f"lists/{key}")
        assert df.licence == "CC BY 3.0" and "Mission Aspects" in df.source


def test_schema_enums_match_the_data():
    defs = SCHEMA["$defs"]
    assert defs["opposition"]["enum"] == OPPOSITIONS
    assert defs["perk"]["enum"] == PERKS
    assert defs["complication"]["enum"] == COMPLICATIONS
    assert defs["node"]["enum"] == NODE_TYPES
    assert defs["score_name"]["enum"] == list(SCORES)
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    bad = roll_aspects(Stream("s", "a"), "Exploration").to_dict()
    bad["perks"] = [FORTUNE, FORTUNE]
    assert not VALIDATOR.is_valid(bad)


@pytest.mark.parametrize("score,expected", [
    (("fame", 3), ("Fame", 3)), ("Charm=2", ("Charm", 2)), ("rank 6", ("Rank", 6)),
    ({"score": "Brains", "value": 1}, ("Brains", 1)),
])
def test_parse_score(score, expected):
    assert parse_score(score) == expected


@pytest.mark.parametrize("score", [("Might", 3), ("Fame", 0), ("Fame", 7), "Fame", ("Fame", True), 3])
def test_bad_score_is_a_clear_error(score):
    with pytest.raises(BadInput, match=r"player score must be one of Charm, Brains, Rank, Fame "
                                       r"with a value from 1 to 6 \(e.g. Fame=3\), got "):
        roll_aspects(Stream("s", "a"), "Exploration", score=score)


def test_bad_crew_and_mission_type():
    with pytest.raises(BadInput, match="crew must be a whole number of at least 1, got 0"):
        roll_aspects(Stream("s", "a"), "Exploration", crew=0)
    with pytest.raises(BadInput, match="unknown mission type 'Heist'; accepted: Exploration, "):
        roll_aspects(Stream("s", "a"), "Heist")


# --- the CLI -------------------------------------------------------------------------


def test_cli_json_and_jsonl():
    r = run_cli(["roll", "mission", "--aspects", "--crew", "3", "--seed", "x", "--format", "json"])
    assert r.code == 0, r.err
    d = json.loads(r.out)
    a = d["aspects"]
    VALIDATOR.validate(a)
    assert a["crew"] == 3 and a["base_pay"] == 3 * a["cl"] == 3 * d["clearance_level"]
    assert d["node_type"] == a["node_type"] and d["mission_type"] == a["mission_type"]
    if (SCHEMA_DIR / "mission.schema.json").exists():  # the mission's schema refers to ours
        from generators.schema import validator

        validator("mission").validate(d)
        validator("aspects").validate(a)
    r = run_cli(["roll", "mission", "--aspects", "--crew", "3", "--seed", "x", "--format", "jsonl",
                 "--count", "3"])
    assert r.code == 0, r.err
    lines = r.out.splitlines()
    assert len(lines) == 3
    first = json.loads(lines[0])
    assert first == d  # --count keeps result 1 at the same path
    for line in lines:
        VALIDATOR.validate(json.loads(line)["aspects"])


def test_cli_text_and_markdown():
    r = run_cli(["roll", "mission", "--aspects", "--crew", "3", "--seed", "x"])
    assert r.code == 0, r.err
    assert "Mission Aspects: " in r.out and ", crew 3" in r.out and "Negotiation:" in r.out
    assert "reproduce: daytrip roll mission --seed x --aspects --crew 3" in r.out
    d = json.loads(run_cli(["roll", "mission", "--aspects", "--crew", "3", "--seed", "x",
                            "-f", "json"]).out)["aspects"]
    assert f"Pay: {d['pay']}M" in r.out
    assert len([x for x in r.out.splitlines() if re.match(r"^ +(Node|Opposition) \d+: GM ", x)]) \
        == len(d["negotiation"])
    r = run_cli(["roll", "mission", "--aspects", "--crew", "3", "--seed", "x", "--format", "markdown"])
    assert r.code == 0, r.err
    assert "#### Mission Aspects" in r.out and "| Contest | Round | GM | Player |" in r.out
    assert r.out.count("\n| Node |") + r.out.count("\n| Opposition |") == len(d["negotiation"])


def test_cli_without_aspects_has_no_aspects_key():
    d = json.loads(run_cli(["roll", "mission", "--seed", "x", "-f", "json"]).out)
    assert "aspects" not in d


def test_cli_subprocess_same_bytes_and_crew_zero():
    args = ["roll", "mission", "--aspects", "--crew", "3", "--seed", "x", "--format", "json"]
    sub = run_cli_subprocess(args, env={"PYTHONHASHSEED": "123", "TZ": "Asia/Tokyo"})
    assert sub.code == 0, sub.err
    assert sub.out == run_cli(args).out
    bad = run_cli(["roll", "mission", "--aspects", "--crew", "0", "--seed", "x"])
    assert bad.code == 2 and len(bad.err_lines) == 1 and bad.err.startswith("Error: ")
    assert "Traceback" not in bad.err


# --- issue 12: the player's Mission Type; the Opposition Level on stat blocks -------------------

def test_player_chooses_the_mission_type():
    # MISSION ASPECTS, STEP 1: "First the player (or players) selects a Mission Type from the
    # list below. The type of mission the PCs have been looking for will determine the CL."
    from generators.rules.aspects import attach_aspects
    from generators.rules.board import roll_mission

    m = roll_mission(Stream("mt", "mission/1"), "typical")
    a = attach_aspects(m, Stream("mt", "mission/1").child("aspects"), crew=2, mission_type="politics/diplomacy")
    assert m.mission_type == a.mission_type == "Politics/Diplomacy" and a.cl == 6 and m.job_dl == 6
    default = roll_mission(Stream("mt", "mission/1"), "typical")
    b = attach_aspects(default, Stream("mt", "mission/1").child("aspects"), crew=2)
    assert b.mission_type == default.mission_type  # the Big Board roll stays the default
    r = run_cli(["roll", "mission", "--seed", "mt", "--aspects", "--mission-type", "Exploration"])
    assert r.code == 0 and "Mission Aspects: Exploration, CL 1" in r.out
    assert "--mission-type Exploration" in r.out
    bad = run_cli(["roll", "mission", "--seed", "mt", "--aspects", "--mission-type", "Picnic"])
    assert bad.code == 2 and "accepted: Exploration" in bad.err
    assert run_cli(["roll", "mission", "--seed", "mt", "--mission-type", "Exploration"]).code == 2


def test_opposition_level_is_on_the_opposition_stat_blocks():
    # OPPOSITION LEVELS: "The Opposition Level is the dice bonus that will be applied to every
    # roll for each Opposition in the Mission."
    from generators.rules.npc import roll_npc
    from generators.systems import chance, conversions

    plain = roll_npc(Stream("o", "npc/1"), "professional")
    opp = roll_npc(Stream("o", "npc/1"), "professional", opposition_level=2)
    for a, b in zip(plain.odds(), opp.odds()):
        assert (b.dice, b.modifier) == (a.dice, a.modifier + 2)
        assert "Opposition Level +2" in b.parts
    c = conversions(opp, ["fudge", "d20"])
    assert c["fudge"]["opposition_level"] == 2
    row = c["d20"]["odds"][0]  # BRAINS, as a +2 roll
    stat = opp.stats["BRAINS"]
    assert row["converted"] == [round(float(chance("d20", stat, 0, d, 2)), 4) for d in row["dls"]]


def test_build_mission_type_reaches_every_trip():
    # `build --aspects --mission-type NAME`: the players' choice for every trip of the campaign.
    from generators.site.pages import render_campaign

    pages = render_campaign("mt", missions=2, aspects=True, mission_type="acquisition/trade")
    trips = [t for k, t in pages.items() if k.startswith("trips/trip-") and not k.endswith("-sheet.md")]
    assert len(trips) == 2 and all("Acquisition/Trade" in t for t in trips)
    assert "--aspects --mission-type Acquisition/Trade" in pages["index.md"]
    with pytest.raises(BadInput):
        render_campaign("mt", missions=1, mission_type="Exploration")
