"""The NPCs of a DayTrip: who they are (roles from the mission and the opposition, people
from generators.content), their stat blocks (generators.rules.npc, or a rules-shaped fallback)
and their best moves with exact odds.

Paths under the trip's stream: ``npcs/count`` (1d4+2), ``npc/<k>`` (the k-th NPC).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from . import base, npc_chances
from .creature_kind import species_size
from ..data import load
from ..rules.harm import harm_line
from ..rules.npc_buy import key_skills
from ..rules.npc_data import _classes, _designations
from ..rules.resolution import success_chance
from ..rng import Roll, Stream
from .base import ODDS_DLS, STATS, TIERS, _as_dict, _first, pct
from .npc_titles import job_of, job_rank, title_for, titled
from ..content.class_pick import classes_open, last_resort, reserved
from .cast import (_role_can_have_skill, adapt, fit_kit, home_facts, political_class,
                   role_info, role_skill, roll_fitting, top_office, trade_names, unfit_classes)
from .creature_block import roll_creature
from .enhance import enhance, enhance_block, revolutionary
from .npc_fallback import _fallback_name, _fallback_npc, npc_odds  # noqa: F401 (npc_odds: API)
from .slots import _opposition_frames


@dataclass
class TripNPC:
    key: str  # the anchor on the trip page: npc-1 ...
    name: str
    role: str
    tier: str
    look: str
    manner: str
    want: str
    secret: str
    stats: dict[str, int]
    skills: list[dict]  # {name, stat, level}
    items: list[dict]  # {name, level}
    odds: list[dict]  # {action, dice, modifier, chances: {DL: "NN%"}}
    conversions: dict = field(default_factory=dict)
    fame: int = 0
    rank: str = ""
    cls: str = ""  # class (and crew designation) from generators.rules.npc
    where: str = ""  # where the crew finds them (content)
    harm: str = ""  # how much harm it takes
    source: str = "fallback"
    body: str = "human"  # needs.VALUES["body"]: a local of an alien people has theirs
    folk: str = "local"  # local | visitor | creature
    met_client: bool = False  # has met the client (a person fact): may tell their secret
    age: str | None = None  # young | adult | old (a person fact their lines were drawn for)
    rolls: list[Roll] = field(default_factory=list)
    # what the crew get for helping with their Want, where no clue or ending pays it (round 24:
    # wants nothing paid; trip/want_trade.py, set once the play is dealt)
    trade: str = ""

    def to_dict(self) -> dict:
        return {
            "key": self.key, "name": self.name, "role": self.role, "tier": self.tier,
            "look": self.look, "manner": self.manner, "want": self.want, "secret": self.secret,
            "stats": dict(self.stats), "skills": [dict(s) for s in self.skills],
            "items": [dict(i) for i in self.items],
            "odds": [{**o, "chances": dict(o["chances"])} for o in self.odds],
            # absent is null, never "" (as in `roll npc`)
            "fame": self.fame, "rank": self.rank or None, "class": self.cls or None,
            "harm": self.harm, "where": self.where or None,
            "conversions": self.conversions,
            "source": self.source, "body": self.body, "folk": self.folk,
            "met_client": self.met_client, "age": self.age, "trade": self.trade or None,
        }


def _rank_by_law(f: dict, facts: dict | None) -> dict:
    """Where the law has no courts and officers (law none, or lax: custom and feud) a Military
    or Political rank is a house's or a clan's: its title is the track's custom title
    (corpora/lists/ranks.json), on the Rank line and in the odds ("War Leader (Military 3)",
    not "Captain"; "Elder", not "Civic Office"); no law at all: no house either ("Enforcer", r36)."""
    m = re.match(r"(.+) \((\w+) (\d)\)$", f.get("rank") or "")
    key = "lawless_titles" if (facts or {}).get("law") == "none" else "custom_titles"
    custom = next((fl.get(key) for v, _, fl in load("lists/ranks").items
                   if m and v == m.group(2)), None)
    if not custom or (facts or {}).get("law") not in ("none", "lax"):
        return f
    title = custom[int(m.group(3)) - 1]
    odds = [dict(o, action=o["action"].replace(f"({m.group(1)})", f"({title})")) for o in f["odds"]]
    return dict(f, rank=f"{title} ({m.group(2)} {m.group(3)})", odds=odds)


def _from_npc(obj) -> dict:
    """Fields of a TripNPC from a generators.rules.npc.NPC (its odds are exact Fractions)."""
    stats = {k: int(obj.stats.get(k, 1)) for k in STATS}
    skills = [{"name": k.name, "stat": k.stat, "level": k.level} for k in obj.skills]
    items = [{"name": i.label, "level": i.level} for i in obj.items]
    moves = sorted(obj.odds(), key=npc_chances.move_order)[:3]
    odds = [{
        "action": _action(obj, o),
        "dice": o.dice, "modifier": o.modifier,
        "chances": npc_chances.chances(o),
    } for o in moves]
    rank = f"{obj.rank.title} ({obj.rank.track} {obj.rank.level})" if obj.rank else ""
    cls = obj.cls + (f", {obj.designation} crew" if obj.designation else "")
    harm = harm_line(obj.harm.current)
    return {"stats": stats, "skills": skills, "items": items, "odds": odds, "rank": rank,
            "cls": cls, "harm": harm, "fame": obj.fame or 0, "rolls": list(obj.rolls)}


def _action(obj, o) -> str:
    """A move's label: a skill names its stat, and a crew designation's bonus die (the row's
    dice are then one more than the stat: cold read 5, 'Programming 2d6 with BRAINS 1')."""
    if o.kind != "skill" or not o.stat:
        return o.name
    extra = o.dice - max(obj.stats[o.stat], 1)
    if extra > 0 and obj.designation:
        return f"{o.name} ({o.stat}, +{extra} {'die' if extra == 1 else 'dice'}: {obj.designation} crew)"
    return f"{o.name} ({o.stat})"


def _npc_specs(frame: dict, opposition: list[str], count: int,
               first_visit: bool = False) -> list[tuple[str, str, bool]]:
    """(role, tier, is an Opposition) for each NPC: the client's contact, the opposition,
    then mission people (nobody who wants a ride home on a world no crew has visited)."""
    ofr = _opposition_frames()
    specs = [(frame["roles"][0], "professional", False)]
    for o in opposition:
        f = ofr.get(o)
        if f:
            specs.append((f["role"], f["tier"], True))
    for r in frame["roles"][1:]:
        specs.append((r, "professional", False))
    extras = ["a bystander who saw too much", "a local fixer", "someone who wants a ride home",
              "a minor official"]
    if first_visit:
        extras.remove("someone who wants a ride home")
    i = 0
    while len(specs) < count:
        specs.append((extras[i % len(extras)], "mook", False))
        i += 1
    return specs[:count]


def _people(content: dict) -> list[dict]:
    people = content.get("people") or content.get("npcs") or []
    return [_as_dict(p) for p in people if _as_dict(p)]


def _npc_count(s: Stream) -> int:
    r = s.child("npcs", "count").dice(1, 4, "NPCs on this trip", modifier=2)
    r.result = f"{r.total} NPCs"
    return r.total


def _creature_conversions(f: dict, systems: tuple, level: int) -> dict:
    """A creature's block in the other systems: the converters read stats, skills and items
    duck-typed (generators.systems), so the creature's dicts are viewed as attributes."""
    from types import SimpleNamespace as NS

    from ..systems import conversions

    view = NS(stats=f["stats"], opposition_level=level,
              skills=[NS(name=k["name"], stat=k["stat"], level=k["level"], bonus_dice=0)
                      for k in f["skills"]],
              items=[NS(name=i["name"], level=i["level"], kind="weapon", skill=None)
                     for i in f["items"]])
    return conversions(view, systems)


def _renamed_rolls(rolls: list[Roll], before: list[str], after: list[str]) -> list[Roll]:
    """The roll log of an NPC whose items were renamed to fit its world (a calculating
    engine in 1876 is a mechanical calculator) or swapped with a skill: each buy names the
    item as the stat block does (a cold GM read "mechanical calculator +1" in the block and
    "calculating engine +1" in the log). Copies, so a shared Roll is never changed."""
    names = {}
    for old, new in zip(before, after):
        o, n = (x.split(" +")[0].split(" (")[0] for x in (old, new))
        if o != n:
            names[o] = n
    if not names:
        return rolls
    out = []
    for r in rolls:
        res = r.result
        for o in sorted(names, key=len, reverse=True):
            if r.purpose == "buy" and (res.startswith(o + " (") or res.startswith(o + " +")):
                res = names[o] + res[len(o):]
                break
        out.append(r if res == r.result else Roll(r.expr, list(r.faces), r.total, r.purpose,
                                                 res, r.path))
    return out


def _one_stat(f: dict, fixed: dict[str, str]) -> None:
    """Each skill of ``f`` on the stat the page's first NPC with it rolls (recorded in
    ``fixed``), where the skill allows that stat; a moved skill's odds row is read again."""
    from ..rules.npc_buy import skill_stats

    for sk in f["skills"]:
        want = fixed.setdefault(sk["name"], sk["stat"])
        base, _, spec = sk["name"].partition(":")
        try:
            allowed = skill_stats(base, spec or None)
        except KeyError:  # a skill the rules' list does not have (a creature's own)
            continue
        if want == sk["stat"] or want not in allowed:
            continue
        old, sk["stat"] = f"{sk['name']} ({sk['stat']}", want
        for o in f["odds"]:
            if o["action"].startswith(old):
                o["dice"] += max(f["stats"][want], 1) - max(f["stats"][old.rsplit("(", 1)[1]], 1)
                o["action"] = f"{sk['name']} ({want}" + o["action"][len(old):]
                o["chances"] = {str(dl): pct(success_chance(o["dice"], o["modifier"], dl))
                                for dl in ODDS_DLS}


def _page_npc(obj, f: dict, owners: list):
    """The rules' NPC as the page prints it: its skills as fitted to the world (renamed,
    re-specialised, on the page's one stat per skill), its kit renamed and its rank under the
    page's title (War Leader, not Captain), so the odds and every ``--system`` conversion read
    what the page says (review r9, items 4 and 6)."""
    from dataclasses import replace
    from types import SimpleNamespace as NS

    skills = [replace(k, name=sk["name"], base=sk["name"].split(":", 1)[0],
                      specialisation=sk["name"].partition(":")[2] or None, stat=sk["stat"],
                      level=sk["level"])  # (a role's own skill may have traded levels: cast.py)
              for k, sk in zip(obj.skills, f["skills"])]
    items = [replace(i, skill=o, name=_kit_name(i, fi["name"]))  # (review r10, item 3)
             for i, o, fi in zip(obj.items, owners, f["items"])]
    m = re.match(r"(.+) \((\w+) (\d)\)$", f.get("rank") or "")
    rank = NS(track=m.group(2), level=int(m.group(3)), title=m.group(1)) if m and obj.rank else obj.rank
    return replace(obj, skills=skills, items=items, rank=rank)


def _kept(later: list, world: dict | None, office: bool = False, taken: tuple = ()) -> tuple:
    """The classes the cast holds (``taken``: of the NPCs met before), then those the NPCs met later
    need (content/class_pick.py ``reserved``: a class whose taking leaves fewer of them a class of
    their own; r12: a survivor who can only be Celebrity/Entertainer leaves a trader only
    Government Agent, so the go-between met first is neither; round 29, issue 10: a warden drawn
    Soldier left the survivor met later nothing but Soldier): a key local's settled class, and
    the classes a role's people may draw (``classes_open``, the list class_for draws among)."""
    opts = [[p["class"].split(",")[0]] if p.get("class") else classes_open(_first(p, "role"), home_facts(
        _first(p, "role"), world), office, _first(p, "tier") or "professional") for p in later if _first(p, "role") and not p.get("creature")]
    opts = last_resort(opts, taken)  # (a Celebrity is a last resort, no spare class)
    return tuple(dict.fromkeys(taken + reserved(opts, taken, list(_classes()))))


def _job(person: dict, role: str) -> tuple:
    """The skills the trip's words give an NPC beyond their class's, each a tuple of
    alternatives: their role's own (the only mechanic for miles repairs things) and the
    maguffin's word for the one the crew came for ("a lander's missing pilot" flies)."""
    own = role_info(role).get("skill")
    return ((own,),) * bool(own) + ((tuple(person["skill"]),) if person.get("skill") else ())


def _kit_name(item, label: str) -> str:
    """An item's name as the page prints it (``label``: "elk-hide armour +1"), without the
    rules' label suffix (" +1", " (pro kit)")."""
    tail = item.label[len(item.name):]
    return label[:len(label) - len(tail)] if tail and label.endswith(tail) else label


NO_BOOSTS = ("none: every stat starts at 1 and all is bought with CP, as the rules build crewmembers "
             "(the class's free boosts are Class Matters, the PCs' optional rule)")


def _no_boosts(path: str) -> Roll:
    """The roll log's first line for a rules NPC: no class boosts (cold read r24 missed the
    class's stat boosts on the block; the rules give them only to PCs, under the optional Class
    Matters rule: "Crewmembers are NPCs who start with 1 in all their Stats")."""
    return Roll("choice", [], 0, "class boosts", NO_BOOSTS, path)


def _refit_notes(obj, f: dict, path: str) -> list[Roll]:
    """The roll log's line for each skill the page prints otherwise than the rules rolled it
    (cold-dc3328: log "Survival:Vacuum", sheet "Survival:Urban"): fitted to the world or the
    role at the same level (the same CP), or moved to the stat the page rolls it on."""
    out = []
    for k, sk in zip(obj.skills, f["skills"]):
        if k.name != sk["name"]:
            out.append(Roll("choice", [], 0, "a skill fitted to the world and the role",
                            f"{k.name} {k.level} becomes {sk['name']} {sk['level']} (same CP)", path))
        elif k.level != sk["level"]:  # a level trade (cast.py _trade_best): the log says so too
            out.append(Roll("choice", [], 0, "a skill fitted to the world and the role",
                            f"{k.name} {k.level} becomes {sk['name']} {sk['level']} "
                            "(levels traded so the role's own skill is the best; same CP in all)", path))
        if k.stat != sk["stat"]:
            out.append(Roll("choice", [], 0, "one stat per skill on a page",
                            f"{sk['name']} rolled on {sk['stat']}, not {k.stat}", path))
    return out


def _fit_look(person: dict, f: dict, role: str, job: str | None, world, stream: Stream, people: list,
              done: list) -> str:
    """The NPC's look, its pieces that contradict the stat block or the job drawn again
    (trip/npc_body.py; cold read r24: "stiff in every joint" on a dancer), never with a line
    another look on the page shows (those met before as printed, ``done``)."""
    from .npc_body import body_facts, refit_look

    taken = {_first(p, "look") for p in people if p is not person} | {n.look for n in done}
    body = body_facts([sk["name"] for sk in f["skills"]], f"{role} {job or ''}", f.get("stats"))
    return refit_look(_first(person, "look"), person, world, body, stream, taken)


def _roll_npcs(s: Stream, frame: dict, opposition: list[str], content: dict, count: int,
               systems: tuple = (), level: int = 0) -> list[TripNPC]:
    """The trip's NPCs; an Opposition's NPCs carry the Opposition Level (``level``) on
    every roll of their stat blocks."""
    roll_npc = base._optional("rules.npc", "roll_npc")
    people = _people(content)
    w = content.get("world") or None
    from ..content.world import facts_of
    from .npc_honest import honest_world, told as _told
    world, honest = honest_world(content, facts_of(w) or None)
    out, fixed = [], {}
    specs = _npc_specs(frame, opposition, count, (world or {}).get("visits") == "none")
    # one person runs the place: the local authority when the cast has one, else the first
    # to be ranked Mayor or above (a warden is never a Mayor beside the local authority)
    office = any(role_info(_first(people[k], "role") if k < len(people) and _first(people[k], "role")
                           else r).get("office") for k, (r, _, _) in enumerate(specs)) \
        or any(political_class(p.get("class")) for p in people[:len(specs)])  # a key local's settled class
    for k, (role, tier, opp) in enumerate(specs, 1):
        ns = s.child("npc", k)
        person = people[k - 1] if k - 1 < len(people) else {}
        given = _first(person, "name")
        if _first(person, "tier") in TIERS:
            tier = person["tier"]
        if person.get("creature"):
            f = roll_creature(ns, person["creature"], tier, weapon=person.get("weapon"), size=species_size(given), weak=person.get("secret") or "")
            enhance_block(f, revolutionary(content, given))  # a tweak's +6 skill, as a person's
            _one_stat(dict(f, odds=[]), fixed)  # its skills, before its odds and conversions
            f.update(odds=npc_odds(f["stats"], f["skills"], bonus=level if opp else 0),
                     rank="", fame=0, rolls=[],
                     cls=f"Creature ({person['creature']})")
            if systems:
                f["conversions"] = _creature_conversions(f, systems, level if opp else 0)
            name, source = given, "creature"
        elif roll_npc is not None:
            obj, facts = roll_fitting(roll_npc, ns, tier, given or None,
                                      _first(person, "role") or role, world,
                                      opposition_level=level if opp else 0,
                                      cls=person.get("class"), office_held=office,
                                      used=_kept(people[k:], world, office, tuple(n.cls.split(",")[0] for n in out)),
                                      job=_job(person, _first(person, "role") or role), met=tuple(out),
                                      rank_top=job_rank(job_of(person, content)),
                                      unfit=() if person.get("class") else unfit_classes(person), crew=person.get("crew", True))
            office = office or top_office(f"{obj.rank.title} ({obj.rank.track} {obj.rank.level})"
                                          if obj.rank else None)
            for sk in obj.skills:  # one stat per skill on a page (cold-2da442: Stealth on
                if fixed.get(sk.name, sk.stat) in sk.stats:  # GRACE and on PSYCHE); the rules
                    was, sk.stat = sk.stat, fixed.get(sk.name, sk.stat)  # allow either: the first
                    if not _role_can_have_skill(obj, _first(person, "role") or role):  # NPC's holds,
                        sk.stat = was  # unless it takes the last skill the role's could become
            enhance(obj, revolutionary(content, given))  # a tweak's +6 skill on the block
            f = _from_npc(obj)
            bought = [i["name"] for i in f["items"]]
            owners = [i.skill for i in obj.items]
            keys = key_skills(_classes()[obj.cls], _designations().get(obj.designation),
                              _job(person, _first(person, "role") or role))
            f = _rank_by_law(adapt(f, owners, _told(facts, honest), keys, trade_names(obj)), facts)
            office_job = job_of(person, content)  # one title for one person (npc_titles.py)
            f = titled(f, title_for(_first(person, "role") or role, office_job), bool(job_rank(office_job)))
            f = fit_kit(role_skill(f, owners, _first(person, "role") or role, facts, obj.cls), facts)
            f["rolls"] = _renamed_rolls(f["rolls"], bought, [i["name"] for i in f["items"]])
            _one_stat(f, fixed)  # before the odds and the conversions are read off the page
            page = _page_npc(obj, f, owners)
            f["odds"] = _from_npc(page)["odds"]  # re-ranked: a moved skill may now be a best move
            f["rolls"] = [_no_boosts(ns.path)] + f["rolls"] + _refit_notes(obj, f, ns.path)
            if systems:
                from ..systems import conversions

                f["conversions"] = conversions(page, systems)
            name, source = obj.name, "npc"
            look = _fit_look(person, f, _first(person, "role") or role, job_of(person, content), world,
                             ns.child("look_fit"), people, out)
        else:
            stats, skills, items = _fallback_npc(ns, tier)
            _one_stat({"skills": skills, "odds": [], "stats": stats}, fixed)
            f = {"stats": stats, "skills": skills, "items": items, "odds": npc_odds(stats, skills),
                 "rank": "", "cls": "", "fame": 0, "rolls": [],
                 "harm": harm_line(stats)}
            name, source = given or _fallback_name(ns.child("name")), "fallback"
        out.append(TripNPC(
            key=f"npc-{k}", name=name, role=_first(person, "role") or role, tier=tier,
            look=(look if source == "npc" else _first(person, "look")) or "Dressed for the job, not for the weather.",
            manner=_first(person, "manner") or "Polite until crossed.",
            want=_first(person, "want") or "To come out of this ahead of everyone else.",
            secret=_first(person, "secret") or "Knows more about the maguffin than they say.",
            stats=f["stats"], skills=f["skills"], items=f["items"], odds=f["odds"],
            fame=f["fame"], rank=f["rank"], cls=f["cls"], harm=f["harm"], source=source,
            conversions=f.get("conversions", {}), where=_first(person, "where"),
            rolls=f["rolls"], body=person.get("body") or ("creature" if person.get("creature")
                                                          else "human"),
            folk=person.get("folk") or ("creature" if person.get("creature") else "local"),
            met_client=bool(person.get("met_client")), age=person.get("age"),
        ))
    return out
