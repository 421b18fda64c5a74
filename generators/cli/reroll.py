"""`daytrip reroll DIR PART` and `daytrip rename DIR OLD NEW`: change one part of a built
campaign and keep everything else (GM edits included)."""

from __future__ import annotations

import re
from pathlib import Path

import click

from . import cli


def _campaign(folder: Path):
    from ..errors import BadInput
    from ..site.lock import read_lock

    lock = read_lock(folder) if folder.is_dir() else None
    if lock is None:
        raise BadInput(f"{folder} has no daytrip.lock: not a campaign folder made by daytrip build")
    return lock


@cli.command()
@click.argument("folder", type=click.Path(file_okay=False), metavar="DIR")
@click.argument("part")
@click.option("--force", is_flag=True,
              help="Overwrite files edited since the last build (each is saved as <name>.bak first).")
@click.option("--check", is_flag=True,
              help="Write nothing; exit 1 if the reroll would change files, 0 if not.")
@click.pass_context
def reroll(ctx, folder, part, force, check):
    """Roll one part of a built campaign again and keep everything else: PART is trip/N
    (a whole DayTrip), trip/N/npc/K, trip/N/location/K or trip/N/event/K (the K-th
    happening as rolled). The lock counts the rerolls of each part, so the campaign is
    still reproduced by its seed and lock; only that part's random streams change, and
    the trip's references to a rerolled NPC or place follow it. Rerolling a whole trip
    drops the rerolls of its parts. A page you edited is kept (and reported) unless
    --force. Exit codes: 0 done (or, with --check, nothing would change), 1 --check found
    changes or the site build failed, 2 bad folder or part.

    \b
    Example:
        daytrip reroll my-campaign trip/2/npc/3
        daytrip reroll my-campaign trip/4 --check
    """
    from ..errors import BadInput
    from ..trip.code import code_for, parse_part, trip_for_code
    from ..site.context import check_systems

    folder = Path(folder)
    lock = _campaign(folder)
    number, kind, index = parse_part(part)
    o = dict(lock.options)
    rerolls = dict(o.get("rerolls") or {})
    trips = _trip_count(lock)
    if number > trips:
        raise BadInput(f"{part}: the campaign has {trips} DayTrips (trip/1 to trip/{trips})")
    systems = check_systems(tuple(o.get("systems") or ()))
    if kind is not None:
        code = code_for(lock.seed, number, weirdness=o.get("weirdness", "typical"),
                        aspects=bool(o.get("aspects")), crew=o.get("crew", 2), systems=systems,
                        packs=o.get("packs") or (), rerolls=rerolls)
        trip = trip_for_code(code, systems)
        have = {"npc": trip.npcs, "location": trip.locations, "event": [
            e for e in trip.events if e.get("kind", "event") == "event"]}[kind]
        if index > len(have):
            raise BadInput(f"{part}: trip {number} has {len(have)} {kind}s "
                           f"({kind}/1 to {kind}/{len(have)})")
        key = f"trip/{number}/{kind}/{index}"
    else:
        key = f"trip/{number}"
        rerolls = {p: n for p, n in rerolls.items() if not p.startswith(key + "/")}
    rerolls[key] = rerolls.get(key, 0) + 1
    o["rerolls"] = dict(sorted(rerolls.items()))
    _rebuild(ctx, folder, lock, o, force, check, f"rerolled {key} (time {rerolls[key]})")


def _trip_count(lock) -> int:
    from ..rng import Stream
    from ..rules.board import roll_board

    o = lock.options
    if o.get("missions"):
        return int(o["missions"])
    return len(roll_board(Stream(lock.seed, "board/1"), o.get("weirdness", "typical")).missions)


def _rebuild(ctx, folder: Path, lock, options: dict, force: bool, check: bool, what: str) -> None:
    """Render the campaign with ``options`` and write it as `daytrip build` would."""
    from ..site.campaign import BuildFailed, Busy, build_campaign
    from ..site.pages import render_campaign
    from ..systems import parse_systems
    from .helpdoc import help_commands

    o = options
    systems = parse_systems(o.get("systems") or ()) if o.get("systems") else ()
    pages = render_campaign(lock.seed, missions=o.get("missions"), weirdness=o.get("weirdness", "typical"),
                            aspects=bool(o.get("aspects")), crew=o.get("crew", 2),
                            packs=tuple(o.get("packs") or ()), systems=systems,
                            crew_sheets=bool(o.get("crew_sheets")), help_commands=help_commands(),
                            players=bool(o.get("players")), rerolls=o.get("rerolls"))
    html = any(k.startswith("site/") for k in lock.files)
    if html and not check:
        from ..site.release import release_caches

        release_caches()  # the pages are rendered: MkDocs (and its workers) need the memory
    try:
        report = build_campaign(folder, pages, seed=lock.seed, options=o, force=force,
                                check=check, html=html, consume=True)
    except (BuildFailed, Busy) as e:
        click.echo(f"Error: {' '.join(str(e).split())}", err=True)
        ctx.exit(1)
    plan = report.plan
    for p, why in plan.kept:
        click.echo(f"kept {p}: {why}", err=True)
    changed = plan.write + plan.backup
    if check:
        for p in changed:
            click.echo(f"would write {p}")
        if changed:
            click.echo(f"{len(changed)} file(s) would change ({what}; nothing was written)")
            ctx.exit(1)
        click.echo("nothing would change")
        return
    for p in changed:
        click.echo(f"wrote {p}", err=True)
    click.echo(f"{what}: {len(changed)} file(s) changed in {folder}")


@cli.command()
@click.argument("folder", type=click.Path(file_okay=False), metavar="DIR")
@click.argument("old")
@click.argument("new")
def rename(folder, old, new):
    """Rename an NPC or a place everywhere it appears in a campaign's pages (docs/), its
    links on the NPC roster included. The pages become your edits: later builds keep them
    (and report them) unless --force. Run `daytrip build` in DIR (or mkdocs build) to
    rebuild the HTML.

    \b
    Example:
        daytrip rename my-campaign "May Rogers" "May Rodriguez"
    """
    from markdown.extensions.toc import slugify

    from ..errors import BadInput
    from ..text.mdescape import escape

    folder = Path(folder)
    _campaign(folder)
    if not old.strip() or not new.strip():
        raise BadInput("OLD and NEW must be non-empty names")
    e_old, e_new = str(escape(old)), str(escape(new))
    s_old, s_new = slugify(old, "-"), slugify(new, "-")
    changed = 0
    total = 0
    for path in sorted((folder / "docs").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        n = text.count(e_old)
        if not n:
            continue
        text = text.replace(e_old, e_new)
        # anchors of renamed NPC headings ("NPC 3: Name" -> #npc-3-name) and links to them
        text = re.sub(rf"(#npc-\d+-){re.escape(s_old)}\b", lambda m: m[1] + s_new, text)
        path.write_text(text, encoding="utf-8")
        changed += 1
        total += n
    if not changed:
        raise BadInput(f"{old!r} appears on no page of {folder / 'docs'}")
    click.echo(f"renamed {old} to {new}: {total} times in {changed} page(s); "
               f"run daytrip build --out {folder} to rebuild the site")
