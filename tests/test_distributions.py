"""Exact distributions of every Big Board / vector / tweak table, against the rules.

The spec below is written out from TABLES.md by hand (NOT read from corpora/), so a typo
in a data file or a slip in a generator shows up. Two layers:
1. exact: enumerate the dice with itertools.product into Fractions; check the data tables
   map every total the way the spec does, and pin a few hand-computed probabilities;
2. empirical: >= 20,000 seeded rolls through the real generator functions, then a
   chi-square goodness-of-fit against the exact distribution (bins with expected < 5 merged).
Rolls are seeded (Stream("chi", "t/<i>")), so these tests are deterministic.
"""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from generators.rules.board import node_for, roll_board, roll_mission
from generators.data import load
from generators.rng import Stream
from generators.rules.tweaks import KINDS, roll_tweak
from generators.rules.vectors import roll_dreamworld, roll_vector_set

N = 20_000
ALPHA = 1e-4

# --- the spec, from TABLES.md -------------------------------------------------------------

MISSION_TYPES = [  # (lo, hi, name, node mod, job DL, CL)
    (2, 4, "Exploration", 0, 1, 1),
    (5, 6, "Emergency/Rescue", 0, 2, 2),
    (7, 8, "Sightseeing/Tourism", 6, 3, 3),
    (9, 10, "Surveying/Fact-Finding", 2, 4, 4),
    (11, 11, "Acquisition/Trade", 4, 5, 5),
    (12, 12, "Politics/Diplomacy", 6, 6, 6),
]
NODE_MODS = sorted({m[3] for m in MISSION_TYPES})  # [0, 2, 4, 6]


def spec_mission_type(total: int) -> str:
    for lo, hi, name, *_ in MISSION_TYPES:
        if lo <= total <= hi:
            return name
    raise AssertionError(total)


def spec_node(total: int) -> tuple[str, str]:
    """TABLES.md section 2; a result of 1 (1d6/1d8 options) counts as Multiversal Chao."""
    if total <= 3:
        return "Multiversal Chao", "Compound"
    if total <= 5:
        return "Unknown Planet", "Cartesian"
    if total <= 7:
        return "Dream World", "Subjective"
    if total <= 9:
        return "Alternate Earth", "ParaTerran"
    if total <= 11:
        return "Time Travel", "Temporal"
    return "Known Planet", "Cartesian"


def spec_vector(total: int) -> str:
    return "Appearance" if total <= 5 else "Behavior" if total <= 8 else "Meaning"


def spec_distance(total: int) -> str:
    if total <= 4:
        return "Very slightly"
    if total <= 6:
        return "One major divergence"
    if total == 7:
        return "Direct allegory"
    if total <= 10:
        return "Obscure connection"
    return "Totally random"


WEIRDNESS_DICE = {"typical": (2, 6), "d6": (1, 6), "d8": (1, 8)}
TWEAK_COUNTS = {"natural": 7, "constructed": 7, "character": 14}

# --- exact enumeration --------------------------------------------------------------------


def dice_totals(n: int, sides: int, modifier: int = 0) -> dict[int, Fraction]:
    """Exact distribution of the sum of n d<sides> + modifier, by enumerating every face."""
    outcomes = list(itertools.product(range(1, sides + 1), repeat=n))
    c = Counter(sum(f) + modifier for f in outcomes)
    return {t: Fraction(k, len(outcomes)) for t, k in sorted(c.items())}


def push(dist: dict, f) -> dict:
    out: dict = {}
    for k, p in dist.items():
        key = f(k)
        out[key] = out.get(key, Fraction(0)) + p
    return out


def exact_mission_types() -> dict[str, Fraction]:
    return push(dice_totals(2, 6), spec_mission_type)


def exact_nodes(weirdness: str, mod: int) -> dict[str, Fraction]:
    n, sides = WEIRDNESS_DICE[weirdness]
    return push(dice_totals(n, sides, mod), lambda t: spec_node(t)[0])


def exact_mission_and_node(weirdness: str) -> dict[tuple[str, str], Fraction]:
    """Joint (mission type, node type): the node mod comes from the mission type."""
    out: dict = {}
    for mtype, p in exact_mission_types().items():
        mod = next(m[3] for m in MISSION_TYPES if m[2] == mtype)
        for node, q in exact_nodes(weirdness, mod).items():
            out[(mtype, node)] = out.get((mtype, node), Fraction(0)) + p * q
    return out


def exact_vector_sets() -> dict[tuple[str, ...], Fraction]:
    """The Multiple rule exactly as TABLES.md section 3 reads, by recursive enumeration:
    1. roll 2d6, note its vector V; 2. if V is already in the set, stop;
    3. add V; if the roll was doubles go to 1, otherwise stop.
    Returns the distribution of the ordered sequence of distinct vectors."""
    result: dict[tuple[str, ...], Fraction] = {}

    def step(found: tuple[str, ...], p: Fraction) -> None:
        for a, b in itertools.product(range(1, 7), repeat=2):
            q = p / 36
            v = spec_vector(a + b)
            if v in found:
                result[found] = result.get(found, Fraction(0)) + q
            elif a == b:
                step(found + (v,), q)
            else:
                result[found + (v,)] = result.get(found + (v,), Fraction(0)) + q

    step((), Fraction(1))
    return result


def replay_multiple_rule(faces: list[list[int]]) -> tuple[tuple[str, ...], bool]:
    """Apply the rule to recorded rolls: (set, stopped exactly after the last roll)."""
    found: tuple[str, ...] = ()
    for i, (a, b) in enumerate(faces):
        v = spec_vector(a + b)
        if v in found or a != b:
            if v not in found:
                found += (v,)
            return found, i == len(faces) - 1
        found += (v,)
    return found, False  # the rule would have rolled again


# --- chi-square -------------------------------------------------------------------------


def merge_small_bins(observed: dict, expected: dict[object, Fraction], n: int):
    """(observed counts, expected counts) as parallel lists, merging bins with expected < 5
    (smallest first) into one pooled bin."""
    keys = sorted(expected, key=lambda k: (expected[k], repr(k)))
    assert set(observed) <= set(expected), f"impossible outcomes: {set(observed) - set(expected)}"
    obs, exp = [], []
    pool_o, pool_e = 0, 0.0
    for k in keys:
        e = float(expected[k]) * n
        if e < 5 or (pool_e and pool_e < 5):
            pool_o += observed.get(k, 0)
            pool_e += e
        else:
            obs.append(observed.get(k, 0))
            exp.append(e)
    if pool_e:
        if pool_e < 5 and exp:  # fold a still-small pool into the smallest real bin
            obs[0] += pool_o
            exp[0] += pool_e
        else:
            obs.append(pool_o)
            exp.append(pool_e)
    return obs, exp


def assert_fits(observed: Counter, expected: dict[object, Fraction], what: str) -> None:
    from scipy.stats import chisquare

    assert sum(expected.values()) == 1, f"{what}: exact distribution does not sum to 1"
    n = sum(observed.values())
    assert n >= N, f"{what}: only {n} rolls"
    obs, exp = merge_small_bins(observed, expected, n)
    assert len(obs) >= 2, f"{what}: too few bins for a chi-square"
    stat, p = chisquare(obs, exp)
    assert p > ALPHA, (
        f"{what}: rolls do not fit the rules (chi2={stat:.1f}, p={p:.2e}); "
        f"observed={dict(observed)} expected={ {k: float(v) * n for k, v in expected.items()} }"
    )


def streams(tag: str, n: int = N):
    for i in range(n):
        yield Stream("chi", f"{tag}/{i}")


# --- 1. exact: hand-computed probabilities and the data tables match the spec -------------


def test_dice_enumeration_is_exact():
    d = dice_totals(2, 6)
    assert d[7] == Fraction(6, 36) and d[2] == d[12] == Fraction(1, 36)
    assert dice_totals(1, 8, 6) == {t: Fraction(1, 8) for t in range(7, 15)}


def test_mission_type_exact_probabilities():
    assert exact_mission_types() == {
        "Exploration": Fraction(6, 36),
        "Emergency/Rescue": Fraction(9, 36),
        "Sightseeing/Tourism": Fraction(11, 36),
        "Surveying/Fact-Finding": Fraction(7, 36),
        "Acquisition/Trade": Fraction(2, 36),
        "Politics/Diplomacy": Fraction(1, 36),
    }


def test_mission_type_table_matches_rules():
    table = load("tables/mission_types")
    assert table.dice == (2, 6)
    for total in range(2, 13):
        row = table.lookup(total)
        lo, hi, name, mod, dl, cl = next(m for m in MISSION_TYPES if m[2] == spec_mission_type(total))
        assert row.value == name, total
        assert (row.fields["node_mod"], row.fields["job_dl"], row.fields["cl"]) == (mod, dl, cl), name


@pytest.mark.parametrize("weirdness", sorted(WEIRDNESS_DICE))
@pytest.mark.parametrize("mod", NODE_MODS)
def test_node_table_matches_rules(weirdness, mod):
    table = load("tables/node_types")
    n, sides = WEIRDNESS_DICE[weirdness]
    for total in dice_totals(n, sides, mod):
        row = table.lookup(total)
        assert (row.value, row.fields["slip_type"]) == spec_node(total), total


def test_node_reading_a_one_is_multiversal_chao():
    assert exact_nodes("d6", 0)["Multiversal Chao"] == Fraction(3, 6)
    assert exact_nodes("d8", 0)["Multiversal Chao"] == Fraction(3, 8)
    assert exact_nodes("typical", 0)["Multiversal Chao"] == Fraction(3, 36)
    assert exact_nodes("typical", 6) == {
        "Alternate Earth": Fraction(3, 36), "Time Travel": Fraction(7, 36),
        "Known Planet": Fraction(26, 36),
    }
    table = load("tables/node_types")
    assert table.lookup(1).value == "Multiversal Chao"


def test_vector_and_distance_tables_match_rules():
    vt, dt = load("tables/slip_vectors"), load("tables/slip_distances")
    assert vt.dice == dt.dice == (2, 6)
    for total in range(2, 13):
        assert vt.lookup(total).value == spec_vector(total)
        assert dt.lookup(total).value == spec_distance(total)


def test_multiple_rule_exact_distribution():
    sets = exact_vector_sets()
    assert sum(sets.values()) == 1
    # Only distinct vectors, 1 to 3 of them, and every ordering of 3 is possible.
    assert all(len(s) == len(set(s)) and 1 <= len(s) <= 3 for s in sets)
    assert sum(1 for s in sets if len(s) == 3) == 6
    # Hand check: a single Appearance = non-double Appearance (2-5 off doubles: 8/36)
    # + double Appearance (1-1, 2-2) then Appearance again (10/36).
    assert sets[("Appearance",)] == Fraction(8, 36) + Fraction(2, 36) * Fraction(10, 36)
    by_size = push(sets, len)
    # P(1 vector) = 30/36 non-doubles + 6/36 doubles followed by the same vector again.
    p_same_after_double = sum(Fraction(2, 36) * p for p in
                              (Fraction(10, 36), Fraction(16, 36), Fraction(10, 36)))
    assert by_size[1] == Fraction(30, 36) + p_same_after_double


def test_tweak_lists_have_the_rules_counts():
    for kind, count in TWEAK_COUNTS.items():
        items = load(f"lists/tweaks_{kind}").items
        assert len(items) == count, kind
        assert all(w == 1 for _, w, _ in items), f"{kind}: tweaks are equally likely"
        assert len({v for v, _, _ in items}) == count
    assert tuple(TWEAK_COUNTS) == KINDS


# --- 2. chi-square through the real generators --------------------------------------------


@pytest.mark.slow
def test_board_count_is_1d6(monkeypatch):
    """The number of missions: 1d6 through the real roll_board (missions stubbed out for
    speed; they are tested below and in test_streams)."""
    import generators.rules.board as board

    monkeypatch.setattr(board, "roll_mission", lambda stream, weirdness: stream.path)
    counts = Counter()
    for s in streams("board"):
        b = roll_board(s)
        assert b.count_roll == len(b.missions)
        assert b.missions == [f"{s.path}/mission/{i}" for i in range(1, b.count_roll + 1)]
        counts[b.count_roll] += 1
    assert_fits(counts, dice_totals(1, 6), "missions on the Big Board (1d6)")


@pytest.mark.slow
@pytest.mark.parametrize("weirdness", sorted(WEIRDNESS_DICE))
def test_mission_type_and_node_joint(weirdness):
    """roll_mission: the joint (mission type, node type) over 20,000 missions."""
    obs = Counter()
    types = Counter()
    for s in streams(f"mission-{weirdness}"):
        m = roll_mission(s, weirdness)
        obs[(m.mission_type, m.node_type)] += 1
        types[m.mission_type] += 1
        # fields agree with the spec row and the recorded roll
        row = next(r for r in MISSION_TYPES if r[2] == m.mission_type)
        assert (m.node_mod, m.job_dl, m.clearance_level) == row[3:]
        assert (m.node_type, m.slip_type) == spec_node(m.node_roll)
        node_roll = next(r for r in m.rolls if r.purpose == "node type")
        assert node_roll.total == sum(node_roll.faces) + m.node_mod == m.node_roll
        assert len(node_roll.faces) == WEIRDNESS_DICE[weirdness][0]
    assert_fits(types, exact_mission_types(), f"mission type ({weirdness})")
    assert_fits(obs, exact_mission_and_node(weirdness), f"mission x node ({weirdness})")


@pytest.mark.slow
@pytest.mark.parametrize("weirdness", sorted(WEIRDNESS_DICE))
@pytest.mark.parametrize("mod", NODE_MODS)
def test_node_type_for_each_mod(weirdness, mod):
    obs = Counter()
    for s in streams(f"node-{weirdness}-{mod}"):
        row, roll = node_for(s, mod, weirdness)
        obs[row.value] += 1
    assert_fits(obs, exact_nodes(weirdness, mod), f"node type {weirdness}+{mod}")


@pytest.mark.slow
def test_vector_sets_multiple_rule():
    exact = exact_vector_sets()
    obs = Counter()
    sizes = Counter()
    for s in streams("vectors", 3 * N):  # 60,000: the rule's rarer branches need the power
        log: list = []
        found = tuple(v for v, _ in roll_vector_set(s.with_log(log)))
        obs[found] += 1
        sizes[len(found)] += 1
        # every roll is recorded, and the rule replayed on the recorded faces gives the set
        # and stops exactly at the last recorded roll
        faces = [r.faces for r in log if r.purpose == "vector of slip"]
        assert len(faces) == len(log)
        assert replay_multiple_rule(faces) == (found, True), faces
    assert_fits(obs, exact, "vector sets (Multiple rule)")
    assert_fits(sizes, push(exact, len), "number of vectors")


@pytest.mark.slow
def test_slip_distances_and_dreamworld_vectors():
    """roll_dreamworld: vectors follow the Multiple rule and each vector gets its own 2d6
    distance (pooled over every vector rolled)."""
    exact_sets = exact_vector_sets()
    sets = Counter()
    dists = Counter()
    totals = Counter()
    for s in streams("dreamworld"):
        w = roll_dreamworld(s)
        sets[tuple(v.vector for v in w.vectors)] += 1
        for v in w.vectors:
            assert v.distance == spec_distance(v.distance_roll)
            dists[v.distance] += 1
            totals[v.distance_roll] += 1
    assert_fits(sets, exact_sets, "dreamworld vector sets")
    assert_fits(dists, push(dice_totals(2, 6), spec_distance), "slip distance")
    assert_fits(totals, dice_totals(2, 6), "slip distance roll")


def test_missions_roll_vectors_only_for_dream_worlds_and_alternate_earths():
    for s in streams("mvec", 4000):
        m = roll_mission(s, "d8")
        if m.node_type in ("Dream World", "Alternate Earth"):
            assert 1 <= len(m.vectors) <= 3
        else:
            assert m.vectors == []


@pytest.mark.slow
def test_tweak_kinds_and_tweaks_uniform():
    kinds = Counter()
    joint = Counter()
    for s in streams("tweak"):
        t = roll_tweak(s)
        kinds[t.kind] += 1
        joint[(t.kind, t.rule)] += 1
    assert_fits(kinds, {k: Fraction(1, 3) for k in KINDS}, "tweak kind")
    exact = {}
    for kind in KINDS:
        rules = load(f"lists/tweaks_{kind}").values
        for rule in rules:
            exact[(kind, rule)] = Fraction(1, 3) * Fraction(1, len(rules))
    assert_fits(joint, exact, "tweak kind x tweak (1/3 x 1/7, 1/7, 1/14)")


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_tweaks_and_targets_uniform_within_a_kind(kind):
    rules = load(f"lists/tweaks_{kind}").values
    targets = load(f"lists/tweak_targets_{kind}").values
    by_rule, by_target = Counter(), Counter()
    for s in streams(f"tweak-{kind}"):
        t = roll_tweak(s, kind)
        assert t.kind == kind
        by_rule[t.rule] += 1
        by_target[t.target] += 1
    assert_fits(by_rule, {r: Fraction(1, len(rules)) for r in rules}, f"{kind} tweaks")
    assert_fits(by_target, {x: Fraction(1, len(targets)) for x in targets}, f"{kind} targets")


# --- the chi-square machinery itself must be able to fail ----------------------------------


def test_chi_square_rejects_a_wrong_distribution():
    """A 2d6 table read as if every total were equally likely must be rejected."""
    obs = Counter()
    for s in streams("selfcheck"):
        obs[spec_mission_type(s.dice(2, 6, "x").total)] += 1
    assert_fits(obs, exact_mission_types(), "control")
    flat = push({t: Fraction(1, 11) for t in range(2, 13)}, spec_mission_type)
    with pytest.raises(AssertionError, match="do not fit"):
        assert_fits(obs, flat, "flat")


def test_merge_small_bins_pools_rare_outcomes():
    exp = {"a": Fraction(998, 1000), "b": Fraction(1, 1000), "c": Fraction(1, 1000)}
    obs, e = merge_small_bins({"a": 997, "b": 2, "c": 1}, exp, 1000)
    assert sum(obs) == 1000 and abs(sum(e) - 1000) < 1e-9 and min(e) >= 2
