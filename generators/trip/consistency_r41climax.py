"""The consistency audit's round-41 climax rules (registered by scripts/round_registry.py 41 in
generators/trip/consistency_r41.py): the climax and the clock give the GM one rule for each thing,
never two that disagree or cancel each other. Cold reads of round 40 (notes/r40/cold_a_report.md,
cold_b_report.md):

- ``talk-cure-for-rift``: the climax's obstacle works between the crew, on what they say to each
  other (a quarrel, a bicker, each sure another is lying: the obstacle's ``crew_rift``,
  trip/way_rift.py), and its needed way past has them go through "talking to each other" or says
  it "takes hold only of someone who goes through alone". Cold read (cold40-a-brook-12): "the
  crew start snapping at each other over nothing, and every word makes the quarrel worse" beside
  "it takes hold only of someone who goes through alone, so a crew who go through talking to
  each other the whole way, out loud, feel it only as a chill". Fix: that way past needs
  ``crew_rift != yes`` (generators/facts_r41climax.py); a rift's own way is silence.
- ``refusal-two-rules``: a person the crew came for who will not go is talked round by one rule:
  never two of the climax's "does not want to leave ... round", the clock's "it takes a CHARM roll
  against DL 4, or a truth they did not know" and How they travel's "Walks with the crew if they
  trust them (a CHARM roll against DL 2, or a good reason)". Cold read (cold40-a-elm-5): "four
  different rules for the same refusal, from opposed 1d6 up to DL 5". Fix: an unwilling person
  walks once talked round at the climax (corpora/trip/maguffin_handling.json), and the clock's
  refusal costs an hour before that one roll (corpora/trip/play_clock.json).
- ``won-over-and-not``: a person whose entry says they are "to be got past, not won over", or
  whose want is to keep the maguffin "whatever the crew offer", is the one the climax's last
  barrier lets the crew talk round or pay. Cold read (cold40-b-iris-23): Kallia's "What helping
  them buys: Nothing: helping with this want would undo the crew's job; they are to be got past,
  not won over" beside "talk Kallia round (the crew's CHARM, opposed by Kallia's BRAINS roll)".
  Fix: trip/want_trade.py ``WON_LINE`` for the one the climax talks round, and the want "To keep
  ... whatever the crew offer for it" needs ``role != keeper`` (corpora/grammars/people.json).
- ``one-price-many-ways``: a tick holds the crew to "the one price the climax names, and no
  other" while the climax gives more than one way (a price, talking the keeper round, keeping the
  tourists quiet). Cold read (cold40-b-gull-14): tick 2's "until the crew have settled with Vene
  at the one price the climax names, and no other" beside "pay 0.75M ..., talk Vene round ..., or
  keep the tourists quiet". Fix: the tick reads "by one of the ways the climax gives".
- ``deadline-at-event-end``: the client's Deadline wants the party on their way back to the lander
  at an hour the event is not yet over, or at the very hour it ends without saying that this is
  its end and that the slip itself could wait longer (the clock's "on their way by hour L").
  Cold read (cold40-b-gull-14): "The client's deadline comes due at hour 20: unless the tourists
  are on their way back to the lander by then" beside "the dance is at hour 19 and over by hour
  20" and tick 4's "the crew must be on their way by hour 22". Fix: the Deadline line for an
  event names the hour as the event's end and sets it against the slip's later hour
  (corpora/trip/play_clock.json); its hour is start.deadline_hour, never after the event's end
  nor the hour to start back.
"""

from __future__ import annotations

import re

from .way_rift import crew_rift

RULES: tuple[str, ...] = ("talk-cure-for-rift", "refusal-two-rules", "won-over-and-not", "one-price-many-ways",
                          "deadline-at-event-end")

TALK_CURE = re.compile(r"\btakes hold only of someone who goes through alone\b|\btalking to each other the whole way\b",
                       re.I)
# the rules a refusal can be read by (module docstring)
REFUSALS = (("the climax", re.compile(r"\bdoes not want to leave\b.*\bround\b", re.I)),
            ("the clock", re.compile(r"\bmade up their mind not to go\b.*\bCHARM roll against DL \d", re.I)),
            ("How they travel", re.compile(r"^Walks with the crew if they trust them \(a CHARM roll", re.I)))
NOT_WON = re.compile(r"\bnot won over\b", re.I)
NO_OFFER = re.compile(r"^To keep .+ here, whatever the crew offer\b", re.I)
ONE_PRICE = re.compile(r"\bthe one price the climax names\b", re.I)
WAYS = re.compile(r"\bround \(the crew's CHARM|\bpay \d|\bpromise \d|\btrade for\b|\bkeep the tourists\b", re.I)
DUE = re.compile(r"deadline comes due at hour (\d+)[^.]*?\bon their way back to the lander\b", re.I)
DUE_SAID = re.compile(r"deadline comes due at hour \d+, the hour .+ is over\b", re.I)
# a deadline the walk back brings before the event's end, which says so (trip/clock.py cut_short)
CUT_SAID = re.compile(r"deadline comes due at hour \d+, before .+ is over, since the walk back leaves no later hour\b", re.I)
OVER = re.compile(r"\bHow long it lasts:.*?(?:over (?:by|at) hour|to dusk at hour) (\d+)")


def _names(n: dict) -> set[str]:
    name = n.get("name") or ""
    return {name} if name.startswith("The ") else {name, name.split()[0]} - {""}


def _climax(trip: dict) -> dict:
    return next((sc for sc in reversed(trip.get("scenes") or []) if sc.get("kind") == "climax"),
                (trip.get("scenes") or [{}])[-1] if trip.get("scenes") else {})


def _ticks(trip: dict) -> list[str]:
    return [str(e.get("text") if isinstance(e, dict) else e) for t in (trip.get("clock") or {}).get("ticks") or []
            for e in t.get("events") or []]


def check_r41climax(trip: dict, world: dict, every, bad) -> None:
    climax = _climax(trip)
    texts = [t for _, t in every]
    ob = climax.get("obstacle") or {}
    if ob and crew_rift(ob) == "yes":
        for t in texts:
            if TALK_CURE.search(t):
                bad("talk-cure-for-rift", f"{ob.get('text', '')[:80]!r} beside the way past {t[:90]!r}")
                break
    if world.get("maguffin") == "person":
        texts = texts + [str(((trip.get("maguffin") or {}).get("description") or {}).get("carry") or "")]
        said = sorted({who for who, pat in REFUSALS for t in texts if pat.search(t)})
        if len(said) > 1:
            bad("refusal-two-rules", f"the refusal is read by {', '.join(said)}")
    release = str(climax.get("release") or "")
    for n in trip.get("npcs") or []:
        if not any(f"opposed by {x}'s BRAINS" in release for x in _names(n)):
            continue
        if NOT_WON.search(str(n.get("trade") or "")) or NO_OFFER.search(str(n.get("want") or "")):
            bad("won-over-and-not", f"{n.get('name')!r}: {str(n.get('want'))[:60]!r} / {str(n.get('trade'))[:60]!r}, "
                                    f"and the climax: {release[:80]!r}")
    ticks = _ticks(trip)
    if len(WAYS.findall(release)) > 1 or (WAYS.search(release) and " or " in release):
        for t in ticks:
            if ONE_PRICE.search(t):
                bad("one-price-many-ways", f"{t[:90]!r} beside the climax's {release[:90]!r}")
    ends = [int(m.group(1)) for t in texts for m in [OVER.search(t)] if m]
    if world.get("maguffin") == "event" and ends:
        for t in ticks:
            m = DUE.search(t)
            if m and not CUT_SAID.search(t) and (int(m.group(1)) < max(ends) or (
                    int(m.group(1)) == max(ends) and not DUE_SAID.search(t))):
                bad("deadline-at-event-end", f"{t[:90]!r}, and the event is over at hour {max(ends)}")
