"""The consistency audit's rules about the mission's form: what the crew do with the maguffin
says the mission (generators/trip/consistency.py runs them):

- ``mission-form-verbs``: only a survey or an exploration looks and records ("the crew's look
  and record", "seen and on record", "carried home in the crew's heads"): an Acquisition/Trade
  job is a trade (cold read: "The ledger, seen, recorded and carried home in the crew's
  heads" on a trade), a tour shows the party the sight, a rescue brings someone home. And a
  site met indoors or underground (the old mine) gets no viewpoint lines ("the best spot for
  seeing the mine", "the path up is steep").
- ``trade-names-cargo``: a trade job where someone lives to trade names the cargo the crew
  carry out (``maguffin.cargo``), and the crew's want at the climax or its last barrier is
  that trade.
- ``maguffin-slot-noun``: a line whose slot is meant for a thing or a place (owned once, a
  copy of it, destroyed) never gets a secret, a permission, a ceremony or a sight ("Their
  family owned the valley question once"; "Has a copy of the valley question; it is a fake").
- ``pay-one-fact``: when the client pays is one fact (``world.pay_when``): the job's ad and
  the client's terms both say it, and no other (cold read: "Pays 4M a head, half up front, the
  rest in a week" against "Pays: 4M per crewmember (CL 4), on return").
- ``keeper-fits-state``: a rescued person who hides or will not leave is kept by nobody: the
  one with them is not "The one keeping the missing DayTripper".
- ``talks-named``: a Politics/Diplomacy job has its talks as facts (``world.talks``: the
  client and the other side, the question, the negotiator), and the page names them the one
  way: the client's "The talks" line names both parties and the question; the negotiator is
  the one NPC who is the other side's chief negotiator, at the talks (the maguffin's place,
  holding it) and met at the climax's last barrier; whoever "speaks for" anyone speaks for
  the other side; the Success names the other side and the question, the Failure the other
  side. No other job has talks or a chief negotiator (before: the negotiator waited at the
  slip-in point while someone else had "the last word" at the talks, and nobody said who the
  talks were between or what they were about).

And the maguffin's own facts (made by the crew or found, where it comes from and how long it
keeps, a feast that is eaten, a view seen from its own place): generators/trip/
consistency_maguffin.py, run from here.
"""

from __future__ import annotations

import re

from ..content.maguffin import pay_words
from .consistency_maguffin import RULES as MAGUFFIN_RULES, check_maguffin

RULES = ("mission-form-verbs", "trade-names-cargo", "keeper-fits-state", "maguffin-slot-noun",
         "pay-one-fact", "talks-named") + MAGUFFIN_RULES  # the maguffin's own facts

RECORD = re.compile(r"\b(look and record|seen and on record|seen, recorded|carried home in the "
                    r"crew's heads|(make|made|finish) (the|their|theirs|their own) record|"
                    r"on record and in the crew's heads)\b", re.I)
LOOKOUT = re.compile(r"\b(best spot for seeing|the path up is steep|hour before dusk|best seen "
                     r"at noon|from a ledge)\b", re.I)
KEPT = "The one keeping the missing DayTripper"
WHEN_PAID = re.compile(r"\b(on return|half (up front|now|before)|in a week|within (a|the) week|"
                       r"on delivery|if you come back)\b", re.I)
UNOWNED = ("secret", "permission", "ceremony", "sight", "sky")  # forms nobody owns or copies
NEGOTIATOR = "chief negotiator"
SPEAKS_FOR = re.compile(r"\bspeaks for ((?:the|a|an) [^,.;]+)")


def check_mission(trip: dict, world: dict, texts, bad) -> None:
    mission = world.get("mission")
    m = trip.get("maguffin") or {}
    scenes = trip.get("scenes") or []
    texts = list(texts) + [(f"scene/{sc['number']}/release", sc.get("release") or "")
                           for sc in scenes]
    texts += [(f"client/{d['label']}", d["text"]) for d in trip.get("client_details") or []]
    texts += [(f"npc/{n['name']}/secret", n.get("secret") or "") for n in trip.get("npcs") or []]
    if mission and mission not in ("exploration", "survey"):
        for where, t in texts:
            hit = RECORD.search(t)
            if hit:
                bad("mission-form-verbs", f"{where}: {hit.group(0)!r} on a {mission} job")
    if m.get("kind") == "place" and m.get("setting") != "outdoor":
        for where, t in texts:
            hit = LOOKOUT.search(t)
            if hit:
                bad("mission-form-verbs", f"{where}: {hit.group(0)!r} of {m.get('short')!r}, "
                                          f"which is not met out of doors")
    if mission == "trade" and world.get("inhabitants") != "nobody":
        cargo = m.get("cargo") or ""
        if not cargo:
            bad("trade-names-cargo", "a trade job names no cargo to trade")
        elif scenes and not any(cargo in (scenes[-1].get(k) or "") for k in ("want", "release")):
            bad("trade-names-cargo", f"the climax neither wants nor prices the trade of {cargo!r}")
    if world.get("maguffin_state") in ("hiding", "unwilling"):
        for n in trip.get("npcs") or []:
            if n.get("role") == KEPT:
                bad("keeper-fits-state", f"npc/{n['name']} is {KEPT!r}, but the missing person "
                                         f"is {world['maguffin_state']}")
        if KEPT.lower() in (m.get("held_by") or "").lower():
            bad("keeper-fits-state", f"held by {m['held_by']!r}, but the missing person is "
                                     f"{world['maguffin_state']}")
    short = m.get("short") or ""
    if world.get("maguffin_form") in UNOWNED and short:
        thing = re.compile(rf"\b(owned|a copy of|to destroy) {re.escape(short)}\b", re.I)
        for where, t in texts:
            hit = thing.search(t)
            if hit:
                bad("maguffin-slot-noun", f"{where}: {hit.group(0)!r}: a "
                                          f"{world['maguffin_form']} is not a thing to own")
    if world.get("pay_when"):
        ad, terms = pay_words(world, "ad"), pay_words(world, "terms")
        pays = " ".join(d["text"] for d in trip.get("client_details") or [] if d["label"] == "Pays")
        teaser = trip.get("teaser") or ""
        if ad not in teaser or terms not in pays:
            bad("pay-one-fact", f"the ad or the terms do not say the pay fact {world['pay_when']!r}")
        others = [(f"client/{d['label']}", d["text"]) for d in trip.get("client_details") or []
                  if d["label"] != "Pays"]  # a manner "pays half up front" is a pay fact too
        for where, t in [("teaser", teaser.replace(ad, "")),
                         ("client/Pays", pays.replace(terms, ""))] + others:
            hit = WHEN_PAID.search(t)
            if hit and not (world["pay_when"] == "half" and hit.group(0).lower().startswith("half")):
                bad("pay-one-fact", f"{where}: {hit.group(0)!r} besides {world['pay_when']!r}")
    check_talks(trip, world, texts, bad)
    check_maguffin(trip, world, texts, bad)


def check_talks(trip: dict, world: dict, texts, bad) -> None:
    """``talks-named`` (see the module's docstring)."""
    talks = world.get("talks")
    npcs = trip.get("npcs") or []
    chiefs = [n["name"] for n in npcs if NEGOTIATOR in (n.get("role") or "").lower()]
    if not world.get("mission"):
        return  # a structure-only trip, with no facts
    if world["mission"] != "diplomacy":
        if talks or chiefs:
            bad("talks-named", f"a {world.get('mission')} job has talks or a chief negotiator")
        return
    parties = (talks or {}).get("parties") or []
    if len(parties) != 2 or not all(parties) or not (talks or {}).get("question"):
        bad("talks-named", "a diplomacy job without its two parties and its question")
        return
    client, side = parties
    question, neg = talks["question"], talks.get("negotiator")
    line = next((d["text"] for d in trip.get("client_details") or [] if d["label"] == "The talks"), "")
    for what in (side, question) + ((neg,) if neg else ()):
        if what.lower() not in line.lower():
            bad("talks-named", f"client/The talks does not name {what!r}")
    if client.lower() not in line.lower():
        bad("talks-named", f"client/The talks does not name the client {client!r}")
    m = trip.get("maguffin") or {}
    if neg:
        if chiefs != [neg]:
            bad("talks-named", f"the negotiator is {neg!r}, but the chief negotiators are {chiefs}")
        who = next((n for n in npcs if n["name"] == neg), {})
        if who.get("where") != m.get("where") or not (m.get("held_by") or "").startswith(neg):
            bad("talks-named", f"{neg!r} is not at the talks ({m.get('where')!r}) with the maguffin")
        scenes = trip.get("scenes") or []
        release = (scenes[-1].get("release") or "") if scenes else ""
        if release and neg not in release:
            bad("talks-named", f"the climax's last barrier is not the negotiator {neg!r}")
    for where, t in texts:
        for hit in SPEAKS_FOR.finditer(t):
            if not hit.group(1).lower().startswith(side.lower()) and not hit.group(1).startswith("the crew"):
                bad("talks-named", f"{where}: {hit.group(0)!r}, but the other side is {side!r}")
    for e in trip.get("endings") or []:
        need = (side, question) if e["outcome"] == "success" else (side,) if e["outcome"] == "failure" else ()
        for what in need:
            if what not in e.get("when", ""):
                bad("talks-named", f"ending/{e['outcome']}: does not name {what!r}")

