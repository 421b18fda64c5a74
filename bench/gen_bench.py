"""Generation throughput: trips/s of Markdown, the path `daytrip build` takes (a script, not a
test: it prints numbers, asserts nothing).

``render_campaign`` (board/1/mission/<i> -> trip -> Markdown pages) for N missions, in one
process and with the build's worker processes (generators/site/parallel.py), after a small
warm-up campaign (data files, grammars, Markov models and templates loaded once, as a build
does); prints trips/s for each and whether both gave the same bytes. ``--profile`` runs the
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
    for label, n in (("1 process", 1), (f"{default} workers", default)):
        best = cpu = None
        for _ in range(args.repeat):
            cpu0 = time.process_time()
            took, digest = campaign(args.missions, n)
            used = time.process_time() - cpu0
            best = took if best is None else min(best, took)
            cpu = used if cpu is None else min(cpu, used)
            digests[label] = digest
        # one process: its CPU seconds too (steadier than wall time on a busy machine)
        extra = f"  ({args.missions / cpu:,.0f} trips per CPU second)" if n == 1 else ""
        print(f"{label:>11}: {args.missions} trips in {best:.2f} s = "
              f"{args.missions / best:,.0f} trips/s{extra}")
    same = len(set(digests.values())) == 1
    print(f"same bytes: {'yes' if same else 'NO'}   goal (issue 15): >= 1,000 trips/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
