"""Exact success chances in every system, as Fractions.

Each function answers "what is the chance that this roll meets or beats that target?"
in one system's own dice. They are computed with icepool (a maintained dice-probability
library) where the counting is fiddly; tests/test_systems.py recomputes every one of
them a second way, by brute-force enumeration of the faces with itertools.product.

- DayTrippers: (stat) d6, keep the best, + bonus, meets or beats the DL (YES, BUT or better).
- PbtA: 2d6 + modifiers, 7+ is a hit (7-9 partial, 10+ full).
- d20: d20 + modifiers meets or beats the DC (no automatic 1s or 20s: skill-check style).
- 1-20 / 1-100: roll d20 / d100 equal to or under a target (clamped to 0..100%).
- Fudge: 4dF + trait level meets or beats the difficulty level.
- Subnet d6: (pool) d6 summed, Rule of One and Rule of Six Six Six (`subnet_total`).
- YAPPY d8: (pips // 4) d8 summed + (pips % 4), Crazy Eights exploding up to
  `YAPPY_EXPLODE_DEPTH` extra dice per die, Wimpy Ones (`yappy_total`).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from math import comb

import icepool

from ..rules.resolution import success_chance as _dt_success

# Crazy Eights: an 8 is added and rolled again; we stop after this many extra dice per
# die (the last die's 8 then counts as a plain 8). The cap moves any chance by less than
# (1/8)**(depth+1) per die: under 0.025% at depth 3.
YAPPY_EXPLODE_DEPTH = 3


def _frac_dist(die: icepool.Die) -> dict[int, Fraction]:
    den = die.denominator()
    return {int(o): Fraction(q, den) for o, q in die.items()}


def _at_least(dist: dict[int, Fraction], target: int) -> Fraction:
    return sum((p for v, p in dist.items() if v >= target), Fraction(0))


# -- DayTrippers --------------------------------------------------------------------------

def daytrippers(stat: int, bonus: int, dl: int) -> Fraction:
    """P(best of (stat) d6 + bonus >= DL). Stat 0 (harmed out) cannot act: 0."""
    if stat < 1:
        return Fraction(0)
    return _dt_success(stat, bonus, dl)


@lru_cache(maxsize=None)
def best_of_icepool(n: int) -> dict[int, Fraction]:
    """The best of n d6, by icepool (the second way to the formula in resolution.py)."""
    return _frac_dist(icepool.d6.pool(n).highest(1).sum())


# -- PbtA, d20, 1-20, 1-100 ----------------------------------------------------------------

@lru_cache(maxsize=None)
def _two_d6() -> dict[int, Fraction]:
    return _frac_dist(2 @ icepool.d6)


def pbta(modifier: int) -> Fraction:
    """P(2d6 + modifier >= 7): a hit (partial 7-9 or full 10+)."""
    return _at_least(_two_d6(), 7 - modifier)


def pbta_full(modifier: int) -> Fraction:
    """P(2d6 + modifier >= 10): a full hit."""
    return _at_least(_two_d6(), 10 - modifier)


def d20(modifier: int, dc: int) -> Fraction:
    """P(d20 + modifier >= DC)."""
    need = dc - modifier  # face needed
    return Fraction(min(20, max(0, 21 - need)), 20) if need > 1 else Fraction(1)


def roll_under(target: int, sides: int) -> Fraction:
    """P(d<sides> <= target), clamped to 0..1."""
    return Fraction(min(sides, max(0, target)), sides)


# -- Fudge ---------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def fudge_dice() -> dict[int, Fraction]:
    """4dF: each die -1, 0 or +1."""
    return _frac_dist(4 @ icepool.Die([-1, 0, 1]))


def fudge(trait: int, difficulty: int) -> Fraction:
    """P(4dF + trait >= difficulty) (ladder levels: Fair = 0)."""
    return _at_least(fudge_dice(), difficulty - trait)


# -- Subnet d6 -----------------------------------------------------------------------------

def subnet_total(faces) -> int:
    """One Subnet roll's total. Rule of One (Subnet's own example: "roll 4, 6, 1 gives 4:
    the 1 takes out the 6"): each 1 adds nothing and cancels the highest die still standing
    (a 6 first); Rule of Six Six Six: if three or more 6s remain uncancelled, +10."""
    ones = sum(1 for f in faces if f == 1)
    rest = sorted(f for f in faces if f != 1)
    kept = rest[: max(0, len(rest) - ones)]
    bonus = 10 if sum(1 for f in kept if f == 6) >= 3 else 0
    return sum(kept) + bonus


@lru_cache(maxsize=None)
def _middle(c: int, drop: int = 0) -> dict[int, Fraction]:
    """Sum of c dice that each show 2-5 (given they are neither 1 nor 6), less the ``drop``
    highest of them, by icepool."""
    keep = c - drop
    if keep <= 0:
        return {0: Fraction(1)}
    return _frac_dist(icepool.Die([2, 3, 4, 5]).pool(c).lowest(keep).sum())


@lru_cache(maxsize=None)
def subnet_distribution(pool: int) -> dict[int, Fraction]:
    """Exact distribution of a Subnet roll of ``pool`` d6: split the dice into a ones, b
    sixes and c others (multinomial weights); the ones cancel the sixes first, then the
    highest others (icepool keeps the lowest); score as subnet_total."""
    if pool < 1:
        raise ValueError("a Subnet pool has at least one die")
    out: dict[int, Fraction] = {}
    sixth = Fraction(1, 6)
    for a in range(pool + 1):
        for b in range(pool - a + 1):
            c = pool - a - b
            w = Fraction(comb(pool, a) * comb(pool - a, b)) * sixth ** (a + b) * Fraction(4, 6) ** c
            kept = max(0, b - a)
            fixed = 6 * kept + (10 if kept >= 3 else 0)
            for v, p in _middle(c, max(0, a - b)).items():
                t = v + fixed
                out[t] = out.get(t, Fraction(0)) + w * p
    return dict(sorted(out.items()))


def subnet(pool: int, target: int) -> Fraction:
    """P(Subnet roll of ``pool`` dice >= target number)."""
    return _at_least(subnet_distribution(pool), target)


# -- YAPPY d8 ------------------------------------------------------------------------------

def yappy_auto(pips: int) -> int:
    """YAPPY's automatic success: "2p for each die plus 1/2 of any loose pips ... any task
    whose difficulty falls below this number will automatically succeed". Half a pip is
    rounded in the player's favour (3d3p: 6 + 1.5 -> 8), so a target below pips / 2
    succeeds without a roll."""
    return -(-pips // 2)


def yappy_total(chains, pips: int = 0) -> int:
    """One YAPPY roll's total from each die's exploded chain total (the first face is what
    counts: a natural 1 is a chain of 1, a chain of 8 or more began with an 8). Readings:
    Crazy Eights: an 8 adds and rolls again; Wimpy Ones: each natural 1 stays in the total
    and drops the highest remaining die that is not a 1; "if that die was an eight, you
    still get to roll the crazy dice but lose the original eight", so a dropped chain loses
    only its 8. Leftover pips add to the total."""
    ones = sum(1 for c in chains if c == 1)
    eights = sorted((c for c in chains if c >= 8), reverse=True)
    plain = sorted(c for c in chains if 1 < c < 8)
    total = ones + sum(eights) + sum(plain) + pips
    for _ in range(ones):
        if eights:
            eights.pop()
            total -= 8
        elif plain:
            total -= plain.pop()
    return total


@lru_cache(maxsize=None)
def yappy_die(depth: int = YAPPY_EXPLODE_DEPTH) -> icepool.Die:
    """One d8 with Crazy Eights, at most ``depth`` extra dice."""
    return icepool.d8.explode([8], depth=depth)


@lru_cache(maxsize=None)
def _yappy_parts(depth: int):
    die = yappy_die(depth)
    exploded = icepool.Die({o: q for o, q in die.items() if o >= 8})  # began with an 8
    return exploded, icepool.Die([2, 3, 4, 5, 6, 7])


@lru_cache(maxsize=None)
def yappy_distribution(pips: int, depth: int = YAPPY_EXPLODE_DEPTH) -> dict[int, Fraction]:
    """Exact distribution of a YAPPY roll of a ``pips`` value (1d = 4p): mix over m natural
    1s, e dice that began with an 8 and r plain 2-7s (multinomial weights); the ones drop
    the eights' original 8s first, then the highest plain dice (icepool keeps the lowest)."""
    dice, extra = divmod(pips, 4)
    if dice < 1:
        raise ValueError("a YAPPY roll needs at least one die (4 pips)")
    exploded, plain = _yappy_parts(depth)
    eighth = Fraction(1, 8)
    out: dict[int, Fraction] = {}
    for m in range(dice + 1):
        for e in range(dice - m + 1):
            r = dice - m - e
            w = Fraction(comb(dice, m) * comb(dice - m, e)) * eighth ** (m + e) * Fraction(6, 8) ** r
            hit8 = min(m, e)
            drop = min(m - hit8, r)
            ex = _frac_dist(e @ exploded) if e else {0: Fraction(1)}
            keep = r - drop
            pl = _frac_dist(plain.pool(r).lowest(keep).sum()) if keep > 0 else {0: Fraction(1)}
            fixed = m + extra - 8 * hit8
            for v1, p1 in ex.items():
                for v2, p2 in pl.items():
                    t = v1 + v2 + fixed
                    out[t] = out.get(t, Fraction(0)) + w * p1 * p2
    return dict(sorted(out.items()))


def yappy(pips: int, target: int, depth: int = YAPPY_EXPLODE_DEPTH) -> Fraction:
    """P(YAPPY roll of ``pips`` >= target); a target below the automatic success number
    (yappy_auto) succeeds without a roll."""
    if 2 * target < pips:
        return Fraction(1)
    return _at_least(yappy_distribution(pips, depth), target)
