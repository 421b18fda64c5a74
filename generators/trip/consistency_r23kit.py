"""The consistency audit's round-23 kit rules (cold read 32 of algorithm-21 trips, 5 of 10: an
NPC's items do not fit their role). generators/trip/consistency_r23.py runs them;
tests/test_r23_kit.py feeds each a contradicting trip.

- ``npc-armour-role``: only an NPC whose job fights or guards (content/kit_fit.py ``fights``: a
  Soldier, Special Forces, or a role that leads toughs, guards or holds something by force)
  wears body armour or the world's name for it (trip/kit_names.json: "thick quilted coat",
  "leather jerkin"...). Cold read 32: "body armour +1" on a children's party magician, a
  drive-in warden, a motel's local authority and a dreamer; "thick quilted coat +1" on four of
  six NPCs of one trip. Fix: rules/npc_buy.py buys armour only when ``fights``.
- ``npc-kit-off-trade``: a spare pro kit ("... (pro kit)", bought with CP left over) belongs to
  a skill the NPC holds (cold read 32: "design workstation (pro kit)" carried round a hotel
  lobby and by a Special Forces medic). Fix: rules/npc_buy.py's leftover CP buys the kits of
  the NPC's own skills, then a plain weapon (a tool, unless they fight).
- ``npc-rank-role``: a Rank above 1 belongs to a role that commands others (content/kit_fit.py
  ``rank_cap``: a boss, a chief, a captain, the local authority, the one the others listen to,
  the keeper of the maguffin, the person history depends on, the organiser of the occasion).
  Cold read 32: "Rank: Blade of a House (Military 2)" for a 1568
  river-people scout and a soldier warden. Fix: rules/npc_buy.py buys Rank up to ``rank_max``.
"""

from __future__ import annotations

import re

from ..content.kit_fit import fights, rank_cap
from ..data import load

RULES = ("npc-armour-role", "npc-kit-off-trade", "npc-rank-role")

RANK = re.compile(r"\((\w+) (\d+)\)$")
BONUS = re.compile(r"\s*(\+\d+|\(pro kit\))$")


def _renamed() -> dict[str, str]:
    """Every world's name for an item -> the rules' name (trip/kit_names.json)."""
    out: dict[str, str] = {}
    for value, _, f in load("trip/kit_names").items:
        out[value] = value
        for a in f.get("as") or []:
            out.setdefault(a["name"], value)
    return out


def _gears(skill: str) -> set[str]:
    base, _, spec = skill.partition(":")
    info = next((f for v, _, f in load("lists/skills").items if v == base), {})
    out = {info["gear"]} if info.get("gear") else set()
    out |= {x["gear"] for x in info.get("specialisations") or [] if x.get("gear") and x["name"] == spec}
    return out


def _pro_kits() -> set[str]:
    return {f["gear"] for _, _, f in load("lists/skills").items if f.get("pro_kit") and f.get("gear")}


def _base(name: str) -> str:
    while (m := BONUS.search(name)):
        name = name[:m.start()]
    return name.strip()


def check_r23kit(trip: dict, world: dict, every, bad) -> None:
    names = _renamed()
    armour = {n for n, v in names.items() if v == "body armour"}
    kits = _pro_kits()
    for n in trip.get("npcs") or []:
        if n.get("source") != "npc":
            continue
        who = f"npc/{n.get('name')} ({n.get('class')}; {n.get('role')})"
        items = [it.get("name") or "" for it in n.get("items") or []]
        worn = [x for x in items if _base(x) in armour]
        if worn and not fights(n.get("class"), n.get("role")):
            bad("npc-armour-role", f"{who} wears {worn[0]!r} with a job that neither fights nor guards")
        own = set().union(*(_gears(k.get("name") or "") for k in n.get("skills") or []))
        for x in items:
            if x.endswith("(pro kit)") and names.get(_base(x), _base(x)) in kits \
                    and names.get(_base(x), _base(x)) not in own:
                bad("npc-kit-off-trade", f"{who} carries {x!r} without its skill")
        m = RANK.search(n.get("rank") or "")
        cap = rank_cap(n.get("role"))
        if m and cap is not None and int(m.group(2)) > cap:
            bad("npc-rank-role", f"{who} holds Rank {n.get('rank')!r} without commanding anyone")
