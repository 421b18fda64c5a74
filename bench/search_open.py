"""Issue 15's search figure alone: how long search takes to open from disk in Chromium (a
script, not a test: it prints numbers, asserts nothing).

Each run opens SITE/index.html (file://) in a new Chromium, clicks the search box, types
"trip" (in every trip's title) and waits for the first result, as bench/build_bench.py
--browser does; prints the median, min and max of that time over the runs (the goal: <= 1 s
at 1,000 trips) and the medians of its parts (bench/search_profile.py's marks): the page's
load, the search worker's build of the index (setup message to READY) and READY to the
first result. With --vs OTHER_SITE the two sites are opened in turn (A B, B A, ...) and the
median of the pair ratios A/B is printed too.

    daytrip build --seed bench --missions 1000 --out /tmp/c1000
    PYTHONPATH=$PWD python bench/search_open.py /tmp/c1000/site
    PYTHONPATH=$PWD python bench/search_open.py -n 8 /tmp/c1000/site --vs /tmp/other/site
"""
import argparse
import statistics
from collections import Counter
from pathlib import Path

import search_profile

PARTS = (("load", "page load"), ("build", "index build"), ("after", "READY to result"))


def _line(name: str, runs: list[dict]) -> str:
    opened = [r["total"] / 1000 for r in runs]
    parts = ", ".join(f"{label} {statistics.median(r[k] for r in runs):.0f} ms" for k, label in PARTS)
    firsts = ", ".join(f"{q!r} {n}" for q, n in sorted(Counter(r["first"] for r in runs).items()))
    return (f"{name}: search opens from disk in {statistics.median(opened):.2f} s (median of {len(runs)}; "
            f"min {min(opened):.2f}, max {max(opened):.2f}; goal <= 1 s: "
            f"{'met' if statistics.median(opened) <= 1 else 'NOT MET'})\n    of which {parts}"
            f"\n    first query after READY (typed before it: the whole word; after: its first letter): {firsts}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site", type=Path)
    ap.add_argument("-n", "--runs", type=int, default=5)
    ap.add_argument("--vs", type=Path, help="a second site, opened in turn with the first")
    ap.add_argument("--term", default="trip")
    a = ap.parse_args()
    search_profile.QUIET = True  # its run() returns the figures instead of printing marks
    sites = [a.site] + ([a.vs] if a.vs else [])
    res = {s: [] for s in sites}
    for i in range(a.runs):
        for s in (sites if i % 2 == 0 else sites[::-1]):
            res[s].append(search_profile.run(s, term=a.term))
    for s in sites:
        print(_line(str(s), res[s]))
    if a.vs:
        r = [x["total"] / y["total"] for x, y in zip(res[a.site], res[a.vs])]
        print(f"first/second, {len(r)} pairs: median {statistics.median(r):.3f}  min {min(r):.3f}  max {max(r):.3f}")


if __name__ == "__main__":
    main()
