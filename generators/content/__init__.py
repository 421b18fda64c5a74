"""Content that runs at the table: everything a GM needs to run a DayTrip cold.

One entry point for the site and the CLI::

    content = content_for(mission, stream)      # TripContent
    content.to_dict()   # node_details, client, rivals, factions, people, locations, maguffin,
                        # obstacles, events, teaser, tweaks

``stream`` is the content's own stream (the DayTrip passes ``<mission>/content``). Each slot
draws from its own child (``node``, ``client``, ``maguffin``, ``locations``, ``rivals``, ``factions``,
``people``, ``obstacles``, ``complications``, ``events``, ``teaser``, ``tweaks``, ``opposition``,
``links``), so adding a slot reshuffles nothing. The tweaks: content/tweaks_for.py.

Opposition types come from the ``opposition`` argument, else the Mission Aspects, else 1d9 at
``<stream>/opposition``; complications from the aspects' list, else No Intel for Exploration
plus one 1d12 at ``<stream>/complications``.
May import: rules, text and the top-level modules. Never systems, render, trip, site or cli.
"""

from __future__ import annotations

import re

from dataclasses import dataclass, field

from ..rng import Provenance, Roll, Stream
from .common import DECK, MISSION_SLUGS, NODE_TYPES, OPPOSITIONS, cap, gx, lower_first, one_intel, one_of
from ..text.deck import Deck
from .cast_facts import roll_creatures
from .nodes import node_details
from .fit_pick import one_fit
from .clock_facts import rival_why, rivals_land
from .client import client_for, honest_node, roll_client, short_name
from .factions import factions_for, lander_bound, rivals_for
from .people import PEOPLE, people_for
from .event_tellers import tellers
from .event_roles import blackmailers, foes
from .ad_terms import ad_apart
from .landing_seen import arrival_world
from .places import COMPLICATION_SYMBOLS, GUIDE_ROLE, events_for, locations_for, obstacles_for, teaser_for
from .tide_shore import event_world
from .job_time import late_fails
from .win_by import win_by
from .maguffin import maguffin_for, maguffin_kind, roll_party, roll_pay, roll_refuser, event_slots, fee_slots
from .talks import name_parties, roll_talks
from .force import MISSION_TYPES, force_mission_type, force_node, stratify
from .tweaks_for import _tweaks
from .homes import BIG_SIZES, _big_ones, _guides, _homes, _lairs, _place_people  # noqa: F401 (BIG_SIZES: the audit's)

__all__ = ["TripContent", "content_for", "force_node", "stratify", "NODE_TYPES", "OPPOSITIONS"]

COMPLICATIONS = tuple(COMPLICATION_SYMBOLS)


def _big(fields: dict) -> bool:
    """The trip's one beast stands in the way on land: dog-sized or bigger, never a whale, a
    snake or a turtle (its "size" and "foe" are facts of corpora/lists/animals.json)."""
    return fields.get("size") not in ("hand", "cat") and fields.get("foe") is not False


def _huge(fields: dict) -> bool:
    """The beast of a Megafauna planet (world fact ``fauna``: big): car- or bus-sized."""
    return _big(fields) and fields.get("size") in ("car", "bus")


@dataclass
class TripContent:
    seed: str
    version: str
    algorithm: int
    path: str
    mission_type: str
    node_type: str
    opposition: list[str]
    complications: list[str]
    node_details: dict
    client: dict
    rivals: list[dict]
    factions: list[dict]
    people: list[dict]
    locations: list[dict]
    maguffin: dict
    obstacles: list[dict]
    events: list[dict]
    teaser: str
    tweaks: list[dict]
    world: dict = field(default_factory=dict)  # the fact sheet (generators/content/world.py)
    rolls: list[Roll] = field(default_factory=list)

    def to_dict(self) -> dict:
        def copy(x):
            if isinstance(x, dict):
                return {k: copy(v) for k, v in x.items()}
            if isinstance(x, list):
                return [copy(v) for v in x]
            return x

        return {
            "seed": self.seed, "version": self.version, "algorithm": self.algorithm,
            "path": self.path, "mission_type": self.mission_type, "node_type": self.node_type,
            "opposition": list(self.opposition), "complications": list(self.complications),
            "teaser": self.teaser,
            "node_details": copy(self.node_details), "client": copy(self.client),
            "rivals": copy(self.rivals), "factions": copy(self.factions),
            "people": copy(self.people), "locations": copy(self.locations),
            "maguffin": copy(self.maguffin), "obstacles": copy(self.obstacles),
            "events": copy(self.events), "tweaks": copy(self.tweaks),
            "world": copy(self.world),
            "rolls": [r.to_dict() for r in self.rolls],
        }


def _aspect(mission, name: str):
    a = getattr(mission, "aspects", None)
    return getattr(a, name, None) if a is not None else None


def _opposition(mission, s: Stream, given) -> list[str]:
    if given:
        return [o for o in dict.fromkeys(given) if o in OPPOSITIONS] or list(given)[:1]
    found = _aspect(mission, "oppositions")
    if found:
        return [o for o in dict.fromkeys(found) if o in OPPOSITIONS]
    r = s.dice(1, len(OPPOSITIONS), "opposition type (no Mission Aspects)")
    r.result = OPPOSITIONS[r.total - 1]
    return [r.result]


def _complications(mission, s: Stream) -> list[str]:
    found = _aspect(mission, "complications")
    if found is not None:
        return one_intel([c for c in dict.fromkeys(found) if c in COMPLICATION_SYMBOLS])
    out = ["No Intel"] if mission.mission_type == "Exploration" else []
    if out:  # in the roll log too, so the page's list of complications matches it
        s.note("complication (an Exploration: nobody has been, so the barn has no intel)", "No Intel")
    r = s.dice(1, len(COMPLICATIONS), "complication (no Mission Aspects)")
    c = COMPLICATIONS[r.total - 1]
    r.result = c
    if c not in out and one_intel(out + [c]) == out + [c]:
        out.append(c)
    elif c not in out:
        r.result = f"{c} (the job already has No Intel: one intel level is kept)"
    return out


def _trip_index(path: str) -> int:
    """The trip's number in its campaign: the last number in its stream path."""
    nums = [int(p) for p in path.split("/") if p.isdigit()]
    return nums[-1] if nums else 1


def content_for(mission, stream: Stream, *, opposition: list[str] | None = None,
                npc_count: int = PEOPLE) -> TripContent:
    """All the content of one DayTrip for ``mission``, drawn from ``stream``'s children."""
    npc_count = max(1, min(PEOPLE, npc_count))
    log: list[Roll] = []
    s = stream.with_log(log)
    opp = _opposition(mission, s.child("opposition"), opposition)
    comps = _complications(mission, s.child("complications"))
    # grammar rules are dealt without replacement across the trip and the campaign
    deck = Deck(stream.seed, _trip_index(stream.path), root=stream.path)
    token = DECK.set(deck)
    try:
        return _content_for(mission, stream, s, log, opp, comps, deck, npc_count)
    finally:
        DECK.reset(token)


def _content_for(mission, stream, s, log, opp, comps, deck, npc_count) -> TripContent:
    details, setting = node_details(mission, s.child("node"), deck, opposition=opp,
                                    complications=comps)
    world = setting.world
    w = setting.facts
    # the rival crew: on the node first (the opposition, or a hidden Surprise), or land at a tick
    hidden = [x["value"] for x in _aspect(mission, "surprises") or [] if x.get("kind") == "Opposition"]
    w.rivals = "here" if "Rival DayTrippers" in opp + hidden else "later"
    w.rivals_tick = 0 if w.rivals == "here" else rivals_land(s.child("rivals", "land"))
    # what they are here for, before their goal and their ticks (facts.py rival_aim): one in four
    # came to watch the crew, not to race them
    w.rival_aim = "watch" if s.child("rivals", "aim").below(4) == 0 else "race"
    # and why, one purpose their goal, their captain's want and secret and their ticks all
    # declare (facts.py rival_why): a racing crew want the prize, to spoil the job or to beat
    # the crew at it
    w.rival_why = "watch" if w.rival_aim == "watch" else rival_why(s.child("rivals", "why"),
                                                                    MISSION_SLUGS[mission.mission_type])
    # who alone works against the crew in secret (facts_r30.py foil, round 34): one hidden motive a trip
    w.foil = "rivals" if w.rival_why == "spoil" else ("client", "local", "none")[s.child("foil").below(3)]
    w.mission = MISSION_SLUGS[mission.mission_type]  # what the crew do with the maguffin
    w.secret_job = "yes" if "Must be Kept Secret" in comps else "no"  # before any line (facts.py)
    roll_pay(s.child("pay"), w)  # when the client pays: the ad, the terms and endings say it
    roll_party(s.child("party"), w)  # how many tourists a tour carries
    f = w.facts()
    # the trip's one kind of beast and one monster are world facts, with their own (herd,
    # diet, marks; size, shape), before any line about them: every line is drawn to fit
    beast, monster = roll_creatures(w, s, f, _huge if w.fauna == "big" else _big)
    if "Monster/Enemy" in opp:  # the named monster is one of a kind, at its own place (trip/beast_cap.py)
        w.monster_range = "lair"
    ctx = {
        "_world": w.facts(), "_deck": deck, "sky": w.sky_day, "night_sky": w.sky_night,
        "world": world, "alien": setting.species or "Vesh",
        # a planet is "on", a time, a valley, a dream or a drift "in" (r27-cold-g: "Everyone on
        # the Sacramento Valley in 1948")
        "world_in": "on" if setting.family == "planet" else "in",
        # the first paying tourist past the loudest: the one a line about "one of the tourists" names
        **({"tourist": w.party_names[0]} if w.party_names else {}),
        "scent": one_fit("lists/scents", f), "object": one_fit("lists/household_objects", f),
        # one monster and one kind of beast per trip: the obstacle and its stat block agree
        "animal": beast,
        # an animal of home for a tweak's animal part where nothing here has legs (life none,
        # simple or one organism: a thunder-grazer's hide on a world of microbial mats)
        "home_animal": one_fit("lists/animals", f),
        "material": one_fit("lists/fictional_materials", f),
        "monster": monster,
        "hazard": one_fit("lists/environmental_hazards", f),
        "color": one_of("lists/crayola_colors"), "trait": one_fit("lists/person_adjectives", f),
        "instrument": one_fit("lists/instruments", f),
        "folk": "visitors" if setting.natives == "none" else "the locals", "_comps": tuple(comps),
    }
    roll_client(mission, s.child("client"), w, f)  # before the maguffin's why and the secret
    w.maguffin = maguffin_kind(mission, s.child("maguffin", "kind"), w.facts(), w)
    w.access = ("queued", "held")[s.child("access").below(2)]  # one way into a sight (facts_r30.py, r37)
    ctx["_world"] = w.facts()
    maguffin = maguffin_for(mission, s.child("maguffin"), ctx, w)
    if details.get("sky") and ctx["night_sky"] != w.sky_night:  # a timed maguffin's night redrawn
        details["sky"], ctx["night_sky"] = w.sky[:1].upper() + w.sky[1:], w.sky_night  # (sky_slip)
    # whether being late fails the job, before the client's secret (content/job_time.py, r35)
    w.late_fails = late_fails(comps, w.maguffin, w.maguffin_time, maguffin.get("why"))
    w.extra["win_by"] = win_by(w.mission, w.maguffin, w.maguffin_form)  # what the client pays for (r38)
    ctx["_world"] = roll_refuser(s.child("refuser"), w, comps)  # its bulk, form; who refuses
    ctx.update(fee_slots(mission.clearance_level, ctx["_world"]))  # a sum a line names (a debt, a map for sale) is on the money scale (round 36)
    roll_talks(mission, s.child("talks"), w, maguffin)  # a diplomacy job's side and question
    what = maguffin["what"][:1].lower() + maguffin["what"][1:]
    maguffin["what_short"] = what
    # the full phrase is for the teaser and the maguffin's own block; every other line
    # says its short form ("the census"), so a page does not print the phrase a dozen times
    ctx["maguffin"] = maguffin["short"]
    if maguffin.get("setting"):
        ctx["maguffin_setting"] = maguffin["setting"]
    if maguffin.get("place"):
        ctx["maguffin_place"] = maguffin.pop("place")
    if "place_desc" in maguffin:
        ctx["maguffin_place_desc"] = maguffin.pop("place_desc")
    if "din" in maguffin:  # where a festival, a feast or a dance is held is loud (places.py)
        ctx["maguffin_din"] = maguffin.pop("din")
    # the page's names so far (the key local, the dreamer): nobody else shares a given or family name
    taken = {setting.key_person["name"]} if setting.key_person else set()
    taken |= set(w.party_names or ())  # the paying tourists' names are theirs alone (maguffin.party_names)
    client = client_for(mission, s.child("client"), {**ctx, "place": world, "_world": dict(ctx["_world"], secret_job=("no", "yes")["Must be Kept Secret" in comps], war=("no", "yes")["War Zone" in comps])}, taken,
                        name=w.extra.get("client_name"))
    # the full name once (the ad, the Client line), then the short form ("the agency")
    ctx["client"] = lower_first(short_name(client["name"]))
    if w.talks:  # the lines about the talks name the other side (content/talks.py)
        ctx["talks_side"] = w.talks["parties"][1]
    big = _big_ones(mission, setting, opp, beast, monster)  # a creature no room holds needs open ground
    locations = locations_for(mission, setting, s.child("locations"), ctx, war="War Zone" in comps,
                              stealth="Stealth Required" in comps, open_ground=bool(big))
    loc_names = [lower_first(loc["name"]) for loc in locations]
    ctx["place"] = loc_names
    maguffin["where"] = locations[1]["name"]
    rivals = rivals_for(s.child("rivals"), ctx, w.rivals_tick, taken)  # 0: here
    ctx["crew"] = rivals[0]["name"]
    factions = factions_for(setting, s.child("factions"), ctx)
    ctx["faction"] = factions[0]["name"] if factions else "The local authorities"
    ctx["_honest"] = honest_node(details)  # nobody can lie here: nobody in the cast lies
    homes = _homes(s.child("links"), PEOPLE, locations, mission.mission_type == "Emergency/Rescue",
                   big, _guides(mission, setting, opp), _lairs(mission, setting, opp, w.monster_range == "lair"))
    people = people_for(mission, setting, s.child("people"), dict(ctx, _homes=[
        lower_first(h) for h in homes], _world=dict(ctx["_world"], stealth_job=(  # (r34: no ticket
        "no", "yes")["Stealth Required" in comps])), opp, rivals, npc_count, taken)  # seller where the crew hide)
    _place_people(homes, people, locations)
    name_parties(w, ctx["client"], people)  # the client and the negotiator, before any play line
    if mission.mission_type == "Emergency/Rescue":
        maguffin["what"] = f"{people[0]['name']}, {what}"
        maguffin["who"] = maguffin["short"] = people[0]["name"]
    travelling = set()
    if mission.mission_type == "Sightseeing/Tourism":
        people[0]["where"] = "Travelling with the crew, from the barn onward"
        travelling.add(people[0]["name"])
        for loc in locations:
            loc["who"] = [n for n in loc["who"] if n != people[0]["name"]]
    if len(people) > 1:
        maguffin["held_by"] = f"{people[1]['name']} ({lower_first(people[1]['role'])})"
    keeper = people[1]["name"] if len(people) > 1 else "whoever has it"  # a guardian is named
    maguffin["really"] = maguffin["really"].replace("{keeper}", keeper)
    if maguffin.get("gist"):  # the fact it turns on names its knower, organiser or warden and its place
        maguffin["gist"] = maguffin["gist"].replace("{keeper}", keeper).replace(
            "{place}", lower_first(maguffin["where"]))
    names = [p["name"] for p in people if not p.get("creature")] or [people[0]["name"]]
    # tourists travel with the crew, the one the crew came for stays held: no event finds them elsewhere
    ev = dict(ctx, places=loc_names, npcs=[n for n in names if n not in travelling | {maguffin.get("who")}] or names, **event_slots(w, loc_names, keeper), _rivals_tick=w.rivals_tick)
    ev["_world"] = event_world(ev["_world"], ev["goal"], w.water)  # a tide only on a shore (round 28)
    # who is at the slip-in point to meet (or watch) the lander at hour 0: nobody from hours off
    ev["_landing"] = [n for n in ev["npcs"] if any(p["name"] == n and p["where"] == locations[0]["name"] for p in people)]
    # each person's own place, where an event that names them happens (content/event_homes.py, r38)
    ev["_home"] = {p["name"]: lower_first(p["where"]) for p in people if p.get("where")}
    # the world the arrival is drawn in: can the locals reach the lander at once (landing_seen.py)
    ev["_arrival_world"] = arrival_world(ev["_world"], locations[0])
    ev["_foes"] = foes(people)  # no second job against the crew for them (content/event_roles.py)
    ev["_lander"] = any(lander_bound(f["attitude"], f["want"]) for f in factions)  # met by the lander: not hidden there
    ctx_people = dict(ctx, npc=names)
    level = _aspect(mission, "opposition_level") or 0
    obstacles = obstacles_for(mission, s.child("obstacles"), ctx_people, opp, level,
                              crews=[r["captain"] for r in rivals],
                              guides=[p["name"] for p in people if GUIDE_ROLE.search(p.get("role") or "")])
    for i, p in enumerate(people):  # a creature's block: what it does, how to get past it
        if p.get("creature"):
            cs = s.child("creature", i)
            kind = "monster" if p["creature"] == "Monster/Enemy" else "beast"
            p["manner"] = gx(cs.child("does"), "people", f"creature_does_{kind}", ctx) + "."
            p["secret"] = ("How to get past it: "  # its weakness, never against its want
                           + gx(cs.child("weak"), "people", f"creature_weakness_{kind}", ctx) + ".")
    events = events_for(mission, s.child("events"), ev, comps)
    tctx = dict(ctx, maguffin=what, contact=client["contact"], client=lower_first(client["name"]),
                # "..., who saved for the trip, is paying" (cold read 25)
                client_subj=re.sub(r"(, (?:who|which|whose) .+)$", r"\1,", lower_first(client["name"])))
    teaser = ad_apart(lambda k: teaser_for(  # no term its note says against (content/ad_terms.py)
        mission, s.child("teaser") if k == 0 else s.child("teaser", "apart", k), tctx))
    # the rules' tweaks are "to create a surreal destination": none on a real place played
    # straight (our Earth in some year, an Alternate Earth: world.py realistic_of)
    tweaks = [] if w.facts()["realistic"] == "yes" else \
        _tweaks(s.child("tweaks"), people, locations, maguffin, dict(  # a blackmailer: no second job
            ctx_people, _jobbed=blackmailers(events, names)), tellers(events))  # (content/event_roles.py)
    for p in people:
        p.pop("_was", None)  # a rerolled NPC's original manner: the tweaks' only (people_for)
    prov = Provenance(stream.seed, algorithm=stream.algorithm)
    return TripContent(
        seed=prov.seed, version=prov.version, algorithm=prov.algorithm, path=stream.path,
        mission_type=mission.mission_type, node_type=mission.node_type, opposition=opp,
        complications=comps, node_details=details, client={**client, "name": cap(client["name"])},
        rivals=rivals, factions=factions, people=people, locations=locations,
        maguffin=maguffin, obstacles=obstacles, events=events, teaser=cap(teaser),
        tweaks=tweaks, world=w.to_dict(), rolls=log,
    )
