"""Where search-opening time goes (a script, not a test), as bench/build_bench.py's
search_open_seconds measures it: file:// open of site/index.html, click the search box, type
"trip", wait for the first result, in Chromium with Playwright. Page-side marks (an init
script) time the page's load event, the search index script, the search worker's messages
(Material posts SETUP, type 0, only when search is opened on file://; the iframe-worker shim
runs the worker, and lunr's build, on the page's own thread) and the answer to SETUP (READY,
type 1). With -n it alternates sites (A B, B A, ...) and prints medians of:
  load            navigation start to the load event
  click_to_setup  load event to SETUP (Playwright's click landing)
  build           SETUP to READY (the worker's lunr build of the index)
  after           READY to the first result (one query per keystroke, results drawn)
  opened          from the click on search to the first result: with --wait MS the page
                  is left alone MS ms after its load first, as a GM reads a trip before
                  searching (what the GM waits for once they click)

    PYTHONPATH=$PWD python bench/search_profile.py SITE             # one timeline
    PYTHONPATH=$PWD python bench/search_profile.py -n 4 SITE_A SITE_B   # + pair ratios A/B
    PYTHONPATH=$PWD python bench/search_profile.py -n 4 --wait 3000 SITE_A SITE_B

The build alone, lunr's own Builder.add against the Blob worker's FAST_ADD, in one page:
bench/search_build.py.
"""
import json, sys, time
QUIET = False
from pathlib import Path
from playwright.sync_api import sync_playwright

INIT = r"""
(() => {
  const T = (what) => { try { (window.top.__T = window.top.__T || []).push([what, Date.now()]); } catch (e) {} };
  T('init ' + location.href.slice(-40));
  addEventListener('message', (e) => { const d = e.data; if (d && typeof d === 'object' && 'type' in d) T((window === window.top ? 'main got ' : 'frame got ') + d.type); }, true);
  if (window === window.top) {
    const ap = Node.prototype.appendChild;
    Node.prototype.appendChild = function (c) { if (c && c.tagName === 'SCRIPT') { T('append script ' + (c.src || '').split('/').slice(-1)[0].slice(0, 30)); c.addEventListener('load', () => T('loaded script ' + (c.src || '').split('/').slice(-1)[0].slice(0, 30))); } else if (c && c.tagName === 'IFRAME') T('append iframe'); return ap.call(this, c); };
    let idx;
    Object.defineProperty(window, '__index', { configurable: true, get() { return idx; }, set(v) { T('__index set, docs ' + (v && v.docs && v.docs.length)); idx = v; } });
    const wrap = (C) => class extends C { constructor(u) { T('worker ctor'); super(u); this.addEventListener('message', (e) => T('worker msg ' + (e.data && e.data.type))); } postMessage(m) { T('post ' + (m && m.type) + ' ' + JSON.stringify(m && m.data).slice(0, 30)); return super.postMessage(m); } };
    // a worker that is not the page's Worker class (templates/assets/javascripts/search-worker.js
    // on file://: a Blob worker behind a wrapper): its posts and the wrapper's messages
    const np = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (m) { T('post ' + (m && m.type) + ' ' + JSON.stringify(m && m.data).slice(0, 30)); return np.call(this, m); };
    const nd = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (e) { const d = e && e.type === 'message' && e.data; if (d && typeof d === 'object' && 'type' in d && !(this instanceof Window)) T('worker msg ' + d.type); return nd.call(this, e); };
    let IW, W = window.Worker;
    Object.defineProperty(window, 'IFrameWorker', { configurable: true, get() { return IW; }, set(C) { IW = C; } });
    Object.defineProperty(window, 'Worker', { configurable: true, get() { return W; }, set(C) { W = wrap(C); } });
  }
  addEventListener('DOMContentLoaded', () => T('DOMContentLoaded ' + (window === window.top ? 'main' : 'frame')));
  addEventListener('load', () => T('load ' + (window === window.top ? 'main' : 'frame')));
})();
"""

def run(site, term="trip", wait=0):
    args = ["--no-sandbox", "--allow-file-access-from-files"]
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path="/usr/bin/chromium", args=args)
        try:
            page = b.new_page()
            page.add_init_script(INIT)
            t0 = time.time() * 1000
            page.goto((Path(site) / "index.html").as_uri())
            t_goto = time.time() * 1000
            if wait:  # a GM reads the page before opening search
                page.wait_for_timeout(wait)
            t_open = time.time() * 1000
            box = page.locator("input.md-search__input")
            if not box.is_visible():
                page.locator("label.md-header__button[for='__search']").first.click()
            box.click()
            t_click = time.time() * 1000
            page.keyboard.type(term)
            t_type = time.time() * 1000
            page.wait_for_selector(".md-search-result__item", timeout=60_000)
            t_end = time.time() * 1000
            marks = page.evaluate("window.__T")
            res = page.evaluate("JSON.stringify(performance.getEntriesByType('resource').map(e=>[e.name.split('/').slice(-2).join('/'), Math.round(e.startTime), Math.round(e.responseEnd)]))")
            nav = page.evaluate("JSON.stringify(performance.getEntriesByType('navigation').map(e=>[Math.round(e.responseEnd), Math.round(e.domInteractive), Math.round(e.domContentLoadedEventEnd), Math.round(e.loadEventEnd)]))")
            origin = page.evaluate("performance.timeOrigin")
        finally:
            b.close()
    if QUIET:
        m = {}
        for what, t in marks:
            m.setdefault(what, t - t0)
        post0 = next(t - t0 for w, t in marks if w.startswith("post 0"))
        ready = next(t - t0 for w, t in marks if w == "worker msg 1")
        load = next(t - t0 for w, t in marks if w == "load main")
        # the first word searched once the index is READY: typed before READY, the whole word
        # ("trip"); after it, its first letter ("t", which matches every trip and is far slower
        # to answer): the race between the build and the typing moves the figure
        asked = [w[8:-1] for w, t in marks if w.startswith('post 2 "') and len(w) > 9 and t - t0 >= ready]
        return dict(total=t_end - t0, opened=t_end - t_open, load=load, click_to_setup=post0 - load, build=ready - post0,
                    after=t_end - t0 - ready, first=asked[0] if asked else "")
    print(f"total {t_end - t0:.0f} ms; click to result {t_end - t_open:.0f} ms; goto {t_goto - t0:.0f}, click {t_click - t0:.0f}, typed {t_type - t0:.0f}")
    print("nav (respEnd, domInteractive, DCL end, load end) rel timeOrigin:", nav, "timeOrigin-t0", round(origin - t0))
    for name, s, e in json.loads(res):
        print(f"  res {name:50s} {s:6d} {e:6d}")
    for what, t in marks:
        print(f"  {t - t0:7.0f}  {what}")

if __name__ == "__main__":
    if sys.argv[1] == "-n":
        import statistics
        from collections import Counter
        QUIET = True
        n, sites = int(sys.argv[2]), sys.argv[3:]
        wait = 0
        if sites[0] == "--wait":
            wait, sites = int(sites[1]), sites[2:]
        res = {s: [] for s in sites}
        for i in range(n):
            for s in (sites if i % 2 == 0 else sites[::-1]):
                res[s].append(run(s, wait=wait))
        for s in sites:
            print(s, {k: round(statistics.median(r[k] for r in res[s])) for k in res[s][0] if k != "first"},
                  "first query after READY:", dict(sorted(Counter(r["first"] for r in res[s]).items())))
        if len(sites) == 2:  # each run of the first site against the second's in the same turn
            a, b = (res[s] for s in sites)
            for k in ("total", "build", "opened"):
                r = [x[k] / y[k] for x, y in zip(a, b) if y[k] > 0]
                print(f"{k} first/second, {len(r)} pairs: median {statistics.median(r):.3f}"
                      f"  min {min(r):.3f}  max {max(r):.3f}")
    else:
        run(sys.argv[1], *(sys.argv[2:3]))
