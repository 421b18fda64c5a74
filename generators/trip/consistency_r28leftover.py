"""The consistency audit's round-28 rules for last round's small leftovers (algorithm-26 trips;
brief r28 leftover). generators/trip/consistency_r28.py runs them; tests/test_r28_leftover.py
feeds each a trip broken on purpose. Two more leftovers are read by round 27's own rules: a
place printed as its bare site ("Ministry." beside "Lantern End", hang audit/123: ``place-text-bare``,
fixed in content/bare_desc.py's last resort) and a blackmailer who is also the crew's competitor
(``npc-opposing-jobs``: content/event_roles.py ``blackmailers`` gives the tweak ``side: foe``);
``cast-celebrity-once`` now reads the draw's own list (content/class_pick.py ``classes_open``).

- ``ad-terms-clash``: the Big Board's ad never says a term and the note against it ("..., no
  receipts. Bring the receipts.", about 1 in 1,400 trips under algorithm 25). Fix:
  content/ad_terms.py draws the ad again while it holds a pair of ``CLASHES``.
- ``rescue-suit-unowned``: the stranded person's thin-air risk ("without a spare suit or mask
  they last an hour outside") is never printed of one who still has a survival suit (the
  maguffin's look "still in their survival suit", or their own "still in a survival suit whose
  helmet ring has gone green": slip-n-slide audit/83, audit/258). Fix: the fact
  ``stranded_suit`` (content/stranded_dress.py, trip/handling.py) and its own line.
- ``stranded-culprit-unnamed``: the client's payoff that the rescued person "names the one who
  stranded them" names someone of the trip (the keeper the fact ``culprit: keeper`` means:
  slip-n-slide audit/155, /262, /297, /47, /79 and hang audit/262 named nobody). Fix:
  corpora/trip/client_secret_due.json names ``{holder}``.
"""

from __future__ import annotations

import re

from ..content.ad_terms import clash
from ..content.stranded_dress import stranded_suit

RULES = ("ad-terms-clash", "rescue-suit-unowned", "stranded-culprit-unnamed")

NO_SPARE = re.compile(r"\bwithout a spare suit\b", re.I)
UNNAMED = re.compile(r"\bnames the one who stranded them\b", re.I)
NAMED = re.compile(r"\bnames (?P<who>[^;,.]+?) as the one who stranded them\b", re.I)


def _stranded_look(trip: dict) -> str:
    who = (trip.get("maguffin") or {}).get("who")
    return next((n.get("look") or "" for n in trip.get("npcs") or () if who and n.get("name") == who), "")


def check_r28leftover(trip: dict, world: dict, every, bad) -> None:
    if pair := clash(str(trip.get("teaser") or "")):
        bad("ad-terms-clash", f"the ad says {pair[0]!r} and {pair[1].strip('. ')!r}: {trip['teaser'][-90:]!r}")
    m = trip.get("maguffin") or {}
    risk = str((m.get("description") or {}).get("risk") or "")
    if NO_SPARE.search(risk) and stranded_suit(str(m.get("looks") or ""), _stranded_look(trip)) == "yes":
        bad("rescue-suit-unowned", f"maguffin risk {risk[:60]!r}, and they have a survival suit "
                                   f"({(m.get('looks') or '')[:40]!r} / {_stranded_look(trip)[:50]!r})")
    names = {n.get("name") for n in trip.get("npcs") or ()}
    for where, text in every:
        if UNNAMED.search(text or ""):
            bad("stranded-culprit-unnamed", f"{where}: {UNNAMED.search(text).group(0)!r} names nobody")
        for hit in NAMED.finditer(text or ""):
            if hit.group("who") not in names:
                bad("stranded-culprit-unnamed", f"{where}: names {hit.group('who')!r}, nobody of the trip")
