"""The endings of a DayTrip: success, partial success and failure, each with what the crew
bring home and what it means in the rules' terms.

- Pay (Mission Aspects, STEP 1): "Base Pay is the CL times the number of crewmembers", paid
  on return; Perks add to it. So the pay is per crewmember (CL + Fortune's 1M), shown for
  the crew the aspects name and as a small table for crews of 1-6. A partial success pays
  half (the client's call: this project's reading, the rules pay for the job done); a failure
  pays nothing.
- Perks (lists/perks.json): those the rules mark "Upon successful return to Home-Earth" come
  with a Success (Fortune's Megas halved with a partial's pay; Fame and Advancement only for
  a Success); the unmarked ones (Training, Items) come with the job, so the crew keep them
  at every ending (this project's reading).
- What follows them home: each ending its own lines (a Mission Complication's, the
  opposition's, follow:<outcome>); no line is printed under two endings. The Success's
  also says what the GM plays when the maguffin's GM-only truth comes out (corpora/trip/
  maguffin_truth_due.json, one row per "what it really is").
- Fame (2.5 FAME and SPENDING EXPERIENCE): the Fame Perk is "+1 Fame Level for one
  Crewmember" upon successful return; after "a publicized DayTrip" Fame is bought in days, not
  months; "return from a mission that is deemed a Total Failure by the press" sets Fame to 0.
- XP: generators.rules.xp.mission_award (1 per node visited, 1 for the return home, the Level
  of an artifact brought home, x10 per point the Opposition Level was raised).

Paths under the trip's stream: ``play/endings/<outcome>/{bring,client,follow}``.
"""

from __future__ import annotations

import functools
import re

from ..content.maguffin import pay_words
from ..content.people import RIDE_HOME
from ..data import load
from ..errors import GrammarError
from ..rng import Stream
from ..rules.xp import mission_award
from . import parts, pools
from .base import _cap
from .beats import beat_of
from .gist_pay import gist_paid
from .fuel import failure_fuel, success_fuel
from .pay_extras import ad_facts, extras_paid
from .scenes import campaign_deck, fill, slots_for

OUTCOMES = ("success", "partial", "failure")
WHEN_GATHER = "The crew are back aboard before the window closes, with {maguffin_short} gathered and loaded."
# How each mission's job ends (its fact ``mission``): a trade is the goods loaded and the
# cargo given in exchange, a rescue brings them home, a tour shows the party the sight, a
# diplomatic job is agreed, done or learnt; exploration and surveys see and record.
MISSION_WHEN = {
    "trade": {
        "success": "The crew are back aboard before the window closes, with {maguffin_short} loaded and the trade made.",
        "failure": "The crew come home without {maguffin_short} and with the trade unmade, or the window closes on them.",
    },
    "gather": {"success": WHEN_GATHER},
    "rescue": {
        "success": "The crew are back aboard before the window closes, and {maguffin_short} is aboard with them, on the way home.",
        "failure": "The crew come home without {maguffin_short}, or the window closes on them all.",
    },
    "tourism": {
        "success": "The crew are back aboard before the window closes, {party} with them, and all of them have seen {maguffin_short}.",
        "failure": "The tourists never see {maguffin_short}, or the window closes on the party.",
    },
    "diplomacy": {
        "success": "The crew are back aboard before the window closes, with {maguffin_short} settled and written down.",
        "failure": "The crew come home with nothing agreed, or the window closes on the talks.",
    },
}
TALKS_WHEN = {  # the parties and the question of a diplomacy job's talks, whatever its maguffin
    "success": " The question at the talks with {side} is answered: {question}.",
    "failure": "The crew come home with nothing agreed with {side}, or the window closes on the talks.",
}
ABSTRACT_WHEN = {  # a place, knowledge, an event or a view is seen or learnt, not carried
    "success": "The crew are back aboard before the window closes, with {maguffin_short} seen and on record.",
    "failure": "The crew come home without a record of {maguffin_short}, or the window closes on them.",
}
KIND_SUCCESS = {  # what "on record" means for a place to map and for a thing to find out
    "place": "The crew are back aboard before the window closes, with {maguffin_short} measured, drawn and on record.",
    "knowledge": "The crew are back aboard before the window closes, with {maguffin_short} found out and written down.",
    "record": "The crew are back aboard before the window closes, with {maguffin_short} made and written up.",
    # a record somebody keeps is copied, not made (round 35, cold read cold35-a-saltwick-31: "with
    # the list made and written up" of a list "kept by" its keeper and "copied out in full")
    "record_kept": "The crew are back aboard before the window closes, with {maguffin_short} copied out in full.",
}
WHEN = {
    "success": "The crew are back aboard before the window closes, with {maguffin_short}.",
    "partial": "The crew get home in time, but with only part of the job done, or owing a price that falls due after they leave.",
    "failure": "The crew come home without {maguffin_short}, or the window closes on them.",
}


ASKS = re.compile(r"\b(asks?|questions?)\b")  # a client's secret due that has them ask the crew
# a haul that counts the pay in: not where the secret holds the pay back or moves it to
# someone else (round 30, cold reads 44-46: "What the client asked for, the pay for it" beside
# "pays the crew only if the crew report to them")
PAY_IN_HAUL = re.compile(r"\bpay\b")


def _pick(s: Stream, use: str, slots: dict, facts: dict | None = None, deck=None,
          told: tuple = (), skip: re.Pattern | None = None) -> str:
    """One fitting line for ``use``: dealt from the campaign's deck (trips in a row get
    different lines; none twice in a trip), else drawn from ``s``; none of a beat the lines
    ``told`` already tell (trip/beats.py: cold read 32, two buyers for the crew's notes), unless
    no other line fits."""
    lst = load("trip/play_endings")
    items, idx = lst.items, pools.indices(lst, facts, (("use", use),))
    beats = {beat_of("trip/play_endings", t) for t in told} - {None}
    idx = tuple(i for i in idx if items[i][2].get("beat") not in beats) or idx
    if skip:  # lines that would say what the ending must not, unless no other line fits
        idx = tuple(i for i in idx if not skip.search(items[i][0])) or idx
    if not idx:
        return ""
    j = deck.deal("trip/play_endings", use, len(items), idx, s.path) if deck else idx[s.below(len(idx))]
    return _cap(fill(items[j][0], slots)) + "."


@functools.lru_cache(maxsize=1)
def _due_patterns() -> tuple:
    """(pattern, instruction) for each client secret of corpora/trip/client_secret_due.json:
    the secret's rule as written, each ``#slot#`` matching any words."""
    out = []
    for value, _, f in load("trip/client_secret_due").items:
        parts_ = re.split(r"#\w+(?:\.\w+)*#", value)
        out.append((re.compile("^" + "(.+?)".join(re.escape(x) for x in parts_) + "$"), f["due"]))
    return tuple(out)


def _due_row(secret: str) -> tuple:
    """(instruction, holds_pay, payer) of the secret's row."""
    rows = load("trip/client_secret_due").items
    for (pat, due), (_, _, f) in zip(_due_patterns(), rows):
        if pat.match(secret.strip()):
            return due, bool(f.get("holds_pay")), f.get("payer") or ""
    raise GrammarError(f"corpora/trip/client_secret_due.json: no row for the secret {secret!r}")


def secret_due(secret: str) -> str:
    """What the GM plays when the client's ``secret`` comes out (never only "it comes due"):
    its row of corpora/trip/client_secret_due.json; a secret with no row is an error."""
    return _due_row(secret)[0]


def secret_holds_pay(secret: str) -> bool:
    """Whether the secret, come due, holds back the pay (its row's ``holds_pay``): then the
    Success's client line never says the client pays (cold reads: "pays in full, on the spot"
    beside "will not pay until a PC proves it")."""
    return bool(secret) and _due_row(secret)[1]


def secret_moves_pay(secret: str) -> bool:
    """Whether the secret, come due, has someone other than the contact pay (its row's
    ``payer``: the real client): then the Success's client line is a client:success:other one,
    where the contact never pays nor holds the pay (cold reads 44-46: "Zoey counts the pay
    twice" beside "the real client ... pays the crew only if ...", Zoey only the assistant)."""
    return bool(secret) and _due_row(secret)[2] == "real"


# a rider who wants to say nothing of the node, or whom someone at home waits for (the facts
# ride_quiet and ride_awaited of the follow:ride line; facts_r30.py)
RIDE_QUIET = re.compile(r"never say a word|nobody there will ask questions", re.I)
RIDE_AWAITED = re.compile(r"birthday|people at home stop waiting|keep a promise", re.I)


def ride_facts(want: str) -> dict:
    """The follow:ride line's facts for a rider with this want."""
    return {"ride_quiet": "yes" if RIDE_QUIET.search(want or "") else "no",
            "ride_awaited": "yes" if RIDE_AWAITED.search(want or "") else "no"}


@functools.lru_cache(maxsize=1)
def _truth_patterns() -> tuple:
    """(pattern, instruction) for each maguffin truth of corpora/trip/maguffin_truth_due.json:
    the truth's rule as written, each ``#slot#`` and ``{keeper}`` matching any words."""
    out = []
    for value, _, f in load("trip/maguffin_truth_due").items:
        parts_ = re.split(r"#\w+(?:\.\w+)*#|\{keeper\}", value)
        out.append((re.compile("^" + "(.+?)".join(re.escape(x) for x in parts_) + r"\.?$"), f["due"]))
    return tuple(out)


@functools.lru_cache(maxsize=1)
def _first_dues() -> dict:
    """{due: its due_first}: the rows whose locals act after the crew have gone say what they do
    instead on a node no barn crew has visited (round 35, r35-where)."""
    return {f["due"]: f["due_first"] for _, _, f in load("trip/maguffin_truth_due").items if f.get("due_first")}


def truth_due(really: str, first: bool = False) -> str:
    """What the GM plays when the maguffin's truth (its GM-only ``really``) comes out: its row of
    corpora/trip/maguffin_truth_due.json; a truth with no row is an error (cold reads: the
    secret in the GM box that no scene, clue or ending ever used). ``first``: the node has never
    had a crew from the barn (visits: none), so nobody there can send word, an offer or a
    letter after the crew (round 35 cold read: iron-age locals on a first-ever visit "send an
    offer after the crew"): the row's ``due_first``, where it has one."""
    for pat, due in _truth_patterns():
        if pat.match(really.strip()):
            return _first_dues().get(due, due) if first else due
    raise GrammarError(f"corpora/trip/maguffin_truth_due.json: no row for the truth {really!r}")


TRUTH_LEAD = "GM, the truth about {maguffin_short} comes out here: "
CREWS = (1, 2, 3, 4, 5, 6)


def _perks(names: list[str]) -> dict:
    """{name: (pay per crewmember, granted on return)} for the mission's perks."""
    table = {v: (f.get("pay_per_crew", 0), f.get("on_return", False)) for v, _, f in load("lists/perks").items}
    return {n: table.get(n, (0, True)) for n in names}


def perks_at(outcome: str, names: list[str]) -> list[str]:
    """What each of the mission's perks pays at this ending."""
    out = []
    for name, (_, on_return) in _perks(names).items():
        if not on_return:
            out.append(f"{name}: kept (the rules do not tie it to the return, so it comes with the job)")
        elif outcome == "success":
            out.append(f"{name}: granted on return (the rules: \"Upon successful return to Home-Earth\")")
        elif outcome == "partial" and name.startswith("Fortune"):
            out.append(f"{name}: halved with the pay")
        else:
            out.append(f"{name}: not granted (only for a Success)")
    return out


def _m(x: float) -> str:
    return f"{x:g}M"


def pay_line(why: str, each: float, crew: int | None, fraction: float) -> tuple[str, dict]:
    """The pay per crewmember and for each crew size: (text, {crew: Megas})."""
    table = {str(n): each * n * fraction for n in CREWS}
    if crew and str(crew) not in table:
        table[str(crew)] = each * crew * fraction
    sizes = ", ".join(f"{n}: {_m(t)}" for n, t in table.items())
    named = f"; this crew of {crew}: {_m(each * crew * fraction)}" if crew else ""
    return f"{_m(each * fraction)} per crewmember ({why}){named}. By crew size: {sizes}", table


def endings_for(trip, s: Stream) -> list[dict]:
    slots = slots_for(trip)
    facts = parts.facts(trip)
    facts = dict(facts, **ad_facts(trip.teaser)) if facts else facts  # the ad's receipts and fuel
    pay = parts.pay(trip)
    crew = int((trip.aspects or {}).get("crew") or 0) or None
    cl = trip.mission.clearance_level
    fortune = sum(p for p, _ in _perks(pay["perks"]).values())
    each = cl + fortune
    _, raised = parts.opposition_level(trip)
    thing = not parts.is_person(trip)
    # (a permission is granted and written down, not seen: it ends like a thing carried)
    abstract = parts.maguffin_kind(trip) not in parts.CARRIED \
        and (trip.world or {}).get("maguffin_form") != "permission"
    mission = facts.get("mission")
    if mission == "diplomacy" and parts.maguffin_kind(trip) in parts.CARRIED:
        mission = None  # a treaty or credentials come home in the crew's hands
    if mission == "trade" and facts.get("inhabitants") == "nobody":
        mission = "gather"  # nobody to trade with: the goods are found and gathered
    when = {**WHEN, **(MISSION_WHEN.get(mission) or (ABSTRACT_WHEN if abstract else {}))}
    kind = "record" if facts.get("maguffin_form") in ("record", "book") else parts.maguffin_kind(trip)
    if abstract and mission not in MISSION_WHEN and kind in KIND_SUCCESS:
        kept = kind == "record" and facts.get("maguffin_made") != "yes"
        when["success"] = KIND_SUCCESS["record_kept" if kept else kind]
    if kind == "record" and abstract:  # not "without a record of the tide record" (cold read 8)
        when["failure"] = WHEN["failure"]
    if facts.get("mission") == "diplomacy" and (trip.world or {}).get("talks"):  # content/talks.py
        when["success"] += TALKS_WHEN["success"]
        when["failure"] = TALKS_WHEN["failure"]
    comps = parts.complications(trip)
    deck = campaign_deck(s)  # the ending lines are dealt as the play lines are
    follow = [_pick(s.child("follow", c), f"follow:{c}", slots, facts, deck) for c in comps]
    follow = [f for f in follow if f]
    enemy = parts.antagonist(trip)
    c = parts.client(trip)
    out = []
    # the second rival crew, bidding on the same Big Board and never on the node, come into
    # one ending, dealt (brief r22 promises: a crew the page names that no scene, clue or
    # ending meets is a promise the trip never pays)
    board = parts.rivals(trip)[1:2]
    board_at = OUTCOMES[s.child("board").below(len(OUTCOMES))] if board else None
    # someone whose part is wanting a ride home, met at a scene: the Success says what came of it
    rider = next((n for n in parts.npcs(trip) if n["role"] == RIDE_HOME and n["where"]), None)
    ride = rider["name"] if rider else None
    for outcome in OUTCOMES:
        es = s.child(outcome)
        home = mission_award(nodes=1, returned=True, opposition_level_raised=raised).total
        times = f", x{10 ** raised} for the raised Opposition Level" if raised else ""
        if outcome == "success":
            text, table = pay_line(f"CL {cl}" + (f" + {fortune}M Fortune" if fortune else "")
                                   + f", {pay_words(facts, 'terms')}",
                                   each, crew, 1)
            paid = text + extras_paid(trip.teaser, c["manner"])  # what the ad promised on top
            paid += success_fuel(trip.teaser)  # the crew's fuel, at its price (fuel.py)
            fame = ("+1 Fame Level for one crewmember (the Fame Perk)" if any(
                p.startswith("Fame") for p in pay["perks"]) else
                # a job that Must be Kept Secret is never a publicized DayTrip (cold read 15)
                "No Fame Level: the job must be kept secret, so Fame is bought at the usual "
                "month per level" if facts.get("secret_job") == "yes" else
                "No Fame Level by itself; a publicized DayTrip lets each PC buy Fame in days instead of months")
            xp = f"{home} XP each (1 for the node, 1 for the return home{times})" + (
                f", plus the maguffin's Level if the GM rates it a valuable artifact or major discovery "
                f"(our reading: Level {cl}, the job's CL)"  # (cold read 35-a: "No Level is given")
                if thing else "")
        elif outcome == "partial":
            text, table = pay_line("half of a Success" + (  # paid up front: nothing more on return
                ": the half paid before the slip, so nothing more on return"
                if facts.get("pay_when") == "half" else ""), each, crew, 0.5)
            # cold reads: "opposed by the client's roll of 4 dice, keep the best (the CL), argues
            # for the rest" read as broken; the roll and who makes it, in order, and what a win
            # and a miss give; printed here only (the client's lines never restate it)
            paid = (f"{text}. The rest is the client's call (no arguing for a crew hired on a NO, BUT at "
                    f"the screening): to argue for it, one crewmember "
                    f"rolls CHARM, opposed by the client's roll of {cl} {'die' if cl == 1 else 'dice'} "
                    f"(one per level of the job's CL), highest die counts: a win gets the other half, "
                    f"a miss leaves the pay at half") + success_fuel(trip.teaser, again=True)  # (fuel.py)
            fame = "No change"
            xp = f"{home} XP each (1 for the node, 1 for the return home{times})"
        else:
            table, stranded = pay_line("", each, crew, 0)[1], mission_award(
                nodes=1, returned=False, opposition_level_raised=raised).total
            paid = "0M, whatever the crew's size; " + failure_fuel(trip.teaser)  # priced (round 36)
            if facts.get("pay_when") == "half":
                paid += "; the client wants the half paid up front back"
            fame = "If the press call it a Total Failure, every PC's Fame Level is set back to 0"
            xp = (f"{home} XP each if they get home (node and return{times}); {stranded} XP if "
                  f"stranded (the node only{times})")
        # each ending its own lines: the complications' lines shared out, the opposition's
        # and the ending's own, never one line under two endings
        k = OUTCOMES.index(outcome)
        follows = [f for i, f in enumerate(follow) if i % 3 == k]
        if enemy and outcome != "success":
            line = _pick(es.child("enemy"), "follow:opposition", {**slots, "opp": enemy["name"]}, facts, deck, tuple(follows))
            if outcome == "partial" or not any(line == x for e in out for x in e["follows"]):
                follows.append(line)
        follows.append(_pick(es.child("follow"), f"follow:{outcome}", slots, facts, deck, tuple(follows)))
        if outcome == "success" and ride:
            follows.append(_pick(es.child("ride"), "follow:ride", {**slots, "ride": ride},
                                 dict(facts, **ride_facts(rider.get("want") or "")) if facts else facts,
                                 deck, tuple(follows)))
        if outcome == board_at:
            follows.append(_pick(es.child("board"), f"follow:board:{outcome}",
                                 {**slots, "board": board[0]["name"]}, facts, deck, tuple(follows)))
        really = parts.maguffin(trip).get("really") or ""
        if outcome == "success" and any(p.match(really.strip()) for p, _ in _truth_patterns()):
            # the GM box pays off (a structure-only fallback's truth has no row: no payoff)
            follows.append(fill(TRUTH_LEAD + truth_due(really, (trip.world or {}).get("visits") == "none"), slots) + ".")
        if paid_gist := gist_paid(trip, outcome):  # what the climax turned on, paid off (round 27)
            follows.append(paid_gist)
        held = outcome == "success" and secret_holds_pay(c["secret"])
        due = secret_due(c["secret"]) if outcome == "success" and c["secret"] else ""
        # a client whose secret has them ask the crew something never "asks no questions at
        # all" first (cold read r22, r22-cold-i: the fact client_asks)
        cfacts = dict(facts, client_asks="yes" if ASKS.search(due) else "no",  # (no fact sheet: as it is)
                      client_stays="yes" if "{contact}" in due else "no") if facts else facts  # (r34: facts_r30.py)
        other = outcome == "success" and secret_moves_pay(c["secret"])  # someone else pays
        client = _pick(es.child("client"), f"client:{outcome}" + (":other" if other else ":held" if held else ""),
                       slots, cfacts, deck)
        if due:
            client += f" GM, the client's secret plays out here: {fill(due, slots)}."
        total = int(table[str(crew or pay["crew"])])
        out.append({
            "outcome": outcome,
            "when": fill(when[outcome], slots),
            "bring": _pick(es.child("bring"), f"bring:{outcome}", slots, facts, deck,
                           skip=PAY_IN_HAUL if held or other else None),
            "pay": paid, "pay_total": total, "pay_each": each * (1, 0.5, 0)[k],
            "pay_by_crew": table, "perks": perks_at(outcome, pay["perks"]),
            "fame": fame + ".", "xp": xp + ".",
            "follows": [f for f in follows if f] or ["Nothing follows them home this time."],
            "client": client,
        })
    return out
