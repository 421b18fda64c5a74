"""Audit rules for the maguffin as one thing, told one way, whose truth pays off (round 15,
``once``; generators/trip/consistency.py runs them, tests/test_r15_once.py feeds each a
contradicting trip).

- ``maguffin-truth-paid``: the GM-only "what it really is" (``maguffin.really``) is used: the
  Success ending says what the GM plays when it comes out (its row of corpora/trip/
  maguffin_truth_due.json). Cold reads: about 290 of 300 trips kept a secret in the GM box
  that no scene, clue or ending ever used.
"""

from __future__ import annotations

from ..errors import GrammarError
from .endings import truth_due

RULES = ("maguffin-truth-paid",)
PAID = "comes out here: "


def _truth(trip: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    really = (m.get("really") or "").strip()
    if not really:
        return
    try:
        truth_due(really)
    except GrammarError:
        bad("maguffin-truth-paid", f"the maguffin's truth has no payoff row: {really[:80]!r}")
        return
    ends = [e for e in trip.get("endings") or [] if e.get("outcome") == "success"]
    said = " ".join(f for e in ends for f in e.get("follows") or [])
    if "the truth about" not in said or PAID not in said:
        bad("maguffin-truth-paid", f"no ending plays the maguffin's truth: {really[:80]!r}")


def check_r15once(trip: dict, world: dict, every, bad) -> None:
    _truth(trip, bad)
