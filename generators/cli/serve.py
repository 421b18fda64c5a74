"""`daytrip serve [DIR]`: live preview of a campaign folder (MkDocs' server on 127.0.0.1)."""

from __future__ import annotations

import click

from . import cli
from .options import WholeNumber


@cli.command()
@click.argument("folder", required=False, default=".", type=click.Path(file_okay=False))
@click.option("--port", "-p", type=WholeNumber(1, 65535), default=8000, show_default=True,
              help="The port on 127.0.0.1 to serve on (only this machine can connect).")
@click.option("--open", "open_browser", is_flag=True, help="Open the site in the web browser.")
@click.option("--verbose", "-v", is_flag=True, help="Also print MkDocs' progress messages.")
@click.pass_context
def serve(ctx, folder, port, open_browser, verbose):
    """Preview a campaign folder while you edit it: the site at http://127.0.0.1:8000/,
    rebuilt and reloaded in the browser whenever a file in docs/ or mkdocs.yml changes.

    Nothing in the folder is written: your edits to docs/ show exactly as the next
    `daytrip build` keeps them. Works offline. Ctrl-C stops it (exit code 0).
    Exit codes: 0 stopped, 1 the site build failed, 2 not a campaign folder or the port
    is taken.

    \b
    Example:
        daytrip build --seed slip-n-slide --out my-campaign
        daytrip serve my-campaign
        daytrip serve my-campaign --port 8001 --open
    """
    from pathlib import Path

    from ..site.serve import BuildFailed, serve as run

    try:
        run(Path(folder), port, lambda line: click.echo(line, err=True), verbose=verbose,
            open_browser=open_browser)
    except BuildFailed as e:
        click.echo(f"Error: {' '.join(str(e).split())}", err=True)
        ctx.exit(1)
