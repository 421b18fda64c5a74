"""HEALING, worked through the engine: weeks per hit and the weekly HEALTH roll.

The rules: "When Harm has been determined and you've suffered more than 1 hit, your wounds
will require weeks to heal. A rough approximation is one week per hit, given access to
21st-century medical technology, or two weeks per hit without it. ... Each week of rest,
you'll have to make a HEALTH roll against your current damage total in order to actually
remove a point of Harm. ... If your HEALTH is zero then you're in a coma or in critical
condition, and you're going to require surgery." "All harm heals in alphabetical order."

Readings (the rules' own example: HEALTH 1 vs DL 3, a 5 is "YES AND": one point for the
YES, the GM rules the AND an extra point): a YES (YES, BUT / YES / YES, AND) removes one
point, a YES, AND one more; a NO removes none. The DL is the number of hits still on the
track. The roll uses the current HEALTH, without the "-1 if wounded for 2 hits or more"
(the example rolls Chaz's 5 against DL 3 with three hits on him and reads YES AND).
"""

from __future__ import annotations

from dataclasses import dataclass

from .harm import Harm
from .resolution import resolve
from ..rng import Stream


def weeks_estimate(hits: int, modern_medicine: bool = True) -> int:
    """The rough approximation: one week per hit (two without 21st-century medicine); a
    single hit rests off in a day (0 weeks)."""
    if hits <= 1:
        return 0
    return hits * (1 if modern_medicine else 2)


@dataclass
class Week:
    week: int
    dl: int
    total: int | None
    result: str
    healed: list[str]

    def to_dict(self) -> dict:
        return {"week": self.week, "dl": self.dl, "total": self.total, "result": self.result,
                "healed": list(self.healed)}


def heal_week(stream: Stream, harm: Harm, week: int = 1, use_penalty: bool = False) -> Week:
    """One week of rest: a HEALTH roll against the current damage total."""
    dl = len(harm.hits)
    health = harm.current["HEALTH"]
    if health == 0:
        return Week(week, dl, None, "HEALTH 0: coma, needs surgery first", [])
    penalty = harm.wound_penalty if use_penalty else 0
    res = resolve(stream, health, penalty, dl, f"week {week}: HEALTH roll to heal")
    n = {"YES, AND": 2, "YES": 1, "YES, BUT": 1}.get(res.result, 0)
    healed = [h for h in (harm.heal() for _ in range(n)) if h]
    return Week(week, dl, res.total, res.result, healed)


def heal(stream: Stream, harm: Harm, max_weeks: int = 52, use_penalty: bool = False) -> list[Week]:
    """Weeks of rest until the harm is gone (or ``max_weeks``, or surgery is needed)."""
    out: list[Week] = []
    for w in range(1, max_weeks + 1):
        if not harm.hits:
            break
        wk = heal_week(stream.child("week", w), harm, w, use_penalty)
        out.append(wk)
        if wk.total is None:
            break
    return out
