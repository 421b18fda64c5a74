"""The consistency audit's round-23 rules on the client's, the tourists' and the rescued person's
motives (cold read of algorithm-21 trips, r23-cold-b..i: one page told the same facts several
ways that cannot all be true). generators/trip/consistency_r23.py runs them;
tests/test_r23_motives.py feeds each a broken trip and counts them over the audit's trips.

- ``tour-seats-clash``: a tour's lines agree on how the tourists got their seats (the world fact
  ``seats``: bought from the client, given by the client, or the client's own club's outing).
  r23-cold-h: "a thank-you to the tourists for years of loyal work" beside "The client sold more
  seats than the trip has room for" and "Won the ticket in a raffle the client ran"; r23-cold-i:
  "The Davis Honeymooners' Club, who saved three years for the trip" beside "The tourists are
  the client's neighbours" and "Owes the client for the ticket".
- ``tour-client-unaware``: a tour's client knows about its own trip (r23-cold-g: "The client
  does not know this job exists" beside tourists who "paid in advance" and booked through them).
- ``secret-job-told``: a job that Must be Kept Secret is not one "they will talk about for
  years" (r23-cold-f; its Success's "a journalist ... turns up at the barn a week later" is the
  complication's own price of being seen, corpora/trip/play_endings.json follow:, and stays).
- ``rescued-wants-clash``: the person to rescue either wants to come home or does not
  (``maguffin_state`` unwilling): never "Wants: To take one thing home that proves it all
  happened" beside "does not want to leave" (r23-cold-b, -c, -e).
- ``stranded-fault-clash``: one cause of the stranding per page (the world fact ``stranded_by``):
  never "it was their own" mistake beside a guide who "led them the wrong way on purpose"
  (r23-cold-b) or "someone at the barn" (r23-cold-e).
- ``client-kin-why``: a family's reason is given only by a client who is family (client_tie kin):
  no landlord owed three months' rent whose why is "Their children have been told they are on
  holiday" (r23-cold-e).
"""

from __future__ import annotations

import re

from .consistency_walk import strings

RULES = ("tour-seats-clash", "tour-client-unaware", "secret-job-told", "rescued-wants-clash",
         "stranded-fault-clash", "client-kin-why")

SKIP = ("rolls", "command", "$schema", "world", "code", "seed", "path")

# (pattern, the ways of getting a seat it allows): bought from the client, given by the client,
# or the client is the tourists' own club, who pay their own way
SEATS = (
    (r"\bsold more seats\b|\bpaid in advance, and refunds\b|\bowes the client for the ticket\b|"
     r"\bthe client's best customers\b|\bbooked the trip through\b|\bseat booked with a rival tour\b|"
     r"\bpromised a discount for coming\b|\btest run\b", ("bought",)),
    (r"\bthank-you to the tourists\b|\braffle the client ran\b|\bin place of wages the client owes\b|\bthe client's neighbours\b", ("gift",)),
    (r"\bsaved (three years|up) for (the|this) trip\b|\bon its annual outing\b|\bbachelorette party\b", ("club",)),
    (r"\bpaid for a trip of a lifetime\b|\bhave paid for the photos\b|\bpaid for the ticket with money\b",
     ("bought", "club")),
)
_SEATS = tuple((re.compile(p, re.I), frozenset(v)) for p, v in SEATS)
UNAWARE = re.compile(r"\bdoes not know this job exists\b", re.I)
TOLD = re.compile(r"\btalk about it for years\b|\bthe whole street will hear\b|"
                  r"\bthe one who tells the world about it\b|\btravel writer is among the tourists\b|"
                  r"\bone of the tourists, is a travel writer\b", re.I)
UNWILLING = re.compile(r"\bmay not want to go\b|\bdoes not want to leave\b|\bdo not want to be rescued\b|"
                       r"\bnot decided whether to leave\b|\bexcuse not to go back\b", re.I)
# a want of the one to rescue that is a want to go home
HOMEWARD = re.compile(r"^To (leave without anyone here seeing them go|take one thing home|finish what they came "
                      r"for before they leave|bring the friend they made here home|say goodbye properly|"
                      r"get home|go home|be rescued|hear that the barn never gave up)", re.I)
# (pattern, who stranded the one to rescue)
FAULT = (
    (r"\bwhich mistake stranded them, and it was their own\b", "own"),
    (r"\bstranded them, and it was someone at the barn\b", "barn"),
    (r"\bled them the wrong way on purpose\b", "guide"),
    (r"\bleft behind on purpose, by the client\b|\bthe client (left them behind|stranded them)\b|"
     r"\bare the reason \S.* got stranded\b|\bwhy they were left behind\b|\bfeels responsible, and is right to\b", "client"),
    (r"\bIs the reason \S.* got stranded\b|\bknow who stranded \S.*, and have not told\b", "keeper"),
)
_FAULT = tuple((re.compile(p), who) for p, who in FAULT)
KIN_WHY = re.compile(r"\bTheir children have been told\b|\bpromised their family a homecoming\b|\bit is family\b", re.I)


def _hits(lines, pat):
    return [(w, t) for w, t in lines if pat.search(t)]


def check_r23motives(trip: dict, world: dict, every, bad) -> None:
    world = world or {}
    mission = world.get("mission")
    lines = strings(trip, SKIP)
    if mission == "tourism":
        _seats(lines, world, bad)
        for w, t in _hits(lines, UNAWARE):
            bad("tour-client-unaware", f"{w}: a tour's client who does not know the trip exists: {t[:90]!r}")
    if "Must be Kept Secret" in (trip.get("complications") or ()):
        for w, t in _hits(lines, TOLD):
            bad("secret-job-told", f"{w}: a job that Must be Kept Secret told abroad: {t[:90]!r}")
    if mission == "rescue":
        _rescued(trip, lines, world, bad)
        causes = sorted({(who, w) for w, t in lines for p, who in _FAULT if p.search(t)})
        said = sorted({who for who, _ in causes} | ({world["stranded_by"]} if world.get("stranded_by") else set()))
        if len(said) > 1:
            bad("stranded-fault-clash", f"the stranding told as {said}: {[w for _, w in causes][:4]}")
    if world.get("client_tie") not in (None, "kin"):
        why = (trip.get("maguffin") or {}).get("why") or ""
        if KIN_WHY.search(why):
            bad("client-kin-why", f"maguffin/why: a family's reason from a client tied by {world.get('client_tie')}: "
                                  f"{why[:90]!r}")


def _seats(lines, world: dict, bad) -> None:
    fact = world.get("seats")
    ways = [(w, t, ok) for w, t in lines for p, ok in _SEATS if p.search(t)]
    common = frozenset(("bought", "gift", "club") if fact is None else (fact,))
    for w, t, ok in ways:
        common &= ok
    if ways and not common:
        told = "; ".join(f"{w}: {t[:60]!r}" for w, t, _ in ways[:4])
        bad("tour-seats-clash", f"the tourists' seats told several ways (seats {fact}): {told}")


def _rescued(trip: dict, lines, world: dict, bad) -> None:
    who = (trip.get("npcs") or [{}])[0]
    unwilling = world.get("maguffin_state") == "unwilling"
    against = _hits(lines, UNWILLING)
    want = str(who.get("want") or "")
    if HOMEWARD.search(want) and (unwilling or against):
        bad("rescued-wants-clash", f"npcs/0/want {want[:60]!r} beside "
                                   f"{against[0][0] + ': ' + against[0][1][:50] if against else 'maguffin_state unwilling'}")
    elif against and world.get("maguffin_state") in ("held", "hurt", "hiding"):
        bad("rescued-wants-clash", f"{against[0][0]}: {against[0][1][:60]!r} for one "
                                   f"{world.get('maguffin_state')}, who wants to come home")
