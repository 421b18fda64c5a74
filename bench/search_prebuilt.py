"""Would a prebuilt lunr index open search faster? (a script, not a test: it prints numbers,
asserts nothing; issue 15's "search opens in <= 1 s" at 1,000 trips.)

Material for MkDocs 9 has no prebuilt index: its search worker (search.*.min.js) always
builds one with ``lunr(function () { ... this.add(doc) ... })`` from search_index.json's
``docs`` and never reads an ``index`` key (support was removed in Material 9, see
squidfunk/mkdocs-material#2976). Its tokenizer also records, per field, where each word sits
in the HTML (a table beside the index, read to highlight results), which lunr.py cannot make.

So this measures the best a prebuilt index could do, in Chromium, with Material's own code:
"build" is the worker as the site runs it from disk today (Material's worker plus
FAST_ADD of templates/assets/javascripts/search-worker.js), timed from its setup message to
its answer (as bench/search_build.py); "prebuilt" is the same worker given the serialised
index (built beforehand by the same lunr, node, so it is exactly lunr's) in its setup
message, with ``lunr(fn)`` answered by ``lunr.Index.load(JSON.parse(...))`` after running
fn's fields through Material's tokenizer only (the highlight table). Prints both (median,
min, max over --pairs turns, in turn), their pair ratio, and the bytes each ships.

    PYTHONPATH=$PWD python bench/search_prebuilt.py SITE              # needs node, chromium
    PYTHONPATH=$PWD python bench/search_prebuilt.py SITE --pairs 10
"""
import argparse
import json
import re
import shutil
import statistics
import subprocess
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from search_build import SHIM, fast_add

SERIALISE = r"""
const fs = require("fs");
const [worker, fastAdd, docsFile, out] = process.argv.slice(2);
let handler;
globalThis.self = globalThis;
globalThis.addEventListener = (type, h) => { if (type === "message") handler = h; };
globalThis.postMessage = () => {};
eval(fs.readFileSync(worker, "utf8"));
eval("(" + fs.readFileSync(fastAdd, "utf8") + ")")(self.lunr);
const build = lunr.Builder.prototype.build;
let built;
lunr.Builder.prototype.build = function () { built = build.call(this); return built; };
const { config, docs } = JSON.parse(fs.readFileSync(docsFile, "utf8"));
(async () => {
  await handler({ data: { type: 0, data: { config, docs, options: { suggest: false } } } });
  fs.writeFileSync(out, JSON.stringify(built.toJSON()));
})();
"""

# before Material's code: its listener runs after this one, so the index is there for lunr(fn)
PRE = "addEventListener('message', (e) => { const d = e.data; if (d && d.type === 0 && d.data.prebuilt) self.__prebuilt = d.data.prebuilt; });\n"
# after it: lunr(fn) loads the prebuilt index; fn still runs, its add only fills the table
POST = r"""
;(() => {
  const real = self.lunr;
  const wrapped = function (fn) {
    const text = self.__prebuilt;
    if (typeof text !== "string") return real(fn);
    const builder = new real.Builder();
    builder.pipeline.add(real.trimmer, real.stopWordFilter, real.stemmer);
    builder.searchPipeline.add(real.stemmer);
    builder.add = function (doc) {
      for (const name of Object.keys(this._fields)) {
        const f = this._fields[name];
        this.tokenizer(f.extractor ? f.extractor(doc) : doc[name], { fields: [name] });
      }
    };
    fn.call(builder, builder);
    return real.Index.load(JSON.parse(text));
  };
  Object.assign(wrapped, real);
  self.lunr = wrapped;
})();
"""
RUN = """(kind) => new Promise((ok) => {
  const code = kind === 'prebuilt' ? [PRE, W, `\\n;(${F})(self.lunr);\\n`, POST] : [W, `\\n;(${F})(self.lunr);\\n`];
  const worker = new Worker(URL.createObjectURL(new Blob(code, {type: 'text/javascript'})));
  let start;
  worker.onmessage = (e) => {
    if (e.data.type === 1) { const took = performance.now() - start; worker.terminate(); ok(took); }
  };
  start = performance.now();
  const data = {config: I.config, docs: I.docs, options: {suggest: false}};
  if (kind === 'prebuilt') data.prebuilt = S;
  worker.postMessage({type: 0, data});
})"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("site", type=Path)
    ap.add_argument("--pairs", type=int, default=6)
    a = ap.parse_args()
    node = shutil.which("node")
    if node is None:
        raise SystemExit("needs node (to serialise lunr's index)")
    workers = a.site / "assets" / "javascripts" / "workers"
    worker = re.sub(r"\s*//# sourceMappingURL=\S*\s*$", "", next(workers.glob("search.*.min.js")).read_text())
    fast = fast_add(SHIM.read_text())
    index_file = a.site / "search" / "search_index.json"
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        (t / "w.js").write_text(worker)
        (t / "f.js").write_text(fast)
        (t / "s.js").write_text(SERIALISE)
        subprocess.run([node, str(t / "s.js"), str(t / "w.js"), str(t / "f.js"), str(index_file), str(t / "i.json")],
                       check=True, timeout=600)
        serialised = (t / "i.json").read_text()
    index = index_file.read_text()
    times = {"build": [], "prebuilt": []}
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = b.new_page()
            page.goto("about:blank")
            page.evaluate("([w, f, i, s, pre, post]) => { window.W = w; window.F = f; window.I = JSON.parse(i);"
                          " window.S = s; window.PRE = pre; window.POST = post; }",
                          [worker, fast, index, serialised, PRE, POST])
            for k in range(a.pairs):
                for kind in (("build", "prebuilt") if k % 2 == 0 else ("prebuilt", "build")):
                    times[kind].append(page.evaluate(RUN, kind))
        finally:
            b.close()
    docs = len(json.loads(index)["docs"])
    print(f"{a.site}: {docs} entries; search_index.json {len(index.encode()) / 1e6:.2f} MB, "
          f"lunr's serialised index {len(serialised.encode()) / 1e6:.2f} MB more (the docs stay: results show them)")
    print(f"{a.pairs} pairs in turn, setup message to READY, ms:")
    for kind, v in times.items():
        print(f"  {kind:8}  median {statistics.median(v):6.0f}  min {min(v):6.0f}  max {max(v):6.0f}")
    r = [x / y for x, y in zip(times["prebuilt"], times["build"])]
    print(f"  prebuilt/build pair ratio: median {statistics.median(r):.3f}  min {min(r):.3f}  max {max(r):.3f}")


if __name__ == "__main__":
    main()
