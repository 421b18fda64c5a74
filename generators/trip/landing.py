"""One landing in the strong start (cold read 18: "The lander sets down on the radio tower"
while the slip-in point's own Landing site was the bottom of a dry fountain; "The lander sets
down on Ruby's Air Base" and, two sentences on, "The lander comes down at the spot where the
barn stood"). The start lands the lander once: at the site its slip-in point names, or where
the node's own arrival line brings it down. Audited by consistency_fit.py's
``start-lands-once``."""

from __future__ import annotations

import re

# a sentence of the node's arrival lines that lands the lander itself (content/nodes.py)
LANDING = re.compile(r"^The lander (comes|sets|touches|splashes) down\b")
SITE = re.compile(r"\bLanding site: ([^.]+)")
SPOT = re.compile(r"\bat the spot where the barn\b")


def site_of(loc: dict) -> str:
    """The landing site the slip-in point's own line names ("the bottom of a dry fountain,
    to a round of applause"), or ""."""
    m = SITE.search(loc.get("text", ""))
    return m.group(1).strip() if m else ""


def opening(place: str, loc: dict, arrival: list[str], hatch: bool) -> tuple[str, list[str]]:
    """(the start's first sentence, the arrival lines left): the one landing, then the
    hatch. ``hatch``: the read-aloud's last line opens (or jams) the hatch itself."""
    lands = [a for a in arrival if LANDING.match(a)]
    rest = [a for a in arrival if not LANDING.match(a)]
    site = site_of(loc)
    if lands:  # the node brings the lander down itself ("at the spot where the barn stood"),
        at = f"{place}, {site}" if site else place  # on the slip-in point's own site
        if SPOT.search(lands[0]):  # the barn's spot IS the slip-in point, in this year (cold read
            # r34: "at the spot where the barn stood in 2017", then "The lander's hatch opens on
            # the County's Air Base": a reader asked which of the two it landed on)
            return " ".join(lands[:1] + [f"In this year, that spot is {at}."]), rest
        return " ".join(lands[:1] + ([f"Beyond the hatch: {at}."] if hatch else
                                      [f"The lander's hatch opens on {at}."])), rest
    if hatch:  # at the place, on its own landing site when it names one (never "on" a tower)
        return (f"The lander sets down at {place}" + (f": {site}." if site else ".")), rest
    return f"The lander's hatch opens on {place}.", rest
