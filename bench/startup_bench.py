"""Start-up of `daytrip roll board` against `python -c "import click"` (a script, not a test:
it prints numbers, asserts nothing).

Both commands run as whole processes, in turn (A B A B ...), after a warm-up of each; for
every pair it takes the ratio A/B of the CPU time (user + system, from the operating system's
accounting of the finished child) and of the wall time, and prints the median, min and max.
Pairs make the ratio hold while the machine's speed drifts; CPU time is steadier than wall
time on a shared machine. Issue 15's goal: median <= 1.25x.

The package's bytecode is compiled first (as `pip install` does for a wheel), so that an
environment with PYTHONDONTWRITEBYTECODE set does not time the compiler on every run.

    .venv/bin/python bench/startup_bench.py            # 20 pairs
    .venv/bin/python bench/startup_bench.py --runs 40 --seed slip-n-slide
"""

from __future__ import annotations

import argparse
import compileall
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def daytrip_argv() -> list[str]:
    """The console script next to this interpreter, else ``python -m``-style via main()."""
    script = os.path.join(os.path.dirname(sys.executable), "daytrip")
    if os.path.exists(script):
        return [script]
    found = shutil.which("daytrip")
    if found:
        return [found]
    return [sys.executable, "-c", "from generators.cli import main; main()"]


def timed(argv: list[str]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one whole run of ``argv``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def summary(values: list[float]) -> str:
    return f"median {statistics.median(values):.3f}  min {min(values):.3f}  max {max(values):.3f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=20, help="pairs of runs (default 20)")
    ap.add_argument("--seed", default="slip-n-slide")
    args = ap.parse_args(argv)

    compileall.compile_dir(os.path.join(ROOT, "generators"), quiet=1)
    a = daytrip_argv() + ["roll", "board", "--seed", args.seed]
    b = [sys.executable, "-c", "import click"]
    for _ in range(2):  # warm-up: disk cache, bytecode
        timed(a)
        timed(b)
    cpu_ratio, wall_ratio, a_cpu, b_cpu = [], [], [], []
    for _ in range(args.runs):
        ca, wa = timed(a)
        cb, wb = timed(b)
        a_cpu.append(ca)
        b_cpu.append(cb)
        if cb > 0:
            cpu_ratio.append(ca / cb)
        wall_ratio.append(wa / wb)
    print(f"A: {' '.join(a[-4:])}   B: python -c 'import click'   ({args.runs} pairs, A B A B ...)")
    print(f"A cpu s    {summary(a_cpu)}")
    print(f"B cpu s    {summary(b_cpu)}")
    if cpu_ratio:
        print(f"A/B cpu    {summary(cpu_ratio)}")
    print(f"A/B wall   {summary(wall_ratio)}")
    print("goal (issue 15): A/B <= 1.25")
    return 0


if __name__ == "__main__":
    sys.exit(main())
