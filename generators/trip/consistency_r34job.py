"""The consistency audit's round-34 job rules (cold reads r34-a and r34-b, readers of algorithm-30
trips: the job, the maguffin, the client and the strong start not hanging together, set-ups never
paid, clues that cannot carry their fact; 4 of 5 and 3 of 5). Registered in
generators/trip/consistency_r34.py; tests/test_r34_job.py feeds each rule a broken trip.

- ``paid-gone-then-stays``: the Success's client line never has the contact pay "and is gone
  before the crew have counted it" when their secret, come due, has them act at the hand-over.
  Cold read (r34-b quillfern-7): Buenaventura gone, then taking the soil core "straight to the
  barn's furnace in front of the crew". Fix: the fact ``client_stays`` (facts_r30.py,
  trip/endings.py), which that line needs "no" of.
- ``old-trace-today``: an old trace ("Marks scratched into the rock ... old but readable") never
  tells what the rival crew, who landed today, want or will take to step aside. Cold read (r34-b
  pemberlux-9). Fix: trip/clue_secret.py ``clue_tells`` (a way past the rivals is news of them).
- ``where-names-job-place``: a needed "The way to X" (the job already names X) is never told as
  "It gives the place: X" or "It names X". Cold read (r34-b vexhollow-5: hired to map the old
  mine, then "It gives the place: the old mine"). Fix: trip/clue_say.py.
- ``booking-tells-other``: the barn's logbook of the client's last booking tells only a secret a
  booking can show (who booked, a crew sent before). Cold read (r34-a, 2 of 5: the logbook for
  "The contact is leaving the client's service next week"). Fix: clue_tells "booking" and the
  line's ``knows``.
- ``foils-stacked``: at most one party works against the crew in secret: the client paid "to
  make sure the crew are slow", a local with money on the crew failing or paid to slow them, or a
  rival crew come to spoil the job. Cold read (r34-b tinsoldier-12: all three on one page).
  Fix: the fact ``foil`` (facts_r30.py), which those lines declare.
- ``held-yet-working``: a rescued person is not "working off a debt" while the last barrier has
  them tied to a post or locked up. Cold read (r34-b pemberlux-9). Fix: places.json kept_people.
- ``locals-buy-back-knowledge``: the locals never send an offer to buy back knowledge they hold
  (r34-a pinwhorl-88: the heir's name). Fix: the truth's needs (grammars/maguffin.json).
- ``rescue-client-booked-show``: a rescue's client line never gives the client a reason of its
  own ("under contract for a show on Saturday") beside a Why that gives another (r34-a
  brassmoth-19, r34-b pemberlux-9: a band contract beside a safe key, an insurance pay-out).
  Fix: the client is the traveller's employer (grammars/org.json, lists/client_short.json).
- ``price-needs-maguffin``: no clue is sold for help with a want that needs the maguffin in hand
  ("To get back what the stowaway borrowed and never returned"): helping means reaching it first
  (r34-a brassmoth-19: Lucy's needed clue to where the stowaway is). Fix: trip/clue_price.py
  ``reaches`` (trip/clues.py: no price; trip/scenes.py: no "who wants something first").
"""

from __future__ import annotations

import re

from ..content.foil import LOCAL_FOIL
from .clue_price import PRICED, reaches
from .clue_secret import BOOKED

RULES = ("paid-gone-then-stays", "old-trace-today", "where-names-job-place", "booking-tells-other",
         "foils-stacked", "held-yet-working", "locals-buy-back-knowledge", "rescue-client-booked-show",
         "price-needs-maguffin")

GONE = re.compile(r"\bis gone before the crew\b|\bleaves before the crew have counted\b", re.I)
DUE = "plays out here:"
OLD = re.compile(r"\b(old but readable|long ago|years ago|weathered|faded with age|moss-grown|ancient|"
                 r"generations ago)\b", re.I)
CARRIER = re.compile(r"\. (It|They) (shows?|says?|gives?|names?|points?|leads?|warns?|tells?)\b")
NAMES = re.compile(r"\. It (gives the place:|names) ", re.I)
LOGBOOK = re.compile(r"^The barn's logbook\b", re.I)
CLIENT_FOIL = re.compile(r"\b(paying them to make sure the crew are slow|paid by a rival to slow)\b", re.I)
RIVAL_FOIL = re.compile(r"\b(sent to stop anyone taking|To see the crew go home empty-handed|To keep the crew "
                        r"from ever reaching|To keep the crew busy until the job no longer matters|To make the "
                        r"crew's job so slow|wants this crew to fail|Spoilt a crew's job like this|paid only if "
                        r"the crew come home empty-handed)\b", re.I)
WORKING = re.compile(r"\b(working off a debt|working for their keep|working the fields for)\b", re.I)
TIED = re.compile(r"\b(tied by the wrists|tied to a post|locked in|chained|in irons|behind a barred door)\b", re.I)
BUY_BACK = re.compile(r"\bthe locals send an offer after the crew\b", re.I)
SHOW = re.compile(r"\b(under contract for a show|for a show on|booked to (play|perform))\b", re.I)


def _detail(trip: dict, label: str) -> str:
    return next((d.get("text") or "" for d in trip.get("client_details") or []
                 if isinstance(d, dict) and d.get("label") == label), "")


def _endings(trip: dict, bad) -> None:
    contact = _detail(trip, "Contact")
    for e in trip.get("endings") or []:
        line = e.get("client") or ""
        head, _, due = line.partition(DUE)
        # the contact named in what comes due is the contact there in person; "unless a PC proves
        # the client forged it" is about the client, not them at the hand-over (slip-n-slide
        # audit/517 of algorithm 30: the forged waiver's lawyer)
        if GONE.search(head) and due and contact and contact in due:
            bad("paid-gone-then-stays", f"ending/{e.get('outcome')}: {head.strip()[:70]!r}, then {due.strip()[:70]!r}")
    if (trip.get("maguffin") or {}).get("kind") == "knowledge":
        for e in trip.get("endings") or []:
            for x in e.get("follows") or []:
                if BUY_BACK.search(x):
                    bad("locals-buy-back-knowledge", f"ending/{e.get('outcome')}: {x[:90]!r} for "
                                                     f"{(trip.get('maguffin') or {}).get('what', '')[:40]!r}")


def _clues(trip: dict, bad) -> None:
    rivals = [r.get("name") for r in trip.get("rivals") or [] if r.get("name")]
    npcs = {n.get("key"): n for n in trip.get("npcs") or []}
    for f in trip.get("clues") or []:
        fid, fact = f.get("id") or "", f.get("fact") or ""
        today = fid == "rival" or fid.startswith("way") and (
            re.search(r"\brival crew\b", fact, re.I) or any(r in fact for r in rivals))
        for c in f.get("clues") or []:
            how = c.get("how") or ""
            carrier = CARRIER.split(how, maxsplit=1)[0]
            if today and c.get("kind") == "scene" and OLD.search(carrier):
                bad("old-trace-today", f"clue/{fid} at {c.get('at')}: {carrier[:60]!r} tells {fact[:60]!r}, "
                                       f"of a rival crew who landed today")
            if fact.startswith("The way to ") and NAMES.search(how):
                bad("where-names-job-place", f"clue/{fid}: {how[-70:]!r} for {fact!r}, a place the job names")
            n = npcs.get(c.get("at")) if c.get("kind") == "npc" else None
            if n and PRICED in how and reaches(n.get("want"), trip.get("maguffin") or {}):
                bad("price-needs-maguffin", f"clue/{fid}: {n.get('name')} tells it for help with "
                                            f"{n.get('want')!r}, which needs the maguffin first")
            if fid == "motive" and LOGBOOK.match(how) and not BOOKED.search(fact):
                bad("booking-tells-other", f"clue/motive: the barn's logbook cannot show {fact[:80]!r}")


def _foils(trip: dict, bad) -> None:
    found = []
    if CLIENT_FOIL.search(_detail(trip, "Not telling the crew")):
        found.append("the client")
    for n in trip.get("npcs") or []:
        own = " ".join(str(n.get(k) or "") for k in ("secret", "want"))
        if RIVAL_FOIL.search(own):
            found.append(f"{n.get('name')} (rival)")
        elif LOCAL_FOIL.search(own):
            found.append(str(n.get("name")))
    for r in trip.get("rivals") or []:
        goal = " ".join(d.get("text") or "" for d in r.get("details") or [] if isinstance(d, dict))
        if RIVAL_FOIL.search(goal) and not any(x.endswith("(rival)") for x in found):
            found.append(f"{r.get('name')} (rival)")
    crews = [x for x in found if x.endswith("(rival)")]
    holders = [x for x in found if not x.endswith("(rival)")] + crews[:1]
    if len(holders) > 1:
        bad("foils-stacked", f"{len(holders)} hidden motives against the crew: {', '.join(holders)}")


def _person(trip: dict, bad) -> None:
    if (trip.get("maguffin") or {}).get("kind") != "person":
        return
    texts = [sc.get(k) or "" for sc in trip.get("scenes") or [] for k in ("gm", "release")]
    texts += [(trip.get("maguffin") or {}).get(k) or "" for k in ("where", "looks", "what")]
    work = next((m.group(0) for x in texts if (m := WORKING.search(x))), None)
    tied = next((m.group(0) for x in texts if (m := TIED.search(x))), None)
    if work and tied:
        bad("held-yet-working", f"the one to rescue is {work!r} and {tied!r}")
    client = trip.get("client") or ""
    if SHOW.search(client) and (trip.get("maguffin") or {}).get("why"):
        bad("rescue-client-booked-show", f"client {client[:70]!r} beside the Why "
                                         f"{(trip.get('maguffin') or {}).get('why', '')[:70]!r}")


def check_r34job(trip: dict, world: dict, every, bad) -> None:
    _endings(trip, bad)
    _clues(trip, bad)
    _foils(trip, bad)
    _person(trip, bad)
