"""The consistency audit's round-35 place rules (cold reads of algorithm-30 trips, in most trips:
a place written as another kind of place, its name, description, what-is-here line and landing
site drawn from pools that share no fact about what the place is). Registered in
generators/trip/consistency_r35.py; tests/test_r35_places.py feeds each rule a trip broken on
purpose. What a place is for is read from its name: content/place_use.py ``place_use``
(corpora/lists/place_uses.json), a needs key, so the lines below are drawn only where they fit.

- ``business-line-at-non-business``: a place whose name says it is work, military, farm,
  worship, dwelling or natural ground is not written as a business (customers, regulars, new
  owners, a counter, the lunch crowd, "Opened last month", prices, a jukebox, a neon sign).
  Cold reads: "a rail yard that is a crowded bar"; "a packing shed described as a diner"; "The
  Haunted Cannery: Busy and loud; a radio behind the counter". Fix: grammars/places.json
  desc_recent, recent_detail and desc_past need ``place_use: trade|food|stay|any`` (or wider),
  and new siblings fit work, military and farm places; a scene's obstacle likewise (play_obstacles.json's
  two stallholders who "each insist the crew are their customers" need ``place_use: trade|dwelling|any``).
- ``field-line-at-non-field``: a place whose name says it is a business, work, military,
  public, worship or natural place does not land on (or say it has) tilled, sown or ploughed
  ground, a kitchen garden or a hen run. Cold read: "a rail yard that is ... a sown field" (The
  Crossroads Rail Yard: "a kitchen garden, right on top of somebody's beans"; The Downtown
  Drive-in: "a strip of tilled ground, lately sown"). Fix: slip_in_what's household and field
  landings need ``place_use: farm|dwelling|stay|any`` (or narrower).
- ``dug-room-at-natural-place``: a natural place (a lava tube, a cave, a canyon) is not a room
  dug under the ground or a cellar. Cold read: "a lava tube that is a dug cellar" ("A cellar of
  many pillars dug under banded ochre and umber stone" at The Humming Lava Tube). Fix:
  desc_planet's dug room and kept_people's cellar need ``place_use != natural``; two natural
  rock lines are new siblings.
- ``new-place-aged-line``: a place "Opened last month" (or freshly painted, brand new,
  half-built) has nothing "gone yellow with age" nor left alone "in years". Cold read:
  "Opened last month" beside "gone yellow with age". Fix: the new heads ("Opened last month",
  "Freshly painted", "Newly reopened") draw their detail from a new place's own pool
  (``recent_fresh``), never from recent_detail's aged lines; a sibling RESERVED card has no age.
"""

from __future__ import annotations

import re

from ..content.place_use import place_use

RULES = ("business-line-at-non-business", "field-line-at-non-field", "dug-room-at-natural-place",
         "new-place-aged-line")

BUSINESS = re.compile(r"\b(customers?|the regulars|new owners|owner's dog|lunch crowd|on the counter|behind the counter|"
                      r"opened last month|RESERVED card|the coffee is|lists prices|prices are criminal|jukebox|"
                      r"neon sign)\b", re.I)
NOT_BUSINESS = frozenset(("work", "military", "farm", "worship", "dwelling", "natural"))
FIELD = re.compile(r"\b(tilled ground|lately sown|ploughed|furrows|kitchen garden|somebody's beans|hen run)\b", re.I)
NOT_FIELD = frozenset(("trade", "food", "work", "military", "public", "worship", "natural"))
DUG = re.compile(r"\bdug (under|into|out of)\b|\b(a cellar of|in a cellar)\b", re.I)
NEW = re.compile(r"\b(opened last month|freshly painted|brand new|half-finished|half-built)\b", re.I)
AGED = re.compile(r"\b(gone yellow with age|nobody has bothered with it in years)\b", re.I)


def _quote(text: str, m: re.Match) -> str:
    return repr(text[max(0, m.start() - 60): m.end() + 60])


def check_r35places(trip: dict, world: dict, every, bad) -> None:
    for loc in trip.get("locations") or []:
        name, text = loc.get("name") or "", str(loc.get("text") or "")
        use = place_use(name)
        m = BUSINESS.search(text)
        if m and use in NOT_BUSINESS:
            bad("business-line-at-non-business", f"{name} ({use}) is written as a business: {_quote(text, m)}")
        m = FIELD.search(text)
        if m and use in NOT_FIELD:
            bad("field-line-at-non-field", f"{name} ({use}) is written as a field or a yard: {_quote(text, m)}")
        m = DUG.search(text)
        if m and use == "natural":
            bad("dug-room-at-natural-place", f"{name} (natural ground) is written as a dug room: {_quote(text, m)}")
        m, old = NEW.search(text), AGED.search(text)
        if m and old:
            bad("new-place-aged-line", f"{name} is new ({m.group(0)!r}) and aged ({old.group(0)!r})")
    for sc in trip.get("scenes") or []:  # a scene's obstacle: stallholders and their customers
        use = place_use(sc.get("place") or "")  # at a market or in a town, not at a rail yard
        for part in ("obstacle", "surprise"):
            text = str((sc.get(part) or {}).get("text") or "")
            m = BUSINESS.search(text)
            if m and use in NOT_BUSINESS - {"dwelling"}:
                bad("business-line-at-non-business", f"scene {sc.get('place')} ({use}): its {part} makes it a "
                    f"business: {_quote(text, m)}")
