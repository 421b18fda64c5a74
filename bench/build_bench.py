"""Benchmark `daytrip build` (a script, not a test: it prints numbers, asserts nothing).

For each size it times, each in a fresh process:
  gen     ``render_campaign`` in one process with its worker processes: trips/s of Markdown
  docs    `daytrip build --missions N --no-html`   (generate + render + write docs/)
  full    `daytrip build --missions N`             (docs/ + the HTML site, into a new folder:
                                                    both cores, an empty page cache)
  no-op   `daytrip build` again in that folder     (nothing changed: hashes only, no MkDocs)
  rebuild the same after a GM edits one page       (edit kept; the pages read back from docs/,
                                                    not rolled again; unchanged pages' files
                                                    from the previous site; site swapped in)
  site    the site part of such a rebuild alone     (build_html after a second edit)
  bare    `mkdocs build` of the same folder        (MkDocs alone, one core, the floor)
and reports peak memory (resource.getrusage of each process and of its worker processes),
the search index the browser loads (site/search/search_index.js), whether the fast build's
site/ is byte for byte the bare build's, and (``--browser``) the time from opening
site/index.html from disk in Chromium to the first search result. Then once: the start-up
of `daytrip roll board` against `python -c "import click"`, whole processes, run in turn
(A B A B ...), the median of the pair ratios.

    .venv/bin/python bench/build_bench.py                    # 100, 1000, 3000 missions
    .venv/bin/python bench/build_bench.py --sizes 100,1000 --browser      # median of 3 opens
    .venv/bin/python bench/build_bench.py --sizes 1000 --browser 5 --runs 0

Goals (issue 15, this 2-core machine): full(1000) <= 0.6x bare; rebuild after one edit at
1,000 <= 5 s with the same bytes; search index <= 4 MB at 1,000 and opening <= 1 s; peak
<= 200 MB at 3,000; roll board <= 1.25x import click; >= 1,000 trips/s of Markdown.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
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
    elif kind == "html":  # the MkDocs part of a rebuild alone: build_html, page cache on
        from pathlib import Path
        from generators.site.mkdocs_run import build_html
        build_html(Path(args[0]) / "mkdocs.yml", Path(args[1]), int(args[2]))
    elif kind == "gen":
        from generators.site.pages import render_campaign
        render_campaign("bench-warmup", missions=20)  # data files, templates
        t0 = time.perf_counter()
        pages = render_campaign(args[0], missions=int(args[1]))
        sys.stderr.write("\nGEN %f\n" % (time.perf_counter() - t0))
    else:
        sys.argv = ["mkdocs", *args]
        from mkdocs.__main__ import cli
        cli(args, standalone_mode=True)
except SystemExit as e:
    code = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
ru = resource.getrusage(resource.RUSAGE_SELF)
ch = resource.getrusage(resource.RUSAGE_CHILDREN)  # forked workers (reaped)
sys.stderr.write("\nBENCH " + json.dumps({"seconds": time.perf_counter() - t, "code": code,
    "cpu": ru.ru_utime + ru.ru_stime + ch.ru_utime + ch.ru_stime,
    "maxrss_kb": max(ru.ru_maxrss, ch.ru_maxrss)}) + "\n")
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
    gen = [line for line in p.stderr.splitlines() if line.startswith("GEN ")]
    if gen:
        data["gen"] = float(gen[-1][4:])
    data["wall"] = wall  # includes interpreter start-up and imports, like a user sees
    return data


def kb_per_trip(site: Path) -> float:
    sizes = [p.stat().st_size for p in (site / "trips").glob("trip-*.html")]
    return sum(sizes) / len(sizes) / 1024 if sizes else 0.0


def search_open_seconds(site: Path, term: str) -> float | None:
    """Seconds from opening site/index.html (file://) to the first search result for
    ``term`` in Chromium (from disk the search index is built in a Blob worker that starts at
    the page's load: templates/assets/javascripts/search-worker.js; bench/search_profile.py
    --wait times a click after the page was read); None without Chromium and playwright. ``trip`` is in every trip's
    title, as in tests/test_browser.py's file:// timing."""
    chromium = "/usr/bin/chromium"
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if not Path(chromium).exists():
        return None
    args = ["--no-sandbox", "--allow-file-access-from-files"]
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium, args=args)
        try:
            page = b.new_page()
            start = time.perf_counter()
            page.goto((site / "index.html").as_uri())
            box = page.locator("input.md-search__input")
            if not box.is_visible():
                page.locator("label.md-header__button[for='__search']").first.click()
            box.click()
            page.keyboard.type(term)
            page.wait_for_selector(".md-search-result__item", timeout=60_000)
            return time.perf_counter() - start
        finally:
            b.close()


def _same_site(a: Path, b: Path) -> bool:
    ours = sorted(p.relative_to(a) for p in a.rglob("*") if p.is_file())
    theirs = sorted(p.relative_to(b) for p in b.rglob("*") if p.is_file())
    return ours == theirs and all((a / r).read_bytes() == (b / r).read_bytes() for r in ours)


def bench(n: int, root: Path, seed: str, browser: int = 0, pairs: int = 1) -> dict:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONHASHSEED": "random"}
    docs_dir, full_dir = root / f"docs-{n}", root / f"full-{n}"
    common = ["build", "--seed", seed, "--missions", str(n)]
    gen = run("gen", [seed, str(n)], root, env)
    docs = run("daytrip", [*common, "--no-html", "--out", str(docs_dir)], root, env)
    bare_dir = root / f"bare-{n}"
    fulls, bares = [], []
    for i in range(pairs):  # full and bare side by side, in turn (A B, then B A, ...)
        for kind in (("full", "bare") if i % 2 == 0 or not bares else ("bare", "full")):
            if kind == "full":
                shutil.rmtree(full_dir, ignore_errors=True)
                fulls.append(run("daytrip", [*common, "--out", str(full_dir)], root, env))
                continue
            if not bare_dir.exists():
                shutil.copytree(full_dir, bare_dir, ignore=shutil.ignore_patterns("site", "*.bak", ".daytrip-cache"))
            shutil.rmtree(bare_dir / "site", ignore_errors=True)
            epoch = json.loads((bare_dir / "daytrip.lock").read_text())["source_date_epoch"]
            bares.append(run("mkdocs", ["build", "-q"], bare_dir, {**env, "SOURCE_DATE_EPOCH": str(epoch)}))
    full, bare = fulls[-1], bares[-1]
    ratio = statistics.median(f["wall"] / b["wall"] for f, b in zip(fulls, bares))
    cpu_ratio = statistics.median(f["cpu"] / b["cpu"] for f, b in zip(fulls, bares))
    same = _same_site(full_dir / "site", bare_dir / "site")  # before any edit
    noop = run("daytrip", ["build", "--out", str(full_dir)], root, env)
    page = sorted((full_dir / "docs" / "trips").glob("trip-*.md"))[0]  # a GM edits one page
    page.write_text(page.read_text("utf-8") + "\nGM note: the clerk lies.\n", "utf-8")
    rebuild = run("daytrip", ["build", "--out", str(full_dir)], root, env)
    lock = json.loads((full_dir / "daytrip.lock").read_text())
    # and the rebuilt site against a bare build of the edited folder
    shutil.copy(page, bare_dir / "docs" / "trips" / page.name)
    shutil.rmtree(bare_dir / "site", ignore_errors=True)
    run("mkdocs", ["build", "-q"], bare_dir, {**env, "SOURCE_DATE_EPOCH": str(lock["source_date_epoch"])})
    same = same and _same_site(full_dir / "site", bare_dir / "site")
    # after the comparison (it edits docs/ again): the site part of a rebuild on its own
    page.write_text(page.read_text("utf-8") + "\nAnd the porter.\n", "utf-8")
    html = run("html", [str(full_dir), str(root / f"html-{n}"), str(lock["source_date_epoch"])], root, env)
    shutil.rmtree(root / f"html-{n}", ignore_errors=True)
    index = full_dir / "site" / "search" / "search_index.js"
    opened = None
    if browser and search_open_seconds(full_dir / "site", "trip") is not None:  # a warm-up first
        opened = statistics.median(search_open_seconds(full_dir / "site", "trip") for _ in range(browser))
    row = {
        "gen_tps": n / gen["gen"], "index_mb": index.stat().st_size / 1e6 if index.exists() else 0.0,
        "search_open": opened,
        "n": n, "docs": docs["wall"], "full": full["wall"], "rebuild": rebuild["wall"], "noop": noop["wall"],
        "bare": bare["wall"], "ratio": ratio, "cpu_ratio": cpu_ratio, "pairs": len(fulls), "full_cpu": full["cpu"], "bare_cpu": bare["cpu"], "docs_cpu": docs["cpu"],
        "peak_mb": max(docs["maxrss_kb"], full["maxrss_kb"], rebuild["maxrss_kb"]) / 1024,
        "rebuild_cpu": rebuild["cpu"], "html": html["wall"], "html_cpu": html["cpu"],
        "bare_peak_mb": bare["maxrss_kb"] / 1024, "kb_trip": kb_per_trip(full_dir / "site"),
        "pages": sum(1 for _ in (full_dir / "docs").rglob("*.md")), "identical_to_bare": same,
    }
    for d in (docs_dir, full_dir, bare_dir):
        shutil.rmtree(d, ignore_errors=True)
    return row


def startup(runs: int) -> tuple[float, float, float]:
    """(median seconds of `daytrip roll board`, of `python -c "import click"`, median of the
    pair ratios), whole processes run in turn after a warm-up of each. The package's
    bytecode is compiled first, as an installed wheel's is."""
    import statistics
    import subprocess as sp

    sp.run([sys.executable, "-m", "compileall", "-q", str(Path(__file__).resolve().parent.parent / "generators")],
           capture_output=True)
    exe = Path(sys.executable).parent / "daytrip"
    a = [str(exe)] if exe.exists() else [sys.executable, "-c", "from generators.cli import main; main()"]
    a += ["roll", "board", "--seed", "slip-n-slide"]
    b = [sys.executable, "-c", "import click"]
    ta, tb = [], []
    for argv in (a, b):
        sp.run(argv, capture_output=True)
    for _ in range(runs):
        for argv, out in ((a, ta), (b, tb)):
            t = time.perf_counter()
            sp.run(argv, capture_output=True, check=True)
            out.append(time.perf_counter() - t)
    return statistics.median(ta), statistics.median(tb), statistics.median(x / y for x, y in zip(ta, tb))


def _goal(label: str, value: str, ok: bool, goal: str) -> None:
    print(f"  {label:<44} {value:>12}   goal {goal:<12} {'met' if ok else 'NOT MET'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--sizes", default="100,1000,3000", help="comma-separated mission counts")
    ap.add_argument("--seed", default="bench")
    ap.add_argument("--browser", nargs="?", type=int, const=3, default=0, metavar="RUNS",
                    help="time search opening in Chromium: the median of RUNS opens (3), after one"
                         " (bench/search_open.py SITE does it alone, with its parts)")
    ap.add_argument("--runs", type=int, default=20, help="paired start-up runs (0 skips them)")
    ap.add_argument("--pairs", type=int, default=1,
                    help="full and bare builds run in turn this many times each (median of the ratios)")
    ap.add_argument("--json", action="store_true", help="print the rows as JSON too")
    a = ap.parse_args()
    sizes = [int(s) for s in a.sizes.split(",")]
    load_before = os.getloadavg()
    rows = []
    with tempfile.TemporaryDirectory(prefix="daytrip-bench-") as tmp:
        for n in sizes:
            rows.append(bench(n, Path(tmp), a.seed, a.browser, a.pairs))
            r = rows[-1]
            print(f"... {n} missions done: full {r['full']:.2f} s", file=sys.stderr, flush=True)
    up = startup(a.runs) if a.runs > 0 else None
    print(f"daytrip build benchmark (wall seconds per fresh process, CPU seconds in brackets; "
          f"seed {a.seed!r}; {os.cpu_count()} CPUs; load average (1, 5, 15 min) "
          f"{' '.join(f'{x:.1f}' for x in load_before)} at the start, "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())} at the end: above {os.cpu_count()}, "
          "other work shared the CPUs and the wall times are long; the ratios are side by side)\n")
    head = ("missions", "pages", "gen trips/s", "docs s (cpu)", "full s (cpu)", "bare s (cpu)", "full/bare (cpu)",
            "no-op s", "rebuild s (cpu)", "of which site s (cpu)", "peak MB", "bare MB", "index MB", "search s", "KB/trip", "same bytes")
    print(" | ".join(head))
    print(" | ".join("---" for _ in head))
    for r in rows:
        print(" | ".join([
            f"{r['n']:,}", f"{r['pages']:,}", f"{r['gen_tps']:,.0f}", f"{r['docs']:.2f} ({r['docs_cpu']:.2f})",
            f"{r['full']:.2f} ({r['full_cpu']:.2f})", f"{r['bare']:.2f} ({r['bare_cpu']:.2f})",
            f"{r['ratio']:.2f}x ({r['cpu_ratio']:.2f}x)", f"{r['noop']:.2f}", f"{r['rebuild']:.2f} ({r['rebuild_cpu']:.2f})",
            f"{r['html']:.2f} ({r['html_cpu']:.2f})",
            f"{r['peak_mb']:.0f}", f"{r['bare_peak_mb']:.0f}", f"{r['index_mb']:.2f}",
            "-" if r["search_open"] is None else f"{r['search_open']:.2f}", f"{r['kb_trip']:.1f}",
            "yes" if r["identical_to_bare"] else "NO"]))
    print("\ngoals (issue 15):")
    for r in rows:
        n = f"{r['n']:,}"
        _goal(f"full / bare mkdocs build, {n} ({r['pairs']} pairs)", f"{r['ratio']:.2f}x", r["ratio"] <= 0.6, "<= 0.6x")
        _goal(f"  in CPU seconds (both cores' work), {n}", f"{r['cpu_ratio']:.2f}x", True, "(report)")
        _goal(f"rebuild after one edit, {n}", f"{r['rebuild']:.2f} s", r["rebuild"] <= 5, "<= 5 s")
        _goal(f"  as a share of the full build, {n}", f"{r['rebuild'] / r['full']:.2f}x",
              r["rebuild"] <= 5, "(<= 5 s)")
        _goal(f"  its site part alone (cached pages), {n}", f"{r['html']:.2f} s", r["html"] <= 5, "<= 5 s")
        _goal(f"site/ bytes = bare mkdocs build, {n}", "yes" if r["identical_to_bare"] else "no",
              r["identical_to_bare"], "same")
        _goal(f"search index, {n}", f"{r['index_mb']:.2f} MB", r["index_mb"] <= 4, "<= 4 MB")
        if r["search_open"] is not None:
            _goal(f"search opens from disk, {n} (median of {a.browser})", f"{r['search_open']:.2f} s",
                  r["search_open"] <= 1, "<= 1 s")
        _goal(f"peak memory, {n}", f"{r['peak_mb']:.0f} MB", r["peak_mb"] <= 200, "<= 200 MB")
        _goal(f"Markdown generation, {n}", f"{r['gen_tps']:,.0f}/s", r["gen_tps"] >= 1000, ">= 1,000/s")
    if up is not None:
        ta, tb, ratio = up
        _goal(f"roll board / import click ({ta * 1000:.0f} / {tb * 1000:.0f} ms)", f"{ratio:.2f}x",
              ratio <= 1.25, "<= 1.25x")
    if a.json:
        print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
