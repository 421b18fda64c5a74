"""The NPC purchase loop: spend a tier's CP budget exactly, at the rules' costs.

Each step lists every purchase the tier's caps allow and the remaining CP affords, with an integer
weight, and picks one on the ``<npc>/spend`` stream (a new skill's identity comes from
``<npc>/skill/<k>``). Every option costs at least 1 CP, so the loop ends. CP left when nothing else
fits buys plain weapons (1 CP each, ``<npc>/leftover``); ``buy`` returns None when even that cannot
make the spend exact (the caller retries)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from . import cp
from .cp import STATS, SUIT
from ..data import load
from ..memo import by_identity
from .npc_parts import ClassBoosts, Item, Skill
from .npc_data import Tier, _skills
from .npc_keys import fits_some, holds, key_skills, lead_cap, learnable, serves, trade_bases, trade_kits, unmet, unused, wanting  # noqa: F401  (re-exported)
from ..rng import Stream

ARMOR = "body armour"
ARMOR_MAX = 3  # the rules price items up to +3
# what a trip NPC whose job does not fight spends leftover CP on beyond their trade's kits: a
# tool that is a weapon only at a pinch (cold read 32: a children's party magician in body armour)
TOOLS = ("knife", "crowbar", "flare gun")
CLASS_SKILL_WEIGHT, DESIGNATION_SKILL_WEIGHT, MAX_STEPS = 20, 6, 10_000


@dataclass
class Build:
    remaining: int
    stats: dict[str, int] = field(default_factory=lambda: {s: 1 for s in STATS})
    skills: list[Skill] = field(default_factory=list)
    items: list[Item] = field(default_factory=list)
    fame: int = 0
    rank: int = 0
    fits: object = None  # which specialisations may be chosen (None: any; a world's own)
    keys: tuple = ()  # the skills the NPC's job names: each a tuple of alternatives (key_skills)
    fights: bool = True  # whether the NPC's job fights or guards (armour; no spare off-trade kit)
    rank_max: int | None = None  # the highest Rank the NPC's role may hold (None: the tier's)
    rank_min: int = 0  # the lowest Rank the NPC's job carries, bought first (a local authority is no clerk)
    lead: str | None = None  # the skill base the NPC's role names: no other trade above it
    trade: frozenset | None = None  # a trip NPC's skill bases (npc_keys.trade_bases), None: any
    avoid: tuple = ()  # the skills the cast's earlier NPCs of the class hold (npc_keys.unused)


_refs_memo: dict[int, tuple[dict, dict]] = {}


def _class_refs(cinfo: dict) -> dict[str, str | None]:
    """Class-favoured skills: base -> the specialisation it names (or None). Remembered per
    class dict (the class data is loaded once); callers must not change the result."""
    return by_identity(_refs_memo, cinfo, _class_refs_of, 256)


def _class_refs_of(cinfo: dict) -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for ref in cinfo.get("skills", []):
        base, _, spec = ref.partition(":")
        out.setdefault(base, spec or None)
    return out


@lru_cache(maxsize=None)
def skill_stats(base: str, spec: str | None) -> tuple[str, ...]:
    """The stats a skill rolls on: a specialisation's own (COMBAT: "For weapons or firearms,
    roll GRACE. For hand-to-hand or brawling, roll GRACE or MIGHT"), else the skill's."""
    info = _skills()[base]
    sp = next((x for x in info.get("specialisations", []) if x["name"] == spec), {})
    return tuple(sp.get("stats") or info["stats"])


# Class Matters words for a Fighting/Weapon specialisation of one kind (skills.json "kind").
KIND_REFS = {"Hand Weapon": "hand weapon", "Fighting Style": "fighting style"}


def kind_specs(kind: str) -> list[str]:
    """Fighting/Weapon specialisations of a kind ('hand weapon', 'fighting style')."""
    return [x["name"] for x in _skills()["Fighting/Weapon"].get("specialisations", []) if x.get("kind") == kind]


def _gear(k: Skill) -> tuple[str | None, bool]:
    """(what an item for this skill is called, whether a 0-bonus pro kit/weapon exists)."""
    return _gear_of(k.base, k.specialisation)


@lru_cache(maxsize=None)
def _gear_of(base: str, specialisation: str | None) -> tuple[str | None, bool]:
    info = _skills()[base]
    spec = next((x for x in info.get("specialisations", []) if x["name"] == specialisation), {})
    name = spec.get("gear") or (None if specialisation and info.get("weapon") else info.get("gear"))
    plain = bool(name) and bool(info.get("pro_kit") or info.get("weapon"))
    return name, plain


def _spare_kits() -> list[str]:
    """Pro kits anyone may carry as spare gear: the gear of each pro-kit skill."""
    return [f["gear"] for f in _skills().values() if f.get("pro_kit") and f.get("gear")]


def _item_kind(k: Skill) -> str:
    info = _skills()[k.base]
    return "weapon" if info.get("weapon") else "pro kit" if info.get("pro_kit") else "item"


def _learn(b: Build, stream: Stream, cinfo: dict, dinfo: dict | None) -> Skill | None:
    held = {k.base for k in b.skills}
    refs = _class_refs(cinfo)
    dskills = set(dinfo.get("skills", [])) if dinfo else set()
    pool = unused([bw for bw in _learn_weights(cinfo, dinfo, refs, dskills) if bw[0] not in held and (b.trade is None or bw[0] in b.trade and fits_some(b, bw[0]))], b.avoid)
    if not pool:
        return None
    spec = None
    alts = unmet(b)
    fit = [a for a in alts or () if a.partition(":")[0] not in held and fits_some(b, a)]
    # one that serves the most of the job's skills (a Research crew Amateur Explorer: Science)
    most = max((serves(a, b.keys) for a in fit), default=0)
    fit = [a for a in fit if serves(a, b.keys) == most]  # (the class's own craft, even a same-class NPC's)
    if fit:  # the job's own skill first: a Soldier's first new skill is a fighting one
        key = stream.choice(fit)
        base, _, spec = key.partition(":")
        # a bare base another key names specialised takes that form (an Amateur Explorer who is
        # "a retired slip pilot": Driving/Piloting:SlipShip, never :Boat, hang audit/296)
        spec = spec or next((o.partition(":")[2] for alts in b.keys for o in alts
                             if o.startswith(base + ":") and (b.fits is None or b.fits(o))), None)
    else:
        base = stream.weighted(pool)
    info = _skills()[base]
    if info.get("specialise") and spec is None:
        specs = [x["name"] for x in info["specialisations"]]  # a free choice: one that fits
        spec = refs.get(base) or stream.choice(unused([x for x in specs if b.fits is None  # the world
                                                       or b.fits(f"{base}:{x}")], b.avoid, base) or specs)
    name = f"{base}:{spec}" if spec else base
    stream.note("new skill", name)
    bonus = dinfo.get("bonus_dice", 1) if dinfo and base in dskills else 0
    return Skill(name, base, spec, skill_stats(base, spec), 0, bonus_dice=bonus)


_weights_memo: dict[tuple[int, int], tuple[dict, object, tuple]] = {}


def _learn_weights(cinfo: dict, dinfo: dict | None, refs, dskills) -> tuple:
    """(base, weight) for every skill, in data order, for this class and designation."""
    key = (id(cinfo), id(dinfo))
    hit = _weights_memo.get(key)
    if hit is not None and hit[0] is cinfo and hit[1] is dinfo:
        return hit[2]
    out = tuple(
        (base, CLASS_SKILL_WEIGHT if base in refs else DESIGNATION_SKILL_WEIGHT if base in dskills else 1)
        for base in _skills())
    if len(_weights_memo) > 1024:
        _weights_memo.clear()
    _weights_memo[key] = (cinfo, dinfo, out)
    return out


def _skill_from(name: str, dinfo: dict | None, level: int) -> Skill:
    base, _, spec = name.partition(":")
    info = _skills()[base]
    dskills = set(dinfo.get("skills", [])) if dinfo else set()
    bonus = dinfo.get("bonus_dice", 1) if dinfo and base in dskills else 0
    return Skill(name, base, spec or None, skill_stats(base, spec or None), level, bonus_dice=bonus)


def class_boosts(stream: Stream, cls: str, cinfo: dict, dinfo: dict | None) -> ClassBoosts:
    """Class Matters: pick one of the class's boost choices (a stat, with its skill boosts),
    resolve each skill boost to a concrete skill, and roll the class debt."""
    cm = cinfo.get("class_matters") or {}
    choices = cm.get("choices") or [{"stat": s} for s in cinfo.get("stats", [])]
    choice = stream.choice(choices)
    stream.note("Class Matters boost", f"{choice['stat']} +1")
    refs = _class_refs(cinfo)
    names: list[str] = []
    for j, options in enumerate(choice.get("skills", []), 1):
        ks = stream.child("skill", j)
        # Each boost is its own +1 on a skill no other boost took ("Add 1 to any Firearm
        # Skill or Hand Weapon. Add 1 to any Fighting Style. Add 1 to any other Skill").
        ref = ks.choice(options)
        if ref == "*":  # any other skill
            taken = {n.partition(":")[0] for n in names}
            pool = [(b, CLASS_SKILL_WEIGHT if b in refs else 1) for b in _skills() if b not in taken]
            ref = ks.weighted(pool)
        if ref in KIND_REFS:
            specs = [x for x in kind_specs(KIND_REFS[ref]) if f"Fighting/Weapon:{x}" not in names]
            ref = "Fighting/Weapon:" + ks.choice(specs)
        base, _, spec = ref.partition(":")
        info = _skills()[base]
        if info.get("specialise") and not spec:
            held = refs.get(base)
            free = [x["name"] for x in info["specialisations"] if f"{base}:{x['name']}" not in names]
            spec = held if held and f"{base}:{held}" not in names else ks.choice(free)
        name = f"{base}:{spec}" if spec else base
        names.append(name)
        ks.note("Class Matters skill boost", f"{name} +1")
    debt, megas = cm.get("debt"), None
    if isinstance(debt, str) and re.fullmatch(r"[1-9]d6", debt):
        r = stream.child("debt").dice(int(debt[0]), 6, f"{cls} debt (Megas)")
        megas = r.total
        r.result = f"in debt for {megas} Megas"
    return ClassBoosts(choice["stat"], names, int(cm.get("fame", 0)), debt, megas,
                       rank=1 if cinfo.get("rank") else 0)


def _step(table: dict, level: int, fallback, *args) -> int:
    c = table.get(level)
    return c if c is not None else fallback(*args)  # the cp function raises the error


def _options(b: Build, t: Tier, cinfo: dict, dinfo: dict | None) -> list[tuple]:
    """(category, target, level, cost, weight, None) for every affordable purchase; the
    category is a key of the tier's weights, the weight ranks options within it. The label
    for the log is made only for the option bought (``_label``)."""
    mx, left = t.max, b.remaining
    costs = cp._costs()
    stat_t, skill_t, item_t = costs["stat"], costs["skill"], costs["item"]
    opts: list[tuple] = []
    cstats = cinfo.get("stats", [])
    skills = b.skills
    sstats = {s for k in skills for s in k.stats}
    refs = _class_refs(cinfo)
    smax = mx["stat"]
    for s in STATS:
        v = b.stats[s]
        if v < smax:
            w = (1 + 3 * (s in cstats) + 3 * (s in sstats)) * v  # high stats grow: specialists
            hi, lo = stat_t.get(v + 1), stat_t.get(v)
            step = hi - lo if hi is not None and lo is not None else cp.stat_step(v, v + 1)
            opts.append(("stat", s, v + 1, step, w, None))
    if len(skills) < mx["skills"] and mx["skill"] >= 1 and learnable(b):
        opts.append(("skill_new", None, 1, _step(skill_t, 1, cp.step_cost, 1), 1, None))
    kmax = mx["skill"]
    cap = lead_cap(b)
    for i, k in enumerate(skills):
        if k.level < kmax and (cap is None or k.level < cap or k.base == b.lead or _skills()[k.base].get("weapon")):
            w = (2 if k.base in refs else 1) * k.level
            opts.append(("skill_up", i, k.level + 1, _step(skill_t, k.level + 1, cp.step_cost, k.level + 1),
                         w, None))
    if b.fame < mx["fame"]:
        opts.append(("fame", None, b.fame + 1, cp.step_cost(b.fame + 1, "fame"),
                     int(cinfo.get("fame", 1)), None))
    if cinfo.get("rank") and b.rank < mx["rank"] and (b.rank_max is None or b.rank < b.rank_max):
        opts.append(("rank", None, b.rank + 1, cp.step_cost(b.rank + 1, "rank"), 1, None))
    top = min(mx["item"], max(item_t))
    items = b.items
    for i, k in enumerate(skills):
        gear, plain = _gear_of(k.base, k.specialisation)
        if not gear:
            continue
        have = None
        for it in items:
            if it.skill == k.name:
                have = it
                break
        cur = have.level if have else -1
        for lvl in range(cur + 1, top + 1):
            if lvl == 0 and not plain:
                continue
            cost = _step(item_t, lvl, cp.item_cost, lvl) - (have.cp if have else 0)
            if cost > left:
                continue  # dropped below anyway (weight 1 > 0); skip the label
            opts.append(("gear" if lvl == 0 else "item", i, lvl, cost, 1, None))
    if b.fights and t.weights.get("armor") and not any(it.kind == "armor" for it in items):
        for lvl in range(1, min(top, ARMOR_MAX) + 1):  # COMBAT's Armor Bonus, at item costs
            opts.append(("armor", None, lvl, _step(item_t, lvl, cp.item_cost, lvl), 1, None))
    if dinfo and not any(it.kind == "suit" for it in items):
        opts.append(("suit", None, 0, cp.suit_cost(), 1, None))
    opts = [o for o in opts if o[3] <= left and o[4] > 0]
    # Prefer purchases that leave CP the 5-CP steps of stats and skills can still use, so
    # the end of the budget goes on the NPC's own gear rather than on spare kit.
    clean = [o for o in opts if (left - o[3]) % 5 == 0 or left - o[3] >= 10]
    return clean or opts


def _label(opt: tuple, b: Build) -> str:
    """What the log calls a purchase, from the build before it is applied."""
    kind, target, level = opt[0], opt[1], opt[2]
    if kind == "stat":
        return f"{target} {level - 1}->{level}"
    if kind == "skill_new":
        return "a new skill at 1"
    if kind == "skill_up":
        k = b.skills[target]
        return f"{k.name} {k.level}->{k.level + 1}"
    if kind == "fame":
        return f"Fame {b.fame}->{b.fame + 1}"
    if kind == "rank":
        return f"Rank {b.rank}->{b.rank + 1}"
    if kind in ("item", "gear"):
        k = b.skills[target]
        gear = _gear_of(k.base, k.specialisation)[0]
        return f"{gear} +{level}" if level else f"{gear}"
    if kind == "armor":
        return f"{ARMOR} +{level}"
    return SUIT


def _apply(b: Build, opt: tuple, stream: Stream, cinfo: dict, dinfo: dict | None) -> bool:
    kind, target, level, cost, _, _ = opt
    if kind == "stat":
        b.stats[target] = level
    elif kind == "skill_new":
        k = _learn(b, stream, cinfo, dinfo)
        if k is None:
            return False
        k.level = 1
        b.skills.append(k)
    elif kind == "skill_up":
        b.skills[target].level = level
    elif kind == "fame":
        b.fame = level
    elif kind == "rank":
        b.rank = level
    elif kind in ("item", "gear"):
        k = b.skills[target]
        have = next((it for it in b.items if it.skill == k.name), None)
        if have:
            have.level, have.cp = level, cp.item_cost(level)
        else:
            b.items.append(Item(_gear(k)[0], level, cp.item_cost(level), _item_kind(k), k.name))
    elif kind == "suit":
        b.items.append(Item(SUIT, 0, cost, "suit", None))
    elif kind == "armor":
        b.items.append(Item(ARMOR, level, cost, "armor", None))
    b.remaining -= cost
    return True


def buy(t: Tier, cinfo: dict, dinfo: dict | None, s: Stream, sfx: tuple,
        boosts: ClassBoosts | None = None, fits=None, keys: tuple = (), fights: bool = True,
        rank_max: int | None = None, lead: str | None = None, rank_min: int = 0, trade=None, avoid=()) -> Build | None:
    """Spend ``t.cp`` exactly, after any free Class Matters boosts; None if this attempt cannot.
    ``fits``: which ``Base:Specialisation`` a new skill may be, where the rules leave it free.
    ``fights``: False for a trip NPC whose job neither fights nor guards: no armour, and CP left
    over buys their trade's kits and a tool (TOOLS), never body armour or a pistol.
    ``rank_max``: the highest Rank the NPC's role may buy (a scout is never a Captain), ``rank_min`` the lowest (bought
    first where the tier allows); ``lead``: the role's own skill base, no other skill but a weapon above it (``lead_cap``)."""
    b = Build(t.cp, fits=fits, keys=keys, fights=fights, rank_max=rank_max, lead=lead and lead.partition(":")[0], rank_min=rank_min, trade=trade, avoid=avoid)
    if boosts:
        b.stats[boosts.choice] += 1
        for name in dict.fromkeys(boosts.skills):
            b.skills.append(_skill_from(name, dinfo, boosts.free_skill(name)))
        b.fame = boosts.fame
    sp = s.child("spend", *sfx)
    if boosts and boosts.rank:
        b.rank = boosts.rank  # "You have a ... Rank": the class's, not bought
        sp.note("class", f"Rank {boosts.rank} (the class has a Rank; free)")
    learned = 0
    for _ in range(MAX_STEPS):
        if b.remaining == 0:
            break
        opts = _options(b, t, cinfo, dinfo)
        if not opts:
            break
        kinds = {o[0] for o in opts}
        cats = [c for c in t.weights if t.weights[c] > 0 and c in kinds]
        if not cats:
            break
        if (len(b.skills) < t.max.get("skills_min", 0) or wanting(b)) and "skill_new" in cats:
            cat = "skill_new"  # every tier's minimum number of skills, and the job's own, first
        elif cinfo.get("rank") and (b.keys and not b.rank or b.rank < b.rank_min) and "rank" in cats:
            cat = "rank"  # "Politicians, Government Agents, Military Personnel ... possess a Rank"
        else:
            cat = sp.weighted([(c, t.weights[c]) for c in cats])
        opt = sp.weighted([(o, o[4]) for o in opts if o[0] == cat])
        stream = sp
        if cat == "skill_new":
            learned += 1
            stream = s.child("skill", learned, *sfx)
        label = _label(opt, b)
        if not _apply(b, opt, stream, cinfo, dinfo):
            return None
        sp.note("buy", f"{label} ({opt[3]} CP, {b.remaining} left)")
    if b.remaining:
        held = {it.name for it in b.items}
        spare = [(g, "pro kit") for g in _spare_kits() if g not in held]
        trip = bool(b.keys) or not b.fights  # a trip's NPC (a Tourist's job names no skill)
        own = trade_kits(cinfo, dinfo, b) if trip else set()  # a trip's NPC: spare kit of
        if trip:  # a skill they hold (cold read 32: a Soldier's toolkit with no Mechanics)
            own &= {_skills()[k.base].get("gear") for k in b.skills}
        mine = [x for x in spare if x[0] in own]  # their own trade first (no artist's kit on a
        first = min(len(mine), b.remaining)  # physicist: cold read r22, r22-cold-d Nikko)
        spare += [(w, "weapon") for w in load("lists/plain_weapons").values if w not in held]
        if trip:  # a trip's NPC: no pro kit of another trade (cold read 32: a Special Forces
            # medic with a design workstation), and a tool rather than a weapon unless they fight
            spare = [x for x in spare if x in mine or (x[1] == "weapon" and (b.fights or x[0] in TOOLS))]
        if b.remaining > len(spare):
            return None
        ls = s.child("leftover", *sfx)
        picks = ls.sample(spare, b.remaining) if not own else \
            ls.sample(mine, first) + ls.child("other").sample([x for x in spare if x not in mine], b.remaining - first)
        for g, kind in picks:
            b.items.append(Item(g, 0, cp.item_cost(0), kind, None))
            ls.note("leftover CP", f"{g} ({kind}, 1 CP)")
        b.remaining = 0
    for k in b.skills:  # roll each skill on the better of its base stats (first listed on ties)
        k.stat = max(k.stats, key=lambda st: (b.stats[st], -k.stats.index(st)))
    return b
