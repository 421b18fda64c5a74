"""Throughput and start-up benchmarks (measured, printed; tests never assert timings).

    python -m generators.bench                 # ~1 s per generator + 10 CLI runs each
    python -m generators.bench --seconds 3 --runs 20
    python -m generators.bench --campaign 1000 --skip-cli

Prints results/s for missions, boards, dream worlds, tweaks, and (when those parts exist)
missions with Mission Aspects, NPCs and whole DayTrips; then the median wall time of
`daytrip roll board --seed slip-n-slide` against `python3 -c pass` and their ratio.
Every generator runs through its real function at paths bench/<i>, single-threaded.
Then the Markdown of a whole campaign (``render_campaign``, ``--campaign N`` missions, default
300; 0 skips it) in one process and with the worker processes the build uses
(generators/site/parallel.py), with its trips/s and whether both gave the same bytes.
"""

from __future__ import annotations

import argparse
import importlib
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable

from . import ALGORITHM, __version__
from .rng import Stream


def _optional(module: str, name: str):
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        return None


def generators_to_bench() -> dict[str, Callable[[Stream], object]]:
    from .rules.board import roll_board, roll_mission
    from .rules.tweaks import roll_tweak
    from .rules.vectors import roll_dreamworld

    out: dict[str, Callable[[Stream], object]] = {
        "missions": lambda s: roll_mission(s),
        "boards": lambda s: roll_board(s),
        "dream worlds": roll_dreamworld,
        "tweaks": roll_tweak,
    }
    attach = _optional("generators.rules.aspects", "attach_aspects")
    if attach:
        def with_aspects(s):
            m = roll_mission(s)
            attach(m, s.child("aspects"), crew=3)
            return m
        out["missions with aspects"] = with_aspects
    roll_npc = _optional("generators.rules.npc", "roll_npc")
    if roll_npc:
        out["NPCs (professional)"] = lambda s: roll_npc(s, "professional")
        out["NPCs (legend)"] = lambda s: roll_npc(s, "legend")
    content_for = _optional("generators.content", "content_for")
    if content_for:
        out["trip content"] = lambda s: content_for(roll_mission(s), s.child("content"))
    roll_trip = _optional("generators.trip.daytrip", "roll_trip")
    if roll_trip:
        out["trips"] = lambda s: roll_trip(s)
    return out


def throughput(make: Callable[[Stream], object], seconds: float) -> tuple[float, int]:
    """(results per second, results made): the full to_dict() of each result is built too,
    as every output format does."""
    make(Stream("bench-warmup", "bench/0")).to_dict()  # load data files once
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            n += 1
            make(Stream("bench", f"bench/{n}")).to_dict()
        now = time.perf_counter()
        if now >= deadline:
            return n / (now - start), n


def campaign(missions: int, workers: int) -> tuple[float, str]:
    """(seconds, sha256 of every page) for render_campaign("slip-n-slide", missions)."""
    import hashlib

    from .site import parallel
    from .site.pages import render_campaign

    with parallel.workers(workers):
        start = time.perf_counter()
        pages = render_campaign("slip-n-slide", missions=missions)
        took = time.perf_counter() - start
    digest = hashlib.sha256()
    for path, text in pages.items():
        digest.update(path.encode() + b"\0" + text.encode() + b"\0")
    return took, digest.hexdigest()


def daytrip_argv() -> list[str]:
    exe = Path(sys.executable).parent / "daytrip"
    if exe.exists():
        return [str(exe)]
    found = shutil.which("daytrip")
    return [found] if found else [sys.executable, "-c", "from generators.cli import main; main()"]


def wall_time(argv: list[str], runs: int) -> float:
    """Median wall time of ``runs`` runs (after one warm-up run), in seconds."""
    env = dict(os.environ)
    subprocess.run(argv, capture_output=True, env=env, check=True)
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(argv, capture_output=True, env=env, check=True)
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m generators.bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=1.0, help="time per generator (default 1)")
    ap.add_argument("--runs", type=int, default=10, help="subprocess runs per command (default 10)")
    ap.add_argument("--skip-cli", action="store_true", help="skip the start-up timing")
    ap.add_argument("--campaign", type=int, default=300, metavar="N",
                    help="missions in the campaign render timing (default 300; 0 skips it)")
    args = ap.parse_args(argv)

    print(f"daytrip {__version__} (algorithm {ALGORITHM}), Python {platform.python_version()} "
          f"on {platform.machine()} {platform.system()}, single thread")
    for name, make in generators_to_bench().items():
        rate, n = throughput(make, args.seconds)
        print(f"  {name:<24} {rate:>10,.0f} /s   ({n:,} in {n / rate:.2f} s)")

    if args.campaign > 0:
        from .site.parallel import worker_count

        n = args.campaign
        campaign(min(n, 20), 1)  # warm-up: load data, compile templates
        t1, h1 = campaign(n, 1)
        print(f"campaign Markdown (render_campaign, {n} missions):")
        print(f"  {'1 process':<24} {n / t1:10,.0f} trips/s   ({t1:.2f} s)")
        w = worker_count()
        if w > 1:
            tw, hw = campaign(n, w)
            same = "same bytes" if hw == h1 else "DIFFERENT BYTES"
            label = f"{w} worker processes"
            print(f"  {label:<24} {n / tw:10,.0f} trips/s   ({tw:.2f} s, {same})")

    if not args.skip_cli:
        board = [*daytrip_argv(), "roll", "board", "--seed", "slip-n-slide"]
        base = [sys.executable, "-c", "pass"]
        t_board = wall_time(board, args.runs)
        t_base = wall_time(base, args.runs)
        print(f"start-up (median of {args.runs} runs):")
        print(f"  daytrip roll board --seed slip-n-slide   {t_board * 1000:7.1f} ms")
        print(f"  python3 -c pass                          {t_base * 1000:7.1f} ms")
        print(f"  ratio                                    {t_board / t_base:7.1f} x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
