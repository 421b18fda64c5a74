"""Benchmark `daytrip build` (a script, not a test: it prints numbers, asserts nothing).

For each size it times, each in a fresh process:
  docs    `daytrip build --missions N --no-html`   (generate + render + write docs/)
  full    `daytrip build --missions N`             (docs/ + the HTML site, into a new folder)
  no-op   `daytrip build` again in that folder     (nothing changed: hashes only, no MkDocs)
  rebuild the same after a GM edits one page       (edit kept, full HTML rebuild and swap)
  bare    `mkdocs build` of the same docs/         (MkDocs alone, the floor we pay)
and reports peak memory (resource.getrusage of each process), the HTML size per trip page
and the ratios the issue sets goals for.

    .venv/bin/python bench/build_bench.py                    # 100, 1000, 3000 missions
    .venv/bin/python bench/build_bench.py --sizes 100,1000   # quicker

Goals (issue 3, this 2-core machine): 1,000 missions <= 5 s full; full(3000)/full(1000)
<= 3.3; full <= 1.15x bare MkDocs; peak <= 150 MB; <= 60 KB of HTML per trip page.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CHILD = r"""
import json, resource, sys, time
kind, args = sys.argv[1], sys.argv[2:]
t = time.perf_counter()
code = 0
try:
    if kind == "daytrip":
        from generators.cli import main
        main(args)
    else:
        sys.argv = ["mkdocs", *args]
        from mkdocs.__main__ import cli
        cli(args, standalone_mode=True)
except SystemExit as e:
    code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
ru = resource.getrusage(resource.RUSAGE_SELF)
sys.stderr.write("\nBENCH " + json.dumps({"seconds": time.perf_counter() - t, "code": code,
    "cpu": ru.ru_utime + ru.ru_stime, "maxrss_kb": ru.ru_maxrss}) + "\n")
sys.exit(code)
"""


def run(kind: str, args: list[str], cwd: Path, env: dict) -> dict:
    start = time.perf_counter()
    p = subprocess.run([sys.executable, "-c", CHILD, kind, *args], cwd=cwd, env=env,
                       capture_output=True, text=True)
    wall = time.perf_counter() - start
    stats = [line for line in p.stderr.splitlines() if line.startswith("BENCH ")]
    if p.returncode != 0 or not stats:
        sys.exit(f"{kind} {' '.join(args)} failed ({p.returncode}):\n{p.stderr[-2000:]}")
    data = json.loads(stats[-1][6:])
    data["wall"] = wall  # includes interpreter start-up and imports, like a user sees
    return data


def kb_per_trip(site: Path) -> float:
    sizes = [p.stat().st_size for p in (site / "trips").glob("trip-*.html")]
    return sum(sizes) / len(sizes) / 1024 if sizes else 0.0


def bench(n: int, root: Path, seed: str) -> dict:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONHASHSEED": "random"}
    docs_dir, full_dir = root / f"docs-{n}", root / f"full-{n}"
    common = ["build", "--seed", seed, "--missions", str(n)]
    docs = run("daytrip", [*common, "--no-html", "--out", str(docs_dir)], root, env)
    full = run("daytrip", [*common, "--out", str(full_dir)], root, env)
    noop = run("daytrip", ["build", "--out", str(full_dir)], root, env)
    page = sorted((full_dir / "docs" / "trips").glob("trip-*.md"))[0]  # a GM edits one page
    page.write_text(page.read_text("utf-8") + "\nGM note: the clerk lies.\n", "utf-8")
    rebuild = run("daytrip", ["build", "--out", str(full_dir)], root, env)
    lock = json.loads((full_dir / "daytrip.lock").read_text())
    bare_dir = root / f"bare-{n}"
    shutil.copytree(full_dir, bare_dir, ignore=shutil.ignore_patterns("site", "*.bak"))
    bare = run("mkdocs", ["build", "-q"], bare_dir,
               {**env, "SOURCE_DATE_EPOCH": str(lock["source_date_epoch"])})
    same = all((bare_dir / "site" / p.relative_to(full_dir / "site")).read_bytes() == p.read_bytes()
               for p in (full_dir / "site").rglob("*") if p.is_file())
    row = {
        "n": n, "docs": docs["wall"], "full": full["wall"], "rebuild": rebuild["wall"], "noop": noop["wall"],
        "bare": bare["wall"], "full_cpu": full["cpu"], "bare_cpu": bare["cpu"], "docs_cpu": docs["cpu"],
        "peak_mb": max(docs["maxrss_kb"], full["maxrss_kb"], rebuild["maxrss_kb"]) / 1024,
        "bare_peak_mb": bare["maxrss_kb"] / 1024, "kb_trip": kb_per_trip(full_dir / "site"),
        "pages": sum(1 for _ in (full_dir / "docs").rglob("*.md")), "identical_to_bare": same,
    }
    for d in (docs_dir, full_dir, bare_dir):
        shutil.rmtree(d, ignore_errors=True)
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="100,1000,3000", help="comma-separated mission counts")
    ap.add_argument("--seed", default="bench")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON too")
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    rows = []
    with tempfile.TemporaryDirectory(prefix="daytrip-bench-") as tmp:
        for n in sizes:
            rows.append(bench(n, Path(tmp), a.seed))
            r = rows[-1]
            print(f"... {n} missions done: full {r['full']:.2f} s", file=sys.stderr, flush=True)
    print(f"daytrip build benchmark (wall seconds per fresh process, CPU seconds in brackets; "
          f"seed {a.seed!r}; {os.cpu_count()} CPUs; load average {os.getloadavg()[0]:.1f})\n")
    head = ("missions", "pages", "docs s (cpu)", "full s (cpu)", "no-op s", "rebuild s", "bare s (cpu)", "full/bare (cpu)",
            "peak MB", "bare MB", "KB/trip", "same bytes")
    print(" | ".join(head))
    print(" | ".join("---" for _ in head))
    for r in rows:
        print(" | ".join([
            f"{r['n']:,}", f"{r['pages']:,}", f"{r['docs']:.2f} ({r['docs_cpu']:.2f})",
            f"{r['full']:.2f} ({r['full_cpu']:.2f})", f"{r['noop']:.2f}", f"{r['rebuild']:.2f}",
            f"{r['bare']:.2f} ({r['bare_cpu']:.2f})",
            f"{r['full'] / r['bare']:.2f}x ({r['full_cpu'] / r['bare_cpu']:.2f}x)",
            f"{r['peak_mb']:.0f}", f"{r['bare_peak_mb']:.0f}", f"{r['kb_trip']:.1f}",
            "yes" if r["identical_to_bare"] else "NO"]))
    by = {r["n"]: r for r in rows}
    print()
    if 1000 in by:
        print(f"1,000 missions full: {by[1000]['full']:.2f} s (goal <= 5 s)")
    if 1000 in by and 3000 in by:
        print(f"t(3000)/t(1000) full: {by[3000]['full'] / by[1000]['full']:.2f} wall, "
              f"{by[3000]['full_cpu'] / by[1000]['full_cpu']:.2f} CPU (goal <= 3.3); bare MkDocs: "
              f"{by[3000]['bare'] / by[1000]['bare']:.2f} wall, {by[3000]['bare_cpu'] / by[1000]['bare_cpu']:.2f} CPU")
    print(f"worst full/bare: {max(r['full'] / r['bare'] for r in rows):.2f}x wall, "
          f"{max(r['full_cpu'] / r['bare_cpu'] for r in rows):.2f}x CPU (goal <= 1.15x); "
          f"worst peak: {max(r['peak_mb'] for r in rows):.0f} MB (goal <= 150); "
          f"worst KB/trip: {max(r['kb_trip'] for r in rows):.1f} (goal <= 60)")
    if a.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
