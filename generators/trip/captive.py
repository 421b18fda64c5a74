"""A captive carries no weapons (cold read 25, READER-G g: the stranded surveyor "locked in a
cellar and rationed to one meal a day" carried "body armour +1; club; pistol"): when the
stranded DayTripper is held or hurt (content/people.py CAPTIVE: a captor keeps them), their
weapons and armour are on their stat block as what they own, taken from them by whoever holds
them (the item keeps its bonus, so the block stays CP-exact, and the crew can win it back).
The audit rule is ``captive-armed`` (trip/consistency_r17cast.py)."""

from __future__ import annotations

import re

from ..data import load
from ..rng import Roll

STRANDED = "The stranded DayTripper the crew came for"
CAPTIVE = ("held", "hurt")
TAKEN = " (taken from them by their captor)"
# weapons and armour by name (an item the rules give for a weapon skill is one too)
ARMED = re.compile(r"\b(armou?r|pistol|rifle|shotgun|revolver|musket|club|machete|knife|sword|"
                   r"crossbow|bow|spear|stun baton|staff|laser|blaster|axe|dagger)\b", re.I)


def captive(role: str | None, world: dict | None) -> bool:
    return role == STRANDED and (world or {}).get("maguffin_state") in CAPTIVE


def armed(name: str, owner: str | None) -> bool:
    """Whether an item is a weapon (it serves a weapon skill) or armour."""
    weapons = {v for v, _, f in load("lists/skills").items if f.get("weapon")}
    return bool(ARMED.search(name)) or bool(owner and owner.split(":", 1)[0] in weapons)


def disarm(f: dict, owners: list, role: str | None, world: dict | None) -> dict:
    """Mark each weapon and armour of a captive stranded DayTripper as taken."""
    if not captive(role, world):
        return f
    taken = []
    for i, it in enumerate(f["items"]):
        if armed(it["name"], owners[i] if i < len(owners) else None) and not it["name"].endswith(TAKEN):
            taken.append(it["name"])
            it["name"] += TAKEN
    rolls = []
    for r in f.get("rolls") or []:  # the roll log's buy names the item as the block does (copies)
        old = next((t for t in taken if r.purpose == "buy" and r.result.startswith(t)), None)
        rolls.append(Roll(r.expr, list(r.faces), r.total, r.purpose, old + TAKEN + r.result[len(old):],
                          r.path) if old else r)
    if "rolls" in f:
        f["rolls"] = rolls
    return f


def disarm_npc(n, world: dict | None):
    """``disarm`` on a rolled TripNPC (trip/daytrip.py, after the cast is rolled): its items and
    its roll log, by the items' names."""
    f = disarm({"items": n.items, "rolls": list(n.rolls)}, [], n.role, world)
    n.rolls = f["rolls"]
    return n
