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
from ..errors import DaytripError

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


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
    return True


@click.group(cls=LazyGroup, context_settings=CONTEXT)
@click.version_option(
    __version__, "--version", prog_name="daytrip",
    message=f"%(prog)s %(version)s (algorithm {ALGORITHM})",
)
def cli() -> None:
    """Seeded DayTrips for the DayTrippers RPG: the same seed and version give the
    same output, byte for byte.

    \b
    Example:
        daytrip roll board --seed slip-n-slide
        daytrip build --seed slip-n-slide --out my-campaign
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


def fail(message: str) -> "NoReturn":  # type: ignore[name-defined]
    click.echo(f"Error: {message}", err=True)
    sys.exit(2)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: one line and exit 2 for any bad input, never a traceback."""
    try:
        rv = cli.main(args=argv, prog_name="daytrip", standalone_mode=False)
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
    except DaytripError as e:
        fail(" ".join(str(e).split()))
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)
    sys.exit(rv if isinstance(rv, int) else 0)
