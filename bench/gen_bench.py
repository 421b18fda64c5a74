"""Generation throughput: trips/s of Markdown, the path `daytrip build` takes (a script, not a
test: it prints numbers, asserts nothing).

``render_campaign`` (board/1/mission/<i> -> trip -> Markdown pages) for N missions, in one
process and with the build's worker processes (generators/site/parallel.py), after a small
warm-up campaign (data files, grammars, Markov models and templates loaded once, as a build
does); prints for each trips/s of wall time and trips per CPU-second (the workers' CPU
included: steadier than wall time on a shared machine), whether both gave the same bytes,
and both against the goal: the best wall rate, and one process's CPU rate times the cores
(what the cores would give with nothing else running). ``--profile`` runs the
one-process campaign under cProfile instead and prints its top entries by own time.
Issue 15's goal: >= 1,000 trips/s on this machine's two cores.

    .venv/bin/python bench/gen_bench.py                  # 300 missions
    .venv/bin/python bench/gen_bench.py --missions 1000 --repeat 3
    .venv/bin/python bench/gen_bench.py --missions 300 --profile 15
"""

from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from generators.bench import campaign  # noqa: E402
from generators.site import parallel  # noqa: E402


def profile(missions: int, top: int) -> None:
    import cProfile
    import pstats

    from generators.site.pages import render_campaign

    with parallel.workers(1):
        prof = cProfile.Profile()
        prof.enable()
        render_campaign("slip-n-slide", missions=missions)
        prof.disable()
    pstats.Stats(prof).sort_stats("tottime").print_stats(top)


def _cpu() -> float:
    """CPU seconds of this process and of its finished (joined) worker processes."""
    import resource

    ch = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + ch.ru_utime + ch.ru_stime


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--missions", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=1, help="runs of each; the best is kept")
    ap.add_argument("--profile", type=int, default=0, metavar="TOP",
                    help="profile the one-process run and print the TOP entries instead")
    args = ap.parse_args(argv)

    with parallel.workers(1):
        campaign(10, 1)  # warm-up: load what every trip uses
    if args.profile:
        profile(args.missions, args.profile)
        return 0
    default = parallel.worker_count()
    digests = {}
    rates = {}
    for label, n in (("1 process", 1), (f"{default} workers", default)):
        best = cpu = None
        for _ in range(args.repeat):
            cpu0 = _cpu()
            took, digest = campaign(args.missions, n)
            used = _cpu() - cpu0
            best = took if best is None else min(best, took)
            cpu = used if cpu is None else min(cpu, used)
            digests[label] = digest
        rates[n] = (args.missions / best, args.missions / cpu)
        # CPU seconds (workers' too) are steadier than wall time on a busy machine
        note = "" if n == 1 or args.missions >= parallel.MIN_ITEMS else \
            f"  (under {parallel.MIN_ITEMS} missions: one process)"
        print(f"{label:>11}: {args.missions} trips in {best:.2f} s wall, {cpu:.2f} CPU-s = "
              f"{rates[n][0]:,.0f} trips/s wall, {rates[n][1]:,.1f} trips per CPU-second{note}")
    same = len(set(digests.values())) == 1
    goal = 1000
    cores = min(default, os.cpu_count() or 1)
    wall = max(r[0] for r in rates.values())
    per_cpu = rates[1][1]
    print(f"same bytes: {'yes' if same else 'NO'}")
    print(f"goal (issue 15): >= {goal:,} trips/s on this machine's {cores} cores")
    print(f"  both cores, wall:        {wall:,.0f} trips/s = {wall / goal:.3f}x the goal")
    print(f"  {cores} x one process's CPU: {cores * per_cpu:,.0f} trips/s = "
          f"{cores * per_cpu / goal:.3f}x the goal (what {cores} idle cores would give)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
