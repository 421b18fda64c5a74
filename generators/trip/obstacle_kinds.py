"""What kind of trouble a scene obstacle is, so that a trip's obstacles are not all one note
(round 29, issue 10: "DayTrips that hang together"; cold readers found trips whose every
obstacle was a flux storm, or every one a crowd saying no). A GM expects a mix: people to talk
round (social), ground, weather or a thing to get past (physical), a puzzle or the crew's own
nerve (mind), and, where the trip has one, a creature.

A stock or content obstacle's kind is its opposition type's (``KIND``). trip/scenes.py draws the
climax first (the trip's own opposition); each later scene, while the trip has fewer than
``WANT`` kinds, prefers a line of a kind not yet drawn, and else one of a kind that holds less
than half the scenes: the opposition's own first, else one of the filler types (Dangerous
Environment, Technical and Psychological Challenges), which fit almost any world. A trip whose
opposition is itself physical or mind trouble gets two kinds (the fillers are those two); a
social or creature opposition, three. The content's own obstacle at the place it names is kept
whatever its kind. Audited by consistency_r29hazard.py's ``obstacle-kinds-one``.
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


def kinds_drawn(scenes: list[dict], n: int) -> tuple:
    """The kinds a trip of ``n`` scenes should steer its next obstacle away from, in order of
    preference, from the obstacles drawn so far: every kind met while the trip has fewer than
    ``WANT``, then every kind that already holds half the scenes (rounded up), so a second kind
    is more than one filler scene among five of the opposition's."""
    got = [kind_of(sc["obstacle"]["opposition"]) for sc in scenes]
    full = frozenset(k for k in got if got.count(k) >= (n + 1) // 2)
    return tuple(x for x in (frozenset(got) if len(set(got)) < WANT else frozenset(), full) if x)


def _not_in(rows: list[tuple], kinds: frozenset) -> list[tuple]:
    return [(v, f) for v, f in rows if kind_of(f["opposition"]) not in kinds]


def first_pool(pool: list[tuple], opp, fillers: tuple, avoid: str | None, kinds: tuple = ()) -> list[tuple]:
    """The (value, fields) of ``pool`` a scene's stock obstacle is dealt from: the trip's
    opposition's lines, else a filler type's, else any; of a kind none of ``kinds`` (kinds_drawn,
    each in turn) holds when there is one (the opposition's, else a filler's); not on the stat
    ``avoid`` when another may be had (cold read 29: all PSYCHE; its kind's, else a filler's)."""
    first = [(v, f) for v, f in pool if f["opposition"] in opp] or \
            [(v, f) for v, f in pool if f["opposition"] in fillers] or pool
    filler = [(v, f) for v, f in pool if f["opposition"] in fillers]
    for k in kinds:
        if got := _not_in(first, k) or _not_in(filler, k):
            first = got
            break
    fill_ok = [x for x in filler if x in first] or filler
    return [(v, f) for v, f in first if f["stat"] != avoid] or [
        (v, f) for v, f in fill_ok if f["stat"] != avoid] or [(v, f) for v, f in filler if f["stat"] != avoid] or first
