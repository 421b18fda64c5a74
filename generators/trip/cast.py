"""A cast that fits its world: each NPC's class, skills and items fit the role and the era or
tech level of the world they come from, and creatures get creature stat blocks.

- The class is drawn among corpora/trip/role_classes.json's classes for the role that fit
  the NPC's world (corpora/trip/class_needs.json); visitors from Earth (``earth`` roles) are
  checked against Sacramento in 2017, not the node.
- The stat block is the rules' (generators.rules.npc, CP-exact), redrawn on a fresh child
  stream (``<npc>/fit/<k>``) while a skill does not fit the world (corpora/trip/skill_needs)
  or a weapon skill comes without its weapon; after ``FIT_TRIES`` the last is kept and
  ``adapt`` swaps what still does not fit for a fitting skill of the same level (skills
  cost the same CP whatever they are, so the block stays CP-exact).
- Creatures get their stat blocks in trip/creature_block.py.
"""

from __future__ import annotations

import re

from ..content.class_pick import (ONCE, _items, class_for, home_facts, only_class, rank_fits,  # noqa: F401
                                  role_info)  # (the cast's public API, drawn in content/)
from ..content.kit_fit import fights, rank_cap
from ..content.want_join import LETTERED, UNLETTERED  # (content/people.py reads them too)
from ..content.world import EARTH
from ..data import load
from ..needs import fits
from ..rng import Stream
from ..rules.npc_keys import holds
from .cast_keys import UNARMED, key_forms, suffix as _suffix

FIT_TRIES = 8


def trade_names(obj) -> tuple:
    """The skills of a rules NPC's class and crew designation, in the data's order (classes.json,
    designations.json): the trade ``adapt`` swaps a misfit skill within (round 29)."""
    names = (_items("lists/classes").get(obj.cls) or {}).get("skills") or []
    return tuple(names) + tuple((_items("lists/designations").get(obj.designation) or {}).get("skills") or ())


def _bases(trade: tuple, keep: tuple) -> set:
    return {x.split(":", 1)[0] for x in trade} | {a.split(":", 1)[0] for alts in keep for a in alts}


def _forms(trade: tuple, stat: str) -> list:
    """The names a trade's skills take ("Science": each specialisation), those rolled on ``stat``
    first (a swap keeps its stat where it can)."""
    info = _items("lists/skills")
    out = []
    for n in trade:
        base, _, spec = n.partition(":")
        sp = (info.get(base) or {}).get("specialisations") or []
        out += [n] if spec or not (info.get(base) or {}).get("specialise") else [f"{base}:{x['name']}" for x in sp]
    return sorted(dict.fromkeys(out), key=lambda x: stat not in ((info.get(x.split(":", 1)[0]) or {}).get("stats") or ()))


def political_class(cls: str | None) -> bool:
    """Whether a class's Rank is Political (a Time Travel key local the content drew as
    Politician/Nobility): then nobody before them in the cast takes the office (slip-n-slide
    audit/112 under algorithm 15: a keeper and the person history depends on, both Head of a
    House)."""
    return bool(cls) and (_items("lists/classes").get(cls) or {}).get("rank") == "Political"

def top_office(rank: str | None) -> bool:
    """Whether a rank (``Mayor (Political 2)``) makes its holder the one who runs the place:
    a Political rank from Mayor to President (Civic Office is a clerk's; an Emissary's and an
    Ambassador's are about other places), or its custom title where the law is custom and
    feud (Head of a House to Chief of Chiefs: review r9, item 8)."""
    info = _items("lists/ranks").get("Political") or {}
    titles = (info.get("titles") or [])[1:4] + (info.get("custom_titles") or [])[1:4] + \
        (info.get("lawless_titles") or [])[1:4]  # (Strongman to Boss of Bosses where there is no law)
    return bool(rank) and any(rank.startswith(t + " (") for t in titles)


def skill_fits(name: str, facts: dict | None) -> bool:
    """Whether a skill (``Base`` or ``Base:Specialisation``) fits the world of ``facts``."""
    needs = _items("trip/skill_needs")
    base = name.split(":", 1)[0]
    return all(fits(needs[k].get("_needs"), facts) for k in (base, name) if k in needs)


def _kin(name: str) -> list[str]:
    """The other forms of a specialised non-weapon skill, its specialisations then its base
    (Survival:Arctic in a hot land is Survival:Desert, not a swap to another skill)."""
    base, _, spec = name.partition(":")
    info = _items("lists/skills").get(base) or {}
    if not spec or info.get("weapon"):
        return []
    return [f"{base}:{x['name']}" for x in info.get("specialisations") or [] if x["name"] != spec] + [base]




def _gear(name: str) -> str:
    base, _, spec = name.partition(":")
    info = _items("lists/skills").get(base, {})
    for sp in info.get("specialisations") or []:
        if sp.get("name") == spec and sp.get("gear"):
            return sp["gear"]
    return info.get("gear") or (spec.lower() if spec else f"{base.lower()} kit")


def adapt(f: dict, item_skills: list[str | None], facts: dict | None, keep: tuple = (), trade: tuple = ()) -> dict:
    """Swap each skill that does not fit the NPC's world, and each weapon skill that came
    without its weapon, for a fitting skill at the same level, of the same stat where one
    fits (else any fitting one, rolled on the same stat)
    (corpora/trip/skill_substitutes.json); an item bought for a swapped skill becomes the new
    skill's gear at the same bonus. Skills and items cost the same CP whatever they are,
    so the block stays CP-exact; the odds keep their dice and only change their names.
    ``trade``: the skills of the NPC's class and designation (``trade_names``): a swap is one of
    their trade where one fits (round 29: a gonzo writer's misfit skill never becomes Mounted
    Weaponry)."""
    subs = _items("trip/skill_substitutes")
    weapons = {v for v, _, fl in load("lists/skills").items if fl.get("weapon")}
    held = {sk["name"] for sk in f["skills"]}
    for sk in f["skills"]:
        name = sk["name"]
        armed = name.split(":", 1)[0] in weapons and name not in UNARMED
        if skill_fits(name, facts) and not (armed and name not in item_skills):
            continue
        pool = subs.get(sk["stat"], {}).get("skills", [])
        pool = pool + [x for f in subs.values() for x in f["skills"] if x not in pool]
        # the skill the NPC's job names stays theirs in a form that fits (a Soldier's pistol in
        # 1284 becomes a fist, not Stealth: cold read r22, r22-cold-b Alana)
        own = [alts for alts in keep if holds([name], alts) and not holds([x for x in held if x != name], alts)]
        kit = name in item_skills  # a weapon bought for it becomes the new weapon
        keyed = [x for alts in own for x in key_forms(alts, kit)]
        pool = keyed + _kin(name) + _forms(trade, sk["stat"]) + pool
        # one skill a base: never Survival beside Survival:Arctic (r22-cold-b Alana)
        bases = {x.split(":", 1)[0] for x in held if x != name}
        options = [x for x in pool if x not in held and x.split(":", 1)[0] not in bases and skill_fits(x, facts)
                   and not (x.split(":", 1)[0] in weapons and x not in UNARMED and not (kit and x in keyed))]
        if not options:
            continue
        new = next((x for x in options if not trade or x.split(":", 1)[0] in _bases(trade, keep)), options[0])
        held.discard(name)
        held.add(new)
        for i, owner in enumerate(item_skills):
            if owner == name:  # the bonus stays on the page's name ("survival kit +1", r22-cold-b)
                old_item = f["items"][i]
                f["items"][i] = {"name": _gear(new) + _suffix(old_item), "level": old_item["level"]}
                item_skills[i] = new
        for o in f["odds"]:
            o["action"] = o["action"].replace(f"{name} (", f"{new} (")
        sk["name"] = new
    return f


def role_skill(f: dict, item_skills: list[str | None], role: str, facts: dict | None,
               cls: str | None = None) -> dict:
    """Give an NPC the skill its role names (corpora/trip/role_classes.json ``skill``: the only
    mechanic for miles repairs things; cold read 8 met one with Acting, Encryption and a laser):
    when none of their skills is it, their lowest skill on a stat the new one may use
    (skills.json), with no weapon and no crew bonus, becomes it, at the same level (skills cost the same CP whatever they are, so
    the block stays CP-exact; the odds keep their dice), and a kit bought for the old skill
    becomes the new one's gear."""
    want, has, renamable = _role_skill_tests(role)
    if not want:
        return f
    # a skill with a crew designation's bonus die only becomes one the same designation helps
    crews = {v: fl.get("skills", []) for v, _, fl in load("lists/designations").items}
    bonus = {o["action"].split(" (", 1)[0] for o in f["odds"] if "die:" in o["action"]
             and want not in crews.get(o["action"].split("die: ", 1)[1].split(" crew", 1)[0], [])}
    cands = [sk for sk in f["skills"] if renamable(sk["name"], sk["stat"]) and sk["name"] not in bonus
             and sk["level"] < 6]  # a character tweak's Revolutionary (+6) skill keeps its name (trip/enhance.py)
    if any(has(sk["name"]) for sk in f["skills"]):
        return _trade_best(f, has)
    # never the one skill their class's job names (classes.json ``key``: a survivor who is a
    # Celebrity/Entertainer keeps their Rhetoric, and another skill becomes Survival; round 25,
    # slip-n-slide audit/239; ``cls``: the block has no class yet when npcs.py calls this, and
    # without it the guard never held: the same trip's Celebrity lost Rhetoric to Survival, round 27)
    lone = _lone_key([sk["name"] for sk in f["skills"]], cls or f.get("class"))
    cands = [sk for sk in cands if lone is None or sk is not f["skills"][lone]]
    if not cands or not skill_fits(want, facts):
        return f
    # the role's own skill is their best one (cold read 23: "the only one for miles" who can fix
    # machines had Drug Tolerance above Mechanics): the highest skill that may become it
    sk = max(cands, key=lambda k: k["level"])
    old = sk["name"]
    for i, owner in enumerate(item_skills):
        if owner == old:
            f["items"][i] = {"name": _gear(want) + f["items"][i]["name"][len(_gear(old)):]
                             if f["items"][i]["name"].startswith(_gear(old)) else _gear(want),
                             "level": f["items"][i]["level"]}
            item_skills[i] = want
    for o in f["odds"]:
        o["action"] = o["action"].replace(f"{old} (", f"{want} (")
    sk["name"] = want
    return _trade_best(f, has)


def _lone_key(names: list[str], cls: str | None) -> int | None:
    """The index of the one skill among ``names`` that the class's job names (classes.json
    ``key``), when just one of them holds it; else None."""
    key = tuple((_items("lists/classes").get(cls) or {}).get("key") or ()) if cls else ()
    keyed = [i for i, n in enumerate(names) if key and holds([n], key)]
    return keyed[0] if len(keyed) == 1 else None


def _trade_best(f: dict, has) -> dict:
    """An NPC who holds their role's skill below another (not a weapon) trades the two levels, so
    the role's skill is their best (skills cost the same CP whatever they are, so the block stays
    CP-exact; names, stats and kit stay put; the odds are read off the page afterwards, npcs.py
    _page_npc reads the levels)."""
    weapons = {v for v, _, fl in load("lists/skills").items if fl.get("weapon")}
    own = max((sk for sk in f["skills"] if has(sk["name"])), key=lambda k: k["level"], default=None)
    if own is None:
        return f
    up = [sk for sk in f["skills"] if not has(sk["name"]) and sk["level"] > own["level"]
          and sk["name"].split(":", 1)[0] not in weapons and sk["level"] < 6]  # (not a tweak's +6)
    if up:
        top = max(up, key=lambda k: k["level"])
        own["level"], top["level"] = top["level"], own["level"]
    return f


def fit_kit(f: dict, facts: dict | None) -> dict:
    """Rename each item whose rules' name does not fit the world (corpora/trip/kit_names:
    body armour in 1284 is elk-hide armour); the bonus, and so the CP, stay."""
    if facts is None or facts is EARTH:
        return f
    names = _items("trip/kit_names")
    for it in f["items"]:
        for base in sorted(names, key=len, reverse=True):
            if it["name"].startswith(base):
                new = next((a["name"] for a in names[base]["as"] if fits(a["needs"], facts)), None)
                if new:
                    it["name"] = new + it["name"][len(base):]
                break
    return f


def misfits(obj, facts: dict | None) -> list[str]:
    """What is wrong with a rolled NPC for its world: skills that do not fit, weapon skills
    without a weapon."""
    out = [f"skill {k.name} does not fit" for k in obj.skills if not skill_fits(k.name, facts)
           and not any(skill_fits(x, facts) for x in _kin(k.name))]  # adapt re-specialises it
    weapons = {v for v, _, f in load("lists/skills").items if f.get("weapon")}
    for k in obj.skills:
        if k.name.split(":", 1)[0] in weapons and k.name not in UNARMED and obj.item_for(k) is None:
            out.append(f"no weapon for {k.name}")
    return out


def roll_fitting(roll_npc, ns: Stream, tier: str, name, role: str, world: dict | None,
                 opposition_level: int = 0, cls: str | None = None, office_held: bool = False,
                 used: tuple = (), job: tuple = (), rank_top: int | None = None, met: tuple = (),
                 unfit: tuple = (), crew: bool = True):
    """The rules' NPC for ``role`` in a class that fits its world (``cls`` when the content
    settled it: a key local's job was drawn for that class), redrawn (a few times) while it
    does not fit; (npc, the facts it is checked against). An Opposition's NPC carries the
    Opposition Level on every roll (``opposition_level``). ``job``: the skills the trip's words
    give them beyond their class's (each a tuple of alternatives: "a lander's missing pilot")
    are learnt first, with their class's and crew designation's (rules/npc_buy.py key_skills).
    ``rank_top``: the highest Rank their job carries (trip/npc_titles.py: a deputy sheriff is
    never a Captain). ``met``: the cast's NPCs drawn before (trip/npcs.py TripNPC): one of a class
    one of them holds learns other skills than theirs where the class has others (round 29, issue
    10: three Celebrity/Entertainers, each with Acting). ``unfit``: classes the person's own lines
    rule out (``unfit_classes``: one who cannot read is no Physicist). ``crew``: False for a person
    never a SlipShip's crewmember whatever their role (the stowaway the crew came for, round 36)."""
    facts = home_facts(role, world)
    # a visitor's skills fit their home (Earth) and, where nobody can lie, the node's ``honest``
    # fact too (trip/npc_honest.py ``told``, what ``adapt`` fits them to afterwards): else the
    # build learnt Fast-Talk that adapt then swapped for a skill outside their trade (a gonzo
    # writer dreamer's Rhetoric in a dream where lies fail, slip-n-slide audit/926)
    said = dict(facts, honest="yes") if facts is not None and (world or {}).get("honest") == "yes" else facts
    if said is not None and role_info(role).get("barn") is False:  # a dreamer, at home on Earth, has
        said = dict(said, barn="unknown")  # never heard of the barn: no Slip Dynamics (cold read r36)
    drawn = cls is None
    if drawn:
        cls = class_for(ns.child("fit", "class"), role, facts, office_held, tier, used, unfit)
    obj = _roll_in(roll_npc, ns, tier, name, role, cls, facts, opposition_level, job, rank_top, _mates(met, cls), said,
                   crew)
    tried = (cls,)
    # a drawn class none of whose rolls could hold the role's skill (a Celebrity/Entertainer
    # who knows the ground, with no BRAINS or HEALTH skill to become Survival; the unused class
    # was preferred): another of the role's classes, kept only when it can
    while drawn and cls and not _role_can_have_skill(obj, role):
        cls = class_for(ns.child("fit", "class", len(tried)), role, facts, office_held, tier,
                        used + tried, tried + tuple(unfit))
        if cls is None:
            break
        tried += (cls,)
        if cls in ONCE and cls in used:
            continue  # never a second Celebrity/Entertainer for the role's skill (cold read 37 e)
        new = _roll_in(roll_npc, ns.child("fit", "again", cls), tier, name, role, cls, facts,
                       opposition_level, job, rank_top, _mates(met, cls), said, crew)
        if not misfits(new, said) and _role_can_have_skill(new, role):
            obj = new
    return obj, facts


# a person who cannot read (corpora/grammars/people.json: "Cannot read, and has been bluffing all
# day") is no Physicist nor Gonzo Writer, whose trade is reading and writing (cold read r35-a,
# saltwick-31: a physicist who "Cannot read, and has been bluffing all day")


def unfit_classes(person: dict) -> tuple:
    """The classes ``person``'s own lines (their secret, their want) rule out."""
    said = " ".join(str(person.get(k) or "") for k in ("secret", "want"))
    return LETTERED if UNLETTERED.search(said) else ()


def _mates(met: tuple, cls: str | None) -> tuple:
    """The skills the cast's earlier NPCs of class ``cls`` hold (``roll_npc``'s ``avoid``)."""
    return tuple(dict.fromkeys(k["name"] for n in met if n.cls.split(",")[0] == cls for k in n.skills))


def _roll_in(roll_npc, ns: Stream, tier: str, name, role: str, cls: str | None, facts: dict | None,
             opposition_level: int, job: tuple = (), rank_top: int | None = None, avoid: tuple = (),
             said: dict | None = None, crew: bool = True):
    """The rules' NPC in ``cls``, redrawn (FIT_TRIES times) while it does not fit its world or
    cannot hold its role's skill; the last drawn when none does. ``said``: the facts its skills
    fit (``facts`` with the node's honesty; ``facts`` itself when None); ``crew``: False for one
    never a crewmember (a stowaway)."""
    said = facts if said is None else said
    obj = None
    for k in range(FIT_TRIES):
        # only visitors from Earth can be a SlipShip's crewmember, and not a paying tourist
        # (role_classes "crew": false; cold read 8 met "Gonzo Writer, Medical crew" on a tour)
        obj = roll_npc(ns if k == 0 else ns.child("fit", k), tier, name=name, cls=cls,
                       crew=None if facts is EARTH and crew and role_info(role).get("crew", True) else False,
                       opposition_level=opposition_level, fits=lambda n: skill_fits(n, said),
                       keyed=tuple(job), fights=fights(cls, role), trade=True,
                       rank_max=min((x for x in (rank_cap(role), rank_top) if x), default=None),
                       lead=role_info(role).get("skill"),
                       # the lowest Rank the job carries, bought first (role_classes ``rank_min``:
                       # the local authority is no "Civic Office", a boss no "Enlisted"; cold read r25)
                       rank_min=min(role_info(role).get("rank_min") or 0, rank_top or 6), avoid=avoid)
        if not misfits(obj, said) and _role_can_have_skill(obj, role):
            break
    return obj


def _role_skill_tests(role: str):
    """(the skill ``role`` names or None, whether a skill name is it, whether a skill of a name
    and stat may become it: on a stat it may use (lists/skills.json), not a weapon)."""
    want = role_info(role).get("skill")
    info = _items("lists/skills")
    base = (want or "").split(":", 1)[0]
    stats = (info.get(base) or {}).get("stats") or []

    def has(name: str) -> bool:
        return name.split(":", 1)[0] == base

    def renamable(name: str, stat: str) -> bool:
        return stat in stats and not (info.get(name.split(":", 1)[0]) or {}).get("weapon")

    return want, has, renamable


def _role_can_have_skill(obj, role: str) -> bool:
    """Whether ``role_skill`` can give this rolled NPC its role's skill (they hold it, or a
    skill it may rename): else the fit loop draws again."""
    want, has, renamable = _role_skill_tests(role)
    if not want or any(has(k.name) for k in obj.skills):
        return True
    lone = _lone_key([k.name for k in obj.skills], getattr(obj, "cls", None))  # never that one
    return any(renamable(k.name, k.stat) for i, k in enumerate(obj.skills) if i != lone)
