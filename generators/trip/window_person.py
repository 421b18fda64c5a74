"""The Narrow Window's "one person who can settle" the maguffin, named (cold read 34, r34-a
ottersleet-3: "The one person who can settle the rubbing is at the Radio Tower ... only until
hour 12" named nobody, and the GM asked "Is it Camila?"). The person is someone the page
already puts at the goal's place: the first person found there who does not work against the
crew by their role (else the first person found there). Their name goes into the complication's
line and the clock's tick that closes the window; with nobody at the goal the lines stay as they
are. play.py calls ``name_window`` once the scenes are placed (before the clues repeat the line)
and ``name_window_clock`` once the clock is dealt; the audit's ``window-person-unnamed``
(consistency_r34comp.py) checks it.
"""

from __future__ import annotations

import re

from ..content.event_roles import foes
from . import parts

COMP = "Narrow Window of Opportunity: "
ONE = re.compile(r"\b([Tt])he one person who can settle (.+?) (is at|leaves)\b")


def window_person(trip, goal_place: str) -> str | None:
    """The name of the person found at ``goal_place`` who settles the maguffin, or None."""
    people = [p for p in parts.npcs(trip) if not p.get("creature") and p.get("where") == goal_place]
    bad = set(foes(people))
    pick = next((p for p in people if p["name"] not in bad), people[0] if people else None)
    return pick["name"] if pick else None


def _named(text: str, name: str) -> str:
    return ONE.sub(lambda m: f"{name}, the one person who can settle {m.group(2)}, {m.group(3)}", text, count=1)


def name_window(trip, scenes: list[dict]) -> str | None:
    """Name the person in the trip's Narrow Window line (its events); the name, or None."""
    if not scenes:
        return None
    for e in trip.events or ():
        text = str(e.get("text") or "")
        if text.startswith(COMP) and ONE.search(text):
            name = window_person(trip, scenes[-1]["place"])
            if name:
                e["text"] = COMP + _named(text[len(COMP):], name)
            return name
    return None


def name_window_clock(clock: dict, name: str | None) -> None:
    """The same name in the clock's tick that closes the window."""
    if not name:
        return
    for tick in clock.get("ticks") or ():
        for ev in tick.get("events") or ():
            if isinstance(ev, dict) and ONE.search(str(ev.get("text") or "")):
                ev["text"] = _named(ev["text"], name)
