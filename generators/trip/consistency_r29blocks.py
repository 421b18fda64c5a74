"""The consistency audit's round-29 rules on NPC stat blocks that read as machine-made (issue 10,
cold readers of algorithm-26 trips). Registered in generators/trip/consistency_r29.py;
tests/test_r29_blocks.py feeds each rule a broken trip.

- ``skill-unfit-job``: every skill on a person's block comes from their trade: their class's skills
  and key (corpora/lists/classes.json), their crew designation's (a stated past on a SlipShip),
  the skill their role names (corpora/trip/role_classes.json ``skill``), their job's craft (the
  key local's line: content/job_skill.py) or the stranded DayTripper's job (lists/maguffins.json
  ``skill``); a character tweak's Revolutionary (+6) skill is its own stated past. (A gonzo
  writer with Mounted Weaponry, a physicist with Medicine.) Fix: rules/npc_buy.py learns only
  the trade's skills for a trip NPC (npc_keys.trade_bases, the list this rule reads), and
  trip/cast.py ``adapt`` swaps a skill that does not fit the world for one of the trade.
- ``cast-class-repeat``: the cast holds no class twice where the roles allow otherwise: fewer
  distinct classes than a matching of each person's open classes (content/class_pick.py
  ``classes_open``, the list class_for draws among; the key local's class is their job's, the
  stranded DayTripper's the maguffin's) would give. (Three Celebrity/Entertainers in one trip; a
  warden drawn Soldier who left the survivor met later nothing but Soldier.) Fix:
  class_pick.py ``reserved``: a class a later person needs is kept for them (trip/npcs.py
  ``_kept``, content/people.py for the disguised and the stranded). The dreamer's class is the
  dream's (a writer writes), and Celebrity/Entertainer (class_pick.py ONCE) is a last resort the
  matching does not count as a way to avoid a second of another class (lead, after merging).
- ``cast-same-skills``: two people of one class do not hold the same skills of their class's
  key (three Celebrity/Entertainers, each with Acting and nothing else of their craft), where the
  key has more than one form; not for one skill in common, nor for two who each hold all but
  one of a craft of four or more skills (lead, after merging: a stone-age Soldier's only weapon
  skill is Boxing; two notable stone-age Politicians); the key of locals is what of it their world
  allows (two Government Agents of a peaceful node, no weapon skill fitting). Fix: trip/cast.py passes the skills of the cast's earlier NPCs of
  the class as ``avoid`` (rules/npc_keys.py ``unused``).
- ``keeper-guardian-sells``: the maguffin's keeper is never "its guardian too" while they mean
  to sell it (world ``keeper_plan: sell``, whose wants are to sell it, or the trader who is
  selling): a guardian keeps, a seller sells (a warden who sells tickets to a tower still keeps
  it). Fix: the guardian lines need ``keeper_plan != sell``.
"""

from __future__ import annotations

import re

from ..content.cast_facts import stranded_classes
from ..content.class_pick import ONCE, _items, classes_open, distinct, home_facts, role_info
from ..content.dreams import DREAMER
from ..content.job_skill import job_skills
from ..content.world import facts_of
from ..data import load
from ..rules.npc_keys import holds, trade_bases
from .cast import top_office

RULES = ("skill-unfit-job", "cast-class-repeat", "cast-same-skills", "keeper-guardian-sells")

STRANDED = "The stranded DayTripper the crew came for"
TRADER = "The trader who is selling"
GUARDIAN = re.compile(r"\b(?:Its|Their) keeper, (.+?), is (?:its|their) guardian too\b")
REVOLUTIONARY = re.compile(r"\(([A-Z][\w/ ()-]*(?::[\w ]+)?)\) is Revolutionary \(\+6\)")


def _people(trip: dict) -> list[dict]:
    return [n for n in trip.get("npcs") or [] if n.get("source") == "npc" and n.get("class")]


def class_of(n: dict) -> tuple[str, str | None]:
    """(class, crew designation or None) from a block's "Gonzo Writer, Medical crew"."""
    cls, _, crew = (n.get("class") or "").partition(", ")
    return cls, (crew[:-len(" crew")] if crew.endswith(" crew") else None)


def _key_line(trip: dict, name: str) -> str | None:
    """The node's Key local line about ``name`` ("Name, a deputy sheriff"), if any."""
    for d in (trip.get("node") or {}).get("details") or []:
        t = d.get("text") or "" if isinstance(d, dict) else ""
        if name and t.startswith(f"{name}, a"):
            return t
    return None


def _stranded(trip: dict) -> dict:
    """The lists/maguffins.json fields of a rescue's person ("a writer who slipped alone ...")."""
    what = (trip.get("maguffin") or {}).get("what") or ""
    return next((f for v, _, f in load("lists/maguffins").items if f.get("classes") and what.endswith(", " + v)), {})


def trade_of(trip: dict, n: dict) -> frozenset:
    """The skill bases ``n``'s block may hold (npc_keys.trade_bases, as the draw reads it)."""
    cls, crew = class_of(n)
    keys = []
    if own := role_info(n.get("role") or "").get("skill"):
        keys.append((own,))
    if (line := _key_line(trip, n.get("name") or "")) and (craft := job_skills(line[len(n["name"]):])):
        keys.append(tuple(craft))
    if n.get("role") == STRANDED and _stranded(trip).get("skill"):
        keys.append(tuple(_stranded(trip)["skill"]))
    return trade_bases(_items("lists/classes").get(cls) or {}, _items("lists/designations").get(crew), tuple(keys))


def _tweaked(trip: dict, name: str) -> set:
    out = set()
    for tw in trip.get("tweaks") or []:
        if (tw.get("target") or "").startswith(f"{name} (") and (m := REVOLUTIONARY.search(tw.get("detail") or "")):
            out.add(m.group(1))
    return out


def _options(trip: dict, n: dict, people: list[dict], facts: dict | None) -> list[str]:
    """The classes ``n``'s draw had (as content/class_pick.py classes_open), their own first."""
    cls, role = class_of(n)[0], n.get("role") or ""
    if _key_line(trip, n.get("name") or ""):
        return [cls]  # the key local's job was drawn for their class
    if role == DREAMER:
        return [cls]  # the dream's own card settles it (a writer writes: content/dreams.py _dreamer)
    if role == STRANDED and (st := _stranded(trip)):
        return [cls] + stranded_classes(st["classes"], n.get("tier") or "professional")
    office = any(role_info(m.get("role") or "").get("office") or top_office(m.get("rank"))
                 for m in people if m is not n)
    return [cls] + classes_open(role, home_facts(role, facts), office, n.get("tier"))


def _craft_fits(base: str, facts: dict | None) -> bool:
    """Whether a class's key skill has a form a local of ``facts`` may hold (trip/skill_needs)."""
    from .cast import skill_fits

    spec = (_items("lists/skills").get(base) or {}).get("specialisations") or []
    return skill_fits(base, facts) and (not spec or any(skill_fits(f"{base}:{x['name']}", facts) for x in spec))


def _key_names(n: dict, key: list) -> frozenset:
    return frozenset(k["name"] for k in n.get("skills") or [] if holds([k["name"]], key))


def check_r29blocks(trip: dict, world: dict, every, bad) -> None:
    people = _people(trip)
    for n in people:
        trade, extra = trade_of(trip, n), _tweaked(trip, n.get("name") or "")
        for k in n.get("skills") or []:
            if k["name"].split(":", 1)[0] not in trade and k["name"] not in extra:
                bad("skill-unfit-job", f"npc {n.get('name')} ({n.get('class')}, {n.get('role')}): "
                                       f"{k['name']} is none of their class's, crew's, role's or job's skills")
    facts = facts_of(world) or None
    classes = [class_of(n)[0] for n in people]
    # (a class the cast holds once, Celebrity/Entertainer, is the draw's last resort, never taken
    # just to avoid a second Soldier: content/class_pick.py ONCE)
    best = distinct([[c for c in dict.fromkeys(_options(trip, n, people, facts)) if c not in ONCE or c == class_of(n)[0]]
                     for n in people])
    if len(set(classes)) < best:
        twice = sorted({c for c in classes if classes.count(c) > 1})
        bad("cast-class-repeat", f"{len(set(classes))} classes among {len(people)} people where the roles allow "
                                 f"{best}: {', '.join(f'{c} x{classes.count(c)}' for c in twice)}")
    for c in dict.fromkeys(classes):
        key = (_items("lists/classes").get(c) or {}).get("key") or []
        mates = [n for n in people if class_of(n)[0] == c]
        if all(n.get("folk") == "local" for n in mates):
            # the craft their world allows (slip-n-slide audit/31 under algorithm 28: two
            # Government Agents of a peaceful node, where no weapon skill fits, each hold the
            # Stealth and Encryption that are all of it)
            key = [k for k in key if _craft_fits(k, facts)]
        if len(mates) < 2 or len(key) < 2:
            continue  # a class whose craft has one form (a Gonzo Writer writes)
        for i, a in enumerate(mates):
            for b in mates[i + 1:]:
                # (one skill of the craft in common is no pattern: a stone-age Soldier's only
                # weapon skill is Boxing, hang audit/112)
                # (nor two who each know nearly the whole craft: two notable Politicians of a
                # stone-age people hold four of its five skills, the fifth not of their world,
                # slip-n-slide audit/178)
                shared = _key_names(a, key)
                # (nor two who each hold the whole of their craft, or all of it their world
                # leaves them: two Celebrity/Entertainers, each with Acting, an Artform and
                # Rhetoric, are two all-round performers, slip-n-slide audit/502 of algorithm 28)
                whole = {k.split(":", 1)[0] for k in shared} >= set(key)
                if len(shared) > 1 and not (len(key) >= 4 and len(shared) >= len(key) - 1) and not whole \
                        and shared == _key_names(b, key):
                    bad("cast-same-skills", f"{a.get('name')} and {b.get('name')}, both {c}, hold the same "
                                            f"skills of their craft: {', '.join(sorted(_key_names(a, key)))}")
    by_name = {n.get("name"): n for n in trip.get("npcs") or []}
    for where, t in every:
        if not (m := GUARDIAN.search(t)):
            continue
        keeper = by_name.get(m.group(1)) or {}
        if world.get("keeper_plan") == "sell" or keeper.get("role") == TRADER:
            bad("keeper-guardian-sells", f"{where}: {m.group(0)!r}, and {m.group(1)} means to sell it "
                                         f"(keeper plan {world.get('keeper_plan')}, want {keeper.get('want')!r})")
