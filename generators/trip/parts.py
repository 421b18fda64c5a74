"""The trip's parts as the play layer reads them (start, scenes, clues, clock, endings).

Every read of a DayTrip (or of its content dict) by generators/trip/play*.py goes through
these accessors, so when the shape of the trip changes (a `world` fact sheet, a cast that
follows the mission, creature stat blocks), only this module needs to follow. Each returns
plain dicts and strings, never None.
"""

from __future__ import annotations

import re

from ..content.client import short_name
from ..content.sky_slip import is_sky_slip
from ..facts_r28 import SILENT_HOOK  # noqa: F401 (a Hook keeping a day of silence: the fact silent)
from .base import _as_dict, _first, _inline, _text


# The climax's last barrier is a lock already (its release picks or opens one): the clock
# locks no doors there "from now on" (trip/clock.py), and the audit says so
# (trip/consistency_clock.py); one reading for both.
LOCK = re.compile(r"\block")


def release_is_lock(release: str | None) -> bool:
    """Whether a scene's release (how its last barrier is passed) is a lock."""
    return bool(LOCK.search(release or ""))


def client(trip) -> dict:
    """{name, short, contact, manner, pays, secret}: the client (its full name for the first
    mention, its short name after: corpora/lists/client_short.json) and what they are not telling."""
    d = {c["label"]: c["text"] for c in trip.client_details}
    return {"name": trip.client, "short": short_name(trip.client), "contact": d.get("Contact", ""), "manner": d.get("Manner", ""),
            "pays": d.get("Pays", ""), "secret": d.get("Not telling the crew", "")}


# Node details a crew notices the moment the hatch opens, and how each is read aloud. A
# detail is written "Label: what it means at the table"; the read-aloud keeps prose only:
# "head" keeps the label (the air's kind), "tail" the words after the last label, "both"
# puts the table part first and the label after ("Everyone bounds...; the panel reads
# 0.3 g"), "whole" all of it. Rule notes (rolls, "flux table row") never reach the players.
_ARRIVAL = (("Sky", "Overhead: {}.", "whole"), ("Arrival", "{}.", "whole"),
            ("Atmosphere", "The suit's panel reads the air: {}.", "head"),
            ("Gravity", "{}.", "both"),
            ("Fluxing now", "Right now: {}.", "whole"), ("Drifting past", "Drifting past: {}.", "whole"),
            ("Appearance slipped", "Something is off: {}.", "tail"), ("Era", "When: {}.", "whole"),
            ("The veil", "{}.", "whole"))


# a rule in words the players would hear: a stat's roll or a DL (the audit's read-aloud-rule)
# ("+1 DL" and "DL +1" too: cold read 35-a, the veil's "every roll ... is at +1 DL" read aloud)
RULE_IN_PROSE = re.compile(r"\b(?:BRAINS|CHARM|GRACE|HEALTH|MIGHT|PSYCHE) roll\b|\bDL [+-]?\d+\b|[+-]\d+ DL\b")


def _rule_cut(text: str) -> str:
    """``text`` up to the colon that opens its rule ("Gravity is sideways ...: every roll to climb
    ... is DL +1" -> "Gravity is sideways ..."), or as it is when no colon comes before the rule."""
    m = RULE_IN_PROSE.search(text)
    cut = text.rfind(": ", 0, m.start()) if m else -1
    return text[:cut].rstrip() if cut > 0 and not RULE_IN_PROSE.search(text[:cut]) else text


def arrival_prose(text: str, mode: str) -> str:
    """A node detail as read-aloud prose (see _ARRIVAL): no labels, no rule notes."""
    text = re.sub(r"\s*\((?:flux table|[A-Z]{4,}\b)[^)]*\)", "", text).split(";")[0].strip().rstrip(".")
    if mode == "whole":
        return _rule_cut(text)
    head, sep, rest = text.partition(": ")
    if not sep or len(head) > 40:
        return text
    rest = rest.split(": ")[-1] if mode == "tail" else rest
    if mode == "head":
        return head[:1].lower() + head[1:]
    if mode == "tail":
        return rest[:1].lower() + rest[1:] if rest[1:2].islower() else rest
    if mode == "both":
        return f"{rest[:1].upper()}{rest[1:]}; the panel reads {head}"
    return text


def facts(trip) -> dict:
    """The trip's world as ``needs`` clauses read it (generators/needs.py); {} without one."""
    from ..content.world import facts_of

    f = facts_of(trip.world or {})
    comps = getattr(trip, "complications", None) or ()
    if f and "Must be Kept Secret" in comps:
        f = dict(f, secret_job="yes")
    if f:  # a Hook that keeps a day of silence: nobody talks (facts_r26.py silent)
        f = dict(f, silent="yes" if SILENT_HOOK.search(node_detail(trip, "Hook") or "") else "no")
    return dict(f, war="yes") if f and "War Zone" in comps else f


def fitting(items, facts_: dict) -> list:
    """The (value, line, fields) corpus items whose ``needs`` the world meets."""
    from ..needs import fits

    return [it for it in items if fits(it[2].get("_needs"), facts_ or None)]


def sky(trip, night: bool = False) -> str:
    """The world's one sky, by day or by night ("" without a fact sheet)."""
    w = trip.world or {}
    return _text(w.get("sky_night" if night else "sky_day"))


def node_facts(trip, content: dict, night: bool = False) -> dict:
    """{type, name, arrival: [read-aloud sentences]}: what the crew meet on arrival, from the
    fact sheet's one sky (by day or night, as the crew arrive) and the node's details (its
    Sky line is that same sky, so it is not read twice)."""
    details = {d["label"]: d["text"] for d in trip.node["details"]}
    world = _as_dict(content.get("world")) or (trip.world or {})
    arrival = []
    overhead = _first(world, "sky_night" if night else "sky_day")
    if overhead:
        arrival.append(f"Overhead: {overhead.rstrip('.')}.")
    for label, form, mode in _ARRIVAL:
        text = details.get(label, "")
        if (label == "Sky" and overhead) or (label == "Appearance slipped" and is_sky_slip(text)):
            continue  # a slipped sky is the world's one sky: "Overhead" has told it
        prose = arrival_prose(text, mode) if text else ""
        if RULE_IN_PROSE.search(prose):
            continue  # a rule (a roll, a DL) is the GM's, never read aloud (cold read 25: the veil)
        if text and len(arrival) < 2:
            arrival.append(form.format(prose))
    return {
        "type": trip.mission.node_type,
        "name": details.get("Name") or _first(world, "name") or trip.mission.node_type,
        "arrival": arrival,
    }


def maguffin(trip) -> dict:
    """{what, why, really, looks, where, held_by}."""
    return dict(trip.maguffin)


def maguffin_kind(trip) -> str:
    """The maguffin's kind (person, creature, object, substance, place, knowledge, event or
    view): the maguffin's own, else the fact sheet's, else a rescue's person or an object."""
    kind = _text(trip.maguffin.get("kind")) or _text((trip.world or {}).get("maguffin"))
    if kind:
        return kind
    return "person" if trip.mission.mission_type == "Emergency/Rescue" else "object"


def is_person(trip) -> bool:
    """Whether the maguffin is a person (a rescue's stranded DayTripper)."""
    return maguffin_kind(trip) == "person"


# Kinds the crew can pick up and carry home (the others are seen, learnt or recorded).
CARRIED = ("person", "creature", "object", "substance")


def locations(trip) -> list[dict]:
    """[{name, role, text, sensory, who}] in the trip's order: the slip-in point first,
    then where the maguffin is (when the content says so)."""
    out = []
    for loc in trip.locations:
        first, dot, rest = loc["text"].partition(". ")
        look, gm = (first + ".", rest) if dot else (loc["text"], "")
        out.append({**loc, "look": look, "gm": gm})
    return out


def maguffin_place(trip) -> int:
    """The index of the location that holds the maguffin (its `where`, else the location
    whose role says so, else the second)."""
    locs = trip.locations
    where = _text(trip.maguffin.get("where"))
    for i, loc in enumerate(locs):
        if where and loc["name"] == where:
            return i
    for i, loc in enumerate(locs):
        if "maguffin" in loc.get("role", "").lower():
            return i
    return min(1, len(locs) - 1)


def npcs(trip) -> list[dict]:
    """[{key, name, role, where, want, secret, tier, creature}]: where is a location name or
    ""; a creature (a stat block, not a person) gives no clues and keeps no secrets."""
    names = {loc["name"] for loc in trip.locations}
    return [npc_record(trip, n, names) for n in trip.npcs]


def npc_record(trip, n, names: set | None = None) -> dict:
    """One NPC ``n`` of ``trip.npcs`` as ``npcs`` gives it (``names``: the trip's location
    names, worked out here when not given)."""
    if names is None:
        names = {loc["name"] for loc in trip.locations}
    where = n.where if n.where in names else ""
    if not where:
        where = next((loc["name"] for loc in trip.locations if n.name in loc.get("who", [])), "")
    return {"key": n.key, "name": n.name, "role": n.role, "where": where,
            "want": n.want, "secret": n.secret, "tier": n.tier, "manner": n.manner,
            "creature": n.source == "creature", "folk": n.folk,
            "met_client": n.met_client,
            "best": n.odds[0]["action"] if n.odds else "", "stands": stands(n.odds),
            "odds": n.odds, "stats": n.stats}  # (trip/creature_note.py: the roll it stands with)


# what holds a creature's ground when the crew try to drive it off: its fight, its legs, its
# strength or its toughness, never its Stealth or Survival (cold read 23: "opposed by its Stealth")
# (cold read 25: never its Running either: legs carry it off, they do not hold ground, and
# "opposed by its Athletics:Running" read as wrong)
HOLDS = ("Fighting/Weapon", "Athletics", "MIGHT", "HEALTH")
FLEES = ("Athletics:Running",)


def stands(odds: list[dict]) -> str:
    """The best of a creature's moves that holds its ground (HOLDS, not FLEES), else MIGHT."""
    return next((o["action"] for o in odds or [] if o["action"].split(" (")[0].split(":")[0] in HOLDS
                 and o["action"].split(" (")[0] not in FLEES), "MIGHT")


def opposition(trip) -> list[str]:
    return list(trip.opposition)


def opposition_level(trip) -> tuple[int, int]:
    """(Opposition Level, points the player raised it by) from Mission Aspects, else (0, 0)."""
    a = trip.aspects or {}
    level = a.get("opposition_level") or 0
    change = a.get("opposition_level_change") or 0
    return int(level), max(0, int(change))


def obstacles(trip, content: dict) -> list[dict]:
    """[{opposition, dl, detail, counter}] from the content (the trip keeps only their text)."""
    out = []
    for o in content.get("obstacles") or []:
        d = _as_dict(o)
        if _first(d, "opposition") and isinstance(d.get("dl"), int):
            out.append({"opposition": d["opposition"], "dl": d["dl"],
                        "detail": _first(d, "detail"), "counter": _first(d, "counter")})
    return out


def complications(trip) -> list[str]:
    return list(trip.complications)


def rivals(trip) -> list[dict]:
    """[{name, captain, goal}]."""
    out = []
    for r in trip.rivals:
        d = {x["label"]: x["text"] for x in r["details"]}
        out.append({"name": r["name"], "captain": d.get("Captain", ""), "goal": d.get("Goal", "")})
    return out


def pay(trip, crew: int = 2) -> dict:
    """{per_crew, crew, total, perks}: the rules' Base Pay is the CL times the number of
    crewmembers (Mission Aspects' pay, crew and Perks when attached; else a crew of 2, the
    trip's default, since without aspects the crew is not part of the trip's command)."""
    a = trip.aspects or {}
    cl = trip.mission.clearance_level
    if a.get("pay"):
        crew = int(a.get("crew") or crew)
        return {"per_crew": a["pay"] // max(1, crew), "crew": crew, "total": int(a["pay"]),
                "base": int(a.get("base_pay") or cl * crew), "perks": list(a.get("perks") or [])}
    return {"per_crew": cl, "crew": crew, "total": cl * crew, "base": cl * crew, "perks": []}


def inline(name: str) -> str:
    return _inline(name)


# Opposition types whose face is someone working against the crew (the other faces, a
# survivor, a herder, a mechanic, a storm-chaser, a hunter, know the way round).
ANTAGONISTS = ("Dangerous People", "Rival DayTrippers", "Psychological Challenges")


def opposition_person(trip, kind: str) -> dict | None:
    """The NPC who is the face of an opposition type (their role is the content's role for
    the type), or None."""
    from ..content.people import OPPOSITION_ROLES, VISITOR_ROLES

    role = OPPOSITION_ROLES.get(kind, ("",))[0]
    roles = {role.lower(), VISITOR_ROLES.get(role, role).lower()}  # on an empty world, a visitor
    if not role:
        return None
    # the one NPC's record alone (issue 15: asked ~15 times a trip, the whole cast made each time)
    n = next((n for n in trip.npcs if n.role.lower() in roles), None)
    return None if n is None else npc_record(trip, n)


def antagonist(trip) -> dict | None:
    """The first NPC who works against the crew (the face of an antagonist opposition)."""
    for kind in opposition(trip):
        if kind in ANTAGONISTS:
            p = opposition_person(trip, kind)
            if p:
                return p
    return None


def maguffin_person(trip) -> dict | None:
    """The NPC who is the maguffin (a stranded DayTripper to rescue), if any."""
    if not is_person(trip):
        return None
    n = next((n for n in trip.npcs if "came for" in n.role.lower() or "stranded" in n.role.lower()), None)
    return None if n is None else npc_record(trip, n)


def forgetful(trip) -> set[str]:
    """The names of the people a character tweak took the memory of (its line's ``"touches":
    "memory"``, corpora/grammars/tweaks.json): they know nothing to tell or sell, so they are
    never a clue's source (cold read 11: "Their memory of the last year is gone" and a clue
    from them about how to cross the tower)."""
    from ..content.tweaks_for import forgetful_of

    return forgetful_of(trip.tweaks or [])


def factions(trip) -> list[dict]:
    """[{name, want, method, attitude}]: the node's factions as the page prints them."""
    out = []
    for f in trip.factions or []:
        d = {x["label"]: x["text"] for x in f["details"]}
        out.append({"name": f["name"], "want": d.get("Want", ""), "method": d.get("Method", ""),
                    "attitude": d.get("Attitude", "")})
    return out


def node_detail(trip, label: str) -> str:
    """One line of the node's details by its label ("Hook", "What it is"; "" when it has none)."""
    return next((d["text"] for d in trip.node["details"] if d["label"] == label), "")
