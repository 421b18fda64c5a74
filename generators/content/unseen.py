"""Where Stealth Required may bite (round 21, brief scenes; cold read 29, r20-cold-a: the crew
told to stay hidden at a scene whose point is a talk with someone there). The complication's line
names one of two places an event draws (content/places.py events_for); neither is the goal when
what the crew want there is a talk or a deal (trip/play_lines.json want:climax: a trade, talks,
a permission granted across the table, a person to win over). Elsewhere the talking wants need
``stealth != here`` (trip/scenes.py, trip/stealth.py).
"""

from __future__ import annotations


def unseen_away(cc: dict, places: list[str]) -> dict:
    """Stealth Required's two places, neither the goal (``places[1]``) where the crew's point
    there is a talk or a deal (a trade, talks, a permission, a person to win over: cold 29)."""
    w = cc.get("_world") or {}
    if not (w.get("mission") in ("trade", "diplomacy") or w.get("maguffin_form") == "permission"
            or w.get("maguffin_state") in ("hiding", "unwilling")) or len(places) < 3:
        return cc
    rest = [p for p in places if p != places[1] and p not in (cc["place"], cc["place2"])]
    return dict(cc, **{k: rest[0] for k in ("place", "place2") if cc[k] == places[1]})
