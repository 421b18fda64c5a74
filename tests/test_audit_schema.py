"""Every JSON output names its $schema (issue 13): the two audit reports too, and they
validate against the schemas `daytrip schema audit|consistency` prints."""

from __future__ import annotations

import json

from conftest import run_cli

from generators.schema import BASE_URI, validator


def test_audit_json_names_and_fits_its_schema():
    r = run_cli(["audit", "--runs", "3", "--seed", "schema-audit", "--format", "json"])
    assert r.code == 0, r.err
    data = json.loads(r.out)
    assert data["$schema"] == f"{BASE_URI}audit.schema.json"
    validator("audit").validate(data)
    assert data["runs"] == 3 and data["lines"]


def test_consistency_json_names_and_fits_its_schema():
    r = run_cli(["audit", "--consistency", "--runs", "2", "--seed", "schema-audit",
                 "--format", "json"])
    assert r.code in (0, 1), r.err
    data = json.loads(r.out)
    assert data["$schema"] == f"{BASE_URI}consistency.schema.json"
    validator("consistency").validate(data)


def test_a_wrong_report_does_not_fit():
    import jsonschema
    import pytest

    with pytest.raises(jsonschema.ValidationError):
        validator("audit").validate({"$schema": f"{BASE_URI}audit.schema.json", "runs": 0})
