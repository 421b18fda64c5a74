"""The consistency audit's round-41 party rules (registered by scripts/round_registry.py 41 in
generators/trip/consistency_r41.py): a tour's paying tourists are people the GM must run, so every
one of them has a stat block, and who they are fits the client who pays for them. Each rule: what
it checks, the cold read that found it, and where the generator keeps to it.

- ``tourist-no-block``: every tourist the party counts (world.party_names, as many as world.party)
  is either the loudest of them, an NPC of the cast, or has an entry of the trip's ``party`` with
  the six stats, a Tourist's class and tier and at least one best move. Cold reads r40: aspen-3
  "Stat blocks for Cree Cocteau and Dallas Genet. Only Adel has one, yet every missed roll harms
  'one tourist'"; brook-12 "Stats for Harumi Kilmer, whose forged waiver drives the client's
  pay-off"; cinder-7 "Stat blocks for Bryan Kerouac, Sydney Valéry and Willy Dunbar"; dove-19
  "Stat blocks for Elijah García Márquez and Indy Amis". Fix: trip/party_blocks.py rolls the rules'
  NPC (a Tourist mook) for each, printed under the NPCs (templates/trip.md.j2, render/trip.py).
- ``tourist-block-cp``: a party tourist's block spends exactly its tier's CP, by the rules' costs
  (stats, skill levels, item bonuses, Fame, Rank), as every NPC's does (issue 10: a GM can trust
  the block). Fix: the block is the rules' own build (rules/npc.py), refitted at the same CP.
- ``party-reason-clash``: who a tourist is (the party's ``who`` lines), the loudest tourist's want
  and secret, the maguffin's Why and the party row never tell how the party got its seats
  otherwise than world.seats: nobody in a teacher's old class booked or bought their own ticket
  or was given the seat for wages; a club's outing is the club's members; and a club or a class
  party row says whose the party is. Cold reads r40: cinder-7 "The client is 'treating the last
  class they ever taught', but one tourist 'booked the trip to annoy their parents' and another
  was given the seat 'in place of wages the client owes them'"; gull-14 "The client itself is
  'The Galt Barbershop Singers' ... The party it pays for is 'Liliana Brooks (a retired
  schoolteacher ...) and Umber Borges (a retired bus driver ...)', with no singers". Fix:
  facts_r41party.py (seats ``class``), corpora/trip/tourist_whats.json ``needs``, the seat lines
  of grammars/people.json and maguffin.json, trip/party.py ``party_of``.
- ``party-tourist-age``: a party tourist's age band is one of the client's party ages
  (corpora/lists/client_short.json ``party_ages``), and who they are says no other age ("retired"
  is old, "a student", "a teenager" young). Fix: trip/party_blocks.py rolls the age first and
  draws the ``who`` for it.
"""

from __future__ import annotations

import re

from ..content.client import party_ages
from ..rules import cp
from ..rules.npc_data import tier_named

RULES: tuple[str, ...] = ("tourist-no-block", "tourist-block-cp", "party-reason-clash", "party-tourist-age")

LOUD = "The loudest of the paying tourists"
STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
# (pattern, the ways of getting a seat it allows: world.seats)
SEATS = tuple((re.compile(p, re.I), frozenset(v)) for p, v in (
    (r"\bbooked the trip to annoy\b|\bfamily bought the ticket\b|\bbooked the trip through\b|"
     r"\bowes the client for the ticket\b|\bseat booked with a rival\b", ("bought",)),
    (r"\bon a (free|prize) ticket\b|\bsent along by their family\b", ("bought", "gift")),
    (r"\bpaid too much\b|\bpaid for the ticket with money\b", ("bought", "club")),
    (r"\bin place of wages the client owes\b|\bto get them out of town\b|\bthank-you to the tourists\b|"
     r"\bthe client's neighbours\b", ("gift",)),
    (r"\bthe client's cousin\b|\bformer business partner\b|\bthe barn's waiting room\b|"
     r"\blecture about the Big Board\b|\bbooked this instead of a cruise\b|\borganiser's mother\b|"
     r"\bwell past ninety\b|\bbooked the trip to get away\b", ("bought", "gift", "club")),
    (r"\bpretending not to\b", ("bought", "gift")),
    (r"\b(the client's )?old pupils?\b|\bworst pupil\b|\blast essay the client set\b|"
     r"\blast class the client (ever )?taught\b", ("class",)),
    (r"^(one of the group's oldest hands|the member who|the newest member|a member (since|who))\b", ("club",)),
))
# whose the party is, said in the party row where the seats make it someone's
ROW_OF = {"club": re.compile(r"\b(all|both) of them members of\b"),
          "class": re.compile(r"\b(all|both) of them from the last class the client taught\b")}
AGE_SAID = ((re.compile(r"\bretired\b|\bgrandchildren\b", re.I), "old"),
            (re.compile(r"\ba student\b|\bteenager\b", re.I), "young"))


def _lines(trip: dict):
    """(where, text) of every line that says who a tourist is or how the party got its seats."""
    for k, b in enumerate(trip.get("party") or ()):
        yield f"party/{k}/who", str(b.get("who") or "")
    for n in trip.get("npcs") or ():
        if n.get("role") == LOUD:
            yield f"npc/{n.get('name')}/want", str(n.get("want") or "")
            yield f"npc/{n.get('name')}/secret", str(n.get("secret") or "")
    m = trip.get("maguffin") or {}
    yield "maguffin/why", str(m.get("why") or "")
    yield "maguffin/party", str(m.get("party") or "")


def _spent(b: dict) -> int:
    out = sum(cp.stat_cost(int(v)) for v in (b.get("stats") or {}).values())
    out += sum(cp.ladder_cost(int(sk.get("level") or 0)) for sk in b.get("skills") or ())
    out += sum(cp.item_cost(int(i.get("level") or 0)) for i in b.get("items") or ())
    out += cp.ladder_cost(int(b.get("fame") or 0), "fame")
    m = re.search(r"\((\w+) (\d)\)$", str(b.get("rank") or ""))
    return out + (cp.ladder_cost(int(m.group(2)), "rank") if m else 0)


def check_r41party(trip: dict, world: dict, every, bad) -> None:
    world = world or trip.get("world") or {}
    n = int(world.get("party") or 0)
    if not n:
        return
    names = list(world.get("party_names") or ())[:n]
    loud = {x.get("name") for x in trip.get("npcs") or () if x.get("role") == LOUD}
    blocks = {b.get("name"): b for b in trip.get("party") or ()}
    counted = [x for x in names if x not in loud][:n - len(loud)]
    for name in counted:
        b = blocks.get(name)
        if not b or set((b.get("stats") or {})) != set(STATS) or not b.get("odds") or not b.get("class"):
            bad("tourist-no-block", f"{name}: a paying tourist the party counts, with no stat block")
        elif _spent(b) != tier_named(str(b.get("tier") or "mook")).cp:
            bad("tourist-block-cp", f"party/{name}: spends {_spent(b)} CP, a {b.get('tier')} has "
                                    f"{tier_named(str(b.get('tier') or 'mook')).cp}")
    seats = world.get("seats")
    if seats:
        for where, text in _lines(trip):
            for p, ok in SEATS:
                if seats not in ok and (hit := p.search(text)):
                    bad("party-reason-clash", f"{where}: {hit.group(0)!r} in a party whose seats are "
                                              f"{seats} ({trip.get('client')!r}): {text[:80]!r}")
        row = str((trip.get("maguffin") or {}).get("party") or "")
        if seats in ROW_OF and row and not ROW_OF[seats].search(row):
            bad("party-reason-clash", f"maguffin/party: a {seats} party whose row does not say whose it is: {row[:80]!r}")
    ages = party_ages(trip.get("client") if isinstance(trip.get("client"), str) else None)
    for b in trip.get("party") or ():
        if ages and b.get("age") and b["age"] not in ages:
            bad("party-tourist-age", f"party/{b.get('name')}: {b['age']}, from {trip.get('client')!r} "
                                     f"(its party: {'/'.join(ages)})")
        for p, age in AGE_SAID:
            if p.search(str(b.get("who") or "")) and b.get("age") not in (None, age):
                bad("party-tourist-age", f"party/{b.get('name')}: {b.get('age')}, but {b.get('who')!r}")
