"""The paths between a trip's scenes (connections) and the walk along them: the fewest hours
from the slip-in to the climax, and the shortcut back when the chain alone is too long for the
window."""

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


MAX_CHAIN_HOURS = 6
MIN_CHAIN_HOURS = 4  # the way out to the climax: there and back reaches the clock's third tick


def connections(s: Stream, n: int, most: int = MAX_CHAIN_HOURS) -> list[dict]:
    """The chain 1 -> 2 -> ... -> n and at most one shortcut between non-neighbours (never
    straight from the slip-in to the climax); the chain at most ``most`` hours if it can be,
    and when it cannot (too many scenes), the shortcut is a one-hour path that makes the walk
    back fit (scene_paths.shortcut_back)."""
    links = [(i, i + 1) for i in range(1, n)]
    options = [(a, b) for a in range(1, n + 1) for b in range(a + 2, n + 1) if (a, b) != (1, n)]
    if options:
        pick = s.child("shortcut").below(len(options) + 1)  # one in (options + 1): none
        if pick < len(options):
            links.append(options[pick])
    links = sorted(links)
    hours = [1 + s.child("travel", a, b).below(2) for a, b in links]
    chain = [k for k, (a, b) in enumerate(links) if b == a + 1]
    while sum(hours[k] for k in chain) > min(most, MAX_CHAIN_HOURS) and any(hours[k] == 2 for k in chain):
        hours[min(k for k in chain if hours[k] == 2)] = 1  # the longest chain: two-hour paths become one-hour ones
    while sum(hours[k] for k in chain) < min(most, MIN_CHAIN_HOURS) and any(hours[k] == 1 for k in chain):
        hours[max(k for k in chain if hours[k] == 1)] = 2  # the shortest: the last one-hour path doubles
    if walk(links, hours, n) > most:  # one-hour paths all the way and still too long: a shortcut back
        links, hours = shortcut_back(s, n, most, links, hours, options)
    return [{"from": f"scene-{a}", "to": f"scene-{b}", "hours": h} for (a, b), h in zip(links, hours)]


def path_hours(links: list[dict], ids: list[str]) -> dict:
    """Hours of the shortest walk between every two of the scenes ``ids`` over the paths
    ``links`` ({"from", "to", "hours"}); a pair with no walk between them is left out."""
    d = {(a, a): 0 for a in ids}
    for c in links:
        a, b, h = c.get("from"), c.get("to"), c.get("hours") or 0
        if a in ids and b in ids and h < d.get((a, b), h + 1):
            d[a, b] = d[b, a] = h
    for k in ids:
        for a in ids:
            for b in ids:
                if (a, k) in d and (k, b) in d and d[a, k] + d[k, b] < d.get((a, b), d[a, k] + d[k, b] + 1):
                    d[a, b] = d[a, k] + d[k, b]
    return d


def short_way(links: list[dict], n: int, k: int) -> str:
    """The fact ``short_way`` of scene ``k`` of ``n`` (generators/facts_r27.py): "yes" when it
    lies on a shortest walk from the landing (scene 1) to the goal (scene n), so its want may be
    "a shorter way" to the goal (cold read of algorithm-24 trips: a scene wanting "a shorter
    way" that is in fact the longer way); the audit's reading too (consistency_r27clock.py)."""
    ids = [f"scene-{i}" for i in range(1, n + 1)]
    d = path_hours(links, ids)
    a, z, me = ids[0], ids[-1], f"scene-{k}"
    if (a, z) not in d or (a, me) not in d or (me, z) not in d:
        return "no"
    return "yes" if d[a, me] + d[me, z] <= d[a, z] else "no"
