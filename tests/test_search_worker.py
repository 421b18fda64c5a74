"""Search from disk (file://) in a real worker thread: hooks/daytrip_search.py writes Material's
search worker as a string (search.HASH.min.inline.js) and assets/javascripts/search-worker.js,
listed before the iframe-worker shim, runs it as a Blob worker and sends it the index at load
(tests/test_browser.py checks that search from disk then works with no iframe; timing:
bench/search_profile.py --wait)."""

from __future__ import annotations

import json
from pathlib import Path

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
