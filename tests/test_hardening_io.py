"""Issue 9, items 7 and 9, as real processes: a full or closed stdout is one line and exit
2, a closed pipe (`daytrip roll trip | head -1`) exits 0 quietly in every format, and the
output is UTF-8, byte for byte the same, whatever the locale (Latin-1, C without UTF-8
mode, a Latin-1 PYTHONIOENCODING), non-ASCII seeds and names included."""

from __future__ import annotations

import os
import subprocess

import pytest

from conftest import REPO, daytrip_command

FORMATS = ["text", "markdown", "json", "jsonl"]


def run(args, env=None, **kw):
    full = dict(os.environ)
    full.update(env or {})
    return subprocess.run([*daytrip_command(), *args], env=full, cwd=REPO, timeout=120, **kw)


def test_a_full_stdout_is_one_line_and_exit_2():
    with open("/dev/full", "w") as full:
        p = run(["roll", "trip", "--seed", "x"], stdout=full, stderr=subprocess.PIPE)
    assert p.returncode == 2
    assert p.stderr.decode().splitlines() == [
        "Error: cannot write to standard output: No space left on device"]


def test_a_closed_stdout_is_one_line_and_exit_2():
    p = run(["roll", "trip", "--seed", "x"], stderr=subprocess.PIPE, pass_fds=(),
            preexec_fn=lambda: os.close(1))
    assert p.returncode == 2
    assert p.stderr.decode().splitlines() == [
        "Error: standard output is closed; redirect it to a file or to /dev/null"]


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_closed_pipe_exits_0_quietly(fmt):
    cmd = " ".join([*map(repr, daytrip_command()), "roll", "trip", "--seed", "x", "--count", "40",
                    "--format", fmt])
    p = subprocess.run(["bash", "-c", f"{cmd} 2>err.txt | head -c 1 >/dev/null; "
                        "echo ${PIPESTATUS[0]}; cat err.txt; rm -f err.txt"],
                       capture_output=True, cwd=REPO / "tests", timeout=120, text=True)
    assert p.stdout.splitlines() == ["0"], p.stdout


ENVIRONMENTS = {
    "utf-8": {"LC_ALL": "C.UTF-8"},
    "latin-1 locale": {"LC_ALL": "en_US.ISO-8859-1"},
    "C without UTF-8 mode": {"PYTHONUTF8": "0", "LC_ALL": "C", "LANG": "C"},
    "latin-1 stdio": {"PYTHONIOENCODING": "latin-1", "PYTHONUTF8": "0", "LC_ALL": "C"},
}


@pytest.mark.parametrize("fmt", ["json", "text"])
@pytest.mark.parametrize("seed", ["Łódź Ōsaka", "café 🦑"])
def test_output_is_the_same_utf8_bytes_under_any_locale(seed, fmt):
    outputs = {}
    for name, env in ENVIRONMENTS.items():
        p = run(["roll", "npc", "--seed", seed, "--count", "8", "--format", fmt], env=env,
                capture_output=True)
        assert p.returncode == 0, (name, p.stderr)
        assert p.stderr == b""
        outputs[name] = p.stdout
    first = outputs["utf-8"]
    assert seed.encode("utf-8") in first
    first.decode("utf-8")
    assert all(out == first for out in outputs.values()), [k for k, v in outputs.items() if v != first]


def test_errors_are_utf8_under_a_c_locale_too():
    p = run(["roll", "board", "--seed", "x" * 201 + "é"], env=ENVIRONMENTS["C without UTF-8 mode"],
            capture_output=True)
    assert p.returncode == 2 and len(p.stderr.decode("utf-8").splitlines()) == 1
