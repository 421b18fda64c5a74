"""Audit rules for a person maguffin (a rescue's stranded DayTripper) as one person, who walks
home with the crew (cold reads 17 and 18). Run by consistency_person.check_person on a trip
whose maguffin is a person; each is fed a contradicting trip by tests/test_consistency_cast.py.

- person-in-a-thing: the person is put inside a thing ("They live inside a locked book, and
  talk through the keyhole", "inside a painting", "in a jar") by a character tweak or their
  own look, yet walks home with the crew; a thing that goes where they go (a walking snail,
  the crew's shadows) is not a thing-form.
- person-as-goods: an ending, the clock or a scene treats the person as goods: "delivered as
  promised", "the price it fetched", paid for "item by item", sold, weighed, crated, "not all
  of it" or "incomplete".
- person-hurt-on-feet: a person who is hurt or sick ("sick, and not fit to walk far without
  help", maguffin_state hurt) whose own manner keeps them on their feet ("never sits down").
- rescued-one: the page makes the one person to rescue two ("There are two of them, each
  swearing the other is something the node made") while the cast has one of them.
"""

from __future__ import annotations

import re

from .consistency_walk import strings

CAST_PERSON_RULES = ("person-in-a-thing", "person-as-goods", "person-hurt-on-feet", "rescued-one")
STRANDED = "The stranded DayTripper the crew came for"
INSIDE = re.compile(r"\b((?:inside|within|lives? in|trapped in|shut in|sealed in|kept in)(?! (?:them|their|him|her)\b)|"
                    r"in a (jar|bottle|painting|picture|book|box|mirror|cage|locket|snow globe))\b", re.I)
GOES = re.compile(r"\b(walk\w*|shadows?|goes where|wherever they go|carr(y|ies) them|on their back)\b", re.I)
GOODS = re.compile(r"\b(delivered as promised|price (it|they|he|she) fetched|item by item|by (the )?weight|"
                   r"by the (pound|kilo)|sold (them|him|her)|(is|was|were|are|be|been|get) sold|"
                   r"in (its|a|their) crate|loaded aboard|not all of (it|them)|with the dust of the node "
                   r"still on (it|them)|signed for at)\b|(?<!')\bincomplete\b", re.I)
ON_FEET = re.compile(r"\b(never sits( down)?|stands with their back|paces\b|on their feet|never stops moving|"
                     r"never keeps still|bounces|runs everywhere)", re.I)
HURT = re.compile(r"\b(not fit to walk|one bad ankle|only with an arm round a crewmember|leaning on a crewmember|nobody (here )?can wake them|drop off whenever they sit|"
                  r"cannot walk|a broken leg|too weak to walk|sick\b)", re.I)
TWO = re.compile(r"\b(there are two of them|two of them|both of them|each swearing the other|twins?|"
                 r"the other (one|copy) of (them|her|him))\b", re.I)
SKIP = ("rolls", "command", "$schema")


def _lost(trip: dict) -> dict | None:
    return next((n for n in trip.get("npcs") or [] if n.get("role") == STRANDED), None)


def _about(trip: dict, lost: dict | None) -> list[str]:
    """How the page names the person: their name, the maguffin's short form and what."""
    m = trip.get("maguffin") or {}
    out = [lost["name"]] if lost else []
    out += [x for x in (m.get("short"), m.get("what")) if x and len(x) > 3]
    return [x.lower() for x in out]


def check_rescued_one(trip: dict, facts: dict, bad) -> None:
    """Add a violation through ``bad(rule, message)`` for each contradiction found."""
    lost = _lost(trip)
    names = _about(trip, lost)
    for t in trip.get("tweaks") or []:
        if lost and t.get("kind") == "character" and t.get("target", "").split(" (")[0] == lost["name"]:
            said = t.get("detail") or ""
            if (m := INSIDE.search(said)) and not GOES.search(said):
                bad("person-in-a-thing", f"tweak on {lost['name']}: {said!r} ({m.group(0)!r}), "
                                         f"yet they walk home with the crew")
    if lost and (m := INSIDE.search(lost.get("look") or "")) and not GOES.search(lost["look"]):
        bad("person-in-a-thing", f"npc/{lost['name']}/look: {m.group(0)!r}, yet they walk home")
    for e in trip.get("endings") or []:
        for k in ("bring", "client", "fame"):
            if m := GOODS.search(e.get(k) or ""):
                bad("person-as-goods", f"ending/{e.get('outcome')}/{k}: {m.group(0)!r} of a person")
        for f in e.get("follows") or []:
            if m := GOODS.search(f):
                bad("person-as-goods", f"ending/{e.get('outcome')}/follows: {m.group(0)!r} of a person")
    page = strings(trip, SKIP)
    for where, text in page:
        if where.startswith(("clock", "scenes", "events")) and any(x in text.lower() for x in names):
            if m := GOODS.search(text):
                bad("person-as-goods", f"{where}: {m.group(0)!r} of a person")
    if lost:
        hurt = facts.get("maguffin_state") == "hurt" or any(HURT.search(t) and any(
            x in t.lower() for x in names) for _, t in page)
        if hurt and (m := ON_FEET.search(lost.get("manner") or "")):
            bad("person-hurt-on-feet", f"npc/{lost['name']}/manner: {m.group(0)!r} of one who is hurt")
    at = f"npcs/{(trip.get('npcs') or []).index(lost)}/" if lost else "maguffin/"
    for where, text in page:  # the person's own lines, or any line that names them
        own = where.startswith(("maguffin/", at)) or any(x in text.lower() for x in names)
        if own and (m := TWO.search(text)):
            bad("rescued-one", f"{where}: {m.group(0)!r} of the one person the crew came for")
