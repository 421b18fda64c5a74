"""`daytrip roll crew` and `daytrip roll ship`: pregenerated PCs and their SlipShip."""

from __future__ import annotations

import click

from . import roll
from .options import WholeNumber, count_option, format_option, pack_option, seed_option
from .rolls import run_roll


@roll.command()
@seed_option
@count_option
@click.option("--size", type=WholeNumber(1, 12), default=4, show_default=True,
              help="How many PCs (1-12).")
@click.option("--cp", "budget", type=WholeNumber(10, 500), default=100, show_default=True,
              help="Character Points per PC, 10-500 (the rules' beginning character has 100).")
@click.option("--hire", type=WholeNumber(0, 12), default=0, show_default=True,
              help="Crewmembers hired beside the PCs (1 CP each for a year), 0-12.")
@click.option("--not-legendary", is_flag=True,
              help="The optional Not Legendary Yet rule: no starting stat above 3.")
@pack_option
@format_option
def crew(seed, count, size, budget, hire, not_legendary, packs, fmt):
    """Roll pregenerated PCs and their SlipShip on one budget: each PC's CP (100 by default)
    pays for stats, skills, gear, fame and a share of the ship and of any hired crew, with
    Debt where a share leaves too little. Each PC: class with its Class Matters boosts and
    debt (1d6 or 2d6 Megas), crew designation, stats, skills with specialisations, gear
    including the Automated Survival Suit, and the budget itemised line by line.

    \b
    Example:
        daytrip roll crew --seed slip-n-slide --size 4
        daytrip roll crew --seed slip-n-slide --size 3 --cp 150 --format json
    """
    from ..rules.crew import roll_crew
    from ..render import party as r

    run_roll("crew", seed, count, fmt, {"size": size, "cp": None if budget == 100 else budget,
                                        "hire": hire or None, "not_legendary": not_legendary or None},
             lambda s: roll_crew(s, size, budget, hire=hire, not_legendary=not_legendary),
             r.crew_text, r.crew_markdown, packs=packs)


@roll.command()
@seed_option
@count_option
@click.option("--capacity", type=WholeNumber(1, 99), default=4, show_default=True,
              help="Crewmembers the ship holds, you included (1-99).")
@click.option("--hull", type=WholeNumber(1, 6), default=None,
              help="Outer Hull bonus 1-6; omitted: rolled (1d6: 1-3 +1, 4-5 +2, 6 +3).")
@pack_option
@format_option
def ship(seed, count, capacity, hull, packs, fmt):
    """Roll a SlipShip: core components (Frame, Slip Capacitor, Powersource, Outer Hull),
    optional components, tonnage = (2 + hull bonus) x capacity, power per hour, the
    Powersource sized from the burn list of Ship's Power Costs, and the CP cost itemised.

    \b
    Example:
        daytrip roll ship --seed slip-n-slide --capacity 4
        daytrip roll ship --seed slip-n-slide --capacity 6 --hull 2 --format markdown
    """
    from ..render import party as r
    from ..rules.ship import roll_ship

    run_roll("ship", seed, count, fmt, {"capacity": capacity, "hull": hull},
             lambda s: roll_ship(s, capacity, hull), r.ship_text, r.ship_markdown,
             packs=packs)
