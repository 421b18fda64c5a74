"""The consistency audit's round-35 world rules (cold reads of algorithm-30 trips: the world's
facts against its cast, and a person's secret against what they can know). Registered in
generators/trip/consistency_r35.py; tests/test_r35_world.py feeds each rule a trip broken on
purpose.

- ``masked-look-without-suit``: a person who goes sealed or masked out of doors (the person
  fact ``masked``, content/cast_facts.py masked: a visitor from Earth wherever the air is not
  breathable, a local human where it is toxic or none) is never described with bare head and
  open air ("a human without a suit on an airless world": "Wet hair slicked flat, a bandaged
  thumb, thin as a rake", a local human on a vacuum world; 55 of the 82 human people on vacuum
  or toxic worlds of slip-n-slide audit/1-300 and hang audit/1-400 wore no suit or mask).
  Fix: grammars/people.json look, the two bare human looks need ``masked: no``, a masked
  sibling shows the hair through a visor (the new ``visor`` pool), and the stranded
  DayTripper's coveralls and thermal layer need ``masked: no``.
- ``masked-manner-open-air``: nor does such a person's manner have them eat, chew, hand round
  gum or sniff the air (fresh seed rwworld-9, a vacuum robot world: the rival captain "with hair
  cut round a bowl just visible through the visor of a sealed helmet" who "eats constantly").
  Fix: grammars/people.json habit, those lines need ``masked: no``; two masked siblings (a tap
  on the glass in front of their face, the air gauge on their wrist).
- ``camp-on-first-visit``: on a world nobody from off the node has been to before (``before``
  none: the crew and today's newcomers, who landed an hour before them, are the first), no
  clue finds a camp pitched there ("A camp recorder left running in an empty tent at the Fold",
  "a voice recorder clipped to a guy-line": the cold reader's "an empty valley 32,000 years ago
  full of other visitors' tents"; 7 of the 12 empty first-visit worlds of slip-n-slide audit/1-300).
  Fix: corpora/trip/play_clues.json, the tent and guy-line recorders need ``before != none``,
  as the other visitors' scratched arrows, letters and old marks already did.
- ``rumour-without-client``: a person who has never met the client (``met_client`` false) has
  no secret saying they started what brought the crew here ("Started the rumour that brought
  the crew here", on a job the client put on the Big Board: 9 people of slip-n-slide
  audit/1-300, none of whom had met the client). Fix: grammars/people.json, the line moved from
  ``sec_did`` (anyone's secret) to ``secret_client`` (drawn only for one who has met the
  client, and says so: "reached the client"); ``sec_did`` has a rumour of its own about a place.
- ``stranded-by-their-friend``: the one named as who stranded the person the crew came for (the
  client's secret at the barn door, "names X as the one who stranded them"; a secret "Is the
  reason X got stranded") is never the friend who shelters them or whom they will not leave,
  nor the stranded person themselves ("the stranded woman named as the one who stranded the
  stowaway"; "Lake Moorcock names Pene Althea", the friend the missing will not leave: 4 of
  the 10 such lines of slip-n-slide audit/1-300 and hang audit/1-400). Fix:
  content/maguffin.py shelter_culprit: hiding or unwilling, the culprit is the client or nobody.
- ``newcomer-with-a-past``: on a first visit (``before`` none) a visitor is one of today's
  newcomers, who landed an hour before the crew, so their want or secret gives them no history at
  the node's places ("Owes more at the canyon where the floods ran than they can ever pay back"
  of "A newcomer who landed an hour before the crew"; "Still sleeps with a light on after one
  night at Fiddler's Rest, long ago" 38 million years ago; "Once saw a lander like the crew's
  come down here years ago": 14 of the 22 empty first-visit worlds of slip-n-slide audit/1-300
  and hang audit/1-400). Fix: the person fact ``past`` (content/cast_facts.py past_of), which
  those lines of grammars/people.json need (``past: here``).
"""

from __future__ import annotations

import re

from ..content.cast_facts import masked, past_of

RULES = ("masked-look-without-suit", "masked-manner-open-air", "camp-on-first-visit", "rumour-without-client", "stranded-by-their-friend",
         "newcomer-with-a-past")

# what a sealed or masked person's look shows of it (people.json masked_garment, visor, lost_garment)
SUIT = re.compile(r"\b(suits?|masks?|helmets?|visors?|faceplates?|filters?|respirators?|rebreathers?|"
                  r"sealed|hood with glass eyes)\b", re.I)
OPEN_AIR = re.compile(r"\b(eats constantly|offers everyone gum|chews|chewing|sniffs the air|smok(es|ing)|spits)\b", re.I)
CAMP = re.compile(r"\b(empty tent|tents? (pitched|left)|guy-lines?|camp recorder|other visitors' tents)\b", re.I)
RUMOUR = re.compile(r"\b(started the rumour that (?:\w+ ){0,4}brought the crew|"
                    r"rumour that brought the crew here|sold the client the tip|told the client about)\b", re.I)

NAMED = re.compile(r"\bnames (?P<who>[^;,.]+?) as the one who stranded them\b", re.I)
REASON = re.compile(r"\b(is the reason .{1,80}? got stranded|stranded .{1,60}? on purpose)\b", re.I)
# whoever is with a person who hides or will not leave: a friend (content/people.py KEEPER_ROLES)
SHELTER_ROLES = ("The friend the missing will not leave", "Sheltering the missing DayTripper")

# a history at one of the node's places before today (the people.json lines that need ``past: here``)
PAST = re.compile(r"\b(owes more at|let a neighbour take the blame|took a bribe to look the other way at|"
                  r"drove the last keeper of|tore a single name out of a ledger kept at|once stole from|"
                  r"buried a ledger at|swapped the prize at|was born at|once spent a whole night alone at|"
                  r"hid a stranger at|once buried a box at|after one night at .{1,80}?, long ago|"
                  r"saw a lander like the crew's come down here years ago|what they once did at|"
                  r"someone they wronged at|clear their name at|broke a borrowed tool at|sold a (fake )?map of|"
                  r"has been living under)\b", re.I)


def _looks(trip: dict, world: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        if n.get("source") == "creature" or n.get("body") != "human":
            continue
        if masked(n.get("folk") or "local", world) != "yes":
            continue
        if not SUIT.search(n.get("look") or ""):
            bad("masked-look-without-suit", f"{n.get('name')} ({n.get('folk')}) goes sealed or masked under "
                f"{world.get('air')} air, and their look shows no suit or mask: {n.get('look', '')[:120]!r}")
        if m := OPEN_AIR.search(n.get("manner") or ""):
            bad("masked-manner-open-air", f"{n.get('name')} goes sealed or masked under {world.get('air')} air, "
                f"and their manner has them in the open air: {m.group(0)!r}")


def _camps(trip: dict, world: dict, every, bad) -> None:
    if world.get("before") != "none":
        return
    lines = list(every) + [(f"clue/{f.get('id')}", str(x.get("how") or ""))
                           for f in trip.get("clues") or [] for x in f.get("clues") or []]
    for where, text in lines:
        m = CAMP.search(text or "")
        if m:
            bad("camp-on-first-visit", f"{where}: {m.group(0)!r} on a world nobody from off the node "
                f"has been to before (before: none)")


def _rumours(trip: dict, bad) -> None:
    for n in trip.get("npcs") or []:
        m = RUMOUR.search(str(n.get("secret") or ""))
        if m and not n.get("met_client"):
            bad("rumour-without-client", f"{n.get('name')} has never met the client, and their secret says "
                f"they brought the crew here: {m.group(0)!r}")


def _stranders(trip: dict, every, bad) -> None:
    roles = {n.get("name"): n.get("role") for n in trip.get("npcs") or []}
    who = (trip.get("maguffin") or {}).get("who")
    for where, text in every:
        for m in NAMED.finditer(text or ""):
            name = m.group("who")
            if roles.get(name) in SHELTER_ROLES or (who and name == who):
                bad("stranded-by-their-friend", f"{where}: names {name} ({roles.get(name)}) as the one who "
                    f"stranded the one the crew came for")
    for n in trip.get("npcs") or []:
        if n.get("role") in SHELTER_ROLES and REASON.search(str(n.get("secret") or "")):
            bad("stranded-by-their-friend", f"{n.get('name')} ({n.get('role')}) is the reason they got stranded: "
                f"{n.get('secret', '')[:100]!r}")


def _newcomers(trip: dict, world: dict, bad) -> None:
    if world.get("before") != "none":
        return
    for n in trip.get("npcs") or []:
        if n.get("source") == "creature" or past_of(n.get("folk") or "local", world) != "none":
            continue
        for k in ("want", "secret"):
            m = PAST.search(str(n.get(k) or ""))
            if m:
                bad("newcomer-with-a-past", f"{n.get('name')} ({n.get('role')}) is one of today's newcomers on a "
                    f"first visit, and their {k} gives them a past here: {m.group(0)!r}")


def check_r35world(trip: dict, world: dict, every, bad) -> None:
    _looks(trip, world, bad)
    _camps(trip, world, every, bad)
    _rumours(trip, bad)
    _stranders(trip, every, bad)
    _newcomers(trip, world, bad)
