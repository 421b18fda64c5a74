"""The `daytrip` command line. Click lives here and only here (errors become one line
and exit code 2 at this edge). Commands import what they need lazily so that
`daytrip roll ...` never imports mkdocs or jinja2.

May import: everything below it (site, trip, content, render, systems, rules, text,
the top-level modules).
"""

from __future__ import annotations

import sys

import click

from .. import ALGORITHM, __version__
from ..errors import DataProblems, DaytripError

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}
# Every option's default can come from DAYTRIP_<COMMAND>_<OPTION> (click's auto_envvar_prefix):
# DAYTRIP_BUILD_OUT, DAYTRIP_ROLL_TRIP_SEED, DAYTRIP_SERVE_PORT...
ENV_PREFIX = "DAYTRIP"


class LazyGroup(click.Group):
    """A group whose commands in the other command modules (generators/cli/extra.py) are
    imported only when asked for: `daytrip roll board` imports none of them, `--help`, any
    other command and any look at ``.commands`` (the help page, tests) import them all."""

    @property
    def commands(self):
        if _started:
            _load_extras()
        return self._commands

    @commands.setter
    def commands(self, value):
        self._commands = value

    def get_command(self, ctx, cmd_name):
        found = self._commands.get(cmd_name)
        if found is None and _load_extras():
            found = self._commands.get(cmd_name)
        return found

    def list_commands(self, ctx):
        _load_extras()
        return super().list_commands(ctx)


_extras_loaded = False
_started = False  # set once this module's own commands are registered


def _load_extras() -> bool:
    """Import the other command modules once; True if this call imported them."""
    global _extras_loaded
    if _extras_loaded:
        return False
    _extras_loaded = True
    from . import extra  # noqa: F401

    _name_envvars(cli, ENV_PREFIX)  # the commands just added get their DAYTRIP_* names too
    return True


class OutputFailed(Exception):
    """Standard output could not be written (closed pipe, full disk). Deliberately not an
    OSError, so that click does not turn a closed pipe into exit code 1 on its own."""

    def __init__(self, error: OSError):
        super().__init__(error.strerror or str(error))
        self.errno = error.errno


def _is_stdout_error(e: OSError) -> bool:
    import errno

    return e.filename is None and e.errno in (errno.EPIPE, errno.ENOSPC, errno.EBADF, errno.EIO,
                                              errno.EDQUOT, errno.EFBIG)


class DaytripGroup(LazyGroup):
    """The root group: lazy command modules, and a failed write to standard output turned
    into OutputFailed (handled in main)."""

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except OSError as e:
            if _is_stdout_error(e):
                raise OutputFailed(e) from None
            raise


@click.group(cls=DaytripGroup, context_settings=CONTEXT)
@click.version_option(
    __version__, "--version", prog_name="daytrip",
    message=f"%(prog)s %(version)s (algorithm {ALGORITHM})",
)
def cli() -> None:
    """Seeded DayTrips for the DayTrippers RPG: the same seed and version give the
    same output, byte for byte.

    Every option can also be set in the environment, as DAYTRIP_<COMMAND>_<OPTION>
    (a command line option wins): DAYTRIP_BUILD_OUT=my-campaign,
    DAYTRIP_ROLL_TRIP_FORMAT=json, DAYTRIP_ROLL_NPC_SYSTEM="fudge pbta" (repeatable
    options: separated by spaces). DAYTRIP_WORKERS=N sets the build's worker processes
    (1: none). Shell completion (bash, zsh, fish) completes commands, options and choices
    such as --system: add eval "$(_DAYTRIP_COMPLETE=bash_source daytrip)" to ~/.bashrc
    (zsh_source for ~/.zshrc; fish_source for fish).

    \b
    Example:
        daytrip roll board --seed slip-n-slide
        daytrip build --seed slip-n-slide --out my-campaign
        daytrip serve my-campaign
    """


@cli.group(cls=LazyGroup, context_settings=CONTEXT)
def roll() -> None:
    """Roll one kind of thing on the rules' tables and print it.

    \b
    Example:
        daytrip roll mission --seed slip-n-slide --aspects --crew 3
    """


def _register() -> None:
    # Each module adds its own commands; none imports generation code at import time.
    # The roll commands of rolls.py are here at once; the rest when first asked for.
    from . import rolls  # noqa: F401


_register()
_started = True


def _name_envvars(group: click.Group, prefix: str) -> None:
    """Give every option the environment variable its long name suggests:
    DAYTRIP_ROLL_NPC_SYSTEM for `roll npc --system`, DAYTRIP_ROLL_BOARD_FORMAT for --format
    (click's own auto_envvar_prefix would use the Python names: ..._SYSTEMS, ..._FMT)."""
    # the commands registered so far (``_commands``: a look at ``.commands`` would import
    # the lazy command modules; those are named when they load, in _load_extras)
    commands = group._commands if isinstance(group, LazyGroup) else group.commands
    for name, cmd in commands.items():
        here = f"{prefix}_{name.upper().replace('-', '_')}"
        if isinstance(cmd, click.Group):
            _name_envvars(cmd, here)
            continue
        for p in cmd.params:
            if isinstance(p, click.Option) and not p.is_eager and p.envvar is None:
                long = next((o for o in p.opts if o.startswith("--")), p.opts[0])
                p.envvar = f"{here}_{long.lstrip('-').upper().replace('-', '_')}"
                # named in --help (click's show_envvar would also add it to every error line)
                p.help = f"{p.help or ''}  [env var: {p.envvar}]".strip()


_name_envvars(cli, ENV_PREFIX)


def fail(message: str) -> "NoReturn":  # type: ignore[name-defined]
    if sys.stderr is not None:
        click.echo(f"Error: {message}", err=True)
    sys.exit(2)


def _utf8_streams() -> None:
    """UTF-8 on stdout and stderr whatever the locale (Latin-1, C), so that the same seed
    gives the same bytes on any machine."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding != "utf8" and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(encoding="utf-8")
            except (OSError, ValueError):  # pragma: no cover - a stream that cannot change
                pass


def _silence_stdout() -> None:
    """Point file descriptor 1 at /dev/null so that the interpreter's own final flush of
    what is still buffered cannot fail again (and print a traceback) on the way out."""
    import os

    try:
        fd = sys.stdout.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, fd)
        os.close(null)
    except (AttributeError, OSError, ValueError):  # not a real file (tests), or closed
        pass


def _output_failed(e: "OutputFailed | OSError") -> "NoReturn":  # type: ignore[name-defined]
    import errno

    _silence_stdout()
    if e.errno == errno.EPIPE:  # `daytrip roll trip | head -1`: the reader has what it wanted
        sys.exit(0)
    fail(f"cannot write to standard output: {e}")


def main(argv: list[str] | None = None) -> None:
    """Console entry point: one line and exit 2 for any bad input, never a traceback."""
    if sys.stdout is None:  # started with stdout closed (`daytrip ... >&-`)
        fail("standard output is closed; redirect it to a file or to /dev/null")
    _utf8_streams()
    try:
        rv = cli.main(args=argv, prog_name="daytrip", standalone_mode=False,
                      auto_envvar_prefix=ENV_PREFIX)
        sys.stdout.flush()
    except OutputFailed as e:
        _output_failed(e)
    except click.exceptions.Abort:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except KeyboardInterrupt:
        click.echo("Aborted.", err=True)
        sys.exit(130)
    except click.exceptions.NoArgsIsHelpError as e:  # pragma: no cover - click >= 8.2
        click.echo(e.ctx.get_help() if e.ctx else str(e))
        sys.exit(2)
    except click.UsageError as e:
        msg = " ".join(e.format_message().split())
        if e.ctx is not None and "No such command" in msg:
            msg += f" (see '{e.ctx.command_path} --help')"
        fail(msg)
    except click.ClickException as e:
        fail(" ".join(e.format_message().split()))
    except DataProblems as e:  # every problem of one file, one line each
        for line in e.lines()[:-1]:
            click.echo(f"Error: {line}", err=True)
        fail(e.lines()[-1])
    except DaytripError as e:
        fail(" ".join(str(e).split()))
    except OSError as e:
        if _is_stdout_error(e):
            _output_failed(e)
        where = f"{e.filename}: " if e.filename else ""
        fail(f"{where}{e.strerror or e}")
    sys.exit(rv if isinstance(rv, int) else 0)
