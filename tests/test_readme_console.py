"""README's ```console blocks are what the commands print: each `$ daytrip ...` line is run
(with the venv's `daytrip` first on PATH, in an empty folder) and its output compared with the
block, the build's timing masked. Round 36's README carried "daytrip: command not found" for
five blocks because its console was rewritten without the venv on PATH; this keeps it true."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO

BLOCK = re.compile(r"```console\n\$ ([^\n]*)\n(.*?)\n```", re.S)
TIMING = re.compile(r" in \d+(\.\d+)? s\b")


def _blocks():
    return BLOCK.findall((REPO / "README.md").read_text("utf-8"))


def test_readme_has_console_blocks_and_none_says_command_not_found():
    blocks = _blocks()
    assert len(blocks) >= 4
    for cmd, out in blocks:
        assert cmd.startswith("daytrip ") and "command not found" not in out and out.strip()


@pytest.mark.parametrize("cmd,expected", _blocks(), ids=[c for c, _ in _blocks()])
def test_readme_console_block_is_what_the_command_prints(cmd, expected, tmp_path):
    bindir = Path(sys.executable).parent
    if not (bindir / "daytrip").exists():
        pytest.skip("the daytrip script is not installed beside this Python")
    env = {**os.environ, "PATH": f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}"}
    got = subprocess.run(["bash", "-c", cmd], cwd=tmp_path, env=env, text=True,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout.rstrip("\n")
    assert TIMING.sub(" in T s", got) == TIMING.sub(" in T s", expected)
