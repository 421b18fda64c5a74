"""When a Time Travel node is: direction, span and distance rolled, the year that follows, and
how years are written. The stratified audit (content.stratify) sets ``mission.era_stratum``
on its Time Travel runs: every other one lands in each era of corpora/lists/eras_past.json
in turn, so the valley's short eras (the Gold Rush, the Depression) come up as often as the
long ones. Paths: <node>/{direction,span,amount,era_year}.
"""

from __future__ import annotations

from ..data import load
from ..facts_r37events import HOME_YEAR  # home's year, one constant below the layers
from ..rng import Stream
from .common import pick_item


def year_text(year: int) -> str:
    if year <= 0:
        n = 1 - year
        return f"{n:,} BCE" if n >= 10_000 else f"{n} BCE"
    return f"{year:,}" if year >= 10_000 else str(year)


def ago(n: int) -> str:
    if n >= 1_000_000:
        return f"about {n // 1_000_000:,} million years"
    if n >= 10_000:
        return f"about {n // 1000:,} thousand years"
    return f"{n:,} year{'s' if n != 1 else ''}"


def roll_when(mission, s: Stream) -> tuple[bool, str, str, int, str]:
    """(past?, span, unit, year, distance text) of a Time Travel node."""
    r = s.child("direction").dice(1, 6, "time travel direction (1-3 past, 4-6 future)")
    past = r.total <= 3
    span, sf = pick_item(s.child("span"), "lists/time_spans")
    amount = s.child("amount").randint(sf["lo"], sf["hi"])
    unit = sf["unit"]
    stratum = getattr(mission, "era_stratum", None)
    if stratum is not None and stratum % 2 == 0:  # the stratified audit: each era in turn
        eras = [f for _, _, f in load("lists/eras_past").items if f["from"] < HOME_YEAR]
        era = eras[(stratum // 2) % len(eras)]
        spans = [(v, f) for v, _, f in load("lists/time_spans").items if f["unit"] == "years"]
        lo = max(era["from"], HOME_YEAR - max(f["hi"] for _, f in spans))
        year = s.child("era_year").randint(lo, min(era["to"], HOME_YEAR - 1))
        past, unit, amount = True, "years", HOME_YEAR - year
        span = next(v for v, f in spans if f["lo"] <= amount <= f["hi"])
        s.note("year (stratified audit: each era in turn)", str(year))
    r.result = "past" if past else "future"
    if unit == "years":
        years = amount
        distance = f"{span}: {ago(amount)} {'back' if past else 'ahead'}"
    else:
        years = 1 if (unit == "months" and past and amount > 6) else 0
        distance = f"{span}: {amount} {unit[:-1] if amount == 1 else unit} {'back' if past else 'ahead'}"
    return past, span, unit, HOME_YEAR - years if past else HOME_YEAR + years, distance
