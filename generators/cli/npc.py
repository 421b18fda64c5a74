"""`daytrip roll npc`: NPC stat blocks bought with an exact CP budget per tier."""

from __future__ import annotations

import click

from . import roll
from .options import count_option, format_option, pack_option, seed_option, system_option
from .rolls import run_roll

# The tier names of corpora/lists/npc_tiers.json (a test keeps them equal); listed here so
# that `--help` and bad-tier errors need no data loading.
TIERS = ("mook", "professional", "notable", "legend")


@roll.command()
@seed_option
@count_option
@click.option("--tier", "-t", type=click.Choice(TIERS), default="professional", show_default=True,
              help="CP budget: mook 10, professional 60, notable 150, legend 400.")
@system_option("the stat block", 'JSON gains "conversions".')
@pack_option
@format_option
def npc(seed, count, tier, systems, packs, fmt):
    """Roll an NPC stat block: six stats, skills, items, fame, rank, class and crew
    designation, bought with exactly the tier's CP at the rules' costs, with a harm
    track and the exact odds of every roll (full odds in JSON).

    \b
    Example:
        daytrip roll npc --seed slip-n-slide --tier notable
        daytrip roll npc --seed slip-n-slide --count 5 --tier mook --format markdown
        daytrip roll npc --seed slip-n-slide --system fudge --system subnet-d6
        daytrip roll npc --seed x --system all
    """
    from ..rules.npc import roll_npc
    from ..render import npc as r

    make, text, markdown = lambda s: roll_npc(s, tier), r.npc_text, r.npc_markdown
    if systems:
        from ..render.systems import with_systems

        make, text, markdown = with_systems(systems, make, text, markdown)
    run_roll("npc", seed, count, fmt, {"tier": None if tier == "professional" else tier,
                                       "system": list(systems) or None}, make, text, markdown,
             packs=packs)
