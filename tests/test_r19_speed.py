"""Round 19 speed work on the rebuild after one GM edit (issue 15): the workers convert only
the pages the cache does not hold (generators/site/predict.py), and the rebuild's other
costs are cut, with the site's bytes unchanged and the cache never stale. No timings here:
bench/build_bench.py measures them."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from generators.site import fastbuild, htmlcache, parallel, predict

from test_fastbuild import MARK, SEED, poison, poisoned, site
# the same small campaign, built in parallel from two pages up (test_fastbuild's fixtures)
from test_fastbuild import campaign, small_campaigns_go_parallel  # noqa: F401


@pytest.fixture
def sent(monkeypatch) -> list[tuple[str, list[str]]]:
    """(job kind, pages) of every batch handed to the worker processes."""
    calls: list[tuple[str, list[str]]] = []
    real = parallel.ordered_map

    def spy(fn, items, **kw):
        calls.append((type(fn.__self__).__name__, [f.src_uri for f in items]))
        return real(fn, items, **kw)

    monkeypatch.setattr(parallel, "ordered_map", spy)
    return calls


def _edit(out: Path, name: str, text: str) -> Path:
    page = out / "docs" / "trips" / name
    page.write_text(page.read_text("utf-8") + text, "utf-8")
    return page


def test_a_rebuild_converts_only_the_edited_page_in_workers(campaign, tmp_path, sent, monkeypatch):
    shutil.rmtree(campaign / htmlcache.DIRNAME)
    first = site(campaign, tmp_path / "a", cache=True, workers=2)
    assert (campaign / htmlcache.DIRNAME / predict.NAME).is_file()
    converted = [p for kind, pages in sent if kind == "_Job" for p in pages]
    assert len(converted) > 20  # the first build: every page in the workers
    sent.clear()
    _edit(campaign, "trip-003.md", "\nGM note: the clerk lies.\n")
    got = site(campaign, tmp_path / "b", cache=True, workers=2)
    assert [pages for kind, pages in sent if kind == "_Job"] == []  # one page: converted here
    assert "GM note: the clerk lies." in got["trips/trip-003.html"].decode()
    sent.clear()
    edited = [f"trips/trip-{i:03d}.md" for i in range(2, 2 + 2 * fastbuild.CHUNK)]
    for uri in edited:  # enough for the workers: they get those pages and no other
        _edit(campaign, uri[len("trips/"):], "\nGM note: the porter too.\n")
    got = site(campaign, tmp_path / "b", cache=True, workers=2)
    assert [pages for kind, pages in sent if kind == "_Job"] == [edited]
    assert "GM note: the clerk lies." in got["trips/trip-003.html"].decode()
    assert got != first
    assert got == site(campaign, tmp_path / "plain", cache=False, workers=1)


def test_a_wrong_guess_is_never_served_stale(campaign, tmp_path):
    """An edit that keeps the file's size, time and inode: the guess says "in the cache",
    the page's key says otherwise, and the page is converted again."""
    site(campaign, tmp_path / "a", cache=True, workers=2)
    poison(campaign)
    page = campaign / "docs" / "trips" / "trip-003.md"
    st = page.stat()
    text = page.read_text("utf-8")
    assert "Trip 3" in text
    with open(page, "r+", encoding="utf-8") as f:  # the same inode, the same size
        f.write(text.replace("Trip 3", "Trip Z", 1))
    os.utime(page, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert predict.stamp(str(page)) == [st.st_size, st.st_mtime_ns, st.st_ino]
    got = site(campaign, tmp_path / "b", cache=True, workers=2)
    assert "trips/trip-003.html" not in poisoned(got)
    assert "trips/trip-004.html" in poisoned(got)  # the others did come from the cache
    assert "Trip Z" in got["trips/trip-003.html"].decode()
    shutil.rmtree(campaign / htmlcache.DIRNAME)
    assert site(campaign, tmp_path / "c", cache=True, workers=2) == \
        site(campaign, tmp_path / "d", cache=False, workers=1)


@pytest.mark.parametrize("damage", ["garbage", "other-fp", "bad-key", "missing-record"])
def test_a_damaged_sources_file_only_means_no_guess(campaign, tmp_path, sent, damage):
    shutil.rmtree(campaign / htmlcache.DIRNAME)
    first = site(campaign, tmp_path / "a", cache=True, workers=2)
    path = campaign / htmlcache.DIRNAME / predict.NAME
    data = json.loads(path.read_text("utf-8"))
    if damage == "garbage":
        path.write_text("{not json", "utf-8")
    elif damage == "other-fp":
        data["fp"] = "0" * 64
        path.write_text(json.dumps(data), "utf-8")
    elif damage == "bad-key":  # a key naming a file outside the cache is never looked up
        data["pages"] = {uri: [*e[:3], "../../docs/index"] for uri, e in data["pages"].items()}
        path.write_text(json.dumps(data), "utf-8")
    else:
        for rec in (campaign / htmlcache.DIRNAME).glob("*/*.json"):
            if json.loads(rec.read_text("utf-8")).get("content") is not None:
                rec.unlink()
    sent.clear()
    assert site(campaign, tmp_path / "b", cache=True, workers=2) == first
    converted = [p for kind, pages in sent if kind == "_Job" for p in pages]
    assert len(converted) > 20  # nothing guessed: every page went to the workers


def test_guesses_load_records_here_as_workers_send_them(campaign, tmp_path, sent):
    """The records this process loads itself leave their HTML on disk (as a worker's do),
    so unchanged pages are still taken from the previous site."""
    a = tmp_path / "a"
    site(campaign, a, cache=True, workers=2)
    _edit(campaign, "trip-003.md", "\nGM note: the clerk lies.\n")
    sent.clear()
    b = tmp_path / "b"
    got = site(campaign, b, cache=True, workers=2, previous=a)
    assert (a / "trips/trip-004.html").stat().st_ino == (b / "trips/trip-004.html").stat().st_ino
    assert [pages for kind, pages in sent if kind == "_Job"] == []  # converted here
    assert MARK not in got["trips/trip-003.html"].decode()
    assert got == site(campaign, tmp_path / "plain", cache=False, workers=1)


def test_the_folder_check_resolves_paths_as_realpath_does(tmp_path):
    """guard._Real resolves each folder once; it must agree with os.path.realpath and
    lock.inside on every path, symlinks (to inside, outside, loops, dangling) included."""
    from generators.site.guard import _Real
    from generators.site.lock import inside

    out, away = tmp_path / "camp", tmp_path / "away"
    for d in ("docs/trips", "site/trips", "docs/inner"):
        (out / d).mkdir(parents=True)
    away.mkdir()
    (out / "docs/trips/a.md").write_text("a")
    os.symlink(away, out / "docs/gone")  # a folder outside
    os.symlink("../site/trips", out / "docs/inner/back")  # a folder inside
    os.symlink(away / "x.md", out / "docs/trips/out.md")  # a file outside
    os.symlink("nowhere.md", out / "docs/trips/dangling.md")
    os.symlink("loop.md", out / "docs/trips/loop.md")
    rels = ["docs/trips/a.md", "docs/gone/x.md", "docs/gone/deep/y.md", "docs/inner/back/t.html",
            "docs/trips/out.md", "docs/trips/dangling.md", "docs/trips/loop.md", "docs/new/z.md",
            "site/trips/trip-1.html", "mkdocs.yml", "docs/inner/back", "docs/gone"]
    real = _Real(out)
    for rel in rels + rels:  # twice: the second time from the folders' memo
        assert real(rel) == os.path.realpath(os.path.join(os.path.realpath(out), rel)), rel
        assert real.inside(rel) == inside(out, rel), rel
    assert not real.inside("docs/gone/x.md") and real.inside("docs/inner/back/t.html")
