"""`daytrip roll trip`: one DayTrip, ready to run (the same document as a site page)."""

from __future__ import annotations

import click

from . import roll
from .options import (
    count_option, crew_option, format_option, pack_option, seed_option, system_option,
    weirdness_option,
)
from .rolls import run_roll


@roll.command()
@seed_option
@count_option
@weirdness_option
@click.option("--aspects", is_flag=True,
              help="Add Mission Aspects: CL, pay, contests, opposition, perks, complications, "
                   "GM-only Mission Surprises.")
@crew_option
@system_option("every NPC's stat block", 'JSON NPCs gain "conversions".')
@pack_option
@format_option
def trip(seed, count, weirdness, aspects, crew, systems, packs, fmt):
    """Roll a whole DayTrip: teaser, mission and goal, node and its details, vectors of
    slip with what they mean at the table, a read-aloud strong start, 3-6 scenes (who, what
    the crew want, an obstacle with its DL and a way round, where it leads), secrets and
    clues, the one-day clock, three endings (pay, Fame, XP), surrealism tweaks, the
    maguffin, 3-6 NPCs with stat blocks and odds, the roll log and the command that
    reproduces it. --format markdown is the site's trip page.

    \b
    Example:
        daytrip roll trip --seed slip-n-slide
        daytrip roll trip --seed slip-n-slide --aspects --crew 3 --format markdown
        daytrip roll trip --seed slip-n-slide --system fudge
    """
    from ..site.context import check_systems
    from ..render import trip as r
    from ..trip.daytrip import roll_trip

    def markdown(t):  # the site's trip template (imports jinja2 only for this format)
        from ..site.pages import trip_markdown

        return trip_markdown(t)

    parsed = check_systems(tuple(systems))
    run_roll("trip", seed, count, fmt,
             {"weirdness": None if weirdness == "typical" else weirdness,
              "aspects": aspects, "crew": crew if aspects else None,
              "system": list(systems) or None},
             lambda s: roll_trip(s, weirdness, aspects, crew, systems=parsed),
             r.trip_text, markdown, packs=packs)
