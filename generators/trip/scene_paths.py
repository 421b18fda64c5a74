"""The walk along a trip's paths (scenes.connections): the fewest hours from the slip-in to
the climax, and the shortcut back when the chain alone is too long for the window."""

from __future__ import annotations

from ..rng import Stream


def walk(links: list[tuple[int, int]], hours: list[int], n: int) -> int:
    """The fewest path hours from the slip-in (1) to the climax (n)."""
    best = {1: 0}
    for _ in range(n):
        for (a, b), h in zip(links, hours):
            for x, y in ((a, b), (b, a)):
                if x in best and best[x] + h < best.get(y, 10 ** 6):
                    best[y] = best[x] + h
    return best.get(n, 0)


def shortcut_back(s: Stream, n: int, most: int, links, hours, options):
    """When the chain's one-hour paths alone take longer than ``most`` (six scenes and an
    event over at hour 20: five hours, four allowed), the one shortcut is a one-hour path that
    brings the walk back within ``most``: the rolled shortcut if it can, else one drawn."""
    chain = [(lk, h) for lk, h in zip(links, hours) if lk[1] == lk[0] + 1]
    extra = [lk for lk in links if lk[1] != lk[0] + 1]

    def fits(lk):
        return walk([c for c, _ in chain] + [lk], [h for _, h in chain] + [1], n) <= most

    ok = [lk for lk in options if fits(lk)]
    if not ok:
        return links, hours
    pick = extra[0] if extra and fits(extra[0]) else ok[s.child("shortcut", "back").below(len(ok))]
    out = sorted(chain + [(pick, 1)])
    return [lk for lk, _ in out], [h for _, h in out]
