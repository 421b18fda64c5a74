"""`daytrip build`: a campaign folder with a browsable, reproducible MkDocs-Material site."""

from __future__ import annotations

import os
import sys
import time

import click

from . import cli
from .options import MAX_COUNT, WholeNumber, crew_option, pack_option, seed_option, weirdness_option

SHOW_LIMIT = 20  # list at most this many files of one kind, then "... and N more"
MANY = 200  # without a terminal, phase lines are printed from this many missions on


class Progress:
    """A click progress bar on stderr when it is a terminal; plain phase lines for long
    builds otherwise; nothing for short ones."""

    def __init__(self, expect_many: bool):
        self.tty = sys.stderr.isatty()
        self.lines = not self.tty and expect_many
        self.bar = None
        self.label = ""
        self.started = 0.0

    def start(self, label: str, total: int, what: str) -> None:
        self.finish()
        self.label, self.started = label, time.perf_counter()
        if self.tty:
            self.bar = click.progressbar(length=total, label=label, file=sys.stderr, width=30)
            self.bar.__enter__()
        elif self.lines:
            click.echo(f"{label}: {what}...", err=True)

    def advance(self, n: int = 1) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None
        elif self.lines and self.label:
            click.echo(f"{self.label}: done in {time.perf_counter() - self.started:.1f} s", err=True)
        self.label = ""


def _show(lines: list[str], err: bool = True) -> None:
    for line in lines[:SHOW_LIMIT]:
        click.echo(line, err=err)
    if len(lines) > SHOW_LIMIT:
        click.echo(f"... and {len(lines) - SHOW_LIMIT} more", err=err)


def _where(path) -> str:
    rel = os.path.relpath(path)
    return rel if not rel.startswith("..") else os.path.abspath(path)


def _from_lock(ctx, name: str, given, lock, key: str | None = None):
    """An option left at its default takes the value the campaign's lock recorded."""
    from click.core import ParameterSource

    if lock is None or ctx.get_parameter_source(name) not in (ParameterSource.DEFAULT, None):
        return given
    return lock.options.get(key or name, given)


@cli.command()
@seed_option
@click.option("--missions", "-m", type=WholeNumber(1, MAX_COUNT), default=None,
              help=f"Missions on the Big Board (1-{MAX_COUNT}); omitted: rolled (1d6).")
@weirdness_option
@click.option("--aspects/--no-aspects", default=False,
              help="Add Mission Aspects (CL, pay, opposition, perks, complications) to every trip.")
@crew_option
@pack_option
@click.option("--system", "systems", multiple=True, metavar="NAME",
              help="Also give every NPC's stat block in another system (repeatable; 'all' for every "
                   "one): pbta, d20, 1-20, 1-100, fudge, subnet-d6, yappy-d8.")
@click.option("--crew-sheets/--no-crew-sheets", "crew_sheets", default=False,
              help="Add a Crew & Ship page (crew/index.md): --crew pregenerated PCs (1-12, "
                   "100 CP each) and their SlipShip.")
@click.option("--players/--no-players", "players", default=False,
              help="Build the players' site: every GM-only block, NPC secret, hidden motive and "
                   "roll log left out of the pages and the search (use its own --out folder).")
@click.option("--out", "-o", type=click.Path(file_okay=False), default=".", show_default=True,
              help="The campaign folder (mkdocs.yml, docs/, site/, daytrip.lock).")
@click.option("--force", is_flag=True,
              help="Overwrite files edited since the last build (each is saved as <name>.bak first).")
@click.option("--check", is_flag=True,
              help="Write nothing; exit 1 if a build would change anything, 0 if not.")
@click.option("--no-html", "no_html", is_flag=True,
              help="Write docs/ only; leave site/ as it is (build it later with mkdocs build).")
@click.pass_context
def build(ctx, seed, missions, weirdness, aspects, crew, packs, systems, crew_sheets, players, out,
          force, check, no_html):
    """Build a campaign folder: Markdown DayTrips in docs/ and an offline
    MkDocs-Material site in site/ (open site/index.html).

    The same seed and options give the same files, byte for byte. Files you edited
    are kept (and reported); --force overwrites them after saving a .bak copy. Files
    daytrip did not write are never deleted; a folder without a daytrip.lock is used
    only if it has no docs/, site/ or mkdocs.yml of its own. Options left out are read
    from the folder's daytrip.lock, so a plain `daytrip build` there rebuilds it.
    Exit codes: 0 built (or, with --check, nothing would change), 1 the site build
    failed (or --check found changes), 2 bad options or folder.

    \b
    Example:
        daytrip build --seed slip-n-slide
        daytrip build --seed slip-n-slide --missions 20 --aspects --out my-campaign
        daytrip build --seed slip-n-slide --system fudge --crew-sheets --crew 4 --out one-shot
        daytrip build --out my-campaign --check
        daytrip build --seed slip-n-slide --players --out for-the-players
    """
    from pathlib import Path

    from ..site.lock import read_lock
    from ..site.context import all_systems
    from ..site.campaign import BuildFailed, Busy, build_campaign
    from .output import command_line, resolve_seed

    outdir = Path(out)
    lock = read_lock(outdir) if outdir.is_dir() else None
    seed = seed if seed is not None or lock is None else lock.seed
    missions = _from_lock(ctx, "missions", missions, lock)
    weirdness = _from_lock(ctx, "weirdness", weirdness, lock)
    aspects = bool(_from_lock(ctx, "aspects", aspects, lock))
    crew = _from_lock(ctx, "crew", crew, lock)
    packs = tuple(_from_lock(ctx, "packs", list(packs), lock))
    systems = tuple(_from_lock(ctx, "systems", list(systems), lock))
    crew_sheets = bool(_from_lock(ctx, "crew_sheets", crew_sheets, lock))
    players = bool(_from_lock(ctx, "players", players, lock))
    if systems:
        from ..systems import parse_systems

        systems = parse_systems(systems)
    seed, made = resolve_seed(seed)
    if made:
        click.echo(f"seed: {seed}  (made for you; pass --seed to choose one)", err=True)
    options = {"missions": missions, "weirdness": weirdness, "aspects": aspects, "crew": crew,
               "packs": list(packs), "systems": list(systems), "crew_sheets": crew_sheets}
    if players:  # only then, so a GM's lock is as it was
        options["players"] = True
    rerolls = dict(lock.options.get("rerolls") or {}) if lock is not None else {}
    if rerolls:  # `daytrip reroll` counts: the campaign is its seed, options and these
        options["rerolls"] = rerolls

    progress = Progress(expect_many=(missions or 0) >= MANY)
    started = time.perf_counter()
    try:
        from ..site.pages import render_campaign
        from .helpdoc import help_commands

        state = {"total": None}

        def rolled(done: int, total: int) -> None:
            if state["total"] is None:
                state["total"] = total
                progress.start("Rolling DayTrips", total, f"{total} missions")
            progress.advance(1)

        pages = render_campaign(seed, missions=missions, weirdness=weirdness, aspects=aspects,
                                crew=crew, packs=packs, systems=systems, crew_sheets=crew_sheets,
                                progress=rolled, help_commands=help_commands(), players=players,
                                rerolls=rerolls)
        if not check and not no_html:
            progress.start("Building the site", 2 * (len(pages) + 1), f"{len(pages) + 1} pages")
        report = build_campaign(outdir, pages, seed=seed, options=options, force=force,
                                check=check, html=not no_html, on_page=progress.advance,
                                consume=True)
    except (BuildFailed, Busy) as e:
        progress.finish()
        click.echo(f"Error: {' '.join(str(e).split())}", err=True)
        ctx.exit(1)
    finally:
        progress.finish()
    elapsed = time.perf_counter() - started
    plan = report.plan

    if check:
        lines = [f"would write {p}" for p in plan.write]
        lines += [f"would save {p} as .bak and overwrite it" for p in plan.backup]
        lines += [f"would remove {p}" for p in plan.remove]
        if report.site_changes:
            lines.append("would rebuild site/")
        _show([f"would keep {p}: {why}" for p, why in plan.kept], err=True)
        _show(lines, err=False)
        if lines:
            click.echo(f"{len(lines)} change{'s' if len(lines) != 1 else ''} would be made "
                       f"in {_where(outdir)} (nothing was written)")
            ctx.exit(1)
        click.echo(f"{_where(outdir)} is up to date: nothing would change")
        return

    for name in report.stale:
        click.echo(f"removed {name}, left by an interrupted build", err=True)
    _show([f"kept {p}: {why}"
           for p, why in plan.kept + report.site_kept], err=True)
    _show([f"saved {p} as {bak} before overwriting it" for p, bak in report.backups], err=True)
    _show([f"saved {p} as .bak before overwriting it" for p in report.site_backups], err=True)
    _show([f"removed {p}: no longer part of the campaign" for p in plan.remove], err=True)
    reproduce = command_line(["build"], {
        "seed": seed, "missions": missions,
        "weirdness": None if weirdness == "typical" else weirdness,
        "aspects": aspects, "crew_sheets": crew_sheets,
        "crew": crew if aspects or crew_sheets else None, "pack": list(packs),
        "system": ["all"] if all_systems(systems) else list(systems), "players": players})
    click.echo(f"reproduce: {reproduce}", err=True)
    trips = f"{report.trips} DayTrip{'s' if report.trips != 1 else ''}"
    if no_html:
        click.echo(f"Wrote {report.pages} pages ({trips}) to {_where(outdir / 'docs')} in "
                   f"{elapsed:.1f} s; no HTML (run mkdocs build in {_where(outdir)} to make site/)")
    elif report.site_current:
        click.echo(f"Up to date: {report.pages} pages ({trips}), nothing changed ({elapsed:.1f} s; "
                   f"--force rebuilds site/): open {_where(outdir / 'site' / 'index.html')}")
    else:
        click.echo(f"Built {report.pages} pages ({trips}) in {elapsed:.1f} s: open "
                   f"{_where(outdir / 'site' / 'index.html')}")
