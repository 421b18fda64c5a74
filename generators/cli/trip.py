"""`daytrip roll trip`: one DayTrip, ready to run (the same document as a site page).

``daytrip roll trip CODE`` prints the trip a trip code names (generators.trip.code), exactly
as its campaign's site shows it: the same stream path (``board/1/mission/N``) and options, so
the JSON is byte for byte the site's trip and the Markdown comes from the site's template."""

from __future__ import annotations

import click

from . import roll
from .options import (
    FORMATS, count_option, crew_option, pack_option, seed_option, system_option,
    weirdness_option,
)
from .rolls import run_roll

TRIP_FORMATS = FORMATS + ("reddit", "bbcode")
CODE_HELP = ("A trip code from a campaign's trip page, SEED/N[+options]@ALGORITHM "
             "(e.g. slip-n-slide/1@34): that trip, exactly as the site shows it.")


def players_option(f):
    return click.option(
        "--players", is_flag=True,
        help="Leave out every GM-only text (hidden motives, secrets, what the maguffin really "
             "is, Mission Surprises, the roll log): a version to show the players.",
    )(f)


def post_format_option(f):
    return click.option(
        "--format", "-f", "fmt", type=click.Choice(TRIP_FORMATS), default="text",
        show_default=True,
        help="text for a terminal; markdown, reddit (GM-only text in >!spoilers!<) or bbcode "
             "([spoiler], [b], [list]) for a forum post; json or jsonl for tools.",
    )(f)


def reject_with_code(ctx, names: tuple[str, ...]) -> None:
    """A trip code carries the seed and the options: giving them too is an error."""
    from click.core import ParameterSource

    given = [f"--{n.replace('_', '-')}" for n in names
             if ctx.get_parameter_source(n) not in (ParameterSource.DEFAULT, None)]
    if given:
        raise click.UsageError(
            f"a trip code carries the seed and the trip's options; leave out {', '.join(given)}")


@roll.command()
@click.argument("code", required=False, metavar="[CODE]")
@seed_option
@count_option
@weirdness_option
@click.option("--aspects", is_flag=True,
              help="Add Mission Aspects: CL, pay, contests, opposition, perks, complications, "
                   "GM-only Mission Surprises.")
@crew_option
@system_option("every NPC's stat block", 'JSON NPCs gain "conversions".')
@pack_option
@players_option
@post_format_option
@click.pass_context
def trip(ctx, code, seed, count, weirdness, aspects, crew, systems, packs, players, fmt):
    """Roll a whole DayTrip: teaser, mission and goal, node and its details, vectors of
    slip with what they mean at the table, a read-aloud strong start, 4-6 scenes (who, what
    the crew want, an obstacle with its DL and a way round, where it leads), secrets and
    clues, the one-day clock (complications included), three endings (pay, Fame, XP),
    surrealism tweaks, the maguffin (look, size, how it travels, what could go wrong), 3-6
    NPCs with stat blocks and odds, the roll log and the command that reproduces it. --format markdown is the site's trip page (the same template).

    CODE (a trip code from a campaign's trip page, e.g. slip-n-slide/1@34) prints that
    campaign's trip exactly as its site shows it; the code carries the seed and options.

    \b
    Example:
        daytrip roll trip --seed slip-n-slide
        daytrip roll trip slip-n-slide/1@34
        daytrip roll trip slip-n-slide/1@34 --format reddit
        daytrip roll trip --seed slip-n-slide --aspects --crew 3 --format markdown
        daytrip roll trip --seed slip-n-slide --system fudge --players
    """
    from ..site.context import check_systems
    from ..render import trip as r

    def text(t):
        return r.trip_text(t, players=players)

    def markdown(t):
        if fmt == "markdown":  # the site's trip template (imports jinja2 only for this format)
            from ..site.pages import trip_markdown

            return trip_markdown(t, players=players).rstrip("\n")
        from ..site.post import trip_post

        return trip_post(t, fmt if fmt in ("reddit", "bbcode") else "markdown",
                         players=players).rstrip("\n")

    if code is not None:
        reject_with_code(ctx, ("seed", "count", "weirdness", "aspects", "crew", "systems"))
        from ..trip.code import parse_code, trip_for_code

        tc = parse_code(code)
        if tc.part is not None:
            raise click.UsageError(f"{code} names a part of a trip; print it with "
                                   f"'daytrip roll {tc.part} {code}'")
        if tc.packs and not packs:
            raise click.UsageError(f"trip code {code} was made with --pack folders: give the "
                                   "same --pack options again")
        parsed = check_systems(tc.systems)
        show_code(tc.trip_code(), fmt, packs, players,
                  lambda: trip_for_code(tc, parsed), text, markdown)
        return
    from ..trip.daytrip import roll_trip

    parsed = check_systems(tuple(systems))
    run_roll("trip", seed, count, fmt,
             {"weirdness": None if weirdness == "typical" else weirdness,
              "aspects": aspects, "crew": crew if aspects else None,
              "system": list(systems) or None, "players": players,
              "format": fmt if fmt in ("reddit", "bbcode") else None},
             lambda s: roll_trip(s, weirdness, aspects, crew, systems=parsed),
             text, markdown, packs=packs)


def show_code(tc, fmt: str, packs, players: bool, make, text, markdown, kind: str = "trip") -> None:
    """Print what a trip code (or a part's code) names, with the command that reproduces it."""
    from .output import emit

    if packs:
        from ..text.packs import use_packs

        with use_packs(packs) as active:
            for warning in active.warnings:
                click.echo(f"warning: {warning}", err=True)
            result = make()
    else:
        result = make()
    cmd = tc.command(kind)
    extra = [f"--pack {p}" for p in packs] + (["--players"] if players else [])
    if fmt in ("reddit", "bbcode"):
        extra.append(f"--format {fmt}")
    cmd = " ".join([cmd, *extra])
    emit([result], fmt, many=False, seed=tc.seed, made_seed=False, command=cmd,
         text=text, markdown=markdown, schema="trip" if kind == "trip" else "part")


def part_command(ctx, code: str, kind: str, packs, players: bool, fmt: str) -> None:
    """`daytrip roll npc|location|event CODE/KIND/K`: one part of a campaign's trip."""
    from ..site.context import check_systems
    from ..trip.code import parse_code, trip_for_code

    reject_with_code(ctx, tuple(p.name for p in ctx.command.params
                                if p.name not in ("code", "packs", "players", "fmt")))
    tc = parse_code(code)
    if tc.part != kind:
        raise click.UsageError(f"expected a trip code with /{kind}/K at the end, e.g. "
                               f"slip-n-slide/1@34/{kind}/1; got {code!r}")
    if tc.packs and not packs:
        raise click.UsageError(f"trip code {code} was made with --pack folders: give the "
                               "same --pack options again")
    from ..site.post import part_text, trip_part

    state = {}

    def make():
        state["trip"] = trip_for_code(tc, check_systems(tc.systems))
        return _Part(trip_part(state["trip"], kind, tc.index, fmt, players=players))

    def render(_):
        return part_text(state["trip"], kind, tc.index, fmt, players=players)

    show_code(tc, fmt, packs, players, make, render, render, kind=kind)


class _Part:
    def __init__(self, data: dict):
        self.data = data

    def to_dict(self) -> dict:
        return self.data
