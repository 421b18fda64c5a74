"""Whose job fights or guards, for the kit a trip's NPC buys (cold read 32 of algorithm-21 trips:
"body armour +1" on a children's party magician, a drive-in warden, a motel's local authority
and a dreamer; "thick quilted coat +1", a peaceful world's body armour, on four of six NPCs of
one trip). Only a fighting class (Soldier, Special Forces) or a role that leads toughs, guards or
holds someone or something by force buys armour (rules/npc_buy.py ``fights``); the audit's
``npc-armour-role`` (trip/consistency_r23kit.py) reads the same.

Whose role commands others, for their Rank (``rank_cap``): only a boss, a chief, a captain, the
local authority, the one the others listen to, the keeper of the maguffin, the person history
depends on or the organiser of the occasion (a Mayor's fete) holds a Rank above 1 (cold read 32:
"Rank: Blade of a House (Military 2)" on a 1568 river-people scout and a soldier warden); the
audit's ``npc-rank-role`` reads the same."""

from __future__ import annotations

import re

FIGHTING_CLASSES = ("Soldier", "Special Forces")
FIGHTING_ROLE = re.compile(r"\b(toughs|guards?|soldiers?|fighters?|bandits?|raiders?|keeping the missing|"
                           r"claimed the site|self-appointed boss)\b", re.I)


def fights(cls: str | None, role: str | None) -> bool:
    """Whether an NPC of class ``cls`` (``"Soldier, Engineering crew"``: the class first) in
    ``role`` fights or guards for a living."""
    base = (cls or "").split(",", 1)[0].strip()
    return base in FIGHTING_CLASSES or bool(FIGHTING_ROLE.search(role or ""))


COMMANDING_ROLE = re.compile(r"\b(boss|chief|captain|local authority|the others listen to|keeper of the maguffin|"
                             r"history depends on|organiser of the occasion)\b", re.I)


def rank_cap(role: str | None) -> int | None:
    """The highest Rank an NPC in ``role`` may buy: None (the tier's) for a role that commands
    others, else 1 (Enlisted, or the era's first title)."""
    return None if COMMANDING_ROLE.search(role or "") else 1
