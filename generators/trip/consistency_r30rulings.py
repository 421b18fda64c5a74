"""The consistency audit's round-30 rules on rulings a GM can play: every roll a standing rule of
the node asks for says when it is made and what a miss costs (cold reads 44-46 of algorithm-27
trips, 15 of 15: "at the end of each hour every crewmember makes a PSYCHE roll (DL 3) or loses
the thread for a while", "MIGHT DL 3 to stay standing" with no how often and no cost of a fall,
"the busy are arrested" with no arrester, roll or cost, tourists to "count at every scene" with
nothing said of a tourist on a miss). Registered in generators/trip/consistency_r30.py;
tests/test_r30_rulings.py feeds each rule a broken trip.

A standing rule is a line that holds all day: the node's details (its veil, slipped lines, flux
table, gravity, fixed point ...) and the scene threads that restate them ("The slip", "The dream's
rule"). A one-off beat (the strong start's first roll, a scene's hook, a tweak's detail, a clock
tick) happens once, at a time or place the page gives, so only its miss is asked for; so is a
dream's rule, met at its own place. A line is read in clauses (split at ': ', '; ', '. '):
a roll's "when" must be in its own clause, its miss in its own clause or the two after it.

- ``roll-no-miss``: a roll (STAT DL n) in a standing rule or a one-off beat with
  no miss said ("a miss", "or ...", "unless", "fails": "finding the way again takes a BRAINS roll
  (DL 3)", "to know the hour you must catch one (GRACE, DL 3)").
- ``roll-no-when``: a roll in a standing rule that does not say when it is made (once, once a
  scene, whenever ..., after any ...), or is made each hour with no cap ("at the end of each hour
  every crewmember makes a PSYCHE roll": 24 rolls a PC); a roll the crew choose to make (to
  break, to force, to win, "can") is made when they choose.
- ``cost-no-number``: a standing rule or beat whose cost has no size ("loses the thread for a
  while", "the world gets slightly less friendly", nothing sized after the words): say the hours,
  the harm or the DL.
- ``slipped-rule-no-ruling``: a slipped line (or its scene line) that names a sanction (arrested,
  fined, jailed, a capital offence ...) with no roll and no cost, or a page that hands the ruling
  back to the GM ("build the trip's twist on that line"). (A Behavior slip with no rules effect
  at all is round 24's ``slip-unplayable``.)
- ``tourist-no-fate``: a tourism job's party line ("count them at every scene") that does not say
  what a missed roll does to a tourist (harm, lost, left behind), while Success needs them all.
"""

from __future__ import annotations

import re

RULES = ("roll-no-miss", "roll-no-when", "cost-no-number", "slipped-rule-no-ruling", "tourist-no-fate")

_STAT = r"(?:BRAINS|CHARM|GRACE|HEALTH|MIGHT|PSYCHE)"
ROLL = re.compile(rf"\b{_STAT}(?: roll)?,? \(?(?:against )?DL \d|\b{_STAT} against (?:this|that) scene's DL")
MISS = re.compile(r"\bmiss(?:es|ed)?\b|\bfail|\bunless\b|\bor\b|\botherwise\b|\bon a \d\b", re.I)
WHEN = re.compile(r"\bonce\b|\b(?:each|every|a|per) (?:scene|floor|try|time)\b|\bfor each\b|\bwhenever\b|"
                  r"\bafter any\b|\bthe first time\b|\bon arriving\b|\buntil the next tick\b", re.I)
CHOSEN = re.compile(r"\bto (?:win|break|force|free|change|argue|warm|coax|talk)\b|\bcan\b|\bmay\b|"
                    r"\bif they (?:want|choose)\b", re.I)
HOURLY = re.compile(r"\b(?:each|every) hour\b|\bhourly\b|\bevery few minutes\b", re.I)
CAP = re.compile(r"\bat most\b|\bup to\b|\bonce\b|\b(?:two|three|four) times\b", re.I)
VAGUE = re.compile(r"\bfor a while\b|\b(?:slightly |a little |somewhat )?(?:less friendly|more hostile|"
                   r"less welcoming|more dangerous)\b", re.I)
SIZED = re.compile(r"\bDL\b|\bhours?\b|\bharm\b|\b\d+(?:\.\d+)?M\b|\bminutes?\b")
SANCTION = re.compile(r"\b(?:arrest(?:ed|s)?|jail(?:ed|s)?|fined|punish(?:ed|es)?|banned|locked up|"
                      r"thrown out|expelled|exiled|executed|capital offence|imprisoned)\b", re.I)
HANDED_BACK = re.compile(r"\bbuild the (?:trip's )?twist\b|\bbuild the twist of the trip\b|"
                         r"\bdecide what it stands for\b|\bmake up (?:a|the) (?:rule|ruling)\b", re.I)
PARTY = re.compile(r"The party: [^.]*\btourists?\b[^.]*\.")
FATE = re.compile(r"\b(?:harm|hurt|injured|lost|left behind|strays?|stray)\b", re.I)
SLIPPED = ("Behavior slipped", "Meaning slipped")
THREADS = ("The slip", "The dream's rule")
HOOKS = ("The hook",)
_SPLIT = re.compile(r": |; |\. ")


def clauses(text: str) -> list[str]:
    return [c for c in _SPLIT.split(text) if c.strip()]


def standing(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the rules that hold all day: the node's details and the threads that
    restate its slip or a rule the dream obeys."""
    out = [(f"node/{d.get('label')}", d.get("text") or "") for d in (trip.get("node") or {}).get("details") or []]
    for sc in trip.get("scenes") or []:
        out += [(f"scene/{sc.get('number')}/{th.get('label')}", th.get("text") or "")
                for th in sc.get("threads") or [] if th.get("label") in THREADS]
    return [(w, t) for w, t in out if t]


def beats(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the one-off beats: the strong start's 'then', a scene's hook, a tweak's
    detail and the clock's lines."""
    out = [("start/then", (trip.get("start") or {}).get("then") or "")]
    for sc in trip.get("scenes") or []:
        out += [(f"scene/{sc.get('number')}/{th.get('label')}", th.get("text") or "")
                for th in sc.get("threads") or [] if th.get("label") in HOOKS]
    out += [(f"tweak/{t.get('target')}", t.get("detail") or "") for t in trip.get("tweaks") or []]
    for t in (trip.get("clock") or {}).get("ticks") or []:
        out += [(f"clock/{t.get('tick')}", e.get("text") or "") for e in t.get("events") or []]
    return [(w, t) for w, t in out if t]


def _rolls(text: str):
    """(index, clauses) of each clause of ``text`` that asks for a roll."""
    cs = clauses(text)
    return [(i, cs) for i, c in enumerate(cs) if ROLL.search(c)]


def no_miss(text: str) -> str | None:
    """The first roll clause of ``text`` with no miss in it or the two clauses after it."""
    for i, cs in _rolls(text):
        if not any(MISS.search(c) for c in cs[i:i + 3]):
            return cs[i]
    return None


def no_when(text: str) -> str | None:
    """The first roll clause of ``text`` that says neither when it is made nor that the crew
    choose it, or that is made each hour with no cap."""
    for i, cs in _rolls(text):
        c = cs[i]
        if HOURLY.search(c) and not CAP.search(c):
            return c
        if not WHEN.search(c) and not CHOSEN.search(c) and not HOURLY.search(c):
            return c
    return None


def vague(text: str) -> str | None:
    """The first clause of ``text`` whose cost has no size (none said after the vague words)."""
    return next((c for c in clauses(text) if (m := VAGUE.search(c)) and not SIZED.search(c[m.start():])), None)


def unruled(label: str, text: str) -> str | None:
    """Why a slipped line is no ruling, or None."""
    if SANCTION.search(text) and not (ROLL.search(text) or SIZED.search(text)):
        return f"names a sanction ({SANCTION.search(text).group(0)}) with no roll and no cost"
    return None


def check_r30rulings(trip: dict, world: dict, every, bad) -> None:
    rules = standing(trip)
    for where, text in rules + beats(trip):
        if c := no_miss(text):
            bad("roll-no-miss", f"{where}: a roll with no miss said: {c!r}")
        if c := vague(text):
            bad("cost-no-number", f"{where}: a cost with no size (hours, harm or DL): {c!r}")
    for where, text in rules:
        if not where.endswith(THREADS[1]) and (c := no_when(text)):  # a dream's rule is met at its place
            bad("roll-no-when", f"{where}: a roll that does not say when it is made, or how often at most: {c!r}")
        if where.split("/")[-1] in SLIPPED + THREADS[:1] and (why := unruled(where, text)):
            bad("slipped-rule-no-ruling", f"{where}: {why}: {text!r}")
    for v in trip.get("vectors") or []:
        if m := HANDED_BACK.search(v.get("reading") or ""):
            bad("slipped-rule-no-ruling", f"the {v.get('vector')} reading hands the ruling back to the GM ({m.group(0)!r})")
    then = (trip.get("start") or {}).get("then") or ""
    for m in PARTY.finditer(then):
        if not FATE.search(m.group(0)):
            bad("tourist-no-fate", f"start/then: the party line says nothing of what a miss does to a tourist: {m.group(0)!r}")
