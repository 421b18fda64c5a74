"""A place's sensory line (a sound, a smell, what is underfoot), drawn so that no sentence of it,
and no stock phrase, is another place's of the same trip (content/places.py locations_for)."""

from __future__ import annotations

import re

from ..rng import Stream
from ..text.echo import echoes
from .common import gx


def fresh_sense(s: Stream, ctx: dict, heard: set[str], bare: bool = False) -> str:
    """A sensory line none of whose sentences (or stock phrases: text/echo.py) another place
    already has (one sound at two places reads as a copy); bounded tries, then the last. ``bare``:
    a place whose description already says what it stands on (a planet place) feels its
    ground underfoot without a second ground (no salt crust under "a stretch of black sand")."""
    under = "feel" if bare else "texture"
    if (ctx.get("_world") or {}).get("place_promise") == "flooded":  # (round 28, r28-cold-f: "the mud
        under += "_flooded"  # is still ankle-deep" beside "underfoot, moss as soft as a kitten")
    base = ctx  # a ground no other place has said (slip-n-slide audit/161: "a surface that feels
    draw = (lambda x, j: gx(x if j == 0 else x.child("again", j), "places", under, base))  # freshly swept" x2)
    ctx = dict(ctx, underfoot=lambda x: next((u for u in (draw(x, j) for j in range(8))
                                              if not any(u.lower() in h.lower() for h in heard)), draw(x, 7)))
    for i in range(12):
        v = gx(s if i == 0 else s.child("retry", i), "places", "sense", ctx) + "."
        parts = {x.strip() for x in re.split(r"(?<=[.;])\s+", v)}
        if not parts & heard and not echoes(v, sorted(heard)):  # heard: whole lines too, for a
            break  # phrase across the "; " ("over and over; underfoot, a", slip-n-slide audit/986)
    heard.update(parts | {v})
    return v
