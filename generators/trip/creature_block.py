"""A creature's stat block on the rules' stats (Monster/Enemy, Wildlife/Animals: corpora/trip/
creatures.json): the tier's exact Character Points at the rules' costs (generators/rules/cp.py)
on the profile's stats and skills only, drawn at ``<npc>/creature[/<attempt>]``; its MIGHT
bounded by its species' size (split out of trip/cast.py, which fits people to their world)."""

from __future__ import annotations

from ..errors import RetryExhausted
from ..rng import Stream
from ..rules import cp
from ..rules.harm import harm_line
from ..rules.npc_data import tier_named
from .cast import _items


def creature_profile(opposition: str) -> dict | None:
    return _items("trip/creatures").get(opposition)


# a creature's MIGHT fits its size (cold read 23: a thunder-grazer "big as a house" with MIGHT 1
# and its sheer weight on GRACE): (least, most) by its species' size (lists/animals, monsters)
SIZE_MIGHT = {"hand": (1, 1), "cat": (1, 1), "child": (1, 2), "dog": (1, 3), "person": (1, 4),
              "horse": (2, 6), "car": (3, 6), "big": (3, 6), "bus": (4, 6)}


# a creature whose way past is that it "tires fast, and gives up a chase" (its secret, people.json
# creature_weakness_*) is no runner: no Athletics:Running on its block (cold read r27-cold-c, -h: a
# lynx and a ewe that tire fast, with Running +2)
TIRES = "tires fast"


def roll_creature(s: Stream, opposition: str, tier: str | None = None,
                  weapon: str | None = None, size: str | None = None, weak: str = "") -> dict:
    """A creature's stat block: the tier's exact CP on the profile's stats and skills. Its
    natural weapon is its species' (``weapon``, corpora/lists/animals.json: a wolf's teeth,
    not horns and hooves), else the profile's; its fighting skill is named for it. ``size``
    (its species' size fact) bounds its MIGHT (SIZE_MIGHT); ``weak`` (its secret way past) that
    says it tires fast leaves its Running off."""
    prof = creature_profile(opposition)
    if TIRES in weak:
        prof = {**prof, "skills": [k for k in prof["skills"] if k != "Athletics:Running"]}
    if weapon:
        fight = next(k for k in prof["skills"] if k.startswith("Fighting/Weapon:"))
        prof = {**prof, "weapon": weapon, "skills": [
            f"Fighting/Weapon:{weapon[:1].upper()}{weapon[1:]}" if k == fight else k
            for k in prof["skills"]]}
    t = tier_named(tier or prof["tier"])
    skills_info = _items("lists/skills")
    for attempt in range(20):
        cs = s.child("creature") if attempt == 0 else s.child("creature", attempt)
        stats = {k: 1 for k in cp.STATS}
        levels = {k: 0 for k in prof["skills"]}
        left = t.cp
        least, most = SIZE_MIGHT.get(size or "", (1, 6))
        while stats["MIGHT"] < min(least, t.max["stat"]) and cp.stat_step(stats["MIGHT"], stats["MIGHT"] + 1) <= left:
            left -= cp.stat_step(stats["MIGHT"], stats["MIGHT"] + 1)  # a big body is strong first
            stats["MIGHT"] += 1
        while left > 0:
            opts = []
            for st in prof["stats"]:
                top = min(t.max["stat"], most) if st == "MIGHT" else t.max["stat"]
                if stats[st] < top and cp.stat_step(stats[st], stats[st] + 1) <= left:
                    opts.append((("stat", st), 3))
            for k in prof["skills"]:
                lv = levels[k]
                if lv < t.max["skill"] and cp.step_cost(lv + 1) <= left:
                    opts.append((("skill", k), 2))
            if not opts:
                break
            kind, what = cs.weighted(opts)
            if kind == "stat":
                left -= cp.stat_step(stats[what], stats[what] + 1)
                stats[what] += 1
            else:
                left -= cp.step_cost(levels[what] + 1)
                levels[what] += 1
        if left == 0:
            break
    else:
        raise RetryExhausted(f"could not spend exactly {t.cp} CP on a {opposition} creature")
    skills = []
    for k, lv in levels.items():
        if lv:
            base = k.split(":", 1)[0]
            base_stats = skills_info.get(base, {}).get("stats") or ["MIGHT"]
            stat = max(base_stats, key=lambda x: (stats[x], x))
            skills.append({"name": k, "stat": stat, "level": lv})
    return {"stats": stats, "skills": skills,
            "items": [{"name": prof["weapon"].replace(" (natural weapon)", ""), "level": 0}],
            "tier": t.name, "cp": t.cp, "harm": harm_line(stats)}
