"""What every converter shares: the rolls on a (duck-typed) NPC, the mapping tables loaded
from corpora/, and the comparison grid the gaps are measured on.

An NPC is anything with ``.stats`` (the six stat names -> 1-6) and ``.skills`` (objects
with ``name``, ``stat`` and ``level``; optional ``bonus_dice``); ``.items`` (objects with
``skill`` and ``level``) are optional. A skill's item adds its level to the roll.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Callable

from ..data import load
from ..errors import DataError
from ..rules.resolution import DIFFICULTY_LEVELS

STAT_NAMES = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
GRID_STATS = range(1, 7)
GRID_SKILLS = range(0, 7)
GRID_DLS = range(1, 11)
PAGE_DLS = (2, 4, 6, 8)  # the DLs the odds tables print


@dataclass(frozen=True)
class RollSpec:
    """One roll on a stat block: (dice) d6 keep best + skill level + item level."""

    name: str
    stat: str
    dice: int  # the stat score (+ any bonus dice)
    skill: int  # skill level (0 for a bare stat roll)
    item: int  # the level of the item used with it

    @property
    def bonus(self) -> int:
        return self.skill + self.item


def opposition_level(npc) -> int:
    """An Opposition NPC's dice bonus on every roll (Mission Aspects), 0 for anyone else."""
    return int(getattr(npc, "opposition_level", 0) or 0)


def rolls_of(npc) -> list[RollSpec]:
    """The six stat rolls, then one roll per skill (its item's level added). An Opposition
    NPC's Opposition Level is added to every roll like an item bonus."""
    stats = npc.stats
    lvl = opposition_level(npc)
    out = [RollSpec(s, s, max(1, int(stats.get(s, 1))), 0, lvl) for s in STAT_NAMES]
    items = list(getattr(npc, "items", []) or [])
    for k in npc.skills:
        item = next((i for i in items if getattr(i, "skill", None) == k.name), None)
        dice = max(1, int(stats.get(k.stat, 1))) + int(getattr(k, "bonus_dice", 0) or 0)
        out.append(RollSpec(k.name, k.stat, dice, int(k.level), (int(item.level) if item else 0) + lvl))
    return out


def _rows(key: str) -> dict[int, dict]:
    df = load(key)
    out = {}
    for r in df.rows:
        if r.min is None or r.min != r.max:
            raise DataError(df.name, None, f"row {r.value!r} must cover exactly one score")
        out[r.min] = {"label": r.value, **r.fields}
    return out


@lru_cache(maxsize=None)
def table(key: str, system: str) -> dict[int, object]:
    """score -> the value for ``system`` in corpora/tables/<key>.json."""
    rows = _rows(key)
    missing = [s for s, r in rows.items() if system not in r]
    if missing:
        raise DataError(f"corpora/{key}.json", None, f'rows {missing} have no "{system}" value')
    return {s: r[system] for s, r in sorted(rows.items())}


@lru_cache(maxsize=None)
def labels(key: str) -> dict[int, str]:
    return {s: r["label"] for s, r in sorted(_rows(key).items())}


def capped(n: int) -> int:
    """Stat dice above 6 (a designation's bonus die on a 6) convert as 6."""
    return max(1, min(6, n))


def extend(tbl: dict[int, int], n: int) -> int:
    """A 0-6 mapping read at ``n`` > 6 continues its last step (bonuses of 7+)."""
    if n <= 6:
        return tbl[n]
    return tbl[6] + (n - 6) * (tbl[6] - tbl[5])


def dl_label(dl: int) -> str:
    return DIFFICULTY_LEVELS[dl]


def pct(p: Fraction | float) -> str:
    """A chance as a whole percent, never rounding a possible event to 0 or 100."""
    x = float(p) * 100
    if 0 < x < 0.5:
        return "<1%"
    if 99.5 <= x < 100:
        return ">99%"
    return f"{x:.0f}%"


def gap_grid(chance: Callable[[int, int, int], Fraction]):
    """[(gap, stat, skill, dl, daytrippers, converted)] over the comparison grid."""
    from .odds import daytrippers

    out = []
    for n in GRID_STATS:
        for s in GRID_SKILLS:
            for d in GRID_DLS:
                dt, cv = daytrippers(n, s, d), chance(n, s, d)
                out.append((abs(dt - cv), n, s, d, dt, cv))
    return out


def worst_gap(chance) -> tuple:
    """The worst cell of the comparison grid (ties: lowest stat, skill, DL)."""
    return max(gap_grid(chance), key=lambda c: (c[0], -c[1], -c[2], -c[3]))


def odds_rows(rolls: list[RollSpec], chance_of: Callable[[RollSpec, int], Fraction]) -> list[dict]:
    """Per roll: DayTrippers and converted chances at the page DLs."""
    from .odds import daytrippers

    return [{
        "roll": r.name,
        "dls": list(PAGE_DLS),
        "daytrippers": [round(float(daytrippers(r.dice, r.bonus, d)), 4) for d in PAGE_DLS],
        "converted": [round(float(chance_of(r, d)), 4) for d in PAGE_DLS],
    } for r in rolls]
