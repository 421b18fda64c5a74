"""The fact a knowledge, an event or a view turns on (``maguffin.gist``, GM only: what the
secret says, what the permission allows, what the festival is, what the view shows and from
where), said again where it is played: at the climax, the scene where the crew learn it, are
granted it, attend it or see it (``turns_on``, GM only; null at every other scene). Round 26,
cold readers of algorithm-23 trips: "the carvings are a map ... a hand cut beside one place that
is not on any map the crew brought" printed in the maguffin's block and used by nothing else
on the page, so the GM met it once, away from the scene it decides. Audited by
consistency_r26maguffin.py (``maguffin-gist-unpaid``)."""

from __future__ import annotations


def gist_at_climax(trip, scenes: list[dict]) -> None:
    """Set each scene's ``turns_on``: the maguffin's gist at the climax (before an event's hours
    are added to it: the climax's want says them), else None."""
    gist = ((trip.maguffin or {}).get("gist") or "").strip()
    for sc in scenes:
        sc["turns_on"] = None
    if gist and scenes:
        scenes[-1]["turns_on"] = gist
