"""The consistency audit's round-36 cast rules (cold reads of algorithm-31 trips: a person's want,
job or stat block contradicts their role). Registered in generators/trip/consistency_r36.py;
tests/test_r36_cast.py feeds each rule a trip broken on purpose.

- ``want-passes-own-place``: a person never wants to get (or slip, sneak) past the place they
  are found at, keep, run or live at. Cold read: the warden of the climax site "Wants: To get
  past the cave mouth where the three-toed horses drink unseen, since the family there is
  feuding with theirs. Found at: The cave mouth where the three-toed horses drink" (two trips;
  the want's ``#place#`` is always the person's own place). Fix: grammars/people.json ``want``:
  the line is now to slip out of that place, or get home from it, unseen, and needs
  ``role != keeper; authority: no; broker: no; folk: local`` (no warden, organiser, keeper,
  office holder or go-between sneaks out of their own post; a visitor has no family feud here).
- ``non-crew-with-designation``: the one the crew came for, when the maguffin's line says they
  were never a SlipShip crewmember (a barn cleaner who stowed away, a writer who slipped alone,
  a tourist), holds no crew designation. Cold read: the stowaway "barn cleaner" is an
  "Amateur Explorer, Command crew". Fix: lists/maguffins.json ``"crew": false`` on those
  people, carried by content/maguffin.py (``stranded_crew``) and content/people.py (the
  person's ``crew``) to trip/cast.py ``roll_fitting(crew=)``.
- ``dreamer-knows-barn``: a role who has never heard of the barn (role_classes.json
  ``"barn": false``: the dreamer asleep on Earth, a writer as their readers imagine them) holds
  no Slip Dynamics and no slip calculator. Cold read: "an electrical engineer at the power
  company" whose stat block has Slip Dynamics and a slip calculator. Fix: skill_needs.json
  Slip Dynamics needs ``barn != unknown``; trip/cast.py ``roll_fitting`` checks such a role's
  skills with ``barn: unknown``.
- ``trade-paid-after-help``: help with a want that needs the maguffin in hand
  (trip/clue_price.py ``reaches``: "To hold the wine just once before it goes", "To see the
  stowaway safe") is never the price of help at a scene before or at the maguffin's: the crew
  could pay it only after the help was needed. Cold read: "Winter's help is payable only after
  the scene it helps with" (20 of 300 audit trips). Fix: trip/want_trade.py ``trade_for`` gives
  such a want ``late_line`` (it buys nothing on the way), and clue_price's HOLDS reads "go home
  with" as ``ride home with``.
- ``party-unseated``: a tourism job's party (world ``party``: how many paying tourists travel
  with the crew) is counted, named and seated in the maguffin section, not in the strong start
  alone: its ``party`` row says the count, names every tourist (the loudest, an NPC, and each of
  ``party_names`` the party counts) and the seats they take. Cold read: "Tourists counted for
  Success but with no entry; a party's seat count given only in the strong start". Fix:
  trip/party.py ``party_row``, set by trip/daytrip.py, printed by render/maguffin.py.
- ``friend-wants-them-punished``: the friend who shelters the missing DayTripper, or whom they
  will not leave, never wants to make them pay (trip/want_help.py ``PUNISH``). Fresh seed
  r36-cast-2: Mella Galena, "The friend the missing will not leave", "Wants: To make the retired
  pilot pay for what happened last week". Fix: grammars/people.json want_rescue, that line needs
  ``role != keeper`` (the friend is the person's keeper, content/people.py KEEPER_ROLES).
"""

from __future__ import annotations

import re

from ..content.class_pick import role_info
from ..data import load
from .base import COUNT_WORDS
from .clue_price import reaches
from .want_help import PUNISH

RULES = ("want-passes-own-place", "non-crew-with-designation", "dreamer-knows-barn", "trade-paid-after-help",
         "party-unseated", "friend-wants-them-punished")
FRIENDS = ("Sheltering the missing DayTripper", "The friend the missing will not leave")

PASS = re.compile(r"\b(?:get|slip|sneak|creep) (?:past|by) (?P<place>.+?)(?: unseen| without\b|,|$)", re.I)
SLIP_KIT = re.compile(r"^(Slip Dynamics|slip calculator)", re.I)
DESIGNATED = re.compile(r", (\w+) crew$")
HELPS_AT = re.compile(r"^Help with their want\b.*?\(scene (\d+)\)")


def _same(a: str, b: str) -> bool:
    """Whether two spellings name one place ("the Municipal Canal Lock", "The Municipal Canal Lock")."""
    norm = lambda x: re.sub(r"^the\s+", "", x.strip().lower())
    return bool(a and b) and norm(a) == norm(b)


def _never_crew() -> tuple[str, ...]:
    return tuple(v for v, _, f in load("lists/maguffins").items if f.get("crew") is False)


def _held_at(trip: dict) -> int:
    """The scene where the crew get the maguffin: its place's, else the last."""
    where = str((trip.get("maguffin") or {}).get("where") or "").lower()
    scenes = trip.get("scenes") or []
    nums = [sc["number"] for sc in scenes if str(sc.get("place") or "").lower() == where and where]
    return nums[-1] if nums else max((sc.get("number") or 0 for sc in scenes), default=0)


def _party(trip: dict, world: dict, bad) -> None:
    n = int((world or {}).get("party") or 0)
    if not n:
        return
    row = str((trip.get("maguffin") or {}).get("party") or "")
    loud = [x.get("name") or "" for x in trip.get("npcs") or [] if x.get("role") == "The loudest of the paying tourists"]
    names = loud[:1] + list(world.get("party_names") or [])[:n - 1 if loud else n]
    count = COUNT_WORDS[n] if n < len(COUNT_WORDS) else str(n)
    missing = [x for x in names if x not in row]
    if not row or not re.match(rf"{count}\b", row, re.I) or missing or not re.search(r"\bseats?\b", row):
        bad("party-unseated", f"the party of {n} is not counted, named and seated in the maguffin section "
                              f"(row {row[:120]!r}; not named there: {missing})")


def check_r36cast(trip: dict, world: dict, every, bad) -> None:
    _party(trip, world or trip.get("world") or {}, bad)
    held = trip.get("maguffin") or {}
    what = str(held.get("what") or "")
    stowaway = next((v for v in _never_crew() if v in what), None)
    for n in trip.get("npcs") or []:
        if n.get("source") == "creature":
            continue
        who, where = n.get("name") or n.get("role"), str(n.get("where") or "")
        m = PASS.search(str(n.get("want") or ""))
        if m and _same(m.group("place"), where):
            bad("want-passes-own-place", f"{who} ({n.get('role')}), found at {where}, wants to get past it: {n['want']!r}")
        cls = str(n.get("class") or "")
        if stowaway and n.get("role") == "The stranded DayTripper the crew came for" and DESIGNATED.search(cls):
            bad("non-crew-with-designation", f"{who}, {stowaway}, holds a crew designation: {cls!r}")
        if n.get("role") in FRIENDS and PUNISH.search(str(n.get("want") or "")):
            bad("friend-wants-them-punished", f"{who} ({n['role']}) wants {n['want']!r}")
        m = HELPS_AT.search(str(n.get("trade") or ""))
        if m and int(m.group(1)) <= _held_at(trip) and reaches(n.get("want"), held):
            bad("trade-paid-after-help", f"{who} helps at scene {m.group(1)} for help with {n.get('want')!r}, "
                                         f"which needs {held.get('short') or 'the maguffin'} in hand (scene {_held_at(trip)})")
        if role_info(n.get("role") or "").get("barn") is False:
            kit = [s.get("name") or "" for s in n.get("skills") or []] + [i.get("name") or "" for i in n.get("items") or []]
            if slip := next((h for h in kit if SLIP_KIT.search(h)), None):
                bad("dreamer-knows-barn", f"{who} ({n.get('role')}) has never heard of the barn, yet holds {slip!r}")
