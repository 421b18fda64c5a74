"""The campaign folder (generators.site.campaign): reproducible site/, the lock, GM edits kept,
--force and .bak, --check, crash safety, refusing folders we did not make, strict link
checking and the escape check on the built HTML.

Most tests use the small stand-in renderer in site_stub.py (same shape and page set as
generators.site.pages.render_campaign) so they test this module alone and quickly; the
injection test uses the project's real escaper (generators.text.mdescape) when present."""

from __future__ import annotations

import gzip
import html.parser
import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generators import ALGORITHM, __version__
from generators.errors import BadInput
from generators.site.lock import DEFAULT_EPOCH, LOCK_NAME, file_sha256, read_lock
from generators.site.campaign import TMP_PREFIX, BuildFailed, build_campaign

from site_stub import escape as stub_escape
from site_stub import render_stub

SEED = "slip-n-slide"
OPTS = {"missions": 3, "weirdness": "typical", "aspects": False, "crew": 2, "packs": []}


def build(out: Path, missions: int = 3, seed: str = SEED, **kw):
    pages = render_stub(seed, missions=missions)
    return build_campaign(out, pages, seed=seed, options={**OPTS, "missions": missions}, **kw)


def tree(root: Path) -> dict[str, bytes]:
    """Every file under root: {posix path: bytes}, less the build's page cache: it is safe to
    delete and not part of what a campaign reproduces (the Jinja bytecode it keeps is
    marshal output, whose bytes may differ between runs of the same Python)."""
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*"))
            if p.is_file() and not p.relative_to(root).as_posix().startswith(".daytrip-cache/")}


def snapshot(root: Path) -> dict[str, tuple[bytes, int]]:
    return {p.relative_to(root).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(root.rglob("*")) if p.is_file()}


def temps(root: Path) -> list[str]:
    return sorted(p.name for p in root.glob(TMP_PREFIX + "*"))


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """One built campaign (3 missions); tests copy it rather than rebuild it."""
    out = tmp_path_factory.mktemp("built") / "campaign"
    build(out)
    return out


@pytest.fixture
def campaign(built, tmp_path) -> Path:
    out = tmp_path / "campaign"
    shutil.copytree(built, out)
    return out


# --- reproducible ---------------------------------------------------------------------


def test_rebuilds_are_byte_identical_everywhere(built, tmp_path):
    first = tree(built)
    again = tmp_path / "again"
    shutil.copytree(built, again)
    report = build(again)  # nothing changed: MkDocs is not even run
    assert report.site_current and not report.site_changes and not report.plan.changes
    assert tree(again) == first
    report = build(again, force=True)  # --force always rebuilds site/
    assert report.site_changes and not report.site_current and not report.plan.changes
    other = tmp_path / "elsewhere" / "x"  # a fresh build in another folder
    build(other)
    for copy in (again, other):
        got = tree(copy)
        assert sorted(got) == sorted(first)
        diff = [name for name in first if got[name] != first[name]]
        assert diff == []
    assert any(name.startswith("site/trips/trip-") for name in first)


def test_sitemap_date_and_gzip_header_come_from_the_lock(built):
    gz = (built / "site" / "sitemap.xml.gz").read_bytes()
    assert int.from_bytes(gz[4:8], "little") == DEFAULT_EPOCH  # gzip MTIME field
    assert gzip.decompress(gz) == (built / "site" / "sitemap.xml").read_bytes()
    assert "SOURCE_DATE_EPOCH" not in os.environ or os.environ["SOURCE_DATE_EPOCH"] != str(DEFAULT_EPOCH)


def test_the_lock_records_every_file_the_tool_wrote(built):
    lock = read_lock(built)
    assert (lock.seed, lock.version, lock.algorithm) == (SEED, __version__, ALGORITHM)
    assert lock.options == OPTS and lock.pending == {}
    on_disk = {name for name in tree(built)  # the page cache is not part of the campaign
               if name != LOCK_NAME and not name.startswith(".daytrip-cache/")}
    assert set(lock.files) == on_disk
    for name, digest in lock.files.items():
        assert file_sha256(built / name) == digest, name
    assert (built / "mkdocs.yml").read_bytes() == (Path(__file__).parent.parent / "mkdocs.yml").read_bytes()
    data = json.loads((built / LOCK_NAME).read_text("utf-8"))
    assert data["source_date_epoch"] == DEFAULT_EPOCH and data["daytrip_lock"] == 1


@pytest.mark.slow
def test_zipped_and_moved_it_rebuilds_with_plain_mkdocs(built, tmp_path):
    moved = tmp_path / "moved"
    shutil.make_archive(str(tmp_path / "c"), "zip", built)
    shutil.unpack_archive(str(tmp_path / "c.zip"), moved)
    shutil.rmtree(moved / "site")
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(DEFAULT_EPOCH), "NO_MKDOCS_2_WARNING": "1"}
    p = subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q"], cwd=moved, env=env,
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    a, b = tree(built / "site"), tree(moved / "site")
    assert sorted(a) == sorted(b)
    assert [n for n in a if a[n] != b[n]] == []


# --- --check -------------------------------------------------------------------------------


def test_check_writes_nothing_and_reports_changes(tmp_path, built, campaign):
    fresh = tmp_path / "fresh"
    r = build(fresh, check=True)
    assert r.changes and not fresh.exists()

    before = snapshot(campaign)
    r = build(campaign, check=True)
    assert not r.changes  # built with the same seed and options: nothing would change
    r = build(campaign, missions=4, check=True)
    assert r.changes and "docs/trips/trip-004.md" in r.plan.write
    (campaign / "site" / "about.html").unlink()
    del before["site/about.html"]
    r = build(campaign, check=True)
    assert r.site_changes and not r.plan.changes
    (campaign / "docs" / "about.md").write_text("# Mine\n")
    r = build(campaign, check=True, html=False)
    assert not r.changes and [p for p, _ in r.plan.kept] == ["docs/about.md"]
    r = build(campaign, check=True)  # the GM's edit is not in site/ yet: it would be rebuilt
    assert r.changes and r.site_changes and not r.plan.changes
    before["docs/about.md"] = (b"# Mine\n", (campaign / "docs" / "about.md").stat().st_mtime_ns)
    assert snapshot(campaign) == before
    assert temps(campaign) == []


# --- GM edits, --force and .bak -------------------------------------------------------------


def test_edited_pages_are_kept_and_the_rest_regenerated(campaign):
    page = campaign / "docs" / "trips" / "trip-002.md"
    page.write_text("# My own trip\n\nThe GM rewrote this.\n")
    (campaign / "docs" / "trips" / "trip-001.md").unlink()  # deleted: simply regenerated
    foreign = campaign / "docs" / "notes.md"
    foreign.write_text("# Notes\n")
    r = build(campaign, missions=3)
    assert [p for p, _ in r.plan.kept] == ["docs/trips/trip-002.md"]
    assert "edited since the last build" in r.plan.kept[0][1]
    assert page.read_text() == "# My own trip\n\nThe GM rewrote this.\n"
    assert r.site_changes  # the GM's edits are built into the site
    assert (campaign / "docs" / "trips" / "trip-001.md").read_text() == render_stub(SEED, missions=3)["trips/trip-001.md"]
    assert foreign.read_text() == "# Notes\n"
    assert (campaign / "site" / "notes.html").is_file()  # the GM's page is built into the site
    assert "The GM rewrote this." in (campaign / "site" / "trips" / "trip-002.html").read_text()
    assert read_lock(campaign).files["docs/trips/trip-002.md"] != file_sha256(page)  # still "edited"
    r = build(campaign, missions=3)
    assert [p for p, _ in r.plan.kept] == ["docs/trips/trip-002.md"]


def test_force_saves_a_bak_and_overwrites(campaign):
    page = campaign / "docs" / "index.md"
    ours = page.read_bytes()
    page.write_bytes(b"edited once\n")
    r = build(campaign, force=True, html=False)
    assert r.backups == [("docs/index.md", "docs/index.md.bak")]
    assert page.read_bytes() == ours
    assert (campaign / "docs" / "index.md.bak").read_bytes() == b"edited once\n"
    page.write_bytes(b"edited twice\n")
    build(campaign, force=True, html=False)
    assert (campaign / "docs" / "index.md.bak").read_bytes() == b"edited once\n"
    assert (campaign / "docs" / "index.md.1.bak").read_bytes() == b"edited twice\n"
    assert page.read_bytes() == ours
    assert not build(campaign, check=True, html=False).changes


def test_pages_that_disappear_are_removed_only_if_unedited(campaign):
    (campaign / "docs" / "trips" / "trip-003.md").write_text("kept: the GM wrote here\n")
    r = build(campaign, missions=1)
    assert r.plan.remove == ["docs/trips/trip-002.md"]
    assert not (campaign / "docs" / "trips" / "trip-002.md").exists()
    assert (campaign / "docs" / "trips" / "trip-003.md").read_text() == "kept: the GM wrote here\n"
    assert not (campaign / "site" / "trips" / "trip-002.html").exists()
    assert "docs/trips/trip-003.md" not in read_lock(campaign).files  # no longer ours
    r = build(campaign, missions=1, force=True)  # --force never deletes it either
    assert (campaign / "docs" / "trips" / "trip-003.md").exists() and r.plan.remove == []


def test_files_in_site_that_we_did_not_write_survive_a_rebuild(campaign):
    (campaign / "site" / "CNAME").write_text("trips.example\n")
    edited = campaign / "site" / "help.html"
    edited.write_text("<p>mine</p>")
    r = build(campaign, missions=4)  # a change, so site/ is rebuilt
    assert r.site_changes
    assert (campaign / "site" / "CNAME").read_text() == "trips.example\n"
    assert edited.read_text() == "<p>mine</p>"
    assert sorted(p for p, _ in r.site_kept) == ["site/CNAME", "site/help.html"]
    build(campaign, force=True)
    assert (campaign / "site" / "help.html.bak").read_text() == "<p>mine</p>"
    assert "<html" in edited.read_text()
    assert (campaign / "site" / "CNAME").read_text() == "trips.example\n"


EDITS = st.lists(
    st.tuples(st.integers(0, 10_000), st.sampled_from(["append", "replace", "empty", "unicode"]),
              st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=40)),
    min_size=1, max_size=4)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edits=EDITS, missions=st.integers(1, 4))
def test_gm_edits_are_never_lost(tmp_path_factory, edits, missions):
    """Random edits to random generated files; regenerate (maybe with other options):
    every edited file keeps exactly the GM's bytes, every other file is regenerated."""
    out = tmp_path_factory.mktemp("edits") / "c"
    build(out, missions=2, html=False)
    names = sorted(read_lock(out).files)
    edited: dict[str, bytes] = {}
    for index, how, text in edits:
        name = names[index % len(names)]
        path = out / name
        old = path.read_bytes()
        new = {"append": old + text.encode(), "replace": text.encode() + b"!",
               "empty": b"", "unicode": ("\u00e9" + text).encode("utf-8")}[how]
        if new == old:
            continue
        path.write_bytes(new)
        edited[name] = new
    r = build(out, missions=missions, html=False)
    for name, data in edited.items():
        assert (out / name).read_bytes() == data, name
    expected = {k: v for k, v in tree(out).items()
                if k.startswith(("docs/", "hooks/")) or k == "mkdocs.yml"}
    from generators.site.campaign import campaign_files

    for name, data in campaign_files(render_stub(SEED, missions=missions)).items():
        if name not in edited:
            assert expected[name] == data, name
    assert sorted(p for p, _ in r.plan.kept) == sorted(edited)


# --- folders the tool did not make ----------------------------------------------------------


def test_refuses_a_folder_with_docs_but_no_lock(tmp_path):
    out = tmp_path / "blog"
    (out / "docs").mkdir(parents=True)
    (out / "docs" / "index.md").write_text("# My blog\n")
    with pytest.raises(BadInput) as e:
        build(out)
    assert str(e.value) == (f"{out} has docs/ but no daytrip.lock, so daytrip did not make it; "
                            "choose an empty or new folder with --out (nothing was written)")
    assert tree(out) == {"docs/index.md": b"# My blog\n"}
    with pytest.raises(BadInput):
        build(out, force=True)


def test_uses_a_folder_whose_other_files_it_never_touches(tmp_path):
    out = tmp_path / "repo"
    out.mkdir()
    (out / "README.md").write_text("mine\n")
    (out / ".git").mkdir()
    shutil.copy(Path(__file__).parent.parent / "mkdocs.yml", out / "mkdocs.yml")  # ours: adopted
    build(out, html=False)
    assert (out / "README.md").read_text() == "mine\n" and (out / ".git").is_dir()
    assert "README.md" not in read_lock(out).files


def test_a_corrupt_lock_is_a_clear_error(campaign):
    (campaign / LOCK_NAME).write_text("{not json")
    with pytest.raises(BadInput, match=r"daytrip.lock is not a valid daytrip lock \(invalid JSON at line 1\)"):
        build(campaign)


# --- atomic builds --------------------------------------------------------------------------


@pytest.mark.parametrize("error", [RuntimeError("disk on fire"), KeyboardInterrupt()])
def test_a_build_that_fails_midway_leaves_the_old_site(campaign, monkeypatch, error):
    import mkdocs.commands.build as mk

    before = tree(campaign / "site")
    lock_before = (campaign / LOCK_NAME).read_bytes()
    real = mk._build_page
    calls = []

    def flaky(page, config, *a, **k):
        calls.append(page.file.src_uri)
        if len(calls) == 3:
            raise error
        return real(page, config, *a, **k)

    monkeypatch.setattr(mk, "_build_page", flaky)
    expected = BuildFailed if isinstance(error, Exception) else KeyboardInterrupt
    with pytest.raises(expected) as e:
        build(campaign, missions=4)
    if expected is BuildFailed:
        assert str(e.value) == "the site build failed: RuntimeError: disk on fire"
    assert len(calls) == 3
    assert tree(campaign / "site") == before
    assert temps(campaign) == []
    # The new pages were written and the lock recognises them: the next build just works.
    monkeypatch.setattr(mk, "_build_page", real)
    r = build(campaign, missions=4)
    assert r.plan.kept == [] and (campaign / "site" / "trips" / "trip-004.html").is_file()
    assert (campaign / LOCK_NAME).read_bytes() != lock_before


KILLED_BUILD = textwrap.dedent("""
    import os, sys, time
    sys.path.insert(0, {tests!r})
    import mkdocs.commands.build as mk
    from site_stub import render_stub
    from generators.site.campaign import build_campaign
    real, n = mk._build_page, [0]
    def slow(*a, **k):
        n[0] += 1
        if n[0] == 3:
            print("midway", flush=True)
            time.sleep(60)
        return real(*a, **k)
    mk._build_page = slow
    build_campaign({out!r}, render_stub("other", missions=3), seed="other", options={{}})
""")


@pytest.mark.slow
def test_a_killed_build_leaves_the_old_site_and_the_next_build_cleans_up(campaign):
    before = tree(campaign / "site")
    code = KILLED_BUILD.format(tests=str(Path(__file__).parent), out=str(campaign))
    p = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    try:
        assert p.stdout.readline().strip() == "midway"
        assert len(temps(campaign)) == 2  # the HTML build folder and the staging folder
    finally:
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=30)
    assert tree(campaign / "site") == before
    r = build(campaign, seed="other")
    assert sorted(r.stale) and temps(campaign) == []
    assert r.plan.kept == []  # every docs file the killed build wrote is known to the lock
    assert tree(campaign / "site") != before


# --- strict MkDocs --------------------------------------------------------------------------


def test_a_broken_link_in_our_own_page_fails_the_build_with_one_clear_line(campaign):
    before = tree(campaign / "site")
    pages = render_stub(SEED, missions=3)
    pages["help.md"] = "# Help\n\nSee [nowhere](nowhere.md).\n"
    with pytest.raises(BuildFailed) as e:
        build_campaign(campaign, pages, seed=SEED, options=OPTS)
    msg = str(e.value)
    assert "\n" not in msg
    assert msg == ("the site build failed: Doc file 'help.md' contains a link 'nowhere.md', "
                   "but the target is not found among documentation files.")
    assert tree(campaign / "site") == before and temps(campaign) == []


def test_a_kept_page_linking_to_a_page_no_longer_made_is_reported_not_fatal(campaign):
    """Issue 9 item 6: the GM kept (edited) a page that links to trip 3; a rebuild with 2
    missions no longer makes trip 3. The build goes through and says which kept page
    links where (the CLI turns it into what to do)."""
    (campaign / "docs" / "help.md").write_text("# Help\n\nSee [the third](trips/trip-003.md).\n")
    report = build(campaign, missions=2)
    assert not (campaign / "docs" / "trips" / "trip-003.md").exists()
    assert report.kept_links == ["Doc file 'help.md' contains a link 'trips/trip-003.md', but the "
                                 "target is not found among documentation files."]
    assert "trips/trip-003.md" in (campaign / "docs" / "help.md").read_text()
    assert "trip-003" in (campaign / "site" / "help.html").read_text()


# --- no injected markup survives into the HTML ------------------------------------------------


INJECTIONS = [
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    "[click](javascript:alert(1))",
    "{: onclick=\"alert(1)\" }",
    "<a href='javascript:alert(1)'>x</a> ![i](javascript:alert(2))",
    "`<svg onload=alert(1)>` **<iframe src=javascript:alert(3)>**",
]


class Markup(html.parser.HTMLParser):
    """Collects what would run: script/iframe/object elements, on* attributes and
    javascript: URLs, inside the page's content (<article>)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.bad: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag == "article":
            self.depth += 1
        if not self.depth:
            return
        if tag in ("script", "iframe", "object", "embed", "svg", "img"):
            self.bad.append(f"<{tag}>")
        for name, value in attrs:
            if name.startswith("on"):
                self.bad.append(f"{tag} {name}=")
            if name in ("href", "src", "action", "formaction") and value and \
                    value.strip().lower().startswith(("javascript:", "vbscript:", "data:")):
                self.bad.append(f"{tag} {name}={value}")

    def handle_endtag(self, tag):
        if tag == "article" and self.depth:
            self.depth -= 1

    def handle_data(self, data):
        if self.depth:
            self.text.append(data)


def _escaper():
    try:
        from generators.text.mdescape import escape
        return escape
    except ImportError:  # pragma: no cover - before the pages part lands
        return stub_escape


@pytest.mark.parametrize("payload", INJECTIONS)
def test_injected_text_never_becomes_markup(tmp_path, monkeypatch, payload):
    import site_stub

    monkeypatch.setattr(site_stub, "escape", _escaper())
    out = tmp_path / "c"
    pages = render_stub(SEED, missions=1, inject=payload)
    build_campaign(out, pages, seed=SEED, options={})
    for page in ("index.html", "trips/trip-001.html", "npcs/index.html"):
        doc = Markup()
        doc.feed((out / "site" / page).read_text("utf-8"))
        assert doc.bad == [], (page, doc.bad)
        visible = " ".join("".join(doc.text).split())
        assert " ".join(payload.split()) in visible, page  # shown as text, not dropped


def test_a_second_build_in_the_same_folder_waits_its_turn(campaign):
    import fcntl

    from generators.site.campaign import Busy

    fd = os.open(campaign, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # as a running build holds it
        with pytest.raises(Busy, match="another daytrip build is writing"):
            build(campaign, missions=4)
        assert not (campaign / "docs" / "trips" / "trip-004.md").exists()
    finally:
        os.close(fd)
    assert build(campaign, missions=4).plan.write


def test_stale_temporary_folders_are_removed_but_nothing_else(campaign):
    (campaign / f"{TMP_PREFIX}abc123" / "x").mkdir(parents=True)
    (campaign / ".daytrip-notes").mkdir()
    r = build(campaign, html=False)
    assert r.stale == [f"{TMP_PREFIX}abc123"] and temps(campaign) == []
    assert (campaign / ".daytrip-notes").is_dir()
