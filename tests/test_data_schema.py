"""Every data file in corpora/ loads through generators.data (one schema, validated), and
malformed files give `file:line: message` errors that point at the right line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from generators import data
from generators.data import all_keys, corpora_dir, load, load_path
from generators.errors import DataError

KEYS = all_keys()


def test_corpora_has_the_rule_tables():
    assert {"tables/mission_types", "tables/node_types", "tables/slip_vectors",
            "tables/slip_distances", "lists/tweaks_natural", "lists/tweaks_constructed",
            "lists/tweaks_character"} <= set(KEYS)
    assert KEYS == sorted(KEYS)


@pytest.mark.parametrize("key", KEYS)
def test_every_corpora_file_loads_and_validates(key):
    df = load(key)
    assert df.key == key and df.kind in data.KINDS
    assert df.name == f"corpora/{key}.json"
    for field in (df.description, df.source, df.licence):
        assert field.strip()
    if df.kind == "table":
        n, sides = df.dice
        # every total the dice can give lands on exactly one row
        for total in range(n, n * sides + 1):
            assert sum(r.covers(total) for r in df.rows) == 1, (key, total)
    elif df.kind == "list":
        assert df.values and len(set(df.values)) == len(df.values)
    else:
        assert df.rules


@pytest.mark.parametrize("key", KEYS)
def test_corpora_files_are_plain_utf8_json_objects(key):
    path = corpora_dir() / f"{key}.json"
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert isinstance(raw, dict) and raw["kind"] in data.KINDS


# --- malformed files: file:line: message -----------------------------------------------------

HEAD = '  "description": "d",\n  "source": "s",\n  "licence": "CC0",\n'

BAD = {
    "invalid json (trailing comma)": (
        '{\n' + HEAD + '  "kind": "list",\n  "items": ["a", "b",]\n}\n',
        6, "invalid JSON: "),
    "top level is a list": ('[1, 2]\n', 1, "a data file must be a JSON object"),
    # json keeps the last of two equal keys; a second "needs" once hid a first one
    "a key given twice": (
        '{\n' + HEAD + '  "kind": "list",\n  "items": [\n    {"value": "a",\n'
        '     "needs": "inhabited",\n     "needs": "air: vacuum"}\n  ]\n}\n',
        9, "key 'needs' given twice in one object"),
    "missing description": (
        '{\n  "source": "s",\n  "licence": "CC0",\n  "kind": "list",\n  "items": ["a"]\n}\n',
        1, '"description" must be a non-empty string'),
    "unknown kind": (
        '{\n' + HEAD + '  "kind": "tabel",\n  "items": ["a"]\n}\n',
        1, "\"kind\" must be one of table, list, grammar, got 'tabel'"),
    "bad dice": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "2d",\n'
        '  "items": [{"min": 2, "max": 12, "value": "x"}]\n}\n',
        1, "dice must look like 2d6, got '2d'"),
    "gap between rows": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "2d6",\n  "items": [\n'
        '    {"min": 2, "max": 4, "value": "low"},\n'
        '    {"min": 6, "max": 12, "value": "high"}\n  ]\n}\n',
        9, "row starts at 6; expected 5 (rows must be contiguous)"),
    "rows do not reach the top": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "2d6",\n  "items": [\n'
        '    {"min": 2, "max": 6, "value": "low"},\n'
        '    {"min": 7, "max": 11, "value": "high"}\n  ]\n}\n',
        9, "no row covers totals above 11 (dice give 12)"),
    "rows do not reach the bottom": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "2d6",\n  "items": [\n'
        '    {"min": 3, "max": 12, "value": "all"}\n  ]\n}\n',
        8, "no row covers totals below 3 (dice give 2)"),
    "min greater than max": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "1d6",\n  "items": [\n'
        '    {"min": 1, "max": 3, "value": "a"},\n'
        '    {"min": 4, "max": 2, "value": "b"}\n  ]\n}\n',
        9, '"min" 4 is greater than "max" 2'),
    "bound is not an integer": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "1d6",\n  "items": [\n'
        '    {"min": 1, "max": "6", "value": "a"}\n  ]\n}\n',
        8, '"max" must be an integer'),
    "row without value": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": "1d6",\n  "items": [\n'
        '    {"min": 1, "max": 3, "value": "a"},\n'
        '    {"min": 4, "max": 6}\n  ]\n}\n',
        9, '"value" must be a non-empty string'),
    "empty list": ('{\n' + HEAD + '  "kind": "list",\n  "items": []\n}\n',
                   1, '"items" must be a non-empty list'),
    "duplicate list item": (
        '{\n' + HEAD + '  "kind": "list",\n  "items": [\n'
        '    {"value": "a"},\n    {"value": "b"},\n    {"value": "a"}\n  ]\n}\n',
        9, "item 3 ('a') is listed twice"),
    "zero weight": (
        '{\n' + HEAD + '  "kind": "list",\n  "items": [\n'
        '    {"value": "a", "weight": 2},\n    {"value": "b", "weight": 0}\n  ]\n}\n',
        8, '"weight" must be a positive integer'),
    "stray spaces in an item": (
        '{\n' + HEAD + '  "kind": "list",\n  "items": [\n    {"value": "a  b"}\n  ]\n}\n',
        7, "item 1 ('a  b') is empty or has stray spaces"),
    "grammar symbol without expansions": (
        '{\n' + HEAD + '  "kind": "grammar",\n  "rules": {\n'
        '    "origin": ["#x#"],\n    "x": []\n  }\n}\n',
        8, 'symbol "x" must have a non-empty list of non-empty strings'),
    "dice that are not text": (
        '{\n' + HEAD + '  "kind": "table",\n  "dice": [2, 6],\n  "items": [\n'
        '    {"min": 2, "max": 12, "value": "a"}\n  ]\n}\n',
        1, "dice must look like 2d6, got [2, 6]"),
    "grammar without rules": ('{\n' + HEAD + '  "kind": "grammar"\n}\n',
                              1, '"rules" must be a non-empty object of symbol -> expansions'),
}


@pytest.mark.parametrize("case", sorted(BAD))
def test_malformed_file_gives_file_line_message(case, tmp_path):
    text, line, message = BAD[case]
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as exc:
        load_path(path, "corpora/lists/bad.json", "lists/bad")
    e = exc.value
    assert (e.file, e.line) == ("corpora/lists/bad.json", line), str(e)
    assert e.message.startswith(message), e.message
    assert str(e).startswith(f"corpora/lists/bad.json:{line}: {message}")
    assert "\n" not in str(e)


def test_not_utf8(tmp_path):
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"description": "caf\xe9"}')
    with pytest.raises(DataError, match=r"^corpora/lists/latin.json: not UTF-8 text$"):
        load_path(path, "corpora/lists/latin.json", "lists/latin")


def test_unreadable_file(tmp_path):
    with pytest.raises(DataError, match=r"^corpora/lists/gone.json: cannot read"):
        load_path(tmp_path / "gone.json", "corpora/lists/gone.json", "lists/gone")


def test_missing_key_is_a_data_error():
    with pytest.raises(DataError, match=r"^corpora/lists/no_such_list.json: missing data file$"):
        load("lists/no_such_list")


def test_valid_file_round_trips(tmp_path):
    path = tmp_path / "ok.json"
    path.write_text('{\n' + HEAD + '  "kind": "table",\n  "dice": "1d8",\n  "items": [\n'
                    '    {"max": 3, "value": "low", "note": "open start"},\n'
                    '    {"min": 4, "value": "high"}\n  ]\n}\n', encoding="utf-8")
    df = load_path(path, "x.json", "tables/ok")
    assert df.dice == (1, 8)
    assert [df.lookup(t).value for t in (0, 1, 3, 4, 8, 20)] == ["low", "low", "low", "high",
                                                                 "high", "high"]
    assert df.lookup(2).fields == {"note": "open start"}


def test_every_real_file_still_passes_after_a_round_trip(tmp_path):
    """Re-serialising each corpora file keeps it valid (the validator reads data, not layout)."""
    for key in KEYS:
        raw = json.loads((corpora_dir() / f"{key}.json").read_text(encoding="utf-8"))
        p = tmp_path / (key.replace("/", "_") + ".json")
        p.write_text(json.dumps(raw, indent=1, ensure_ascii=False), encoding="utf-8")
        assert load_path(p, p.name, key).kind == raw["kind"]


def test_data_root_is_a_checkout_or_the_bundled_data():
    root = data.data_root()
    assert (root / "corpora").is_dir()
    assert corpora_dir() == root / "corpora"
    assert isinstance(root, Path)


# --- the data ships in the wheel -------------------------------------------------------------


@pytest.mark.slow
def test_wheel_ships_data_templates_and_schemas(tmp_path):
    """Build the wheel, unpack it outside the checkout and run `daytrip roll` from it: the
    corpora, templates, mkdocs.yml and JSON Schemas must all come from inside the package,
    and the output must be byte-identical to the checkout's. (scripts/check_wheel.sh does a
    full `pip install` of the wheel into a fresh venv.)"""
    import os
    import subprocess
    import sys
    import zipfile

    from conftest import REPO, run_cli

    dist = tmp_path / "dist"
    p = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                        "--disable-pip-version-check", "-w", str(dist), str(REPO)],
                       capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-2000:]
    (wheel,) = dist.glob("*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        z.extractall(site)
    for key in all_keys():
        assert f"generators/_data/corpora/{key}.json" in names, key
    assert "generators/_data/mkdocs.yml" in names
    for kind in ("board", "mission", "dreamworld", "tweak"):
        assert f"generators/schema/{kind}.schema.json" in names

    probe = (
        "import sys, generators, generators.data as d\n"
        "from generators.schema import load_schema\n"
        "from generators.cli import main\n"
        "assert str(d.data_root()).startswith(sys.argv[1]), d.data_root()\n"
        "assert generators.__file__.startswith(sys.argv[1]), generators.__file__\n"
        "[load_schema(k) for k in ('board', 'mission', 'dreamworld', 'tweak')]\n"
        "main(['roll', 'board', '--seed', 'slip-n-slide', '--count', '2', '--format', 'json'])\n"
    )
    env = {**os.environ, "PYTHONPATH": str(site)}
    run = subprocess.run([sys.executable, "-c", probe, str(site)], capture_output=True,
                         text=True, cwd=tmp_path, env=env, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    here = run_cli(["roll", "board", "--seed", "slip-n-slide", "--count", "2", "--format", "json"])
    assert run.stdout == here.out
