"""Pregenerated crew: PCs bought on a CP budget with the optional Class Matters and Crew
Designations rules, and their SlipShip on the same budget.

"A typical beginning character gets 100 CP to spend on Stats, Skills, Gear, Crew, Fame and a
Ship. You may also choose to go into Debt to obtain more CP." So each PC's budget pays for:
  - a share of the SlipShip (roll_ship at ``<crew>/ship``, capacity = the PCs + hired crew),
    pooled: the ship's CP split evenly, the first PCs paying the odd CP;
  - a share of the hired crew ("One crewmember can be hired for one year at a cost of 1
    Character Point"), pooled the same way;
  - the rest on the PC's own stats, skills, gear, fame and rank (the purchase loop).
  Debt (reading): when a share would leave a PC less than half the budget for themselves, the
  PC borrows the difference ("For every Character Point borrowed, you will owe 1 Mega"), so
  the budget's lines still sum to exactly the budget: own spend + shares - borrowed.
  Not Legendary Yet (optional): "Starting Stats higher than 3 are not allowed".

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
HIRE_CP = 1  # "One crewmember can be hired for one year at a cost of 1 Character Point"
MAX_HIRE = 12
NOT_LEGENDARY_MAX_STAT = 3  # Not Legendary Yet: "Starting Stats higher than 3 are not allowed"


@lru_cache(maxsize=None)
def _pc_fields() -> dict:
    df = load("lists/pc_tier")
    if len(df.items) != 1:
        raise DataError(df.name, None, "must hold exactly one tier")
    value, _, f = df.items[0]
    return {"name": value, **f}


def pc_tier(budget: int, not_legendary: bool = False):
    """The PC Tier at ``budget`` CP (the suit is bought outside the loop, so it gets 2 less)."""
    from .npc import Tier

    f = _pc_fields()
    mx = dict(f["max"])
    if not_legendary:
        mx["stat"] = min(mx["stat"], NOT_LEGENDARY_MAX_STAT)
    return Tier(f["name"], budget - cp.suit_cost(), f.get("label", ""), mx, dict(f["weights"]))


@dataclass
class Budget:
    """One PC's budget, line by line: (what, CP); the lines sum to ``total``."""

    total: int
    own: int
    ship_share: int
    hire_share: int
    borrowed: int
    lines: list[tuple[str, int]] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"total": self.total, "own": self.own, "ship_share": self.ship_share,
                "hire_share": self.hire_share, "borrowed": self.borrowed, "debt_megas": self.borrowed,
                "lines": [{"what": w, "cp": c} for w, c in self.lines]}


def shares(total: int, size: int) -> list[int]:
    """``total`` CP split over ``size`` PCs: evenly, the first PCs paying the odd CP."""
    base, odd = divmod(total, size)
    return [base + (1 if i < odd else 0) for i in range(size)]


@dataclass
class Crew:
    seed: str
    version: str
    algorithm: int
    path: str
    cp_budget: int
    members: list = field(default_factory=list)
    rolls: list[Roll] = field(default_factory=list)
    ship: object = None
    hired: int = 0
    budgets: list = field(default_factory=list)
    not_legendary: bool = False

    @property
    def cp_total(self) -> int:
        return sum(b.total for b in self.budgets) if self.budgets else sum(m.cp_spent for m in self.members)

    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "size": len(self.members), "cp_budget": self.cp_budget,
            "cp_total": self.cp_total,
            "members": [{**member_dict(m), **({"budget": b.to_dict()} if b else {})}
                        for m, b in zip(self.members, self.budgets or [None] * len(self.members))],
            "hired": self.hired, "hire_cp": HIRE_CP, "not_legendary": self.not_legendary,
            **({"ship": self.ship.to_dict()} if self.ship is not None else {}),
            "rolls": [r.to_dict() for r in self.rolls],
        }


MEMBER_KEYS = ("path", "name", "class", "designation", "cp_budget", "cp_spent", "spend", "stats",
               "skills", "items", "fame", "rank", "class_matters")


def member_dict(m) -> dict:
    d = m.to_dict()
    return {k: d.get(k) for k in MEMBER_KEYS}


def roll_member(stream: Stream, budget: int, not_legendary: bool = False):
    from .npc import _classes, roll_npc

    cls = pick(stream.child("class"), "lists/classes")
    crew_job = bool(_classes()[cls].get("crew"))
    m = roll_npc(stream, pc_tier(budget, not_legendary), cls=cls, crew=crew_job, class_matters=True)
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


def _budget(m, total: int, ship_cp: int, ship_share: int, hire_cp: int, hire_share: int,
            borrowed: int, size: int, hired: int) -> Budget:
    lines = [(p.what, p.cp) for p in m.spend]
    lines.append((f"Share of the SlipShip ({ship_cp} CP over {size} PCs)", ship_share))
    if hired:
        lines.append((f"Share of {hired} hired crew ({hired} x {HIRE_CP} CP for a year, over {size} PCs)",
                      hire_share))
    if borrowed:
        lines.append((f"Debt: {borrowed} CP borrowed (owes {borrowed} Megas, 1 a month)", -borrowed))
    b = Budget(total, m.cp_spent, ship_share, hire_share, borrowed, lines)
    if sum(c for _, c in lines) != total:  # pragma: no cover - the arithmetic above
        raise AssertionError(f"{m.name}: budget lines sum to {sum(c for _, c in lines)}, not {total}")
    return b


def roll_crew(stream: Stream, size: int, budget: int = 100, *, hire: int = 0,
              not_legendary: bool = False, ship: bool = True) -> Crew:
    """``size`` pregenerated PCs at ``budget`` CP each (members at ``<crew>/member/<i>``),
    with their SlipShip (``<crew>/ship``) and ``hire`` hired crew paid from the same CP."""
    if not 1 <= size <= MAX_SIZE:
        raise BadInput(f"crew size must be 1-{MAX_SIZE}, got {size}")
    if not MIN_CP <= budget <= MAX_CP:
        raise BadInput(f"the CP budget must be {MIN_CP}-{MAX_CP}, got {budget}")
    if not 0 <= hire <= MAX_HIRE:
        raise BadInput(f"hired crew must be 0-{MAX_HIRE}, got {hire}")
    from .ship import roll_ship

    sh = roll_ship(stream.child("ship"), size + hire) if ship else None
    ship_cp = sh.cp_total if sh else 0
    ship_sh, hire_sh = shares(ship_cp, size), shares(hire * HIRE_CP, size)
    keep = max(MIN_CP, budget // 2)  # a PC borrows rather than keep less than this
    members, budgets = [], []
    for i in range(1, size + 1):
        owed = ship_sh[i - 1] + hire_sh[i - 1]
        own = budget - owed
        borrowed = max(0, keep - own)
        m = roll_member(stream.child("member", i), own + borrowed, not_legendary)
        members.append(m)
        budgets.append(_budget(m, budget, ship_cp, ship_sh[i - 1], hire * HIRE_CP, hire_sh[i - 1],
                               borrowed, size, hire))
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    rolls = [r for m in members for r in m.rolls] + (list(sh.rolls) if sh else [])
    return Crew(prov.seed, prov.version, prov.algorithm, stream.path, budget, members, rolls,
                sh, hire, budgets, not_legendary)
