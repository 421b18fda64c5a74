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


@click.group(context_settings=CONTEXT)
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


@cli.group(context_settings=CONTEXT)
def roll() -> None:
    """Roll one kind of thing on the rules' tables and print it.

    \b
    Example:
        daytrip roll mission --seed slip-n-slide --aspects --crew 3
    """


def _register() -> None:
    # Each module adds its own commands; none imports generation code at import time.
    from . import rolls  # noqa: F401
    from . import extra  # noqa: F401


_register()


def _name_envvars(group: click.Group, prefix: str) -> None:
    """Give every option the environment variable its long name suggests:
    DAYTRIP_ROLL_NPC_SYSTEM for `roll npc --system`, DAYTRIP_ROLL_BOARD_FORMAT for --format
    (click's own auto_envvar_prefix would use the Python names: ..._SYSTEMS, ..._FMT)."""
    for name, cmd in group.commands.items():
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
    click.echo(f"Error: {message}", err=True)
    sys.exit(2)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: one line and exit 2 for any bad input, never a traceback."""
    try:
        rv = cli.main(args=argv, prog_name="daytrip", standalone_mode=False,
                      auto_envvar_prefix=ENV_PREFIX)
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
    except BrokenPipeError:
        sys.stderr.close()
        sys.exit(0)
    sys.exit(rv if isinstance(rv, int) else 0)
