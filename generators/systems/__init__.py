"""Stat blocks in other rule systems, with exact odds.

- PbtA, d20, 1-20, 1-100: exactly the source's conversion tables (TABLES.md 8.1) with the
  readings stated in pbta.py and d20.py.
- Fudge, Subnet d6, YAPPY d8: this project's mappings (fudge.py, subnet.py, yappy.py),
  chosen by optimise.py so that a converted roll's chance stays close to DayTrippers'.

``convert(npc, system)`` gives one system's block as a plain dict; ``conversions(npc,
systems)`` a dict keyed by system (the NPC JSON's ``conversions``). ``chance(system, stat,
skill, dl)`` is a comparable task's exact chance; ``WORST_GAP[system]`` the stated bound.

May import: rules (resolution) and the top-level modules. Never text, content, trip,
site or cli.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from ..errors import BadInput

SYSTEMS = ("daytrippers", "pbta", "d20", "1-20", "1-100", "fudge", "subnet-d6", "yappy-d8")
CONVERTED = SYSTEMS[1:]


def _module(system: str):
    from . import d20, fudge, pbta, subnet, yappy

    return {"pbta": pbta, "d20": d20, "1-20": d20, "1-100": d20, "fudge": fudge,
            "subnet-d6": subnet, "yappy-d8": yappy}[system]


def label(system: str) -> str:
    if system == "daytrippers":
        return "DayTrippers"
    mod = _module(system)
    return mod.LABELS[system] if hasattr(mod, "LABELS") else mod.LABEL


def worst_gap(system: str) -> Fraction:
    """The stated worst gap |P(DayTrippers) - P(system)| over the comparison grid."""
    if system == "daytrippers":
        return Fraction(0)
    mod = _module(system)
    return mod.WORST_GAP[system] if isinstance(mod.WORST_GAP, dict) else mod.WORST_GAP


def chance(system: str, stat: int, skill: int, dl: int, item: int = 0) -> Fraction:
    """Exact chance of a comparable task: DayTrippers (stat, skill + item, DL) converted."""
    if system == "daytrippers":
        from .odds import daytrippers

        return daytrippers(stat, skill + item, dl)
    mod = _module(system)
    if mod.__name__.endswith(".d20"):
        return mod.chance(system, stat, skill, dl, item)
    return mod.chance(stat, skill, dl, item)


def parse_systems(names: Iterable[str]) -> tuple[str, ...]:
    """Validate ``--system`` values ('all' = every system); keep SYSTEMS order, no repeats."""
    wanted = set()
    for raw in names:
        n = str(raw).strip().lower()
        if n == "all":
            wanted.update(SYSTEMS)
        elif n in SYSTEMS:
            wanted.add(n)
        else:
            raise BadInput(f"unknown system {raw!r}; accepted: all, {', '.join(SYSTEMS)}")
    return tuple(s for s in SYSTEMS if s in wanted)


def convert(npc, system: str) -> dict:
    """One NPC's block in ``system`` (one of CONVERTED) as a plain dict."""
    if system not in CONVERTED:
        raise BadInput(f"cannot convert to {system!r}; accepted: {', '.join(CONVERTED)}")
    mod = _module(system)
    block = mod.convert(npc, system) if mod.__name__.endswith(".d20") else mod.convert(npc)
    from .common import opposition_level

    if opposition_level(npc):
        block["opposition_level"] = opposition_level(npc)
    block["combat"] = combat_rows(npc, system)
    return block


def combat_rows(npc, system: str) -> list[dict]:
    """The COMBAT rolls (attacks, the defending roll) in ``system``, with DayTrippers' odds
    beside: a roll's fighting level counts as its skill, item, armour and Opposition Level
    as its item bonus."""
    from ..rules.combat import combat_of
    from .common import PAGE_DLS
    from .odds import daytrippers

    c = combat_of(npc)
    out = []
    for r in [*c.attacks, c.defend]:
        skill = next((int(k.level) for k in npc.skills if r.name == f"Attack: {k.name}"), 0)
        if r.kind == "defend":
            skill = max([int(k.level) for k in npc.skills if k.name.startswith("Fighting/Weapon")] or [0])
        item = r.modifier - skill
        out.append({"roll": r.name, "dls": list(PAGE_DLS),
                    "daytrippers": [round(float(daytrippers(r.dice, r.modifier, d)), 4) for d in PAGE_DLS],
                    "converted": [round(float(chance(system, r.dice, skill, d, item)), 4) for d in PAGE_DLS]})
    return out


def conversions(npc, systems: Iterable[str] = CONVERTED) -> dict:
    """{system: block} for each converted system asked for (DayTrippers itself is skipped)."""
    return {s: convert(npc, s) for s in parse_systems(systems) if s != "daytrippers"}
