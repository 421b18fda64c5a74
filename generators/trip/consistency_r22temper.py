"""The consistency audit's round-22 rule on how one person tells what they know (the lead's own
reading of slip-n-slide/2 under algorithm 20: "Gardner, who tells it in a rush, glad to have it
off their chest" and "Gardner, who tells it grudgingly, as if each word cost them something", at
one scene). generators/trip/consistency.py runs it; tests/test_r22_temper.py feeds it a broken
trip and counts it over the audit's trips.
- ``teller-temper-mixed``: no person tells one clue eagerly and another reluctantly
  (trip/clue_price.py temper; trip/clues.py keeps a teller's later clues to the temper of their
  first: 50 people of hang and slip-n-slide audit/1..100 before, 0 after).
"""

from __future__ import annotations

from .clue_price import temper

RULES = ("teller-temper-mixed",)


def check_r22temper(trip: dict, world: dict, every, bad) -> None:
    by: dict[str, list[tuple[str, str]]] = {}
    for fact in trip.get("clues") or []:
        for cl in fact.get("clues") or []:
            if cl.get("kind") == "npc" and (tm := temper(cl.get("how") or "")):
                by.setdefault(cl.get("at") or "", []).append((tm, f"clue/{fact.get('id')}/{cl.get('at')}"))
    for at, told in sorted(by.items()):
        if len({tm for tm, _ in told}) > 1:
            eager = next(w for tm, w in told if tm == "eager")
            grudging = next(w for tm, w in told if tm == "reluctant")
            bad("teller-temper-mixed", f"{eager} tells it eagerly and {grudging} reluctantly")
