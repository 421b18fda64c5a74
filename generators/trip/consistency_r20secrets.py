"""The consistency audit's round-20 secrets rules (brief r20 secrets; cold read 28, GMs reading
generated trips cold): NPC wants and secrets written for another kind of maguffin or of client.
generators/trip/consistency.py runs them; tests/test_r20_secrets.py feeds each a broken trip.

- ``fake-prize-kind``: "Swapped the prize at X for a fake, years ago" says the prize can be
  copied and carried off: only an object or a substance the crew do not make themselves
  (grammars/people.json sec_did needs ``maguffin: object|substance; maguffin_made: no``), never a
  place, a festival, a view or a piece of knowledge (cold read 28 a, b, f: 26 of 31 draws over
  the audit's 400 trips were on another kind).
- ``client-person-secret``: a secret that makes the client one person (their cousin, an old
  schoolfriend, their partner once, known "personally") needs ``client: person``; "Booked the
  trip through the client" needs a client a trip can be booked through, never one person
  (a company, a group, an institution). 16 of 20 of the person-only lines were on a group, a
  company, an institution or a government office over the audit's 400 trips.
- ``made-maguffin-before``: where the crew make the maguffin themselves (a survey's map, a
  record, a list: ``maguffin_made`` yes), nobody was paid to keep quiet about it, dreams of it
  every night, told the client about it or knows what it is worth: it does not exist until the
  crew make it (r20-sec-6: "Has been paid to say nothing about the tide record"; 15 draws over
  the audit's 400 trips).
- ``cut-off-writes-home``: one who cannot send word home today (a stranded DayTripper, someone
  wanting a ride home, a stranded gang, a dreamer's own figure: corpora/trip/role_classes.json
  ``word_home`` false, the person fact ``word_home``) never "still writes to the client" or
  "reports everything back" (5 draws over the audit's 400 trips on the base).
"""

from __future__ import annotations

import re

from ..content.cast_facts import role_facts

RULES = ("fake-prize-kind", "client-person-secret", "made-maguffin-before", "cut-off-writes-home")

FAKE = re.compile(r"\bSwapped the prize at .{1,120} for a fake\b", re.I)
PERSON_CLIENT = re.compile(r"\b(the client's (cousin|partner)|old schoolfriend of the client's|"
                           r"knows the client personally)\b", re.I)
BOOKED = re.compile(r"\bBooked the trip through\b", re.I)
WRITES_HOME = re.compile(r"\b(still writes to the client|reports everything back|has been reporting to)\b", re.I)
MADE_BEFORE = r"\b(paid to say nothing about|dreams about|told the client about|knows) {}\b"


def check_r20secrets(trip: dict, world: dict, every, bad) -> None:
    made = world.get("maguffin_made") == "yes"
    short = (trip.get("maguffin") or {}).get("short")
    before = re.compile(MADE_BEFORE.format(re.escape(short)), re.I) if made and short else None
    for n in trip.get("npcs") or []:
        where = f"npc/{n.get('name')}"
        if not n.get("creature") and not role_facts(n.get("role") or "")["word_home"] and \
                (m := WRITES_HOME.search(n.get("secret") or "")):
            bad("cut-off-writes-home", f"{where}: {m.group(0)!r}, but {n.get('role')!r} cannot send word home")
        for f in ("want", "secret"):
            t = n.get(f) or ""
            if FAKE.search(t) and (world.get("maguffin") not in ("object", "substance") or made):
                bad("fake-prize-kind", f"{where} {f}: a prize swapped for a fake where the maguffin's "
                                       f"kind is {world.get('maguffin')}{', made by the crew' if made else ''}")
            if world.get("client") != "person" and (m := PERSON_CLIENT.search(t)):
                bad("client-person-secret", f"{where} {f}: {m.group(0)!r} where the client is no one "
                                            f"person ({world.get('client')})")
            if world.get("client") == "person" and BOOKED.search(t):
                bad("client-person-secret", f"{where} {f}: a trip booked through one person")
            if before is not None and (m := before.search(t)):
                bad("made-maguffin-before", f"{where} {f}: {m.group(0)!r} before the crew make it")
