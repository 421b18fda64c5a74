"""Audit rules for the cast's own lines against each other and against their parts in the
trip (generators/trip/consistency.py runs them; tests/test_consistency.py feeds each a
contradicting trip). Cold readers found these on pages that passed every other rule.

- ``client-teller-unmet``: the client's secret is told on the node by an NPC who has not
  met the client (their ``met_client`` fact), or whose own want says the client has never
  heard of them.
- ``teller-is-the-subject``: a clue cites "X's assistant" as its source while the fact says
  X is that assistant (nobody is their own assistant).
- ``seller-buys-back``: the maguffin's keeper (the trader selling it) wants to buy it, buy
  something back, or bargain for it.
- ``keeper-leaves-early``: the maguffin's keeper (an event's organiser) wants to leave, get
  off the node, walk out of their place or be somewhere else by nightfall, before the thing
  they keep happens (or while they hold the missing there).
- ``want-names-elsewhere``: an NPC found at one place whose want or secret names another of
  the trip's places (they are at, and can reach, their own).
- ``mimic-names-npc``: a shapeshifter's line (something that calls itself X, wears X's face)
  names an NPC of the trip, who is somewhere else on the page.
- ``office-without-office``: an NPC whose lines keep them in office, in a role that holds
  none (a storm-chaser who "forged the papers that keep them in office"; role_classes.json
  ``authority``).
- ``client-name-clause``: the client's name carries a clause about how the job came about
  ("The Sacramento City Council, after a close vote"): a name is a name.
"""

from __future__ import annotations

import re

from ..content.cast_facts import role_facts

RULES = ("client-teller-unmet", "teller-is-the-subject", "seller-buys-back",
         "keeper-leaves-early", "want-names-elsewhere", "mimic-names-npc", "client-name-clause",
         "office-without-office")

NEVER_MET = re.compile(r", who ha(?:s|ve) never (?:heard of|met) them\b", re.I)
BUYS = re.compile(r"\b(buy back|buy|bargain for|find out who took)\b", re.I)
LEAVES = re.compile(r"^To (get off|leave|walk out of)\b|\bbe somewhere else by\b", re.I)
OFFICE = re.compile(r"\bin office\b", re.I)
MIMIC = re.compile(r"\b(calls itself|wears? the face of|wearing the face of|in the shape of)\b", re.I)
CLAUSE = re.compile(r",\s*(after|before|because|following|once|since)\b", re.I)


def _contact(trip: dict) -> str:
    return next((d["text"] for d in trip.get("client_details") or []
                 if d.get("label") == "Contact"), "")


def _never_met(want: str, client: str) -> bool:
    """Whether a want says the client has never heard of (or met) them: "To impress X, who
    has never heard of them" (not the crew's pilot, who has never met them)."""
    head = NEVER_MET.split(want, 1)[0]
    return head != want and bool(client) and head.lower().endswith(client.lower())


def keeper(trip: dict) -> dict | None:
    """The NPC who holds the maguffin (``maguffin.held_by``), if any."""
    name = (trip.get("maguffin") or {}).get("held_by", "").split(" (")[0]
    return next((n for n in trip["npcs"] if name and n["name"] == name), None)


def _places_named(trip: dict, n: dict, text: str) -> list[str]:
    """The other places ``text`` names; a one-word name ("Halfway") only as the proper noun it
    is, never the word "gave up halfway" (slip-n-slide audit/201, algorithm 25)."""
    low = text.lower()
    out = []
    for loc in trip["locations"]:
        name = loc["name"].removeprefix("The ").removeprefix("the ")
        if loc["name"] == n.get("where"):
            continue
        if " " not in name.strip():
            if re.search(r"\b" + re.escape(name) + r"\b", text):
                out.append(loc["name"])
        elif re.search(r"\b" + re.escape(name.lower()) + r"\b", low):
            out.append(loc["name"])
    return out


def check_lines(trip: dict, world: dict, bad) -> None:
    npcs = {n["key"]: n for n in trip["npcs"]}
    contact, client = _contact(trip), trip.get("client") or ""
    for f in trip.get("clues") or []:
        for x in f["clues"]:
            who = npcs.get(x["at"])
            if f["id"] == "motive" and who and x.get("source", "npc") == "npc" and (
                    who.get("met_client") is False or _never_met(who.get("want", ""), client)):
                bad("client-teller-unmet", f"clue/motive: {who['name']} has never met the client "
                                           f"and tells their secret")
            for role in re.findall(r"\bthe client's (\w+)", f["fact"]):
                if any(x["how"].startswith(f"{nm}'s {role}") for nm in (contact, client) if nm):
                    bad("teller-is-the-subject", f"clue/{f['id']}: {x['how'][:50]!r} is the "
                                                 f"{role} the fact is about")
    k = keeper(trip)
    if k and BUYS.search(k.get("want", "")):
        bad("seller-buys-back", f"{k['name']} keeps the maguffin and wants: {k['want'][:60]!r}")
    if k and LEAVES.search(k.get("want", "")):
        bad("keeper-leaves-early", f"{k['name']} keeps the maguffin and wants: {k['want'][:60]!r}")
    names = {loc["name"] for loc in trip["locations"]}
    for n in trip["npcs"]:
        if n.get("where") in names:
            for part in ("want", "secret"):
                for p in _places_named(trip, n, n.get(part) or ""):
                    bad("want-names-elsewhere", f"{n['name']} is at {n['where']}; their {part} "
                                                f"names {p}")
    texts = [o if isinstance(o, str) else o.get("text", "") for o in trip.get("obstacles") or []]
    texts += [(sc.get(part) or {}).get("text", "") for sc in trip.get("scenes") or []
              for part in ("obstacle", "surprise")]
    for text in [x for t in texts for x in re.split(r"(?<=[.;:])\s+", t)]:  # the mimic's clause
        if MIMIC.search(text):
            for n in trip["npcs"]:
                if n["name"] in text:
                    bad("mimic-names-npc", f"{n['name']} is at {n.get('where')}, and a mimic "
                                           f"wears their name: {text[:60]!r}")
    if CLAUSE.search(client):
        bad("client-name-clause", f"the client's name is not a name: {client!r}")
    for n in trip["npcs"]:
        if n.get("folk") != "creature" and OFFICE.search(f"{n['want']} {n['secret']}") \
                and not role_facts(n["role"])["authority"]:
            bad("office-without-office", f"{n['name']} ({n['role']}) holds no office: "
                                         f"{n['secret'][:60]!r}")
