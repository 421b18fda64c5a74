"""Units are spelt one way everywhere. The rules define ship power in megawatts: "Powersource
= 1 pt per mW (megawatt)" (DayTrippers Source Rules 3.0, SlipShips); the symbol for a megawatt
is MW (mW is a milliwatt), so data, code, templates and output all write MW."""

from __future__ import annotations

import re

from conftest import REPO

MILLIWATT = re.compile(r"(?<![A-Za-z])mW\b")


def test_no_milliwatts_anywhere():
    found = []
    for folder in ("corpora", "generators", "templates"):
        for path in sorted((REPO / folder).rglob("*")):
            if path.suffix in (".json", ".py", ".j2", ".md") and path.is_file():
                for n, line in enumerate(path.read_text("utf-8").splitlines(), 1):
                    if MILLIWATT.search(line) and "the rules write" not in line and \
                            "mW (megawatt)" not in line:
                        found.append(f"{path.relative_to(REPO)}:{n}: {line.strip()[:80]}")
    assert found == []


def test_ship_output_says_mw():
    from click.testing import CliRunner

    from generators.cli import cli

    out = CliRunner().invoke(cli, ["roll", "ship", "--capacity", "4", "--seed", "units"]).stdout
    assert " MW" in out and not MILLIWATT.search(out)
