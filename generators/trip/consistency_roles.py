"""Audit rules about what a cast member's role allows (generators/trip/consistency.py runs
them): a person's wants, secrets, rank and age against their role's facts
(corpora/trip/role_classes.json) and the world's, and the lines about factions, rival crews
and creatures that a cold GM read found at odds with themselves.

- ``keeper-wants-own``: whoever keeps the maguffin does not want to see, hold or find it.
- ``foe-helps-crew``: the face of an opposition that works against the crew (the clock's
  villain) is not "helping the crew" and does not want to join them.
- ``rank-without-office``: a Political rank (Mayor, Governor) only on a role that holds office.
- ``young-in-office``: nobody in office looks like a child (the age lines the grammar tags
  ``age: young``).
- ``local-knows-barn``: with no earlier crew here, in an era before the barn (1568) or
  where the locals hide from strangers, no local's want or secret names the client, the
  barn or the Ziggurat (r10-c02e7a: "To be named in the barn's report" in 1568).
- ``paid-before-known``: nobody was paid about the crew unless a rival crew was here first.
- ``native-not-from-here``: a local with the natives' own alien body is not secretly
  "not from" the world.
- ``rival-goal-place``: a rival crew wants the maguffin or says why, not a place of the trip.
- ``attitude-turns``: a faction's cold mood is not paired with what sours a warm one
  ("hostile ... until the crew say no") nor a warm one with what thaws a cold one.
- ``creature-weapon``: a creature fights with its species' natural weapon (a wolf has no
  horns and hooves).
- ``beast-weakness-want``: a roaming beast's way past is not "it will not leave its own ground".
- ``unnamed-opposition``: no scene says "the opposition" without naming who.
- ``natives-got-here-first``: the natives do not "get here first".
- ``kit-log-name``: each bought item of a stat block is named so in the roll log.
- ``barn-fact-local-source``: a fact about the barn's own file is never told by a local.
- ``authority-without-law``: no "local authority" on a world with no law (no rules, no rulers).
- ``one-authority``: one person runs the place: the local authority, or one ranked Mayor or
  above, never two (cold read 11: the local authority, and a warden ranked Mayor).
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load
from ..content.cast_facts import cut_off
from ..content.client import short_name
from .cast import top_office

RULES = ("keeper-wants-own", "foe-helps-crew", "rank-without-office", "young-in-office",
         "local-knows-barn", "paid-before-known", "native-not-from-here", "rival-goal-place",
         "attitude-turns", "creature-weapon", "beast-weakness-want", "unnamed-opposition",
         "natives-got-here-first", "kit-log-name", "barn-fact-local-source",
         "authority-without-law", "one-authority")

KEEPER_WANTS = re.compile(r"get a good look at|hold .* just once|find out who took|"
                          r"be there when the crew find", re.I)
PAID = re.compile(r"keep the crew busy|paid in advance to be friendly|crew's arrival time|"
                  r"paid by a stranger to slow the crew", re.I)
BARN = re.compile(r"\bthe barn\b|Ziggurat", re.I)


@lru_cache(maxsize=1)
def _roles() -> dict:
    return {v: f for v, _, f in load("trip/role_classes").items}


@lru_cache(maxsize=1)
def _young_looks() -> tuple[str, ...]:
    """The age lines the people grammar draws only for the young."""
    g = load("grammars/people")
    out = []
    for sym in ("age_look", "alien_age"):
        for text, needs in zip(g.rules[sym], g.rule_needs.get(sym) or ()):
            if needs and ("set", "age", True, frozenset({"young"})) in needs:
                out.append(text)
    return tuple(out)


@lru_cache(maxsize=1)
def _attitudes() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    r = load("grammars/org").rules

    def texts(sym):
        return tuple(r.get(sym, []))
    return texts("att_core"), texts("att_cold"), texts("att_tail"), texts("att_cold_tail")


@lru_cache(maxsize=1)
def _weapons() -> dict:
    out = {}
    for key in ("lists/animals", "lists/planet_beasts", "lists/monsters"):
        for v, _, f in load(key).items:
            if f.get("weapon"):
                out[v] = f["weapon"]
    return out


def check_roles(trip: dict, world: dict, bad) -> None:
    roles = _roles()
    people = [n for n in trip["npcs"] if n.get("folk") != "creature" and n.get("source") != "creature"]
    c = trip.get("client") or ""
    client = c.get("name", "") if isinstance(c, dict) else c
    for n in people:
        rf = roles.get(n["role"], {})
        if n["role"].startswith(("The keeper", "The one keeping the missing", "The warden",
                                 "The organiser", "The one who knows")) and KEEPER_WANTS.search(n["want"]):
            bad("keeper-wants-own", f"{n['name']} ({n['role']}) wants {n['want']!r}")
        if rf.get("side") == "foe" and ("helping the crew" in n["secret"]
                                        or "join the crew" in n["want"]):
            bad("foe-helps-crew", f"{n['name']} ({n['role']}) works against the crew: "
                                  f"{n['want']!r} / {n['secret']!r}")
        if (n.get("rank") or "").find("Political") >= 0 and not rf.get("authority"):
            bad("rank-without-office", f"{n['name']} ({n['role']}) has rank {n['rank']!r}")
        if rf.get("authority") and any(y.lower() in n["look"].lower() for y in _young_looks()):
            bad("young-in-office", f"{n['name']} ({n['role']}) looks young: {n['look']!r}")
        lines = f"{n['want']} | {n['secret']}"
        if n.get("folk") == "local" and (world.get("visits") == "none" or cut_off(world)) and (
                BARN.search(lines) or (client and client in lines)):
            bad("local-knows-barn", f"{n['name']} (a local, no crew here before): {lines!r}")
        if PAID.search(n["secret"]) and world.get("rivals") != "here":
            bad("paid-before-known", f"{n['name']}: {n['secret']!r} but nobody knew the crew "
                                     f"were coming (rivals {world.get('rivals')})")
        if re.search(r"Is not from .* either", n["secret"]) and n.get("body", "human") != "human":
            bad("native-not-from-here", f"{n['name']} ({n.get('body')} body, a native): "
                                        f"{n['secret']!r}")
        if n["role"] == "The local authority" and world.get("law") == "none":
            bad("authority-without-law", f"{n['name']} is the local authority on a world with no law")
    rulers = [n for n in people if roles.get(n["role"], {}).get("office") or (
        top_office(n.get("rank")) and not roles.get(n["role"], {}).get("abroad"))]
    if len(rulers) > 1:
        bad("one-authority", " and ".join(f"{n['name']} ({n['role']}, {n.get('rank') or 'no rank'})"
                                          for n in rulers) + " both run the place")
    _rivals_factions(trip, bad)
    _creatures(trip, bad)
    _play(trip, world, bad)


def _rivals_factions(trip: dict, bad) -> None:
    places = [loc["name"] for loc in trip["locations"]]
    for r in trip.get("rivals") or []:
        goal = next((d["text"] for d in r.get("details", []) if d["label"] == "Goal"), "")
        m = re.search(r"want (.+?) for themselves", goal)
        if m and any(m.group(1).lower() == p.lower() for p in places):
            bad("rival-goal-place", f"{r['name']}: {goal!r}")
    warm, cold, warm_tail, cold_tail = _attitudes()
    for f in trip.get("factions") or []:
        att = next((d["text"] for d in f.get("details", []) if d["label"] == "Attitude"), "")
        low = att.lower()
        if (any(low.startswith(c.lower() + ",") for c in cold) and any(
                low.endswith(t.lower()) for t in warm_tail if t not in cold_tail)) or (
                any(low.startswith(c.lower() + ",") for c in warm) and any(
                    low.endswith(t.lower()) for t in cold_tail if t not in warm_tail)):
            bad("attitude-turns", f"{f['name']}: {att!r}")


def _creatures(trip: dict, bad) -> None:
    weapons = _weapons()
    for n in trip["npcs"]:
        if n.get("source") != "creature":
            continue
        species = n["name"][4:] if n["name"].startswith("The ") else n["name"]
        want = weapons.get(species)
        have = [i["name"] for i in n.get("items") or []]
        if want and have != [want]:
            bad("creature-weapon", f"{n['name']} fights with {have}, its species with {want!r}")
        if "herd" in n["role"] and "its own ground" in n.get("secret", ""):
            bad("beast-weakness-want", f"{n['name']}: {n['secret']!r} against {n['want']!r}")


def _play(trip: dict, world: dict, bad) -> None:
    names = [n["name"] for n in trip["npcs"]]
    for sc in trip.get("scenes") or []:
        for k in ("want",):
            t = sc.get(k) or ""
            if re.search(r"\bthe opposition\b", t, re.I) and not any(x in t for x in names):
                bad("unnamed-opposition", f"scene {sc['number']} {k}: {t!r}")
    if world.get("natives") not in (None, "none"):
        for d in trip["node"]["details"]:
            if re.search(r"\blocals\b.*\bgot here first\b", d["text"], re.I):
                bad("natives-got-here-first", f"node/{d['label']}: {d['text']!r}")
    path = trip.get("path") or "trip/1"
    for k, n in enumerate(trip["npcs"], 1):
        if n.get("source") != "npc":
            continue
        buys = " ".join(r["result"] for r in trip.get("rolls") or []
                        if r.get("for") == "buy" and r.get("path", "").startswith(f"{path}/npc/{k}/"))
        if not buys:
            continue
        for it in n.get("items") or []:
            if it["level"] and it["name"] not in buys:
                bad("kit-log-name", f"{n['name']}: {it['name']!r} is not in the roll log")
    local = {n["key"] for n in trip["npcs"] if n.get("folk") == "local"}
    for c in trip.get("clues") or []:
        fact = c["fact"].lower()
        for name in (trip.get("client"), short_name(trip.get("client") or "")):  # a name, full or short
            fact = fact.replace(name.lower(), "") if name else fact
        if re.search(r"\bthe barn\b", fact) and not c["fact"].startswith("What the client"):
            for k in c["clues"]:
                if k.get("kind") == "npc" and k.get("at") in local:
                    bad("barn-fact-local-source", f"{c['id']}: {k['how']!r} tells {c['fact'][:60]!r}")
