"""Shared test helpers: run the CLI in-process or as a real subprocess, and a guard
that makes module-level `random` explode.

Other test files may use:
  run_cli(args)                 -> CliResult(code, out, err) (in-process, via generators.cli.main)
  run_cli_subprocess(args, env) -> CliResult (a real `daytrip` process)
  no_global_random (fixture)    -> module-level random functions raise while it is active
  ROLL_KINDS / roll_commands()  -> the `daytrip roll` subcommands that exist right now
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# Every module-level function of `random` that draws or reseeds.
GUARDED_RANDOM = (
    "random", "choice", "choices", "randint", "shuffle", "getrandbits", "randrange",
    "sample", "uniform", "seed", "gauss", "triangular", "randbytes",
)


@dataclass
class CliResult:
    code: int
    out: str
    err: str

    @property
    def err_lines(self) -> list[str]:
        return self.err.splitlines()


def shortened(trip, text: str) -> str:
    """``text`` with every full name of ``trip`` in its short form: a page names a person in full
    once a section and short after (render/names.py), so a test finds a secret in either form."""
    for full, short in sorted(trip.short_names().items(), key=lambda x: -len(x[0])):
        text = text.replace(full, short)
    return text


def run_cli(args: list[str]) -> CliResult:
    """Run `daytrip <args>` in this process through the real entry point (main), which
    turns every error into one line and exit code 2."""
    from generators.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    return CliResult(code, out.getvalue(), err.getvalue())


def daytrip_command() -> list[str]:
    """The installed `daytrip` console script next to this interpreter, else the module."""
    exe = Path(sys.executable).parent / ("daytrip.exe" if os.name == "nt" else "daytrip")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("daytrip")
    if found:
        return [found]
    return [sys.executable, "-c", "from generators.cli import main; main()"]


def run_cli_subprocess(args: list[str], env: dict | None = None, cwd: Path | None = None,
                       timeout: float = 60) -> CliResult:
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    p = subprocess.run(
        [*daytrip_command(), *args], capture_output=True, env=full_env,
        cwd=str(cwd or REPO), timeout=timeout,
    )
    return CliResult(p.returncode, p.stdout.decode("utf-8"), p.stderr.decode("utf-8"))


def accepted_seed(seed: str) -> bool:
    """A seed the CLI takes (not empty, not only invisible characters, valid UTF-8)."""
    from generators.errors import BadInput
    from generators.rng import normalize_seed

    try:
        return bool(normalize_seed(seed))
    except BadInput:
        return False


def roll_commands() -> list[str]:
    """The `daytrip roll` subcommands registered right now (others' parts appear as they land)."""
    from generators.cli import roll

    return roll.list_commands(None)  # loads the lazily imported command modules


def has_module(name: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


class GlobalRandomUsed(AssertionError):
    pass


@contextlib.contextmanager
def global_random_forbidden():
    """Patch every module-level `random` function to raise; restore them afterwards."""
    saved = {name: getattr(random, name) for name in GUARDED_RANDOM if hasattr(random, name)}

    def make(name):
        def boom(*a, **k):
            raise GlobalRandomUsed(f"generation called module-level random.{name}()")
        return boom

    try:
        for name in saved:
            setattr(random, name, make(name))
        yield saved
    finally:
        for name, fn in saved.items():
            setattr(random, name, fn)


@pytest.fixture
def no_global_random():
    with global_random_forbidden() as saved:
        yield saved


# The files that read generated trips for what they say (contradictions, repeats, stock lines,
# reachability of every corpus line). They are marked ``content`` so scripts/cross_python.sh can
# leave them to the reference Python: on the others, tests/test_golden.py and the byte comparison
# of scripts/dump_outputs.py show the trips are the same bytes, so the same text passes.
CONTENT_AUDITS = (
    "test_consistency*.py", "test_r[0-9][0-9]*.py", "test_cold*.py", "test_content.py",
    "test_campaign_decks.py", "test_deck_*.py", "test_clock_lines.py",
)


# The files scripts/cross_python.sh runs under each other Python 3.10-3.13 (marked ``cross``):
# those whose code leans on what differs between Pythons and dependency versions (the RNG and
# BLAKE2b, dice, data loading, the tracery and markovify adapters, click's errors, files and
# processes, the JSON and schema contracts, the pinned goldens). The rest run under .venv's
# Python only: the same code on the same bytes (the byte comparison of scripts/dump_outputs.py
# and test_golden.py under each Python show the trips are the same), and CI has two cores and
# 90 minutes (the CI of a7a1900e: 5,333 s with each Python's fast tests, 1,090 s apiece).
CROSS_PYTHON = (
    "test_streams.py", "test_distributions.py", "test_golden.py", "test_determinism.py",
    "test_cli_errors.py", "test_cli_conventions.py", "test_data_schema.py", "test_grammar.py",
    "test_tracery_interop.py", "test_markov.py", "test_layers.py", "test_hardening.py",
    "test_hardening_io.py", "test_json_contract.py", "test_schema_outputs.py", "test_units.py",
    "test_systems.py", "test_english.py",
)


def pytest_collection_modifyitems(config, items):
    for item in items:
        if any(item.path.match(pattern) for pattern in CONTENT_AUDITS):
            item.add_marker(pytest.mark.content)
        if item.path.name in CROSS_PYTHON:
            item.add_marker(pytest.mark.cross)
