"""Audit rules about each NPC's lines against their own person facts (their body, age and
folk) and the world's (generators/trip/consistency_cast.py runs them; tests/test_consistency.py
feeds each a trip that breaks it). Cold reads 10 and 11 found these on pages that passed.

- ``person-called-it``: a person's own lines never call them "it" (a robot or an alien is
  "they" everywhere: cold read 11 had "a cooling fan that whines when it thinks hard" beside
  "they regret it every day" for the same robot).
- ``robot-body-life``: a robot's lines and skills name nothing of a living body: babies, a
  narcotics habit, meals (cold read 11: robots who "Swapped two babies", with "Drug
  Tolerance:Narcotics").
- ``hiding-locals-welcome``: where the locals hide from strangers (``meets_visitors`` false),
  no local is "aggressively helpful" or "delighted by everything", and their people do not
  come crossing the ground towards the lander (cold read 11).
- ``young-long-ago``: a young person's secret happened "long ago" or over decades only if
  their age allows it (cold read 11: a nineteen-year-old who swapped babies "long ago").
- ``rival-love-unmet``: a local is in love with someone from the rival crew only where the
  rivals are already here and crews have come before (cold read 11: on a first-ever visit,
  before the rivals land).
- ``local-reports-client``: a local of the node does not work for the client and report
  back: the client is at home, in 2017 (cold read 10: a local of 2674 reporting to a
  bachelorette party syndicate from Yolo County).
- ``tourist-party-count``: a tourism job counts its tourists (the fact ``party``), and the
  start and the Success ending say how many (cold reads 10 and 11: "every tourist with
  them", and no page said how many, with one tourist written up).
- ``stranded-dressed``: the stranded DayTripper a rescue came for wears the barn's kit (the
  fact ``lost``), never an everyday garment of the people grammar (cold read 10: "a hi-vis
  vest over pyjamas" beside "their survival suit is still transmitting").
- ``manner-shared``: two people on one page never share a habit of manner (cold read 11:
  two robots who both "sketch the crew while they talk").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.common import manner_parts
from ..data import load
from .base import party_count, party_words

RULES = ("person-called-it", "robot-body-life", "hiding-locals-welcome", "young-long-ago",
         "rival-love-unmet", "local-reports-client", "manner-shared", "tourist-party-count",
         "stranded-dressed")

LINES = ("look", "manner", "want", "secret")


def by_line(trip: dict, every, read_only: bool = False) -> list[tuple[str, str]]:
    """``every`` with each person's joined lines (``npc/NAME``, look to secret without a stop)
    replaced by their look, manner, want and secret one by one (``npc/NAME/look``...), so a
    sum in one line is never read with the next; ``read_only``: only the people ``every`` reads."""
    joined = {w for w, _ in every if w.startswith("npc/") and w.count("/") == 1}
    return [x for x in every if x[0] not in joined] + [
        (f"npc/{n.get('name')}/{k}", n.get(k) or "") for n in trip.get("npcs") or ()
        if not read_only or f"npc/{n.get('name')}" in joined for k in LINES]
IT = re.compile(r"\b(?:when|while|as|if) it (?:thinks|talks|speaks|moves|walks|sleeps|laughs|must)\b"
                r"|\bit will not talk about\b", re.I)
ROBOT_LIFE = re.compile(r"\b(babies|baby|breastfe\w+|pregnan\w+|eats constantly|narcotics?)\b",
                        re.I)
WELCOME = re.compile(r"\b(aggressively helpful|delighted by everything)\b", re.I)
CROSSING = re.compile(r"\bpeople are crossing\b.{1,80}\btowards the lander\b", re.I)
LONG_AGO = re.compile(r"\b(long ago|for (twenty|thirty|forty|fifty) years|decades ago)\b", re.I)
RIVAL_LOVE = re.compile(r"\bin love with someone from the rival crew\b", re.I)
STRANDED = "The stranded DayTripper the crew came for"


@lru_cache(maxsize=1)
def _garments() -> tuple[str, ...]:
    """The everyday garments of corpora/grammars/people.json, as printed (no symbols)."""
    return tuple(g if isinstance(g, str) else g["text"] for g in load("grammars/people").rules["garment"]
                 if "#" not in (g if isinstance(g, str) else g["text"]))


REPORTS = re.compile(r"\breports everything back\b", re.I)


def check_npc(trip: dict, world: dict, bad) -> None:
    people = [n for n in trip["npcs"] if n.get("folk", "local") != "creature"
              and n.get("source") != "creature"]
    hiding = world.get("inhabitants") not in ("nobody", None) and not world.get("meets_visitors")
    for n in people:
        who, folk = n["name"], n.get("folk", "local")
        for k in LINES:
            line = n.get(k) or ""
            m = IT.search(line)
            if m:
                bad("person-called-it", f"npc/{who}/{k}: {m.group(0)!r} (a person is 'they')")
            m = ROBOT_LIFE.search(line) if n.get("body") == "robot" else None
            if m:
                bad("robot-body-life", f"npc/{who}/{k}: {m.group(0)!r} (a robot has no living body)")
        if n.get("body") == "robot":
            for sk in n.get("skills") or []:
                if ROBOT_LIFE.search(sk["name"]) or sk["name"].startswith("Drug Tolerance"):
                    bad("robot-body-life", f"npc/{who}/skills: {sk['name']!r} (a robot takes no drugs)")
        m = WELCOME.search(n.get("manner") or "")
        if m and hiding and folk == "local":
            bad("hiding-locals-welcome", f"npc/{who}/manner: {m.group(0)!r} (the locals hide from "
                                         f"strangers)")
        m = LONG_AGO.search(n.get("secret") or "")
        if m and n.get("age") == "young":
            bad("young-long-ago", f"npc/{who}/secret: {m.group(0)!r} (they are young)")
        if RIVAL_LOVE.search(n.get("secret") or "") and not (
                world.get("rivals") == "here" and world.get("visits") == "some"):
            bad("rival-love-unmet", f"npc/{who}/secret: in love with a rival crew they cannot have "
                                    f"met (rivals {world.get('rivals')}, visits {world.get('visits')})")
        if folk == "local" and REPORTS.search(n.get("secret") or ""):
            bad("local-reports-client", f"npc/{who}/secret: a local reports to the client at home")
    if hiding:
        start = trip.get("start") or {}
        for where, t in (("start", start.get("read_aloud") or ""), ("start/then", start.get("then") or "")):
            m = CROSSING.search(t)
            if m:
                bad("hiding-locals-welcome", f"{where}: {m.group(0)!r} (the locals hide from strangers)")
    for n in people:
        if n["role"] == STRANDED:
            worn = next((g for g in _garments() if g in (n.get("look") or "")), None)
            if worn:
                bad("stranded-dressed", f"npc/{n['name']}/look: {worn!r} (they slipped dressed "
                                        f"for a DayTrip)")
    if world.get("mission") == "tourism":
        _party(trip, world, bad)
    seen: dict[str, str] = {}
    for n in people:
        for h in sorted(manner_parts(n.get("manner") or "")):
            if h in seen and seen[h] != n["name"]:
                bad("manner-shared", f"npc/{n['name']}/manner: {h!r} is also {seen[h]}'s")
            seen.setdefault(h, n["name"])


def _party(trip: dict, world: dict, bad) -> None:
    if not world.get("party"):
        bad("tourist-party-count", "a tourism job with no count of its tourists (world.party)")
        return
    count = party_count(world)  # "eight tourists"
    success = next((e.get("when") or "" for e in trip.get("endings") or []
                    if e.get("outcome") == "success"), "")
    for where, text in (("start/then", (trip.get("start") or {}).get("then") or ""),
                        ("endings/success", success)):
        if count not in text and party_words(world) not in text:  # "both tourists"
            bad("tourist-party-count", f"{where}: does not say the party is {count}")
