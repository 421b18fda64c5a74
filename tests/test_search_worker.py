"""Search from disk (file://) in a real worker thread: hooks/daytrip_search.py writes Material's
search worker as a string (search.HASH.min.inline.js) and assets/javascripts/search-worker.js,
listed before the iframe-worker shim, runs it as a Blob worker and sends it the index at load
(tests/test_browser.py checks that search from disk then works with no iframe; timing:
bench/search_profile.py --wait)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from test_fastbuild import _hook

ROOT = Path(__file__).resolve().parent.parent


def _value(script: str) -> str:
    head = f"var {_hook().INLINE} = "
    assert script.startswith(head) and script.endswith(";\n")
    return json.loads(script[len(head):-2])


def test_the_inline_worker_is_the_workers_code_as_a_string_without_its_source_map():
    hook = _hook()
    code = 'self.x="</script>\u2028";\n//# sourceMappingURL=search.abc.min.js.map\n'
    script = hook.inline_worker(code)
    assert _value(script) == 'self.x="</script>\u2028";'
    assert script.isascii() and "\n" not in script[:-1]  # one line, any character escaped


def test_each_search_worker_gets_its_inline_copy_and_nothing_else(tmp_path):
    hook = _hook()
    folder = tmp_path / "assets" / "javascripts" / "workers"
    folder.mkdir(parents=True)
    (folder / "search.0123abcd.min.js").write_text("postMessage(1)\n", "utf-8")
    (folder / "search.0123abcd.min.js.map").write_text("{}", "utf-8")
    (folder / "other.js").write_text("x", "utf-8")
    hook.write_inline_workers(str(tmp_path))
    hook.write_inline_workers(str(tmp_path / "no-site"))  # no workers folder: nothing to do
    assert sorted(p.name for p in folder.iterdir()) == [
        "other.js", "search.0123abcd.min.inline.js", "search.0123abcd.min.js",
        "search.0123abcd.min.js.map"]
    assert _value((folder / "search.0123abcd.min.inline.js").read_text("utf-8")) == "postMessage(1)\n"


def test_the_shim_comes_before_the_iframe_worker_shim_and_ships_with_the_site():
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text("utf-8"))
    assert config["extra"]["polyfills"] == [
        "assets/javascripts/search-worker.js", "assets/javascripts/iframe-worker-shim.js"]
    from generators.data import templates_dir

    shim = (templates_dir() / "assets" / "javascripts" / "search-worker.js").read_text("utf-8")
    assert _hook().INLINE in shim and ".inline.js" in shim
    assert 'location.protocol !== "file:"' in shim  # served sites keep Material's own worker


def test_a_built_site_has_the_inline_worker_of_its_own_worker(tmp_path):
    from generators.site.campaign import build_campaign
    from generators.site.pages import render_campaign

    out = tmp_path / "campaign"
    build_campaign(out, render_campaign("slip-n-slide", missions=2), seed="slip-n-slide",
                   options={"missions": 2})
    folder = out / "site" / "assets" / "javascripts" / "workers"
    (worker,) = [p for p in folder.glob("search.*.min.js")]
    inline = folder / (worker.name[:-3] + ".inline.js")
    assert _value(inline.read_text("utf-8")) == worker.read_text("utf-8").split("\n//# sourceMappingURL=")[0].rstrip()
    assert (out / "site" / "assets" / "javascripts" / "search-worker.js").is_file()
    page = (out / "site" / "index.html").read_text("utf-8")
    assert page.index("search-worker.js") < page.index("iframe-worker-shim.js")


# --- FAST_ADD: the Blob worker's faster lunr Builder.add builds the same index ---

NODE_CHECK = r"""
const fs = require("fs");
const [worker, shim, docsFile] = process.argv.slice(2);
let handler, last;
globalThis.self = globalThis;
globalThis.addEventListener = (type, h) => { if (type === "message") handler = h; };
globalThis.postMessage = (m) => { last = m; };
eval(fs.readFileSync(worker, "utf8").replace(/\s*\/\/# sourceMappingURL=\S*\s*$/, ""));
const text = fs.readFileSync(shim, "utf8");
const begin = text.indexOf("const FAST_ADD = "), end = text.indexOf("// end FAST_ADD");
const fast = eval("(" + text.slice(begin + "const FAST_ADD = ".length, end).trim().replace(/;$/, "") + ")");
const { config, docs } = JSON.parse(fs.readFileSync(docsFile, "utf8"));
const build = lunr.Builder.prototype.build;
let built;
lunr.Builder.prototype.build = function () { built = build.call(this); return built; };
const QUERIES = ["trip", "Dürrenmatt", "durrenmatt", "mine", "old mine", "Time Travel", "secret", "vera", "the",
  "t", "gho", "-trip", "+mine -vera", "title:rescue", "ghost*", "secrets~1", "number 7", "zzz"];
async function run() {
  await handler({ data: { type: 0, data: { config, docs: structuredClone(docs), options: { suggest: false } } } });
  // made when first read: a getter in place of each posting, until a query reads it
  const lazy = Object.values(Object.getOwnPropertyDescriptors(built.invertedIndex)).every((d) => d.get);
  const out = { lazy, index: JSON.stringify(built.toJSON()), results: [] };
  for (const q of QUERIES) {
    await handler({ data: { type: 2, data: q } });
    out.results.push(JSON.stringify(last));
  }
  // and once the worker has had time to itself: every posting made (no getter left), the same
  const made = () => Object.values(Object.getOwnPropertyDescriptors(built.invertedIndex)).every((d) => !d.get);
  for (let k = 0; k < 200 && !made(); k++) await new Promise((ok) => setTimeout(ok, 25));
  out.made = made();
  out.later = JSON.stringify(built.toJSON());
  return out;
}
(async () => {
  const own = lunr.Builder.prototype.add;
  const stock = await run();
  fast(self.lunr);
  const patched = lunr.Builder.prototype.add !== own;
  const fastBuild = lunr.Builder.prototype.build;  // FAST_ADD's own build, if it has one
  lunr.Builder.prototype.build = function () { built = fastBuild.call(this); return built; };
  const ours = await run();
  console.log(JSON.stringify({ version: lunr.version, patched, lazy: ours.lazy && !stock.lazy, made: ours.made,
    sameLater: stock.index === ours.later, terms: Object.keys(built.invertedIndex).length,
    sameIndex: stock.index === ours.index, sameResults: stock.results.join("\n") === ours.results.join("\n"),
    hits: stock.results.map((r) => JSON.parse(r).data.items.length) }));
})();
"""


def _material_worker() -> Path | None:
    import material

    folder = Path(material.__file__).parent / "templates" / "assets" / "javascripts" / "workers"
    found = sorted(folder.glob("search.*.min.js"))
    return found[0] if found else None


def _index_docs(pipeline: list | None = None) -> dict:
    """A small index in the shape hooks/daytrip_search.py and search_fold.py write (a trip's
    one folded entry, pages with sections, missing fields, repeats, accents, hyphens, and one
    location given twice); ``pipeline``: lunr's functions kept (the site's: stop words only)."""
    config = {"lang": ["en"], "separator": "[\\s\\-]+", "pipeline": pipeline or ["stopWordFilter"],
              "fields": {"title": {"boost": 1000.0}, "text": {"boost": 1.0},
                         "tags": {"boost": 1000000.0}, "folded": {"boost": 1.0}}}
    docs = [{"location": "index.html", "title": "Big Board", "text": "Trip 1 | Trip 2 | the the the"}]
    for n in range(1, 40):
        docs.append({
            "location": f"trips/trip-{n:04d}.html", "title": f"Trip {n}: Rescue through Time",
            "text": (f"The old mine | Teagan Dürrenmatt decides who goes in at the old mine | "
                     f"What the client wants: the pilot of a ghost-ship number {n} | "
                     f"Vera Kask {n % 3} | Has a secret, and the secret is the mine"),
            "tags": ["Time Travel", "Emergency/Rescue"] if n % 2 else ["Known Planet"],
            **({"folded": "Durrenmatt"} if n % 4 else {})})
    docs += [{"location": "help.html", "title": "Help", "text": "Search ignores accents."},
             {"location": "help.html#using-this-site", "title": "Using this site", "text": "Trip pages."},
             {"location": "tags.html#tag:time-travel", "title": "Time Travel", "text": ""},
             {"location": "help.html", "title": "Help again", "text": "Secrets of the old mine."}]
    return {"config": config, "docs": docs}


@pytest.mark.parametrize("pipeline", [["stopWordFilter"], ["trimmer", "stopWordFilter", "stemmer"], ["stemmer"]])
def test_the_blob_workers_fast_add_builds_lunrs_own_index(tmp_path, pipeline):
    """FAST_ADD (templates/assets/javascripts/search-worker.js) replaces lunr's Builder.add and
    build in the Blob worker: with Material's own worker code, the index it builds (its
    postings and field vectors made when first read) serialises to the same JSON as lunr's own
    builds, and every query (prefixes, wildcards, fuzzy, fields, required and prohibited
    words) gives the same results."""
    import shutil
    import subprocess

    node = shutil.which("node")
    worker = _material_worker()
    if node is None or worker is None:
        pytest.skip("needs node and Material's search worker")
    from generators.data import templates_dir

    shim = templates_dir() / "assets" / "javascripts" / "search-worker.js"
    docs = tmp_path / "index.json"
    docs.write_text(json.dumps(_index_docs(pipeline), ensure_ascii=False), "utf-8")
    script = tmp_path / "check.js"
    script.write_text(NODE_CHECK, "utf-8")
    out = subprocess.run([node, str(script), str(worker), str(shim), str(docs)],
                         capture_output=True, text=True, timeout=120, check=True)
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["version"] == "2.3.9" and got["patched"] and got["lazy"]  # the fast build did run
    assert got["terms"] > 20 and all(got["hits"][:7])  # a real index: the queries find pages
    assert got["sameIndex"] and got["sameResults"]
    assert got["made"] and got["sameLater"]  # made in slices after READY, still the same
