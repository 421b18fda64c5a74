"""The skills a trip NPC's job names, kept through trip/cast.py adapt (cold read r22: a Soldier
whose pistol does not fit 1284 fights with their fists, not with Stealth), and an item's bonus
kept on its page name when its skill is swapped ("survival kit +1", r22-cold-b Alana)."""

from __future__ import annotations

import re

from ..data import load

UNARMED = ("Fighting/Weapon:Judo", "Fighting/Weapon:Boxing", "Fighting/Weapon:Brawling")


def _skills() -> dict:
    return {v: f for v, _, f in load("lists/skills").items}


def suffix(item: dict) -> str:
    """An item's bonus as its page name ends (" +1", " (pro kit)"), or "" for none."""
    m = re.search(r" (?:\+\d|\(pro kit\))$", item["name"])
    return m.group(0) if m else ""


def key_forms(alts, armed: bool = False) -> list[str]:
    """The concrete skills a key (alternatives, ``Base`` or ``Base:Spec``) may be on a page, in
    order: a specialised base gives its specialisations (a weapon's: the unarmed ones, which
    need no weapon, unless ``armed``: a weapon is there to become theirs)."""
    out = []
    for a in alts:
        base, _, spec = a.partition(":")
        info = _skills().get(base) or {}
        if spec or not info.get("specialise"):
            out.append(a)
        elif info.get("weapon"):
            forms = [f"{base}:{x['name']}" for x in info.get("specialisations") or []]
            out += [x for x in forms if armed and x not in UNARMED] + [x for x in UNARMED if x in forms]
        else:
            out += [f"{base}:{x['name']}" for x in info.get("specialisations") or []]
    return out
