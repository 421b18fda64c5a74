"""Every JSON output format validates against the shipped JSON Schemas
(generators/schema/<kind>.schema.json): `--format json` (one object), `--format json
--count N` (a list), and every line of `--format jsonl`. Plus: the schemas themselves are
valid, ship with the package, spell the canonical names exactly as issue 2 does, and reject
outputs that break the rules' tables (so they can fail)."""

from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from conftest import accepted_seed, has_module, roll_commands, run_cli
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generators.schema import available, load_schema, validator

ENGINE_KINDS = ["board", "mission", "dreamworld", "tweak"]

CANONICAL = {
    "mission_type": ["Exploration", "Emergency/Rescue", "Sightseeing/Tourism",
                     "Surveying/Fact-Finding", "Acquisition/Trade", "Politics/Diplomacy"],
    "node_type": ["Multiversal Chao", "Unknown Planet", "Dream World", "Alternate Earth",
                  "Time Travel", "Known Planet"],
    "slip_type": ["Compound", "Cartesian", "Subjective", "ParaTerran", "Temporal"],
}
VECTORS = ["Appearance", "Behavior", "Meaning"]
DISTANCES = ["Very slightly", "One major divergence", "Direct allegory", "Obscure connection",
             "Totally random"]


def variants(kind: str) -> list[list[str]]:
    """Option sets worth validating for each roll command."""
    extra = {
        "board": [[], ["--weirdness", "d6"], ["--weirdness", "d8"]],
        "mission": [[], ["--weirdness", "d8"]] + ([["--aspects", "--crew", "3"]]
                                                  if has_module("generators.rules.aspects") else []),
        "tweak": [[]] + [["--kind", k] for k in ("natural", "constructed", "character")],
        "npc": [[]] + [["--tier", t] for t in ("mook", "professional", "notable", "legend")],
    }
    return extra.get(kind, [[]])


def schema_kinds() -> list[str]:
    """Roll commands that have a schema (others' kinds join when their schema lands)."""
    have = set(available())
    return [k for k in roll_commands() if k in have]


def test_engine_kinds_have_schemas():
    assert set(ENGINE_KINDS) <= set(available())
    for kind in ENGINE_KINDS:
        schema = load_schema(kind)
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$id"].endswith(f"/{kind}.schema.json")


def test_mission_schema_requires_the_contract_keys():
    required = set(load_schema("mission")["required"])
    assert {"seed", "version", "algorithm", "mission_type", "node_mod", "node_roll", "node_type",
            "slip_type", "job_dl", "vectors", "rolls"} <= required
    assert {"seed", "version", "algorithm", "missions"} <= set(load_schema("board")["required"])
    vec = load_schema("mission")["$defs"]["vector"]
    assert {"vector", "distance", "distance_roll"} <= set(vec["required"])


def test_schemas_spell_the_canonical_names_exactly():
    m = load_schema("mission")
    for key, names in CANONICAL.items():
        assert m["properties"][key]["enum"] == names
    vec = m["$defs"]["vector"]["properties"]
    assert vec["vector"]["enum"] == VECTORS
    assert vec["distance"]["enum"] == DISTANCES


@pytest.mark.parametrize("kind", schema_kinds())
def test_every_format_validates(kind):
    v = validator(kind)
    for opts in variants(kind):
        for seed in ("slip-n-slide", "schema", "🌀 dream"):
            base = ["roll", kind, "--seed", seed, *opts]
            one = run_cli([*base, "--format", "json"])
            assert one.code == 0, one.err
            obj = json.loads(one.out)
            assert isinstance(obj, dict)
            v.validate(obj)

            many = run_cli([*base, "--count", "4", "--format", "json"])
            assert many.code == 0, many.err
            items = json.loads(many.out)
            assert isinstance(items, list) and len(items) == 4
            for item in items:
                v.validate(item)
            assert items[0] == obj

            lines = run_cli([*base, "--count", "4", "--format", "jsonl"])
            assert lines.code == 0, lines.err
            rows = lines.out.splitlines()
            assert len(rows) == 4
            for row in rows:
                v.validate(json.loads(row))
            assert [json.loads(r) for r in rows] == items


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.text(min_size=1, max_size=40).filter(accepted_seed),
       kind=st.sampled_from(ENGINE_KINDS), weirdness=st.sampled_from(["typical", "d6", "d8"]))
def test_any_seed_validates(seed, kind, weirdness):
    args = ["roll", kind, f"--seed={seed}", "--format", "json"]
    if kind in ("board", "mission"):
        args += ["--weirdness", weirdness]
    res = run_cli(args)
    assert res.code == 0, res.err
    validator(kind).validate(json.loads(res.out))


# --- the schemas can fail --------------------------------------------------------------------


def _mission() -> dict:
    res = run_cli(["roll", "mission", "--seed", "neg", "--format", "json"])
    return json.loads(res.out)


def _dreamworld() -> dict:
    return json.loads(run_cli(["roll", "dreamworld", "--seed", "neg", "--format", "json"]).out)


BREAKAGES = {
    "missing node_type": lambda m: m.pop("node_type"),
    "misspelt mission type": lambda m: m.update(mission_type="Emergency / Rescue"),
    "wrong node mod for the type": lambda m: m.update(mission_type="Politics/Diplomacy", node_mod=0),
    "wrong slip type for the node": lambda m: m.update(node_type="Time Travel", slip_type="Cartesian"),
    "vectors on a Known Planet": lambda m: m.update(
        node_type="Known Planet", slip_type="Cartesian",
        vectors=[{"vector": "Meaning", "distance": "Direct allegory", "distance_roll": 7}]),
    "stray key": lambda m: m.update(extra=1),
    "algorithm as text": lambda m: m.update(algorithm="1"),
    "roll without faces": lambda m: m["rolls"][0].pop("faces"),
    "empty seed": lambda m: m.update(seed=""),
}


@pytest.mark.parametrize("breakage", sorted(BREAKAGES))
def test_mission_schema_rejects(breakage):
    m = copy.deepcopy(_mission())
    validator("mission").validate(m)
    BREAKAGES[breakage](m)
    with pytest.raises(jsonschema.ValidationError):
        validator("mission").validate(m)


def test_dreamworld_schema_rejects_wrong_distance_for_roll():
    w = _dreamworld()
    validator("dreamworld").validate(w)
    w["vectors"][0].update(distance_roll=7, distance="Totally random")
    with pytest.raises(jsonschema.ValidationError):
        validator("dreamworld").validate(w)
    w["vectors"] = []
    with pytest.raises(jsonschema.ValidationError):
        validator("dreamworld").validate(w)


def test_board_schema_checks_its_missions():
    b = json.loads(run_cli(["roll", "board", "--seed", "neg", "--format", "json"]).out)
    validator("board").validate(b)
    b["missions"][0]["node_type"] = "Known planet"
    with pytest.raises(jsonschema.ValidationError):
        validator("board").validate(b)


def test_unknown_schema_kind_is_a_clear_error():
    with pytest.raises(KeyError, match="no schema for 'nope'"):
        load_schema("nope")
