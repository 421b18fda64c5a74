"""Pregenerated SlipShips: core and optional components at the rules' CP costs, tonnage,
power requirement and a power budget from the rules' burn list.

The rules (CHARACTER GENERATION 2.6, SHIP'S POWER COSTS):
  Frame/Body 2 CP x Capacity; Slip Capacitor 1 CP x Capacity; Powersource 1 CP per MW;
  Outer Hull +b: 2**b CP x Capacity (+1 = 2 ... +6 = 64); optional components at their costs.
  Tonnage = (2 + Outer Hull bonus) x Capacity; power requirement = 1 MW x Tonnage per hour.
Readings (this project's): the Powersource is sized from the rules' own burn list (SHIP'S
POWER COSTS: "BURN 1 MW OF POWER WHEN ..." and "BURN 1 MW PER TON WHEN ... You return to
Earth", corpora/lists/ship_power_actions), each burn the trip's plan makes, plus the basic
requirement (1 MW x Tonnage per hour) for the hours the ship runs its own systems on the
node (1d6, on <ship>/power/hours), not 24 hours of everything; a ship with a Cargo Hold
plans to come home with full holds, which doubles the per-ton slipping and maneuvering
costs ("x2 Fuel costs").

Paths: <ship>/hull (1d6, unless --hull), <ship>/component/<name> (chance 1d6; count and
bonus dice on its children), <ship>/power/<action> (dice for how many uses).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from ..data import load
from ..errors import BadInput, DataError
from ..rng import Provenance, Roll, Stream
from .tables import roll_on

HOURS_DICE = (1, 6)  # hours of the basic requirement the plan carries
MAX_CAPACITY = 99
DICE = re.compile(r"^([1-9])d([1-9][0-9]?)$")


@dataclass
class Component:
    name: str  # as printed: "Cargo Hold (7 m3)"
    cp: int
    detail: str  # how the cost is reached, e.g. "2 CP x Capacity 4"
    core: bool = False
    part: str = ""  # the rules' component name: "Cargo Hold"

    def to_dict(self) -> dict:
        return {"name": self.name, "part": self.part or self.name, "cp": self.cp,
                "detail": self.detail, "core": self.core}


@dataclass
class PowerLine:
    what: str
    uses: int
    mw_each: int
    mw: int
    detail: str

    def to_dict(self) -> dict:
        return {"what": self.what, "uses": self.uses, "mw_each": self.mw_each, "mw": self.mw,
                "detail": self.detail}


@dataclass
class Ship:
    seed: str
    version: str
    algorithm: int
    path: str
    capacity: int
    hull_bonus: int
    components: list[Component]
    power: list[PowerLine]
    cargo_full: bool
    rolls: list[Roll] = field(default_factory=list)

    @property
    def tonnage(self) -> int:
        return (2 + self.hull_bonus) * self.capacity

    @property
    def mw_per_hour(self) -> int:
        return self.tonnage  # 1 MW x Tonnage per hour

    @property
    def day_mw(self) -> int:
        return sum(p.mw for p in self.power)

    @property
    def cp_total(self) -> int:
        return sum(c.cp for c in self.components)

    def to_dict(self) -> dict:
        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm, "path": self.path,
            "capacity": self.capacity, "hull_bonus": self.hull_bonus, "tonnage": self.tonnage,
            "mw_per_hour": self.mw_per_hour, "cargo_full": self.cargo_full,
            "power": [p.to_dict() for p in self.power], "day_mw": self.day_mw,
            "powersource_mw": self.day_mw,
            "components": [c.to_dict() for c in self.components], "cp_total": self.cp_total,
            "rolls": [r.to_dict() for r in self.rolls],
        }


@lru_cache(maxsize=None)
def hull_costs() -> dict[int, int]:
    return {int(f["bonus"]): int(f["cost_per_capacity"]) for _, _, f in load("lists/ship_hull_costs").items}


def _count(stream: Stream, spec, purpose: str, capacity: int) -> int:
    if spec is None:
        return 1
    if spec == "capacity":
        return capacity
    if isinstance(spec, int) and not isinstance(spec, bool) and spec >= 0:
        return spec
    m = DICE.match(str(spec))
    if not m:
        raise DataError("corpora/lists/ship_components.json", None, f"bad count or dice {spec!r}")
    return stream.dice(int(m.group(1)), int(m.group(2)), purpose).total


def _optional(stream: Stream, capacity: int, tonnage: int) -> list[Component]:
    out: list[Component] = []
    have: set[str] = set()
    for name, _, f in load("lists/ship_components").items:
        cs = stream.child("component", name)
        if f.get("needs") and f["needs"] not in have:
            continue
        r = cs.dice(1, 6, f"{name}? (1-{f['chance']}: fitted)")
        fitted = r.total <= int(f["chance"])
        r.result = "fitted" if fitted else "not fitted"
        if not fitted:
            continue
        per = f.get("per", "each")
        if per == "each":
            n = _count(cs.child("count"), f.get("count"), f"how many {name}", capacity)
            cost = int(f["cost"]) * n
            detail = f"{f['cost']} CP" + (f" x {n}" if n != 1 else "")
            label = f"{name} x{n}" if n != 1 else name
        elif per == "m3":
            n = _count(cs.child("count"), f.get("count"), f"{name} size (m3)", capacity)
            cost, detail, label = int(f["cost"]) * n, f"{f['cost']} CP x {n} m3", f"{name} ({n} m3)"
        elif per == "max_ton":
            cost, detail = int(f["cost"]) * tonnage, f"{f['cost']} CP x max tonnage {tonnage}"
            label = f"{name} (max {tonnage} t)"
        elif per == "bonus":
            n = _count(cs.child("count"), f.get("count"), f"how many {name}", capacity)
            b = min(6, _count(cs.child("bonus"), f.get("bonus"), f"{name} bonus", capacity))
            each = int(f["bonus_costs"][str(b)])
            cost = each * n
            detail = f"+{b} = {each} CP" + (f" x {n}" if n != 1 else "")
            label = f"{name} +{b}" + (f" x{n}" if n != 1 else "")
        else:
            raise DataError("corpora/lists/ship_components.json", None, f'{name}: unknown "per" {per!r}')
        have.add(name)
        out.append(Component(label, cost, detail, False, name))
    return out


def _power(stream: Stream, capacity: int, tonnage: int, have: set[str], cargo_full: bool) -> list[PowerLine]:
    r = stream.child("power", "hours").dice(*HOURS_DICE, "hours of the basic requirement on the node")
    hours = r.total
    r.result = f"{hours} hours"
    lines = [PowerLine(f"Basic requirement, {hours} hours", hours, tonnage, hours * tonnage,
                       f"1 MW x {tonnage} t per hour x {hours} h")]
    for what, _, f in load("lists/ship_power_actions").items:
        if f.get("needs") and f["needs"] not in have:
            continue
        uses = _count(stream.child("power", what), f.get("uses"), f"how many times: {what}", capacity)
        per = f["per"]
        if per in ("use", "shot"):
            each, detail = 1, "1 MW each"
        elif per == "suit":
            uses, each, detail = capacity * uses, 1, f"1 MW per suit, {capacity} suits"
        elif per == "tractor":
            each, detail = tonnage, f"{tonnage} MW per minute (target of {tonnage} t)"
        elif per == "ton":
            each, detail = tonnage, f"1 MW per ton x {tonnage} t"
            if cargo_full and f.get("cargo_x2"):
                each, detail = 2 * tonnage, detail + " x2 (cargo holds full)"
        else:
            raise DataError("corpora/lists/ship_power_actions.json", None, f'{what}: unknown "per" {per!r}')
        lines.append(PowerLine(what, uses, each, uses * each, detail))
    return lines


def roll_ship(stream: Stream, capacity: int, hull: int | None = None) -> Ship:
    """A SlipShip for ``capacity`` crew at ``stream.path``; ``hull`` fixes the Outer Hull bonus."""
    if not isinstance(capacity, int) or not 1 <= capacity <= MAX_CAPACITY:
        raise BadInput(f"capacity must be a whole number 1-{MAX_CAPACITY}, got {capacity!r}")
    if hull is not None and hull not in hull_costs():
        raise BadInput(f"hull bonus must be 1-6, got {hull!r}")
    log: list[Roll] = []
    s = stream.with_log(log)
    if hull is None:
        row, r = roll_on(s.child("hull"), "tables/ship_hull", "Outer Hull bonus")
        hull = int(row.fields["bonus"])
    else:
        s.note("Outer Hull bonus", f"+{hull} (chosen)")
    tonnage = (2 + hull) * capacity
    optional = _optional(s, capacity, tonnage)
    have = {c.part for c in optional}
    cargo_full = "Cargo Hold" in have
    power = _power(s, capacity, tonnage, have, cargo_full)
    day = sum(p.mw for p in power)
    core = [
        Component("Frame/Body", 2 * capacity, f"2 CP x Capacity {capacity}", True, "Frame/Body"),
        Component("Slip Capacitor", capacity, f"1 CP x Capacity {capacity}", True, "Slip Capacitor"),
        Component(f"Powersource ({day} MW)", day, f"1 CP per MW x {day} MW (the planned burns)", True,
                  "Powersource"),
        Component(f"Outer Hull +{hull}", hull_costs()[hull] * capacity,
                  f"{hull_costs()[hull]} CP x Capacity {capacity}", True, "Outer Hull"),
    ]
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return Ship(prov.seed, prov.version, prov.algorithm, stream.path, capacity, hull,
                core + optional, power, cargo_full, log)
