"""The site on a phone and search without accents, in a real browser (Debian's chromium
through Playwright; skipped without them locally, a failure under CI).

- At 360 px wide no page is wider than the screen and no table box runs off it: tables
  reflow (daytrip-phone.css); a table box that still scrolls sideways shows a hint.
- Search ignores accents: a word written with accents in the site is found when typed
  without them ("Bronte" finds "Brontë"; the search_fold hook)."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from test_browser import Watch, browser, search_results  # noqa: F401  (the shared chromium fixture)

pytestmark = [pytest.mark.browser, pytest.mark.slow]

SEED = "slip-n-slide"
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def campaign(tmp_path_factory) -> Path:
    """Two trips with every wide table there is: Mission Aspects, every system's stat
    block tabs, and the crew sheets."""
    from generators.site.campaign import build_campaign
    from generators.site.pages import render_campaign
    from generators.systems import SYSTEMS

    out = tmp_path_factory.mktemp("phone") / "campaign"
    options = {"missions": 2, "aspects": True, "systems": list(SYSTEMS), "crew_sheets": True,
               "crew": 3}
    pages = render_campaign(SEED, **options)
    build_campaign(out, pages, seed=SEED, options=options)
    # a GM's own page with an accented name in its first sentence (the search index keeps
    # first sentences: hooks/daytrip_search.py); the next build keeps it and indexes it
    (out / "docs" / "gm-notes.md").write_text("# GM notes\n\nCharlotte Brontë is the dreamer.\n",
                                             encoding="utf-8")
    build_campaign(out, pages, seed=SEED, options=options)
    return out


_MEASURE = """() => {
    const out = {page: document.documentElement.scrollWidth, off: [], unhinted: []};
    for (const t of document.querySelectorAll('article table')) {
        const box = t.closest('.md-typeset__scrollwrap') || t;
        const r = box.getBoundingClientRect();
        const label = t.rows[0] ? t.rows[0].innerText.slice(0, 40) : '';
        if (r.left < -1 || r.right > window.innerWidth + 1) out.off.push(label);
        if (box.scrollWidth > box.clientWidth + 1) {
            const hint = getComputedStyle(box, '::before').content;
            if (!box.classList.contains('daytrip-scrolls') || !hint.includes('scroll')) out.unhinted.push(label);
        }
    }
    return out;
}"""


def test_no_page_or_table_is_wider_than_a_360px_screen(browser, campaign):  # noqa: F811
    site = campaign / "site"
    page = browser.new_page(viewport=PHONE)
    watch = Watch(page, ("file://",))
    checked = 0
    for html in sorted(site.rglob("*.html")):
        if html.name == "404.html":
            continue
        page.goto(html.as_uri())
        page.wait_for_load_state("load")
        state = page.evaluate(_MEASURE)
        rel = str(html.relative_to(site))
        assert state["page"] <= PHONE["width"], (rel, state)
        assert state["off"] == [] and state["unhinted"] == [], (rel, state)
        checked += page.locator("article table").count()
    assert checked >= 10  # stat blocks, odds, crew sheets, the sources table...

    # A table too wide to reflow scrolls inside its box, with the hint shown.
    trip = next((site / "trips").glob("trip-*.html"))
    page.goto(trip.as_uri())
    page.wait_for_load_state("load")
    page.add_style_tag(content=".md-typeset table:not([class]) { min-width: 900px; }")
    page.evaluate("window.dispatchEvent(new Event('resize'))")
    state = page.evaluate(_MEASURE)
    assert state["page"] <= PHONE["width"] and state["off"] == [] and state["unhinted"] == []
    box = page.locator(".md-typeset__scrollwrap.daytrip-scrolls").first
    assert box.is_visible()
    page.screenshot(path=str(Path(__file__).resolve().parent.parent / "test-artifacts" / "phone-trip.png"))
    page.close()
    assert watch.problems == []


def _accented_word(docs: Path) -> str:
    """An accented name the search index holds (the index keeps titles, first sentences and
    tags, not every word of a page: hooks/daytrip_search.py)."""
    import json

    index = json.loads((docs.parent / "site" / "search" / "search_index.json").read_text("utf-8"))
    for doc in index["docs"]:
        for word in re.findall(r"\w+", f"{doc['title']} {doc['text']}"):
            if not word.isascii() and word[:1].isupper() and len(word) > 3:
                return word
    raise AssertionError("no accented word in the search index: choose a seed that has one")


def test_search_ignores_accents(browser, campaign):  # noqa: F811
    word = _accented_word(campaign / "docs")  # e.g. Brontë
    plain = "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
    assert plain != word and plain.isascii()
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto((campaign / "site" / "index.html").as_uri())
    results = search_results(page, plain)
    texts = [results.nth(i).inner_text() for i in range(results.count())]
    assert any(word in t for t in texts), (word, plain, texts)
    page.close()


def test_in_print_no_table_is_cut_at_the_margin(browser, campaign):  # noqa: F811
    """On paper nothing scrolls: at an A4 text width (about 700 CSS px) every table fits."""
    site = campaign / "site"
    page = browser.new_page(viewport={"width": 700, "height": 1000})
    page.emulate_media(media="print")
    cut = []
    for html in sorted(site.rglob("*.html")):
        if html.name == "404.html":
            continue
        page.goto(html.as_uri())
        cut += [f"{html.relative_to(site)}: {label}" for label in page.evaluate("""() =>
            [...document.querySelectorAll('article table')].filter(t => {
                const box = t.closest('.md-typeset__scrollwrap') || t;
                return box.scrollWidth > box.clientWidth + 1
                    || t.getBoundingClientRect().right > window.innerWidth + 1;
            }).map(t => t.rows[0] ? t.rows[0].innerText.slice(0, 40) : '')""")]
    page.close()
    assert cut == []
