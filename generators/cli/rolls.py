"""`daytrip roll board|mission|dreamworld|tweak`: the Big Board and its parts."""

from __future__ import annotations

from typing import Callable

import click

from . import roll
from .options import (
    count_option, crew_option, format_option, pack_option, seed_option, weirdness_option,
)
from .output import command_line, emit, resolve_seed


def run_roll(
    kind: str,
    seed: str | None,
    count: int | None,
    fmt: str,
    options: dict,
    make: Callable[[object], object],
    text: Callable[[object], str],
    markdown: Callable[[object], str],
    packs: tuple = (),
) -> None:
    """Shared body of every `roll` command: result i lives at path ``<kind>/<i>``, so
    ``--count 1`` and no ``--count`` give the same first result. ``packs`` (--pack
    folders) add to or override corpora/ while the results are made."""
    from ..rng import Stream

    seed, made = resolve_seed(seed)
    n = count or 1
    if packs:
        from ..text.packs import use_packs

        with use_packs(packs) as active:
            for warning in active.warnings:
                click.echo(f"warning: {warning}", err=True)
            results = [make(Stream(seed, f"{kind}/{i}")) for i in range(1, n + 1)]
    else:
        results = [make(Stream(seed, f"{kind}/{i}")) for i in range(1, n + 1)]
    cmd = command_line(["roll", kind], {"seed": seed, "count": count, **options,
                                         "pack": list(packs) or None})
    from ..schema import has_schema

    emit(results, fmt, many=count is not None, seed=seed, made_seed=made, command=cmd,
         text=text, markdown=markdown, schema=kind if has_schema(kind) else None)


@roll.command()
@seed_option
@count_option
@weirdness_option
@pack_option
@format_option
def board(seed, count, weirdness, packs, fmt):
    """Roll a Big Board: 1d6 missions, each with mission type, node, slip type, job DL
    and (Dream World / Alternate Earth) vectors of slip and distances.

    \b
    Example:
        daytrip roll board --seed slip-n-slide
        daytrip roll board --seed slip-n-slide --weirdness d8 --format json
    """
    from ..rules.board import roll_board
    from ..render import mission as r

    run_roll("board", seed, count, fmt,
             {"weirdness": None if weirdness == "typical" else weirdness},
             lambda s: roll_board(s, weirdness), r.board_text, r.board_markdown, packs=packs)


@roll.command()
@seed_option
@count_option
@weirdness_option
@click.option("--aspects", is_flag=True, help="Add Mission Aspects: CL, pay, contests, opposition, perks, complications.")
@crew_option
@click.option("--score", default=None, metavar="NAME=N",
              help="With --aspects: the player's score for the contests, e.g. Fame=3 "
                   "(Charm, Brains, Rank or Fame, 1-6). Omitted: chosen by a logged policy.")
@click.option("--mission-type", "mission_type", default=None, metavar="NAME",
              help="With --aspects: the Mission Type the player chooses (STEP 1), e.g. "
                   "Emergency/Rescue. Omitted: the Big Board's roll.")
@pack_option
@format_option
def mission(seed, count, weirdness, aspects, crew, score, mission_type, packs, fmt):
    """Roll one mission as the Big Board would, optionally with Mission Aspects.

    \b
    Example:
        daytrip roll mission --seed slip-n-slide --aspects --crew 3
    """
    from ..rules.board import roll_mission
    from ..render import mission as r

    def make(stream):
        m = roll_mission(stream, weirdness)
        if aspects:
            from ..rules.aspects import attach_aspects

            attach_aspects(m, stream.child("aspects"), crew=crew, score=score, mission_type=mission_type)
        return m

    from .options import check_mission_type

    mission_type = check_mission_type(mission_type, aspects)

    if score is not None:
        from ..rules.aspects import parse_score
        from ..errors import BadInput

        if not aspects:
            raise click.UsageError("--score needs --aspects")
        try:
            parse_score(score)
        except BadInput as e:
            raise click.BadParameter(str(e), param_hint="'--score'") from None

    run_roll("mission", seed, count, fmt,
             {"weirdness": None if weirdness == "typical" else weirdness,
              "aspects": aspects, "crew": crew if aspects else None, "score": score,
              "mission_type": mission_type},
             make, r.mission_text, r.mission_markdown, packs=packs)


@roll.command()
@seed_option
@count_option
@pack_option
@format_option
def dreamworld(seed, count, packs, fmt):
    """Roll the vectors of slip (with the Multiple rule) and the slip distance of each,
    for a Dream World or an Alternate Earth.

    \b
    Example:
        daytrip roll dreamworld --seed slip-n-slide --count 3
    """
    from ..render import mission as r
    from ..rules.vectors import roll_dreamworld

    run_roll("dreamworld", seed, count, fmt, {}, roll_dreamworld, r.dreamworld_text, r.dreamworld_markdown,
             packs=packs)


@roll.command()
@seed_option
@count_option
@click.option("--kind", type=click.Choice(("natural", "constructed", "character")), default=None,
              help="Which list to tweak from; omitted: one of the three at random.")
@pack_option
@format_option
def tweak(seed, count, kind, packs, fmt):
    """Roll a surrealism tweak: a concrete law, machine or person, and what happens to it.

    \b
    Example:
        daytrip roll tweak --seed slip-n-slide --kind natural --count 3
    """
    from ..render import tweak as r
    from ..rules.tweaks import roll_tweak

    run_roll("tweak", seed, count, fmt, {"kind": kind}, lambda s: roll_tweak(s, kind),
             r.tweak_text, r.tweak_markdown, packs=packs)
