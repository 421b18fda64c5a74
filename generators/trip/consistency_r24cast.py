"""The consistency audit's round-24 cast rules (issue 10, coherent trips: NPCs and their stat
blocks, as cold readers quoted them from algorithm-21 trips). generators/trip/consistency_r24.py
runs them; tests/test_r24_cast.py feeds each a trip that breaks it.

- ``npc-block-log``: each rules NPC's stat block (stats, skill levels, Fame, Rank level) is the
  one its roll log builds, read purchase by purchase (``block_from_log``): a cold reader saw a
  skill bought 1->2 in the log printed +1 while another was printed +2 (cast.py traded the two
  levels behind the log's back). Fix: rules/npc_buy.py buys no skill above the role's own
  (``lead``), and a level change after the roll is written to the log (npcs.py _refit_notes).
- ``npc-block-boosts``: each rules NPC's log says whether the class's free boosts apply (a
  cold reader missed the class's stat boosts on the block: the rules give them only to PCs,
  under the optional Class Matters rule, and build crewmembers from 1 in every stat), as a
  Class Matters line or the "class boosts: none" line (npcs.py _no_boosts).
- ``npc-space-kit``: no local of a world without spaceflight (tech below advanced, or a Dream
  World or Multiversal Chao) holds space kit: Survival:Vacuum, SlipShip piloting, a survival,
  pressure or vac suit. Fix: corpora/trip/skill_needs.json.
- ``npc-rank-title``: a person whose role or Key local job is itself a title holds their Rank
  under it, never under another ("Rank: Captain" on a deputy sheriff, "Mayor" on a state
  assemblyman, "Lieutenant" on the rival crew's captain). Fix: trip/npc_titles.py.
- ``npc-look-body``: a look never contradicts what the stat block or job asks of the body:
  nobody who dances, runs, climbs or fights (or works on their feet) is "stiff in every joint",
  "stooped" or limping; nobody with a surgeon's, an artist's, a gunner's or a mechanic's skill
  has a tremor (the skills and jobs that ask it: corpora/trip/body_needs.json, read through
  npc_body.body_facts as generation reads them). Fix: trip/npc_body.py.
- ``npc-manner-clash``: a manner is never both showy and withdrawn ("Theatrical; talks mostly
  to themselves") nor both quick and slow ("Sleepy; talks very fast"). Fix: the person's tone
  and pace are rolled first (content/cast_facts.py), and the manner's lines need them.
"""

from __future__ import annotations

import re

from ..content.world import facts_of
from .npc_body import body_facts

RULES = ("npc-block-log", "npc-block-boosts", "npc-space-kit", "npc-rank-title", "npc-look-body",
         "npc-manner-clash")

STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
UP = re.compile(r"^(.+) (\d+)->(\d+) \(\d+ CP, \d+ left\)$")
BECOMES = re.compile(r"^(.+) (\d+) becomes (.+) (\d+) \(.*\)$")
RANK = re.compile(r"^(.+) \((\w+) (\d)\)$")

SPACE_SKILLS = ("Survival:Vacuum", "Driving/Piloting:SlipShip")
SPACE_KIT = re.compile(r"\b(automated survival suit|survival suit|pressure suit|vac(?:uum)? suit|space ?suit)\b", re.I)
TITLE = re.compile(r"\b(captain|lieutenant|major|general|admiral|sergeant|corporal|sheriff|marshal|mayor|"
                   r"governor|president|assemblyman|supervisor|delegate|councillor|headman|chief(?! negotiator)|"
                   r"elder|chair|ambassador|emissary)\b", re.I)
FRAIL = re.compile(r"stiff in every joint|slow careful walk|\bstooped\b|\ba limp\b|\bfrail\b|\bhobbl", re.I)
SHAKY = re.compile(r"\btremor\b|\bshaky hands?\b|\btrembling hands?\b", re.I)
SHOWY = re.compile(r"\b(theatrical|flirtatious|aggressively helpful|magnificently rude|relentlessly cheerful|boisterous|"
                   r"brash|bossy with strangers|very loudly|at the top of their voice|loud enough for|over everyone else|"
                   r"to the whole group|like a radio announcer|a great deal of pointing|a little too close)\b", re.I)
WITHDRAWN = re.compile(r"\b(mostly to themselves|in a whisper|shy until spoken to|soft-spoken|soft, even murmur|"
                       r"crew's boots, never their faces|careful arm's length)\b", re.I)
QUICK = re.compile(r"\b(brisk|impatient|twitchy|very fast|short, clipped bursts|long run-on sentences)\b", re.I)
SLOW = re.compile(r"\b(sleepy|serene|bored to the bone|worn out|slowly, choosing every word|with long pauses)\b", re.I)


def _group(rest: str) -> tuple:
    """(the re-roll prefix, the attempt) of an NPC roll's path tail, or (None, None)."""
    parts = rest.split("/")
    for i, p in enumerate(parts):
        if p in ("spend", "skill", "leftover"):
            tail = parts[i + 1:][1:] if p == "skill" else parts[i + 1:]
            return "/".join(parts[:i]), tail[0] if tail else "0"
    return None, None


def block_from_log(trip: dict, n: dict) -> tuple[dict, dict, int, int]:
    """(stats, {skill: level}, fame, rank level) as NPC ``n``'s roll log builds them: the kept
    attempt's purchases, Class Matters boosts, a tweak's Revolutionary skill and each skill the
    page fitted afterwards ("X 1 becomes Y 1")."""
    pre = f"{trip.get('path')}/npc/{n['key'].split('-')[-1]}"
    rolls = [r for r in trip.get("rolls") or [] if r["path"] == pre or r["path"].startswith(pre + "/")]
    groups = []
    for r in rolls:
        g = _group(r["path"][len(pre) + 1:])
        if g[0] is not None and g not in groups:
            groups.append(g)
    keep = groups[-1] if groups else None
    stats, skills, fame, rank, pending = {s: 1 for s in STATS}, {}, 0, 0, None
    for r in rolls:
        g = _group(r["path"][len(pre) + 1:])
        if g[0] is not None and g != keep:
            continue
        res, why = r.get("result") or "", r.get("for") or ""
        if why == "Class Matters boost":
            stats[res.split(" +")[0]] += 1
        elif why == "Class Matters skill boost":
            nm = res.rsplit(" +", 1)[0]
            skills[nm] = skills.get(nm, 0) + 1
        elif why == "class" and res.startswith("Rank "):
            rank = int(res.split()[1])
        elif why == "new skill":
            pending = res
        elif why == "buy" and res.startswith("a new skill at 1"):
            skills[pending] = 1
        elif why == "buy" and (m := UP.match(res)):
            what, level = m.group(1), int(m.group(3))
            if what in STATS:
                stats[what] = level
            elif what == "Fame":
                fame = level
            elif what == "Rank":
                rank = level
            else:
                skills[what] = level
        elif why.startswith("a character tweak"):
            nm, level = res.rsplit(" ", 1)
            skills[nm] = int(level)
        elif why == "a skill fitted to the world and the role" and (m := BECOMES.match(res)):
            skills.pop(m.group(1), None)
            skills[m.group(3)] = int(m.group(4))
    return stats, skills, fame, rank


def _key_job(trip: dict, name: str) -> str:
    for d in (trip.get("node") or {}).get("details") or []:
        if d.get("label") == "Key local" and (d.get("text") or "").startswith(name + ", "):
            return d["text"][len(name) + 2:]
    return ""


def check_r24cast(trip: dict, world: dict, every, bad) -> None:
    facts = facts_of(world) if world else {}
    spacefaring = facts.get("tech") in ("advanced", "strange") and facts.get("node") not in ("dream", "chao")
    for n in trip.get("npcs") or []:
        who = f"npc/{n.get('name')} ({n.get('class')}; {n.get('role')})"
        skills = [k.get("name") or "" for k in n.get("skills") or []]
        job = _key_job(trip, n.get("name") or "")
        if n.get("source") == "npc":
            stats, levels, fame, rank = block_from_log(trip, n)
            page = {k["name"]: k["level"] for k in n.get("skills") or []}
            m = RANK.match(n.get("rank") or "")
            for what, logged, shown in (("stats", stats, n.get("stats")), ("skills", levels, page),
                                        ("Fame", fame, n.get("fame") or 0), ("Rank", rank, int(m.group(3)) if m else 0)):
                if logged != shown:
                    bad("npc-block-log", f"{who}: the roll log builds {what} {logged}, the stat block prints {shown}")
            pre = f"{trip.get('path')}/npc/{n['key'].split('-')[-1]}"
            if not any(r["path"] == pre and r.get("for") == "class boosts" or r.get("for") == "Class Matters boost"
                       and r["path"].startswith(pre + "/") for r in trip.get("rolls") or []):
                bad("npc-block-boosts", f"{who}: the roll log never says whether the class's boosts apply")
        if n.get("folk") == "local" and not spacefaring:
            kit = [x for x in skills if x in SPACE_SKILLS] + [it.get("name") or "" for it in n.get("items") or []
                                                              if SPACE_KIT.search(it.get("name") or "")]
            kit += [m.group(0) for m in [SPACE_KIT.search(n.get("look") or "")] if m]
            if kit:
                bad("npc-space-kit", f"{who}, a local of a world without spaceflight ({facts.get('tech')}, "
                                     f"{facts.get('node')}), has {kit[0]!r}")
        m = RANK.match(n.get("rank") or "")
        if m and m.group(2) != "Secret":
            named = sorted({t.lower() for t in TITLE.findall(f"{n.get('role') or ''} {job}")})
            have = m.group(1).lower()
            if named and not any(t in have for t in named):
                bad("npc-rank-title", f"{who}: Rank {n['rank']!r}, but their role or job names them "
                                      f"{named[0]!r}{f' ({job})' if job else ''}: two titles for one person")
        if n.get("source") == "npc":
            jobs = f"{n.get('role') or ''} {job}"
            look = n.get("look") or ""
            # what the body must do, read from corpora/trip/body_needs.json as generation reads it
            # (round 24 review: the rule kept its own copy of the skills and jobs, free to drift)
            body = body_facts(skills, jobs)
            if (fr := FRAIL.search(look)) and body["agile"] == "yes":
                bad("npc-look-body", f"{who} looks {fr.group(0)!r} ({look!r}) beside skills "
                                     f"{', '.join(skills)} that ask a sound body")
            if (sh := SHAKY.search(look)) and body["steady"] == "yes":
                bad("npc-look-body", f"{who} has {sh.group(0)!r} in their look ({look!r}) beside skills "
                                     f"{', '.join(skills)} that ask a steady hand")
        manner = n.get("manner") or ""
        for a, b in ((SHOWY, WITHDRAWN), (QUICK, SLOW)):
            if (x := a.search(manner)) and (y := b.search(manner)):
                bad("npc-manner-clash", f"{who}: manner {manner!r} is both {x.group(0)!r} and {y.group(0)!r}")
