"""Bad input at the CLI: exit code 2, exactly one line on stderr saying what was wrong and
what is accepted, nothing on stdout, never a traceback. The exact text is pinned (run as
a real `daytrip` subprocess). Plus, d20-style: any seed text gives output or a handled
one-line error; NFC/NFD seeds agree; emoji seeds work; `daytrip roll` stays light."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata

import pytest
from conftest import REPO, roll_commands, run_cli, run_cli_subprocess
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generators.rng import normalize_seed

COUNT = "Error: Invalid value for '--count' / '-n': expected a whole number from 1 to 10000, got "
SEED = "Error: Invalid value for '--seed' / '-s': "

PINNED = {
    "count 0": (["roll", "board", "--count", "0"], COUNT + "0"),
    "count -1": (["roll", "board", "--count", "-1"], COUNT + "-1"),
    "count abc": (["roll", "mission", "--count", "abc"], COUNT + "'abc'"),
    "count huge": (["roll", "tweak", "--count", "99999999999"], COUNT + "99999999999"),
    "count 10001": (["roll", "dreamworld", "--count", "10001"], COUNT + "10001"),
    "count 1.5": (["roll", "board", "--count", "1.5"], COUNT + "'1.5'"),
    "count superscript one": (["roll", "board", "--count", "¹"], COUNT + "'¹'"),
    "count double sign": (["roll", "board", "--count", "+-5"], COUNT + "'+-5'"),
    "unknown format": (["roll", "board", "--format", "xml"],
                       "Error: Invalid value for '--format' / '-f': 'xml' is not one of "
                       "'text', 'markdown', 'json', 'jsonl'."),
    "unknown weirdness": (["roll", "mission", "--weirdness", "d7"],
                          "Error: Invalid value for '--weirdness' / '-w': 'd7' is not one of "
                          "'typical', 'd6', 'd8'."),
    "unknown kind": (["roll", "tweak", "--kind", "weird"],
                     "Error: Invalid value for '--kind': 'weird' is not one of 'natural', "
                     "'constructed', 'character'."),
    "empty seed": (["roll", "board", "--seed", ""],
                   SEED + "seed must not be empty (any text of 1-200 characters is accepted)"),
    "whitespace seed": (["roll", "board", "--seed", " \t "],
                        SEED + "seed must not be empty (any text of 1-200 characters is accepted)"),
    "201-char seed": (["roll", "board", "--seed", "x" * 201],
                      SEED + "seed is 201 characters long; at most 200 are accepted"),
    "crew 0": (["roll", "mission", "--aspects", "--crew", "0"],
               "Error: Invalid value for '--crew': expected a whole number from 1 to 99, got 0"),
    "crew 0 without aspects": (["roll", "mission", "--crew", "0"],
                               "Error: Invalid value for '--crew': expected a whole number "
                               "from 1 to 99, got 0"),
    "unknown command": (["frobnicate"],
                        "Error: No such command 'frobnicate'. (see 'daytrip --help')"),
    "unknown roll": (["roll", "dragon"],
                     "Error: No such command 'dragon'. (see 'daytrip roll --help')"),
    "unknown option": (["roll", "board", "--bogus"], "Error: No such option '--bogus'."),
    "missing seed value": (["roll", "board", "--seed"],
                           "Error: Option '--seed' requires an argument."),
}


def assert_one_line_error(res, expected: str | None = None) -> None:
    assert res.code == 2, (res.code, res.out, res.err)
    assert "Traceback" not in res.err and "Traceback" not in res.out
    assert res.out == ""
    lines = res.err_lines
    assert len(lines) == 1, res.err
    assert lines[0].startswith("Error: ")
    if expected is not None:
        assert lines[0] == expected


@pytest.mark.parametrize("case", sorted(PINNED))
def test_bad_input_exact_error(case):
    args, expected = PINNED[case]
    assert_one_line_error(run_cli_subprocess(args), expected)


@pytest.mark.parametrize("case", sorted(PINNED))
def test_bad_input_same_in_process(case):
    args, expected = PINNED[case]
    assert_one_line_error(run_cli(args), expected)


def test_unknown_tier():
    if "npc" not in roll_commands():
        pytest.skip("`daytrip roll npc` has not landed yet")
    res = run_cli_subprocess(["roll", "npc", "--tier", "boss"])
    assert_one_line_error(res)
    import re

    assert re.fullmatch(
        r"Error: Invalid value for '--tier'( / '-t')?: 'boss' is not one of "
        r"'mook', 'professional', 'notable', 'legend'\.", res.err_lines[0]), res.err


@pytest.mark.parametrize("command", roll_commands())
def test_every_roll_command_rejects_count_zero_and_empty_seed(command):
    assert_one_line_error(run_cli(["roll", command, "--count", "0"]), COUNT + "0")
    assert_one_line_error(
        run_cli(["roll", command, "--seed", "  "]),
        SEED + "seed must not be empty (any text of 1-200 characters is accepted)")


# --- d20 style: every input gives a result or a handled error ------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.text(max_size=230), kind=st.sampled_from(["board", "mission", "dreamworld", "tweak"]),
       fmt=st.sampled_from(["text", "markdown", "json", "jsonl"]))
def test_any_seed_gives_output_or_one_line_error(seed, kind, fmt):
    res = run_cli(["roll", kind, f"--seed={seed}", "--format", fmt])
    try:
        expected_seed = normalize_seed(seed)
    except Exception:
        assert_one_line_error(res)
        assert res.err_lines[0].startswith(SEED)
        return
    assert res.code == 0, res.err
    assert res.err == ""
    if fmt in ("json", "jsonl"):
        assert json.loads(res.out)["seed"] == expected_seed
    else:
        assert expected_seed in res.out


@settings(max_examples=100, deadline=None)
@given(count=st.one_of(st.text(max_size=14), st.integers(-10**13, 10**13).map(str)))
def test_any_count_text_gives_output_or_one_line_error(count):
    res = run_cli(["roll", "dreamworld", "--seed", "c", f"--count={count}", "--format", "jsonl"])
    text = count.strip()
    ok = bool(re.fullmatch(r"[+-]?[0-9]+", text)) and len(text) <= 12 and 1 <= int(text) <= 10000
    if ok:
        assert res.code == 0, res.err
        assert len(res.out.splitlines()) == int(text)
    else:
        assert_one_line_error(res)
        assert res.err_lines[0].startswith(COUNT)


# --- seeds: NFC, emoji, whitespace --------------------------------------------------------


def test_nfd_and_nfc_seeds_are_the_same_seed():
    nfc = "Café Ångström"
    nfd = unicodedata.normalize("NFD", nfc)
    assert nfc != nfd
    a = run_cli(["roll", "board", "--seed", nfc, "--format", "json"])
    b = run_cli(["roll", "board", "--seed", nfd, "--format", "json"])
    assert a.code == b.code == 0
    assert a.out == b.out
    assert json.loads(a.out)["seed"] == nfc
    # and as real processes (argv decoding included)
    c = run_cli_subprocess(["roll", "board", "--seed", nfd, "--format", "json"])
    assert c.out == a.out


def test_surrounding_whitespace_is_stripped():
    a = run_cli(["roll", "mission", "--seed", "  padded\t", "--format", "json"])
    b = run_cli(["roll", "mission", "--seed", "padded", "--format", "json"])
    assert a.out == b.out and json.loads(a.out)["seed"] == "padded"


def test_emoji_seed_works_and_is_printed():
    res = run_cli_subprocess(["roll", "board", "--seed", "🦑🚀 slip"])
    assert res.code == 0, res.err
    assert "seed: 🦑🚀 slip" in res.out
    j = run_cli_subprocess(["roll", "board", "--seed", "🦑🚀 slip", "--format", "json"])
    assert json.loads(j.out)["seed"] == "🦑🚀 slip"


def test_200_char_seed_is_accepted():
    res = run_cli(["roll", "tweak", "--seed", "y" * 200, "--format", "json"])
    assert res.code == 0 and json.loads(res.out)["seed"] == "y" * 200


def test_no_seed_makes_and_prints_a_memorable_one():
    res = run_cli_subprocess(["roll", "board", "--format", "json"])
    assert res.code == 0, res.err
    seed = json.loads(res.out)["seed"]
    assert seed in res.err  # printed so it can be reproduced
    again = run_cli(["roll", "board", "--seed", seed, "--format", "json"])
    assert again.out == res.out


# --- `daytrip roll` stays light -----------------------------------------------------------

IMPORT_PROBE = r"""
import sys
from generators.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("mkdocs", "jinja2", "material"))
sys.stderr.write("HEAVY=" + ",".join(heavy) + "\n")
"""


@pytest.mark.parametrize("command", roll_commands())
def test_roll_imports_neither_mkdocs_nor_jinja2(command):
    p = subprocess.run([sys.executable, "-c", IMPORT_PROBE, "roll", command, "--seed", "light"],
                       capture_output=True, text=True, cwd=REPO, timeout=60)
    assert p.stdout.strip(), p.stderr
    heavy = [l for l in p.stderr.splitlines() if l.startswith("HEAVY=")]
    assert heavy == ["HEAVY="], p.stderr


def test_import_probe_can_see_heavy_imports():
    """Control: the probe does report jinja2 when it is imported."""
    probe = IMPORT_PROBE.replace("from generators.cli import main", "import jinja2\nfrom generators.cli import main")
    p = subprocess.run([sys.executable, "-c", probe, "--version"], capture_output=True, text=True,
                       cwd=REPO, timeout=60)
    assert "HEAVY=jinja2" in p.stderr


# --- any argv at all: a result, help, or one handled line ---------------------------------

OPTION_TOKENS = ["--seed", "-s", "--count", "-n", "--format", "-f", "--weirdness", "-w", "--kind",
                 "--tier", "-t", "--crew", "--aspects", "--help", "-h", "--", "-", "--seed=",
                 "json", "jsonl", "text", "markdown", "d6", "d8", "typical", "natural", "legend",
                 "mook", "0", "1", "2", "-1", "abc", "", " ", "🦑", "x" * 201]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(command=st.sampled_from(["board", "mission", "dreamworld", "tweak", "npc", "nope"]),
       tokens=st.lists(st.one_of(st.sampled_from(OPTION_TOKENS), st.text(max_size=8)), max_size=6))
def test_any_argv_gives_a_result_or_a_handled_error(command, tokens):
    from hypothesis import assume

    assume(not any(t.strip().lstrip("+").isascii() and t.strip().lstrip("+").isdigit()
                   and int(t.strip().lstrip("+")) > 20 for t in tokens))
    res = run_cli(["roll", command, *tokens])
    assert "Traceback" not in res.out + res.err
    assert res.code in (0, 2), (res.code, res.err)
    if res.code == 2:
        assert_one_line_error(res)
    else:
        assert res.out.strip()
