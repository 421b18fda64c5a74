"""The search worker's index build in Chromium, lunr's own Builder.add against FAST_ADD (a
script, not a test: it prints numbers, asserts nothing).

One page, no site chrome: Material's search worker of SITE (assets/javascripts/workers/) runs
as a Blob worker, as templates/assets/javascripts/search-worker.js runs it from disk, once
as it is ("stock") and once followed by that file's FAST_ADD ("fast"), in turn (stock fast,
fast stock, ...); each is sent SITE's search index (Material's setup message) and timed to
its answer (READY): the "build" part of bench/search_profile.py without the page's load and
the results drawn around it, which on a loaded machine swing by more than this part moves.
Prints each one's median, min and max, and the median of the pair ratios fast/stock.
With --base SHIM (another copy of search-worker.js, e.g. main's: `git show
main:templates/assets/javascripts/search-worker.js > /tmp/shim.js`), its FAST_ADD runs as
"base" in place of "stock": the pair ratio is then this tree's build against that one's.

    PYTHONPATH=$PWD python bench/search_build.py SITE            # 10 pairs
    PYTHONPATH=$PWD python bench/search_build.py SITE --pairs 20
    PYTHONPATH=$PWD python bench/search_build.py SITE --base /tmp/shim.js
"""
import argparse
import re
import statistics
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
SHIM = ROOT / "templates" / "assets" / "javascripts" / "search-worker.js"
BUILD = """(kind) => new Promise((ok) => {
  const code = kind === 'fast' ? [W, `\\n;(${F})(self.lunr);\\n`]
    : kind === 'base' ? [W, `\\n;(${B})(self.lunr);\\n`] : [W];
  const worker = new Worker(URL.createObjectURL(new Blob(code, {type: 'text/javascript'})));
  let start;
  worker.onmessage = (e) => {
    if (e.data.type === 1) { const took = performance.now() - start; worker.terminate(); ok(took); }
  };
  start = performance.now();
  worker.postMessage({type: 0, data: {config: I.config, docs: I.docs, options: {suggest: false}}});
})"""


def fast_add(shim: str) -> str:
    """The FAST_ADD function's source in a copy of search-worker.js."""
    head = "const FAST_ADD = "
    return shim[shim.index(head) + len(head):shim.index("// end FAST_ADD")].strip().rstrip(";")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site", type=Path)
    ap.add_argument("--pairs", type=int, default=10)
    ap.add_argument("--base", type=Path, help="another search-worker.js: its FAST_ADD, not lunr's own")
    a = ap.parse_args()
    worker = next((a.site / "assets" / "javascripts" / "workers").glob("search.*.min.js")).read_text()
    worker = re.sub(r"\s*//# sourceMappingURL=\S*\s*$", "", worker)
    fast = fast_add(SHIM.read_text())
    base = fast_add(a.base.read_text()) if a.base else ""
    other = "base" if a.base else "stock"
    index = (a.site / "search" / "search_index.json").read_text()
    times = {other: [], "fast": []}
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = b.new_page()
            page.goto("about:blank")
            page.evaluate("([w, f, b, i]) => { window.W = w; window.F = f; window.B = b; window.I = JSON.parse(i); }",
                          [worker, fast, base, index])
            for k in range(a.pairs):
                for kind in ((other, "fast") if k % 2 == 0 else ("fast", other)):
                    times[kind].append(page.evaluate(BUILD, kind))
        finally:
            b.close()
    docs = index.count('"location":')
    print(f"{a.site}: {docs} entries, {a.pairs} pairs ({other} fast, fast {other}, ...), SETUP to READY ms")
    for kind, v in times.items():
        print(f"  {kind:5}  median {statistics.median(v):6.0f}  min {min(v):6.0f}  max {max(v):6.0f}")
    r = [f / s for f, s in zip(times["fast"], times[other])]
    print(f"  fast/{other} pair ratio: median {statistics.median(r):.3f}  min {min(r):.3f}  max {max(r):.3f}")


if __name__ == "__main__":
    main()
