"""`daytrip verify`, `daytrip schema` and `daytrip pdf`: codes and campaigns that stay
reproducible, the JSON Schemas of every output, and a campaign printed to PDF."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from . import cli


@cli.command()
@click.argument("target", metavar="CODE|DIR")
@click.pass_context
def verify(ctx, target):
    """Check that this daytrip reproduces a trip code or a campaign folder.

    For a trip code: whether its algorithm is this daytrip's (if not, one line naming the
    release that reproduces it). For a campaign folder: the algorithm its daytrip.lock
    records, then every file of docs/ and mkdocs.yml against the lock (edited or missing
    files are listed). Exit codes: 0 reproducible and unchanged, 1 another algorithm or
    changed files, 2 not a code or a campaign.

    \b
    Example:
        daytrip verify slip-n-slide/1@34
        daytrip verify my-campaign
    """
    from ..trip.code import algorithm_mismatch, parse_code
    from .. import ALGORITHM

    folder = Path(target)
    if folder.is_dir():
        problems = verify_folder(folder)
        for line in problems:
            click.echo(line)
        if problems:
            ctx.exit(1)
        click.echo(f"{target}: reproducible by this daytrip (algorithm {ALGORITHM}), "
                   "every file as the lock records it")
        return
    code = parse_code(target)
    if code.algorithm != ALGORITHM:
        click.echo(algorithm_mismatch(f"trip code {code}", code.algorithm))
        ctx.exit(1)
    click.echo(f"trip code {code}: reproducible by this daytrip (algorithm {ALGORITHM}): "
               f"{code.trip_code().command()}")


def verify_folder(folder: Path) -> list[str]:
    """One line per problem: another algorithm, an edited or a missing file."""
    from .. import ALGORITHM
    from ..errors import BadInput
    from ..site.lock import file_sha256, read_lock
    from ..trip.code import algorithm_mismatch

    lock = read_lock(folder)
    if lock is None:
        raise BadInput(f"{folder} has no daytrip.lock: not a campaign folder made by daytrip build")
    out = []
    if lock.algorithm != ALGORITHM:
        out.append(algorithm_mismatch(f"campaign {folder}", lock.algorithm))
    for rel, digest in sorted(lock.files.items()):
        if rel.startswith("site/"):
            continue
        path = folder / rel
        if not path.is_file():
            out.append(f"missing {rel}")
        elif file_sha256(path) != digest and not lock.owns(rel, file_sha256(path)):
            out.append(f"edited {rel}")
    return out


@cli.command()
@click.argument("kind", required=False)
def schema(kind):
    """Print the JSON Schema of one kind of JSON output (every JSON output names its
    schema in "$schema"); without KIND, list the kinds.

    \b
    Example:
        daytrip schema trip
        daytrip schema pack
        daytrip schema
    """
    from ..schema import available, load_schema
    from .output import to_json

    if kind is None:
        click.echo("\n".join(available()))
        return
    if kind not in available():
        raise click.BadParameter(f"{kind!r} has no schema; accepted: {', '.join(available())}",
                                 param_hint="KIND")
    click.echo(to_json(load_schema(kind)))


@cli.command()
@click.argument("folder", type=click.Path(file_okay=False, exists=True), metavar="DIR")
@click.option("--out", "-o", "pdf", type=click.Path(dir_okay=False), default=None,
              help="The PDF to write; default DIR/campaign.pdf.")
def pdf(folder, pdf):
    """Print a campaign's print page (site/print/index.html: every DayTrip, GM view, one
    trip per page) to PDF with Debian's Chromium (/usr/bin/chromium) through Playwright.

    \b
    Example:
        daytrip build --seed slip-n-slide --out my-campaign
        daytrip pdf my-campaign
    """
    from ..errors import BadInput

    folder = Path(folder)
    page = folder / "site" / "print" / "index.html"
    if not page.is_file():
        raise BadInput(f"{page} is missing: build the campaign (with HTML) with this daytrip first")
    chromium = Path("/usr/bin/chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise BadInput("daytrip pdf needs the playwright package (pip install playwright) "
                       "and Debian's chromium (apt-get install chromium)") from None
    if not chromium.exists():
        raise BadInput(f"daytrip pdf needs Debian's Chromium at {chromium} (apt-get install chromium)")
    target = Path(pdf) if pdf else folder / "campaign.pdf"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(chromium),
                                    args=["--no-sandbox", "--disable-gpu"])
        try:
            tab = browser.new_page()
            tab.goto(page.resolve().as_uri())
            tab.pdf(path=str(target), format="A4", print_background=False)
        finally:
            browser.close()
    click.echo(f"Wrote {target}")
    sys.stdout.flush()


@cli.group(context_settings={"help_option_names": ["-h", "--help"]})
def export() -> None:
    """Export a campaign for other tools.

    \b
    Example:
        daytrip export foundry my-campaign
    """


@export.command()
@click.argument("folder", type=click.Path(file_okay=False, exists=True), metavar="DIR")
@click.option("--out", "-o", type=click.Path(file_okay=False), default=None,
              help="Where to write the files; default DIR/foundry.")
def foundry(folder, out):
    """Write Foundry VTT import files for a campaign folder: a JournalEntry per DayTrip
    (a page per section; GM-only blocks as Foundry secrets), a RollTable per rules table
    and an Actor per NPC (system-agnostic: the stat block in flags). Each file is checked
    against the document shapes of Foundry's API documentation. The trips are made from
    the folder's daytrip.lock (seed and options); edits to docs/ are not read. Import each
    file in Foundry with right-click > Import Data on a sidebar document of that kind.

    \b
    Example:
        daytrip build --seed slip-n-slide --out my-campaign
        daytrip export foundry my-campaign
    """
    from ..errors import BadInput
    from ..site.foundry import write_export
    from ..site.lock import read_lock

    folder = Path(folder)
    lock = read_lock(folder)
    if lock is None:
        raise BadInput(f"{folder} has no daytrip.lock: not a campaign folder made by daytrip build")
    target = Path(out) if out else folder / "foundry"
    counts = write_export(campaign_trips(lock), target)
    click.echo(f"Wrote {counts['journal']} journal entries, {counts['rolltable']} roll tables and "
               f"{counts['actor']} actors to {target}")


def campaign_trips(lock):
    """The campaign's DayTrips, made again from its lock's seed and options."""
    from ..rng import Stream
    from ..rules.board import roll_board
    from ..site.context import check_systems
    from ..trip.code import code_for, trip_for_code

    o = lock.options
    systems = check_systems(tuple(o.get("systems") or ()))
    weirdness = o.get("weirdness", "typical")
    board = roll_board(Stream(lock.seed, "board/1"), weirdness, o.get("missions"))
    trips = []
    for i in range(1, len(board.missions) + 1):
        code = code_for(lock.seed, i, weirdness=weirdness, aspects=bool(o.get("aspects")),
                        crew=o.get("crew", 2), systems=systems, packs=o.get("packs") or ())
        if lock.algorithm != code.algorithm:
            from ..errors import BadInput
            from ..trip.code import algorithm_mismatch

            raise BadInput(algorithm_mismatch(f"campaign seed {lock.seed}", lock.algorithm))
        trips.append(trip_for_code(code, systems))
    return trips
