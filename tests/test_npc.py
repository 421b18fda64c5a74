"""NPC stat blocks (issue 2 item 5): the rules' CP costs, an exact spend for every tier,
stats 1-6 with unlisted = 1, the harm track, odds against brute-force enumeration of the
dice, the JSON Schema for every output format, and the `roll npc` CLI's errors."""

from __future__ import annotations

import functools
import itertools
import json
import re
from fractions import Fraction

import pytest
from click.testing import CliRunner
from conftest import global_random_forbidden, run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generators.rules import cp
from generators.cli import cli
from generators.data import load
from generators.errors import BadInput, RetryExhausted
from generators.rules.npc import (
    NPC,
    Harm,
    RollOdds,
    Tier,
    _classes,
    complete_stats,
    roll_npc,
    tier_named,
    tiers,
)
from generators.render.npc import npc_markdown, npc_text, percent, stats_line
from generators.rules.resolution import OUTCOMES
from generators.rng import ScriptedDice, Stream
from generators.schema import validator as _validator

STATS = ["BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE"]
TIER_NAMES = ["mook", "professional", "notable", "legend"]

# The rules' numbers, written out here independently of corpora/lists/cp_costs.json.
RULES_STAT_START = {1: 0, 2: 5, 3: 15, 4: 40, 5: 100, 6: 200}
RULES_SKILL_STEP = {1: 10, 2: 20, 3: 40, 4: 100, 5: 200, 6: 500}
RULES_ITEM = {0: 1, 1: 10, 2: 20, 3: 50}
RULES_SUIT = 2
RULES_RANKS = {
    "Military": ["Enlisted", "Lieutenant", "Captain", "Major", "General", "Admiral"],
    "Political": ["Civic Office", "Mayor", "Governor", "President", "Emissary", "Ambassador"],
    "Secret": ["Spy", "Cell Leader", "Chief", "Diplomat", "Initiate", "Illuminatus"],
}
RULES_CLASS_RANK = {"Government Agent": "Secret", "Politician/Nobility": "Political",
                    "Soldier": "Military", "Special Forces": "Military"}

@functools.lru_cache(maxsize=None)
def validator(kind: str):
    return _validator(kind)


seeds = st.text(min_size=1, max_size=30).filter(lambda s: s.strip())
FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def npc(seed: str = "slip-n-slide", tier: str = "professional", i: int = 1, **kw) -> NPC:
    return roll_npc(Stream(seed.strip(), f"npc/{i}"), tier, **kw)


# --- CP costs ---------------------------------------------------------------------------


def test_stat_costs_are_the_rules():
    assert {s: cp.stat_cost(s) for s in range(1, 7)} == RULES_STAT_START
    assert cp.stat_step(2, 4) == 35
    with pytest.raises(BadInput):
        cp.stat_cost(7)


@pytest.mark.parametrize("kind", ["skill", "fame", "rank"])
def test_skill_fame_rank_costs_are_the_rules(kind):
    assert {lvl: cp.step_cost(lvl, kind) for lvl in range(1, 7)} == RULES_SKILL_STEP
    totals = [cp.ladder_cost(lvl, kind) for lvl in range(0, 7)]
    assert totals == [0, 10, 30, 70, 170, 370, 870]


def test_item_and_suit_costs_are_the_rules():
    assert {b: cp.item_cost(b) for b in range(0, 4)} == RULES_ITEM
    assert cp.suit_cost() == RULES_SUIT
    with pytest.raises(BadInput, match=r"\+4"):
        cp.item_cost(4)


def test_level_names_are_the_rules():
    assert cp.level_names("skill") == ("trained", "journeyman", "expert", "master", "innovator", "legend")
    assert cp.level_names("fame") == ("local/professional", "regional", "national", "global",
                                      "historical", "cosmic")


def rules_cost(d: dict) -> int:
    """An NPC's CP value from its JSON, priced with this file's copy of the rules."""
    total = sum(RULES_STAT_START[v] for v in d["stats"].values())
    ladder = lambda lvl: sum(RULES_SKILL_STEP[k] for k in range(1, lvl + 1))  # noqa: E731
    total += sum(ladder(k["level"]) for k in d["skills"])
    total += ladder(d["fame"]) + (ladder(d["rank"]["level"]) if d["rank"] else 0)
    total += sum(RULES_SUIT if i["kind"] == "suit" else RULES_ITEM[i["level"]] for i in d["items"])
    return total


# --- tiers and the exact spend ----------------------------------------------------------


def test_tier_data_and_cli_agree():
    from generators.cli.npc import TIERS

    assert list(tiers()) == TIER_NAMES == list(TIERS)
    assert [t.cp for t in tiers().values()] == [10, 60, 150, 400]


@FAST
@given(seed=seeds, tier=st.sampled_from(TIER_NAMES), i=st.integers(1, 50))
def test_every_tier_spends_exactly_its_budget(seed, tier, i):
    n = npc(seed, tier, i)
    d = n.to_dict()
    budget = tier_named(tier).cp
    assert d["cp_budget"] == budget
    assert d["cp_spent"] == budget
    assert sum(p["cp"] for p in d["spend"]) == budget
    assert rules_cost(d) == budget  # priced independently, from the rules' numbers


@FAST
@given(seed=seeds, tier=st.sampled_from(TIER_NAMES))
def test_npc_respects_the_rules_and_its_tier(seed, tier):
    n = npc(seed, tier)
    t = tier_named(tier)
    d = n.to_dict()
    assert list(d["stats"]) == STATS
    assert all(1 <= v <= t.max["stat"] <= 6 for v in d["stats"].values())
    assert t.max.get("skills_min", 0) <= len(n.skills) <= t.max["skills"]
    assert len({k.base for k in n.skills}) == len(n.skills)
    for k in n.skills:
        assert 1 <= k.level <= t.max["skill"]
        assert k.stat in k.stats and n.stats[k.stat] == max(n.stats[s] for s in k.stats)
        assert (k.specialisation is not None) == (":" in k.name)
    held = {k.name for k in n.skills}
    for it in n.items:
        assert it.level <= t.max["item"]
        assert it.skill is None or it.skill in held
    assert len([it.skill for it in n.items if it.skill]) == len({it.skill for it in n.items if it.skill})
    track = RULES_CLASS_RANK.get(n.cls)
    if n.rank is None:
        assert d["rank"] is None
    else:
        assert n.rank.track == track and 1 <= n.rank.level <= t.max["rank"]
        assert d["rank"]["title"] == RULES_RANKS[track][n.rank.level - 1]
    if n.designation:
        assert _classes()[n.cls]["crew"]
    assert 0 <= n.fame <= t.max["fame"]


def test_rank_tracks_follow_the_class():
    for cls, info in _classes().items():
        assert info["rank"] == RULES_CLASS_RANK.get(cls), cls
    ranks = {v: f["titles"] for v, _, f in load("lists/ranks").items}
    assert ranks == RULES_RANKS
    seen = set()
    for i in range(1, 200):
        n = npc("ranks", "notable", i)
        if n.rank:
            seen.add((n.cls, n.rank.track))
            assert n.rank.track == RULES_CLASS_RANK[n.cls]
    assert {c for c, _ in seen} == set(RULES_CLASS_RANK)  # every ranked class shows up


def test_skill_list_is_the_rules_list():
    skills = {v: f for v, _, f in load("lists/skills").items}
    assert len(skills) == 27
    assert skills["Firearm"]["stats"] == ["GRACE"] and skills["Firearm"]["specialise"]
    assert skills["Survival"]["stats"] == ["BRAINS", "HEALTH"]
    assert skills["Psychology"]["stats"] == ["PSYCHE", "CHARM"]
    pro = sorted(v for v, f in skills.items() if f["pro_kit"])
    assert pro == ["Acting", "Artform", "Camouflage", "Electronics", "Engineering (design)",
                   "Mechanics (repair)", "Medicine", "Science"]
    spec = sorted(v for v, f in skills.items() if f["specialise"])
    assert spec == ["Artform", "Athletics", "Driving/Piloting", "Drug Tolerance", "Fighting/Weapon",
                    "Firearm", "Language", "Science", "Survival"]


def test_impossible_budget_raises_retry_exhausted():
    stuck = Tier("stuck", 50, "nothing to buy", {"stat": 1, "skill": 0, "fame": 0, "rank": 0,
                                                  "item": 0, "skills": 0},
                 dict.fromkeys(("stat", "skill_new", "skill_up", "fame", "rank", "item", "gear", "suit"), 1))
    with pytest.raises(RetryExhausted, match="could not spend exactly 50 CP"):
        roll_npc(Stream("x", "npc/1"), stuck)


def test_small_leftovers_go_on_cheap_gear():
    tiny = Tier("tiny", 3, "three CP", {"stat": 1, "skill": 0, "fame": 0, "rank": 0, "item": 0,
                                          "skills": 0},
                dict.fromkeys(("stat", "skill_new", "skill_up", "fame", "rank", "item", "gear", "suit"), 1))
    n = roll_npc(Stream("x", "npc/1"), tiny, crew=False)
    assert n.cp_spent == 3 and [i.cp for i in n.items] == [1, 1, 1]
    assert all(i.level == 0 and i.skill is None for i in n.items)


def test_bad_tier_and_class_are_bad_input():
    with pytest.raises(BadInput, match="unknown tier 'boss'; accepted: mook, professional, notable, legend"):
        roll_npc(Stream("x", "npc/1"), "boss")
    with pytest.raises(BadInput, match="unknown class 'Wizard'"):
        roll_npc(Stream("x", "npc/1"), cls="Wizard")


# --- stats: 1-6, unlisted = 1 -------------------------------------------------------------


def test_complete_stats_fills_unlisted_with_1():
    assert complete_stats({}) == dict.fromkeys(STATS, 1)
    assert complete_stats({"grace": 3, "Might": 2}) == {**dict.fromkeys(STATS, 1), "GRACE": 3, "MIGHT": 2}
    with pytest.raises(BadInput, match="unknown stat 'LUCK'"):
        complete_stats({"LUCK": 2})
    with pytest.raises(BadInput, match="0-6"):
        complete_stats({"GRACE": 7})


def parse_stats_line(line: str) -> dict:
    if line == "all stats 1":
        return {}
    line = line.removesuffix(" (others 1)")
    return {name: int(v) for name, v in (part.split(" ") for part in line.split(", "))}


@FAST
@given(seed=seeds, tier=st.sampled_from(TIER_NAMES))
def test_the_compact_stat_line_lists_raised_stats_and_the_rest_are_1(seed, tier):
    n = npc(seed, tier)
    listed = parse_stats_line(stats_line(n.stats))
    assert all(v != 1 for v in listed.values())
    assert complete_stats(listed) == n.stats


# --- odds ---------------------------------------------------------------------------------


def brute_force(n: int, modifier: int, dl: int) -> dict[str, Fraction]:
    counts = dict.fromkeys(OUTCOMES, 0)
    for faces in itertools.product(range(1, 7), repeat=n):
        margin = max(faces) + modifier - dl
        o = ("NO, AND" if margin < -1 else "NO, BUT" if margin == -1 else "YES, BUT" if margin == 0
             else "YES" if margin == 1 else "YES, AND")
        counts[o] += 1
    return {o: Fraction(c, 6 ** n) for o, c in counts.items()}


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("modifier", [-1, 0, 1, 2, 5, 9])
def test_odds_match_brute_force_enumeration(n, modifier):
    o = RollOdds("skill", "Test", "GRACE", n, modifier, "")
    d = o.to_dict()
    assert [row["dl"] for row in d["by_dl"]] == list(range(1, 11))
    for row in d["by_dl"]:
        dl = row["dl"]
        exact = brute_force(n, modifier, dl)
        assert o.outcomes(dl) == exact
        assert {k: Fraction(v) for k, v in row["outcomes_exact"].items()} == exact
        success = exact["YES, BUT"] + exact["YES"] + exact["YES, AND"]
        assert o.success(dl) == success == Fraction(row["success_exact"])
        assert row["success"] == round(float(success), 4)
        assert row["outcomes"] == {k: round(float(v), 4) for k, v in exact.items()}


def test_rules_example_odds():
    # MIGHT 2 + Fighting 1: roll 2d6, keep the highest, add 1. DL 6 needs a 5 or 6: 1 - (4/6)^2.
    o = RollOdds("skill", "Fighting", "MIGHT", 2, 1, "")
    assert o.success(6) == Fraction(20, 36) == Fraction(5, 9)
    assert o.to_dict()["by_dl"][5]["success_exact"] == "5/9"


@FAST
@given(seed=seeds, tier=st.sampled_from(TIER_NAMES))
def test_every_roll_on_the_block_is_built_from_the_npc(seed, tier):
    n = npc(seed, tier)
    odds = n.odds()
    stat_rows = [o for o in odds if o.kind == "stat"]
    assert [(o.name, o.dice, o.modifier) for o in stat_rows] == [(s, n.stats[s], 0) for s in STATS]
    skill_rows = {o.name: o for o in odds if o.kind == "skill"}
    assert list(skill_rows) == [k.name for k in n.skills]
    for k in n.skills:
        item = next((i for i in n.items if i.skill == k.name), None)
        o = skill_rows[k.name]
        assert o.dice == n.stats[k.stat] + k.bonus_dice
        assert o.modifier == k.level + (item.level if item else 0)
        assert o.roll == f"{o.dice}d6" + (f"+{o.modifier}" if o.modifier else "")
    rank_rows = [o for o in odds if o.kind == "rank"]
    assert len(rank_rows) == (1 if n.rank else 0)
    if n.rank:
        assert (rank_rows[0].dice, rank_rows[0].modifier) == (n.stats["CHARM"], n.rank.level)
    for o in odds:
        if o.dice <= 4:
            for dl in (1, 4, 7, 10):
                assert o.outcomes(dl) == brute_force(o.dice, o.modifier, dl)


def test_designation_gives_a_bonus_die_to_its_skills():
    designations = {v: f for v, _, f in load("lists/designations").items}
    found = 0
    for i in range(1, 120):
        n = npc("crew", "notable", i, crew=True)
        assert n.designation in designations
        related = set(designations[n.designation]["skills"])
        for k in n.skills:
            assert k.bonus_dice == (1 if k.base in related else 0)
            found += k.bonus_dice
    assert found > 0


# --- harm track -----------------------------------------------------------------------------


def test_harm_rules_examples():
    # Chaz: a called shot to the face takes CHARM from 2 to 1; the next hit is the GM's call.
    chaz = Harm(complete_stats({"CHARM": 2, "GRACE": 3, "BRAINS": 2}))
    assert chaz.take("CHARM") == "CHARM" and chaz.current["CHARM"] == 1
    assert chaz.to_dict()["rest_heals"] is True  # the first hit heals with a day's rest
    assert chaz.take() == "GRACE"  # no called location: the highest remaining stat
    assert chaz.to_dict()["rest_heals"] is False
    # Three hits (CHARM, GRACE, MIGHT) heal in alphabetical order.
    h = Harm(complete_stats({"CHARM": 2, "GRACE": 2, "MIGHT": 2}))
    for s in ("MIGHT", "GRACE", "CHARM"):
        h.take(s)
    assert [h.heal(), h.heal()] == ["CHARM", "GRACE"]
    assert h.hits == ["MIGHT"]


def test_three_stats_at_zero_is_dead():
    h = Harm(complete_stats({"MIGHT": 2}))
    assert h.hits_to_kill == 3
    for s in ("BRAINS", "CHARM"):
        h.take(s)
    assert not h.dead and h.zeroed == ["BRAINS", "CHARM"] and h.hits_to_kill == 1
    h.take("HEALTH")
    assert h.dead and h.to_dict()["status"] == "dead" and h.hits_to_kill == 0
    with pytest.raises(BadInput):
        h.take()


def test_highest_remaining_ties_go_alphabetically_and_zero_cannot_drop():
    h = Harm(complete_stats({"GRACE": 3, "MIGHT": 3}))
    assert [h.take() for _ in range(3)] == ["GRACE", "MIGHT", "GRACE"]
    h2 = Harm(complete_stats({}))
    h2.take("HEALTH")
    assert "coma" in h2.status
    with pytest.raises(BadInput, match="already 0"):
        h2.take("HEALTH")


def test_npc_harm_starts_unharmed_at_its_stats():
    n = npc("harm", "legend")
    d = n.to_dict()["harm"]
    assert {s: v["score"] for s, v in d["track"].items()} == n.stats
    assert {s: v["current"] for s, v in d["track"].items()} == n.stats
    assert d["hits"] == 0 and d["hits_to_kill"] == sum(sorted(n.stats.values())[:3])


# --- determinism and stream isolation ----------------------------------------------------------


def test_same_stream_same_npc_and_no_global_random():
    with global_random_forbidden():
        a = npc("same", "legend", 3).to_dict()
    b = npc("same", "legend", 3).to_dict()
    assert json.dumps(a) == json.dumps(b)
    assert npc("same", "legend", 4).to_dict() != a


def test_name_hook_changes_only_the_name():
    plain = npc("hook", "notable")
    fixed = npc("hook", "notable", name="Captain Nemo")
    paths = []
    hooked = npc("hook", "notable", name=lambda s: paths.append(s.path) or "Ada")
    assert fixed.name == "Captain Nemo" and hooked.name == "Ada" and paths == ["npc/1/name"]
    strip = lambda d: {k: v for k, v in d.items() if k not in ("name", "rolls")}  # noqa: E731
    assert strip(plain.to_dict()) == strip(fixed.to_dict()) == strip(hooked.to_dict())
    with pytest.raises(BadInput, match="non-empty"):
        npc("hook", name="  ")


def test_default_name_is_from_the_cc0_lists():
    first = set(load("lists/first_names").values)
    last = set(load("lists/last_names").values)
    for i in range(1, 30):
        f, _, l = npc("names", "mook", i).name.partition(" ")
        assert f in first and l in last


def test_scripted_dice_drive_the_crew_roll():
    n = roll_npc(Stream("x", "npc/1", dice=ScriptedDice([4])), "mook", cls="Soldier")
    assert n.designation is not None
    n = roll_npc(Stream("x", "npc/1", dice=ScriptedDice([3])), "mook", cls="Soldier")
    assert n.designation is None
    roll = n.rolls[0]
    assert roll.expr == "1d6" and roll.faces == [3] and roll.result == "not crew"


# --- renderers ----------------------------------------------------------------------------------


def test_markdown_escapes_a_hooked_name():
    md = npc_markdown(npc("esc", name="Ada | <b>*Bold*</b>"))
    assert md.startswith("### Ada &#124; &lt;b&gt;&#42;Bold&#42;&lt;/b&gt;\n")


def test_percent_never_rounds_a_possibility_away():
    assert percent(Fraction(0)) == "0%" and percent(Fraction(1)) == "100%"
    assert percent(Fraction(1, 1296)) == "<1%" and percent(Fraction(1295, 1296)) == ">99%"
    assert percent(Fraction(5, 9)) == "56%" and percent(Fraction(1, 2)) == "50%"


def test_text_and_markdown_blocks_show_the_exact_odds():
    n = npc("render", "legend", 2)
    text, md = npc_text(n), npc_markdown(n)
    assert n.name.upper() in text and f"### {n.name}" in md
    assert "| BRAINS | CHARM | GRACE | HEALTH | MIGHT | PSYCHE |" in md
    assert "| Roll | Dice | DL 2 | DL 4 | DL 6 | DL 8 | From |" in md
    assert "<" not in md  # no HTML: it pastes into any forum
    for o in n.odds():
        cells = [percent(o.success(dl)) for dl in (2, 4, 6, 8)]
        assert f"roll: {o.roll} | " + " | ".join(cells) + " | " in md
        row = r"\s+".join(map(re.escape, [o.name, o.roll, *cells]))
        assert re.search(rf"^  {row}(   |$)", text, re.M), (row, text)
    assert f"CP: {n.cp_budget} of {n.cp_budget}:" in text
    assert "three stats at 0 = dead" in text


# --- CLI ------------------------------------------------------------------------------------------


def invoke(args: list[str]):
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 0, res.output
    return res.output


@pytest.mark.parametrize("tier", TIER_NAMES)
def test_every_format_validates_against_the_schema(tier):
    v = validator("npc")
    base = ["roll", "npc", "--seed", "schema", "--tier", tier]
    one = json.loads(invoke(base + ["--format", "json"]))
    v.validate(one)
    many = json.loads(invoke(base + ["--count", "3", "--format", "json"]))
    assert isinstance(many, list) and len(many) == 3 and many[0] == one
    lines = invoke(base + ["--count", "3", "--format", "jsonl"]).splitlines()
    assert [json.loads(x) for x in lines] == many
    for obj in many:
        v.validate(obj)
        assert obj["cp_spent"] == obj["cp_budget"] == tier_named(tier).cp
    reproduce = "daytrip roll npc --seed schema --count 3" + ("" if tier == "professional" else f" --tier {tier}")
    text = invoke(base + ["--count", "3"])
    md = invoke(base + ["--count", "3", "--format", "markdown"])
    for obj in many:
        assert obj["name"].upper() in text and f"### {obj['name']}" in md
    assert f"reproduce: {reproduce}\n" in text
    assert f"`{reproduce}`" in md


def test_schema_rejects_a_broken_npc():
    import jsonschema

    v = validator("npc")
    good = npc("reject").to_dict()
    for path, value in ((("stats", "GRACE"), 7), (("stats", "GRACE"), 0), (("rank",), {"track": "Navy"}),
                        (("class",), "Wizard")):
        bad = json.loads(json.dumps(good))
        target = bad
        for k in path[:-1]:
            target = target[k]
        target[path[-1]] = value
        with pytest.raises(jsonschema.ValidationError):
            v.validate(bad)
    bad = json.loads(json.dumps(good))
    del bad["stats"]["PSYCHE"]
    with pytest.raises(jsonschema.ValidationError):
        v.validate(bad)


def test_bogus_tier_is_one_line_and_exit_2():
    res = run_cli(["roll", "npc", "--tier", "bogus"])
    assert res.code == 2 and res.out == ""
    assert res.err == ("Error: Invalid value for '--tier' / '-t': 'bogus' is not one of "
                       "'mook', 'professional', 'notable', 'legend'.\n")


def test_roll_npc_help_has_an_example():
    res = run_cli(["roll", "npc", "--help"])
    assert res.code == 0 and "Example:" in res.out and "--tier" in res.out


# --- the optional Class Matters rule (pregenerated crew) ---------------------------------------

PC = Tier("pc", 100, "a beginning character", tier_named("notable").max, tier_named("notable").weights)


def rules_cost_with_boosts(d: dict) -> int:
    """Like rules_cost, minus what the free class boosts would have cost."""
    b = d["class_matters"]
    ladder = lambda lvl: sum(RULES_SKILL_STEP[k] for k in range(1, lvl + 1))  # noqa: E731
    free = RULES_STAT_START[2] + ladder(b["fame"])
    free += sum(ladder(b["skills"].count(name)) for name in set(b["skills"]))
    free += ladder(b.get("rank", 0))  # "You have a Military Rank": the class's Rank 1 is free
    return rules_cost(d) - free


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=seeds, cls=st.sampled_from(sorted(_classes())))
def test_class_matters_boosts_are_free_and_the_spend_stays_exact(seed, cls):
    n = roll_npc(Stream(seed.strip(), "crew/1"), PC, cls=cls, crew=True, class_matters=True)
    d = n.to_dict()
    b = d["class_matters"]
    cm = _classes()[cls]["class_matters"]
    choice = next(c for c in cm["choices"] if c["stat"] == b["stat"])
    assert len(b["skills"]) == len(choice.get("skills", []))
    assert n.stats[b["stat"]] >= 2
    for name in b["skills"]:
        assert next(k for k in n.skills if k.name == name).level >= b["skills"].count(name)
    assert n.fame >= b["fame"] == cm["fame"]
    assert d["cp_spent"] == sum(p["cp"] for p in d["spend"]) == 100 == rules_cost_with_boosts(d)
    if RULES_CLASS_RANK.get(cls):
        assert n.rank is not None and n.rank.track == RULES_CLASS_RANK[cls]
    if cm["debt"] in ("1d6", "2d6"):
        dice = int(cm["debt"][0])
        assert dice <= b["debt_megas"] <= 6 * dice
    validator("npc").validate(d)


def test_class_matters_examples_from_the_rules():
    # Physicist: BRAINS +1 with Science:Physics +1, or PSYCHE +1 with Slip Dynamics +1.
    seen = set()
    for i in range(1, 40):
        n = roll_npc(Stream("phys", f"crew/{i}"), PC, cls="Physicist", class_matters=True)
        seen.add((n.boosts.choice, tuple(n.boosts.skills)))
    assert seen == {("BRAINS", ("Science:Physics",)), ("PSYCHE", ("Slip Dynamics",))}
    celeb = roll_npc(Stream("celeb", "crew/1"), PC, cls="Celebrity/Entertainer", class_matters=True)
    assert celeb.fame >= 1 and celeb.boosts.fame == 1 and 2 <= celeb.boosts.debt_megas <= 12
    assert "Fame 1 (class boost +1)" in [p.what for p in celeb.spend] or celeb.fame > 1
    assert "Class Matters:" in npc_text(celeb)


def test_a_class_naming_an_unknown_skill_is_a_data_error_with_its_line(monkeypatch):
    from generators.rules import npc_data as mod
    from generators.data import corpora_dir, parse_json, validate
    from generators.errors import DataError

    name = "corpora/lists/classes.json"
    text = (corpora_dir() / "lists/classes.json").read_text(encoding="utf-8")
    text = text.replace('"Science", "Survival", "Athletics"', '"Basket Weaving", "Survival", "Athletics"', 1)
    line = next(i for i, ln in enumerate(text.splitlines(), 1) if "Basket Weaving" in ln)
    bad = validate(parse_json(text, name), name, "lists/classes")
    real = mod.load
    monkeypatch.setattr(mod, "load", lambda key: bad if key == "lists/classes" else real(key))
    mod._classes.cache_clear()
    try:
        with pytest.raises(DataError) as e:
            mod._classes()
        assert str(e.value).startswith(f"{name}:")
        assert 'class "Amateur Explorer" names unknown skill "Basket Weaving"' in str(e.value)
        assert abs(e.value.line - line) <= 1
    finally:
        monkeypatch.undo()
        mod._classes.cache_clear()


def test_class_and_crew_designation_frequencies_match_the_exact_odds():
    """Chi-square over 4,000 seeded mooks: class by its weight (lists/classes), and for a
    crew class the 1d6 crew roll (4-6: 1/2) then one of five designations (1/10 each)."""
    from scipy.stats import chisquare

    classes = [(v, w, f) for v, w, f in load("lists/classes").items]
    total_w = sum(w for _, w, _ in classes)
    designations = load("lists/designations").values
    n = 4000
    cls_counts = dict.fromkeys((v for v, _, _ in classes), 0)
    des_counts = dict.fromkeys([None, *designations], 0)
    crew_rolls = 0
    for i in range(1, n + 1):
        m = npc("chi", "mook", i)
        cls_counts[m.cls] += 1
        if _classes()[m.cls]["crew"]:
            crew_rolls += 1
            des_counts[m.designation] += 1
        else:
            assert m.designation is None
    expected = [n * w / total_w for _, w, _ in classes]
    assert chisquare(list(cls_counts.values()), expected).pvalue > 0.001
    exp_des = [crew_rolls / 2] + [crew_rolls / 10] * len(designations)
    assert chisquare(list(des_counts.values()), exp_des).pvalue > 0.001


# --- Class Matters, read word for word (issue 12) --------------------------------------------

def _fighting_kind(name: str) -> str | None:
    from generators.rules.npc_buy import kind_specs

    base, _, spec = name.partition(":")
    if base != "Fighting/Weapon":
        return None
    return "hand weapon" if spec in kind_specs("hand weapon") else "fighting style"


@pytest.mark.parametrize("seed", [str(i) for i in range(25)])
def test_special_forces_get_three_separate_boosts(seed):
    # "SPECIAL FORCES - Add 1 to MIGHT or PSYCHE. Add 1 to any Firearm Skill or Hand Weapon.
    # Add 1 to any Fighting Style. Add 1 to any other Skill."
    n = roll_npc(Stream(seed, "crew/1"), PC, cls="Special Forces", crew=True, class_matters=True)
    sk = n.boosts.skills
    assert len(sk) == 3 and len(set(sk)) == 3, sk  # never two on one skill
    assert sk[0].startswith("Firearm:") or _fighting_kind(sk[0]) == "hand weapon"
    assert _fighting_kind(sk[1]) == "fighting style"
    assert sk[2].partition(":")[0] not in {x.partition(":")[0] for x in sk[:2]}
    assert all(k.level >= 1 for k in n.skills if k.name in sk)


@pytest.mark.parametrize("seed", [str(i) for i in range(15)])
def test_soldier_fighting_style_is_a_style(seed):
    # "SOLDIER - Add 1 to MIGHT or GRACE. Add 1 to any Firearm Skill or Fighting Style."
    n = roll_npc(Stream(seed, "crew/1"), PC, cls="Soldier", crew=True, class_matters=True)
    (only,) = n.boosts.skills
    assert only.startswith("Firearm:") or _fighting_kind(only) == "fighting style"


@pytest.mark.parametrize("cls", ["Soldier", "Special Forces", "Government Agent", "Politician/Nobility"])
def test_a_class_that_has_a_rank_gets_it_free(cls):
    # "You have a Military Rank (see Rank rules)": the class has it, nobody pays for it.
    n = roll_npc(Stream("rank", "crew/1"), PC, cls=cls, crew=True, class_matters=True)
    assert n.rank is not None and n.rank.level >= 1 and n.boosts.rank == 1
    line = next(p for p in n.spend if p.what.startswith("Rank "))
    assert line.cp == cp.ladder_cost(n.rank.level, "rank") - cp.ladder_cost(1, "rank")
    assert n.cp_spent == PC.cp


def test_politicians_may_hold_a_crew_designation_tourists_not():
    # Only the Tourist's text excludes a ship job: "You have no responsibilities on the
    # ship whatsoever". Politician/Nobility says nothing of the kind.
    assert _classes()["Politician/Nobility"]["crew"] is True
    assert _classes()["Tourist"]["crew"] is False
    n = roll_npc(Stream("p", "crew/1"), PC, cls="Politician/Nobility", crew=True, class_matters=True)
    assert n.designation is not None


@pytest.mark.parametrize("spec,stats", [("Knife", ("GRACE",)), ("Sword", ("GRACE",)),
                                        ("Judo", ("GRACE", "MIGHT")), ("Brawling", ("GRACE", "MIGHT"))])
def test_hand_weapons_roll_grace_brawling_grace_or_might(spec, stats):
    # COMBAT: "For weapons or firearms, roll GRACE. For hand-to-hand or brawling, roll GRACE
    # or MIGHT."
    from generators.rules.npc_buy import skill_stats

    assert skill_stats("Fighting/Weapon", spec) == stats
    assert skill_stats("Firearm", "Rifle") == ("GRACE",)
