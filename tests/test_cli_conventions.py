"""click conventions: DAYTRIP_* environment defaults for every option, -q/-v on build,
--system a choice list on build as on roll npc (so completion offers the names), shell
completion and DAYTRIP_WORKERS documented."""

from __future__ import annotations

import os
import subprocess
import sys

import click
from conftest import REPO

from generators.cli import cli


def _daytrip(*args: str, env: dict | None = None, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from generators.cli import main; main()", *args],
                          capture_output=True, text=True, env={**os.environ, **(env or {})}, **kw)


def _commands(group=cli, path=()):
    for name, cmd in sorted(group.commands.items()):
        if isinstance(cmd, click.Group):
            yield from _commands(cmd, (*path, name))
        else:
            yield (*path, name), cmd


def test_every_option_has_a_daytrip_environment_variable_named_after_it():
    seen = set()
    for path, cmd in _commands():
        for p in cmd.params:
            if not isinstance(p, click.Option) or p.is_eager:
                continue
            long = next(o for o in p.opts if o.startswith("--"))
            want = "_".join(["DAYTRIP", *path, long[2:]]).upper().replace("-", "_")
            assert p.envvar == want and f"[env var: {want}]" in p.help, (path, long, p.envvar)
            seen.add(want)
    assert {"DAYTRIP_BUILD_OUT", "DAYTRIP_BUILD_SYSTEM", "DAYTRIP_ROLL_NPC_SYSTEM",
            "DAYTRIP_ROLL_TRIP_FORMAT", "DAYTRIP_SERVE_PORT"} <= seen


def test_an_environment_default_acts_like_the_option_and_the_option_wins():
    by_option = _daytrip("roll", "board", "--seed", "env-seed", "--format", "json")
    by_env = _daytrip("roll", "board", env={"DAYTRIP_ROLL_BOARD_SEED": "env-seed",
                                            "DAYTRIP_ROLL_BOARD_FORMAT": "json"})
    assert by_env.returncode == 0 and by_env.stdout == by_option.stdout
    both = _daytrip("roll", "board", "--seed", "other", env={"DAYTRIP_ROLL_BOARD_SEED": "env-seed"})
    assert "seed: other" in both.stdout
    bad = _daytrip("roll", "board", env={"DAYTRIP_ROLL_BOARD_FORMAT": "yaml"})
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "yaml" in bad.stderr
    many = _daytrip("roll", "npc", "--seed", "s", "--format", "json",
                    env={"DAYTRIP_ROLL_NPC_SYSTEM": "fudge pbta"})
    assert many.returncode == 0 and '"fudge"' in many.stdout and '"pbta"' in many.stdout


def test_build_system_is_a_choice_list_like_roll_npc_and_completion_offers_it():
    def choices(*path):
        cmd = cli
        for part in path:
            cmd = cmd.commands[part]
        (opt,) = [p for p in cmd.params if "--system" in p.opts]
        assert isinstance(opt.type, click.Choice)
        return list(opt.type.choices)

    assert choices("build") == choices("roll", "npc") == choices("roll", "trip")
    r = _daytrip(env={"_DAYTRIP_COMPLETE": "bash_complete", "COMP_WORDS": "daytrip build --system ",
                      "COMP_CWORD": "3"})
    offered = [line.split(",", 1)[1] for line in r.stdout.splitlines()]
    assert offered == choices("build"), r.stdout
    bad = _daytrip("build", "--system", "gurps", "--out", "never-made", "--check")
    assert bad.returncode == 2 and "'gurps' is not one of" in bad.stderr


def test_build_quiet_prints_nothing_and_verbose_lists_every_file(tmp_path):
    out = tmp_path / "c"
    quiet = _daytrip("build", "-s", "q", "-m", "1", "--no-html", "-o", str(out), "-q")
    assert quiet.returncode == 0 and quiet.stdout == "" and quiet.stderr == ""
    (out / "docs" / "index.md").write_text("# Mine\n", "utf-8")
    loud = _daytrip("build", "-s", "q", "-m", "2", "--no-html", "-o", str(out), "-v")
    assert loud.returncode == 0
    assert "wrote docs/trips/trip-002.md" in loud.stderr and "kept docs/index.md" in loud.stderr
    both = _daytrip("build", "-q", "-v", "-o", str(out))
    assert both.returncode == 2 and "--quiet and --verbose" in both.stderr


def test_completion_and_environment_are_documented():
    readme = (REPO / "README.md").read_text("utf-8")
    top = _daytrip("--help").stdout
    for text in (readme, top):
        assert "_DAYTRIP_COMPLETE=bash_source daytrip" in text
        assert "DAYTRIP_WORKERS" in text and "DAYTRIP_BUILD_OUT" in text
