"""The consistency audit's round-26 roles rules (brief r26 roles: cold readers of algorithm-23
trips met cast roles, rival crews and factions that do not fit the mission or the world).
generators/trip/consistency_r26.py runs them; tests/test_r26_roles.py feeds each a broken trip.

- ``permission-beside-office``: a permission maguffin (a signature, a licence: world
  ``maguffin_form: permission``) is given by whoever runs the place; its keeper is never a
  private person standing beside a local authority or someone ranked Mayor or above (cold read:
  "the one who gives leave" beside a Mayor who plainly holds that authority: two authorities,
  or the wrong one asked). The other side's negotiator at talks holds office abroad and is
  exempt. content/people.py _roles makes the keeper of a permission the one who runs the place.
- ``broker-hides-deal``: the go-between who set up the trade or arranged the talks works for
  the deal: their want or secret never has them hiding, spoiling or guarding against it ("Has
  money riding on the crew going home without the cloth", "Has been paid to say nothing about
  the handshake", "To keep the ledger exactly where it is"). The person fact ``broker``
  (facts_r26.py), read by corpora/grammars/people.json's want and secret lines.
- ``rival-goal-mission``: a rival crew's goal fits the mission type: "film the PCs losing the
  race" only where the job is a race for something one crew can carry off (an exploration, a
  rescue, a trade; a survey, a tour or talks have no race to lose), no buyer, collector or
  getaway for the agreement of talks, and no tour-trade in a record the crew make or a piece of
  knowledge. corpora/grammars/org.json crew_goal needs.
- ``faction-unused``: a faction named at the top of the page meets the crew in a scene, a clue,
  the clock or an event (a faction nobody meets is not named).
- ``faction-era``: a faction's method fits the era, tech and people of its world: marriage
  alliances, dowries, hostages called guests and a champion who fights for them belong to a
  world before electric power whose ways are older than 1900 (not modern Sacramento, nor an
  Alternate Earth of 2017 that kept steam); kin, weddings, feasts and food never to a people of
  robots; sponsorship deals to a human world of electric power or later.
  corpora/grammars/org.json faction_method needs.
"""

from __future__ import annotations

import json
import re

from ..needs import fits
from .cast import top_office

RULES = ("permission-beside-office", "broker-hides-deal", "rival-goal-mission", "faction-unused",
         "faction-era")

OFFICE_ROLES = ("The local authority", "The one the others listen to")
ABROAD = ("The other side's chief negotiator", "The other side's chief negotiator, flown in for the day")
BROKER_HIDES = re.compile(
    r"money riding on the crew going home without|paid to say nothing about|Means to spoil|"
    r"for a buyer of their own|swore an oath to guard|exactly where it is|find out who took|"
    r"be there when the crew find|Hid .* from the last crew", re.I)
RACE = re.compile(r"\blosing the race\b", re.I)
RACE_MISSIONS = ("exploration", "rescue", "trade")
GOODS = re.compile(r"for a buyer who pays double|for a collector|skip town with|off this node|"
                   r"season of tickets", re.I)
TOURS = re.compile(r"season of tickets", re.I)
FEUDAL = re.compile(r"marriage alliances|a dowry for every alliance|hostages, politely called guests|"
                    r"a champion who fights for them", re.I)
KIN = re.compile(r"marriage|dowry|cousins|weddings|feast|fasting|food|cooks", re.I)
SPONSOR = re.compile(r"sponsorship", re.I)
MODERN = ("electric", "digital", "advanced")


def _detail(entry: dict, label: str) -> str:
    return next((d["text"] for d in entry.get("details") or [] if d["label"] == label), "")


def _permission(trip: dict, world: dict, bad) -> None:
    if world.get("maguffin_form") != "permission":
        return
    holder = ((trip.get("maguffin") or {}).get("held_by") or "").split(" (")[0]
    cast = trip.get("npcs") or []
    keeper = next((n for n in cast if n["name"] == holder), None)
    if keeper is None or keeper["role"] in OFFICE_ROLES + ABROAD or top_office(keeper.get("rank")):
        return
    for n in cast:
        if n is not keeper and (n["role"] in OFFICE_ROLES or top_office(n.get("rank"))):
            bad("permission-beside-office", f"npc/{keeper['name']} ({keeper['role']}) gives the permission "
                f"beside {n['name']} ({n['role']}, {n.get('rank') or 'no rank'}), who runs the place")


def _brokers(trip: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        if "go-between" not in n["role"]:
            continue
        for f in ("want", "secret"):
            if BROKER_HIDES.search(n.get(f) or ""):
                bad("broker-hides-deal", f"npc/{n['name']} ({n['role']}) {f}: {n[f]!r}")


def _rivals(trip: dict, world: dict, bad) -> None:
    mission, kind = world.get("mission"), world.get("maguffin")
    for r in trip.get("rivals") or []:
        goal = _detail(r, "Goal")
        if RACE.search(goal) and mission not in RACE_MISSIONS:
            bad("rival-goal-mission", f"rivals/{r['name']}: {goal!r} on a {mission} job, with no race")
        elif GOODS.search(goal) and mission == "diplomacy":
            bad("rival-goal-mission", f"rivals/{r['name']}: {goal!r}: the talks' outcome is no goods")
        elif TOURS.search(goal) and (kind == "knowledge" or world.get("maguffin_made") == "yes"):
            bad("rival-goal-mission", f"rivals/{r['name']}: {goal!r}: nobody buys a ticket to {kind}")


def _factions(trip: dict, world: dict, bad) -> None:
    body = json.dumps([trip.get(k) for k in ("start", "scenes", "clues", "clock", "events")], ensure_ascii=False)
    tech, natives = world.get("tech"), world.get("natives")
    for f in trip.get("factions") or []:
        if f["name"] not in body:
            bad("faction-unused", f"factions/{f['name']}: named, and met in no scene, clue, tick or event")
        method = _detail(f, "Method")
        if FEUDAL.search(method) and (tech in MODERN or not fits("faded: 1900", world)):
            bad("faction-era", f"factions/{f['name']}: {method!r} on a world of {tech} tech, {world.get('year')}")
        elif KIN.search(method) and natives == "robot":
            bad("faction-era", f"factions/{f['name']}: {method!r} among robots")
        elif SPONSOR.search(method) and (tech not in MODERN or natives != "human"):
            bad("faction-era", f"factions/{f['name']}: {method!r} on a world of {tech} tech, {natives} people")


def check_r26roles(trip: dict, world: dict, every, bad) -> None:
    _permission(trip, world, bad)
    _brokers(trip, bad)
    _rivals(trip, world, bad)
    _factions(trip, world, bad)
