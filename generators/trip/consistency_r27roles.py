"""The consistency audit's round-27 roles rules (brief r27 roles: cold readers of algorithm-24
trips met NPCs whose role, job, skills, wants and secrets do not make sense together or with the
era). generators/trip/consistency_r27.py runs them; tests/test_r27_roles.py breaks each.

- ``npc-opposing-jobs``: one NPC holds at most one job against the crew: the captor of the
  missing DayTripper, a foe's role (role_classes ``side: foe``), a character tweak that makes
  them the crew's competitor ("They want exactly what the crew want, and it is a competition"),
  the blackmailer of a Must be Kept Secret ("X recognises the crew's ship and threatens to
  tell everyone unless paid") (cold read 38 c: a captor who was jailer, rival and blackmailer
  at once). Fix: trip/role_jobs.py: the tweak and the blackmailer go to someone else.
- ``npc-wanted-here``: a want or secret that places them elsewhere ("Is wanted at the lake
  under another name") on one found openly at that very place (cold read 37 a, d: a Mayor
  "wanted at the lake" and found at the lake). Fix: corpora/grammars/people.json's line says
  where they are wanted is not where they live.
- ``npc-skill-era``: a skill of home's own history on a local whose world is older than it:
  Judo (1882) or photography (1839) in a dated world before that year, or on an undated world
  before steam (cold read 36: Judo on a river-people scout in 1761). Fix:
  corpora/trip/skill_needs.json ``history`` and ``tech``.
- ``cast-celebrity-once``: at most one Celebrity/Entertainer in a cast (cold read 37 e: three in
  one), where their role's own classes let them be anything else in their world (a trader of a
  peaceful people before steam: no Soldier where nobody is armed, an Amateur Explorer only ever
  a mook, the office held: there a second is all the role allows, and role-class-listed keeps
  the role's own; a key local's or a dreamer's class is their job's, "Name, a wedding singer").
  Fix: content/class_pick.py class_for never draws a second (ONCE),
  the classes settled before the cast count (trip/npcs.py _kept, content/disguise.py), the
  role-skill redraw takes no second (trip/cast.py).
- ``celebrity-crowd``: a local "famous performer" lives where there is a crowd to be famous in
  (inhabitants ``many``), never in a village or an outpost (cold read 36: a famous performer in
  disguise in a 1761 Valley village). Fix: corpora/grammars/people.json's disguise lines: a
  famous one needs ``inhabitants: many``, a village's is a travelling performer. (The class
  Celebrity/Entertainer itself stays on a world of few people: on a peaceful one before iron it
  is the only class a local of many roles can have.)
- ``npc-job-skill``: a person whose job names a craft holds its skill (an actor Acting, a singer
  Music, a physics teacher Physics: cold read 37 j, an actor with no Acting). Fix:
  trip/job_skill.py gives the job's skill to the NPC's block first (npcs.py ``job``).
- ``needed-clue-opponent``: a needed clue is never told by one whose want works against the job
  (trip/clue_price.py ``works_against``: "To keep the egg exactly where it is") (cold read 37 c:
  the opponent who gives the crew the needed clue). Fix: trip/clues.py leaves them out of a
  needed fact's tellers.
- ``want-gates-clue``: a clue priced at the teller's want ("once the crew help with what they
  want") where that want is the crew's own job ("To see the pilot safe"): the crew cannot help
  with it before they have the clue (cold read 37 d). Fix: trip/clue_price.py ``frank``: one
  who wants the missing person safe tells freely.
"""

from __future__ import annotations

import re

from ..content.class_pick import ONCE, classes_open, home_facts, role_info
from ..content.job_skill import job_skills
from ..content.world import facts_of
from .cast import political_class, top_office
from .clue_price import FRANK_ROLES, PRICED, works_against
from .consistency_walk import strings

RULES = ("npc-opposing-jobs", "npc-wanted-here", "npc-skill-era", "cast-celebrity-once", "celebrity-crowd",
         "npc-job-skill", "needed-clue-opponent", "want-gates-clue")

CAPTOR = "The one keeping the missing DayTripper"
COMPETES = re.compile(r"want exactly what the crew want|it is a competition|want whatever the crew want", re.I)
BLACKMAIL = "recognises the crew's ship and threatens to tell everyone unless paid"
WANTED_AT = re.compile(r"\b(?:wanted|hunted|banned|barred) (?:at|from) (.+?) under another name", re.I)
# a skill of home's own history: the year it began (a dated world before it never had it)
SINCE = {"Fighting/Weapon:Judo": 1882, "Artform:Photography": 1839}
OLD_TECH = ("none", "stone", "iron")
FAMOUS = re.compile(r"\bfamous performer\b", re.I)
SAFE = re.compile(r"^To see .+ safe\b", re.I)


def _jobs(trip: dict, n: dict, text: str) -> list[str]:
    name, role = n.get("name") or "", n.get("role") or ""
    out = ["captor"] if role == CAPTOR else ["foe"] if role_info(role).get("side") == "foe" else []
    for tw in trip.get("tweaks") or []:
        if (tw.get("target") or "").split(" (")[0] == name and COMPETES.search(tw.get("detail") or ""):
            out.append("competitor")
    if name and f"{name} {BLACKMAIL}" in text:
        out.append("blackmailer")
    return out


def _job_lines(trip: dict) -> list[str]:
    node = trip.get("node") or {}
    return [d.get("text") or "" for d in (node.get("details") or []) if isinstance(d, dict)]


def _skills(n: dict) -> list[str]:
    return [k.get("name") or "" for k in n.get("skills") or []]


def _holds(n: dict, wanted: tuple[str, ...]) -> bool:
    return any(h == w or h.split(":")[0] == w for h in _skills(n) for w in wanted)


def _another_class(n: dict, world: dict, people: list[dict]) -> bool:
    """Whether ``n``'s draw had a class besides the ones a cast holds once (content/class_pick.py
    ``classes_open``, the list class_for draws among: one definition for the draw and this rule,
    round 28): a trader or a go-between of a peaceful people before steam can be nothing else
    (no Soldier where nobody is armed, an Amateur Explorer only ever a mook, the local office
    held), and there a second is no fault."""
    role = n.get("role") or ""
    # (the office is held, as trip/npcs.py reads it, by a local authority, a top rank, or a
    # Politician of the cast: slip-n-slide audit/376 of algorithm 28, the person history
    # depends on a Politician, so the organiser beside them could be only a Celebrity)
    office = any(role_info(m.get("role") or "").get("office") or top_office(m.get("rank"))
                 or political_class(m.get("class")) for m in people if m is not n)
    return any(c not in ONCE for c in classes_open(role, home_facts(role, facts_of(world)), office, n.get("tier")))


def check_r27roles(trip: dict, world: dict, every, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("source") != "creature" and n.get("body") != "creature"]
    # the page's strings as printed (json.dumps escaped the quotes of a nickname: 'Gregory
    # \\"Nobody's Cousin\\" Puzo' never matched its blackmail line; review r27)
    text = "\n".join(t for _, t in strings({k: v for k, v in trip.items() if k not in ("npcs", "rolls")}, ()))
    year, tech = world.get("year"), world.get("tech")
    lines = _job_lines(trip)
    for n in people:
        name, role = n.get("name") or "", n.get("role") or ""
        jobs = _jobs(trip, n, text)
        if len(jobs) > 1:
            bad("npc-opposing-jobs", f"npc {name} ({role}): {' and '.join(jobs)} at once")
        for f in ("want", "secret"):
            m = WANTED_AT.search(n.get(f) or "")
            if m and m.group(1).lower() == (n.get("where") or "").lower():
                bad("npc-wanted-here", f"npc {name}: {f} {n[f]!r}, and found at {n['where']}")
        local = n.get("folk") == "local" and not role_info(role).get("earth")
        if local:
            for sk in _skills(n):
                since = SINCE.get(sk)
                if since and (year < since if isinstance(year, int) else tech in OLD_TECH):
                    bad("npc-skill-era", f"npc {name}: {sk} on a local of {year if year is not None else tech}")
            for f in ("want", "secret"):
                if world.get("inhabitants") != "many" and FAMOUS.search(n.get(f) or ""):
                    bad("celebrity-crowd", f"npc {name}: {f} {n[f]!r}, on a world of {world.get('inhabitants')} people")
        for line in lines:
            if name and line.startswith(f"{name}, a") and (want := job_skills(line[len(name):])) \
                    and not _holds(n, want):
                bad("npc-job-skill", f"npc {name}: {line!r} with no {' or '.join(want)} ({', '.join(_skills(n))})")
    stars = [n for n in people if (n.get("class") or "").split(",")[0] in ONCE]
    jobbed = {n.get("name") for n in stars for line in lines if line.startswith(f"{n.get('name')}, a")}
    if len(stars) > 1 and any(n.get("name") not in jobbed and _another_class(n, world, people) for n in stars):
        bad("cast-celebrity-once", f"{len(stars)} Celebrity/Entertainers in one cast: "
                                   f"{', '.join(n.get('name') or '' for n in stars)}")
    by_key = {n.get("key"): n for n in people}
    for fact in trip.get("clues") or []:
        for cl in fact.get("clues") or []:
            n = by_key.get(cl.get("at")) if cl.get("kind") == "npc" else None
            if n is None:
                continue
            if fact.get("needed") and works_against(n.get("want")) and n.get("role") not in FRANK_ROLES:
                bad("needed-clue-opponent", f"clue/{fact.get('id')}/{n.get('name')}: needed, told by one who "
                                            f"wants {n.get('want')!r}")
            if PRICED in (cl.get("how") or "") and SAFE.search(n.get("want") or ""):
                bad("want-gates-clue", f"clue/{fact.get('id')}/{n.get('name')}: {cl.get('how')!r}, and their "
                                       f"want is {n.get('want')!r}")
