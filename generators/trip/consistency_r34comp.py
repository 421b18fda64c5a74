"""The consistency audit's round-34 rules on complications, opposition and node mechanics that
leave the GM without a ruling or a number (cold reads 34 a and b, algorithm-30 trips: reader A
5 of 5, reader B 4 of 5). Registered in generators/trip/consistency_r34.py;
tests/test_r34_comp.py feeds each rule a broken trip.

- ``window-person-unnamed``: a Narrow Window's "one person who can settle" the maguffin is named
  when the page puts someone at the goal (cold read: "The one person who can settle the rubbing
  is at the Radio Tower ... only until hour 12", and the GM asked "Is it Camila?"). Fix:
  trip/window_person.py.
- ``storm-unannounced``: a trip whose obstacles are Flux Storms says when the storm came and what
  the people there make of it (cold read: "no storm is ever described arriving", loose reality
  blinking in a working diner in 2016 and nobody reacting). Fix: trip/storm_locals.py.
- ``paradox-unruled``: a Time Travel node's paradox rule says what its signs add up to, and a
  trip into the future never shows a sign that undoes the past (cold read: "what do signs add
  up to? Nothing says" at Catastrophic; "a song everybody knows stops having been written" in
  6343). Fix: content/nodes.py ADD_UP, grammars/time.json paradox_sign_ahead. (Round 35,
  stock: ``PAST_SIGN`` matches wording today's corpus still holds, in the past-only pool
  ``paradox_sign``, so it guards the picker in content/nodes.py, which gives a trip into the future
  ``paradox_sign_ahead`` only; it now also matches every line of ``paradox_sign`` that
  ``paradox_sign_ahead`` does not hold, read from the corpus, and the crew's home or own past
  ("home", "all their lives"), so a past-only sign added later is guarded too.)
- ``chao-flux-no-ruling``: every row of the Chao's flux table carries its table ruling (a DL, a
  roll, a harm, hours, what it stops), a flux that intensifies says how far, and a fixed point
  the crew make by a roll says what it does (cold read: "every action happens twice" with no
  roll that stands, "distances double" with no path hours, "all DLs +1": does it stack?, "can
  stabilise somewhere by naming it": what does it do?). Fix: grammars/chao.json.
- ``tick-threat-unpriced``: a clock tick or a maguffin's risk that hides or moves the maguffin,
  sends someone after the crew or watches them says what it costs (cold read: "puts it
  somewhere harder to reach", "hides Juliana somewhere out of sight", "captors follow at a
  distance and try to take them back", "they come after the crew at the next tick", "takes a
  long look at the crew's lander" and nothing follows). Fix: trip/play_clock.json,
  trip/maguffin_handling.json. Round 35 tightened its price to a real one (``THREAT_PRICED``: a
  DL, hours on the clock, a sum, harm, Partial at best), not any "hour", "half" or "roll" ("by
  hour 22 it is waiting between them and the lander" passed).
- ``secret-unpriced``: a Must be Kept Secret says what being seen costs and how the crew avoid
  it, and its tick defines its "unless" (cold read: "a penalty clause for every person who sees
  the crew's faces", never priced, in a village that stares at the lander; "unless they have
  been careful"). Fix: grammars/events.json must_be_secret, trip/play_clock.json. (Round 35,
  stock: ``CAREFUL``, the two phrases that cold read quoted, matches nothing today's corpus holds
  and only guards their return; the class it stood for, a secrecy tick whose "unless" comes with
  no price, today's corpus still produced: "unless the crew keep a tidy camp ..., whoever comes
  after will know the barn was here", and the lander's scorch mark "unless the crew cover it",
  each with no cost on either side. A "Must be Kept Secret" tick sentence with "unless" now
  needs a price, and those two lines say the hour the covering takes and the half pay if not.)
- ``war-zone-unruled``: a War Zone that shoots across a place gives the crossing a roll, a
  curfew says what it does, strangers at war are said to be who they are, and its scene thread
  does not say the war twice (cold read: "people shooting across" a scene whose only roll is a
  man-trap; "a curfew" with no hours and no effect; "Two bands of armed strangers from
  off-world, new here like the crew" never explained; "The war reaches this place: a war
  arrives at the famous market"). Fix: grammars/events.json war_zone, trip/play_threads.json.
  (Round 35, stock: ``STRANGERS`` matched only "armed strangers", which no War Zone line says
  today; it now matches any armed party a War Zone line brings (strangers, crews, bands,
  outsiders) that the line does not say the origin of (``ARMED_WHO``: other barns, survey crews,
  landed or slipped in today). Today's "Two armed crews from other barns" passes; the same line
  without who they are fails.)
- ``refuse-record-no-ending``: an Object of Mission will Refuse that will not be written down or
  recorded says what a crew with no record have at the end (cold read: "The palace garden will
  not be written down" on a tourism job whose Success is "seen and on record"). Fix:
  grammars/events.json refuses, trip/play_clock.json.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..data import load

RULES = ("window-person-unnamed", "storm-unannounced", "paradox-unruled", "chao-flux-no-ruling",
         "tick-threat-unpriced", "secret-unpriced", "war-zone-unruled", "refuse-record-no-ending")

WINDOW = "Narrow Window of Opportunity: "
ONE = re.compile(r"(?:^|: )The one person who can settle\b")
STORM = "Flux Storms"
STORM_LABEL = "The flux storm"
ADD_UP = re.compile(r"\bSigns add up\b|\bsigns? (?:add|adds|count) up\b", re.I)
# a sign that changes what was made or named before the crew's own day: only a trip into the past
PAST_SIGN = re.compile(r"\bstops having been written\b|\bphotographs of home\b|\ba street the crew have walked "
                       r"all their lives\b|\bnever (?:been|was) (?:written|built|born)\b|\bstops? having been\b|"
                       r"\ball their lives\b|\bat home\b|\bof home\b", re.I)
RULED = re.compile(r"\bDL\b|\brolls?\b|\bharm\b|\bhours? on the clock\b|\btwice (?:its|the) hours\b|"
                   r"\bcannot\b|\bno help\b|\bstands\b|\bnothing dropped is lost\b|\bcomes? straight back\b", re.I)
INTENSIFIES = re.compile(r"\bintensif", re.I)
CAPPED = re.compile(r"\bnever stacks\b|\bdoes not stack\b|\bat most\b|\bup to\b", re.I)
FIXED_ROLL = re.compile(r"\b(?:CHARM|BRAINS|PSYCHE|GRACE|MIGHT|HEALTH),? \(?DL \d")
FIXED_DOES = re.compile(r"\bflux does not\b|\bdoes not flux\b|\bstays? (?:stable|put)\b", re.I)
THREAT = re.compile(r"\bhides? (?!or\b)|\bsomewhere (?:harder|out of sight)\b|\btry (?:once )?to take\b|"
                    r"\bcome after\b|\bcatch up with the crew\b|\bfollows? (?:them|the crew|at a)\b|"
                    r"\blong look at the crew's lander\b|\bdoubles the watch\b|\bsends for whoever keeps order\b", re.I)
PRICED = re.compile(r"\bDL\b|\bhours?\b|\bharm\b|\d+M\b|\bpartial success\b|\broll\b|\bfailure\b|\bhalf\b", re.I)
# a threat's price is a real one (round 35: the loose PRICED took any "hour", "half" or "roll", so
# "by hour 22 it is waiting between them and the lander" passed with no cost): a DL, a DL's
# change, hours on the clock, a sum, harm, Partial at best or a failure, half the pay
THREAT_PRICED = re.compile(r"\bDL \d|[+-]\d+ DL\b|\b(?:an?|one|two|three|four|\d+) (?:more )?hours?\b(?! \d)|"
                           r"\+\d+ hours?\b|\d+(?:\.\d+)?M\b|\bharm\b|\bpartial success\b|\bPartial at best\b|"
                           r"\bfailure\b|\bhalf (?:the|its|their) (?:pay|fee)\b|\bpays? half\b", re.I)
SECRET = "Must be Kept Secret: "
CAREFUL = re.compile(r"\bunless they have been careful\b|\bpenalty clause\b", re.I)  # regression only (round 35)
SECRET_TICK = "Must be Kept Secret"
UNLESS = re.compile(r"\bunless\b", re.I)
PAYS_HALF = re.compile(r"\bpays? half\b", re.I)
WAR = "War Zone: "
SHOOTING = re.compile(r"\bshooting (?:across|at each other)\b|\bline of fire\b", re.I)
CROSSING = re.compile(r"\b(?:GRACE|MIGHT|HEALTH),? \(?DL \d|\bGRACE roll \(DL \d", re.I)
CURFEW = re.compile(r"\bcurfew\b", re.I)
STRANGERS = re.compile(r"\barmed (?:strangers|crews?|bands?|parties|outsiders|newcomers|men)\b", re.I)
ARMED_WHO = re.compile(r"\bfrom other barns\b|\bsurvey crews?\b|\b(?:landed|slipped in) (?:here )?today\b|"
                       r"\bfrom the barn\b", re.I)
WAR_WORD = re.compile(r"\bwar\b", re.I)
NO_RECORD = re.compile(r"\bwill not be (?:written down|recorded)\b", re.I)
ENDING = re.compile(r"\bpartial success\b|\bfailure\b", re.I)


@lru_cache(maxsize=1)
def _past_only() -> tuple[str, ...]:
    """The paradox signs only a trip into the past may show (grammars/time.json: lines of
    ``paradox_sign`` that ``paradox_sign_ahead`` does not hold), lower case."""
    rules = load("grammars/time").rules
    text = lambda e: e if isinstance(e, str) else e.get("text") or ""  # noqa: E731
    ahead = {text(e) for e in rules.get("paradox_sign_ahead", ())}
    return tuple(text(e).lower() for e in rules.get("paradox_sign", ()) if text(e) not in ahead and text(e))


def _events(trip: dict, head: str) -> list[str]:
    return [str(e.get("text") or "") for e in trip.get("events") or () if str(e.get("text") or "").startswith(head)]


def _details(trip: dict) -> dict:
    return {d.get("label"): d.get("text") or "" for d in (trip.get("node") or {}).get("details") or ()}


def _ticks(trip: dict):
    for tick in (trip.get("clock") or {}).get("ticks") or ():
        for ev in tick.get("events") or ():
            yield tick.get("tick"), str(ev.get("text") if isinstance(ev, dict) else ev or "")


def _window(trip: dict, bad) -> None:
    goal = ((trip.get("scenes") or [{}])[-1] or {}).get("place")
    if not goal:
        return
    loc = next((loc for loc in trip.get("locations") or () if loc.get("name") == goal), {})
    people = [n for n in trip.get("npcs") or () if n.get("source") != "creature"
              and (n.get("where") == goal or n.get("name") in (loc.get("who") or ()))]
    if not people:
        return
    for text in _events(trip, WINDOW):
        if ONE.search(text[len(WINDOW) - 2:]):
            bad("window-person-unnamed", f"the Narrow Window names nobody, with {people[0].get('name')} "
                                         f"at {goal}: {text[:120]}")


def _storm(trip: dict, bad) -> None:
    scenes = trip.get("scenes") or ()
    if not any((sc.get("obstacle") or {}).get("opposition") == STORM for sc in scenes):
        return
    if not any(th.get("label") == STORM_LABEL for sc in scenes for th in sc.get("threads") or ()):
        bad("storm-unannounced", "Flux Storms obstacles, and no scene says when the storm came or what "
                                 "the people there make of it")


def _paradox(trip: dict, bad) -> None:
    d = _details(trip)
    rule = d.get("Paradox rule")
    if not rule:
        return
    if not ADD_UP.search(rule):
        bad("paradox-unruled", f"the paradox rule never says what its signs add up to: {rule[:100]}")
    if d.get("Direction", "").startswith("Into the future"):
        low = rule.lower()
        hit = PAST_SIGN.search(rule) or next((x for x in _past_only() if x in low), None)
        if hit:
            bad("paradox-unruled", f"a trip into the future shows a sign that undoes the past: "
                                   f"{hit if isinstance(hit, str) else hit.group(0)}")


def _chao(trip: dict, bad) -> None:
    d = _details(trip)
    table = d.get("Flux table")
    if not table:
        return
    for row in re.split(r"(?:^|; )\d\. ", table):
        if row.strip() and not RULED.search(row):
            bad("chao-flux-no-ruling", f"a flux row with no table ruling: {row[:100]}")
    how = d.get("How it changes", "")
    if INTENSIFIES.search(how) and not CAPPED.search(how):
        bad("chao-flux-no-ruling", f"a flux that intensifies with no cap: {how[:100]}")
    fixed = d.get("The one fixed point", "")
    if FIXED_ROLL.search(fixed) and not FIXED_DOES.search(fixed):
        bad("chao-flux-no-ruling", f"a fixed point made by a roll that does not say what it does: {fixed[:100]}")


def _threats(trip: dict, bad) -> None:
    lines = [(f"clock tick {k}", t) for k, t in _ticks(trip)]
    risk = ((trip.get("maguffin") or {}).get("description") or {}).get("risk") or ""
    lines.append(("the maguffin's risk", str(risk)))
    for where, text in lines:
        for part in re.split(r"(?<=\.) ", text):  # a tick holds several lines, one sentence each
            if THREAT.search(part) and not THREAT_PRICED.search(part):
                bad("tick-threat-unpriced", f"{where}: a threat with no cost: {part[:120]}")


def _secret(trip: dict, bad) -> None:
    for text in _events(trip, SECRET):
        if not PRICED.search(text) and not re.search(r"\bpays? half\b", text):
            bad("secret-unpriced", f"Must be Kept Secret with no price: {text[:120]}")
    for _, text in _ticks(trip):
        if CAREFUL.search(text):
            bad("secret-unpriced", f"a secrecy tick with an undefined 'unless': {text[:120]}")
        if text.startswith(SECRET_TICK):
            for part in re.split(r"(?<=\.) ", text):
                if UNLESS.search(part) and not PRICED.search(part) and not PAYS_HALF.search(part):
                    bad("secret-unpriced", f"a secrecy tick's 'unless' with no price: {part[:120]}")


def _war(trip: dict, bad) -> None:
    for text in _events(trip, WAR):
        body = text[len(WAR):]
        if SHOOTING.search(body) and not CROSSING.search(body):
            bad("war-zone-unruled", f"shooting across a place with no roll to cross it: {body[:100]}")
        if CURFEW.search(body) and not PRICED.search(body):
            bad("war-zone-unruled", f"a curfew with no effect: {body[:100]}")
        if STRANGERS.search(body) and not ARMED_WHO.search(body):
            bad("war-zone-unruled", f"armed strangers nobody explains: {body[:100]}")
    for sc in trip.get("scenes") or ():
        for th in sc.get("threads") or ():
            if th.get("label") == "War Zone" and len(WAR_WORD.findall(str(th.get("text") or "").split(";")[0])) > 1:
                bad("war-zone-unruled", f"scene {sc.get('number')}: the war said twice: {th.get('text', '')[:100]}")


def _refuse(trip: dict, bad) -> None:
    lines = [t for _, t in _ticks(trip)] + _events(trip, "Object of Mission will Refuse: ")
    for text in lines:
        for part in re.split(r"(?<=\.) ", text):
            if NO_RECORD.search(part) and not ENDING.search(part):
                bad("refuse-record-no-ending", f"no record, and no word of the ending: {part[:120]}")


def check_r34comp(trip: dict, world: dict, every, bad) -> None:
    _window(trip, bad)
    _storm(trip, bad)
    _paradox(trip, bad)
    _chao(trip, bad)
    _threats(trip, bad)
    _secret(trip, bad)
    _war(trip, bad)
    _refuse(trip, bad)
