"""The skills an NPC's job names, for the purchase loop (generators/rules/npc_buy.py): a
trip's NPC learns them first (cold read r22: a Gonzo Writer with no writing, a Soldier with no
fighting skill, Medical crew with no medical skill, "a lander's missing pilot" who cannot fly),
and spends CP left over on spare kit of their own trade.
"""

from __future__ import annotations

from .npc_data import _skills


def holds(skills, alts) -> bool:
    """Whether ``skills`` (names) hold one of ``alts`` (a ``Base`` or a ``Base:Spec``)."""
    return any(n == a or n.partition(":")[0] == a for n in skills for a in alts)


def serves(alt: str, keys) -> int:
    """How many of ``keys`` a skill ``alt`` serves, a bare base serving its specialisations
    too (Science serves a Physicist's Science:Physics once it is specialised so)."""
    return sum(holds([alt], other) or any(o.partition(":")[0] == alt for o in other) for other in keys)


def unmet(b) -> tuple | None:
    """The first of ``b.keys`` the build does not hold yet, or None."""
    names = [k.name for k in b.skills]
    return next((alts for alts in b.keys if not holds(names, alts)), None)


def key_skills(cinfo: dict, dinfo: dict | None, extra: tuple = ()) -> tuple:
    """The skills an NPC's job names (cold read r22: a Gonzo Writer with no writing, a
    Soldier with no fighting skill, Medical crew with no medical skill): the class's ``key``
    (corpora/lists/classes.json), the crew designation's related skills (designations.json)
    and ``extra`` (the trip's own word for them: "a lander's missing pilot" flies)."""
    out = [tuple(cinfo["key"])] if cinfo.get("key") else []
    if dinfo and dinfo.get("skills"):
        out.append(tuple(dinfo["skills"]))
    return tuple(out) + tuple(tuple(x) for x in extra)


def trade_kits(cinfo: dict, dinfo: dict | None, b) -> set[str]:
    """The pro kits of the skills an NPC's class, designation and job name (their trade)."""
    names = list(cinfo.get("skills", [])) + list((dinfo or {}).get("skills", [])) + [a for alts in b.keys for a in alts]
    out = set()
    for n in names:
        info = _skills().get(n.partition(":")[0]) or {}
        if info.get("pro_kit") and info.get("gear"):
            out.add(info["gear"])  # the spare kits are the bases' (_spare_kits)
    return out


def wanting(b) -> bool:
    """Whether the build still lacks a key skill it can learn (its base not held already)."""
    held = {k.base for k in b.skills}
    return any(a.partition(":")[0] not in held and fits_some(b, a) for a in unmet(b) or ())


def fits_some(b, alt: str) -> bool:
    """Whether a key skill (``Base`` or ``Base:Spec``) has a form the NPC's world allows."""
    base, _, spec = alt.partition(":")
    info = _skills()[base]
    if b.fits is None:
        return True
    if spec or not info.get("specialise"):
        return b.fits(alt)
    return any(b.fits(f"{base}:{x['name']}") for x in info["specialisations"])


def lead_cap(b) -> int | None:
    """The level no skill but the role's own (and a weapon) may rise above: the role's skill's
    level once it is held (cold read r24: the only mechanic for miles had Acting above
    Mechanics, and the page traded the two levels behind the roll log's back), else None."""
    if not b.lead:
        return None
    return max((k.level for k in b.skills if k.base == b.lead), default=None)


def trade_bases(cinfo: dict, dinfo: dict | None, keys: tuple = ()) -> frozenset:
    """The skill bases a trip's NPC may learn (round 29, issue 10: a gonzo writer with Mounted
    Weaponry): their class's skills and key (classes.json), their crew designation's
    (designations.json: a stated past on a SlipShip) and the skills their role and job name
    (``keys``, each a tuple of alternatives: the only mechanic for miles repairs, "a lander's
    missing pilot" flies). The audit's ``skill-unfit-job`` reads the same list."""
    names = list(cinfo.get("skills") or ()) + list(cinfo.get("key") or ()) + list((dinfo or {}).get("skills") or ())
    return frozenset(n.partition(":")[0] for n in names + [a for alts in keys for a in alts])


def learnable(b) -> bool:
    """Whether the build may learn one more skill: a base it does not hold yet among all the
    rules' skills, or (a trip's NPC, ``b.trade``) among their trade's, in a form their world has
    (never Slip Dynamics learnt to be swapped for Survival: round 29)."""
    held = {k.base for k in b.skills}
    if b.trade is None:
        return any(base not in held for base in _skills())
    return any(base not in held and fits_some(b, base) for base in b.trade)  # (a form their world has)


def unused(items: list, avoid, base: str | None = None) -> list:
    """``items`` (skill names, (base, weight) pairs, or a ``base``'s specialisations) but those the
    cast's earlier NPCs of the same class hold (``avoid``: round 29, issue 10, three
    Celebrity/Entertainers each with Acting), unless that leaves none."""
    if not avoid:
        return items

    def name(x) -> str:
        return x[0] if isinstance(x, tuple) else f"{base}:{x}" if base else x

    return [x for x in items if name(x) not in avoid] or items
