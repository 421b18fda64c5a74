"""The consistency audit's rules about the client, the pay and the endings agreeing (round 15,
``pay``; generators/trip/consistency.py runs them, tests/test_r15_pay.py feeds each a
contradicting trip). The rules' pay is "the CL times the number of crewmembers"; a Partial
success pays half (this project's reading), the rest argued for with one roll.

- ``pay-roll-once``: the Partial success's roll for the rest of the pay is printed twice (the
  Pay line and the client's line, "highest die counts" beside "keep the best").
- ``pay-roll-has-miss``: the roll for the rest is printed with no result for a miss (what a
  win gets and what a loss leaves).
- ``partial-pay-is-half``: a Partial success's bring or client line says the client pays
  something other than the half the Pay line gives ("pays for what survived", "pays, less
  the hospital bill", "pays, grudgingly").
- ``kind-client-wants-half-back``: a kind or generous client (manner "tips generously",
  "apologises for everything"; a failure line "tells the crew, kindly") beside a Failure that
  says the client wants the half paid up front back.
- ``one-piece-part-undone``: "the part of the job left undone" after a Partial success on a
  job that is one piece (a person, a creature, an object: it is brought home or it is not).
"""

from __future__ import annotations

import re

RULES = ("pay-roll-once", "pay-roll-has-miss", "partial-pay-is-half",
         "kind-client-wants-half-back", "one-piece-part-undone")

ROLL = re.compile(r"\broll(?:s)? CHARM\b")
MISS = re.compile(r"\b(?:a tie or a loss|a loss|a miss|loses|fails)\b")
PAYS = re.compile(r"\bpays\b(?![^.;]*\bhalf\b)(?![^.;]*\bnothing more\b)")
KIND = re.compile(r"\b(?:generous(?:ly)?|kindly|apologis\w*)\b", re.I)
HALF_BACK = re.compile(r"wants the half [^.;]*back")
UNDONE = "part of the job left undone"
ONE_PIECE = ("person", "creature", "object")


def _ending(trip: dict, outcome: str) -> dict:
    return next((e for e in trip.get("endings") or [] if e.get("outcome") == outcome), {})


def _manner(trip: dict) -> str:
    return next((d.get("text") or "" for d in trip.get("client_details") or []
                 if d.get("label") == "Manner"), "")


def check_r15pay(trip: dict, world: dict, every, bad) -> None:
    part, fail = _ending(trip, "partial"), _ending(trip, "failure")
    if part:
        lines = [("pay", part.get("pay") or ""), ("client", part.get("client") or ""),
                 ("bring", part.get("bring") or "")] + [("follows", f) for f in part.get("follows") or []]
        rolls = [k for k, t in lines if ROLL.search(t)]
        if len(rolls) > 1:
            bad("pay-roll-once", f"endings/partial: the roll for the rest of the pay is printed in {rolls}")
        for k, t in lines:
            if ROLL.search(t) and not MISS.search(t):
                bad("pay-roll-has-miss", f"endings/partial/{k}: a roll for the pay with no result for a miss: {t[-90:]!r}")
        for k in ("bring", "client"):
            t = part.get(k) or ""
            if PAYS.search(t):
                bad("partial-pay-is-half", f"endings/partial/{k}: {t[:90]!r} beside the Pay line's half")
        if (world or {}).get("maguffin") in ONE_PIECE:
            for f in part.get("follows") or []:
                if UNDONE in f:
                    bad("one-piece-part-undone", f"endings/partial: {f[:70]!r} on a job for one "
                                                 f"{world.get('maguffin')}")
    if fail and HALF_BACK.search(fail.get("pay") or ""):
        for k, t in (("client/Manner", _manner(trip)), ("endings/failure/client", fail.get("client") or "")):
            if KIND.search(t):
                bad("kind-client-wants-half-back", f"{k}: {t[:70]!r} and the Failure's client wants the half back")
