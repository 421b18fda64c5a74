"""NPC stat blocks: six stats, skills, items, fame, rank, class and crew designation,
bought by spending an EXACT Character Point budget per tier at the rules' CP costs
(generators/rules/cp.py), with a harm track and exact odds for every roll.

Paths (each its own stream under the NPC's path, so adding a field changes nothing else):
  <npc>/class                   the class (weighted pick, lists/classes)
  <npc>/designation             1d6: 4-6 = a SlipShip crewmember (crew classes only)
  <npc>/designation/which       which crew designation
  <npc>/name/first, name/last   the default name (or the ``name=`` hook's own stream)
  <npc>/spend[/<attempt>]       the purchase loop (attempt 0 has no suffix)
  <npc>/skill/<k>[/<attempt>]   which skill the k-th "learn a new skill" buys
  <npc>/leftover[/<attempt>]    plain weapons bought with CP nothing else fits
  <npc>/class_matters[/...]     (optional rule) the class's free boosts and its debt roll

The purchase loop: list every purchase the tier's caps allow and the remaining CP
affords, each with an integer weight (tier weights x class/skill focus), pick one, repeat.
Every option costs at least 1 CP, so it ends; CP left when nothing fits goes on plain
weapons (1 CP each) so the spend is exact. If even that cannot finish, the loop retries
on a fresh stream, and after ``MAX_ATTEMPTS`` raises RetryExhausted.

Public API (others build on it):
  roll_npc(stream, tier="professional", name=None, *, cls=None, crew=None,
           class_matters=False) -> NPC
  NPC: .name .tier .cp_budget .cp_spent .spend .stats (6 UPPER-CASE names -> 1-6) .skills
       (Skill: name, base, specialisation, stat, stats, level, bonus_dice) .items (Item: name,
       level, cp, kind, skill, label) .fame .rank (Rank: track, level, title | None) .cls
       .designation .harm (Harm: take/heal/dead/hits_to_kill) .boosts .rolls .odds()
       (RollOdds: kind, name, stat, dice, modifier, roll, success(dl), outcomes(dl)) .to_dict()
  Tier / tiers() / tier_named(name); complete_stats(listing) (unlisted stats are 1).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Union

from . import cp
from .cp import STATS, SUIT  # noqa: F401  (re-exported)
from ..errors import BadInput, RetryExhausted
from .harm import DEAD_AT, Harm  # noqa: F401  (re-exported)
from .npc_data import (  # noqa: F401  (re-exported: the NPC's data API)
    Tier,
    _classes,
    _designations,
    _skills,
    complete_stats,
    rank_title,
    tier_named,
    tiers,
)
from .npc_odds import RollOdds, fraction_text  # noqa: F401  (re-exported)
from .npc_parts import ClassBoosts, Item, Purchase, Rank, Skill  # noqa: F401  (re-exported)
from ..rng import Provenance, Roll, Stream
from .tables import pick
from ..data import load as load_list

MAX_ATTEMPTS = 20
NameHook = Union[str, Callable[[Stream], str], None]


@dataclass
class NPC:
    seed: str
    version: str
    algorithm: int
    path: str
    name: str
    tier: str
    cp_budget: int
    stats: dict[str, int]
    skills: list[Skill]
    items: list[Item]
    fame: int
    rank: Rank | None
    cls: str
    designation: str | None
    harm: Harm
    rolls: list[Roll] = field(default_factory=list)
    boosts: ClassBoosts | None = None  # only with the optional Class Matters rule
    # OPPOSITION LEVELS: "the dice bonus that will be applied to every roll for each
    # Opposition in the Mission". Reading: +N on every roll this NPC makes (0 = none).
    opposition_level: int = 0

    @property
    def spend(self) -> list[Purchase]:
        """The itemised CP spend, recomputed from the cost tables (levels a Class Matters
        boost gave for free are not paid for: raising a boosted stat from 2 to 3 costs
        15 - 5 = 10 CP)."""
        b = self.boosts
        out = []
        for s, v in self.stats.items():
            free = b.free_stat(s) if b else 1
            if v > 1:
                label = f"{s} {v}" + (" (class boost +1)" if free > 1 else "")
                out.append(Purchase(label, cp.stat_cost(v) - cp.stat_cost(free)))
        for k in self.skills:
            free = b.free_skill(k.name) if b else 0
            label = f"{k.name} {k.level}" + (f" (class boost +{free})" if free else "")
            out.append(Purchase(label, cp.ladder_cost(k.level) - cp.ladder_cost(free)))
        if self.fame:
            free = b.fame if b else 0
            label = f"Fame {self.fame}" + (f" (class boost +{free})" if free else "")
            out.append(Purchase(label, cp.ladder_cost(self.fame, "fame") - cp.ladder_cost(free, "fame")))
        if self.rank:
            free = b.rank if b else 0
            label = f"Rank {self.rank.level} ({self.rank.track}: {self.rank.title})"
            label += " (the class's Rank 1, free)" if free else ""
            out.append(Purchase(label, cp.ladder_cost(self.rank.level, "rank") - cp.ladder_cost(free, "rank")))
        out += [Purchase(i.label, i.cp) for i in self.items]
        return out

    @property
    def cp_spent(self) -> int:
        return sum(p.cp for p in self.spend)

    def item_for(self, skill: Skill) -> Item | None:
        return next((i for i in self.items if i.skill == skill.name), None)

    def odds(self) -> list[RollOdds]:
        """Every roll on the stat block: six stats, each skill (better base stat's dice,
        + designation bonus dice, + level + item bonus), rank (CHARM + Rank), fame (1d6 + Fame)."""
        lvl = self.opposition_level
        tag = f" + Opposition Level {lvl:+d}" if lvl else ""
        out = [RollOdds("stat", s, s, max(v, 1), lvl, f"{s} {v}{tag}") for s, v in self.stats.items()]
        for k in self.skills:
            item = self.item_for(k)
            bonus = item.level if item else 0
            parts = f"{k.stat} {self.stats[k.stat]}"
            if k.bonus_dice:
                parts += f" + {k.bonus_dice} die ({self.designation})"
            parts += f" + {k.name} {k.level}"
            if bonus:
                parts += f" + {item.name} +{bonus}"
            out.append(RollOdds("skill", k.name, k.stat, max(self.stats[k.stat], 1) + k.bonus_dice,
                                k.level + bonus + lvl, parts + tag))
        if self.rank:
            out.append(RollOdds("rank", f"Rank ({self.rank.title})", "CHARM", max(self.stats["CHARM"], 1),
                                self.rank.level + lvl, f"CHARM {self.stats['CHARM']} + Rank {self.rank.level}{tag}"))
        if self.fame:
            out.append(RollOdds("fame", "Fame (heard of?)", None, 1, self.fame + lvl, f"1d6 + Fame {self.fame}{tag}"))
        return out

    def combat(self):
        """COMBAT lines: attacks, the defending roll, armour, DL when busy (rules/combat.py)."""
        from .combat import combat_of

        return combat_of(self)

    def to_dict(self) -> dict:
        return {
            "seed": self.seed,
            "version": self.version,
            "algorithm": self.algorithm,
            "path": self.path,
            "name": self.name,
            "tier": self.tier,
            "cp_budget": self.cp_budget,
            "cp_spent": self.cp_spent,
            "spend": [p.to_dict() for p in self.spend],
            "stats": dict(self.stats),
            "skills": [k.to_dict() for k in self.skills],
            "items": [i.to_dict() for i in self.items],
            "fame": self.fame,
            "rank": self.rank.to_dict() if self.rank else None,
            "class": self.cls,
            "designation": self.designation,
            "harm": self.harm.to_dict(),
            "odds": [o.to_dict() for o in self.odds()],
            "combat": self.combat().to_dict(),
            "rolls": [r.to_dict() for r in self.rolls],
            **({"class_matters": self.boosts.to_dict()} if self.boosts else {}),
            **({"opposition_level": self.opposition_level} if self.opposition_level else {}),
        }


# --- generation --------------------------------------------------------------------------


def _name(stream: Stream, name: NameHook) -> str:
    if name is None:
        first = pick(stream.child("name", "first"), "lists/first_names", "first name")
        last = pick(stream.child("name", "last"), "lists/last_names", "last name")
        return f"{first} {last}"
    value = name(stream.child("name")) if callable(name) else name
    if not isinstance(value, str) or not value.strip():
        raise BadInput("an NPC name must be a non-empty string")
    return value.strip()


def roll_npc(
    stream: Stream,
    tier: str | Tier = "professional",
    name: NameHook = None,
    *,
    cls: str | None = None,
    crew: bool | None = None,
    class_matters: bool = False,
    opposition_level: int = 0,
    fits=None,
    keyed: tuple | None = None,
    fights: bool = True,
    rank_max: int | None = None,
    lead: str | None = None,
    rank_min: int = 0,
    trade: bool = False,
    avoid: tuple = (),
) -> NPC:
    """One NPC at ``stream.path``, with its own roll log.

    ``tier``: a tier name (lists/npc_tiers) or a Tier (e.g. 100 CP for a PC).
    ``name``: a fixed name, or a hook ``f(stream) -> str`` given ``<npc>/name``.
    ``cls``: force the class; ``crew``: force (True/False) whether it holds a designation.
    ``class_matters``: apply the optional Class Matters rule (free boosts before CP, the
    class debt, and a class that "has a Rank" gets Rank 1 free) - for pregenerated PCs.
    ``opposition_level``: an Opposition's dice bonus (Mission Aspects), on every roll.
    ``fits``: ``f("Base:Spec") -> bool``, the specialisations a new skill may take where the
    rules leave the choice free (a trip's iron-age local is never Survival:Vacuum).
    ``keyed``: None, or the skills the NPC's job names beyond its class's and designation's
    (each a tuple of alternatives): then those skills are learnt first and a class with a Rank
    track buys Rank 1 next (npc_buy.key_skills; a trip's cast, cold read r22).
    ``fights``: False for a trip NPC whose job neither fights nor guards (no armour; npc_buy).
    ``rank_max``: the highest Rank the NPC's role may buy (None: the tier's); ``rank_min``: the
    lowest its job carries, bought first where the tier allows (a local authority is no clerk).
    ``lead``: the skill the NPC's role names; no other skill but a weapon is bought above it.
    ``trade``: True for a trip NPC, who learns only skills of their trade (their class's, their
    designation's and ``keyed``: npc_keys.trade_bases; round 29, a gonzo writer with Mounted Weaponry);
    ``avoid``: the skills the cast's earlier NPCs of the class hold, learnt only where nothing else is.
    """
    t = tier if isinstance(tier, Tier) else tier_named(tier)
    log: list[Roll] = []
    s = stream.with_log(log)
    classes = _classes()
    if cls is None:
        cls = pick(s.child("class"), "lists/classes", "class")
    elif cls not in classes:
        raise BadInput(f"unknown class {cls!r}; accepted: {', '.join(classes)}")
    cinfo = classes[cls]
    designation = None
    ds = s.child("designation")
    if crew is None and cinfo.get("crew"):
        r = ds.dice(1, 6, "a SlipShip crewmember? (4-6: yes)")
        crew = r.total >= 4
        r.result = "crewmember" if crew else "not crew"
    if crew and keyed is not None and t.cp < 2 * cp.step_cost(1):
        # one skill's CP (a mook's one trick): a designation that skill can serve too, or none
        # (cold read r22: "Medical crew" with no medical skill)
        from .npc_buy import holds

        fit = [v for v, _, f in load_list("lists/designations").items
               if any(holds([a], f.get("skills", [])) for a in cinfo.get("key") or ["*"])]
        if fit:
            designation = ds.child("which").choice(fit)
            ds.note("crew designation", designation)
        else:
            ds.note("crew designation", "none: one skill cannot serve the class and a designation")
    elif crew:
        designation = pick(ds.child("which"), "lists/designations", "crew designation")
    from .npc_buy import buy, class_boosts, key_skills, trade_bases  # the purchase loop (builds the Skills and Items)

    npc_name = _name(s, name)
    dinfo = _designations().get(designation)
    boosts = class_boosts(s.child("class_matters"), cls, cinfo, dinfo) if class_matters else None
    keys = key_skills(cinfo, dinfo, keyed) if keyed is not None else ()
    allowed = trade_bases(cinfo, dinfo, keys) if trade else None
    b = None
    for attempt in range(MAX_ATTEMPTS):
        sfx = (attempt,) if attempt else ()
        b = buy(t, cinfo, dinfo, s, sfx, boosts, fits, keys, fights, rank_max, lead, rank_min, allowed, tuple(avoid))
        if b is not None:
            break
    else:
        raise RetryExhausted(
            f"could not spend exactly {t.cp} CP for a {t.name} {cls} in {MAX_ATTEMPTS} attempts"
        )
    rank = Rank(cinfo["rank"], b.rank) if b.rank else None
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return NPC(
        seed=prov.seed, version=prov.version, algorithm=prov.algorithm, path=stream.path,
        name=npc_name, tier=t.name, cp_budget=t.cp, stats=dict(b.stats), skills=b.skills,
        items=b.items, fame=b.fame, rank=rank, cls=cls, designation=designation,
        harm=Harm(dict(b.stats)), rolls=log, boosts=boosts, opposition_level=int(opposition_level),
    )
