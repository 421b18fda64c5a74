"""Places, things and events of a DayTrip: 4-6 locations (1d4+2, at least 4) with a sensory
line each, the maguffin's kind (the maguffin itself: content/maguffin.py), obstacles that follow from the
opposition types, events and complications in time order across the one-day window, the teaser.

Paths: <locations>/count, <locations>/<i>/{setting,site,name,what,desc,sense} (the site
first: the name and the description are about it, and the description fits the age the
name says: place_age, and fits the kind of place it names: place_kind); <maguffin>/kind;
<obstacles>/<Type>/{text,dl,counter}; <events>/{count,hours,<k>},
<events>/complication/<name>; <teaser>.
"""

from __future__ import annotations

import re

from ..text.english import a
from ..text.echo import apart, echoes, ends_alike  # a stock phrase another place already has (cold read 19)
from ..data import load
from ..memo import rx
from ..rng import Stream
from ..needs import fits
from .crowd import hidden, seen
from ..rules.resolution import OBSTACLE_DL_MAX, OBSTACLE_DL_MIN, obstacle_dl
from .maguffin import fee_slots, pay_words
from .fit_pick import pick_fit
from .clock_facts import due_first, told_in_time
from .event_roles import second_not_foe
from .event_homes import fits_homes, homed  # an event finds its people at their own place (r38)
from .line_places import unseen_away, way_round
from .common import MISSION_SLUGS, Setting, cap, gx, lower_first, slug
from .underfoot import firm, footing_for, ground as _ground, ground_ctx, not_underfoot  # (footing.py: round 40)
from .bare_desc import unbare  # a clause of a try, said of the site
from .profile_places import shown  # the planet profile's cities, giant mushrooms
from .senses import fresh_sense as _fresh_sense
# what a place's own name says it is (age, kind, the liquid of its lake): content/place_kinds.py
from .place_kinds import NAME_GLUE, kind_facts, machines_at, name_words, place_age, place_facts, place_kind  # noqa: F401
from .place_promise import promised, promised_twice
from .name_near import species_twice
from .landing_fit import fitting_site
from .sky_once import SAME_SKY, sky_once  # noqa: F401  (SAME_SKY: scene_view, consistency_echo)

HOURS = 24  # the one-day window: engines and fuel for one day

# Mission Complications (rules' names) -> the events grammar symbol for each.
COMPLICATION_SYMBOLS = {
    "No Intel": "no_intel", "Scant Intel": "scant_intel", "Bad Intel": "bad_intel",
    "Bad Odds": "bad_odds", "Deadline": "deadline",
    "Narrow Window of Opportunity": "narrow_window", "No Rescue Available": "no_rescue",
    "Must be Kept Secret": "must_be_secret", "Involves Criminal Motives": "criminal_motives",
    "Stealth Required": "stealth_required", "Object of Mission will Refuse": "refuses",
    "War Zone": "war_zone",
}

HOLDS = {"exploration": "holds_thing", "rescue": "holds_rescue", "tourism": "holds_tourism",
         "survey": "holds_survey", "trade": "holds_trade", "diplomacy": "holds_diplomacy"}  # trade: on show


def _shape(text: str, cast: dict) -> str:
    """An event's opening words with its people and places masked: the same happening with
    other names is still the same happening."""
    for k in ("npc", "npc2", "place", "place2"):
        if cast.get(k):
            text = text.replace(str(cast[k]), "#")
    return text[:24]


def _rivals_too_early(text: str, ctx: dict, hour: int) -> bool:
    """Whether an event names the rival crew before they land (the fact sheet's ``rivals``:
    later, at clock tick ``rivals_tick``, whose four hours end at hour 4 x that tick)."""
    world = ctx.get("_world") or {}
    if world.get("rivals") != "later" or hour > 4 * int(ctx.get("_rivals_tick") or 0):
        return False
    return bool(ctx.get("crew") and ctx["crew"] in text) or bool(re.search(r"\brivals?\b", text, re.I))
# Each family's site nouns (a place's terrain or building): drawn first, so the name and the
# description are about the same thing ("The Glass Forest" stands on glass, not on gravel).
SITES = {"planet": "planet_site", "past": "past_building", "future": "future_site",
         "alternate": "alt_site", "dream": "dream_site", "chao": "chao_site", "deep": "deep_site",
         "early": "early_site", "recent": "recent_site"}
def near_names(a: str, b: str) -> bool:
    """Whether two place names of one trip read as the same place: the same words in another
    order ("The Crater Town of Irisela", "The Irisela Crater Town"), one inside the other, or
    two words in common ("The crater lake where the plesiosaurs drink", "The sandbank where
    the plesiosaurs drink")."""
    wa, wb = name_words(a), name_words(b)
    return bool(wa and wb) and (wa <= wb or wb <= wa or len(wa & wb) >= 2)


def _site(ls: Stream, fam: str, lctx: dict, sites: set[str]) -> str | None:
    """A site noun no other place of the trip has (None: every fitting one is taken)."""
    for i in range(16):
        v = gx(ls if i == 0 else ls.child("retry", i), "places", SITES[fam], lctx)
        if v not in sites:
            sites.add(v)
            return v
    return None


def _site_in(name: str, fam: str) -> str | None:
    """The site noun a given place name names ("The ruined tower on the ridge": ridge)."""
    from ..text.grammar import compiled

    low = name.lower()
    return next((v for v in sorted(compiled("grammars/places").rules[SITES[fam]], key=len, reverse=True)
                 if rx(rf"\b{re.escape(v)}\b").search(low)), None)


MIN_LOCATIONS = 4


def locations_for(mission, setting: Setting, s: Stream, ctx: dict, war: bool = False, stealth: bool = False,
                  open_ground: bool = False) -> list[dict]:
    """The trip's places; with ``war`` (War Zone) none is calm or friendly, with ``stealth`` the
    lander is not set down in full view; with ``open_ground`` (a creature no room holds) the last
    place is quiet and outdoors if none past the slip-in point is (r35: a wyvern at a bazaar)."""
    r = s.child("count").dice(1, 4, "locations (1d4+2)", modifier=2)
    # at least four: three places (two short paths) left a 24-hour clock with nothing to do
    # after its second tick (cold11 1958d0, 2da442); the fourth is the GM's room to move
    count = max(MIN_LOCATIONS, r.total)
    r.result = f"{count} locations" + ("" if count == r.total else f" (at least {MIN_LOCATIONS})")
    fam = setting.family
    names: list[str] = []
    descs, sites, heard = set(), set(), set()  # (of str)
    out = []
    world = ctx.get("_world") or {}
    world = dict(world, **{k: "yes" for k, on in (("war", war), ("stealth_job", stealth)) if on}) if world else world
    for i in range(1, count + 1):
        ls = s.child(i)
        # indoors or out (the slip-in point is where the lander lands: always outdoors); the
        # name, description and sensory line are drawn to fit it (needs "setting: ...")
        setting = "outdoor" if i == 1 or not world else (
            # where the maguffin is: out of doors when it can only be met there (a view, a site)
            ctx.get("maguffin_setting") if i == 2 and ctx.get("maguffin_setting") else pick_fit(
                ls.child("setting"), "lists/place_settings", world)[1]["setting"])
        if forced := open_ground and world and i == count > 2 and not any(x["setting"] == "outdoor" and x.get("din") != "loud" for x in out[1:]):
            setting = "outdoor"
        # how loud it is (a fact of the place, before any line about it: lists/place_din.json)
        din = "quiet" if forced else (i == 2 and ctx.get("maguffin_din")) or pick_fit(ls.child("din"), "lists/place_din", dict(
            world, setting=setting))[1]["din"] if world else None  # a festival's place is loud
        if world and i == 2 and ctx.get("maguffin_place_desc"):  # a falls roars, a market shouts
            din = _din_for(din, dict(world, setting=setting), ctx["maguffin_place_desc"])
        hour = (world or {}).get("arrival") if i == 1 else "any"  # when first seen (facts "hour")
        lctx = dict(ctx, _world=dict(world, setting=setting, din=din, hour=hour)) if world else ctx
        site = _site(ls.child("site"), fam, lctx, sites)
        if site is None and world and i > 1 and not forced:  # every site of this setting taken: the other one
            other = "indoor" if setting == "outdoor" else "outdoor"
            octx = dict(ctx, _world=dict(world, setting=other, din=din))
            if fits("inhabited" if other == "indoor" else None, world):
                site = _site(ls.child("site", "other"), fam, octx, sites)
                if site is not None:
                    setting, lctx = other, octx
        if site is None:  # every site taken (a big trip on a small pool): one again
            site = gx(ls.child("site", "again"), "places", SITES[fam], lctx)
        if i == 2 and ctx.get("maguffin_place"):  # the place the client wants is this location,
            site = _site_in(ctx["maguffin_place"], fam) or site  # described as what it names
        lctx = dict(lctx, site=site, ground=lambda x: _ground(x, site, ground_ctx(lctx, site)),  # built into: firm
                    firm_ground=lambda x: firm(x, lambda y: _ground(y, site, ground_ctx(lctx, site, built=True))))
        name = _name(ls.child("name"), fam, lctx, names)
        if i == 2 and ctx.get("maguffin_place"):
            name = ctx["maguffin_place"]
            names.append(name)
        if world:  # how old its name says it is, what kind of place, and what it stands on: the description,
            # the ground and the landing fit them (place_ages.json, place_kinds.json, footing.py)
            lctx = dict(lctx, _world=dict(lctx["_world"], place_age=place_age(name),
                                          **kind_facts(name, world, setting)))  # a mercury lake's
            lctx["_world"]["footing"] = footing_for(ls.child("footing"), lctx["_world"], site, fam)
        if i == 1:  # its locals in sight or not, then its landing site after its description
            role, what, lctx = "Slip-in point", "", hidden(lctx)  # (content/crowd.py)
        elif i == 2:
            role = "Where the maguffin is"
            what = gx(ls.child("what"), "places", HOLDS[MISSION_SLUGS[mission.mission_type]], lctx)
        else:
            role, what = "Location", ""
        if i == 2 and ctx.get("maguffin_place_desc"):
            # a place maguffin is described as itself (the old mine as a mine, the ruined
            # tower as a tower), never as whatever site the node would have put there
            desc = gx(ls.child("desc"), "places", ctx["maguffin_place_desc"], lctx)
            descs.add(desc)
        else:  # the sky in full once; after that "the same sky" (cold read 34: one sky four times)
            sky_said = bool(ctx.get("sky")) and any(ctx["sky"] in d for d in descs)
            desc = _desc(ls.child("desc"), fam, dict(lctx, sky=SAME_SKY) if sky_said else lctx, descs, site)
            desc = sky_once(desc)  # said once: no "under the same sky" filler after (sky_once.py)
        if i == 1:  # the lander does not come down on the stuff the client wants
            desc = not_underfoot(desc, ctx.get("maguffin"), lambda k: _desc(
                ls.child("desc", "under", k), fam, lctx, descs, site))
            what = fitting_site(name, lambda k: gx(ls.child("what") if k == 0 else ls.child("what", k),
                                                   "places", "slip_in", seen(lctx, desc)))  # (landing_fit.py)
        desc = promised(ls.child("promise"), desc, lctx, sorted(descs))  # what its name promises (place_promise.py)
        descs.add(desc)  # as printed, promise line and all: the next place's says another
        if world:  # a description that says what the place smells of says it once
            lctx = dict(lctx, _world=dict(lctx["_world"], scented="yes" if SMELLS.search(desc) else "no"))
        loc = {
            "name": name,
            "role": role,
            "setting": setting,
            "description": f"{desc}. {what}." if what else f"{desc}.",
            "sensory": _fresh_sense(ls.child("sense"), lctx, heard, bare=fam == "planet") if i > 1 else
            not_underfoot(_fresh_sense(ls.child("sense"), lctx, heard, bare=fam == "planet"), ctx.get(
                "maguffin"), lambda k: _fresh_sense(ls.child("sense", "under", k), lctx, heard, fam == "planet")),
        }
        loc.update((k, v) for k, v in (("din", din), ("footing", (lctx.get("_world") or {}).get("footing"))) if v)
        out.append(loc)
    return shown(s.child("profile"), out, world, ctx)  # one place shows the profile's cities (profile_places.py)


SMELLS = re.compile(r"\b(smell(s|ing)?|scent(ed)?|tastes? of|reeks?|stinks?)\b", re.I)  # what a place smells of


def _din_for(din: str, facts: dict, symbol: str) -> str:
    """The rolled loudness, or the other one when no line of ``symbol`` fits it (the great
    falls' roar is never quiet; a place is described as itself)."""
    from ..text.grammar import compiled_for

    if compiled_for("grammars/places", dict(facts, din=din)).rules.get(symbol):
        return din
    return "quiet" if din == "loud" else "loud"


def _name(s: Stream, fam: str, lctx: dict, names: list[str]) -> str:
    """A name that is not a near-copy of another place's of the trip (bounded tries; then a
    name from another pool, corpora/lists/place_names_apart.json, that says nothing of the
    site and shares no word with the trip's other names: never "The Other Mercury Lake"
    beside "The mercury lake where the giants sleep")."""
    for i in range(24):
        v = gx(s if i == 0 else s.child("retry", i), "places", f"name_{fam}", lctx)
        if not any(near_names(v, n) for n in names) and not promised_twice(v, names) and \
                not species_twice(v, names, lctx.get("alien")):  # (name_near.py)
            names.append(v)
            return v
    v = name_apart(s.child("apart"), lctx.get("_world"), names)
    names.append(v)
    return v


def name_apart(s: Stream, world: dict | None, names: list[str]) -> str:
    """A name of lists/place_names_apart.json that fits the world and shares no word with
    ``names`` (numbered, "The Far Corner Two", only if every one does)."""
    items = load("lists/place_names_apart").items
    used = frozenset().union(*(name_words(n) for n in names)) if names else frozenset()
    fit = [v for v, _, f in items if fits(f.get("_needs"), world or None)]
    free = [v for v in fit if not name_words(v) & used] or [f"{v} Two" for v in fit]
    return free[s.below(len(free))]


def _desc(s: Stream, fam: str, lctx: dict, descs: set[str], site: str | None) -> str:
    """A description no other place of the trip has, nor its head or detail after the "; " ("quiet and
    very clean" and "half-abandoned" with one detail read as one copy), nor a detail inside, nor
    a stock phrase of, another's words (text/echo.py); when the tries run out, the last one's head
    said of this place's own site, its used detail left off (sites are never shared)."""
    lows = sorted(d.lower() for d in descs)  # one by one: a set's order is the hash seed's
    said = lambda detail: any(detail.lower() in d for d in lows)  # noqa: E731
    tries, heads = [], {d.split("; ", 1)[0] for d in lows if "; " in d[1:]}  # r23-cold-c: "Half-empty;" x3
    for i in range(24):
        v = gx(s if i == 0 else s.child("retry", i), "places", f"desc_{fam}", lctx)
        tail = "; " + v.split("; ", 1)[1] if "; " in v else None
        if v not in descs and not (tail and (said(tail[2:]) or v.split("; ", 1)[0].lower() in heads)) and \
                not any(f(v, sorted(descs), (lctx.get("sky"), lctx.get("night_sky"))) for f in (echoes, ends_alike)) and \
                not any(x.startswith("; ") and x[2:].lower() in v.lower() for x in descs):
            descs.update(x for x in (v, tail) if x)
            return v
        tries.append((v, tail))
    # the part that echoes no other place of the last try whose part does (text/echo.py
    # ``apart``), said of this site; a bare site only when every part of every try echoes
    # (cold read 31, r22-cold-b: the whole read-aloud of a place was "Spore market.")
    found = [apart(v, bool(tl and said(tl[2:])), site, sorted(descs), (lctx.get("sky"), lctx.get("night_sky")))
             for v, tl in reversed(tries)]
    v = next((x for x in found if ": " in x), found[0])
    if len(v.split()) <= 3:  # a bare site ("Crater town.") reads as a placeholder (r26b-cold-c):
        skies = (lctx.get("sky"), lctx.get("night_sky"))
        v = next((w for i in range(48) if (w := gx(s.child("bare", i), "places", f"desc_{fam}", lctx))
                  not in descs and not echoes(w, sorted(descs), skies)), v)  # echoing no other place
        v = unbare(v, [t for t, _ in reversed(tries)], site, sorted(descs), skies)  # still bare (bare_desc.py)
    descs.add(v)
    return v


# a role whose part is knowing the ground (trip/clues.py GUIDE is this pattern)
GUIDE_ROLE = re.compile(r"\bknows the (ground|terrain)\b|\bmapped the ground\b", re.I)


def obstacles_for(mission, s: Stream, ctx: dict, opposition: list[str], level: int = 0,
                  crews: list[str] = (), guides: list[str] = ()) -> list[dict]:
    """One obstacle per opposition type, DL CL + 1d3 - 1 (at most OBSTACLE_DL_MAX). ``level``
    (the Opposition Level) is a dice bonus on the opposition's rolls and never raises the DL.
    ``crews``: the rival crews' captains, never the NPC a rivals' obstacle names (they "have
    bribed" them: cold read r22, r22-cold-e, the rivals bribing their own captain)."""
    out = []
    every = list(ctx["npc"]) if isinstance(ctx.get("npc"), list) else [ctx.get("npc")]
    ctx = dict(ctx, **fee_slots(mission.clearance_level, ctx.get("_world")))  # a bribe: part of the pay; help: a day's wages
    for o in opposition:
        os_ = s.child(o)
        # nor a guide (GUIDE_ROLE: one bribed to stall the crew tells no way, slip-n-slide audit/669)
        names = [n for n in every if (o != "Rival DayTrippers" or n not in crews) and n not in guides] or every
        # the NPC an obstacle names is never the one who knows the way round it
        k = os_.child("who").below(len(names))
        rest = [n for j, n in enumerate(names) if j != k] or \
            [n for n in every if n != names[k] and n not in crews] or names  # one left: anyone else (slip-n-slide audit/18)
        ctx = dict(ctx, npc=names[k])
        body, _, own = gx(os_.child("text"), "obstacles", slug(o), ctx).partition("|")  # "|counter_x": its own ways round
        ctx = dict(ctx, npc=rest[os_.child("who2").below(len(rest))])
        # the Opposition Level is a dice bonus on the opposition's rolls, not on the DL
        r = os_.child("dl").dice(1, 3, f"obstacle DL ({o}): CL + 1d3 - 1, from {OBSTACLE_DL_MIN} to "
                                 f"{OBSTACLE_DL_MAX}", modifier=mission.clearance_level - 1)
        dl = obstacle_dl(r.total)
        r.result = f"DL {dl}"
        counter = way_round(os_, ctx, body, own or f"counter_{slug(o)}")  # at the obstacle's own place
        out.append({"opposition": o, "dl": dl, "detail": f"{body}.", "counter": f"{counter}.",
                    "text": f"{o} (DL {dl}): {body}. {counter}."})
    return out


def events_for(mission, s: Stream, ctx: dict, complications: list[str]) -> list[dict]:
    """Arrival at hour 0, 2-4 happenings and one event per complication at distinct hours,
    and the slip home at hour 23, sorted by hour. No Intel shows itself at hour 1. Each
    event picks its own pair of places and pair of people (``places``, ``npcs`` in ctx)."""
    r = s.child("count").dice(1, 3, "events between arrival and departure (1d3+1)", modifier=1)
    n = r.total
    r.result = f"{n} events"
    early = [c for c in complications if c == "No Intel"]
    later = [c for c in complications if c != "No Intel"]
    hours = told_in_time(s.child("hours", "told"), sorted(s.child("hours").sample(range(2, HOURS - 1), n + len(later))), later)
    order = due_first(s.child("order").shuffled(list(range(len(hours)))), hours, n, later)
    places, npcs = ctx["places"], ctx["npcs"]
    lead = s.child("cast").shuffled(list(range(len(npcs))))  # who leads each event, in turn
    state = {"turn": 0, "last": set()}

    def cast(es: Stream) -> dict:
        """Two places and two people for one event; nobody from the previous event again."""
        p = es.child("where").sample(range(len(places)), 2)
        first = lead[state["turn"] % len(lead)]
        state["turn"] += 1
        others = [j for j in range(len(npcs)) if j != first and j not in state["last"]] or \
            [j for j in range(len(npcs)) if j != first] or [first]
        second = others[es.child("who").below(len(others))]
        state["last"] = {first, second}
        return dict(ctx, place=places[p[0]], place2=places[p[1]], npc=npcs[first], npc2=npcs[second])

    out = [{"hour": 0, "when": "Hour 0", "kind": "arrival", "text": _arrival(s, ctx, cast(s.child("arrival")), places)}]
    taken: set[str] = set()  # each happening's opening, names masked: no event twice a day
    for k, idx in enumerate(order[:n], 1):
        es = s.child(k)
        c = homed(cast(es), places)  # where the people it names are (content/event_homes.py)
        for attempt in range(8):
            text = gx(es if attempt == 0 else es.child("retry", attempt), "events", "happening", c)
            shape = _shape(text, c)
            if shape not in taken and not _rivals_too_early(text, c, hours[idx]) and fits_homes(text, c):
                break
        taken.add(shape)
        out.append({"hour": hours[idx], "when": f"Hour {hours[idx]}", "kind": "event", "text": text + "."})
    slots = [(1, c) for c in early] + [(hours[idx], c) for c, idx in zip(later, order[n:])]
    for hour, c in slots:
        cs = s.child("complication", c)
        cc = unseen_away(cast(cs), places) if c == "Stealth Required" else intel_places(cast(cs), places, cs) \
            if c in INTEL_WHERE else second_not_foe(cast(cs), ctx) if c == "Must be Kept Secret" else cast(cs)
        for attempt in range(8):  # never the rival crew before they land, nobody away from their place
            text = gx(cs if attempt == 0 else cs.child("retry", attempt), "events",
                      COMPLICATION_SYMBOLS[c], cc)
            if not _rivals_too_early(text, cc, hour) and fits_homes(text, cc):
                break
        out.append({"hour": hour, "when": f"Hour {hour}", "kind": "complication",
                    "complication": c, "text": f"{c}: {text}."})
    departure = dict(cast(s.child("departure")), place=places[0])
    out.append({"hour": HOURS - 1, "when": f"Hour {HOURS - 1}", "kind": "departure",
                "text": gx(s.child("departure"), "events", "departure", departure) + "."})
    out.sort(key=lambda e: e["hour"])
    return out


def _arrival(s: Stream, ctx: dict, c: dict, places: list[str]) -> str:
    """The hour-0 event at the slip-in point, drawn in ctx ``_arrival_world`` (r38). Whoever it names
    meets or watches the lander there, so it is someone found there (ctx ``_landing``); with nobody
    there, a line that names nobody (issue 10: "Jacob Platonov watches from a safe distance")."""
    landing = ctx.get("_landing")
    home = dict(c, place=places[0], **({"npc": landing[s.child("arrival", "who").below(len(landing))]} if landing else {}), **({"_world": ctx["_arrival_world"]} if ctx.get("_arrival_world") else {}))
    for attempt in range(12):
        text = gx(s.child("arrival") if attempt == 0 else s.child("arrival", "retry", attempt), "events", "arrival", home)
        if landing is None or landing or home["npc"] not in text:
            break
    return text + "."


INTEL_WHERE = ("Bad Intel", "Scant Intel")  # a briefing wrong or thin about the way to the goal


def intel_places(c: dict, places: list[str], s: Stream) -> dict:
    """An event's places for Bad or Scant Intel: what the briefing got wrong (#place#) is where
    the maguffin is (places[1]), which the clock's tick says it costs the crew on the way to; what
    it left out or misnamed (#place2#) is a place on the way, never the slip-in point the crew
    chose to land at nor the goal the job names (issue 10: "The crew discover the briefing left
    out the Lopsided Glass Forest entirely", the landing site)."""
    if len(places) < 3:
        return c
    return dict(c, place=places[1], place2=places[2 + s.child("away").below(len(places) - 2)])


def teaser_for(mission, s: Stream, ctx: dict) -> str:
    """The Big Board's ad; it asks for the client's contact by name (ctx ``contact``), never
    for the client itself (cold15: "Ask for a retirement community from Roseville")."""
    pay = f"Pays {mission.clearance_level}M a head, {pay_words(ctx.get('_world'), 'ad')}"
    return gx(s, "teaser", "origin", {**ctx, "maguffin": lower_first(ctx["maguffin"]),
                                      "node": a(mission.node_type), "pay": pay})
