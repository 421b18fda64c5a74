#!/usr/bin/env python3
"""Print, as one JSON object, the exact stdout of a fixed set of `daytrip roll ...`
commands run in this interpreter (in-process, through generators.cli.main).

Used to compare interpreters and environments byte for byte:
    PYTHONPATH=. python3.10 scripts/dump_outputs.py > a.json
    PYTHONPATH=. python3.13 scripts/dump_outputs.py > b.json && cmp a.json b.json
(scripts/cross_python.sh and tests/test_determinism.py do exactly this.)
Only the standard library and click are needed on the roll path.
"""

from __future__ import annotations

import contextlib
import io
import json
import sys

SEEDS = ["slip-n-slide", "🦑 squid", "Café Ångström", "42"]
EXTRA = {
    "board": [["--weirdness", "d6"], ["--weirdness", "d8"]],
    "mission": [["--aspects", "--crew", "3"], ["--weirdness", "d8"]],
    "tweak": [["--kind", "natural"], ["--kind", "character"]],
    "npc": [["--tier", "mook"], ["--tier", "legend"]],
}


def commands() -> list[list[str]]:
    from generators.cli import roll

    out = []
    for cmd in roll.list_commands(None):  # loads the lazily imported command modules
        for seed in SEEDS:
            out.append(["roll", cmd, "--seed", seed, "--count", "2", "--format", "json"])
        out.append(["roll", cmd, "--seed", "slip-n-slide"])
        out.append(["roll", cmd, "--seed", "slip-n-slide", "--format", "markdown"])
        for opts in EXTRA.get(cmd, []):
            out.append(["roll", cmd, "--seed", "slip-n-slide", *opts, "--format", "json"])
    return out


def run(argv: list[str]) -> dict:
    from generators.cli import main

    out, err = io.StringIO(), io.StringIO()
    code = 0
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            main(argv)
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 0
    return {"code": code, "stdout": out.getvalue(), "stderr": err.getvalue()}


def main() -> None:
    result = {" ".join(argv): run(argv) for argv in commands()}
    sys.stdout.buffer.write(json.dumps(result, ensure_ascii=True, indent=1, sort_keys=True).encode())
    sys.stdout.buffer.write(b"\n")


if __name__ == "__main__":
    main()
