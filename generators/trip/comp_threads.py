"""Each Mission Complication shown where its line says it is (round 26, cold read of an
algorithm-23 trip: "War Zone: Two armies camp either side of the Singing Crater Town" printed
at the top, and the crew reach the Singing Crater Town and the scene says nothing of the
armies). A complication's event line (corpora/grammars/events.json) that names places of the
trip puts a thread labelled with the complication at the scene of each place it names, from
corpora/trip/play_threads.json ``complication`` lines. trip/threads.py calls it; the audit
rule ``complication-unshown-at-place`` (consistency_r26hooks.py) checks it.
"""

from __future__ import annotations

import re

from ..data import load
from ..memo import rx
from . import parts


def _bare(name: str) -> str:
    return re.sub(r"^the ", "", parts.inline(name).strip(), flags=re.I).lower()


def _lines() -> dict[str, str]:
    return {f["complication"]: v for v, _, f in load("trip/play_threads").items if f.get("use") == "complication"}



def _hour(e: dict) -> str:
    """The hour of a complication's event ("Hour 16" -> "16"): a Bad Odds thread says it, so the
    scene never tells as already true what the clock brings later (round 28, cold read
    r27b-cold-b: "The odds turn against the crew here: everyone at the Hollow Spore Market has
    been paid to slow the crew down" at scene 3, and the clock's tick brings it at hour 16)."""
    m = re.search(r"\d+", str(e.get("when") or ""))
    return m.group(0) if m else str(e.get("hour") or "")


def _names(key: str, low: str) -> bool:
    """Whether ``low`` names the place ``key`` as words ("the dam" is not in "damaged")."""
    return rx(r"(?<!\w)" + re.escape(key) + r"(?!\w)").search(low) is not None


def complication_threads(trip, scenes: list[dict]) -> None:
    """A thread at the scene of each place a complication's event line names."""
    comps = parts.complications(trip)
    lines = _lines()
    for e in trip.events:
        head, _, body = str(e.get("text") or "").partition(": ")
        if head not in comps or not body:
            continue
        low = body.lower()
        for sc in scenes:
            key = _bare(sc["place"])
            if key and _names(key, low) and not any(th["label"] == head for th in sc["threads"]):
                line = lines.get(head, "{event}")
                said = body.rstrip(".")
                if not line.startswith("{event}"):  # after a lead-in, mid-sentence
                    said = said[:1].lower() + said[1:]
                text = line.format(event=said, hour=_hour(e))  # Bad Odds: from its hour, never before (r28)
                sc["threads"].append({"label": head, "text": text[:1].upper() + text[1:] + "."})
