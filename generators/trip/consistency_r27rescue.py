"""The consistency audit's round-27 rescue rules: a rescue's stranded person (the maguffin) has one
situation, told one way on the whole page (cold readers of algorithm-25 trips, r27-cold-e, -f, -h).
generators/trip/consistency_r27.py registers them; tests/test_r27_rescue.py feeds each a trip
broken on purpose. The fix is in generation: what they wear is a fact rolled with their look
(``stranded_dress``, content/maguffin.py) that the stranded NPC's look declares in ``needs:``; a
person locked in a cellar is a "hide" beat the goal place already states (trip/beats.py), so no
tick moves them; the lines that promised a spare suit, a next-tick act or an unnamed theft now
say only what the page keeps.

- ``rescue-dress-two-ways``: the maguffin block says what they wear one way and the stranded NPC's
  look another ("still in their survival suit" beside "still in the barn's grey expedition
  coveralls"; "three layers of borrowed clothes" beside "a survival suit with the barn's badge
  half torn off": r27-cold-e).
- ``rescue-spare-suit-own``: a line fits them into "the crew's spare survival suit" while they
  wear or own one (their look, or an Automated Survival Suit among their items: r27-cold-e,
  r27-cold-h).
- ``rescue-held-moved``: the goal place keeps them in one spot ("locked in a cellar") while a tick
  moves them "to another corner" of it, the move never its own event (r27-cold-e tick 4).
- ``rescue-next-tick-none``: a line promises their captors act "at the next tick" ("try to take
  them back at the next tick") and no tick of the clock has anyone take them back (r27-cold-e).
- ``rescue-days-clash``: they left the barn last week (or days ago) while rivals "came for the same
  thing last month" (r27-cold-h): a timeline of days that cannot both hold.
- ``rescue-stole-unnamed``: their twist has them steal "something" and the page never names it
  (r27-cold-f "They stole something before they were stranded").
"""

from __future__ import annotations

import re

from .consistency_walk import strings

RULES = ("rescue-dress-two-ways", "rescue-spare-suit-own", "rescue-held-moved", "rescue-next-tick-none",
         "rescue-days-clash", "rescue-stole-unnamed")

STRANDED = "The stranded DayTripper the crew came for"
# what a look says they wear: the barn's survival suit, the barn's other kit, or clothes from here
SUIT_ON = re.compile(r"\b(?:in their survival suit|(?:barn-issue |a )survival suit\b(?!, the outer))", re.I)
BARN_KIT = re.compile(r"\b(expedition coveralls|thermal layer, the outer suit long gone)\b", re.I)
CLOTHES = re.compile(r"\b(local dress|borrowed clothes|mended clothes|a coat they have slept in|sash and a brass medal)\b",
                     re.I)
SPARE = re.compile(r"\bthe crew's spare survival suit\b", re.I)
OWN_SUIT = re.compile(r"\bSurvival Suit\b")
KEPT = re.compile(r"\b(locked in a cellar|locked in|shut in|chained)\b", re.I)
MOVED = re.compile(r"\bis moved to another corner of\b|\bmoves? (?:them|him|her) to\b", re.I)
NEXT_TICK = re.compile(r"\btry to take them back at the next tick\b", re.I)
TAKE_BACK = re.compile(r"\b(take|takes|taking|snatch|snatches) (?:them|[A-Z][^.;]{0,40}?) back\b")
RECENT = re.compile(r"\b(left the barn last week|went missing (?:last week|days ago)|stranded (?:last week|days ago))\b", re.I)
LONG_AGO = re.compile(r"\bcame for the same thing last (month|year)\b", re.I)
STOLE = re.compile(r"\bstole something\b", re.I)


def _dress(text: str) -> str | None:
    if SUIT_ON.search(text or ""):
        return "suit"
    if BARN_KIT.search(text or ""):
        return "kit"
    if CLOTHES.search(text or ""):
        return "clothes"
    return None




def _clock_texts(trip: dict) -> list[tuple[int, str]]:
    return [(t.get("tick"), e.get("text") or "") for t in (trip.get("clock") or {}).get("ticks") or []
            for e in t.get("events") or []]


def check_r27rescue(trip: dict, world: dict, every, bad) -> None:
    m = trip.get("maguffin") or {}
    if m.get("kind") != "person":
        return
    desc = m.get("description") or {}
    looks = m.get("looks") or desc.get("look") or ""
    stranded = [n for n in trip.get("npcs") or [] if n.get("role") == STRANDED]
    mine = _dress(looks)
    for n in stranded:
        theirs = _dress(n.get("look") or "")
        if mine and theirs and mine != theirs:
            bad("rescue-dress-two-ways", f"maguffin/looks {looks!r} beside npc/{n['name']}/look {n.get('look')!r}")
    owns = mine == "suit" or any(_dress(n.get("look") or "") == "suit" or any(
        OWN_SUIT.search(i.get("name") or "") for i in n.get("items") or []) for n in stranded)
    if owns:
        for text in (desc.get("size"), desc.get("risk"), desc.get("carry")):
            if text and SPARE.search(text):
                bad("rescue-spare-suit-own", f"maguffin {text!r} while they wear or own a survival suit")
    goal = next((loc for loc in trip.get("locations") or [] if loc.get("name") == m.get("where")), None)
    kept = KEPT.search((goal or {}).get("text") or "")
    for tick, text in _clock_texts(trip):
        if kept and MOVED.search(text):
            bad("rescue-held-moved", f"tick {tick}: {text[:90]!r} while {m.get('where')} has them {kept.group(0)!r}")
    risk = desc.get("risk") or ""
    if NEXT_TICK.search(risk) and not any(TAKE_BACK.search(text) for _, text in _clock_texts(trip)):
        bad("rescue-next-tick-none", f"maguffin risk {risk[:100]!r} and no tick has anyone take them back")
    page = [s for k, v in trip.items() if k not in ("rolls", "command", "world") for _, s in strings(v, ())]
    recent = next((r.group(0) for s in page if (r := RECENT.search(s))), None)
    if recent:
        for s in page:
            if hit := LONG_AGO.search(s):
                bad("rescue-days-clash", f"{hit.group(0)!r} while they {recent!r}")
                break
    if STOLE.search(m.get("really") or ""):
        bad("rescue-stole-unnamed", f"maguffin/really {m['really']!r}: what they stole is never named")
