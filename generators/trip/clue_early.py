"""A warning told before the place it warns about (cold read r22: a Stealth Required scene at
scene 1 whose clues are only at scenes 2 and 3, r22-cold-a; Bad Intel's two clues both at the
scene they warn about, r22-cold-d; round 23: a War Zone, Bad Odds or Must be Kept Secret at a
place told only there, so the crew walk in before they can learn of it). trip/clues.py places a
complication's clues by it, and the audit rules clue-warns-late (consistency_r22start.py) and
clue-complication-late (consistency_r23clock.py) read it."""

from __future__ import annotations

# the complications that warn about one place: the crew need them before they get there
WARNS = ("Stealth Required", "Bad Intel")
# and the trouble at one place the crew should hear of before they walk in (round 23)
AHEAD = ("War Zone", "Bad Odds", "Must be Kept Secret")


def _said(place: str) -> tuple[str, str]:
    return place, place[:1].lower() + place[1:]


def warned_at(text: str, scenes: list[dict], kinds: tuple[str, ...] = WARNS) -> int | None:
    """The number of the first scene whose place a warning fact ``text`` (one of ``kinds``)
    names; None when the fact is no such warning or names no scene's place."""
    if not text.startswith(kinds):
        return None
    nums = [sc["number"] for sc in scenes if any(p in text for p in _said(sc["place"]))]
    return min(nums) if nums else None


def number_of(scenes: list[dict], sid: str) -> int | None:
    """The number of the scene ``sid``; None when no scene has that id."""
    return next((sc["number"] for sc in scenes if sc["id"] == sid), None)


def in_time(clue: dict, scenes: list[dict], late: int) -> bool:
    """Whether a clue (or a placement) is learnt before the scene numbered ``late``: at the barn
    before the slip, or at an earlier scene. A clue at no scene of the trip (an id the map does
    not have, or none) is not in time: nothing says the crew can learn it before (review r23:
    an unknown id counted as scene 0, earlier than any)."""
    if clue.get("source") == "intel" or str(clue.get("use") or "").startswith("intel:"):
        return True
    n = number_of(scenes, clue.get("scene") or "")
    return n is not None and n < late


def can_be_early(text: str, late: int) -> bool:
    """Whether a warning at scene ``late`` has any earlier source: an earlier scene, or the barn
    for Stealth Required (the briefing knows the place is watched; it cannot know its own Bad
    Intel was wrong)."""
    return late > 1 or text.startswith("Stealth Required")


def early_first(picks: list[dict], pool: list[dict], scenes: list[dict], late: int, text: str,
                one_of, barn: dict) -> list[dict]:
    """``picks`` with one placement before scene ``late`` first when none is: one of the pool's
    earlier placements (``one_of(list)`` draws it), else the barn's ``barn`` placement for a
    Stealth Required; unchanged when one is in time already or none can be."""
    if any(in_time(p, scenes, late) for p in picks) or not can_be_early(text, late):
        return picks
    early = [p for p in pool if in_time(p, scenes, late)]
    first = one_of(early) if early else (barn if text.startswith("Stealth Required") else None)
    if first is None:
        return picks
    return [first] + picks[:max(1, len(picks) - 1)]
