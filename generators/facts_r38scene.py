"""Round 38's scene facts (merged by generators/facts_r38.py into facts.VALUES): each key with its
values, who sets it and what reads it."""

from __future__ import annotations

FACTS: dict[str, tuple[str, ...]] = {
    # of the slip-in point's landing site only, for the hour-0 arrival event (content/
    # landing_seen.py, set by content/__init__.py from the landing site as drawn): ``apart`` where
    # the lander sits out of sight or cut off from where people walk (a dip that hides it, a yard
    # behind a high wall, a gravel bar in a river, a ledge over a drop), ``open`` elsewhere. The
    # arrival lines of grammars/events.json in which locals reach or wait at the lander the
    # moment it lands need ``landing != apart``. Round 38, cold read: landing reactions with no
    # need on the place's height or cover ("A crowd of children reaches the lander before the
    # engines stop" at a gravel bar in the middle of a slow, wide river).
    "landing": ("open", "apart"),
}
