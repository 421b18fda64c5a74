"""Action resolution: roll N d6, keep the best, add modifiers, compare with a DL or an
opposed roll, and read the margin on the Action Resolution Table.

    miss by more than 1 -> NO, AND      miss by 1 -> NO, BUT      hit exactly -> YES, BUT
    exceed by 1 -> YES                  exceed by more than 1 -> YES, AND

(TABLES.md section 7 reading: the table governs, so hitting the DL exactly is YES, BUT.)
Exact odds are computed with Fractions by formula; tests check them against brute force.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ..rng import Roll, Stream

OUTCOMES = ("NO, AND", "NO, BUT", "YES, BUT", "YES", "YES, AND")
DIFFICULTY_LEVELS = {
    1: "no-brainer", 2: "easy", 3: "challenging", 4: "difficult", 5: "hard",
    6: "very hard", 7: "unlikely", 8: "ridiculous", 9: "absurd", 10: "insane",
}
# "Actions of DL 7 or higher are impossible for an unskilled and unequipped human to perform
# without help" (Source Rules 3.0, Difficulty Levels): an obstacle in the crew's way is at
# most DL 6, very hard. The Opposition Level is not added to it: "The Opposition Level is the
# dice bonus that will be applied to every roll for each Opposition in the Mission" (Opposition
# Levels), so it goes on the opposition's rolls, never on the DL.
OBSTACLE_DL_MAX = 6
OBSTACLE_DL_MIN = 2


def obstacle_dl(dl: int) -> int:
    """A DL for an obstacle in the crew's way: 2 (easy) to OBSTACLE_DL_MAX. Never DL 1, a
    no-brainer: "you need to roll higher than the DL", and a die's 1 only "HIT EXACTLY" (YES,
    BUT), so a DL 1 roll cannot come out NO and is no obstacle (cold read 31; trip/way_trade.py)."""
    return max(OBSTACLE_DL_MIN, min(OBSTACLE_DL_MAX, dl))


def outcome(margin: int) -> str:
    """The Action Resolution Table, from (acting total - DL or defending total)."""
    if margin < -1:
        return OUTCOMES[0]
    if margin == -1:
        return OUTCOMES[1]
    if margin == 0:
        return OUTCOMES[2]
    if margin == 1:
        return OUTCOMES[3]
    return OUTCOMES[4]


def is_success(result: str) -> bool:
    return result.startswith("YES")


@lru_cache(maxsize=None)
def best_of(n: int, sides: int = 6) -> dict[int, Fraction]:
    """Exact distribution of the highest of n dice: P(max = k) = (k^n - (k-1)^n) / sides^n."""
    if n < 1:
        raise ValueError("best_of needs at least one die")
    denom = sides**n
    return {k: Fraction(k**n - (k - 1) ** n, denom) for k in range(1, sides + 1)}


def outcome_distribution(n: int, modifier: int, dl: int) -> dict[str, Fraction]:
    """Exact probabilities of the five outcomes for (n)d6 keep best + modifier vs DL."""
    dist = {o: Fraction(0) for o in OUTCOMES}
    for k, p in best_of(n).items():
        dist[outcome(k + modifier - dl)] += p
    return dist


def success_chance(n: int, modifier: int, dl: int) -> Fraction:
    """P(any YES) = P(best + modifier >= DL)."""
    return sum((p for k, p in best_of(n).items() if k + modifier >= dl), Fraction(0))


def opposed_distribution(n_act: int, mod_act: int, n_def: int, mod_def: int) -> dict[str, Fraction]:
    """Exact outcome probabilities of an opposed action (the defending roll sets the DL)."""
    dist = {o: Fraction(0) for o in OUTCOMES}
    for a, pa in best_of(n_act).items():
        for d, pd in best_of(n_def).items():
            dist[outcome((a + mod_act) - (d + mod_def))] += pa * pd
    return dist


def odds_table(n: int, modifier: int, dls=range(1, 11)) -> dict[int, dict]:
    """For each DL: the success chance and the five-outcome distribution (as Fractions)."""
    return {
        dl: {"success": success_chance(n, modifier, dl), "outcomes": outcome_distribution(n, modifier, dl)}
        for dl in dls
    }


@dataclass
class Resolution:
    roll: Roll
    total: int
    against: int
    margin: int
    result: str

    def to_dict(self) -> dict:
        return {"roll": self.roll.to_dict(), "total": self.total, "against": self.against,
                "margin": self.margin, "result": self.result}


def resolve(stream: Stream, n: int, modifier: int, dl: int, purpose: str) -> Resolution:
    """Roll (n)d6 keep the best + modifier against a DL and read the table."""
    r = stream.dice(n, 6, purpose, keep_best=True, modifier=modifier)
    margin = r.total - dl
    res = outcome(margin)
    r.result = f"vs DL {dl}: {res}"
    return Resolution(r, r.total, dl, margin, res)


def opposed(stream_act: Stream, n_act: int, mod_act: int, stream_def: Stream, n_def: int,
            mod_def: int, purpose: str) -> tuple[Resolution, Roll]:
    """An opposed action: the defending roll sets the DL, the acting roll tries to beat it."""
    d = stream_def.dice(n_def, 6, f"{purpose} (defending)", keep_best=True, modifier=mod_def)
    res = resolve(stream_act, n_act, mod_act, d.total, f"{purpose} (acting)")
    return res, d
