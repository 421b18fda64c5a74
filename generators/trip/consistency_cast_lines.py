"""Audit rules about NPC lines written without reading the rest of the page (round 13: review
12 findings 3 and 6, cold read 19 reader B class 2 and reader A E-9, class 7). Run by
generators/trip/consistency_cast.py ``check_cast``; each is fed a contradicting trip by
tests/test_consistency_cast13.py.

- ``local-from-home``: a local of the node's own people whose body is not human, on a world
  whose natives are not human, or of a valley before iron, never came from home or the barn
  ("Was a tourist here once, and never went home" on the robot "Cremonis-66"; "Was a
  DayTripper once" on a feathered warden).
- ``people-here-empty``: where nobody lives, no NPC line names the people here ("To leave
  without anyone here seeing them go" on an empty world).
- ``secret-cites-want``: a secret that gives a reason for a want ("it is why they want paying
  before they help the crew") stands beside a want that asks it (cold read 19: "Wants: To tell
  the pilot something").
- ``related-not-human``: a robot, an alien or a Chao native is nobody's kin from home: not
  "related to" the stranded DayTripper, the client or the crew (cold read 19: "Hirun-8 ... is
  related to the physicist").
- ``want-unnamed-someone``: a want that rests on a someone the page never names ("To be
  forgiven by someone at the hallway that is also a whale", cold read 19 E-9).
- ``dark-after-night-landing``: where the crew land in the night (``world.arrival``), nobody
  wants something done "before nightfall" or "before dark" (cold read 19, A-11: "To make sure
  the crew leave before nightfall", and the crew land at night).
- ``never-left-roams``: whoever "has never left" a place is found there, holds no office and
  has no work that takes them about (cold read 19, f-2: "a mayor's chief of staff" who "Has
  never left Ruby's Feed Store"; a go-between, a negotiator, whoever knows the ground).
- ``keeper-twice``: where someone of the cast holds the maguffin, its place names no other,
  unnamed keeper (cold read 19, f-7: "decided here, under the eye of a clerk who misses
  nothing" at the summit the warden Alexia Beerbohm keeps).
- ``secret-nobody-knows``: a secret the page says nobody knows, or nobody has found out, or
  was told to nobody, is not then told to the crew by someone else, overheard or found
  written down (cold read 19, g-4: "is related to the pilot, and nobody knows", and its clue
  "Overheard from locals"); what the holder only thinks ("thinks nobody knows") may be.
- ``party-fits-lander``: a tour's party fits the lander (the rules, 2.6 SHIP: a ship's
  Capacity is how many people it holds, one seat each): no more paying tourists than
  content/maguffin.py PARTY allows, the start says they take seats, and no line counts the
  party otherwise (cold read 19, C-2: "twelve tourists ... travel with the crew").
"""

from __future__ import annotations

import re

from ..content.cast_facts import PAYS, role_facts
from ..content.maguffin import PARTY
from ..needs import fits
from .base import COUNT_WORDS

RULES = ("local-from-home", "people-here-empty", "secret-cites-want", "related-not-human",
         "want-unnamed-someone", "party-fits-lander", "dark-after-night-landing", "never-left-roams",
         "keeper-twice", "secret-nobody-knows")
LINES = ("look", "manner", "want", "secret")
# came from home, the barn or a tour, however worded
HOME = re.compile(r"\b(was an? (tourist|DayTripper|visitor)( here)?( once)?|came (here )?(with|on) a tour|"
                  r"(came|is|was) (here )?from (the barn|home|Earth|Sacramento)|never went home|"
                  r"their (ship|lander) is still parked|(a|the) (tour|lander|slip) (that )?(brought|left) them)\b", re.I)
PEOPLE_HERE = re.compile(r"\b(anyone|anybody|someone|somebody|everyone|everybody|the people|people|"
                         r"the locals|the neighbours) (here|who live here|of this place)\b", re.I)
# a reason given for a want: "it is why they want paying", "which is why they need the money"
CITES_PAY = re.compile(r"\bwhy they (want|need|ask for|demand)( to be)? (paying|paid|payment|money|a price|"
                       r"a fee|a cut|a reward|coin)\b", re.I)
KIN = re.compile(r"\b(related to|kin (to|of)|(the|a) (long-lost )?(son|daughter|sister|brother|cousin|parent|child|"
                 r"mother|father|aunt|uncle|niece|nephew|grandchild|grandparent|twin) of)\b", re.I)
UNNAMED = re.compile(r"\b(forgiven|thanked|remembered|married|trusted|noticed|recognised|loved|"
                     r"forgotten|pardoned|welcomed) by (someone|somebody|a person)\b|"
                     r"\b(letter|message|word|note|gift|parcel) to (someone|somebody)\b|"
                     r"\b(someone|somebody) (at|in) .{1,60} to (forgive|thank|remember|notice)\b", re.I)
COUNTED = re.compile(r"\b(" + "|".join(COUNT_WORDS[2:]) + r"|\d+) (paying )?(tourists|passengers|holidaymakers)"
                     r"(?! of their own)\b", re.I)
DARK = re.compile(r"\b(before|by|until) (nightfall|dark|dusk|sundown|sunset|night comes|the light goes)\b", re.I)
NEVER_LEFT = re.compile(r"\b(has never (left|been (outside|beyond|past|out of))|never set foot (outside|beyond|"
                        r"out of)|has not left|hasn't left) (the |its )?(.+?)(?= and\b|,|;|\.|$)", re.I)
# a second keeper nobody names: "under the eye of a clerk", "kept by someone who" (a crowd, an
# army or a council is no one person)
OTHER_KEEPER = re.compile(r"\b(under the eye of|kept by|in the keeping of|in the care of|guarded by|watched by) "
                          r"(a|an|someone|somebody|one) (?!private army|crowd|gang|group|council|committee|pack|"
                          r"herd|swarm|flock)[\w-]+", re.I)
UNTOLD = re.compile(r"(?<!think )(?<!thinks )(?<!believe )(?<!believes )(?<!hope )(?<!hopes )\b((nobody|no one|"
                    r"no-one) (else )?(knows|has found out|has noticed|suspects|has guessed)|has (told|never told) "
                    r"(nobody|no one|anyone)|(told|tells) nobody)\b", re.I)
SEATS = re.compile(r"\bCapacity\b")


def native(n: dict, world: dict, facts: dict) -> bool:
    """Whether a local is of the node's own people in a way nobody from home is."""
    return n.get("folk") == "local" and (
        n.get("body") not in ("human", None) or world.get("natives") not in ("human", None)
        or fits("tech <= stone", facts))


def check_cast_lines(trip: dict, world: dict, facts: dict, bad) -> None:
    people = [n for n in trip.get("npcs") or [] if n.get("folk", "local") != "creature"
              and n.get("source") != "creature"]
    mag = trip.get("maguffin") or {}
    client = next((d["text"] for d in trip.get("client_details") or [] if d.get("label") == "Contact"), None)
    homefolk = ["the crew", "the barn", *([client] if client else []), *(
        [x for x in (mag.get("short"), mag.get("who")) if x] if world.get("maguffin") == "person" else [])]
    for n in people:
        who = f"npc/{n['name']}"
        for k in LINES:
            line = n.get(k) or ""
            if native(n, world, facts) and (m := HOME.search(line)):
                bad("local-from-home", f"{who}/{k} ({n.get('body')}, natives {world.get('natives')}): "
                                       f"{m.group(0)!r}, but they are of the node's own people")
            if world.get("inhabitants") == "nobody" and k in ("want", "secret") and (m := PEOPLE_HERE.search(line)):
                bad("people-here-empty", f"{who}/{k}: {m.group(0)!r}, and nobody lives here")
            if n.get("body") not in ("human", None) and k in ("want", "secret") and (m := KIN.search(line)):
                tail = line[m.end():].lower()
                if any(tail.lstrip().startswith(x.lower()) for x in homefolk) or any(
                        x.lower() in tail for x in homefolk if len(x) > 8):
                    bad("related-not-human", f"{who}/{k} ({n.get('body')}): {line!r}")
        if m := NEVER_LEFT.search(n.get("secret") or "") or NEVER_LEFT.search(n.get("want") or ""):
            rf = role_facts(n.get("role") or "")
            where = (n.get("where") or "").lower()
            place = m.group(m.lastindex).lower()
            if rf["roams"] or rf["authority"] or (where and place not in where and where not in place):
                bad("never-left-roams", f"{who}: {m.group(0)!r}, but they are {n.get('role')!r}, "
                                        f"found at {n.get('where')!r}")
        if (m := CITES_PAY.search(n.get("secret") or "")) and not PAYS.search(n.get("want") or ""):
            bad("secret-cites-want", f"{who}/secret: {m.group(0)!r}, but their want is "
                                     f"{n.get('want')!r}")
        if m := UNNAMED.search(n.get("want") or ""):
            bad("want-unnamed-someone", f"{who}/want: {m.group(0)!r}: the page names nobody")
    for n in trip.get("npcs") or []:  # a creature's want too ("To hunt before dark")
        if world.get("arrival") == "night" and (m := DARK.search(n.get("want") or "")):
            bad("dark-after-night-landing", f"npc/{n['name']}/want: {m.group(0)!r}, and the crew "
                                            f"land in the night")
    _party(trip, world, bad)
    _untold(trip, bad)
    if mag.get("held_by"):
        for loc in trip.get("locations") or []:
            text = " ".join(str(v) for v in loc.values() if isinstance(v, str))
            if m := OTHER_KEEPER.search(text):
                bad("keeper-twice", f"locations/{loc.get('name')}: {m.group(0)!r}, but "
                                    f"{mag['held_by']} holds {mag.get('short')}")


def _party(trip: dict, world: dict, bad) -> None:
    n = world.get("party")
    if not n:
        return
    if n > PARTY[1]:
        bad("party-fits-lander", f"a party of {n} tourists; a lander seats at most {PARTY[1]} beside the crew")
    then = (trip.get("start") or {}).get("then") or ""
    if not SEATS.search(then):
        bad("party-fits-lander", "the start does not say the tourists take seats in the ship's Capacity")
    words = {COUNT_WORDS[n] if n < len(COUNT_WORDS) else str(n), str(n)}
    for where, text in _texts(trip):
        for m in COUNTED.finditer(text):
            if m.group(1).lower() not in words:
                bad("party-fits-lander", f"{where}: {m.group(0)!r}, but the party is {n}")


def _texts(trip: dict):
    yield "start/then", (trip.get("start") or {}).get("then") or ""
    for e in trip.get("endings") or []:
        yield f"endings/{e.get('outcome')}", " ".join(str(e.get(k) or "") for k in ("when", "home"))
    for sc in trip.get("scenes") or []:
        yield f"scenes/{sc.get('id')}", " ".join(str(sc.get(k) or "") for k in ("want", "here", "then"))
    for n in trip.get("npcs") or []:
        yield f"npc/{n['name']}", " ".join(n.get(k) or "" for k in LINES)


def _untold(trip: dict, bad) -> None:
    """A secret nobody else knows has no clue from anyone else (or a trace someone left)."""
    for f in trip.get("clues") or []:
        if not str(f.get("id", "")).startswith(("lies-", "secret-")):
            continue
        m = UNTOLD.search(f.get("fact") or "")
        holder = (f.get("fact") or "").split(" is hiding", 1)[0].split(" keeps quiet", 1)[0].split("'s secret", 1)[0]
        for c in f.get("clues") or [] if m else []:
            how = c.get("how") or ""
            if not how.startswith(holder + ","):  # only the holder can tell what nobody knows
                bad("secret-nobody-knows", f"clue/{f['id']}: {m.group(0)!r}, yet {how!r}")
                break
