"""Issue 9: a shared campaign folder is data, never instructions; no GM work lost; no
tracebacks. Each test reproduces one finding of the probe (a forged lock, a lock's options,
`--out` edge cases, a double --force, an edit during a build, GM symlinks and empty folders
in site/, bad seeds, OS errors on --out) and pins what happens now.

Builds use the stand-in renderer (site_stub) so that only the campaign code is tested."""

from __future__ import annotations

import json
import os
import shutil
import sys
import types
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import REPO, run_cli
from site_stub import render_stub

from generators.errors import BadInput
from generators.site import campaign as campaign_mod
from generators.site.campaign import build_campaign
from generators.site.lock import LOCK_NAME, file_sha256

SEED = "slip-n-slide"
OPTS = {"missions": 2, "weirdness": "typical", "aspects": False, "crew": 2, "packs": []}


def build(out: Path, missions: int = 2, **kw):
    return build_campaign(out, render_stub(SEED, missions=missions), seed=SEED,
                          options={**OPTS, "missions": missions}, **kw)


def everything(root: Path) -> dict[str, object]:
    """Every entry under root (files by bytes, links by target, folders), to see what changed."""
    out: dict[str, object] = {}
    for folder, dirs, names in os.walk(root):
        for name in dirs + names:
            p = Path(folder) / name
            rel = p.relative_to(root).as_posix()
            out[rel] = ("link", os.readlink(p)) if p.is_symlink() else (
                p.read_bytes() if p.is_file() else "dir")
    return out


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("hard") / "campaign"
    build(out)
    return out


@pytest.fixture
def world(built, tmp_path) -> tuple[Path, Path]:
    """(campaign folder, a folder beside it holding a file the forged lock aims at)."""
    out = tmp_path / "world" / "campaign"
    shutil.copytree(built, out, symlinks=True)
    victim = tmp_path / "world" / "v"
    victim.mkdir()
    (victim / "user.txt").write_text("the user's own file\n")
    return out, victim


@pytest.fixture
def stub(monkeypatch):
    monkeypatch.setitem(sys.modules, "generators.site.pages",
                        types.SimpleNamespace(render_campaign=lambda seed, **kw: render_stub(seed, **kw)))


def edit_lock(out: Path, change) -> None:
    data = json.loads((out / LOCK_NAME).read_text())
    change(data)
    (out / LOCK_NAME).write_text(json.dumps(data))


def one_line(r, code: int = 2) -> str:
    assert r.code == code, (r.code, r.out, r.err)
    assert "Traceback" not in r.out + r.err
    assert len(r.err_lines) == 1 and r.err_lines[0].startswith("Error: "), r.err
    return r.err_lines[0]


# --- 1. a forged lock never reaches outside the folder --------------------------------------


@pytest.mark.parametrize("how", ["dotdot", "absolute", "symlink", "pending"])
def test_a_forged_lock_cannot_delete_outside_the_folder(world, how):
    out, victim = world
    target = victim / "user.txt"
    digest = file_sha256(target)
    if how == "symlink":  # docs/evil -> the outside folder: lexically inside, really outside
        os.symlink(victim, out / "docs" / "evil")
        rel = "docs/evil/user.txt"
    else:
        rel = {"dotdot": "docs/../../v/user.txt", "absolute": str(target),
               "pending": "docs/../../v/user.txt"}[how]
    key = "pending" if how == "pending" else "files"
    edit_lock(out, lambda d: d.setdefault(key, {}).__setitem__(rel, [digest] if key == "pending" else digest))
    before = everything(out.parent)
    with pytest.raises(BadInput) as e:
        build(out, missions=1)  # 1 mission: trip-002 would be removed, so removal code runs
    assert "\n" not in str(e.value)
    assert target.read_text() == "the user's own file\n"
    assert everything(out.parent) == before  # nothing written, nothing deleted, lock included


def test_a_forged_lock_is_one_line_and_exit_2_at_the_command_line(world, stub):
    out, victim = world
    edit_lock(out, lambda d: d["files"].__setitem__("docs/../../v/user.txt", file_sha256(victim / "user.txt")))
    before = everything(out.parent)
    line = one_line(run_cli(["build", "--out", str(out)]))
    assert "is not a valid daytrip lock" in line and "docs/../../v/user.txt" in line
    assert everything(out.parent) == before


# --- 2. options from a lock are checked like the command line's --------------------------


@pytest.mark.parametrize("field, value, says", [
    ("missions", 1_000_000_000, "expected a whole number from 1 to 10000, got 1000000000"),
    ("missions", 10001, "got 10001"),
    ("missions", "abc", "got 'abc'"),
    ("missions", True, "got True"),
    ("crew", 10**9, "from 1 to 99"),
    ("systems", None, "expected a list"),
    ("systems", ["gurps"], "unknown system 'gurps'"),
    ("packs", "x", "expected a list"),
    ("packs", ["/nonexistent-pack"], "'/nonexistent-pack' does not exist"),
    ("weirdness", "d7", "expected typical, d6 or d8"),
    ("aspects", "yes", "expected true or false"),
])
def test_lock_options_are_validated_like_the_command_line(world, stub, field, value, says):
    out, _ = world
    edit_lock(out, lambda d: d["options"].__setitem__(field, value))
    before = everything(out)
    line = one_line(run_cli(["build", "--out", str(out)]))
    assert f"daytrip.lock: option '{field}' is not valid" in line and says in line, line
    assert everything(out) == before


@pytest.mark.parametrize("field, value", [
    ("source_date_epoch", 1e20), ("source_date_epoch", 10**20), ("source_date_epoch", "1"),
    ("algorithm", "abc"), ("seed", "\udcff"), ("seed", "\u200b"), ("options", []),
    ("files", {"docs/x.md": "not a digest"}), ("files", {"../x": "0" * 64}),
])
def test_lock_fields_are_validated(world, stub, field, value):
    out, _ = world
    edit_lock(out, lambda d: d.__setitem__(field, value))
    before = everything(out)
    one_line(run_cli(["build", "--out", str(out)]))
    assert everything(out) == before


# --- 4. what --out may be -----------------------------------------------------------------


@pytest.mark.parametrize("where", ["/", "", "corpora", "templates", "generators", "corpora/lists"])
def test_out_refuses_the_root_empty_and_the_projects_own_folders(stub, where):
    path = where if where in ("/", "") else str(REPO / where)
    before = everything(REPO / "corpora")
    line = one_line(run_cli(["build", "--seed", "x", "--check", "--out", path]))
    assert ("filesystem root" in line) or ("must not be empty" in line) or ("project's own" in line), line
    assert everything(REPO / "corpora") == before


def test_a_site_symlink_is_refused_and_kept(world, tmp_path):
    out, _ = world
    webroot = tmp_path / "www"
    webroot.mkdir()
    (webroot / "index.html").write_text("the web root")
    shutil.rmtree(out / "site")
    os.symlink(webroot, out / "site")
    with pytest.raises(BadInput, match="is a symlink to .*keeps it"):
        build(out)
    assert os.readlink(out / "site") == str(webroot)
    assert everything(webroot) == {"index.html": b"the web root"}


def test_a_site_that_is_a_file_is_refused_not_moved_aside(world):
    out, _ = world
    shutil.rmtree(out / "site")
    (out / "site").write_text("mine")
    before = everything(out)
    with pytest.raises(BadInput, match="is a file, not a folder"):
        build(out)
    assert everything(out) == before


# --- 5. no GM work lost ---------------------------------------------------------------------


@pytest.mark.parametrize("rel, listed", [("site/about.html", "site_backups"), ("docs/about.md", "backups")])
def test_a_second_force_never_overwrites_the_first_backup(world, rel, listed):
    """The probe: the second --force copied the old .bak over the newer edit's backup."""
    out, _ = world
    (out / rel).write_text("first edit\n")
    build(out, force=True)
    (out / rel).write_text("second edit\n")
    report = build(out, force=True)
    assert (out / f"{rel}.bak").read_text() == "first edit\n"
    assert (out / f"{rel}.1.bak").read_text() == "second edit\n"
    assert getattr(report, listed) == [(rel, f"{rel}.1.bak")]


def test_an_edit_saved_while_the_build_writes_is_kept(world, monkeypatch):
    out, _ = world
    real = campaign_mod.write_lock
    calls = []

    def gm_saves_midway(folder, lock, staging=None):  # right after planning, before writing
        real(folder, lock, staging)
        if not calls:
            (out / "docs" / "index.md").write_text("# the GM's words, saved just now\n")
        calls.append(1)

    monkeypatch.setattr(campaign_mod, "write_lock", gm_saves_midway)
    report = build(out, missions=3)  # 3 missions: index.md changes, so it would be rewritten
    assert (out / "docs" / "index.md").read_text() == "# the GM's words, saved just now\n"
    assert report.changed == ["docs/index.md"]
    monkeypatch.setattr(campaign_mod, "write_lock", real)
    again = build(out, missions=3)  # and the next build sees it as the GM's edit
    assert ("docs/index.md", "edited since the last build (--force saves it as .bak, then "
            "overwrites it)") in again.plan.kept


def test_gm_symlinks_and_empty_folders_in_site_survive_and_are_reported(world):
    out, _ = world
    os.symlink("index.html", out / "site" / "start.html")
    os.symlink("/nonexistent/elsewhere", out / "site" / "dangling")
    (out / "site" / "uploads" / "empty").mkdir(parents=True)
    report = build(out, force=True)  # force: MkDocs runs and site/ is swapped
    assert os.readlink(out / "site" / "start.html") == "index.html"
    assert os.readlink(out / "site" / "dangling") == "/nonexistent/elsewhere"
    assert (out / "site" / "uploads" / "empty").is_dir()
    kept = dict(report.site_kept)
    assert "symlink to index.html" in kept["site/start.html"]
    assert "empty folder" in kept["site/uploads/empty"]


# --- 7. one line, exit 2: seeds and --out ---------------------------------------------------


def _seeded_commands():
    from generators.cli import cli

    found = []

    def walk(cmd, path):
        if hasattr(cmd, "commands"):
            for name, sub in sorted(cmd.commands.items()):
                walk(sub, path + [name])
        elif any(p.name == "seed" for p in cmd.params):
            found.append(path)

    walk(cli, [])
    return found


@pytest.mark.parametrize("seed, says", [
    ("\udcff", "not valid UTF-8"), ("\u200b\u200d\ufeff", "no visible character"),
    ("\u3000", "must not be empty"), ("\u0301", "no visible character"),
])
def test_undecodable_or_invisible_seeds_are_one_line_on_every_command(seed, says, stub, tmp_path):
    for command in _seeded_commands():
        extra = ["--out", str(tmp_path / "c"), "--check"] if command == ["build"] else []
        line = one_line(run_cli([*command, "--seed", seed, *extra]))
        assert line.startswith("Error: Invalid value for '--seed'") and says in line, (command, line)


def test_a_seed_of_raw_bytes_is_one_line_as_a_real_process():
    import subprocess

    from conftest import daytrip_command

    p = subprocess.run([*daytrip_command(), "roll", "board", "--seed", os.fsdecode(b"\xff")],
                       capture_output=True, cwd=REPO, timeout=60)
    assert p.returncode == 2 and p.stdout == b""
    assert p.stderr.decode().splitlines() == [
        "Error: Invalid value for '--seed' / '-s': seed is not valid UTF-8 text "
        "(any text of 1-200 characters is accepted)"]


def _bad_outs(tmp: Path) -> dict[str, str]:
    (tmp / "file").write_text("x")
    os.symlink(tmp / "loop-b", tmp / "loop-a")
    os.symlink(tmp / "loop-a", tmp / "loop-b")
    os.symlink(tmp / "nowhere", tmp / "dangling")
    return {"not a directory": str(tmp / "file" / "c"), "name too long": str(tmp / ("x" * 300)),
            "symlink loop": str(tmp / "loop-a"), "dangling link": str(tmp / "dangling"),
            "/proc/self": "/proc/self", "inside a file": str(tmp / "file" / "a" / "b")}


@pytest.mark.parametrize("case", ["not a directory", "name too long", "symlink loop",
                                  "dangling link", "/proc/self", "inside a file"])
def test_os_errors_on_out_are_one_line(stub, tmp_path, case):
    path = _bad_outs(tmp_path)[case]
    one_line(run_cli(["build", "--seed", "x", "--missions", "1", "--no-html", "--out", path]))


def test_docs_replaced_by_a_file_fails_before_the_lock_is_rewritten(world, stub):
    out, _ = world
    shutil.rmtree(out / "docs")
    (out / "docs").write_text("not a folder")
    before = everything(out)
    line = one_line(run_cli(["build", "--out", str(out), "--missions", "3"]))
    assert "is a file where daytrip needs a folder" in line
    assert everything(out) == before  # the lock included


# --- the lock as hostile data: any JSON, any paths, any options ---------------------------

JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=8)
PATHS = st.sampled_from(["docs/../../outside/keep.txt", "docs/../../outside", "/", "..", "docs/..",
                         "docs", "site", "site/../..", "docs/./x.md", "docs//x.md", "mkdocs.yml",
                         "docs/trips/trip-002.md", "site/index.html", "daytrip.lock", "docs/a\\..\\..\\x",
                         "OUTSIDE", "docs/\x00x"]) | st.text(max_size=12)
OPTION = st.sampled_from([None, 0, 1, 2, 3, -1, 10001, 10**12, 1e20, "abc", "", True, [], {}, ["all"],
                          ["fudge"], ["bogus"], "typical", "d6"]) | JSON


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(files=st.dictionaries(PATHS, st.sampled_from(["DIGEST", "0" * 64]) | JSON, max_size=4),
       options=st.dictionaries(st.sampled_from(["missions", "weirdness", "aspects", "crew", "packs",
                                                "systems", "crew_sheets", "other"]), OPTION, max_size=5),
       top=st.dictionaries(st.sampled_from(["seed", "source_date_epoch", "algorithm", "version",
                                            "pending", "engines", "daytrip_lock", "site_inputs"]),
                           JSON, max_size=3),
       html=st.booleans())
def test_any_lock_never_touches_outside_and_never_tracebacks(built, tmp_path_factory, stub, files,
                                                              options, top, html):
    world = tmp_path_factory.mktemp("any")
    out = world / "campaign"
    shutil.copytree(built, out, symlinks=True)
    (world / "outside").mkdir()
    keep = world / "outside" / "keep.txt"
    keep.write_text("keep me\n")
    digest = file_sha256(keep)

    def forge(d):
        for rel, value in files.items():
            rel = str(keep) if rel == "OUTSIDE" else rel
            d["files"][rel] = digest if value == "DIGEST" else value
        for k, v in options.items():
            d["options"][k] = 2 if (k == "missions" and isinstance(v, int) and not isinstance(v, bool)
                                    and 1 <= v <= 10000) else v  # valid counts: keep the test quick
        d.update(top)

    edit_lock(out, forge)
    outside = everything(world / "outside")
    r = run_cli(["build", "--out", str(out), *([] if html else ["--no-html"])])
    assert "Traceback" not in r.out + r.err
    assert r.code in (0, 1, 2), (r.code, r.err)
    if r.code == 2:
        one_line(r)
    assert everything(world / "outside") == outside
    assert sorted(p.name for p in world.iterdir()) == ["campaign", "outside"]
    shutil.rmtree(world)
