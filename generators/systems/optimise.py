"""The small optimiser that chose the Fudge, Subnet d6 and YAPPY d8 mappings.

Not used at generation time: run ``python -m generators.systems.optimise`` to search again
and print the mapping rows that belong in corpora/tables/conversion_design_*.json.

Every one of the three systems rolls a value against a target: Fudge a trait level (4dF),
Subnet a dice pool (summed d6), YAPPY a pip value (d8s). A mapping is three monotone
tables: stat score 1-6 -> value ``A``, skill level 0-6 -> value added ``B`` (B[0] = 0), and
DL 1-10 -> target ``T``. A DayTrippers roll (stat n, skill s, DL d) becomes a roll of
value A[n] + B[s] against T[d], except that a task out of DayTrippers' reach (d > 6 + s:
no roll can succeed) stays out of reach (see ``REACH`` in generators/systems/__init__.py).

Each system's space keeps its blocks on its own scale (SPACES: Fudge's ladder with stats 2
and 3 on different rungs and 4-6 not all one rung; Subnet stat points from 1 for an ordinary
person, at most 4; YAPPY 1d for an ordinary person, Mundane), so the search finds the best
mapping a native-looking block allows.

The objective is the worst gap |P(DayTrippers) - P(system)| over the COMPARISON GRID
(every stat 1-6, every skill level 0-6, every DL 1-10), ties broken by the mean gap.
Given A and B, each DL's best target is found independently; A and B are searched by
coordinate descent from many starting points (every affine A and B in the candidate
ranges), so the result is a local optimum of a broad search, and the gap it reaches is
written down as a constant that tests/test_systems.py holds each mapping to.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Callable

from . import odds

STATS = range(1, 7)
SKILLS = range(0, 7)
DLS = range(1, 11)


def reachable(skill: int, dl: int) -> bool:
    """DayTrippers: the best d6 is at most 6, so a DL above 6 + bonus cannot be met."""
    return dl <= 6 + skill


@dataclass
class Space:
    name: str
    chance: Callable[[int, int], object]
    stat_values: range
    skill_steps: range
    targets: tuple[int, ...]
    min_value: int
    no_roll: bool = False  # may DL 1 be "no roll" (automatic success)?
    skill_max: int | None = None  # the most a skill 6 may add (None: 6 x the largest step)
    stat_ok: Callable[[list], bool] = lambda A: True  # the system's own scale (see SPACES)
    starts: tuple = ()  # stat maps to start from besides the affine ones

    def p(self, value: int, target: int) -> float:
        return float(self.chance(value, target))


def _fudge_ok(A) -> bool:
    """Fudge: stats 2 and 3 on different rungs, and 4-6 not all on one rung."""
    return A[0] == 0 and A[0] < A[1] < A[2] and A[3] < A[5]


# The systems' own scales (OTHER-SYSTEMS.md), so that a converted block stands beside a native
# character: Subnet stat points 1-3 (a DayTrippers 1, an ordinary person, is 1 point; the apex
# of the human genome at most 4) and a skill adds at most 6 points, so pools run 1D-10D;
# YAPPY an ordinary person is Mundane (1d a stat, 4d in all) and the human apex 4d (an Action
# hero's 10d spread with no stat above half), a legend's skill adding at most 3d.
SPACES = {
    "fudge": Space("fudge", odds.fudge, range(-1, 5), range(0, 3), tuple(range(-6, 10)), -10,
                   stat_ok=_fudge_ok, starts=([0, 1, 2, 3, 3, 4], [0, 1, 2, 2, 3, 4], [0, 1, 2, 2, 3, 3])),
    "subnet-d6": Space("subnet-d6", odds.subnet, range(1, 5), range(0, 2),
                       tuple(range(2, 61)), 1, no_roll=True, skill_max=6,
                       stat_ok=lambda A: A[0] == 1 and all(0 <= b - a <= 1 for a, b in zip(A, A[1:])), starts=([1, 1, 2, 2, 3, 3], [1, 2, 2, 3, 3, 4])),
    "yappy-d8": Space("yappy-d8", odds.yappy, range(4, 17), range(0, 3),
                      tuple(range(5, 120, 5)), 4, skill_max=12, no_roll=True,
                      stat_ok=lambda A: A[0] == 4,
                      starts=([4, 6, 8, 10, 12, 14], [4, 6, 7, 8, 10, 12], [4, 8, 9, 10, 12, 16])),
}


def _dt() -> dict[tuple[int, int, int], float]:
    return {(n, s, d): float(odds.daytrippers(n, s, d)) for n in STATS for s in SKILLS for d in DLS}


def evaluate(space: Space, A, B, dt=None, cache=None):
    """(worst, mean, targets) for stat map A (index 0 = stat 1) and skill map B."""
    dt = dt or _dt()
    cache = {} if cache is None else cache

    def p(v, t):
        if t is None:
            return 1.0  # no roll: a no-brainer succeeds, as any DayTrippers roll meets DL 1
        key = (v, t)
        if key not in cache:
            cache[key] = space.p(v, t)
        return cache[key]

    targets, worst, total, cells = [], 0.0, 0.0, 0
    for d in DLS:
        best = None
        for t in ((None,) if d == 1 and space.no_roll else ()) + space.targets:
            if targets and targets[-1] is not None and t is not None and t < targets[-1]:
                continue  # targets never fall as the DL rises
            w, tot = 0.0, 0.0
            for n in STATS:
                for s in SKILLS:
                    got = p(A[n - 1] + B[s], t) if reachable(s, d) else 0.0
                    g = abs(dt[n, s, d] - got)
                    w, tot = max(w, g), tot + g
            if best is None or (round(w, 9), tot) < (round(best[0], 9), best[1]):
                best = (w, tot, t)
        targets.append(best[2])
        worst, total = max(worst, best[0]), total + best[1]
        cells += len(STATS) * len(SKILLS)
    return worst, total / cells, targets


def _monotone(seq) -> bool:
    return all(a <= b for a, b in zip(seq, seq[1:]))


def search(space: Space, rounds: int = 4):
    dt, cache = _dt(), {}
    starts = []
    vals, steps = list(space.stat_values), list(space.skill_steps)
    for a0 in vals:
        for da in (0, 1, 2, 3, 4):
            A = [a0 + da * i for i in range(6)]
            if A[-1] > vals[-1] or not space.stat_ok(A):
                continue
            for k in steps[1:] or [0]:
                B = [k * i for i in range(7)]
                starts.append((A, B))
    for A in space.starts:
        for k in steps[1:] or [0]:
            starts.append((list(A), [k * i for i in range(7)]))
    scored = sorted(((evaluate(space, A, B, dt, cache)[:2], A, B) for A, B in starts),
                    key=lambda x: x[0])
    best = None
    for _, A, B in scored[:rounds]:
        A, B = list(A), list(B)
        cur = evaluate(space, A, B, dt, cache)
        improved = True
        while improved:
            improved = False
            bmax = space.skill_max if space.skill_max is not None else steps[-1] * 6
            for which, vec, lo, hi in (("A", A, vals[0], vals[-1]), ("B", B, 0, bmax)):
                for i in range(len(vec)):
                    if which == "B" and i == 0:
                        continue
                    for v in range(lo, hi + 1):
                        trial = list(vec)
                        trial[i] = v
                        if not _monotone(trial) or (which == "A" and not space.stat_ok(trial)):
                            continue
                        a, b = (trial, B) if which == "A" else (A, trial)
                        if min(x + y for x in a for y in b) < space.min_value:
                            continue
                        res = evaluate(space, a, b, dt, cache)
                        if (round(res[0], 9), res[1]) < (round(cur[0], 9), cur[1]):
                            cur, improved = res, True
                            vec[:] = trial
        if best is None or (round(cur[0], 9), cur[1]) < (round(best[0][0], 9), best[0][1]):
            best = (cur, list(A), list(B))
    (worst, mean, targets), A, B = best
    return {"worst": worst, "mean": mean, "stats": A, "skills": B, "dls": targets}


def main() -> None:  # pragma: no cover - an offline tool
    for name, space in SPACES.items():
        r = search(space)
        print(f"{name}: worst gap {r['worst']:.4f}, mean {r['mean']:.4f}")
        print(f"  stats 1-6 -> {r['stats']}\n  skills 0-6 -> {r['skills']}\n  DL 1-10 -> {r['dls']}")


if __name__ == "__main__":  # pragma: no cover
    main()
