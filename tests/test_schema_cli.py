"""`daytrip schema KIND` and "$schema" in every JSON output: each names a shipped schema,
which validates it; the pack schema accepts every grammar and list file of corpora/ (a
pack uses the same schema) and refuses broken ones."""

from __future__ import annotations

import json

import pytest
from conftest import REPO, run_cli

from generators.schema import BASE_URI, available, validator

KINDS = ("board", "mission", "dreamworld", "tweak", "npc", "trip", "node", "location",
         "maguffin", "teaser", "crew", "ship")


@pytest.mark.parametrize("kind", KINDS)
def test_every_json_output_names_its_schema_and_matches_it(kind):
    for fmt in ("json", "jsonl"):
        r = run_cli(["roll", kind, "--seed", "schema-names", "--count", "2", "--format", fmt])
        assert r.code == 0, r.err
        docs = json.loads(r.out) if fmt == "json" else [json.loads(x) for x in r.out.splitlines()]
        for d in docs:
            assert next(iter(d)) == "$schema" and d["$schema"] == f"{BASE_URI}{kind}.schema.json"
            validator(kind).validate(d)


def test_a_trip_codes_json_and_a_parts_json_name_their_schemas():
    r = run_cli(["roll", "trip", "slip-n-slide/1", "--format", "json"])
    d = json.loads(r.out)
    assert d["$schema"].endswith("/trip.schema.json")
    validator("trip").validate(d)
    r = run_cli(["roll", "npc", "slip-n-slide/1/npc/1", "--format", "json"])
    d = json.loads(r.out)
    assert d["$schema"].endswith("/part.schema.json")
    validator("part").validate(d)


def test_schema_command_prints_each_schema_and_lists_the_kinds():
    r = run_cli(["schema"])
    assert r.code == 0 and set(r.out.split()) == set(available()) >= {"pack", "trip", "part"}
    r = run_cli(["schema", "trip"])
    assert r.code == 0 and json.loads(r.out)["$id"] == f"{BASE_URI}trip.schema.json"
    r = run_cli(["schema", "nope"])
    assert r.code == 2 and "accepted:" in r.err and len(r.err.strip().splitlines()) == 1


def test_the_pack_schema_accepts_every_grammar_and_list_of_the_corpora():
    v = validator("pack")
    files = sorted((REPO / "corpora" / "grammars").glob("*.json")) + \
        sorted((REPO / "corpora" / "lists").glob("*.json"))
    assert files
    for f in files:
        v.validate(json.loads(f.read_text(encoding="utf-8")))
    bad = {"description": "d", "source": "s", "licence": "CC0", "kind": "list", "items": [" padded"]}
    assert list(v.iter_errors(bad))
    assert list(v.iter_errors({"description": "d", "source": "s", "licence": "CC0", "kind": "grammar"}))
