"""Pregenerated crew: PCs bought on a CP budget with the optional Class Matters and Crew
Designations rules.

Each member is an NPC stat block (generators/rules/npc.py) at ``<crew>/member/<i>``:
  - its class is picked on ``<crew>/member/<i>/class`` (the same path roll_npc uses);
  - every class that takes a SlipShip job gets a crew designation (Tourists have "no
    responsibilities on the ship whatsoever" and get none);
  - Class Matters boosts are free and applied before any CP is spent; the class debt
    (1d6 or 2d6 Megas) is rolled; a ranked class buys Rank 1 first (npc_buy.py);
  - the Automated Survival Suit (2 CP) is bought first for everyone, then the purchase loop
    spends the rest exactly, so the itemised spend always totals the budget.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from . import cp
from .cp import SUIT
from ..data import load
from ..errors import BadInput, DataError
from ..rng import Provenance, Roll, Stream
from .tables import pick

MAX_SIZE = 12
MIN_CP = 10
MAX_CP = 500  # the PC tier's caps (stat 4, skill 3, six skills) cannot soak up much more


@lru_cache(maxsize=None)
def _pc_fields() -> dict:
    df = load("lists/pc_tier")
    if len(df.items) != 1:
        raise DataError(df.name, None, "must hold exactly one tier")
    value, _, f = df.items[0]
    return {"name": value, **f}


def pc_tier(budget: int):
    """The PC Tier at ``budget`` CP (the suit is bought outside the loop, so it gets 2 less)."""
    from .npc import Tier

    f = _pc_fields()
    return Tier(f["name"], budget - cp.suit_cost(), f.get("label", ""), dict(f["max"]), dict(f["weights"]))


@dataclass
class Crew:
    seed: str
    version: str
    algorithm: int
    path: str
    cp_budget: int
    members: list = field(default_factory=list)
    rolls: list[Roll] = field(default_factory=list)

    @property
    def cp_total(self) -> int:
        return sum(m.cp_spent for m in self.members)

    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "size": len(self.members), "cp_budget": self.cp_budget,
            "cp_total": self.cp_total,
            "members": [member_dict(m) for m in self.members],
            "rolls": [r.to_dict() for r in self.rolls],
        }


MEMBER_KEYS = ("path", "name", "class", "designation", "cp_budget", "cp_spent", "spend", "stats",
               "skills", "items", "fame", "rank", "class_matters")


def member_dict(m) -> dict:
    d = m.to_dict()
    return {k: d.get(k) for k in MEMBER_KEYS}


def roll_member(stream: Stream, budget: int):
    from .npc import _classes, roll_npc

    cls = pick(stream.child("class"), "lists/classes")
    crew_job = bool(_classes()[cls].get("crew"))
    m = roll_npc(stream, pc_tier(budget), cls=cls, crew=crew_job, class_matters=True)
    if any(i.kind == "suit" for i in m.items):  # pragma: no cover - the tier's suit weight is 0
        raise DataError("corpora/lists/pc_tier.json", None, 'the "suit" weight must be 0')
    from .npc import Item

    m.items.insert(0, Item(SUIT, 0, cp.suit_cost(), "suit", None))
    m.rolls.insert(0, Roll("choice", [], 0, "gear", f"{SUIT} ({cp.suit_cost()} CP)", stream.path))
    m.cp_budget = budget
    m.tier = "PC"
    if m.cp_spent != budget:  # pragma: no cover - buy() spends exactly or retries
        raise AssertionError(f"{m.name}: spent {m.cp_spent} of {budget} CP")
    return m


def roll_crew(stream: Stream, size: int, budget: int = 100) -> Crew:
    """``size`` pregenerated PCs at ``budget`` CP each (members at ``<crew>/member/<i>``)."""
    if not 1 <= size <= MAX_SIZE:
        raise BadInput(f"crew size must be 1-{MAX_SIZE}, got {size}")
    if not MIN_CP <= budget <= MAX_CP:
        raise BadInput(f"the CP budget must be {MIN_CP}-{MAX_CP}, got {budget}")
    members = [roll_member(stream.child("member", i), budget) for i in range(1, size + 1)]
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    rolls = [r for m in members for r in m.rolls]
    return Crew(prov.seed, prov.version, prov.algorithm, stream.path, budget, members, rolls)
