"""Determinism: output depends only on (seed, algorithm, options).

- Real `daytrip roll ...` processes under different PYTHONHASHSEED, TZ and LANG/LC_ALL give
  identical bytes.
- Every Python 3.10-3.13 found on the machine (pyenv) gives the same bytes as this one, for a
  fixed set of commands (scripts/dump_outputs.py; scripts/cross_python.sh is the same check
  as a script). A version that is absent is skipped; where pyenv has them, they run.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
from conftest import REPO, accepted_seed, has_module, roll_commands, run_cli_subprocess

ENVS = {
    "hash0-utc-C.UTF-8": {"PYTHONHASHSEED": "0", "TZ": "UTC", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"},
    "hash1-kiritimati-tr": {"PYTHONHASHSEED": "1", "TZ": "Pacific/Kiritimati",
                            "LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8"},
    "hashmax-stjohns-C": {"PYTHONHASHSEED": "4294967295", "TZ": "America/St_Johns",
                          "LANG": "C", "LC_ALL": "C"},
    "hashrandom-kathmandu-de": {"PYTHONHASHSEED": "random", "TZ": "Asia/Kathmandu",
                                "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"},
}


def cli_cases() -> list[list[str]]:
    cases = []
    for cmd in roll_commands():
        cases.append(["roll", cmd, "--seed", "slip-n-slide 🦑", "--count", "3"])
        cases.append(["roll", cmd, "--seed", "Ünïcødé", "--count", "2", "--format", "json"])
    cases.append(["roll", "board", "--seed", "slip-n-slide", "--weirdness", "d8", "--format", "markdown"])
    if has_module("generators.rules.aspects"):
        cases.append(["roll", "mission", "--seed", "slip-n-slide", "--aspects", "--crew", "3",
                      "--count", "2", "--format", "jsonl"])
    return cases


CASES = cli_cases()


@pytest.mark.slow
@pytest.mark.parametrize("args", CASES, ids=[" ".join(a[1:2] + a[4:]) for a in CASES])
def test_same_bytes_whatever_the_hash_seed_time_zone_and_locale(args):
    outputs = {}
    for name, env in ENVS.items():
        env = {**env, "PYTHONIOENCODING": ""}
        res = run_cli_subprocess(args, env=env)
        assert res.code == 0, (name, res.err)
        outputs[name] = res.out
    first = next(iter(outputs.values()))
    assert first.strip()
    different = [n for n, o in outputs.items() if o != first]
    assert not different, f"output differs under {different}"


def _dump(python: str, extra_path: str | None = None, env: dict | None = None) -> bytes:
    full = dict(os.environ)
    full.update(env or {})
    full["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), extra_path) if p)
    p = subprocess.run([python, "-s", str(REPO / "scripts" / "dump_outputs.py")],
                       capture_output=True, cwd=REPO, env=full, timeout=300)
    assert p.returncode == 0, p.stderr.decode(errors="replace")[-2000:]
    return p.stdout


@pytest.fixture(scope="module")
def reference_dump() -> bytes:
    out = _dump(sys.executable)
    assert b'"code": 0' in out
    return out


@pytest.mark.slow
@pytest.mark.parametrize("env_name", sorted(ENVS))
def test_every_roll_command_same_bytes_under_env(env_name, reference_dump):
    assert _dump(sys.executable, env=ENVS[env_name]) == reference_dump


def pyenv_root() -> Path:
    return Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))


def python_for(minor: str) -> Path | None:
    found = sorted(pyenv_root().glob(f"versions/{minor}.*/bin/python"))
    return found[-1] if found else None


@pytest.mark.slow
@pytest.mark.parametrize("minor", ["3.10", "3.11", "3.12", "3.13"])
def test_same_bytes_under_each_python(minor, reference_dump):
    py = python_for(minor)
    if py is None:
        pytest.skip(f"no Python {minor} under {pyenv_root()}/versions (see scripts/cross_python.sh)")
    purelib = sysconfig.get_paths()["purelib"]  # click (pure Python) from this environment
    out = _dump(str(py), extra_path=purelib)
    if out != reference_dump:
        import difflib

        diff = "\n".join(list(difflib.unified_diff(
            reference_dump.decode().splitlines(), out.decode().splitlines(),
            f"python {sys.version.split()[0]}", str(py), lineterm=""))[:40])
        pytest.fail(f"Python {minor} gives different output:\n{diff}")


def test_dump_covers_every_roll_command(reference_dump):
    import json

    data = json.loads(reference_dump)
    for cmd in roll_commands():
        assert any(k.startswith(f"roll {cmd} ") for k in data), cmd
    failing = {k: v["stderr"].strip() for k, v in data.items() if v["code"] != 0 or not v["stdout"]}
    assert not failing, failing


# --- the printed command reproduces the output ---------------------------------------------

import shlex  # noqa: E402

from conftest import run_cli  # noqa: E402
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

REPRO_OPTIONS = {
    "board": [[], ["--weirdness", "d8"]],
    "mission": [["--aspects", "--crew", "4"], ["--weirdness", "d6"]],
    "tweak": [["--kind", "constructed"]],
    "npc": [["--tier", "mook"]],
}


def reproduce_command(text_output: str) -> list[str]:
    marker = "\nreproduce: "
    assert marker in text_output, text_output[-300:]
    cmd = shlex.split(text_output.rsplit(marker, 1)[1])
    assert cmd[0] == "daytrip"
    return cmd[1:]


@pytest.mark.parametrize("command", roll_commands())
def test_printed_command_reproduces_the_output(command):
    for opts in [[]] + REPRO_OPTIONS.get(command, []):
        for seed in ("slip-n-slide", "it's a \"trap\" 🦑", "  padded  ", "--help", "-w"):
            first = run_cli(["roll", command, "--seed", seed, "--count", "2", *opts])
            assert first.code == 0, first.err
            again = run_cli(reproduce_command(first.out))
            assert again.code == 0, again.err
            assert again.out == first.out


def test_made_up_seed_is_reproducible():
    first = run_cli(["roll", "mission", "--aspects"])
    assert first.code == 0 and "made for you" in first.err
    assert run_cli(reproduce_command(first.out)).out == first.out


@settings(max_examples=60, deadline=None)
@given(seed=st.text(min_size=1, max_size=60).filter(accepted_seed))
def test_any_seed_reproduces_from_its_printed_command(seed):
    first = run_cli(["roll", "board", f"--seed={seed}"])
    assert first.code == 0, first.err
    assert run_cli(reproduce_command(first.out)).out == first.out
