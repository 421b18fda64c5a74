"""Character Point costs, as the rules print them (data: corpora/lists/cp_costs.json).

- Stats: the total CP to START a stat at a score (1 = 0, 2 = 5, 3 = 15, 4 = 40, 5 = 100,
  6 = 200); raising a stat during creation from a to b costs ``stat_cost(b) - stat_cost(a)``.
- Skills, Fame and Rank: the CP for each step up (0->1 10, 1->2 20, 2->3 40, 3->4 100,
  4->5 200, 5->6 500); a level's total is the sum of its steps.
- Items: a Pro Kit or normal weapon (no bonus) 1, +1 10, +2 20, +3 50 (bought outright,
  not as steps); the Automated Survival Suit 2.
"""

from __future__ import annotations

from functools import lru_cache

from ..data import load
from ..errors import BadInput, DataError

STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
LADDERS = ("skill", "fame", "rank")  # bought step by step, like skills
SUIT = "Automated Survival Suit"


@lru_cache(maxsize=None)
def _costs() -> dict[str, dict[int, int]]:
    df = load("lists/cp_costs")
    out: dict[str, dict[int, int]] = {}
    for value, _, fields in df.items:
        raw = fields.get("cost")
        if not isinstance(raw, dict) or not raw:
            raise DataError(df.name, None, f'"{value}" needs a "cost" object of level -> CP')
        try:
            out[value] = {int(k): int(v) for k, v in raw.items()}
        except (TypeError, ValueError):
            raise DataError(df.name, None, f'"{value}": costs must be integers') from None
    for needed in ("stat", "item", "suit", *LADDERS):
        if needed not in out:
            raise DataError(df.name, None, f'missing the "{needed}" costs')
    return out


@lru_cache(maxsize=None)
def level_names(kind: str) -> tuple[str, ...]:
    """Names of levels 1-6 for 'skill', 'fame' or 'item' (e.g. skill 1 = trained)."""
    for value, _, fields in load("lists/cp_costs").items:
        if value == kind:
            return tuple(fields.get("names", ()))
    raise KeyError(kind)


def stat_cost(score: int) -> int:
    """Total CP to start a stat at ``score`` (1-6)."""
    table = _costs()["stat"]
    if score not in table:
        raise BadInput(f"a stat score must be 1-6, got {score}")
    return table[score]


def stat_step(frm: int, to: int) -> int:
    """CP to raise a stat from ``frm`` to ``to`` at creation."""
    return stat_cost(to) - stat_cost(frm)


def step_cost(level: int, kind: str = "skill") -> int:
    """CP to raise a skill (or fame, or rank) from ``level - 1`` to ``level``."""
    table = _costs()[kind]
    if level not in table:
        raise BadInput(f"a {kind} level must be 1-6, got {level}")
    return table[level]


def ladder_cost(level: int, kind: str = "skill") -> int:
    """Total CP for a skill (fame, rank) of ``level`` (0 costs nothing)."""
    return sum(step_cost(k, kind) for k in range(1, level + 1))


def item_cost(bonus: int) -> int:
    """CP for an item of bonus 0 (pro kit / normal weapon), +1, +2 or +3."""
    table = _costs()["item"]
    if bonus not in table:
        raise BadInput(f"items of bonus +{bonus} cannot be bought; accepted: 0-{max(table)}")
    return table[bonus]


def max_item_bonus() -> int:
    return max(_costs()["item"])


def suit_cost() -> int:
    return _costs()["suit"][0]
