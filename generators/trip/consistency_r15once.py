"""Audit rules for the maguffin as one thing, told one way, whose truth pays off (round 15,
``once``; generators/trip/consistency.py runs them, tests/test_r15_once.py feeds each a
contradicting trip).

- ``maguffin-truth-paid``: the GM-only "what it really is" (``maguffin.really``) is used: the
  Success ending says what the GM plays when it comes out (its row of corpora/trip/
  maguffin_truth_due.json). Cold reads: about 290 of 300 trips kept a secret in the GM box
  that no scene, clue or ending ever used.
- ``maguffin-one-form``: a maguffin that comes in its own container (world ``maguffin_matter:
  packed``, or a name that says so: "a jar of spice", "a sack of seeds") is also told as loose
  stuff that needs one, or is topped up ("It needs a container: the lander's sealed sample
  case ... It cannot be carried loose", "About a litre is enough ...; more is welcome").
- ``person-hurt-once``: a person maguffin hurt from the start (world ``maguffin_state: hurt``,
  or a line of their own block: "They are limping", "one bad ankle") is hurt again as news by
  a clock tick or a scene ("is hurt doing it; from now on they limp" at tick 4).
- ``person-unwilling-asks-help``: a person who does not want to be rescued (``maguffin_state:
  unwilling``) tries to get a message out, or calls for help, in a tick or a scene.
"""

from __future__ import annotations

import re

from ..errors import GrammarError
from .endings import truth_due

RULES = ("maguffin-truth-paid", "maguffin-one-form", "person-hurt-once", "person-unwilling-asks-help")
# a maguffin named by its container, and the lines that give it another or top it up
PACKED_WHAT = re.compile(r"^(an?|one|two|three|four) (jar|sack|bag|crate|barrels?|bottles?|tin|box|cask|keg|"
                         r"phial|vial|pot|bale)s? of\b", re.I)
LOOSE = re.compile(r"\bneeds a container\b|\bcannot be carried loose\b|\bmore is welcome\b|"
                   r"\bscooped\b|\btopped up from the\b", re.I)
# a new injury, told as news
HURT_NEW = re.compile(r"\b(is|gets|got|was) hurt\b|\bfrom now on they limp|\b(has|have) started limping|"
                      r"\bstarts? (to limp|limping)|\bbreaks? (an|their) (ankle|leg|arm)", re.I)
# hurt from the start, in their own block
HURT_NOW = re.compile(r"\blimp(ing|s)?\b|\bbad (ankle|leg|knee)|\bhurt\b|\binjur|\bwound", re.I)
ASKS_HELP = re.compile(r"\b(get|send|sends|gets) a message out\b|\bcalls? for help\b|\bsignals? for help\b", re.I)
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


def _form(trip: dict, world: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    what = (m.get("what") or "").strip()
    if world.get("maguffin_matter") != "packed" and not PACKED_WHAT.search(what):
        return
    d = m.get("description") or {}
    lines = [(f"maguffin/{k}", d.get(k) or "") for k in ("look", "size", "carry", "risk")]
    lines += [("maguffin/looks", m.get("looks") or "")] + _news(trip)
    for where, t in lines:
        hit = LOOSE.search(t)
        if hit:
            bad("maguffin-one-form", f"{where}: {hit.group(0)!r}, but {what!r} comes in its own container")


def _news(trip: dict) -> list[tuple[str, str]]:
    """(where, text) of the lines that tell what happens on the day: the clock's ticks and the
    scenes' wants and notes."""
    out = [(f"clock/tick {x.get('tick')}", e.get("text") or "")
           for x in (trip.get("clock") or {}).get("ticks") or [] for e in x.get("events") or []]
    for sc in trip.get("scenes") or []:
        out += [(f"scene {sc.get('number')}/{k}", sc.get(k) or "") for k in ("want", "gm", "surprise")
                if isinstance(sc.get(k), str)]
    return out


def _person(trip: dict, world: dict, bad) -> None:
    m = trip.get("maguffin") or {}
    if m.get("kind") != "person":
        return
    d = m.get("description") or {}
    own = " ".join(str(x) for x in [m.get("looks") or ""] + [d.get(k) or "" for k in ("look", "size", "risk")])
    state = world.get("maguffin_state")
    name = (m.get("who") or "").split(" (")[0]
    for where, t in _news(trip):
        if name and name not in t and "maguffin" not in where:
            continue
        if HURT_NEW.search(t) and (state == "hurt" or HURT_NOW.search(own)):
            bad("person-hurt-once", f"{where} hurts {name or 'the person'} as news, and they are hurt "
                f"from the start ({state}): {t[:80]!r}")
        if state == "unwilling" and ASKS_HELP.search(t):
            bad("person-unwilling-asks-help", f"{where}: {name or 'the person'} does not want rescue, "
                f"and asks for help: {t[:80]!r}")


def check_r15once(trip: dict, world: dict, every, bad) -> None:
    _truth(trip, bad)
    _form(trip, world, bad)
    _person(trip, world, bad)
