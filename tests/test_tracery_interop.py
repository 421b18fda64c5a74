"""Tracery interop: a plain Tracery JSON grammar (what Cheap Bots Done Quick and the
tutorials use) loads as a pack grammar; every schema problem of a pack file is reported in
one run with file:line; a doubled space is caught at load and shown with visible marks; and a
real bot's grammar expands through our engine with tracery's own output distribution."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from conftest import REPO

from generators.errors import DataError, DataProblems
from generators.rng import Stream
from generators.text.grammar import expand
from generators.text.packs import load_packs, use_packs

BOT = REPO / "tests" / "fixtures" / "tracery" / "proofbybot"  # MIT, see its LICENSE
BOT_JSON = BOT / "grammars" / "proofbybot.json"
META = {"description": "d", "source": "s", "licence": "CC0", "kind": "grammar"}


def _pack(root: Path, name: str, text: str) -> Path:
    (root / "grammars").mkdir(parents=True)
    (root / "grammars" / f"{name}.json").write_text(text, encoding="utf-8")
    return root


def _daytrip(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from generators.cli import main; main()", *args],
                          capture_output=True, text=True)


def test_a_plain_tracery_grammar_loads_as_a_pack_grammar_with_a_note(tmp_path):
    pack = _pack(tmp_path / "p", "hello", json.dumps(
        {"origin": ["#greeting#, #name#!"], "greeting": ["Hello", "Howdy"], "name": "world"}))
    packs = load_packs([pack])
    assert packs.keys == ["grammars/hello"]
    notes = [w for w in packs.warnings if "plain Tracery" in w]
    assert len(notes) == 1 and "\n" not in notes[0]
    assert notes[0].startswith(f"{pack}/grammars/hello.json: a plain Tracery grammar")
    assert "provenance fields (description, source, licence) are missing" in notes[0]
    with use_packs(packs):
        assert expand(Stream("s", "x"), "grammars/hello") in {"Hello, world!", "Howdy, world!"}


def test_every_schema_problem_of_a_pack_file_in_one_run_each_with_its_line(tmp_path):
    text = json.dumps({
        "kind": "grammar",
        "rules": {
            "origin": ["#who# meets #nobody#", "#who#.shout"],
            "who": ["Vera  Kask", "#who.frobnicate#"],
            "empty": [],
        },
    }, indent=1)
    pack = _pack(tmp_path / "p", "g", text)
    with pytest.raises(DataProblems) as e:
        load_packs([pack])
    lines = e.value.lines()
    name = f"{pack}/grammars/g.json"
    # description, source and licence missing (line 1), "empty" has no rules (its line)
    assert [ln.split(": ", 1)[1] for ln in lines] == [
        '"description" must be a non-empty string', '"source" must be a non-empty string',
        '"licence" must be a non-empty string',
        'symbol "empty" must have a non-empty list of non-empty strings']
    assert all(re.match(re.escape(name) + r":\d+: ", ln) for ln in lines), lines
    empty_line = next(i for i, ln in enumerate(text.splitlines(), 1) if '"empty"' in ln)
    assert lines[-1].startswith(f"{name}:{empty_line}:")

    # With the shape fixed, the rule-level problems all come at once, each on its own line.
    fixed = dict(json.loads(text), **{k: "x" for k in ("description", "source", "licence")})
    del fixed["rules"]["empty"]
    text2 = json.dumps(fixed, indent=1)
    (pack / "grammars" / "g.json").write_text(text2, encoding="utf-8")
    with pytest.raises(DataProblems) as e:
        load_packs([pack])
    lines = e.value.lines()
    where = {ln.split(": ", 1)[1]: int(ln.split(":")[1]) for ln in lines}
    rows = text2.splitlines()
    assert len(lines) == 3, lines
    double = next(m for m in where if "double space" in m)
    assert '"Vera␣␣Kask"' in double and "(shown as ␣␣)" in double
    assert "Vera  Kask" in rows[where[double] - 1]
    unknown = next(m for m in where if ".frobnicate" in m)
    assert "#who.frobnicate#" in rows[where[unknown] - 1]
    undefined = next(m for m in where if "#nobody#" in m)
    assert "#nobody#" in rows[where[undefined] - 1]

    # The command line prints every problem, one line each, and exits 2.
    r = _daytrip("roll", "board", "--seed", "s", "--pack", str(pack))
    assert r.returncode == 2
    assert r.stderr.splitlines() == [f"Error: {ln}" for ln in lines]


def test_a_double_space_is_caught_at_load_with_visible_marks(tmp_path):
    pack = _pack(tmp_path / "p", "g", json.dumps({**META, "rules": {"origin": ["a  b"]}}, indent=1))
    with pytest.raises(DataError) as e:
        load_packs([pack])
    assert str(e.value) == (f'{pack}/grammars/g.json:8: symbol "origin", rule "a␣␣b": '
                            f"has a double space (shown as ␣␣)")
    r = _daytrip("roll", "board", "--seed", "s", "--pack", str(pack))
    assert r.returncode == 2 and "␣␣" in r.stderr and r.stderr.count("\n") == 1


# --- a real bot's grammar ---------------------------------------------------------------

N = 3000


def _features(text: str, templates: list[str]) -> tuple[int, str, bool]:
    """(which origin rule, the #type# word, whether the name starts with "the")."""
    for i, t in enumerate(templates):
        pattern = re.escape(t.replace("\\[", "[").replace("\\]", "]")).replace(
            re.escape("#fullname#"), "(.+)")
        m = re.fullmatch(pattern, text)
        if m:
            name = m.group(1)
            return i, name.split()[-1], name.startswith("the ")
    raise AssertionError(f"no origin rule makes {text!r}")


def test_a_real_bots_grammar_expands_like_tracery_itself():
    """ProofByBot's grammar (MIT; tests/fixtures/tracery/proofbybot/LICENSE), exactly as the
    bot published it, loads as a pack and its #origin# expands through our engine. Over 3000
    seeded expansions each, our engine and tracery's own Grammar (with a seeded random) give
    the same distribution of origin rules, #type# words and name shapes (chi-square test of
    homogeneity, p > 0.001; the seeds are fixed, so the test is deterministic)."""
    import tracery
    from scipy.stats import chi2_contingency

    raw = json.loads(BOT_JSON.read_text("utf-8"))
    templates = raw["origin"]
    packs = load_packs([BOT])
    assert any("plain Tracery grammar: loaded its 9 symbol(s)" in w for w in packs.warnings)
    with use_packs(packs):
        ours = [_features(expand(Stream("proofbybot", f"t/{i}"), "grammars/proofbybot"), templates)
                for i in range(N)]
    state = random.getstate()
    try:
        random.seed(20260505)
        grammar = tracery.Grammar(raw)
        theirs = [_features(grammar.flatten("#origin#"), templates) for _ in range(N)]
    finally:
        random.setstate(state)
    for k in range(3):
        a = Counter(f[k] for f in ours)
        b = Counter(f[k] for f in theirs)
        cats = sorted(set(a) | set(b), key=str)
        assert len(cats) >= 2
        _, p, _, _ = chi2_contingency([[a[c] for c in cats], [b[c] for c in cats]])
        assert p > 0.001, (k, p, a, b)
    # Every origin rule and every #type# fired (a distribution, not one lucky string).
    assert {f[0] for f in ours} == set(range(len(templates)))
    assert {f[1] for f in ours} == set(raw["type"])
