"""The slip-in point's landing site fits what its name says the place is (cold read r34: "the
bazaar at Stockton" whose "Landing site: a drying green strung with somebody's washing"; "a
market square on a day with no market, with only a sweeper at work" at a place called the
Bazaar, whose clues have a stall keeper packing up and a faction "at the Bazaar today").
content/places.py draws the landing site again while it clashes; the audit's
``landing-site-vs-name`` (trip/consistency_r34places.py) reads the page."""

from __future__ import annotations

import re
from typing import Callable

# a name that says the place is a market (its stalls are there today)
MARKET_NAME = re.compile(r"\b(market|markets|bazaar|souk|fair|marketplace)\b", re.I)
# landing sites that say there is no market here, or that are a household's back yard
NOT_MARKET = re.compile(r"\b(no market|drying green|somebody's washing|someone's garden|tilled ground|"
                        r"ploughed|behind a row of houses|kitchen garden|line of sheets|hen run)\b", re.I)
TRIES = 12


def clashes(name: str, site: str) -> bool:
    """Whether a landing site says what the place's own name says it is not."""
    return bool(MARKET_NAME.search(name or "")) and bool(NOT_MARKET.search(site or ""))


def fitting_site(name: str, draw: Callable[[int], str]) -> str:
    """A landing site drawn with ``draw(k)`` (k = 0 first) that does not clash with ``name``:
    bounded tries, then the last one (the audit says so)."""
    v = draw(0)
    for k in range(1, TRIES):
        if not clashes(name, v):
            break
        v = draw(k)
    return v
