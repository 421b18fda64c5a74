"""Audit rules for the cast, round 17 (cold read 25: READER-F a-e, READER-G f-j): every NPC on
the page has something to do, a role's skills include what the role does, only whoever holds
the stranded person wants to "let them go", and a captive carries no weapons. Part of
``generators.trip.consistency.check``; each rule is fed a contradicting trip by
tests/test_r17_cast.py (R17_CAST_BREAKS).

- npc-idle: an NPC (not a creature) named in no clue, no fact, no scene line (obstacle, barrier,
  hook, want), no event, no tick, no ending and no character tweak (b's Brayden, j's Mia and Corrie: "nothing to
  do"); their own secret's fact alone is not something to do. Fix: trip/clue_idle.py gives
  each such NPC a clue of their own.
- role-skill-missing: a role that names its skill (corpora/trip/role_classes.json ``skill``:
  Rhetoric for a negotiator and the local authority; Mechanics for the only mechanic for
  miles) on an NPC without it (d: a chief negotiator with Stun Baton, Encryption and Pistol; a
  local authority with Acting and Sign Language). Fix: the data, trip/cast.py role_skill.
- npc-want-not-holder: an NPC who wants to let the stranded person go (to find out who sent the
  crew "before letting the surveyor go") while another holds them (g: Dove beside Gray). Fix:
  people.json ``needs: role: keeper``.
- tourist-party-age: a paying tourist whose age band is not the party's (j: "The loudest of the
  paying tourists" from "A retirement community from Roseville" is "Barely twenty"). Fix:
  corpora/lists/client_short.json ``party_ages``, content/cast_facts.py person_facts.
- captive-armed: a held or hurt stranded DayTripper (a captor keeps them) who carries weapons or
  armour (g: "locked in a cellar" with "body armour +1; club; pistol"). Fix: trip/captive.py.
"""

from __future__ import annotations

import re

from .captive import ARMED, CAPTIVE, STRANDED, TAKEN
from ..content.cast_facts import role_facts
from ..content.client import party_ages
from ..data import load
from .cast import home_facts, role_info, skill_fits
from .consistency_walk import strings

RULES = ("npc-idle", "role-skill-missing", "npc-want-not-holder", "captive-armed", "tourist-party-age")

# keys whose strings are not work: the NPC blocks, who stands where, the machine's notes
QUIET = ("npcs", "here", "creatures", "locations", "rolls", "command", "aspects_view",
         "$schema", "world", "algorithm", "seed", "version")
LET_GO = re.compile(r"\blet(?:ting)? .{1,60}? go\b", re.I)


def _own_secret(where: str, text: str, trip: dict, name: str) -> bool:
    m = re.match(r"clues/(\d+)/fact$", where)
    if not m:
        return False
    fid = (trip.get("clues") or [])[int(m.group(1))].get("id", "")
    return fid.startswith(("lies-", "secret-")) and text.startswith(name)


def idle(trip: dict) -> list[dict]:
    """The NPCs (not creatures) with nothing to do on the page."""
    page = strings(trip, QUIET)
    out = []
    for n in trip.get("npcs") or []:
        name = n.get("name") or ""
        if not name or n.get("source") == "creature":
            continue
        if not any(name in t and not _own_secret(w, t, trip, name) for w, t in page):
            out.append(n)
    return out


def _renamable(n: dict, want: str) -> bool:
    """Whether one of the NPC's skills could have become the role's (trip/cast.py role_skill):
    on a stat the role's skill may use, not a weapon, without a crew designation's die."""
    info = {v: f for v, _, f in load("lists/skills").items}
    stats = (info.get(want.split(":", 1)[0]) or {}).get("stats") or []
    bonus = {o["action"].split(" (", 1)[0] for o in n.get("odds") or [] if "die:" in o["action"]}
    return any(k["stat"] in stats and not (info.get(k["name"].split(":", 1)[0]) or {}).get("weapon")
               and k["name"] not in bonus for k in n.get("skills") or [])


def _holder(trip: dict) -> str:
    return ((trip.get("maguffin") or {}).get("held_by") or "").split(" (")[0]


def check_r17cast(trip: dict, world: dict, every, bad) -> None:
    for n in idle(trip):
        bad("npc-idle", f"npc/{n['name']}: {n.get('role')!r} is in no clue, scene, event or tick")
    for n in trip.get("npcs") or []:
        if n.get("source") != "npc":
            continue
        want = role_info(n.get("role") or "").get("skill")
        base = (want or "").split(":", 1)[0]
        if want and not any(k["name"].split(":", 1)[0] == base for k in n.get("skills") or []) \
                and skill_fits(want, home_facts(n.get("role") or "", world or trip.get("world"))) \
                and _renamable(n, want):
            bad("role-skill-missing", f"npc/{n['name']}: {n.get('role')!r} has no {want} ("
                + ", ".join(f"{k['name']} +{k['level']}" for k in n.get("skills") or []) + ")")
    holder = _holder(trip)
    state = (trip.get("world") or {}).get("maguffin_state") or (world or {}).get("maguffin_state")
    for n in trip.get("npcs") or []:
        m = LET_GO.search(n.get("want") or "")
        if m and n.get("name") != holder:
            bad("npc-want-not-holder", f"npc/{n['name']}: wants {m.group(0)!r}, but "
                                       f"{holder or 'nobody'} holds them")
        if n.get("role") == STRANDED and state in CAPTIVE:
            for it in n.get("items") or []:
                w = ARMED.search(it.get("name") or "")
                if w and not it["name"].endswith(TAKEN):
                    bad("captive-armed", f"npc/{n['name']}/items: {it['name']!r} on a captive ({state})")
    ages = party_ages(trip.get("client") if isinstance(trip.get("client"), str) else None)
    for n in trip.get("npcs") or [] if ages else []:
        if role_facts(n.get("role") or "")["party"] and n.get("age") and n["age"] not in ages:
            bad("tourist-party-age", f"npc/{n['name']}: a paying tourist, {n['age']}, from "
                                     f"{trip['client']!r} (its party: {'/'.join(ages)})")
