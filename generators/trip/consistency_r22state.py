"""The consistency audit's round-22 rules on a rescued person's one situation (cold read r22 of
algorithm-20 trips: the person the crew came for told two ways). The world fact
``maguffin_state`` (held, hurt, hiding, unwilling: content/maguffin.py roll_state, drawn before
the client's ad) drives every line about them. generators/trip/consistency.py runs these;
tests/test_r22_state.py feeds each a broken trip and counts them over the audit's trips.

- ``state-ad-free``: the client's ad calls them a runaway (they left of their own will and keep
  away) while a captor holds them (held, or hurt and held: r22-cold-f "a runaway grad student"
  beside "held by Kerry ... keeps them locked in").
- ``state-secret-free``: their secret has them sending word to the barn ("Has been sending the
  barn false reports for days") while a captor keeps them locked up (r22-cold-f).
- ``state-peaceful-captor``: a captor holds them on a world whose people keep the peace by their
  own custom ("they own no weapons, and settle every quarrel by a long, formal exchange of
  apologies": the fact ``peaceful``), r22-cold-j.
- ``state-locked-outdoors``: they are "locked in", "shut in ... behind a door" or "in a cellar"
  at a place that is open ground (its ``setting`` outdoor: r22-cold-j "Open red dust ... a
  lean-to" and "keeps them locked in at the Bathea Ridge").
- ``state-years-fresh``: the GM's twist says they have been here for years, while their look is
  fresh from the barn ("thinner than their photo and have a new scar", "in the barn's grey
  expedition coveralls", "still in their survival suit": r22-cold-f, r22-cold-j).
- ``state-hurt-well``: they are hurt or sick (``maguffin_state`` hurt: "not fit to walk far without
  help") while a line has them walk or come home well ("Walks with the crew if they trust them",
  "in better shape than the client feared", "they can keep up at a walk": r22-cold-f).
- ``ending-client-asks``: a Success's client "asks no questions at all", then their secret plays
  out with them asking the crew something ("asks, too lightly, whether anyone on the node said
  their name": r22-cold-i).
- ``ending-photos-blank``: one ending brings "every tourist home with the view in their
  photographs" while it follows that "every photograph the tourists took of it has come out
  blank" (r22-cold-h).
- ``truth-twist-clash``: the maguffin's truth is no secret ("It is exactly what it seems", "the
  locals have a shed full of them") while a person "knows the truth about it, and nobody else here
  believes it", or a plain one a person "knows the one thing the map will get wrong" or is "paid
  to see that the map comes out wrong" (r22-cold-b, r22-cold-c).
"""

from __future__ import annotations

import json
import re

RULES = ("state-ad-free", "state-secret-free", "state-peaceful-captor", "state-locked-outdoors",
         "state-years-fresh", "state-hurt-well", "ending-client-asks", "ending-photos-blank",
         "truth-twist-clash")

# a person walking unaided, or home in good health
WELL = re.compile(r"\b(walks with the crew if they trust them|walks, if they are willing|"
                  r"in better shape than the client feared|they can keep up at a walk, not at a run|safe and whole)\b", re.I)
SKIP = ("rolls", "command", "$schema")
NO_QUESTIONS = re.compile(r"\basks no questions\b", re.I)
DUE = "GM, the client's secret plays out here:"
ASKS = re.compile(r"\b(asks?|questions?)\b", re.I)
PHOTOS = re.compile(r"\bin their photographs\b", re.I)
BLANK = re.compile(r"\bphotographs?\b[^.]*\bcome out blank\b", re.I)
PLAIN = re.compile(r"^(It is exactly what it seems|They are exactly who the client said|Both beasts are exactly what they seem)\b")
COMMON = re.compile(r"\b(the locals have a shed full of them|the locals know it|they know exactly how much|"
                    r"Two of the locals claim (?:it|them)|the locals know exactly how much)\b")
UNBELIEVED = re.compile(r"\bnobody else here believes it\b", re.I)
GETS_WRONG = re.compile(r"\b(will get wrong|comes out wrong)\b", re.I)
STRANDED = "The stranded DayTripper the crew came for"
CAPTIVE = ("held", "hurt")
RUNAWAY = re.compile(r"\b(runaway|ran away|run away from)\b", re.I)
SENDS_WORD = re.compile(r"\b(sending the barn|false reports|reports? back to the barn|writes? to the barn)\b", re.I)
LOCKED_IN = re.compile(r"\b(locked in|shut in|behind a (barred )?door|barred door|in a cellar)\b", re.I)
YEARS = re.compile(r"\bhere for years\b", re.I)
# a look fresh from the barn: the barn's kit still worn, a photo still a likeness
FRESH = re.compile(r"\b(thinner than their photo|still in their survival suit|barn's grey expedition coveralls|"
                   r"barn-issue survival suit|survival suit with the barn's badge)\b", re.I)


def _inline(name: str) -> str:
    return name[:1].lower() + name[1:] if name.startswith("The ") else name


def _endings(trip: dict, bad) -> None:
    for e in trip.get("endings") or []:
        client, _, due = (e.get("client") or "").partition(DUE)
        if NO_QUESTIONS.search(client) and ASKS.search(due):
            bad("ending-client-asks", f"{e.get('outcome')}: {client.strip()!r} then {due.strip()[:80]!r}")
        if PHOTOS.search(e.get("bring") or "") and any(BLANK.search(f) for f in e.get("follows") or []):
            bad("ending-photos-blank", f"{e.get('outcome')}: {e['bring']!r} beside photographs come out blank")


def _truth(trip: dict, bad) -> None:
    really = ((trip.get("maguffin") or {}).get("really") or "").strip()
    plain, common = PLAIN.search(really), COMMON.search(really)
    for n in trip.get("npcs") or []:
        secret = n.get("secret") or ""
        if (plain or common) and UNBELIEVED.search(secret) or plain and GETS_WRONG.search(secret):
            bad("truth-twist-clash", f"npc/{n.get('name')} secret {secret!r} beside the truth {really!r}")


def check_r22state(trip: dict, world: dict, every, bad) -> None:
    _endings(trip, bad)
    _truth(trip, bad)
    m = trip.get("maguffin") or {}
    if m.get("kind") != "person":
        return
    state = (trip.get("world") or {}).get("maguffin_state")
    stranded = [n for n in trip.get("npcs") or [] if n.get("role") == STRANDED]
    if state in CAPTIVE:
        if RUNAWAY.search(m.get("what") or ""):
            bad("state-ad-free", f"maguffin is {m.get('what')!r} but {state}, held by {m.get('held_by')!r}")
        for n in stranded:
            if SENDS_WORD.search(n.get("secret") or ""):
                bad("state-secret-free", f"npc/{n['name']} secret {n['secret']!r} while {state} by a captor")
        if (trip.get("world") or {}).get("peaceful") == "yes":
            bad("state-peaceful-captor", f"maguffin {state} by {m.get('held_by')!r} among a peaceful people")
    outdoor = {loc.get("name"): loc.get("setting") for loc in trip.get("locations") or []}
    for loc in trip.get("locations") or []:
        if loc.get("setting") == "outdoor" and LOCKED_IN.search(loc.get("text") or ""):
            bad("state-locked-outdoors", f"location/{loc['name']}: {loc['text'][:100]!r} at open ground")
    for sc in trip.get("scenes") or []:
        place = sc.get("place") or ""
        setting = outdoor.get(place) or next((v for k, v in outdoor.items() if _inline(k or "") == place), None)
        for key in ("release", "gm"):
            if setting == "outdoor" and LOCKED_IN.search(sc.get(key) or ""):
                bad("state-locked-outdoors", f"scene/{sc.get('number')} {key}: {(sc.get(key) or '')[:100]!r} "
                    f"at {place}, open ground")
    if YEARS.search(m.get("really") or ""):
        looks = [("maguffin/looks", m.get("looks") or "")] + [(f"npc/{n['name']}/look", n.get("look") or "")
                                                             for n in stranded]
        for where, text in looks:
            if (hit := FRESH.search(text)):
                bad("state-years-fresh", f"{where} {hit.group(0)!r} beside the twist {m['really']!r}")
    if state == "hurt":
        for key, value in sorted(trip.items()):
            if key not in SKIP and (hit := WELL.search(json.dumps(value, ensure_ascii=False))):
                bad("state-hurt-well", f"{key}: {hit.group(0)!r} while they are hurt")
