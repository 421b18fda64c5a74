"""The fast site build (generators/site/fastbuild.py, htmlcache.py) makes the bytes MkDocs
makes alone, and its page cache never serves HTML for inputs it was not made from.

The cache tests poison every record after a build (the HTML becomes a marker, the records
stay well-formed): a page built from a poisoned record shows the marker. After an edit, a
template change, an option change or a version change, no page whose inputs changed may
show it, and the site must be the bytes of a build without any cache; pages whose inputs did
not change do show it (so the cache really is used). No timings here: bench/ measures those."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generators.site import fastbuild, htmlcache, parallel
from generators.site.campaign import TAGS_PAGE, build_campaign
from generators.site.lock import read_lock
from generators.site.mkdocs_run import build_html

from site_stub import render_stub

SEED = "fast-lane"
MARK = "<p>POISONED-CACHE-RECORD</p>"
TEMPLATE_SUFFIX = "\n## Template v2\n\nA section a new template adds to every page.\n"


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file()}


def site(out: Path, dest: Path, *, cache: bool, workers: int,
         previous: Path | None = None) -> dict[str, bytes]:
    """Build out's site into dest (not touching out/site) and return its files."""
    shutil.rmtree(dest, ignore_errors=True)
    build_html(out / "mkdocs.yml", dest, read_lock(out).source_date_epoch,
               cache_dir=(out / htmlcache.DIRNAME) if cache else None, workers=workers,
               previous=previous)
    return tree(dest)


def poison(out: Path) -> int:
    n = 0
    for path in (out / htmlcache.DIRNAME).glob("*/*.json"):
        record = json.loads(path.read_text("utf-8"))
        record["content"] = MARK
        path.write_text(json.dumps(record), "utf-8")
        n += 1
    return n


def poisoned(files: dict[str, bytes]) -> list[str]:
    return sorted(name for name, data in files.items() if MARK.encode() in data)


@pytest.fixture(autouse=True)
def small_campaigns_go_parallel(monkeypatch):
    monkeypatch.setattr(fastbuild, "MIN_PAGES", 2)


@pytest.fixture
def campaign(tmp_path) -> Path:
    out = tmp_path / "campaign"
    pages = render_stub(SEED, missions=20)
    build_campaign(out, pages, seed=SEED, options={"missions": 20})
    return out


def test_parallel_cached_and_serial_builds_give_the_same_bytes(campaign, tmp_path, monkeypatch):
    calls = []
    real = parallel._forked
    monkeypatch.setattr(parallel, "_forked", lambda *a: calls.append(1) or real(*a))
    serial = site(campaign, tmp_path / "serial", cache=False, workers=1)
    assert calls == []
    shutil.rmtree(campaign / htmlcache.DIRNAME, ignore_errors=True)
    cold = site(campaign, tmp_path / "cold", cache=True, workers=2)  # workers fill the cache
    assert len(calls) >= 2, "the pages were not converted and rendered in worker processes"
    assert len(list((campaign / htmlcache.DIRNAME).glob("*/*.json"))) >= 20
    warm = site(campaign, tmp_path / "warm", cache=True, workers=2)  # all from the cache
    warm1 = site(campaign, tmp_path / "warm1", cache=True, workers=1)
    assert (campaign / "site").is_dir()
    built = tree(campaign / "site")  # what build_campaign made (cache, workers as default)
    for other in (cold, warm, warm1, built):
        assert sorted(other) == sorted(serial)
        assert [n for n in serial if other[n] != serial[n]] == []
    assert any(n.startswith("trips/trip-") for n in serial)


@pytest.mark.slow
def test_plain_mkdocs_build_gives_the_same_bytes(campaign, tmp_path):
    fast = tree(campaign / "site")
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(read_lock(campaign).source_date_epoch),
           "NO_MKDOCS_2_WARNING": "1"}
    bare = tmp_path / "bare"
    shutil.copytree(campaign, bare, ignore=shutil.ignore_patterns("site", htmlcache.DIRNAME))
    p = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q"], cwd=bare, env=env,
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    plain = tree(bare / "site")
    assert sorted(plain) == sorted(fast)
    assert [n for n in plain if plain[n] != fast[n]] == []


def test_the_cache_is_used_for_unchanged_pages(campaign, tmp_path):
    site(campaign, tmp_path / "a", cache=True, workers=2)
    assert poison(campaign) >= 20
    got = site(campaign, tmp_path / "b", cache=True, workers=2)
    assert "trips/trip-001.html" in poisoned(got)  # proof that the records are read


@pytest.mark.parametrize("workers", [1, 2])
def test_an_edit_is_never_served_stale(campaign, tmp_path, workers):
    site(campaign, tmp_path / "a", cache=True, workers=workers)
    poison(campaign)
    page = campaign / "docs" / "trips" / "trip-003.md"
    page.write_text(page.read_text("utf-8") + "\nGM note: the clerk lies.\n", "utf-8")
    got = site(campaign, tmp_path / "b", cache=True, workers=workers)
    assert "trips/trip-003.html" not in poisoned(got)
    assert "GM note: the clerk lies." in got["trips/trip-003.html"].decode()
    assert "trips/trip-004.html" in poisoned(got)
    shutil.rmtree(campaign / htmlcache.DIRNAME)
    assert site(campaign, tmp_path / "c", cache=True, workers=workers) == \
        site(campaign, tmp_path / "d", cache=False, workers=1)


def test_a_template_change_is_never_served_stale(campaign, tmp_path):
    site(campaign, tmp_path / "a", cache=True, workers=2)
    poison(campaign)
    pages = {"tags.md": TAGS_PAGE, **render_stub(SEED, missions=20)}
    pages = {k: v + TEMPLATE_SUFFIX for k, v in pages.items()}  # every page's template changed
    build_campaign(campaign, pages, seed=SEED, options={"missions": 20, "template": 2})
    got = tree(campaign / "site")
    assert poisoned(got) == []
    assert "Template v2" in got["trips/trip-007.html"].decode()
    assert got == site(campaign, tmp_path / "plain", cache=False, workers=1)


def test_an_option_change_is_never_served_stale(campaign, tmp_path):
    site(campaign, tmp_path / "a", cache=True, workers=2)
    poison(campaign)
    yml = campaign / "mkdocs.yml"
    text = yml.read_text("utf-8")
    assert "permalink: true" in text
    yml.write_text(text.replace("permalink: true", "permalink: false"), "utf-8")
    got = site(campaign, tmp_path / "b", cache=True, workers=2)
    assert poisoned(got) == []
    assert got == site(campaign, tmp_path / "plain", cache=False, workers=1)


def test_a_version_change_is_never_served_stale(campaign, tmp_path, monkeypatch):
    site(campaign, tmp_path / "a", cache=True, workers=2)
    poison(campaign)
    import importlib.metadata as md

    real = md.version
    monkeypatch.setattr(md, "version", lambda name: "99.0" if name == "markdown" else real(name))
    got = site(campaign, tmp_path / "b", cache=True, workers=2)
    assert poisoned(got) == []
    monkeypatch.setattr(md, "version", real)
    monkeypatch.setattr("generators.__version__", "0.0.0-other")
    got = site(campaign, tmp_path / "c", cache=True, workers=1)
    assert poisoned(got) == []


def test_a_deleted_or_broken_cache_is_rebuilt(campaign, tmp_path):
    first = site(campaign, tmp_path / "a", cache=True, workers=2)
    shutil.rmtree(campaign / htmlcache.DIRNAME)
    assert site(campaign, tmp_path / "b", cache=True, workers=2) == first
    for i, path in enumerate(sorted((campaign / htmlcache.DIRNAME).glob("*/*.json"))):
        path.write_text(["{", "[]", '{"content": 1}', ""][i % 4], "utf-8")
    assert site(campaign, tmp_path / "c", cache=True, workers=1) == first


def test_records_no_build_uses_are_pruned(campaign, tmp_path):
    site(campaign, tmp_path / "a", cache=True, workers=1)
    before = {p.name for p in (campaign / htmlcache.DIRNAME).glob("*/*.json")}
    page = campaign / "docs" / "trips" / "trip-002.md"
    page.write_text(page.read_text("utf-8") + "\nMore.\n", "utf-8")
    site(campaign, tmp_path / "b", cache=True, workers=1)
    after = {p.name for p in (campaign / htmlcache.DIRNAME).glob("*/*.json")}
    assert len(after) == len(before) and len(after - before) == 1


def _hook():
    import importlib.util

    from generators.data import templates_dir

    spec = importlib.util.spec_from_file_location("daytrip_search_hook",
                                                  templates_dir() / "hooks" / "daytrip_search.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_search_summary_keeps_names_and_is_idempotent():
    hook = _hook()
    entries = [
        {"location": "trips/trip-001.html", "title": "Trip 1: Rescue", "text":
         "<p>Read aloud</p> <p>Posted at 3 a.m.: Gold Country Slip Insurance wants the pilot "
         "of a ghost ship. Pays 2M a head. Do not tell Dr. Barker.</p>", "tags": ["Known Planet"]},
        {"location": "trips/trip-001.html#locations", "title": "Locations", "text":
         "<ul> <li>The Giseldenia Wind Farm (Slip-in point): Black sand, fenced off with "
         "stacked skulls of something big; the locals trade here at dusk. More.</li> "
         "<li>Giseldenia Station (Where the maguffin is): terraces.</li> </ul>",
         "tags": ["Known Planet"]},
        {"location": "trips/trip-001.html#x", "title": "X", "text": "word " * 500},
    ]
    once = hook.summarise_page(entries)
    assert once == hook.summarise_page(once)
    assert [e["title"] for e in once] == ["Trip 1: Rescue", "Locations", "X"]
    assert once[0]["tags"] == ["Known Planet"] and "tags" not in once[1]
    assert "The Giseldenia Wind Farm (Slip-in point)" in once[1]["text"]
    assert "Giseldenia Station" in once[1]["text"]
    assert "<" not in "".join(e["text"] for e in once)
    assert all(len(e["text"]) <= hook.TOTAL for e in once)


def test_sections_with_a_bare_title_leave_the_search_index():
    hook = _hook()
    entries = [{"location": "trips/trip-001.html", "title": "Endings", "text": ""},
               {"location": "trips/trip-001.html#endings", "title": "Endings", "text": "<p></p>"},
               {"location": "trips/trip-001.html#the-clock", "title": "The clock", "text": ""},
               {"location": "trips/trip-001.html#npc-2", "title": "NPC 2: Vera Kask", "text": ""},
               {"location": "trips/trip-001.html#scene-1", "title": "Scene 1", "text": ""},
               {"location": "trips/trip-001.html#success", "title": "Success", "text": "<p>Paid.</p>"}]
    once = hook.summarise_page(entries)
    assert [e["title"] for e in once] == ["Endings", "NPC 2: Vera Kask", "Scene 1", "Success"]
    assert once == hook.summarise_page(once)


# --- pages taken from the previous site (generators/site/outcache.py) -------------------------


def poison_outputs(out: Path, previous: Path) -> int:
    """Mark every page file of ``previous`` that an output record points to, and point the
    record at the marked bytes: a page reused when it should not be shows the mark."""
    import hashlib

    by_sha = {hashlib.sha256(p.read_bytes()).hexdigest(): p for p in previous.rglob("*.html")}
    n = 0
    for path in (out / htmlcache.DIRNAME).glob("*/*.json"):
        record = json.loads(path.read_text("utf-8"))
        if "sha" not in record or record["sha"] not in by_sha:
            continue
        page = by_sha[record["sha"]]
        data = page.read_bytes().replace(b"</body>", MARK.encode() + b"</body>")
        page.write_bytes(data)
        record["sha"] = hashlib.sha256(data).hexdigest()
        path.write_text(json.dumps(record), "utf-8")
        n += 1
    return n


def test_unchanged_pages_are_taken_from_the_previous_site(campaign, tmp_path):
    a = tmp_path / "a"
    site(campaign, a, cache=True, workers=2)  # the workers write the output records
    page = campaign / "docs" / "trips" / "trip-003.md"
    page.write_text(page.read_text("utf-8") + "\nGM note: the clerk lies.\n", "utf-8")
    got = site(campaign, tmp_path / "b", cache=True, workers=2, previous=a)
    assert got == site(campaign, tmp_path / "plain", cache=False, workers=1)
    b = tmp_path / "b"
    assert (a / "trips/trip-004.html").stat().st_ino == (b / "trips/trip-004.html").stat().st_ino
    assert "GM note: the clerk lies." in got["trips/trip-003.html"].decode()
    assert poison_outputs(campaign, b) >= 20
    page.write_text(page.read_text("utf-8") + "\nAnd the porter.\n", "utf-8")
    got = site(campaign, tmp_path / "c", cache=True, workers=2, previous=b)
    assert "trips/trip-004.html" in poisoned(got)  # proof that the records are used
    assert "trips/trip-003.html" not in poisoned(got)


def test_a_changed_previous_file_is_rendered_again(campaign, tmp_path):
    a = tmp_path / "a"
    first = site(campaign, a, cache=True, workers=2)
    (a / "trips/trip-004.html").write_text("a GM's own page", "utf-8")
    (a / "trips/trip-005.html").unlink()
    assert site(campaign, tmp_path / "b", cache=True, workers=2, previous=a) == first


@pytest.mark.parametrize("change", ["option", "nav", "version", "title"])
def test_a_changed_input_never_reuses_a_previous_page(campaign, tmp_path, monkeypatch, change):
    a = tmp_path / "a"
    yml = campaign / "mkdocs.yml"
    text = yml.read_text("utf-8")
    if change == "title":  # a navigation entry that takes the page's own title
        text = text.replace("- DayTrips: trips/index.md", "- trips/index.md")
        yml.write_text(text, "utf-8")
    site(campaign, a, cache=True, workers=2)
    assert poison_outputs(campaign, a) >= 20
    if change == "option":
        yml.write_text(text.replace("permalink: true", "permalink: false"), "utf-8")
    elif change == "nav":
        assert "- Big Board: index.md" in text
        yml.write_text(text.replace("- Big Board: index.md", "- The Board: index.md"), "utf-8")
    elif change == "version":
        import importlib.metadata as md

        real = md.version
        monkeypatch.setattr(md, "version", lambda name: "99.0" if name == "mkdocs-material" else real(name))
    else:  # that page's title: every page's navigation shows it
        page = campaign / "docs" / "trips" / "index.md"
        page.write_text(page.read_text("utf-8").replace("# ", "# Renamed ", 1), "utf-8")
    got = site(campaign, tmp_path / "b", cache=True, workers=2, previous=a)
    assert poisoned(got) == []
    monkeypatch.undo()
    if change != "version":
        assert got == site(campaign, tmp_path / "plain", cache=False, workers=1)
