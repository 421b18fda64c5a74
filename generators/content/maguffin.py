"""The maguffin as facts first, then words: which one the client wants (corpora/lists/
maguffins.json, drawn for the mission type, the kind already rolled and the world), with its
facts (a short form for every mention after the first, its bulk, its form, the setting it
must be met in), then its look, why and what it really is (corpora/grammars/maguffin.json),
each drawn only where its ``needs`` fit those facts (``maguffin: object; maguffin_bulk:
small; maguffin_form: device``).

The fact sheet gains ``maguffin_bulk`` and ``maguffin_form`` (World), ``maguffin_keeps``
(no: it spoils within a day), ``keeper_plan`` (a thing somebody has: stay or sell), and for a person
``maguffin_state`` (held, hurt, hiding or unwilling: one condition per page), and for a timed
maguffin (a sunset) ``maguffin_time`` (dusk, afternoon, night) with a night landing, so every later line
about the maguffin (the handling block, the clock, the audit) reads the same facts.

Paths: <maguffin>/kind, <maguffin>/what (the board's deal, content/board_deal.py; a draw without a trip), <maguffin>/var/<name> (a #material#,
#object# or #world# in the phrase), <maguffin>/state (a person's condition), <maguffin>/age (a person's age band), <maguffin>/{looks,why,really},
<maguffin>/cargo (a trade job's cargo, corpora/lists/trade_cargo.json: given in exchange).
"""

from __future__ import annotations

import re

from .. import audit
from ..data import load
from ..needs import VALUES, fits
from ..rng import Stream
from ..text.english import a
from .board_deal import board_deal, board_deal_steps
from .client_motive import roll_motive
from .common import DECK, MISSION_SLUGS, cap, gx, human_name
from .maguffin_facts import roll_number_shape, roll_sight, seems
from .maguffin_told import roll_told
from .stranded_dress import stranded_dress
from .sky_slip import night_for_hour

LIST = "lists/maguffins"
CARGO = "lists/trade_cargo"  # what the crew bring to trade on an Acquisition/Trade job
SLOTS = re.compile(r"#(material|object|world|animal)(\.a)?#")
# the twist of a person who has lived here for years (grammars/maguffin.json really_rescue)
YEARS = re.compile(r"\bhere for years\b")
# a truth that is no secret: plain ("It is exactly what it seems"), or one every local knows
# (grammars/maguffin.json really*)
PLAIN = re.compile(r"^(It is exactly what it seems|They are exactly who the client said|Both beasts are exactly what they seem)\b")
COMMON = re.compile(r"\b(the locals have a shed full of them|the locals know it|they know exactly how much|"
                    r"Two of the locals claim (?:it|them)|the locals know exactly how much)\b")


def fitting(slug_: str, kind: str, facts: dict) -> list[int]:
    """Indexes of the maguffins of corpora/lists/maguffins.json for a mission slug and a
    kind that fit the world's facts."""
    return [i for i, (_, _, f) in enumerate(load(LIST).items)
            if slug_ in f["missions"] and f["kind"] == kind and fits(f.get("_needs"), facts)]


def maguffin_kind(mission, s: Stream, facts: dict | None = None, world=None) -> str:
    """The maguffin's kind (person, creature, object, substance, place, knowledge, event,
    view), among those corpora/lists/maguffin_kinds.json allows for the mission type and
    the world (``facts``: no creature on a sterile world) and that have a maguffin in
    corpora/lists/maguffins.json that fits the world."""
    slug_ = MISSION_SLUGS[mission.mission_type]
    kinds = [v for v, _, f in load("lists/maguffin_kinds").items
             if slug_ in f["missions"] and fits(f.get("_needs"), facts)
             and fitting(slug_, v, facts or {})]
    every = [v for v, _, f in load("lists/maguffin_kinds").items if slug_ in f["missions"]]
    deck = DECK.get()
    # the board's deal (content/board_deal.py): two trips of one board of a mission type come
    # for different kinds while it has enough (cold read 26), each kind as likely as before
    got = board_deal_steps(s.seed, f"maguffin_kinds/{slug_}", len(every), lambda c: every[c] in kinds,
                           deck.root) if deck is not None and deck.root else None
    kind = every[got[0]] if got is not None else s.choice(kinds)
    if world is not None:  # kinds passed over (not on this world): a step on in the kind's pool
        world.extra["maguffin_kind_steps"] = got[1] if got is not None else 0
    s.note("maguffin kind", kind)
    return kind


def _fill(text: str, values: dict) -> str:
    return SLOTS.sub(lambda m: a(values[m.group(1)]) if m.group(2) else values[m.group(1)], text)


def maguffin_for(mission, s: Stream, ctx: dict, world) -> dict:
    """The maguffin (``world.maguffin`` is its kind, already rolled): what it is, its facts,
    and every line about it written for those facts. Sets ``world.maguffin_bulk`` and
    ``world.maguffin_form``."""
    slug_ = MISSION_SLUGS[mission.mission_type]
    items = load(LIST).items
    if world.maguffin == "person":  # one condition, before any line about them is drawn,
        roll_state(s, ctx, world)  # the client's ad first ("a runaway" is nobody's captive)
    idx = fitting(slug_, world.maguffin, world.facts())
    if not idx:
        from ..errors import GrammarError

        raise GrammarError(f"corpora/{LIST}.json: no {world.maguffin} for {slug_} fits this world")
    deck = ctx.get("_deck") or DECK.get()
    ws = s.child("what")
    # the board's deal over every maguffin of the mission and kind (not only those that fit this
    # world, whose number changes with it): two trips of one board come for different ones
    pool = [i for i, (_, _, f) in enumerate(items) if slug_ in f["missions"] and f["kind"] == world.maguffin]
    ok = frozenset(idx)
    kinds = sum(1 for _, _, f in load("lists/maguffin_kinds").items if slug_ in f["missions"])
    k = board_deal(s.seed, f"{LIST}/{slug_}/{world.maguffin}", len(pool), lambda c: pool[c] in ok,
                   deck.root, every=kinds, on=world.extra.get("maguffin_kind_steps", 0)) \
        if deck is not None and deck.root else None
    j = pool[k] if k is not None else \
        deck.deal(LIST, f"what_{slug_}", len(items), tuple(idx), ws.path) if deck else idx[ws.below(len(idx))]
    value, _, f = items[j]
    if audit._active:
        audit.row_fired("list", LIST, j)
    values = {}
    gists = f.get("gist") or []  # a knowledge, event or view: what it says, is or shows (GM only)
    for name in sorted({m.group(1) for m in SLOTS.finditer(" ".join([value, f["short"], *gists]))}):
        v = ctx[name]
        values[name] = v(s.child("var", name)) if callable(v) else v
    what, short = _fill(value, values), _fill(f["short"], values)
    world.maguffin_bulk, world.maguffin_form = f["bulk"], f["form"]
    world.maguffin_made = "yes" if f.get("made") else "no"  # the crew make it: nobody has it yet
    # a gas is not scooped, a made record takes its own time, a far sight is not at its place
    world.maguffin_matter, world.maguffin_span = f.get("matter", "any"), f.get("span", "any")
    world.maguffin_seen = f.get("seen", "here")
    # what a substance is carried in, rolled once before any line about it (a jar of spice is
    # never in "a split sack", a soil core never "fills a steel flask": issue 10)
    holders = f.get("holder") or ["none"]
    world.maguffin_holder = holders[0] if len(holders) == 1 else s.child("holder").choice(holders)
    world.maguffin_keeps = "no" if f.get("keeps") is False else "yes"  # spoils within a day
    if world.maguffin in ("creature", "object", "substance") and not f.get("made"):
        # what its keeper means to do with it today: one fact for their want and the clock;
        # a trade's keeper is the trader who is selling, and sells (cold read r27b-cold-c: a
        # trader who "goes over every corner ... to make sure nothing has been touched")
        world.keeper_plan = "sell" if world.mission == "trade" else s.child("plan").choice(("stay", "sell"))
        s.note("keeper plan", world.keeper_plan)
    if f.get("time"):  # a timed maguffin (a sunset): its hour comes from the node's dusk, and
        world.maguffin_time = f["time"]  # the crew land at night, so the day's dusk falls in
        world.arrival = "night"  # the window (trip/start.py maguffin_hours), under a night
        night_for_hour(world, s)  # sky that is still up in the middle of the night
    elif world.maguffin == "view" and world.nights != "no" and world.stuck == "no" and world.family != "chao":
        # a sight by daylight (a view, a photograph): the crew land at night, so the day's light
        # lies ahead of the walk to it (round 28, r27b-cold-a: a mid-day landing, dusk at hour 6,
        # and the view from the highest peak reached only after dark; trip/clock_view.py)
        world.arrival = "night"
        night_for_hour(world, s)
    roll_sight(s, f, world, slug_)  # one spot or many, and who takes the pictures (round 26)
    roll_number_shape(f, world)  # a pair is "them", cloth is soft (round 27)
    roll_told(s, f, world)  # a knowledge's word, phrase, text, song or drawing (round 36)
    c = dict(ctx, maguffin=short, _world=world.facts())
    if f.get("ages"):  # a person to rescue: one age and one class, before any line about them
        world.maguffin_age = s.child("age").choice(f["ages"])
        world.extra["stranded_classes"] = list(f["classes"])
        if f.get("skill"):  # their job's own skill ("a lander's missing pilot" flies)
            world.extra["stranded_skill"] = f["skill"]
        if f.get("crew") is False:  # never a SlipShip crewmember (a stowaway): no designation
            world.extra["stranded_crew"] = "no"
        s.note("maguffin age", world.maguffin_age)
        c["_world"] = world.facts()
    # People to rescue and sights to see have their own looks, reasons and twists.
    suffix = f"_{slug_}" if slug_ in ("rescue", "tourism") else ""
    # who they really are first: a twist of years spent here is a fact their look then shows
    # (never "thinner than their photo" beside "here for years": cold read r22, r22-cold-f)
    really = gx(s.child("really"), "maguffin", f"really{suffix}", c) + "."
    # whether the truth is plain, known to all the locals, or hidden: the cast's secrets read it
    # (nobody "knows the truth about it, and nobody else here believes it" beside "the locals
    # have a shed full of them": cold read r22, r22-cold-b, r22-cold-c)
    world.extra["maguffin_twist"] = "plain" if PLAIN.search(really) else "common" if COMMON.search(really) \
        else "hidden"
    # whether it is what it seems: no look then says it glows when someone lies (round 26)
    world.extra["maguffin_seems"] = seems(really)
    c = dict(c, _world=dict(c["_world"], maguffin_seems=world.extra["maguffin_seems"]))
    if world.maguffin == "person":
        world.extra["stranded_years"] = "yes" if YEARS.search(really) else "no"
        c = dict(c, _world=dict(c["_world"], years=world.extra["stranded_years"]))
    out = {
        "what": cap(what),
        "kind": world.maguffin,
        "short": short,
        "bulk": f["bulk"],
        "form": f["form"],
        "looks": gx(s.child("looks"), "maguffin", f"looks{suffix}", c) + ".",
        "why": gx(s.child("why"), "maguffin", f"why{suffix}", c) + ".",
        "really": really,
    }
    if world.maguffin == "person":  # what they wear, one way on the page (content/stranded_dress.py)
        world.extra["stranded_dress"] = stranded_dress(out["looks"])
    if gists:  # the fact it turns on, rolled before any line that refers to it (issue 10: "who
        # owns the valley", "what the insult was" never given): content/__init__.py fills its
        # {keeper} and {place}, the play layer an event's hours (trip/play.py event_timing)
        out["gist"] = cap(_fill(s.child("gist").choice(gists), values))
    if slug_ == "trade" and world.inhabitants != "nobody":
        # "in exchange for provided cargo": what the crew carry out to trade (on an empty
        # world the goods are acquired "via some other means": found and gathered)
        cs = s.child("cargo")
        cargo = load(CARGO).items
        keep = tuple(i for i, (_, _, g) in enumerate(cargo) if fits(g.get("_needs"), world.facts()))
        k = deck.deal(CARGO, "cargo", len(cargo), keep, cs.path) if deck else keep[cs.below(len(keep))]
        out["cargo"] = cargo[k][0]
        s.note("trade cargo", out["cargo"])
    if f.get("setting"):
        out["setting"] = f["setting"]
    if f.get("din"):  # a festival's place is loud (taken off again with the place: __init__.py)
        out["din"] = f["din"]
    if f.get("place"):  # a place maguffin is a location of the trip, not inside one
        out["place"] = f["place"]
        out["place_desc"] = f.get("place_desc")  # described as what it is (places.json rule)
    return out


def states_for(facts: dict) -> list[str]:
    """The conditions a person maguffin may be in on this world: a people who keep the peace by
    a custom of their own (``peaceful``: "they own no weapons, and settle every quarrel by a
    long, formal exchange of apologies") lock nobody in, so there the one the crew came for
    hides or will not leave, and no captor holds them (held, or hurt and held: people.py
    CAPTIVE; cold read r22, r22-cold-j)."""
    every = list(VALUES["maguffin_state"])
    if facts.get("peaceful") == "yes":
        return [v for v in every if v not in ("held", "hurt")]
    return every


def roll_state(s: Stream, ctx: dict, world) -> None:
    """A person maguffin's one condition (``world.maguffin_state``), before the client's ad is
    drawn, so the ad, the looks, the place, the secret and the keeper all read it."""
    world.maguffin_state = s.child("state").choice(states_for(world.facts()))
    if REFUSE in ctx.get("_comps", ()):  # the one the crew came for refuses: unwilling
        world.maguffin_state = "unwilling"
    s.note("maguffin state", world.maguffin_state)
    shelter_culprit(s.child("sheltered"), world)


def shelter_culprit(s: Stream, world) -> None:
    """Who wronged the one the crew came for, once their condition is known: hiding or unwilling
    to leave, whoever is with them is a friend who shelters them (people.py KEEPER_ROLES
    "person:hiding", "person:unwilling"), not the one who stranded them, so the culprit the
    client rolled (content/client.py roll_client, before the condition) is then the client or
    nobody, and a rescue's stranding is the client's or nobody's (round 35, cold read: "at the
    barn door the stranded woman names her friend, the one she will not leave, as the one who
    stranded her"; 4 of the 10 such lines of slip-n-slide audit/1-300 and hang audit/1-400)."""
    if world.maguffin_state not in ("hiding", "unwilling") or world.culprit != "keeper":
        return
    owed = world.mission == "rescue" and world.client_tie == "money"  # a creditor strands nobody (round 36)
    world.culprit = "nobody" if owed else s.child("culprit").choice(["client", "nobody"])
    if world.mission == "rescue":
        world.stranded_by = world.culprit if world.culprit != "nobody" else \
            s.child("stranded").choice(["own", "barn", "chance"])
    roll_motive(s, world)  # by mistake or on purpose, for the culprit as it now stands (round 36)
    s.note("sheltered, so wronged by", world.culprit)


PAY = "lists/pay_terms"


def roll_pay(s: Stream, world) -> None:
    """When the client pays (``world.pay_when``), one fact before any line about pay."""
    world.pay_when = s.choice(load(PAY).value_tuple)
    s.note("pay when", world.pay_when)


# a lander's worth of paying tourists, fewest to most: the rules' Capacity is how many people a
# ship holds (2.6 SHIP), one seat each, and the page's tables stop at Capacity 6, so a crew of
# two and four tourists fill it (cold read 19, C-2: "twelve tourists" on no lander the page knows)
PARTY = (2, 4)


def roll_party(s: Stream, world) -> None:
    """How many paying tourists a tourism job carries (``world.party``), one fact before any
    line about them: the start, the climax's want and the endings count them (cold read 11:
    "every tourist with them", and no page said how many)."""
    if world.mission == "tourism":
        world.party = PARTY[0] + s.below(PARTY[1] - PARTY[0] + 1)
        s.note("party", str(world.party))
        world.party_names = party_names(s.child("names"), world.party)


# given names that are weather words, which the audit's world rules read in a start's lines
WEATHER_NAMES = frozenset("rain storm snow frost mist misty fog dew sky sunny sunshine cloud stormy".split())


def party_names(s: Stream, n: int) -> list[str]:
    """A name for each of ``n`` paying tourists, all different, rolled with the count: the start
    names every one the party counts, and a client's or a trip's line about one of them ("one of
    the tourists is the client's rival") names which (cold read r35-b, tinderbox-13: "four
    tourists ..., Landon Hubbard the loudest of them", and the other three never named, two of
    them with hidden identities). Nobody else in the cast takes these names (content_for's
    ``taken``); the loudest of them, an NPC of the cast, is named there, and the start names the
    rest from the front of this list (trip/party.py party_ruling)."""
    out: list[str] = []
    for k in range(n + 8):
        name = human_name(s.child(k))
        if name.split()[0].lower() in WEATHER_NAMES:
            continue  # the start prints these names beside the world's own facts (r35 audit/845: "Rain" on a bone-dry world)
        if name not in out and name.split()[0] not in {x.split()[0] for x in out}:
            out.append(name)
        if len(out) == n:
            break
    return out


def pay_words(facts: dict | None, part: str) -> str:
    """The pay fact's words for the ad (``ad``) or the terms (``terms``); "on return" (the
    rules' own) without a fact."""
    for v, _, f in load(PAY).items:
        if v == (facts or {}).get("pay_when"):
            return f[part]
    return "cash on return" if part == "ad" else "on return"


def fee(cl: int) -> float:
    """What a cost the crew pay on the node comes to (a toll, a bribe, a price for the hours
    they need), in Megas: a quarter of one crewmember's pay (the CL), so that it is a fraction
    of the job's pay even for a crew of one (cold read 11: "pay 4M ... for the hours the crew
    need" on a job paying 4M a head)."""
    return max(1, cl) / 4


def fee_words(cl: int) -> str:
    """``fee`` as the page writes every figure of Megas: "0.25M", "0.5M", "1M", "1.5M" (cold
    read 13: "pay a quarter of a Mega" on a page whose every other figure is in M)."""
    return f"{fee(cl):g}M"


# What a small payment on the node comes to, by who is paid and what for (issue 10): the rules
# price things at today's prices times ten ("1M will get you an awesome car"), so a quarter of a
# crewmember's pay (``fee``) is a real sum, for an official, a boss, a rival crew or the
# maguffin's holder; a beggar, a stallholder or a round of drinks takes a coin, and a local's
# help (a guide, a porter, a key, a way round) a day's wages (cold read: 0.5M to a beggar)
FEE_COIN = "a few coins or a trinket from home"
FEE_TRINKET = "a trinket from home or a bite of the crew's rations"  # a people who strike no coin
FEE_HIRE = "a local's day's wages, well under 0.01M"
FEE_FOOD = "a day's food from the crew's rations"  # help, where no coin is struck
# a local boss paid to look the other way (round 36, our ruling: the rules are silent): a week of
# a local's wages, never a quarter of a crewmember's pay (cold read: "pay the toll in trade goods
# (worth a local's day's wages, well under 0.01M)" and one scene later "pay the boss to look the
# other way (worth 1M)", more than a hundred days' wages for one local)
FEE_BRIBE = "a week of a local's wages, a few hundredths of a Mega"
FEE_BRIBE_GOODS = "a good knife or a lighter from the crew's kit"  # where no coin is struck


def fee_slots(cl: int, facts: dict | None = None) -> dict:
    """The fee words by payee: ``fee`` (a real sum), ``fee_hire`` (a day's wages) and
    ``fee_coin`` (small change; a trinket where the locals strike no coin: before iron) and
    ``fee_bribe`` (a local boss's price to look the other way: a week's wages)."""
    coins = fits("tech >= iron", facts)
    return {"fee": fee_words(cl), "fee_hire": FEE_HIRE if coins else FEE_FOOD,
            "fee_bribe": FEE_BRIBE if coins else FEE_BRIBE_GOODS,
            "fee_coin": FEE_COIN if coins else FEE_TRINKET}


REFUSE = "Object of Mission will Refuse"


def roll_refuser(s: Stream, world, complications) -> dict:
    """Who refuses, with the Mission Complication "Object of Mission will Refuse" (the rules
    name the refusal and no one else: it is the mission's object that says no, never a
    gatekeeper or a passer-by), rolled once before any line about it: a person or a creature
    the crew came for will not come; a thing with a keeper (not made by the crew) is refused
    by the keeper who will not hand it over, or by the thing itself, which will not be taken;
    anything else (a record to make, a sight, a place) will not be recorded. ``none`` without
    the complication. Returns the world's facts, for the caller's ``ctx["_world"]``."""
    if REFUSE not in complications:
        world.refuser = "none"
    elif world.keeper_plan != "none" and world.maguffin in ("object", "substance"):
        world.refuser = s.choice(("self", "keeper"))
        s.note("refuser", world.refuser)
    else:
        world.refuser = "self"
    return world.facts()


NARROW = "Narrow Window of Opportunity"
EARLY_TICK, LATE_TICK = 3, 5  # the clock's ticks (trip/clock.py): fires at hours 12 and 20


def window_tick(facts: dict) -> int:
    """The clock tick at which a Narrow Window of Opportunity closes (its hour: 4 x the tick):
    hour 12, unless the crew came for something that happens later in the day (a timed
    maguffin from the node's dusk, a short event at hour 17: trip/start.py event_hours), which
    a way shut at hour 12 would put out of reach: then hour 20, when it is over (cold read:
    "the tide turns at hour 12" beside a ceasefire at hour 17)."""
    timed = (facts.get("maguffin_time") or "any") != "any"
    short_event = facts.get("maguffin") == "event" and facts.get("maguffin_bulk") not in ("large", "vast")
    return LATE_TICK if timed or short_event else EARLY_TICK


def event_slots(world, places: list[str], keeper: str) -> dict:
    """What a Mission Complication's event line names, from the facts (content/places.py
    events_for): the maguffin's keeper (who refuses, world ``refuser: keeper``), the goal (the
    maguffin's place, where the clock's Narrow Window tick shuts the way) and the hour the
    window closes (the same tick)."""
    return {"holder": keeper, "goal": places[min(1, len(places) - 1)],
            "window_hour": str(4 * window_tick(world.facts()))}
