"""`daytrip build`: a campaign folder with a browsable, reproducible MkDocs-Material site."""

from __future__ import annotations

import os
import sys
import time

import click

from . import cli
from .options import (
    MAX_COUNT, WholeNumber, crew_option, pack_option, seed_option, system_option, weirdness_option,
)

SHOW_LIMIT = 20  # list at most this many files of one kind, then "... and N more"
MANY = 200  # without a terminal, phase lines are printed from this many missions on


class Progress:
    """A click progress bar on stderr when it is a terminal; plain phase lines for long
    builds otherwise; nothing for short ones."""

    def __init__(self, expect_many: bool, quiet: bool = False):
        self.tty = sys.stderr.isatty() and not quiet
        self.lines = not self.tty and expect_many and not quiet
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


_say = {"quiet": False, "limit": SHOW_LIMIT}  # set by build's -q/-v


def _echo(line: str, err: bool = False) -> None:
    if not _say["quiet"]:
        click.echo(line, err=err)


def _show(lines: list[str], err: bool = True) -> None:
    limit = _say["limit"]
    for line in lines[:limit]:
        _echo(line, err=err)
    if limit is not None and len(lines) > limit:
        _echo(f"... and {len(lines) - limit} more", err=err)


def _where(path) -> str:
    rel = os.path.relpath(path)
    return rel if not rel.startswith("..") else os.path.abspath(path)


def kept_link(note: str) -> str:
    """MkDocs's warning about a kept page's broken link, as what to do about it."""
    import re

    m = re.match(r"Doc file '(.+?)' contains a link '(.+?)', but (.*)", note)
    if not m:
        return f"warning: {note}"
    page, link, problem = m.groups()
    return (f"warning: docs/{page} (kept: you edited or added it) links to {link}, but "
            f"{problem.rstrip('.')}: edit or remove that link, or pass --force to replace "
            "the page with the new one (yours is saved as .bak). The site was built anyway.")


def _build(outdir, pages, seed, options, force, check, no_html, progress, edited=None):
    from ..site.campaign import build_campaign

    if not check and not no_html:
        from ..site.release import release_caches

        release_caches()  # the pages are rendered: MkDocs (and its workers) need the memory
        n = len(pages) + len(edited or ())
        progress.start("Building the site", 2 * (n + 1), f"{n + 1} pages")
    return build_campaign(outdir, pages, seed=seed, options=options, force=force, check=check,
                          html=not no_html, on_page=progress.advance, consume=True, edited=edited)


def _from_lock(ctx, name: str, given, lock, key: str | None = None):
    """An option left at its default takes the value the campaign's lock recorded,
    checked exactly as the command line checks it (a lock may come from anyone)."""
    from click.core import ParameterSource

    from ..errors import BadInput

    key = key or name
    if lock is None or ctx.get_parameter_source(name) not in (ParameterSource.DEFAULT, None):
        return given
    if key not in lock.options:
        return given
    value = lock.options[key]
    try:
        return LOCK_OPTIONS[key](value)
    except (click.BadParameter, BadInput, TypeError, ValueError) as e:
        why = e.message if isinstance(e, click.BadParameter) else str(e)
        raise BadInput(f"daytrip.lock: option {key!r} is not valid ({why}); fix it, pass "
                       f"--{key.replace('_', '-')} or move the lock away (nothing was written)") from None


def _whole(lo: int, hi: int, optional: bool = False):
    def check(value):
        if value is None and optional:
            return None
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"expected a whole number from {lo} to {hi}, got {value!r}")
        return WholeNumber(lo, hi).convert(value, None, None)
    return check


def _flag(value):
    if not isinstance(value, bool):
        raise ValueError(f"expected true or false, got {value!r}")
    return value


def _names(choices=None, limit: int = 64):
    def check(value):
        if not isinstance(value, list) or len(value) > limit or not all(
                isinstance(v, str) and v.strip() and "\0" not in v for v in value):
            raise ValueError(f"expected a list of up to {limit} names, got {value!r:.80}")
        if choices is not None:
            from ..systems import parse_systems

            parse_systems(value)
        else:  # pack folders: as --pack checks them (click.Path(exists=True, file_okay=False))
            for v in value:
                click.Path(exists=True, file_okay=False).convert(v, None, None)
        return value
    return check


def _weirdness(value):
    if value not in ("typical", "d6", "d8"):
        raise ValueError(f"expected typical, d6 or d8, got {value!r:.80}")
    return value


def _mission_type(value):
    if value is not None and (not isinstance(value, str) or not value.strip()):
        raise ValueError(f"expected a Mission Type's name, got {value!r}")
    return value  # checked against the table like --mission-type (check_mission_type)


def _rerolls(value):
    """`daytrip reroll` counters: {"trip/2/npc/3": 1, ...}, each path a part of a trip."""
    from ..trip.code import REROLL

    if not isinstance(value, dict):
        raise ValueError(f"expected an object of part paths and counts, got {value!r}")
    for path, n in value.items():
        if not isinstance(path, str) or not REROLL.match(path):
            raise ValueError(f"{path!r} is not a part such as trip/2/npc/3")
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 9999:
            raise ValueError(f"the count of {path} must be a whole number from 1 to 9999, got {n!r}")
    return dict(value)


LOCK_OPTIONS = {
    "missions": _whole(1, MAX_COUNT, optional=True), "weirdness": _weirdness, "aspects": _flag,
    "crew": _whole(1, 99), "packs": _names(), "systems": _names(choices="systems"),
    "crew_sheets": _flag, "players": _flag, "mission_type": _mission_type, "rerolls": _rerolls,
}


@cli.command()
@seed_option
@click.option("--missions", "-m", type=WholeNumber(1, MAX_COUNT), default=None,
              help=f"Missions on the Big Board (1-{MAX_COUNT}); omitted: rolled (1d6).")
@weirdness_option
@click.option("--aspects/--no-aspects", default=False,
              help="Add Mission Aspects (CL, pay, opposition, perks, complications) to every trip.")
@crew_option
@click.option("--mission-type", "mission_type", default=None, metavar="NAME",
              help="With --aspects: the Mission Type the players choose for every trip, e.g. "
                   "Emergency/Rescue. Omitted: each mission's Big Board roll.")
@pack_option
@system_option("every NPC's stat block", "Every trip page gains a tab per system.")
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
@click.option("--quiet", "-q", is_flag=True,
              help="Print nothing but errors (the exit code tells how it went).")
@click.option("--verbose", "-v", is_flag=True,
              help="Also list every file written, and every kept or removed file without a limit.")
@click.pass_context
def build(ctx, seed, missions, weirdness, aspects, crew, mission_type, packs, systems, crew_sheets,
          players, out, force, check, no_html, quiet, verbose):
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

    from ..errors import BadInput
    from ..rng import normalize_seed
    from ..site.lock import read_lock
    from ..site.context import all_systems
    from ..site.campaign import BuildFailed, Busy
    from .output import command_line, resolve_seed

    if not out.strip():
        raise click.BadParameter("must not be empty; give a folder (--out . for this one)",
                                 param_hint="'--out' / '-o'")
    if quiet and verbose:
        raise click.UsageError("--quiet and --verbose contradict each other; give one")
    _say.update(quiet=quiet, limit=None if verbose else SHOW_LIMIT)
    outdir = Path(out)
    try:
        lock = read_lock(outdir) if outdir.is_dir() else None
    except OSError as e:
        raise BadInput(f"--out {out}: {e.strerror or e}") from None
    if seed is None and lock is not None:
        try:
            seed = normalize_seed(lock.seed)
        except BadInput as e:
            raise BadInput(f"daytrip.lock: {e}; pass --seed or move the lock away") from None
    missions = _from_lock(ctx, "missions", missions, lock)
    weirdness = _from_lock(ctx, "weirdness", weirdness, lock)
    from .options import check_mission_type

    aspects = bool(_from_lock(ctx, "aspects", aspects, lock))
    crew = _from_lock(ctx, "crew", crew, lock)
    mission_type = _from_lock(ctx, "mission_type", mission_type, lock)
    mission_type = check_mission_type(mission_type, aspects)
    packs = tuple(_from_lock(ctx, "packs", list(packs), lock))
    systems = tuple(_from_lock(ctx, "systems", list(systems), lock))
    crew_sheets = bool(_from_lock(ctx, "crew_sheets", crew_sheets, lock))
    players = bool(_from_lock(ctx, "players", players, lock))
    if systems:
        from ..systems import parse_systems

        systems = parse_systems(systems)
    seed, made = resolve_seed(seed)
    if made:
        _echo(f"seed: {seed}  (made for you; pass --seed to choose one)", err=True)
    options = {"missions": missions, "weirdness": weirdness, "aspects": aspects, "crew": crew,
               "packs": list(packs), "systems": list(systems), "crew_sheets": crew_sheets,
               **({"mission_type": mission_type} if mission_type else {})}
    if players:  # only then, so a GM's lock is as it was
        options["players"] = True
    rerolls = _from_lock(ctx, "rerolls", {}, lock) or {}
    if rerolls:  # `daytrip reroll` counts: the campaign is its seed, options and these
        options["rerolls"] = rerolls

    progress = Progress(expect_many=(missions or 0) >= MANY, quiet=quiet)
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

        from ..site import reuse
        from ..site.campaign import new_lock

        # Same tool, seed and options as the folder's last build: its pages are on disk.
        reused = reuse.pages_on_disk(outdir, lock, new_lock(seed, options, lock), packs=packs,
                                     force=force) if lock is not None else None
        report = None
        if reused is not None:
            pages, edited = reused
            try:
                report = _build(outdir, pages, seed, options, force, check, no_html, progress,
                                edited=edited)
            except reuse.NeedsRender:  # a page changed meanwhile: roll the campaign after all
                report = None
        if report is None:
            pages = render_campaign(seed, missions=missions, weirdness=weirdness, aspects=aspects,
                                    crew=crew, packs=packs, systems=systems, crew_sheets=crew_sheets,
                                    progress=rolled, help_commands=help_commands(), players=players,
                                    rerolls=rerolls, encoded=True,  # (half the memory)
                                    **({"mission_type": mission_type} if mission_type else {}))
            report = _build(outdir, pages, seed, options, force, check, no_html, progress)
        if not check:
            reuse.remember(outdir)
    except OSError as e:  # --out is a dangling link, a loop, /proc/self, not writable...
        progress.finish()
        where = f" ({e.filename})" if e.filename and str(e.filename) != out else ""
        raise BadInput(f"--out {out}: {e.strerror or e}{where}") from None
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
            _echo(f"{len(lines)} change{'s' if len(lines) != 1 else ''} would be made "
                       f"in {_where(outdir)} (nothing was written)")
            ctx.exit(1)
        _echo(f"{_where(outdir)} is up to date: nothing would change")
        return

    if verbose:
        _show([f"wrote {p}" for p in plan.write], err=True)
    for name in report.stale:
        _echo(f"removed {name}, left by an interrupted build", err=True)
    _show([f"kept {p}: {why}"
           for p, why in plan.kept + report.site_kept], err=True)
    _show([f"saved {p} as {bak} before overwriting it" for p, bak in report.backups], err=True)
    _show([f"saved {p} as {bak} before overwriting it" for p, bak in report.site_backups], err=True)
    _show([f"removed {p}: no longer part of the campaign" for p in plan.remove], err=True)
    _show([f"kept {p}: it changed while the build ran, so it was not overwritten" for p in report.changed],
          err=True)
    _show([kept_link(note) for note in report.kept_links], err=True)
    reproduce = command_line(["build"], {
        "seed": seed, "missions": missions,
        "weirdness": None if weirdness == "typical" else weirdness,
        "aspects": aspects, "mission_type": mission_type, "crew_sheets": crew_sheets,
        "crew": crew if aspects or crew_sheets else None, "pack": list(packs),
        "system": ["all"] if all_systems(systems) else list(systems), "players": players})
    _echo(f"reproduce: {reproduce}", err=True)
    trips = f"{report.trips} DayTrip{'s' if report.trips != 1 else ''}"
    if no_html:
        _echo(f"Wrote {report.pages} pages ({trips}) to {_where(outdir / 'docs')} in "
                   f"{elapsed:.1f} s; no HTML (run mkdocs build in {_where(outdir)} to make site/)")
    elif report.site_current:
        _echo(f"Up to date: {report.pages} pages ({trips}), nothing changed ({elapsed:.1f} s; "
                   f"--force rebuilds site/): open {_where(outdir / 'site' / 'index.html')}")
    else:
        _echo(f"Built {report.pages} pages ({trips}) in {elapsed:.1f} s: open "
                   f"{_where(outdir / 'site' / 'index.html')}")
