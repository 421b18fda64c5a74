"""The day's fuel as a fact with a price (round 36): who pays it (the ad's ``fuel_paid``,
trip/pay_extras.py ad_facts: the client when the ad says "the client pays for fuel at cost",
else the crew) and what it costs. The rules give the ship "enough fuel to support its crew and
dimensional-shift engines for, predictably enough, one day" and name no price; our ruling:
the day's fuel for the slip costs ``FUEL_M`` Megas, whatever the crew's size (a clue costs
0.25M, a debt to the rivals 1M, a CL 1 crewmember's fee 1M: the rules' money scale). The
endings' Pay lines print it wherever the crew pay it, and no ending line leaves open who pays.
Cold read of algorithm-31 trips: "fuel not included" in the ad, "the fuel and any damage are the
crew's to pay" at the Failure, and no price for the fuel anywhere on the page."""

from __future__ import annotations

from .pay_extras import client_fuel

FUEL_M = 1
PRICE = (f"{FUEL_M}M for the day's slip, whatever the crew's size (our ruling: the rules give the "
         f"lander a day's fuel and name no price)")
NOT_INCLUDED = "fuel not included"


def crew_fuel_said(teaser: str) -> bool:
    """Whether the ad tells the crew the fuel is theirs to pay ("fuel not included")."""
    return NOT_INCLUDED in (teaser or "").lower()


def failure_fuel(teaser: str) -> str:
    """The Failure's Pay clause after "0M, whatever the crew's size; "."""
    if client_fuel(teaser):
        return "the client pays the fuel at cost, as the ad promised; any damage is the crew's to pay"
    return f"the fuel and any damage are the crew's to pay; the fuel is {PRICE}"


def success_fuel(teaser: str, again: bool = False) -> str:
    """The sentence a Success or a Partial adds on the fuel: the crew's, at its price, wherever
    the client does not pay it (the review of round 36: an ad silent on fuel charged it only at
    the Failure), else ""."""
    if client_fuel(teaser):
        return ""
    if again:  # the Partial, after the Success has priced it
        return f". The fuel is the crew's, as at a Success ({FUEL_M}M)"
    return f". The fuel is the crew's{', as the ad said' if crew_fuel_said(teaser) else ''}: {PRICE}"
