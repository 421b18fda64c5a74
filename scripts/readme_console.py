"""Rewrite README.md's ```console blocks with what their commands print now (after an ALGORITHM
bump or a change of wording): each `$ daytrip ...` line is run in an empty folder with this
Python's `daytrip` first on PATH, as tests/test_readme_console.py runs it.

    .venv/bin/python scripts/readme_console.py
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"```console\n\$ ([^\n]*)\n(.*?)\n```", re.S)


def run(cmd: str) -> str:
    bindir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bindir}{os.pathsep}{os.environ.get('PATH', '')}"}
    with tempfile.TemporaryDirectory() as d:
        return subprocess.run(["bash", "-c", cmd], cwd=d, env=env, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT).stdout.rstrip("\n")


def main() -> None:
    readme = REPO / "README.md"
    text = readme.read_text("utf-8")
    new = BLOCK.sub(lambda m: f"```console\n$ {m.group(1)}\n{run(m.group(1))}\n```", text)
    if new != text:
        readme.write_text(new, "utf-8")
    print(f"README.md: {len(BLOCK.findall(text))} console blocks, "
          f"{'rewritten' if new != text else 'unchanged'}")


if __name__ == "__main__":
    main()
