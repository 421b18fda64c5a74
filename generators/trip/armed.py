"""Armed people carry a weapon (cold read 31: "Armed guards are moving something valuable" and a
checkpoint that will "shoot first" printed mook blocks with "Items: none" and
Fighting/Weapon:Boxing). An obstacle line with ``"armed": "yes"`` (corpora/trip/play_obstacles.json)
is the fact; the scene carries it as ``_armed`` to its ``foes`` block (trip/foes.py), which then
holds a weapon of the world's tech (corpora/trip/armed_kit.json: a spear in a stone-age valley,
a rifle where there is powder and steel) and the weapon skill it is fought with.

The mook's one trick becomes that weapon skill at the same level (skills cost the same CP
whatever they are); the weapon is a plain one, no bonus (1 CP in the rules' Items): issued with
the job, as the rules' own goons carry the guns their Firearms skill fires."""

from __future__ import annotations

from ..data import load
from ..needs import fits
from ..rng import Stream
from ..rules.npc_data import _skills
from .cast import skill_fits


def weapons_for(facts: dict | None) -> list[tuple[str, str]]:
    """(weapon, skill) pairs that fit a world's ``facts`` (the knife where none does)."""
    out = [(v, f["skill"]) for v, _, f in load("trip/armed_kit").items
           if facts and fits(f.get("_needs"), facts) and skill_fits(f["skill"], facts)]
    return out or [("knife", "Fighting/Weapon:Knife")]


def arm(block: dict, s: Stream, facts: dict | None) -> dict:
    """``block`` (a foes block's stats, skills, items) with a weapon of its world and the
    skill to fight with it: kept as it is when it holds a weapon its skills fire already."""
    pairs = weapons_for(facts)
    held = {k["name"] for k in block["skills"]}
    names = {i["name"].split(" +")[0] for i in block["items"]}
    if any(w in names and sk in held for w, sk in pairs):
        return block
    weapon, skill = pairs[s.child("armed").below(len(pairs))]
    info = _skills()
    weaponish = [k for k in block["skills"] if (info.get(k["name"].split(":", 1)[0]) or {}).get("weapon")]
    old = (weaponish or block["skills"] or [None])[0]
    level = old["level"] if old else 1
    stat = "GRACE"  # Firearm and the hand weapons roll GRACE (rules: COMBAT)
    skills = [k for k in block["skills"] if k is not old]
    skills.insert(0, {"name": skill, "stat": stat, "level": level})
    return {**block, "skills": skills, "items": block["items"] + [{"name": weapon, "level": 0}]}
