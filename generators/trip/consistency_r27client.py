"""The consistency audit's round-27 rules about the client's lines (the Big Board's ad, the
contact's manner, what the client is not telling the crew, the maguffin's why) and the
endings' pay (algorithm-25 trips; cold readers of algorithm-24 trips, r26-cold-a..j,
r26b-cold-a..d). generators/trip/consistency_r27.py runs them; tests/test_r27_client.py feeds
each a broken trip.

- ``client-unaware-why``: no client secret says the client "does not know this job exists"
  on a page whose maguffin has a why (every why is the client's own reason for the job: the
  audit's ``why-is-clients``), nor beside an ad the client posts. Cold read: "The client does
  not know this job exists" beside "Why: The client's rival wants it, and that is reason
  enough", and beside a poster for the client's own show. Fix: the assistant's line says what
  it meant (the client wants the thing, but never asked for the job: the contact posted it in
  the client's name), corpora/grammars/org.json ``client_hidden_assistant``.
- ``client-secret-unlanded``: a client secret that claims trouble on the node ("They are the
  reason Felia Minor is in trouble") has that trouble on the trip: the War Zone (Mission
  Complication) is the node's trouble the trip shows, at its places and on its clock. Cold
  read r26-cold-e: no trouble on Felia Minor shown, nor tied to the client. Fix: the line names
  the war and needs ``war: yes`` (content/__init__.py gives the client's lines the fact).
- ``pay-extra-unpaid``: what the ad or the contact's manner promises on top of the pay (a
  bottle on completion, expenses, meals, fuel at cost, a framed letter, a tip, receipts to
  bring) is in the Success ending's pay; and no ending line asks for receipts when the ad
  says "no receipts", nor bills the crew for fuel the ad says the client pays. Cold reads
  r26-cold-b, -d, -e: receipts, tips and bottles promised and never in the endings. Fix:
  trip/pay_extras.py reads the ad and the manner as printed (corpora/trip/pay_extras.json)
  and the endings pay them.
"""

from __future__ import annotations

import re

from .pay_extras import promised

RULES = ("client-unaware-why", "client-secret-unlanded", "pay-extra-unpaid")

UNAWARE = re.compile(r"\bdoes not know (this|the) job exists\b|\bnever heard of (this|the) job\b", re.I)
TROUBLE = re.compile(r"\bthe reason (?P<place>\S.*?) is (in trouble|at war)\b", re.I)
NO_RECEIPTS = re.compile(r"\bno receipts\b", re.I)
RECEIPT_ASK = re.compile(r"\b(insists on a receipt|wants every receipt|receipts? from the trip)\b", re.I)
CLIENT_FUEL = re.compile(r"\bthe client pays for fuel\b", re.I)
CREW_FUEL = re.compile(r"\bthe fuel and any damage are the crew's to pay\b|\bbill for the fuel\b", re.I)


def _secret(trip: dict) -> str:
    return next((str(c.get("text") or "") for c in trip.get("client_details") or ()
                 if c.get("label") == "Not telling the crew"), "")


def _manner(trip: dict) -> str:
    return next((str(c.get("text") or "") for c in trip.get("client_details") or ()
                 if c.get("label") == "Manner"), "")


def check_r27client(trip: dict, world: dict, every, bad) -> None:
    secret = _secret(trip)
    why = str((trip.get("maguffin") or {}).get("why") or "")
    if UNAWARE.search(secret) and why:
        bad("client-unaware-why", f"client: {secret[:70]!r} beside the client's why {why[:60]!r}")
    m = TROUBLE.search(secret)
    if m and "War Zone" not in (trip.get("complications") or ()):
        bad("client-secret-unlanded", f"client: {secret[:70]!r}, and no trouble on the node (no War Zone) "
                                      f"to land on")
    _extras(trip, bad)


def _extras(trip: dict, bad) -> None:
    teaser, manner = str(trip.get("teaser") or ""), _manner(trip)
    ends = {e.get("outcome"): e for e in trip.get("endings") or ()}
    success = ends.get("success") or {}
    paid = " ".join(str(success.get(k) or "") for k in ("pay", "bring", "client"))
    for phrase, row in promised(teaser, manner):
        if row["paid"].lower().removeprefix("plus ") not in paid.lower():
            bad("pay-extra-unpaid", f"the ad or manner promises {phrase!r}; the Success pays "
                                    f"{str(success.get('pay') or '')[:60]!r}")
    lines = [(o, str(e.get(k) or "")) for o, e in ends.items() for k in ("pay", "client", "bring")]
    lines += [(o, str(f)) for o, e in ends.items() for f in e.get("follows") or ()]
    if NO_RECEIPTS.search(teaser):
        for o, t in lines:
            if RECEIPT_ASK.search(t):
                bad("pay-extra-unpaid", f"the ad says 'no receipts'; the {o} ending asks for them: {t[:70]!r}")
    if CLIENT_FUEL.search(teaser):
        for o, t in lines:
            if CREW_FUEL.search(t):
                bad("pay-extra-unpaid", f"the ad says the client pays for fuel; the {o} ending bills the "
                                        f"crew: {t[:70]!r}")
