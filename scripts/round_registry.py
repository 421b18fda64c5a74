"""Write a round's registries from the files its helpers made (run after adding or merging one):

    .venv/bin/python scripts/round_registry.py 38

- generators/trip/consistency_rN.py imports every generators/trip/consistency_rNNAME.py (each
  exposes ``RULES`` and ``check_rNNAME``) and gathers their rules and checks;
- tests/test_rN.py imports every tests/test_rN_NAME.py's ``RN_NAME_BREAKS`` (when it has one);
- generators/facts_rN.py merges every generators/facts_rNNAME.py's ``FACTS`` after the round
  before's ``ROUNDS`` (whose module is named in the existing file's EARLIER import).
Names are taken in sorted order, so two helpers' branches merge to the same registry."""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _names(folder: Path, pattern: str) -> list[str]:
    rx = re.compile(pattern)
    return sorted(m.group(1) for p in folder.iterdir() if (m := rx.fullmatch(p.name)))


def main(n: int) -> None:
    trip = REPO / "generators" / "trip"
    names = _names(trip, rf"consistency_r{n}([a-z]+)\.py")
    imports = "".join(f"from .consistency_r{n}{x} import RULES as {x.upper()}_RULES, check_r{n}{x}  # r{n}-{x}\n"
                      for x in names)
    rules = " + ".join(f"{x.upper()}_RULES" for x in names) or "()"
    checks = "".join(f"check_r{n}{x}, " for x in names)
    (trip / f"consistency_r{n}.py").write_text(
        f'"""The consistency audit\'s round-{n} rules, one registry for the round\'s modules (each\n'
        f"module's docstring says what it checks and why). Each consistency_r{n}NAME.py exposes ``RULES``\n"
        f"and a ``check_r{n}NAME(trip, world, every, bad)``. Written by scripts/round_registry.py {n};\n"
        f'generators/trip/consistency_rounds.py runs ``check_r{n}``."""\n\n'
        f"from __future__ import annotations\n\n{imports}\n"
        f"RULES: tuple[str, ...] = {rules}\nCHECKS: tuple = ({checks})\n\n\n"
        f"def check_r{n}(trip: dict, world: dict, every, bad) -> None:\n"
        f"    for check in CHECKS:\n        check(trip, world, every, bad)\n", "utf-8")

    tests = REPO / "tests"
    tnames = [x for x in _names(tests, rf"test_r{n}_([a-z]+)\.py")
              if f"R{n}_{x.upper()}_BREAKS" in (tests / f"test_r{n}_{x}.py").read_text("utf-8")]
    timports = "".join(f"from test_r{n}_{x} import R{n}_{x.upper()}_BREAKS\n" for x in tnames)
    merged = ", ".join(f"**R{n}_{x.upper()}_BREAKS" for x in tnames)
    (tests / f"test_r{n}.py").write_text(
        f'"""Round {n}\'s breaks gathered in one place: each tests/test_r{n}_NAME.py defines\n'
        f"``R{n}_NAME_BREAKS`` {{rule: function returning a trip broken on purpose so that rule fires}};\n"
        f"written by scripts/round_registry.py {n} (tests/test_consistency.py's ``_break`` reads it).\"\"\"\n\n"
        f"from __future__ import annotations\n\n{timports}\n"
        f"R{n}_BREAKS: dict = {{{merged}}}\n\n\n"
        f"def test_r{n}_breaks_name_only_round_{n}_rules():\n"
        f"    from generators.trip.consistency_r{n} import RULES\n"
        f"    assert set(R{n}_BREAKS) <= set(RULES), sorted(set(R{n}_BREAKS) - set(RULES))\n", "utf-8")

    gen = REPO / "generators"
    registry = gen / f"facts_r{n}.py"
    earlier = re.search(r"from \.(facts_\w+) import ROUNDS as EARLIER", registry.read_text("utf-8")).group(1)
    fnames = _names(gen, rf"facts_r{n}([a-z]+)\.py")
    fimports = "".join(f"from .facts_r{n}{x} import FACTS as {x.upper()}  # r{n}-{x}\n" for x in fnames)
    fmerged = "".join(f", **{x.upper()}" for x in fnames)
    registry.write_text(
        f'"""Round {n}\'s facts, each helper\'s in its own generators/facts_r{n}NAME.py (``FACTS``: each\n'
        f"key with its values and a comment saying who sets it and what reads it), merged after every\n"
        f"earlier round's; generators/facts.py reads ``ROUNDS``. Written by scripts/round_registry.py {n}.\"\"\"\n\n"
        f"from __future__ import annotations\n\nfrom .{earlier} import ROUNDS as EARLIER  # (which chains every earlier round's)\n"
        f"{fimports}\n"
        f"# Every round's facts, in the order facts.VALUES merges them (a later round's key wins).\n"
        f"ROUNDS: dict[str, tuple[str, ...]] = {{**EARLIER{fmerged}}}\n", "utf-8")
    print(f"round {n}: {len(names)} audit modules, {len(tnames)} break files, {len(fnames)} facts modules")


if __name__ == "__main__":
    main(int(sys.argv[1]))
