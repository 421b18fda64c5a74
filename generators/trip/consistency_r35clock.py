"""The consistency audit's round-35 rules on the clock, the costs and the numbers a GM needs
(cold reads r35 a and b of algorithm-31 trips, and the last review of algorithm-30 trips).
Registered in generators/trip/consistency_r35.py; tests/test_r35_clock.py feeds each rule a trip
broken on purpose.

- ``secret-late-vs-timed``: the client's secret does not want the crew slow on a job that fails
  or loses when they are late (cold reads glimmerbay-6, mossgate-22: "They want the job done a
  little late, so the next one is cheaper" beside "The client's deadline comes due at hour 20";
  "A rival is paying them to make sure the crew are slow" beside a Narrow Window, or a handshake
  that "will not wait"). Fix: the world fact ``late_fails`` (facts_r35.py, content/job_time.py),
  which those two secrets need ``no`` of (grammars/org.json).
- ``cost-unpriced``: a line that promises a cost says what it is ("The client owes the barn a
  favour, and this is how it gets paid": owes what?; "The one good vantage point belongs to
  someone, and they charge"; "a guide ... worth what they charge"; "for a price"; "a debt to the
  rivals"; "leaves with a gift and a debt"). Fix: the lines give a sum, a DL or hours, and say
  "our ruling" where the rules are silent (grammars/maguffin.json why and looks, org.json,
  tweaks.json, trip/maguffin_handling.json, trip/play_endings.json). An NPC's role ("A fixer
  who can get anything, for a price") is a title, not a line to price.
- ``storm-surprise-unannounced``: a flux storm that comes only as a hidden Mission Surprise says
  when it came, as the Flux Storms opposition's thread does (review: "Since the storm every gap
  ... leads somewhere slightly different", of a storm nobody saw come). Fix:
  trip/storm_locals.py storm_surprises, in the surprise's own GM-only text.
- ``given-name-cut``: a person whose name starts with no given name ("St. Vincent Millay", the
  writer of a Dream World) is never called by that first word alone (review: "St. Vincent Millay
  is hiding something: St. is writing everything the crew say"). Fix: render/names.py
  given_name, read by trip/clue_forms.py.

The clock's threats with no price are ``tick-threat-unpriced`` (consistency_r34comp.py), whose
price round 35 tightened to a real one (a DL, hours, a sum; not any "hour" or "roll": "by hour
22 it is waiting between them and the lander", trip/play_clock.json).
"""

from __future__ import annotations

import re

from ..content.job_time import WANTS_LATE, timed_by
from .storm_locals import ARRIVED, LABEL as STORM_LABEL, STORM

RULES = ("secret-late-vs-timed", "cost-unpriced", "storm-surprise-unannounced", "given-name-cut")

# a line that promises a cost the GM must name
COST = re.compile(r"\bowes the barn\b|\b(?:and they|what they) charge\b|\bfor a price\b|\ba debt to\b|"
                  r"\ba gift and a debt\b|\bfor a fee\b|\bat a price\b", re.I)
# and the cost named: a sum, a DL, hours on the clock
PRICE = re.compile(r"\d+(?:\.\d+)?M\b|\bDL \d|\b(?:an?|one|two|three|four|\d+) (?:more )?hours?\b", re.I)


def _secret(trip: dict) -> str:
    return " ".join(str(d.get("text") or "") for d in trip.get("client_details") or ()
                    if d.get("label") == "Not telling the crew")


def _late(trip: dict, world: dict, bad) -> None:
    secret = _secret(trip)
    if not WANTS_LATE.search(secret):
        return
    why = str((trip.get("maguffin") or {}).get("why") or "")
    timed = timed_by(trip.get("complications") or (), world.get("maguffin"), world.get("maguffin_time"), why)
    if timed:
        bad("secret-late-vs-timed", f"the client's secret wants the crew slow ({secret[:70]!r}), and the job "
                                    f"fails when they are late: {', '.join(timed)}")


def _costs(every, bad) -> None:
    for where, text in every:
        if where.endswith("/role"):  # a role is a title ("A fixer ..., for a price")
            continue
        for sentence in re.split(r"(?<=[.!?])\s+", text or ""):
            if COST.search(sentence) and not PRICE.search(sentence):
                bad("cost-unpriced", f"{where}: a cost with no price: {sentence[:140]!r}")


def _storm(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or ()
    if any(th.get("label") == STORM_LABEL for sc in scenes for th in sc.get("threads") or ()):
        return
    for sc in scenes:
        sup = sc.get("surprise") or {}
        if sup.get("opposition") == STORM and not ARRIVED.search(str(sup.get("text") or "")):
            bad("storm-surprise-unannounced", f"scene {sc.get('number')}: a Flux Storms surprise, and nothing "
                                              f"says when the storm came: {str(sup.get('text'))[:100]!r}")


def _given(trip: dict, every, bad) -> None:
    for n in trip.get("npcs") or ():
        name = str(n.get("name") or "")
        first, _, rest = name.partition(" ")
        if not rest or not first.endswith("."):
            continue
        cut = re.compile(rf"(?<![\w.]){re.escape(first)}(?! {re.escape(rest)})")
        for where, text in every:
            if cut.search(text or ""):
                bad("given-name-cut", f"{where}: {name!r} called {first!r}: {text[:120]!r}")
                break


def check_r35clock(trip: dict, world: dict, every, bad) -> None:
    _late(trip, world, bad)
    _costs(every, bad)
    _storm(trip, bad)
    _given(trip, every, bad)
