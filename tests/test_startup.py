"""`daytrip roll board` starts fast (issue 15): what its path leaves out, and that the short
cuts taken for it (plain records instead of dataclasses, an ASCII path around unicodedata
and shlex) give exactly what the long way gives. No timings here: bench/startup_bench.py."""

from __future__ import annotations

import dataclasses
import shlex
import subprocess
import sys
import unicodedata
from pathlib import Path

import pytest

from generators.cli.output import _quote, command_line
from generators.data import DataFile, Row
from generators.rng import Provenance, Roll, _invisible, normalize_seed
from generators.rules.board import Board, Mission
from generators.rules.vectors import SlipVector

REPO = Path(__file__).resolve().parent.parent

PROBE = r"""
import sys
from generators.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
import dataclasses
made = sorted(f"{name}.{k}" for name, mod in list(sys.modules.items())
              if name.startswith("generators") for k, v in vars(mod).items()
              if isinstance(v, type) and v.__module__ == name and dataclasses.is_dataclass(v))
sys.stderr.write("DATACLASSES=" + ",".join(made) + "\n")
sys.stderr.write("MODULES=" + ",".join(sorted(sys.modules)) + "\n")
"""


def probe(*argv: str, prelude: str = "") -> dict[str, list[str]]:
    p = subprocess.run([sys.executable, "-c", prelude + PROBE, *argv], capture_output=True,
                       text=True, cwd=REPO, timeout=60)
    assert p.returncode == 0, p.stderr
    out = {}
    for line in p.stderr.splitlines():
        key, _, value = line.partition("=")
        if key in ("DATACLASSES", "MODULES"):
            out[key] = [v for v in value.split(",") if v]
    return out


def test_roll_board_creates_no_dataclass_and_skips_unicodedata_shlex_and_json():
    seen = probe("roll", "board", "--seed", "slip-n-slide")
    assert seen["DATACLASSES"] == []
    for light in ("unicodedata", "shlex", "json", "pathlib", "hashlib", "jinja2", "mkdocs"):
        assert light not in seen["MODULES"], light


def test_the_probe_sees_a_dataclass_and_a_module():
    """Control: a generators module with a dataclass, and unicodedata for a non-ASCII seed."""
    seen = probe("roll", "board", "--seed", "é-seed", prelude="import generators.content.world\n")
    assert "generators.content.world.World" in seen["DATACLASSES"]
    assert "unicodedata" in seen["MODULES"]


def test_ascii_invisibles_are_unicodedatas():
    for code in range(128):
        ch = chr(code)
        assert _invisible(ch) == (unicodedata.category(ch)[0] in "CZM"), repr(ch)


@pytest.mark.parametrize("seed", ["slip-n-slide", "  padded  ", "e\u0301t\u00e9", "\u200bx", "ÅÅ"])
def test_normalize_seed_is_nfc_of_the_stripped_seed(seed):
    assert normalize_seed(seed) == unicodedata.normalize("NFC", seed.strip())


@pytest.mark.parametrize("bad", ["\x01\x02", " \x7f ", "\u200b\u200d"])
def test_invisible_seeds_are_still_refused(bad):
    from generators.errors import BadInput

    with pytest.raises(BadInput, match="no visible character"):
        normalize_seed(bad)


@pytest.mark.parametrize("value", ["slip-n-slide", "", "it's", "a b", "é", "x;y", "$HOME",
                                   "a@b%c+d=e:f,g./h-_9", "--seed"])
def test_quote_is_shlex_quote(value):
    assert _quote(value) == shlex.quote(value)
    assert command_line(["roll"], {"seed": value}) == f"daytrip roll --seed {shlex.quote(value)}"


def _as_dataclass(record) -> object:
    """The same fields as a real dataclass, to compare repr and equality with."""
    cls = dataclasses.make_dataclass(type(record).__qualname__, type(record).__match_args__)
    return cls(*(getattr(record, n) for n in type(record).__match_args__))


@pytest.mark.parametrize("record", [
    Roll("2d6", [3, 4], 7, "mission type", "Heist", "board/1"),
    Provenance("seed"),
    SlipVector("Up", "Near", 5, "meaning", "detail"),
    Board("s", "v", 4, "board", 3, [], []),
])
def test_records_print_and_compare_as_dataclasses_would(record):
    twin = _as_dataclass(record)
    assert repr(record) == repr(twin)
    same = type(record)(*(getattr(record, n) for n in type(record).__match_args__))
    assert same == record and not (same != record)
    assert record != twin  # another class: never equal, as between two dataclasses
    with pytest.raises(TypeError):
        hash(record)


def test_record_defaults_are_fresh_lists():
    a = Mission("s", "v", 4, "p", "t", "l", "g", 0, 7, "n", "slip", 3, 1, "typical")
    b = Mission("s", "v", 4, "p", "t", "l", "g", 0, 7, "n", "slip", 3, 1, "typical")
    a.rolls.append(Roll("1d6", [1], 1, "x"))
    assert b.rolls == [] and a.vectors is not b.vectors and a.aspects is None
    assert a != b
    d = DataFile("n", "k", "list", "d", "s", "l", {})
    assert d.items == [] and d.rows == [] and d.rules == {} and d.dice is None
    assert Provenance("s").version  # the tool's version when none is given


def test_rows_compare_by_range_and_value_not_fields():
    a, b = Row(2, 5, "x", {"k": 1}), Row(2, 5, "x", {"k": 2})
    assert a == b and a != Row(2, 6, "x")
    assert Row(None, 3, "y").covers(-4) and not Row(1, 3, "y").covers(4)


# --- JSON lines, found only when asked for (generators/linejson.py) -------------------------

TEXT = '{\n  "a": 1,\n  "items": [\n    {"value": "x"},\n\n    {"value": "y",\n     "weight": 2}\n  ]\n}\n'


def test_lines_are_found_when_asked_and_match_the_line_parser():
    from generators.linejson import _slow_decoder, key_line, line_of, parse_json

    fast, slow = parse_json(TEXT, "f.json"), _slow_decoder(TEXT).decode(TEXT)
    assert fast == slow
    second = fast["items"][1]
    assert second.line == 0  # not looked for yet
    assert line_of(second) == 6 and key_line(second, "weight") == 7
    assert line_of(fast) == 1 and line_of(fast["items"][0]) == 4  # the whole file got its lines
    assert key_line(fast, "items") == 3 == key_line(slow, "items")


@pytest.mark.parametrize("text,line,words", [
    ('{\n "a": 1,\n "b": 2,\n "a": 3\n}', 4, "given twice"),
    ('{\n "a": 1,\n "b": [1, 2,]\n}', 3, "invalid JSON"),
    ('{"a": 1}\n\n{"b": 2}', 3, "invalid JSON: Extra data"),
    ('\ufeff{"a": 1}', 1, "invalid JSON"),
])
def test_bad_json_still_says_where(text, line, words):
    from generators.errors import DataError
    from generators.linejson import parse_json

    with pytest.raises(DataError) as e:
        parse_json(text, "f.json")
    assert e.value.line == line and words in str(e.value)


def test_json_values_are_json_loads_values():
    import json

    from generators.linejson import parse_json

    text = '{"n": [1, -2.5e3, 1E400, NaN, true, null, "\\u00e9\\n"], "big": 123456789012345678901234}'
    got, want = parse_json(text, "f.json"), json.loads(text)
    assert repr(got) == repr(want)
