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
- ``paid-then-withheld``: the Success's client line says the crew are paid ("pays in full, on
  the spot") and the client's secret, come due in the same line, holds the pay back ("will not
  pay until a PC proves it", "payment is frozen for a week"); corpora/trip/client_secret_due.json
  ``holds_pay``.
- ``failure-haul-is-the-job``: on an exploration or a survey (the job is to find and record),
  a Failure's haul is part of the job itself ("a half-finished record", "the place where the
  creature was, written down"): that is a Partial success, not a Failure.
- ``ask-never-said``: a scene's want says someone "wants something first" and never says
  what (the want only in the NPC's entry, far down the page).
- ``faction-own-cause-offer``: a faction whose Want is a cause of its own the crew have no
  part in (org.json ``fw_own``: "to prove a rival faction cheated") offers a way through "if
  the crew go along with them" or for "a yes" (trip/threads.py draws a ``faction_own`` line).
"""

from __future__ import annotations

import re

from .threads import FACTION, own

RULES = ("pay-roll-once", "pay-roll-has-miss", "partial-pay-is-half",
         "kind-client-wants-half-back", "one-piece-part-undone", "paid-then-withheld",
         "failure-haul-is-the-job", "ask-never-said",
         "faction-own-cause-offer")

ROLL = re.compile(r"\broll(?:s)? CHARM\b")
MISS = re.compile(r"\b(?:a tie or a loss|a loss|a miss|loses|fails)\b")
PAYS = re.compile(r"\bpays\b(?![^.;]*\bhalf\b)(?![^.;]*\bnothing more\b)")
KIND = re.compile(r"\b(?:generous(?:ly)?|kindly|apologis\w*)\b", re.I)
HALF_BACK = re.compile(r"wants the half [^.;]*back")
UNDONE = "part of the job left undone"
ONE_PIECE = ("person", "creature", "object")
PART_DONE = re.compile(r"\bhalf-finished record\b|\bthe place where .{1,60} was, written down\b", re.I)
UNSAID_ASK = re.compile(r"\bwants? something(?: first| in return)?\s*[.;]?$")
# the Want, then the offer, with the faction's Method and Attitude between (round 23's lines)
OFFER = re.compile(r"(?:What they want|with a request): (.+?)\. .*?(?:If the crew go along with them|A yes buys|"
                   r"A crew who leave a sign of goodwill)")
DUE = "GM, the client's secret plays out here:"
PAID = re.compile(r"\b(?:pays|hands over the rest|sends the money|the money will follow|it comes on)\b")
HELD = re.compile(r"\bbounces\b|\bpays the crew only if\b|\bwill pay only\b|\bstop the payment\b|"
                  r"\bpay comes a week late\b|\bwill not pay until\b|\bpaid only if\b|\bpayment is "
                  r"frozen\b|\bpays half and walks out\b|\bto keep the pay\b|\bbefore anyone is paid\b")


def _ending(trip: dict, outcome: str) -> dict:
    return next((e for e in trip.get("endings") or [] if e.get("outcome") == outcome), {})


def _manner(trip: dict) -> str:
    return next((d.get("text") or "" for d in trip.get("client_details") or []
                 if d.get("label") == "Manner"), "")


def check_r15pay(trip: dict, world: dict, every, bad) -> None:
    for sc in trip.get("scenes") or []:
        if UNSAID_ASK.search((sc.get("want") or "").strip()):
            bad("ask-never-said", f"scene {sc.get('number')}/want: {sc.get('want')!r} never says what")
        for th in sc.get("threads") or []:
            m = OFFER.search(th.get("text") or "") if th.get("label") == FACTION else None
            if m and own(m.group(1)):
                bad("faction-own-cause-offer", f"scene {sc.get('number')}/threads: {m.group(1)!r} is the "
                                               f"faction's own cause, and they offer a way through for it")
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
    said, _, due = (_ending(trip, "success").get("client") or "").partition(DUE)
    if due and PAID.search(said) and HELD.search(due):
        bad("paid-then-withheld", f"endings/success/client: {PAID.search(said).group(0)!r}, then "
                                  f"{HELD.search(due).group(0)!r} when the secret comes due")
    if (world or {}).get("mission") in ("exploration", "survey") and PART_DONE.search(fail.get("bring") or ""):
        bad("failure-haul-is-the-job", f"endings/failure/bring: {fail.get('bring')[:80]!r} is part of the "
                                       f"{world.get('mission')} job itself")
    if fail and HALF_BACK.search(fail.get("pay") or ""):
        for k, t in (("client/Manner", _manner(trip)), ("endings/failure/client", fail.get("client") or "")):
            if KIND.search(t):
                bad("kind-client-wants-half-back", f"{k}: {t[:70]!r} and the Failure's client wants the half back")
