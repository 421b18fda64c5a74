"""Stream isolation and the module-level-random guard.

- Adding a draw at a new path (a new field, table or page) changes nothing anywhere else.
- Path discipline: within one result, every dice path decides one thing.
- A board's mission i is exactly roll_mission at the same path; `--count` result i is the
  result at path <kind>/<i>; the order things are generated in does not matter.
- Generation never touches module-level `random` (patched to raise) nor calls hash().
"""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest
from conftest import REPO, GlobalRandomUsed, global_random_forbidden, has_module, roll_commands, run_cli

import generators
from generators.rules import board as board_mod
from generators.rules.board import roll_board, roll_mission
from generators.rng import Stream
from generators.rules.tweaks import KINDS, roll_tweak
from generators.rules.vectors import roll_dreamworld

SEEDS = ["slip-n-slide", "chao", "Ünïcødé ✨", "42", "a" * 200]


def _aspects(stream):
    from generators.rules.aspects import attach_aspects

    m = roll_mission(stream, "typical")
    attach_aspects(m, stream.child("aspects"), crew=3)
    return m


def factories():
    out = {
        "board-typical": lambda s: roll_board(s, "typical"),
        "board-d6": lambda s: roll_board(s, "d6"),
        "board-d8": lambda s: roll_board(s, "d8"),
        "mission": lambda s: roll_mission(s, "typical"),
        "dreamworld": roll_dreamworld,
        "tweak": roll_tweak,
        **{f"tweak-{k}": (lambda s, k=k: roll_tweak(s, k)) for k in KINDS},
    }
    if has_module("generators.rules.aspects"):
        out["mission-aspects"] = _aspects
    if has_module("generators.rules.npc"):
        from generators.rules.npc import roll_npc

        for tier in ("mook", "legend"):
            out[f"npc-{tier}"] = lambda s, tier=tier: roll_npc(s, tier)
    if has_module("generators.trip.daytrip"):
        from generators.trip.daytrip import roll_trip

        out["trip"] = roll_trip
    return out


FACTORIES = factories()


def dump(result) -> str:
    return json.dumps(result.to_dict(), sort_keys=True, ensure_ascii=False)


# --- adding draws at new paths changes nothing ------------------------------------------


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_extra_draws_at_new_paths_change_nothing(name, monkeypatch):
    """Every time a generator derives a child stream, also draw from a brand-new sibling
    path (as a new field or table would). Every result must stay byte-identical."""
    make = FACTORIES[name]
    seeds = [f"iso-{i}" for i in range(40)] + SEEDS
    before = [dump(make(Stream(s, f"{name}/1"))) for s in seeds]

    real_child = Stream.child
    probes = []

    def child_with_probe(self, *parts, log=None):
        new = real_child(self, *parts, log=log)
        probe = real_child(self, "zz-new-field", *parts, log=[])  # own log: not in output
        probes.append(probe.dice(3, 6, "probe").total)
        return new

    monkeypatch.setattr(Stream, "child", child_with_probe)
    after = [dump(make(Stream(s, f"{name}/1"))) for s in seeds]
    assert probes, "the generator never derived a child stream"
    assert after == before


def test_a_new_field_in_roll_mission_leaves_every_other_field_alone(monkeypatch):
    """Simulate adding a field to missions: draw it from <mission>/new-field before the
    vectors are rolled. Everything else (values and recorded rolls) must be unchanged."""
    seeds = [f"field-{i}" for i in range(300)]
    before = [roll_mission(Stream(s, "m/1"), "d8").to_dict() for s in seeds]
    real = board_mod.roll_vectors

    def with_new_field(stream):
        stream.child("new-field").dice(2, 6, "new field")
        return real(stream)

    monkeypatch.setattr(board_mod, "roll_vectors", with_new_field)
    after = [roll_mission(Stream(s, "m/1"), "d8").to_dict() for s in seeds]
    added = 0
    for b, a in zip(before, after):
        new = [r for r in a["rolls"] if r["path"].endswith("/new-field")]
        added += len(new)
        a["rolls"] = [r for r in a["rolls"] if r not in new]
        assert a == b
    assert added > 50  # the new field really was rolled (Dream Worlds / Alternate Earths)


def test_control_a_draw_on_a_shared_stream_is_detected(monkeypatch):
    """The negative control: a new draw taken from the SAME stream object as the vector
    rolls (what path discipline forbids) does change outputs, so the test above can fail."""
    from generators.rules import vectors as vectors_mod

    seeds = [f"field-{i}" for i in range(300)]
    before = [roll_mission(Stream(s, "m/1"), "d8").to_dict()["vectors"] for s in seeds]
    real = vectors_mod.roll_on

    def roll_on_after_an_extra_draw(stream, key, purpose, **kw):
        if key == "tables/slip_vectors":
            stream.below(6)  # an extra draw sharing the vectors' stream
        return real(stream, key, purpose, **kw)

    monkeypatch.setattr(vectors_mod, "roll_on", roll_on_after_an_extra_draw)
    after = [roll_mission(Stream(s, "m/1"), "d8").to_dict()["vectors"] for s in seeds]
    assert sum(a != b for a, b in zip(after, before)) > 10


@pytest.mark.parametrize("name", ["board-typical", "board-d8", "mission", "dreamworld", "tweak"])
def test_each_dice_path_decides_one_thing(name):
    """Path discipline, read off the roll log: no path is used for two different purposes."""
    make = FACTORIES[name]
    for i in range(200):
        r = make(Stream(f"paths-{i}", f"{name}/1")).to_dict()
        rolls = list(r.get("rolls", []))
        for m in r.get("missions", []):
            rolls += m["rolls"]
        purposes: dict[str, set] = {}
        for roll in rolls:
            assert roll["path"] == r["path"] or roll["path"].startswith(r["path"] + "/"), roll
            if roll["expr"] != "choice":
                purposes.setdefault(roll["path"], set()).add(roll["for"])
        assert all(len(p) == 1 for p in purposes.values()), purposes


# --- the same thing at the same path, whatever surrounds it ---------------------------------


@pytest.mark.parametrize("weirdness", ["typical", "d6", "d8"])
def test_board_mission_i_equals_roll_mission_at_its_path(weirdness):
    checked = 0
    for i in range(60):
        b = roll_board(Stream(f"bm-{i}", "board/1"), weirdness)
        for j, m in enumerate(b.missions, start=1):
            alone = roll_mission(Stream(f"bm-{i}", f"board/1/mission/{j}"), weirdness)
            assert m.path == f"board/1/mission/{j}"
            assert m.to_dict() == alone.to_dict()
            checked += 1
    assert checked > 150


def test_fixed_mission_count_keeps_the_missions():
    """`missions=` overrides the 1d6 count but mission i is still the same mission."""
    b = roll_board(Stream("fixed", "board/1"))
    b6 = roll_board(Stream("fixed", "board/1"), missions=6)
    assert [m.to_dict() for m in b6.missions[: len(b.missions)]] == [m.to_dict() for m in b.missions]


@pytest.mark.parametrize("kind", ["board", "mission", "dreamworld", "tweak"])
def test_cli_count_result_i_is_the_result_at_kind_i(kind):
    make = {"board": roll_board, "mission": roll_mission, "dreamworld": roll_dreamworld,
            "tweak": roll_tweak}[kind]
    res = run_cli(["roll", kind, "--seed", "counted", "--count", "5", "--format", "json"])
    assert res.code == 0, res.err
    items = json.loads(res.out)
    assert len(items) == 5
    for i, item in enumerate(items, start=1):
        assert {k: v for k, v in item.items() if k != "$schema"} == make(Stream("counted", f"{kind}/{i}")).to_dict()
    single = run_cli(["roll", kind, "--seed", "counted", "--format", "json"])
    assert json.loads(single.out) == items[0]


def test_generation_order_does_not_matter():
    names = sorted(FACTORIES)
    forward = {n: dump(FACTORIES[n](Stream("order", f"{n}/1"))) for n in names}
    backward = {n: dump(FACTORIES[n](Stream("order", f"{n}/1"))) for n in reversed(names)}
    again = {n: dump(FACTORIES[n](Stream("order", f"{n}/1"))) for n in names}
    assert forward == backward == again


# --- the module-level random guard --------------------------------------------------------


def test_guard_really_patches_random(no_global_random):
    for name in ("random", "choice", "randint", "shuffle", "getrandbits", "seed"):
        with pytest.raises(GlobalRandomUsed):
            fn = getattr(random, name)
            fn(*{"choice": ([1],), "randint": (1, 2), "shuffle": ([1, 2],),
                 "getrandbits": (8,)}.get(name, ()))
    # our own streams keep working under the guard
    assert 1 <= Stream("g", "p").dice(1, 6, "x").total <= 6


def test_guard_restores_random():
    before = random.random
    with global_random_forbidden():
        assert random.random is not before
    assert random.random is before


@pytest.mark.parametrize("name", sorted(FACTORIES))
def test_generators_never_touch_module_random(name, no_global_random):
    make = FACTORIES[name]
    for i in range(50):
        make(Stream(f"guard-{i}", f"{name}/1")).to_dict()


@pytest.mark.parametrize("command", roll_commands())
@pytest.mark.parametrize("fmt", ["text", "markdown", "json"])
def test_every_roll_command_never_touches_module_random(command, fmt, no_global_random):
    for seed in ("guard", "slip-n-slide", "🦑"):
        res = run_cli(["roll", command, "--seed", seed, "--count", "3", "--format", fmt])
        assert res.code == 0, res.err
        assert res.out.strip()


def test_roll_commands_include_the_engine():
    assert {"board", "mission", "dreamworld", "tweak"} <= set(roll_commands())


def _generation_sources() -> list[Path]:
    return sorted((REPO / "generators").rglob("*.py"))


def test_no_hash_or_module_random_calls_in_the_package_source():
    """Static check: nothing in generators/ calls hash() or module-level random.<draw>()
    (rng.py only builds private random.Random instances)."""
    guarded = {"random", "choice", "choices", "randint", "shuffle", "getrandbits",
               "randrange", "sample", "uniform", "seed", "gauss", "triangular", "randbytes"}
    bad = []
    for path in _generation_sources():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        random_names = {"random"}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                random_names |= {a.asname or a.name for a in node.names if a.name == "random"}
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                for a in node.names:
                    if a.name in guarded:
                        bad.append(f"{path.name}:{node.lineno}: from random import {a.name}")
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if isinstance(f, ast.Name) and f.id == "hash":
                bad.append(f"{path.name}:{node.lineno}: hash()")
            if (isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name)
                    and f.value.id in random_names and f.attr in guarded):
                bad.append(f"{path.name}:{node.lineno}: {f.value.id}.{f.attr}()")
    assert not bad, "\n".join(bad)


def test_no_module_holds_a_module_random_function():
    """`from random import choice` at import time would slip past the runtime guard."""
    import sys

    originals = {getattr(random, n) for n in ("random", "choice", "randint", "shuffle",
                                              "getrandbits", "randrange", "sample", "uniform")}
    for mod_name, mod in sorted(sys.modules.items()):
        if mod_name == "generators" or mod_name.startswith("generators."):
            for attr, value in vars(mod).items():
                assert not any(value is o or value == o for o in originals if callable(value)), (
                    f"{mod_name}.{attr} is module-level random")
    assert generators.ALGORITHM >= 1
