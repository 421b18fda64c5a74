"""A rebuild with nothing changed but the GM's edits reads the pages back from docs/
instead of rolling the campaign again (generators/site/reuse.py), and gives exactly the
bytes a build that rolls everything gives: docs/, site/ and the lock. Every way the pages
on disk could be out of date (the tool's code or data, an option, the version, a deleted
cache, a hand-edited lock, a missing page, --force) rolls the campaign again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import run_cli

from generators.site import campaign, pages, reuse
from generators.site.lock import read_lock


def tree(root: Path) -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and ".daytrip-cache" not in p.relative_to(root).parts}


@pytest.fixture
def rolls(monkeypatch):
    """How many times the campaign was rolled (render_campaign called)."""
    calls = []
    real = pages.render_campaign

    def counted(*a, **kw):
        calls.append(a)
        return real(*a, **kw)

    monkeypatch.setattr(pages, "render_campaign", counted)
    return calls


def build(out: Path, *args: str) -> None:
    r = run_cli(["build", "--out", str(out), "-q", *args])
    assert r.code == 0, r.err


def edit(out: Path, rel: str = "docs/trips/trip-002.md") -> None:
    page = out / rel
    page.write_text(page.read_text("utf-8") + "\nGM note: the clerk lies.\n", "utf-8")


@pytest.mark.parametrize("html", [False, True])
def test_a_rebuild_after_an_edit_reads_the_pages_and_gives_the_same_bytes(tmp_path, rolls, html):
    a, b = tmp_path / "a", tmp_path / "b"
    flags = [] if html else ["--no-html"]
    build(a, "--seed", "reuse", "--missions", "3", *flags)
    assert len(rolls) == 1 and (a / ".daytrip-cache" / reuse.RECORD).is_file()
    shutil.copytree(a, b)
    edit(a)
    edit(b)
    shutil.rmtree(b / ".daytrip-cache")  # b rolls everything again
    build(a, *flags)
    assert len(rolls) == 1  # a did not
    build(b, *flags)
    assert len(rolls) == 2
    assert tree(a) == tree(b)
    assert "GM note" in (a / "docs/trips/trip-002.md").read_text("utf-8")
    build(a, *flags)  # and again, from the lock the reusing build wrote
    assert len(rolls) == 2 and tree(a) == tree(b)


@pytest.fixture
def built(tmp_path, rolls) -> Path:
    out = tmp_path / "c"
    build(out, "--seed", "reuse", "--missions", "2", "--no-html")
    assert len(rolls) == 1
    return out


def test_a_changed_tool_rolls_again(built, rolls, monkeypatch):
    monkeypatch.setattr(reuse, "source_digest", lambda: "another tool")
    build(built, "--no-html")
    assert len(rolls) == 2


def test_the_source_digest_follows_the_tool_s_data(tmp_path, monkeypatch):
    import generators.data as data

    before = reuse.source_digest()
    fake = tmp_path / "templates"
    shutil.copytree(data.templates_dir(), fake)
    (fake / "trip.md.j2").write_text((fake / "trip.md.j2").read_text("utf-8") + "\n", "utf-8")
    monkeypatch.setattr(data, "templates_dir", lambda: fake)
    reuse.source_digest.cache_clear()
    try:
        assert reuse.source_digest() != before
    finally:
        reuse.source_digest.cache_clear()


def test_an_option_change_rolls_again(built, rolls):
    build(built, "--no-html", "--weirdness", "d6")
    assert len(rolls) == 2
    assert read_lock(built).options["weirdness"] == "d6"


def test_a_version_change_rolls_again(built, rolls, monkeypatch):
    monkeypatch.setattr(campaign, "__version__", "99.0.0")
    build(built, "--no-html")
    assert len(rolls) == 2


@pytest.mark.parametrize("spoil", ["cache", "record", "lock", "page", "pending"])
def test_anything_out_of_step_rolls_again(built, rolls, spoil):
    if spoil == "cache":
        shutil.rmtree(built / ".daytrip-cache")
    elif spoil == "record":
        (built / ".daytrip-cache" / reuse.RECORD).write_text("{not json", "utf-8")
    elif spoil == "lock":  # a lock edited by hand (or by another tool) is not the one recorded
        lock = built / "daytrip.lock"
        lock.write_text(lock.read_text("utf-8").replace('"files"', '"files" ', 1), "utf-8")
    elif spoil == "page":
        (built / "docs/trips/trip-001.md").unlink()
    elif spoil == "pending":
        lock = read_lock(built)
        lock.pending = {"docs/index.md": ["0" * 64]}
        from generators.site.lock import write_lock

        write_lock(built, lock)
        reuse.remember(built)
    build(built, "--no-html")
    assert len(rolls) == 2
    assert (built / "docs/trips/trip-001.md").is_file()


def test_force_rolls_again_and_saves_the_edit(built, rolls):
    edit(built, "docs/trips/trip-001.md")
    build(built, "--no-html", "--force")
    assert len(rolls) == 2
    assert "GM note" in (built / "docs/trips/trip-001.md.bak").read_text("utf-8")
    assert "GM note" not in (built / "docs/trips/trip-001.md").read_text("utf-8")


def test_a_kept_edit_that_is_undone_mid_build_needs_the_render(built):
    """The plan re-checks each edited page: one that is the tool's own again (its text is
    then needed) makes build_campaign ask for a render."""
    old = read_lock(built)
    got = reuse.pages_on_disk(built, old, campaign.new_lock(old.seed, old.options, old))
    assert got is not None and got[1] == {}
    docs, _ = got
    text = docs.pop("trips/trip-001.md")
    rel = "docs/trips/trip-001.md"
    with pytest.raises(reuse.NeedsRender):  # the page on disk is the tool's, not an edit
        campaign.plan(built, campaign.campaign_files(docs), old, False, {rel: "f" * 64})
    # the GM's edit is kept, by hash only
    (built / rel).write_text(text + "\nmine\n", "utf-8")
    p = campaign.plan(built, campaign.campaign_files(docs), old, False, {rel: old.files[rel]})
    assert [k for k, _ in p.kept] == [rel] and p.hashes[rel] == old.files[rel]


def test_the_players_site_and_packs_are_never_read_back(tmp_path, rolls):
    out = tmp_path / "p"
    build(out, "--seed", "reuse", "--missions", "2", "--no-html", "--players")
    build(out, "--no-html")
    assert len(rolls) == 1  # the players' site is rolled from its lock like any other
    old = read_lock(out)
    assert reuse.pages_on_disk(out, old, campaign.new_lock(old.seed, old.options, old),
                               packs=("some-pack",)) is None
