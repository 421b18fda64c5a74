"""A character tweak that enhances one of a person's skills to Revolutionary (+6) (the
rules' character tweak table; corpora/grammars/tweaks.json one_skill_enhanced_to_revolutionary_6)
names that skill in its line ("Their singing (Artform:Music) is Revolutionary (+6)"), and the
person's stat block carries it at +6 (cold read 15: "Their cooking is Revolutionary (+6)" beside
a block with no cooking skill at all)."""

from __future__ import annotations

import re
from dataclasses import replace

# a character tweak that enhances one of a person's skills names it (corpora/grammars/tweaks.json
# one_skill_enhanced_to_revolutionary_6: "Their singing (Artform:Music) is Revolutionary (+6)")
REVOLUTIONARY = re.compile(r"\(([A-Z][\w/-]*(?::[\w ]+)?)\) is Revolutionary \(\+6\)")


def revolutionary(content: dict, name: str | None) -> str | None:
    """The skill a character tweak on the person called ``name`` raised to +6, if any."""
    for t in content.get("tweaks") or [] if name else ():
        m = REVOLUTIONARY.search(t.get("detail") or "")
        if m and t.get("kind") == "character" and (t.get("target") or "").startswith(f"{name} ("):
            return m.group(1)
    return None


def enhance(obj, skill: str | None) -> None:
    """The tweak's skill on the stat block at Revolutionary (+6), the rest as rolled (cold read
    15: "Their cooking is Revolutionary (+6)" beside a block with no cooking)."""
    from ..rng import Roll
    from ..rules.npc_buy import skill_stats
    from ..rules.npc_parts import Skill

    if not skill:
        return
    obj.rolls.append(Roll("choice", [], 0, "a character tweak: one skill enhanced to Revolutionary",
                          f"{skill} 6", obj.path))
    base, _, spec = skill.partition(":")
    have = next((k for k, sk in enumerate(obj.skills) if sk.name == skill), None)
    if have is not None:
        obj.skills[have] = replace(obj.skills[have], level=6)
        return
    stats = skill_stats(base, spec or None)
    stat = max(stats, key=lambda st: (obj.stats.get(st, 0), -stats.index(st)))
    obj.skills.append(Skill(name=skill, base=base, specialisation=spec or None, stats=tuple(stats),
                            level=6, stat=stat))


def enhance_block(f: dict, skill: str | None) -> None:
    """The same for a creature's block (a dict of stats and skills, before its odds are read)."""
    from ..rules.npc_buy import skill_stats

    if not skill:
        return
    have = next((sk for sk in f["skills"] if sk["name"] == skill), None)
    if have is None:
        base, _, spec = skill.partition(":")
        stats = skill_stats(base, spec or None)
        have = {"name": skill, "stat": max(stats, key=lambda st: (f["stats"].get(st, 0), -stats.index(st))),
                "level": 6}
        f["skills"].append(have)
    have["level"] = 6
