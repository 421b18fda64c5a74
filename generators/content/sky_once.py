"""The sky said once: after the first place that says it in full, a place's description keeps
its own words and drops the "under the same sky" its line would have put there (r26-cold c, e, h:
"under the same sky" read at scenes 3, 4 and 5 as filler). The audit rule
``place-same-sky-filler`` (trip/consistency_r26stock.py) checks it."""

from __future__ import annotations

import re

SAME_SKY = "the same sky"  # #sky# in a place's description once the sky has been said in full
_FILLER = re.compile(r",?\s*\bunder " + re.escape(SAME_SKY) + r"\b")  # with its comma: ", under ...;" is ";"


def sky_once(text: str) -> str:
    """``text`` without its "under the same sky": "One long street under the same sky, a
    crossroads at its middle" -> "One long street, a crossroads at its middle"; "A cluster of roofs
    inside a low wall, under the same sky; ..." -> "A cluster of roofs inside a low wall; ..." (never
    ",;", r26b-cold-c and d)."""
    return _FILLER.sub("", text)
