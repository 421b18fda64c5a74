"""`daytrip roll npc`: NPC stat blocks bought with an exact CP budget per tier."""

from __future__ import annotations

import click

from . import roll
from .options import count_option, pack_option, seed_option, system_option
from .rolls import run_roll
from .trip import part_command, players_option, post_format_option

# The tier names of corpora/lists/npc_tiers.json (a test keeps them equal); listed here so
# that `--help` and bad-tier errors need no data loading.
TIERS = ("mook", "professional", "notable", "legend")


@roll.command()
@click.argument("code", required=False, metavar="[CODE/npc/K]")
@seed_option
@count_option
@click.option("--tier", "-t", type=click.Choice(TIERS), default="professional", show_default=True,
              help="CP budget: mook 10, professional 60, notable 150, legend 400.")
@system_option("the stat block", 'JSON gains "conversions".')
@pack_option
@players_option
@post_format_option
@click.pass_context
def npc(ctx, code, seed, count, tier, systems, packs, players, fmt):
    """Roll an NPC stat block: six stats, skills, items, fame, rank, class and crew
    designation, bought with exactly the tier's CP at the rules' costs, with a harm
    track and the exact odds of every roll (full odds in JSON).

    \b
    Example:
        daytrip roll npc --seed slip-n-slide --tier notable
        daytrip roll npc --seed slip-n-slide --count 5 --tier mook --format markdown
        daytrip roll npc --seed slip-n-slide --system fudge --system subnet-d6
        daytrip roll npc --seed x --system all
        daytrip roll npc slip-n-slide/1@34/npc/3

    CODE/npc/K (a trip code and a part, e.g. slip-n-slide/1@34/npc/3) prints the K-th NPC of
    that campaign trip exactly as the trip shows it.
    """
    if code is not None:
        part_command(ctx, code, "npc", packs, players, fmt)
        return
    if fmt in ("reddit", "bbcode") or players:
        raise click.UsageError("--players and --format reddit|bbcode go with a trip code "
                               "(CODE/npc/K) or with 'daytrip roll trip'")
    from ..rules.npc import roll_npc
    from ..render import npc as r

    make, text, markdown = lambda s: roll_npc(s, tier), r.npc_text, r.npc_markdown
    if systems:
        from ..render.systems import with_systems

        make, text, markdown = with_systems(systems, make, text, markdown)
    run_roll("npc", seed, count, fmt, {"tier": None if tier == "professional" else tier,
                                       "system": list(systems) or None}, make, text, markdown,
             packs=packs)
