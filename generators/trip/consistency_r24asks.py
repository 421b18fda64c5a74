"""The consistency audit's round-24 ask rules (issue 10, coherent trips: cold readers of
algorithm-21 trips found asks that do not fit who asks or when, and requests nothing pays).
generators/trip/consistency_r24.py runs them; tests/test_r24_asks.py feeds each a broken trip.
Counts are over hang + slip-n-slide audit/1..300 (`daytrip audit --consistency --runs 300`).

- ``faction-ask-unfit``: what a faction's scene line asks of the crew fits what the faction
  wants (trip/faction_asks.py ``ask_of``): "a crew who lend a hand" only of a faction that
  wants a job done, never of one that wants the crew's names or their answers; a faction that
  wants names is asked for names. Before: 75 + 78.
- ``faction-ask-too-early``: a faction met at the landing never asks for "word of anyone else
  the crew have met": at the landing they have met nobody yet. Before: 5 + 2.
- ``faction-lander-gone``: a faction whose Attitude holds "until the crew's lander is out of
  sight", or that wants "the crew's lander moved off a field they say is sacred", is met where
  the lander stands (the landing), not at a scene the crew reach on foot, where the lander is
  out of sight already. Before: 65 + 57.
- ``note-names-stranger``: the job's notice asks the crew to keep it from someone ("Do not
  tell Dr. Barker") only where that someone is on the trip (a person, the client). Before:
  10 + 7.
- ``want-unpaid``: everyone the page lists under NPCS has a Want that pays somewhere the GM
  can see: a clue they trade for help with it, an ending that names them, or their entry's
  own ``trade`` line (what help with it buys); a creature's want is what it does, and its
  block says how to get past it. Before: 375 + 385.

After (trip/faction_asks.py and threads.py, trip/want_trade.py, grammars/teaser.json): 0 + 0
of each.
"""

from __future__ import annotations

import re

from .faction_asks import ASK_WORDS, LANDER_FIELD, LANDER_TAIL, ask_of

RULES = ("faction-ask-unfit", "faction-ask-too-early", "faction-lander-gone", "note-names-stranger",
         "want-unpaid")

EARLY = "anyone else the crew have met"
_TELL = re.compile(r"\b[Dd]o not tell ((?:Dr\. |Mr\. |Ms\. |Mrs\. )?[A-Z][\w'-]*(?: [A-Z][\w'-]*)*)")


def _detail(f: dict, label: str) -> str:
    return next((d["text"] for d in f.get("details") or [] if d.get("label") == label), "")


def _factions(trip: dict, scenes: list[dict]):
    """(faction, scene index, thread text) for each faction's scene line."""
    for f in trip.get("factions") or []:
        for k, sc in enumerate(scenes):
            for th in sc.get("threads") or []:
                if th.get("label") == "Faction" and th["text"].startswith(f["name"]):
                    yield f, k, th["text"]


def _ask_fits(kind: str, text: str, f: dict) -> bool:
    """Whether a line's ask fits a faction of want ``kind``: every ask a line makes belongs to
    the kinds it fits (faction_asks.ASK_WORDS); the faction's own Want, Method and Attitude,
    which the line quotes, are not its ask ("keen not to be seen helping them")."""
    low = text.lower()
    for label in ("Want", "Method", "Attitude"):
        low = low.replace(_detail(f, label).rstrip(".").lower(), "")
    return all(kind in kinds for phrase, kinds in ASK_WORDS.items() if phrase in low)


def _people(trip: dict) -> str:
    names = [n["name"] for n in trip.get("npcs") or []]
    names.append(str(trip.get("client") or ""))
    return " | ".join(names)


def _paid(n: dict, trip: dict) -> bool:
    if (n.get("trade") or "").strip():
        return True
    for fact in trip.get("clues") or []:
        for c in fact.get("clues") or []:
            if c.get("at") == n["key"] and ("what they want" in c["how"] or "their Wants" in c["how"]):
                return True
    ends = " ".join(str(e) for e in trip.get("endings") or [])
    return n["name"] in ends


def check_r24asks(trip: dict, world: dict, every, bad) -> None:
    scenes = trip.get("scenes") or []
    for f, k, text in _factions(trip, scenes):
        kind = ask_of(_detail(f, "Want"))
        if not _ask_fits(kind, text, f):
            bad("faction-ask-unfit", f"faction/{f['name']}: wants {_detail(f, 'Want')!r} ({kind}), and "
                                     f"its line at scene {k + 1} asks otherwise: {text!r}")
        if k == 0 and EARLY in text:
            bad("faction-ask-too-early", f"faction/{f['name']}: at the landing, asks for word of "
                                         f"people the crew have not met yet: {text!r}")
        if k != 0 and (LANDER_TAIL in text or LANDER_FIELD in text):
            bad("faction-lander-gone", f"faction/{f['name']}: met at scene {k + 1} ({sc_place(scenes, k)}), "
                                       f"far from the lander: {text!r}")
    people = _people(trip)
    for m in _TELL.finditer(str(trip.get("teaser") or "")):
        if m.group(1) not in people:
            bad("note-names-stranger", f"teaser: {m.group(0)!r}, and {m.group(1)} is nobody on this trip")
    for n in trip.get("npcs") or []:  # a creature's want is what it does: its block says how to pass it
        if n.get("source") != "creature" and not _paid(n, trip):
            bad("want-unpaid", f"{n['key']}/{n['name']}: Wants {n['want']!r}, and no clue, ending or "
                               "line of their entry says what helping with it gets the crew")


def sc_place(scenes: list[dict], k: int) -> str:
    return scenes[k].get("place", "")
