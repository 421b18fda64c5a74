"""`daytrip build` at the command line: exact error text and exit codes, --check exit
codes, the summary line, options remembered by the lock, help with an Example.

Most tests swap in the small stand-in renderer (site_stub.render_stub) for
generators.site.pages so they test the command alone; one test runs the real pipeline."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import pytest

from conftest import has_module, run_cli
from site_stub import render_stub

from generators.cli.helpdoc import help_commands


@pytest.fixture
def stub(monkeypatch):
    calls = []

    def render(seed, **kw):
        calls.append((seed, kw))
        return render_stub(seed, **kw)

    monkeypatch.setitem(sys.modules, "generators.site.pages", types.SimpleNamespace(render_campaign=render))
    return calls


@pytest.mark.parametrize("args, message", [
    (["--missions", "0"], "Error: Invalid value for '--missions' / '-m': expected a whole number from 1 to 10000, got 0"),
    (["--missions", "lots"], "Error: Invalid value for '--missions' / '-m': expected a whole number from 1 to 10000, got 'lots'"),
    (["--missions", "10001"], "Error: Invalid value for '--missions' / '-m': expected a whole number from 1 to 10000, got 10001"),
    (["--weirdness", "odd"], "Error: Invalid value for '--weirdness' / '-w': 'odd' is not one of 'typical', 'd6', 'd8'."),
    (["--crew", "0"], "Error: Invalid value for '--crew': expected a whole number from 1 to 99, got 0"),
    (["--seed", "  "], "Error: Invalid value for '--seed' / '-s': seed must not be empty (any text of 1-200 characters is accepted)"),
    (["--bogus"], "Error: No such option '--bogus'. (Did you mean one of: '--out', '--verbose'?)"),
    (["--system", "gurps"], "Error: Invalid value for '--system': 'gurps' is not one of 'all', "
                            "'daytrippers', 'pbta', 'd20', '1-20', '1-100', 'fudge', 'subnet-d6', "
                            "'yappy-d8'."),
])
def test_bad_options_are_one_line_and_exit_2(stub, tmp_path, args, message):
    r = run_cli(["build", "--out", str(tmp_path / "c"), *args])
    assert (r.code, r.err_lines, r.out) == (2, [message], "")
    assert not (tmp_path / "c").exists() and stub == []


def test_out_must_be_a_folder(stub, tmp_path):
    f = tmp_path / "file"
    f.write_text("x")
    r = run_cli(["build", "--out", str(f)])
    assert (r.code, r.err_lines) == (2, [f"Error: Invalid value for '--out' / '-o': Directory '{f}' is a file."])


def test_a_folder_it_did_not_make_is_refused(stub, tmp_path):
    (tmp_path / "site").mkdir()
    r = run_cli(["build", "--seed", "x", "--out", str(tmp_path)])
    assert (r.code, r.err_lines) == (2, [
        f"Error: {tmp_path} has site/ but no daytrip.lock, so daytrip did not make it; "
        "choose an empty or new folder with --out (nothing was written)"])
    assert sorted(p.name for p in tmp_path.iterdir()) == ["site"]


def test_build_then_check_then_edit(stub, tmp_path):
    out = tmp_path / "camp"
    r = run_cli(["build", "--seed", "slip-n-slide", "--missions", "2", "--out", str(out)])
    assert r.code == 0, r.err
    last = r.out.splitlines()[-1]
    assert last.startswith("Built 10 pages (2 DayTrips) in ") and last.endswith(f" s: open {out}/site/index.html")
    assert "reproduce: daytrip build --seed slip-n-slide --missions 2" in r.err

    r = run_cli(["build", "--out", str(out), "--check"])  # seed and options from the lock
    assert (r.code, r.out) == (0, f"{out} is up to date: nothing would change\n")
    assert stub[-1] == ("slip-n-slide", {"missions": 2, "weirdness": "typical", "aspects": False,
                                         "crew": 2, "packs": (), "systems": (),
                                         "crew_sheets": False, "progress": stub[-1][1]["progress"],
                                         "help_commands": help_commands(), "players": False,
                                         "rerolls": {}, "encoded": True})

    r = run_cli(["build", "--out", str(out), "--check", "--missions", "3"])
    assert r.code == 1
    assert "would write docs/trips/trip-003.md" in r.out.splitlines()
    assert "would rebuild site/" in r.out.splitlines()
    assert r.out.splitlines()[-1].endswith("would be made in " + str(out) + " (nothing was written)")
    assert not (out / "docs" / "trips" / "trip-003.md").exists()

    (out / "docs" / "about.md").write_text("# About our table\n")
    r = run_cli(["build", "--out", str(out)])
    assert r.code == 0
    assert ("kept docs/about.md: edited since the last build (--force saves it as .bak, then "
            "overwrites it)") in r.err_lines
    r = run_cli(["build", "--out", str(out), "--force", "--no-html"])
    assert r.code == 0 and "saved docs/about.md as docs/about.md.bak before overwriting it" in r.err_lines
    assert r.out.splitlines()[-1].startswith("Wrote 10 pages (2 DayTrips) to ")
    assert (out / "docs" / "about.md.bak").read_text() == "# About our table\n"


def test_options_left_out_come_from_the_lock(stub, tmp_path):
    out = tmp_path / "c"
    assert run_cli(["build", "-s", "abc", "-m", "1", "-w", "d8", "--aspects", "--crew", "4",
                    "--out", str(out), "--no-html"]).code == 0
    assert run_cli(["build", "--out", str(out), "--no-html", "--crew", "3"]).code == 0
    seed, kw = stub[-1]
    assert (seed, kw["missions"], kw["weirdness"], kw["aspects"], kw["crew"]) == ("abc", 1, "d8", True, 3)
    lock = json.loads((out / "daytrip.lock").read_text())
    assert lock["options"] == {"missions": 1, "weirdness": "d8", "aspects": True, "crew": 3, "packs": [],
                               "systems": [], "crew_sheets": False}


def test_a_made_seed_is_printed(stub, tmp_path):
    r = run_cli(["build", "--out", str(tmp_path / "c"), "--no-html"])
    assert r.code == 0
    assert r.err_lines[0].startswith("seed: ") and "(made for you; pass --seed to choose one)" in r.err_lines[0]


def test_a_failed_site_build_exits_1_with_one_line(stub, tmp_path, monkeypatch):
    out = tmp_path / "c"
    assert run_cli(["build", "-s", "x", "-m", "1", "--out", str(out)]).code == 0

    def broken(seed, **kw):  # a page the tool writes links nowhere (a GM's kept page only warns)
        return {**render_stub(seed, **kw), "help.md": "# Help\n\n[gone](../nowhere.md)\n"}

    monkeypatch.setattr(sys.modules["generators.site.pages"], "render_campaign", broken)
    monkeypatch.setenv("DAYTRIP_CACHE", "0")  # the swapped renderer stands for a new tool
    r = run_cli(["build", "--out", str(out)])
    assert r.code == 1
    assert r.err_lines[-1] == ("Error: the site build failed: Doc file 'help.md' contains a link "
                               "'../nowhere.md', but the target is not found among documentation files.")
    assert "Traceback" not in r.err


def test_help_has_an_example(stub):
    r = run_cli(["build", "--help"])
    assert r.code == 0 and "Example:" in r.out and "daytrip build --seed slip-n-slide" in r.out
    for flag in ("--seed", "--missions", "--weirdness", "--aspects", "--crew", "--out", "--force",
                 "--check", "--no-html", "--pack", "--system"):
        assert flag in r.out


@pytest.mark.slow
@pytest.mark.skipif(not has_module("generators.site.pages"), reason="the pages part has not landed")
def test_the_real_pipeline_builds_and_rebuilds_identically(tmp_path):
    """The real generators.site.pages: default build, then a rebuild changes nothing."""
    out = tmp_path / "real"
    r = run_cli(["build", "--seed", "slip-n-slide", "--out", str(out)])
    assert r.code == 0, r.err
    assert (out / "site" / "index.html").is_file() and (out / "site" / "trips").is_dir()
    before = {p: p.read_bytes() for p in sorted((out / "site").rglob("*")) if p.is_file()}
    r = run_cli(["build", "--out", str(out), "--check"])
    assert r.code == 0, r.out
    assert run_cli(["build", "--out", str(out)]).code == 0
    after = {p: p.read_bytes() for p in sorted((out / "site").rglob("*")) if p.is_file()}
    assert before == after


@pytest.mark.slow
@pytest.mark.skipif(not has_module("generators.site.pages"), reason="the pages part has not landed")
def test_two_machines_same_seed_same_bytes(tmp_path):
    """Two real `daytrip build` processes with different hash seeds, time zones and
    locales, in different folders: docs/ and site/ are byte-identical."""
    from conftest import run_cli_subprocess

    trees = []
    for i, env in enumerate([{"PYTHONHASHSEED": "1", "TZ": "UTC", "LC_ALL": "C"},
                             {"PYTHONHASHSEED": "4242", "TZ": "Asia/Kathmandu", "LC_ALL": "C.UTF-8"}]):
        out = tmp_path / f"machine-{i}" / "campaign"
        r = run_cli_subprocess(["build", "--seed", "slip-n-slide", "--missions", "3", "--aspects",
                                "--out", str(out)], env=env, timeout=300)
        assert r.code == 0, r.err
        trees.append({p.relative_to(out).as_posix(): p.read_bytes()
                      for p in sorted(out.rglob("*")) if p.is_file() and p.name != "daytrip.lock"
                      and ".daytrip-cache" not in p.relative_to(out).parts})  # a cache, not output
    assert sorted(trees[0]) == sorted(trees[1])
    assert [n for n in trees[0] if trees[0][n] != trees[1][n]] == []


def test_a_relative_out_folder(stub, tmp_path, monkeypatch):
    """--out relative to the working directory (MkDocs resolves paths against mkdocs.yml's
    folder, so everything must be absolute before it is called)."""
    monkeypatch.chdir(tmp_path)
    r = run_cli(["build", "--seed", "rel", "--missions", "1", "--out", "camp/one"])
    assert r.code == 0, r.err
    assert r.out.splitlines()[-1].endswith(": open camp/one/site/index.html")
    assert (tmp_path / "camp" / "one" / "site" / "trips" / "trip-001.html").is_file()
    assert sorted(p.name for p in (tmp_path / "camp" / "one").iterdir()) == [
        ".daytrip-cache", "daytrip.lock", "docs", "hooks", "mkdocs.yml", "site"]
    r = run_cli(["build", "--out", "camp/one", "--check"])
    assert r.code == 0, r.out
