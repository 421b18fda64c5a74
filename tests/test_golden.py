"""Golden outputs for pinned seeds: the exact JSON of `daytrip roll ...` for ~10 commands,
stored in tests/golden/<name>.json.

When a change to the output is intended:
  1. bump ``ALGORITHM`` in generators/__init__.py (the lead decides; every seed's output
     changes with it, since the algorithm is part of every stream's derivation);
  2. regenerate:   .venv/bin/python tests/test_golden.py --regen
  3. review `git diff tests/golden` and commit the goldens with the bump.
``--regen`` refuses to rewrite a golden whose output changed while ALGORITHM did not
(pass ``--allow-same-algorithm`` too if the lead decided a bump is not needed, e.g. before
a release).

The tool ``version`` is masked (``<version>``) so a release bump alone does not churn goldens.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:  # run as a script: python tests/test_golden.py --regen
    sys.path.insert(0, str(HERE))

import pytest  # noqa: E402
from conftest import has_module, roll_commands, run_cli  # noqa: E402

import generators  # noqa: E402

GOLDEN = HERE / "golden"
REGEN = ".venv/bin/python tests/test_golden.py --regen"

# name -> (roll command args after `daytrip`, required module or None)
CASES: dict[str, tuple[list[str], str | None]] = {
    "board-typical-slip-n-slide": (["roll", "board", "--seed", "slip-n-slide"], None),
    "board-d6-chao-storm": (["roll", "board", "--seed", "chao storm", "--weirdness", "d6"], None),
    "board-d8-weird-eight": (["roll", "board", "--seed", "weird-eight", "--weirdness", "d8",
                              "--count", "2"], None),
    "mission-count-3": (["roll", "mission", "--seed", "slip-n-slide", "--count", "3"], None),
    "mission-d8-unicode": (["roll", "mission", "--seed", "Ünïcødé 🦑", "--weirdness", "d8",
                            "--count", "4"], None),
    "dreamworld-count-5": (["roll", "dreamworld", "--seed", "dream", "--count", "5"], None),
    "tweak-count-4": (["roll", "tweak", "--seed", "surreal", "--count", "4"], None),
    "tweak-character": (["roll", "tweak", "--seed", "slip-n-slide", "--kind", "character",
                         "--count", "2"], None),
    "mission-aspects-crew-3": (["roll", "mission", "--seed", "slip-n-slide", "--aspects",
                                "--crew", "3", "--count", "2"], "generators.rules.aspects"),
    "npc-notable": (["roll", "npc", "--seed", "slip-n-slide", "--tier", "notable"], "generators.rules.npc"),
    "npc-legend": (["roll", "npc", "--seed", "legendary", "--tier", "legend"], "generators.rules.npc"),
}


def available(name: str) -> bool:
    args, module = CASES[name]
    return (module is None or has_module(module)) and args[1] in roll_commands()


def mask_version(obj):
    """Replace every result's tool `version` with "<version>" (results carry algorithm too)."""
    if isinstance(obj, list):
        return [mask_version(x) for x in obj]
    if isinstance(obj, dict):
        return {k: ("<version>" if k == "version" and "algorithm" in obj else mask_version(v))
                for k, v in obj.items()}
    return obj


def produce(name: str):
    args = [*CASES[name][0], "--format", "json"]
    res = run_cli(args)
    if res.code != 0:
        raise RuntimeError(f"daytrip {' '.join(args)} failed: {res.err}")
    return mask_version(json.loads(res.out))


def golden_path(name: str) -> Path:
    return GOLDEN / f"{name}.json"


def render(name: str, output) -> str:
    doc = {"algorithm": generators.ALGORITHM,
           "command": "daytrip " + " ".join(CASES[name][0]) + " --format json",
           "output": output}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


# --- tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name):
    if not available(name):
        pytest.skip(f"{CASES[name][0][1]} not built yet")
    path = golden_path(name)
    assert path.exists(), f"no golden for {name}: run {REGEN}"
    stored = json.loads(path.read_text(encoding="utf-8"))
    assert stored["algorithm"] == generators.ALGORITHM, (
        f"{path.name} was made for algorithm {stored['algorithm']}, but generators.ALGORITHM is "
        f"{generators.ALGORITHM}: run {REGEN}")
    actual = produce(name)
    assert actual == stored["output"], (
        f"output changed for `{stored['command']}`: if intended, bump generators.ALGORITHM "
        f"and run {REGEN}")


def test_golden_files_algorithm_is_current():
    files = sorted(GOLDEN.glob("*.json"))
    assert len(files) >= 8
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert doc["algorithm"] == generators.ALGORITHM, (
            f"{path.name}: algorithm {doc['algorithm']} != generators.ALGORITHM "
            f"{generators.ALGORITHM}; run {REGEN}")
        # every result inside says the same algorithm
        out = doc["output"]
        for item in out if isinstance(out, list) else [out]:
            assert item["algorithm"] == doc["algorithm"]


def test_goldens_match_the_output_schemas():
    from generators.schema import available as schemas, validator

    checked = 0
    for path in sorted(GOLDEN.glob("*.json")):
        kind = CASES[path.stem][0][1]
        if kind not in schemas():
            continue
        out = json.loads(path.read_text(encoding="utf-8"))["output"]
        for item in out if isinstance(out, list) else [out]:
            item = {k: (generators.__version__ if v == "<version>" else v) for k, v in item.items()}
            validator(kind).validate(item)
            checked += 1
    assert checked >= 10


def test_every_golden_file_is_a_case():
    names = {p.stem for p in GOLDEN.glob("*.json")}
    assert names <= set(CASES), f"stale goldens: {sorted(names - set(CASES))}"


def test_golden_catches_a_change(monkeypatch):
    """Control: a one-value change in generation makes the golden comparison fail."""
    import generators.rules.board as board

    name = "board-typical-slip-n-slide"
    stored = json.loads(golden_path(name).read_text(encoding="utf-8"))["output"]
    assert produce(name) == stored
    real = board.Provenance

    class Shifted(real):
        def __init__(self, *args, **kw):
            super().__init__(*args, **kw)
            self.seed = self.seed + " "

    monkeypatch.setattr(board, "Provenance", Shifted)
    assert produce(name) != stored


def test_goldens_cover_every_weirdness_and_engine_kind():
    texts = " ".join(" ".join(a) for a, _ in CASES.values())
    for needle in ("roll board", "roll mission", "roll dreamworld", "roll tweak",
                   "--weirdness d6", "--weirdness d8", "--aspects"):
        assert needle in texts


# --- regeneration ----------------------------------------------------------------------------


def regen(allow_same_algorithm: bool = False) -> int:
    GOLDEN.mkdir(exist_ok=True)
    refused = []
    for name in sorted(CASES):
        if not available(name):
            print(f"skip  {name} (not built yet)")
            continue
        path = golden_path(name)
        output = produce(name)
        if path.exists():
            old = json.loads(path.read_text(encoding="utf-8"))
            if old["output"] == output and old["algorithm"] == generators.ALGORITHM:
                print(f"same  {name}")
                continue
            if (old["output"] != output and old["algorithm"] == generators.ALGORITHM
                    and not allow_same_algorithm):
                refused.append(name)
                print(f"REFUSED {name}: output changed but ALGORITHM is still {generators.ALGORITHM}")
                continue
        path.write_text(render(name, output), encoding="utf-8")
        print(f"wrote {path.relative_to(HERE.parent)}")
    if refused:
        print("bump generators.ALGORITHM (or pass --allow-same-algorithm if the lead decided "
              "no bump is needed) and run again", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if "--regen" not in sys.argv[1:]:
        print(__doc__)
        sys.exit(2)
    sys.exit(regen(allow_same_algorithm="--allow-same-algorithm" in sys.argv[1:]))
