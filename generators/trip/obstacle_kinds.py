"""What kind of trouble a scene obstacle is, so that a trip's obstacles are not all one note
(round 29, issue 10: "DayTrips that hang together"; cold readers found trips whose every
obstacle was a flux storm, or every one a crowd saying no). A GM expects a mix: people to talk
round (social), ground, weather or a thing to get past (physical), a puzzle or the crew's own
nerve (mind), and, where the trip has one, a creature.

A stock or content obstacle's kind is its opposition type's (``KIND``). trip/scenes.py draws the
climax first (the trip's own opposition); each later scene, while the trip has fewer than
``WANT`` kinds, prefers a line of a kind not yet drawn: the opposition's own first, else one of
the filler types (Dangerous Environment, Technical and Psychological Challenges), which fit
almost any world. Audited by consistency_r29hazard.py's ``obstacle-kinds-one``.
"""

from __future__ import annotations

KIND = {"Dangerous People": "social", "Rival DayTrippers": "social",
        "Dangerous Environment": "physical", "Flux Storms": "physical", "Dangerous Object": "physical",
        "Technical Challenges": "mind", "Psychological Challenges": "mind",
        "Wildlife/Animals": "creature", "Monster/Enemy": "creature"}
WANT = 3  # kinds a trip of four scenes or more should show: where the world allows


def kind_of(opposition: str) -> str:
    """The kind of trouble of an obstacle of ``opposition`` (an opposition type)."""
    return KIND.get(opposition, "physical")


def kinds_drawn(scenes: list[dict]) -> frozenset:
    """The kinds the obstacles drawn so far show, while the trip still wants another kind (fewer
    than ``WANT``); else nothing to steer by."""
    kinds = frozenset(kind_of(sc["obstacle"]["opposition"]) for sc in scenes)
    return kinds if 0 < len(kinds) < WANT else frozenset()


def first_pool(pool: list[tuple], opp, fillers: tuple, avoid: str | None, kinds: frozenset) -> list[tuple]:
    """The (value, fields) of ``pool`` a scene's stock obstacle is dealt from: the trip's
    opposition's lines, else a filler type's, else any; of a kind not in ``kinds`` when there is
    one (the opposition's, else a filler's); not on the stat ``avoid`` when another may be had
    (cold read 29: all PSYCHE; its kind's, else a filler's)."""
    first = [(v, f) for v, f in pool if f["opposition"] in opp] or \
            [(v, f) for v, f in pool if f["opposition"] in fillers] or pool
    if kinds:
        first = [(v, f) for v, f in first if kind_of(f["opposition"]) not in kinds] or [
            (v, f) for v, f in pool if f["opposition"] in fillers and kind_of(f["opposition"]) not in kinds] or first
    return [(v, f) for v, f in first if f["stat"] != avoid] or [(v, f) for v, f in pool if f["stat"] != avoid and f[
        "opposition"] in fillers and (not kinds or kind_of(f["opposition"]) not in kinds)] or [
        (v, f) for v, f in pool if f["stat"] != avoid and f["opposition"] in fillers] or first
