"""Issue 5 on the site: the Systems section, `--system` tabs, and the Crew & Ship page.

- every campaign has systems/index.md and a page per converted system, in the nav, linked
  from the help, rules and home pages and from every trip page built with --system;
- the --system tabs print each system's block in its own idiom (Subnet weapons by their
  text), the DL mapping once per page, the best roll's odds at DL 2/4/6/8, and stay compact;
- `daytrip build --system all --crew-sheets` passes MkDocs's strict build and every link
  of the HTML resolves as a file (file://); the lock remembers --crew-sheets;
- the crew page's CP (per PC, itemised, and in all) and the ship's numbers are those of
  `daytrip roll crew|ship --format json` with the same seed; generated text is escaped;
- the systems pages' disk cache gives the same pages as computing them.
"""

from __future__ import annotations

import json
import posixpath
import sys
from functools import lru_cache
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from conftest import REPO, run_cli  # noqa: E402
from test_pages import markdown_html, parse  # noqa: E402

from generators.text.mdescape import escape  # noqa: E402
from generators.site.pages import NAV_SECTIONS, render_campaign  # noqa: E402
from generators.systems import CONVERTED  # noqa: E402


@lru_cache(maxsize=8)
def campaign(seed: str, **kw) -> dict[str, str]:
    return render_campaign(seed, **kw)


def _links(page: str, text: str) -> set[str]:
    """The docs pages a Markdown page links to (resolved, without #fragments)."""
    out = set()
    for _, a in parse(markdown_html(text)).tags:
        href = a.get("href")
        if not href or href.startswith(("https://", "http://", "#")):
            continue
        out.add(posixpath.normpath(posixpath.join(posixpath.dirname(page), href.partition("#")[0])))
    return out


# --- the Systems section ------------------------------------------------------------------------


def test_every_campaign_has_the_systems_pages_in_the_nav_and_linked():
    from mkdocs.utils.yaml import yaml_load

    pages = campaign("systems-section", missions=1)
    wanted = {"systems/index.md", *(f"systems/{s}.md" for s in CONVERTED)}
    assert wanted <= set(pages)
    assert ("Systems", "systems/index.md") in NAV_SECTIONS
    with open(REPO / "mkdocs.yml", encoding="utf-8") as f:
        nav = yaml_load(f)["nav"]
    assert {"Systems": "systems/index.md"} in nav
    # section index pages only: no system page of its own in the nav
    assert not any(str(v).startswith("systems/") and v != "systems/index.md"
                   for entry in nav for v in entry.values())
    assert "systems/index.md" in _links("help.md", pages["help.md"])
    assert "systems/index.md" in _links("rules/index.md", pages["rules/index.md"])
    assert _links("systems/index.md", pages["systems/index.md"]) >= wanted - {"systems/index.md"}
    for s in CONVERTED:
        text = pages[f"systems/{s}.md"]
        assert text.startswith("---\ntitle: ")
        assert "DL 2" in text and "DL 8" in text and "Worst gap" in text
    # no crew page unless asked for
    assert not any(p.startswith("crew/") for p in pages)
    assert "--crew-sheets" in pages["help.md"] and "--system" in pages["help.md"]


def test_trip_pages_with_systems_link_each_system_page_and_print_dls_once():
    from generators.render.systems import HOW

    pages = campaign("systems-tabs", missions=2, aspects=True, systems=("all",))
    for page in ("trips/trip-001.md", "trips/trip-002.md"):
        text = pages[page]
        links = _links(page, text)
        assert {f"systems/{s}.md" for s in CONVERTED} <= links, page
        # the DL mapping of each system once per page, not once per NPC
        for head in ("DL modifiers:", "DCs:", "Difficulty by DL:", "TN by DL:", "Targets by DL:"):
            assert text.count(head) == 1, (page, head)
        assert text.count("DL scores:") == 2  # 1-20 and 1-100
        # how to roll is on the system pages, not repeated in every block
        for s in CONVERTED:
            assert escape(HOW[s]) not in text
        assert "+s-all@" in text  # the trip code (and its reproduce command) stays short


def test_tabs_print_each_systems_block_in_its_idiom():
    from generators.site.context import _DL_LINES
    from generators.render.systems import _lines
    from generators.rng import Stream
    from generators.trip.daytrip import trip_from_mission
    from generators.rules.board import roll_board

    pages = campaign("idiom", missions=1, systems=("all",))
    text = pages["trips/trip-001.md"]
    root = Stream("idiom", "board/1")
    m = roll_board(root, "typical", 1).missions[0]
    trip = trip_from_mission(m, root.child("mission", 1), number=1, command="x",
                             systems=tuple(CONVERTED))
    assert trip.npcs
    for npc in trip.npcs:
        for system, conv in npc.conversions.items():
            for line in _lines(system, conv):
                if not line.startswith(_DL_LINES):
                    assert f"- {escape(line)}\n" in text, (system, line)
    # each system's own terms
    assert "HP: " in text and "RR: " in text and "Stat rolls: " in text  # Subnet d6
    assert "RAT " in text and "PZA " in text  # YAPPY d8
    assert any(adj in text for adj in ("Fair", "Good", "Great", "Superb"))  # Fudge
    assert "Best odds, DL 2/4/6/8: " in text


def test_weapons_print_their_text_not_every_value():
    from generators.rules.npc import roll_npc
    from generators.site.context import conversion_view
    from generators.rng import Stream
    from generators.systems import convert

    conv = None
    for i in range(1, 80):
        c = convert(roll_npc(Stream("weapons", f"npc/{i}"), "notable"), "subnet-d6")
        if c["weapons"]:
            conv = c
            break
    assert conv is not None, "no armed NPC in 80 tries"
    view = conversion_view("subnet-d6", conv)
    for w in conv["weapons"]:
        assert escape(w["text"]) in view["lines"]
        joined = " ".join(str(x) for x in w.values())
        assert not any(joined in line for line in view["lines"])
    fake = {**conv, "weapons": [{"name": "rifle", "pool": 10, "base": 4, "dice": 2,
                                 "text": "rifle: 10D (4+2D)"}]}
    assert "rifle: 10D (4+2D)" in conversion_view("subnet-d6", fake)["lines"]


def test_conversion_tabs_are_compact():
    """Per NPC and system, the tab adds little HTML: the block and one odds line (the
    reading and the full odds are on the system's page)."""
    plain = campaign("compact", missions=3, aspects=True)
    every = campaign("compact", missions=3, aspects=True, systems=("all",))
    for page in (p for p in plain if p.startswith("trips/trip-") and not p.endswith("-sheet.md")):
        npcs = plain[page].count('!!! statblock "')
        assert npcs >= 3
        extra = len(markdown_html(every[page]).encode()) - len(markdown_html(plain[page]).encode())
        per_block = (extra - 5_000) / (npcs * len(CONVERTED))  # 5 KB: the page's DL block
        assert per_block < 550, (page, extra, npcs)


# --- a real strict build, from disk --------------------------------------------------------------


class _Html(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.hrefs: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids.add(a["id"])
        if tag in ("a", "link") and a.get("href"):
            self.hrefs.append(a["href"])
        if tag in ("script", "img") and a.get("src"):
            self.hrefs.append(a["src"])


def _scan(path: Path) -> _Html:
    p = _Html()
    p.feed(path.read_text(encoding="utf-8"))
    return p


def assert_links_resolve_from_disk(site: Path) -> int:
    """Every relative href/src of every page names a file under site/ (as file:// would
    load it), and every #fragment into a page is an id on it. (404.html is only served by a
    web server, with absolute links, as MkDocs makes it.)"""
    pages = sorted(p for p in site.rglob("*.html") if p.name != "404.html")
    ids = {p: _scan(p).ids for p in pages}
    checked = 0
    for page in pages:
        for href in _scan(page).hrefs:
            if href.startswith(("https://", "http://", "mailto:", "data:", "#")):
                continue
            target, _, frag = href.partition("#")
            target = unquote(target.partition("?")[0])
            dest = (page.parent / target).resolve() if target else page
            if dest.is_dir():
                dest = dest / "index.html"
            assert dest.is_file(), f"{page.relative_to(site)}: {href} -> {dest}"
            if frag and dest.suffix == ".html" and dest in ids:
                assert frag in ids[dest], f"{page.relative_to(site)}: no #{frag} in {dest.name}"
            checked += 1
    return checked


@pytest.mark.slow
def test_strict_build_with_all_systems_and_crew_sheets(tmp_path):
    out = tmp_path / "camp"
    r = run_cli(["build", "--seed", "strict <b>", "--missions", "2", "--system", "all",
                 "--crew-sheets", "--crew", "3", "--out", str(out)])
    assert r.code == 0, r.err
    assert "--crew-sheets --crew 3 --system all" in r.err
    site = out / "site"
    for s in ("index", *CONVERTED):
        assert (site / "systems" / f"{s}.html").is_file()
    assert (site / "crew" / "index.html").is_file()
    home = (site / "index.html").read_text(encoding="utf-8")
    assert 'href="systems/index.html"' in home and 'href="crew/index.html"' in home
    assert assert_links_resolve_from_disk(site) > 100
    lock = json.loads((out / "daytrip.lock").read_text(encoding="utf-8"))
    assert lock["options"]["crew_sheets"] is True and lock["options"]["crew"] == 3

    # a plain rebuild keeps the options, so the crew page stays
    r = run_cli(["build", "--out", str(out)])
    assert r.code == 0, r.err
    assert "Up to date" in r.out and (out / "docs" / "crew" / "index.md").is_file()
    # turning it off removes the page the tool wrote
    r = run_cli(["build", "--out", str(out), "--no-crew-sheets"])
    assert r.code == 0, r.err
    assert not (out / "docs" / "crew" / "index.md").exists()
    assert not (site / "crew" / "index.html").exists()


def test_crew_sheets_needs_a_crew_of_at_most_12(tmp_path):
    out = tmp_path / "c"
    r = run_cli(["build", "--seed", "x", "--missions", "1", "--crew-sheets", "--crew", "13",
                 "--out", str(out)])
    assert (r.code, r.err_lines[-1]) == (2, "Error: --crew-sheets needs a crew of 1-12 (--crew), got 13")
    assert not (out / "docs").exists()


# --- the crew page ------------------------------------------------------------------------------


def _json(args: list[str]) -> dict:
    r = run_cli(args)
    assert r.code == 0, r.err
    data = json.loads(r.out)
    return data[0] if isinstance(data, list) else data


@pytest.mark.parametrize("seed, size", [("crew-page", 3), ("Ünïcødé <i>crew</i>", 1)])
def test_crew_page_matches_the_crew_and_ship_json(seed, size):
    page = render_campaign(seed, missions=1, crew=size, crew_sheets=True)["crew/index.md"]
    crew = _json(["roll", "crew", "--seed", seed, "--size", str(size), "--format", "json"])
    ship = crew["ship"]  # the crew's own ship, bought with their pooled CP
    assert crew["size"] == size == len(crew["members"])
    assert crew["cp_total"] == sum(m["budget"]["total"] for m in crew["members"]) == 100 * size
    assert f"{crew['cp_total']} CP in all" in page
    for m in crew["members"]:
        assert sum(p["cp"] for p in m["spend"]) == m["cp_spent"] == m["cp_budget"]
        assert sum(x["cp"] for x in m["budget"]["lines"]) == 100
        spend = f"{m['cp_spent']} of {m['cp_budget']}: " + ", ".join(
            f"{p['what']} ({p['cp']})" for p in m["spend"])
        assert f"- **CP:** {escape(spend)}\n" in page
        assert f'!!! statblock "{escape(m["name"])}"' in page
    assert page.count('!!! statblock "') == size
    assert f"| **Total** | **{ship['cp_total']}** |" in page
    assert f"**{ship['day_mw']}**" in page and f"= {ship['tonnage']} t" in page
    # the page says how to print the same in a terminal
    assert "daytrip roll crew --seed" in page and f"--size {size}" in page


def test_crew_page_escapes_generated_text(monkeypatch):
    import generators.rules.crew as crew_mod

    real = crew_mod.roll_crew
    evil = '<script>alert(1)</script> "x" {: onclick=bad} [y](javascript:z)'

    def roll(stream, size, budget=100):
        c = real(stream, size, budget)
        for m in c.members:
            m.name = evil
        return c

    monkeypatch.setattr(crew_mod, "roll_crew", roll)
    from generators.site.sections import crew_pages

    html = markdown_html(crew_pages("evil", 2)["crew/index.md"])
    tags = parse(html).tags
    assert not any(t == "script" for t, _ in tags)
    assert not any(a.get("href", "").lower().startswith("javascript") for _, a in tags)
    assert not any(k.startswith("on") for _, a in tags for k in a)
    assert "<script>" in "".join(parse(html).text)  # shown as text


# --- the systems pages' cache --------------------------------------------------------------------


def test_systems_pages_cache(monkeypatch, tmp_path):
    import generators.site.sections as ps

    monkeypatch.setenv(ps.CACHE_ENV, str(tmp_path))
    ps.systems_pages.cache_clear()
    try:
        monkeypatch.setattr(ps, "_compute_systems_pages", lambda: {"systems/index.md": "fresh\n"})
        assert ps.systems_pages() == {"systems/index.md": "fresh\n"}
        files = list(tmp_path.glob("systems-pages-*.json"))
        assert len(files) == 1
        ps.systems_pages.cache_clear()

        def boom():
            raise AssertionError("computed although cached")

        monkeypatch.setattr(ps, "_compute_systems_pages", boom)
        assert ps.systems_pages() == {"systems/index.md": "fresh\n"}  # from disk
        ps.systems_pages.cache_clear()
        files[0].write_text("{not json", encoding="utf-8")
        monkeypatch.setattr(ps, "_compute_systems_pages", lambda: {"systems/index.md": "again\n"})
        assert ps.systems_pages() == {"systems/index.md": "again\n"}  # a bad file is recomputed
        # the key follows the version (and the systems code and tables)
        key = ps._sources_key()
        monkeypatch.setattr(ps, "__version__", "9.9.9")
        assert ps._sources_key() != key
    finally:
        ps.systems_pages.cache_clear()


@pytest.mark.slow
def test_cached_systems_pages_are_the_computed_ones():
    import generators.site.sections as ps
    from generators.systems.pages import system_pages

    fresh = system_pages()
    cached = ps.systems_pages()
    assert set(cached) == set(fresh)
    for k, v in fresh.items():
        assert cached[k].startswith("---\ntitle: ")
        assert cached[k].endswith(ps._no_raw_html(v))
        assert "<" not in "".join(cached[k].split("`")[::2]), k  # none outside code spans
