"""Exact odds of one roll on a stat block: ``dice`` d6 keep the best + ``modifier``, against
DL 1-10, as the success chance and the five-outcome distribution (exact Fractions, and floats
rounded to 4 places in JSON)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from .resolution import DIFFICULTY_LEVELS, OUTCOMES, outcome_distribution, success_chance


def fraction_text(p: Fraction) -> str:
    return str(p)  # "11/36", "1", "0"


@lru_cache(maxsize=None)
def _odds_rows(n: int, modifier: int) -> tuple:
    rows = []
    for dl in range(1, 11):
        dist = outcome_distribution(n, modifier, dl)
        rows.append((dl, success_chance(n, modifier, dl), tuple(dist[o] for o in OUTCOMES)))
    return tuple(rows)


@lru_cache(maxsize=None)
def _json_rows(n: int, modifier: int) -> tuple:
    """The JSON values of each DL row, computed once per (dice, modifier)."""
    return tuple(
        (dl, DIFFICULTY_LEVELS[dl], round(float(succ), 4), fraction_text(succ),
         tuple((o, round(float(p), 4)) for o, p in zip(OUTCOMES, dist)),
         tuple((o, fraction_text(p)) for o, p in zip(OUTCOMES, dist)))
        for dl, succ, dist in _odds_rows(n, modifier)
    )


@dataclass(frozen=True)
class RollOdds:
    """One roll an NPC makes: ``dice`` d6 keep the best + ``modifier``, against DL 1-10."""

    kind: str  # stat | skill | rank | fame
    name: str
    stat: str | None
    dice: int
    modifier: int
    parts: str  # "GRACE 3 + Firearm:Rifle 2 + rifle +1"

    @property
    def roll(self) -> str:
        return f"{self.dice}d6" + (f"{self.modifier:+d}" if self.modifier else "")

    def success(self, dl: int) -> Fraction:
        return _odds_rows(self.dice, self.modifier)[dl - 1][1]

    def outcomes(self, dl: int) -> dict[str, Fraction]:
        return dict(zip(OUTCOMES, _odds_rows(self.dice, self.modifier)[dl - 1][2]))

    def to_dict(self) -> dict:
        by_dl = [
            {"dl": dl, "label": label, "success": p, "success_exact": exact,
             "outcomes": dict(outs), "outcomes_exact": dict(outs_exact)}
            for dl, label, p, exact, outs, outs_exact in _json_rows(self.dice, self.modifier)
        ]
        return {"kind": self.kind, "name": self.name, "stat": self.stat, "dice": self.dice,
                "modifier": self.modifier, "roll": self.roll, "parts": self.parts, "by_dl": by_dl}
