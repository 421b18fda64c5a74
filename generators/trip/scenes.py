"""The scenes of a DayTrip, as a small graph of the trip's locations (the strong start
before them is generators/trip/start.py).

- scenes: one per location (4-6): the slip-in point first, where the maguffin is last (the
  climax), the others between them as lead, roleplay and setback (the five-room dungeon's
  shape). Each has a read-aloud line, who is there, what the crew want, an obstacle with its
  stat, DL and a way round it (the content's own obstacle, with its own way round, at the
  scene whose place it names, or at the climax; else corpora/trip/play_obstacles.json, by
  the trip's opposition types) and where it leads. A way round is never the obstacle's own
  roll again (another stat or approach), and weather, daylight and open ground are never
  met at an indoor place (play lines outdoor-only; obstacle lines may need setting: outdoor).
- connections: the chain slip-in -> ... -> climax, plus at most one shortcut; every scene is
  reachable from the start. Each path takes 1-2 hours on foot, the chain out to the climax
  4-6 hours: there and back reaches the clock's third tick (with each scene's hour, HOW in
  trip/clock.py, the later ones).
- Every roll a way round asks for names its stat and DL ({dl}, {easier}, {harder}); a way
  that uses the lander is offered only at the slip-in point; a way through an NPC names
  someone here who is not the opposition, not the maguffin's keeper and whose want does not
  stand in the way (want-blocks); the content's own way round is used only when it names
  nothing the page never gives (way-vague). Where someone or something is kept at the climax,
  ``release`` is the last barrier (a lock or a keeper: a price, DLs, the keeper's opposed roll).
- Opposition Level: the rules' "dice bonus that will be applied to every roll for each
  Opposition", read as a bonus on the opposition's own rolls (its NPCs' stat blocks carry
  it); a fixed DL is not such a roll, so no DL here is raised by it.
- surprise: each hidden Mission Surprise that is an Opposition (Mission Aspects, when the
  player lowered the Opposition Level) at a scene between start and climax, as an obstacle of
  its type (GM only); creatures: how a creature met at a scene plays (want, DL, roll to drive it off).

Paths: ``play/start``, ``play/scenes/shortcut``, ``play/scenes/travel/<a>/<b>``, ``play/scenes/<n>/{obstacle,want,release}``, ``play/scenes/surprise/<i>/{scene,obstacle}``.
"""

from __future__ import annotations

import re

from ..content.places import kind_facts
from ..data import load
from ..memo import any_word_in, by_identity, has_word, keyed
from ..rng import Stream
from ..rules.resolution import obstacle_dl
from . import parts
from .base import _cap
from .clue_price import reaches  # a want that needs the maguffin first is no price (round 34)
from .obstacle_fit import one_stat, rival_lone, scene_facts
from .obstacle_kinds import first_pool, kinds_drawn
from .climax_fit import trap_on_kept
from .way_trade import trade, traded as _floored  # each way round a trade with its roll
from .creature_kind import order_note, slots_here
from .creature_note import creature_note  # noqa: F401 (scenes' creatures notes)
from .creature_scenes import creatures_held, full_kinds, hold, swarm_cap
from .scene_lines import _BY_USE, _items_for, dl_slots, fill, lines, lower_first, slots_for  # noqa: F401 (many callers)
from .setback_way import setback_on_way
from .know_fit import danger_first, danger_skip  # the warner stands where a dangerous thing is
from .scene_paths import MAX_CHAIN_HOURS, MIN_CHAIN_HOURS, connections, short_way  # noqa: F401 (API)
from .stealth import stealth_loc
from .scene_view import sky_at, tweak_thing, tweaks_at, unfit_beasts, unfit_terrain  # noqa: F401 (start.py, audits)

MIDDLE_KINDS = {1: [], 2: ["lead"], 3: ["lead", "setback"], 4: ["lead", "roleplay", "setback"], 5: ["lead", "roleplay", "lead", "setback"]}
# The rules' DLs: 2 easy, 3 challenging, 4 difficult; a scene's base DL grows with the CL.
BASE_DL = {1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4}
FILLER_TYPES = ("Dangerous Environment", "Technical Challenges", "Psychological Challenges")
STATS = ("BRAINS", "CHARM", "GRACE", "HEALTH", "MIGHT", "PSYCHE")
_MAY: dict = {}  # id(play_lines) -> id(play_obstacles) -> {(helpers?, arrival?, setting): what may be dealt}
_MAY_FIT: dict = {}  # a fitting tuple of play_obstacles -> {what _MAY keeps: both, in order} (issue 15)
_AWAY: dict = {}  # play_obstacles' items -> each line's "<away>_A" slot name


def _wants(people: list) -> str:
    """What the scene's first person wants, as the crew's want line says it ("who wants
    something first: to trade what they know for a ride home"): an ask that is mentioned is
    said (cold reads: "wants something first", and the want only in the NPC's entry)."""
    w = ((people[0].get("want") or "") if people else "").strip().rstrip(".")
    return w[:1].lower() + w[1:] if w.startswith("To ") else w


def scene_order(trip) -> list[int]:
    """Location indexes in scene order: slip-in first, the maguffin's place last."""
    n = len(trip.locations)
    goal = parts.maguffin_place(trip)
    if goal == 0:  # the maguffin is at the slip-in point: the last location is the climax
        goal = n - 1
    return [0] + [i for i in range(1, n) if i != goal] + [goal]


def helpers_at(trip, here: list[dict]) -> list[str]:
    """Who at a scene may be asked for a way round: a person (not a creature), not the face
    of an opposition, not the maguffin or its keeper, whose want or secret does not block the crew."""
    blocks = {k: lines(f"{k}-blocks") for k in ("want", "secret")}  # (nor whose secret keeps
    foes = {p["name"] for k in parts.opposition(trip) for p in [parts.opposition_person(trip, k)] if p}
    enemy = parts.antagonist(trip)
    person = parts.maguffin_person(trip)
    foes |= {x["name"] for x in (enemy, person) if x}
    foes.add(parts.maguffin(trip).get("held_by", "").split(" (")[0])
    return [n["name"] for n in here if not n.get("creature") and n["name"] not in foes  # them
            and not any(b in (n.get(k) or "").lower() for k in blocks for b in blocks[k])]


def way_fits(way: str, kind: str, helpers: list[str], cast: list[str]) -> bool:
    """A way round the crew can use here: the lander only at the slip-in point, nothing the
    page never gives (way-vague), and every NPC it names a helper at this scene."""
    low = way.lower()
    if "lander" in low and kind != "arrival":
        return False
    if any(v in low for v in lines("way-vague") if v != "lander"):
        return False
    return all(n in helpers for n in cast if n and n in way)


def repeats_roll(way: str, stat: str) -> bool:
    """Whether a way round asks for the obstacle's own roll again (its stat, at any DL): a
    way round must be another approach, not the same roll."""
    return has_word(stat, way)


def fits_place(text: str, setting: str | None) -> bool:
    """Whether an obstacle's line may be printed at a place of this setting: weather,
    daylight and open ground (outdoor-only) never indoors, in a mine, a hall or a cave."""
    if setting != "indoor":
        return True
    words = by_identity(_BY_USE, _items_for("outdoor-only"),
                        lambda its: tuple(w for v, _, _ in its for w in v.split("|")), 8)
    return not (words and any_word_in(words, text))


def _content_obstacle(trip, kind: str, place: str, setting: str | None, helpers: list[str],
                      cast: list[str], level: int, content: dict, used: set[str],
                      skip: frozenset = frozenset(), avoid: str | None = None,
                      top: int | None = None) -> dict | None:
    """The content's own obstacle for this scene, with its own way round: one that names this
    place (or, at the climax, no other place), fits the place, asks for no vague or lander-only
    way and whose way round is not its own roll again; before the climax, none harder than the
    climax's (``top``). Each is used at one scene only."""
    elsewhere = [loc["name"] for loc in parts.locations(trip) if parts.inline(loc["name"]) != place]
    for o in parts.obstacles(trip, content):
        way = o["counter"].split(": ", 1)[-1]
        named = re.findall(r"\b(" + "|".join(STATS) + r")\b", o["detail"])
        stat = named[0] if named else _stat_for(o["opposition"])
        here = place in o["detail"] or any(parts.inline(n) == place and n in o["detail"]
                                           for n in [loc["name"] for loc in parts.locations(trip)])
        said = o["detail"] + " " + way  # a climax's way round names no other place either ("They drink at")
        if o["detail"] in used or o["opposition"] in skip or stat == avoid or not (here or (kind == "climax" and not any(
                n in said or parts.inline(n) in said for n in elsewhere))):
            continue
        if kind == "climax" and trap_on_kept(trip, o["detail"], place):  # the keeper's own trap
            continue
        if "lander" in o["detail"].lower() or not way_fits(way, kind, helpers, cast) \
                or repeats_roll(way, stat) or not fits_place(
                    (o["detail"] + " " + way).replace(place, ""), setting) or unfit_terrain(o["detail"] + " " + way, place) \
                or unfit_beasts(o["detail"], place, setting):  # no herd through a station hall
            continue
        stated = re.search(r"\bDL (\d+)", o["detail"])
        # the content's DL is CL + 1d3 - 1 and never carried the Opposition Level (a dice bonus on
        # the opposition's rolls: content/places.py obstacles_for), so nothing comes off it
        dl = int(stated.group(1)) if stated else max(2, min(6, o["dl"]))  # DL 1 cannot fail (way_trade)
        if top is not None and dl > top:  # the climax stays the hardest roll (r22-cold-c: DL 6 before a 4)
            continue
        used.add(o["detail"])
        # the page's own "Roll X against DL n" names the roll, once (r27-cold-g: "(PSYCHE DL 3 each
        # hour). Roll PSYCHE against DL 3."): the line's "a GRACE roll" is "a roll" (no stat without its DL)
        text = o["detail"] if stated or not named else re.sub(r"\b" + named[0] + r"\s+", "", o["detail"], count=1)
        return {"opposition": o["opposition"], "text": text, "stat": stat, "dl": dl,
                "way": _cap(way), "level": level if o["opposition"] in parts.opposition(trip) else 0,
                "_dl": "as its line says" if stated else f"the content's obstacle DL ({o['opposition']})"}
    return None


def campaign_deck(s: Stream):
    """The campaign's deck for play lines: the seed and the trip's number (before ``play``)."""
    from ..text.deck import Deck

    head = s.path.split("/play/")[0]
    nums = [int(p) for p in head.split("/") if p.isdigit()]
    return Deck(s.seed, nums[-1] if nums else 1)


def _deal(s: Stream, pool: list[tuple], deck) -> tuple:
    """One (value, fields) of ``pool`` (trip/play_obstacles), from the campaign's deck."""
    if deck is None:
        return pool[s.below(len(pool))]
    items = load("trip/play_obstacles").items
    at = by_identity(_BY_USE, items, lambda its: {v: i for i, (v, _, _) in enumerate(its)}, 8)
    kinds = "|".join(sorted({f["opposition"] for _, f in pool}))
    j = deck.deal("trip/play_obstacles", kinds, len(items), tuple(sorted(at[v] for v, _ in pool)), s.path)
    return items[j][0], items[j][2]


def _deal_want(s: Stream, kind: str, wants: list[str], deck) -> str:
    """One of ``wants`` (trip/play_lines want:<kind>), from the campaign's deck: trips in a
    row print different ones (cold read 25: the same few wants on every page)."""
    every = _items_for(f"want:{kind}")
    kept = tuple(i for i, (v, _, _) in enumerate(every) if v in wants)
    if deck is None or not kept:
        return wants[s.below(len(wants))]
    return every[deck.deal("trip/play_lines", f"want:{kind}", len(every), kept, s.path)][0]


MAX_SWARMS = 2  # swarm obstacles (bugs, rats, birds: nothing to fight) on one trip (cold25 f: six)


def is_swarm(f: dict) -> bool:
    """A stock obstacle (trip/play_obstacles fields) that is a swarm of small creatures."""
    return f.get("opposition") == "Wildlife/Animals" and f.get("foe") == "none"


def swarms_capped(pool: list[tuple], used: set[str], cap: int = MAX_SWARMS) -> list[tuple]:
    """``pool`` without swarms once ``used`` holds ``cap`` of them (creature_scenes.swarm_cap)."""
    fields = {v: f for v, _, f in load("trip/play_obstacles").items}
    if sum(is_swarm(fields[v]) for v in used if v in fields) < cap:
        return pool
    return [(v, f) for v, f in pool if not is_swarm(f)] or pool


def _obstacle(s: Stream, trip, kind: str, place: str, here: list[dict], slots: dict, used: set[str],
              cl: int, content: dict, setting: str | None = None, deck=None,
              skip: frozenset = frozenset(), avoid: str | None = None, top: int | None = None, kinds=()) -> dict:
    """``skip``: the creature kinds that hold enough scenes already (held): none of them here;
    ``avoid``: the one stat every other obstacle of the trip rolls (one_stat), when a line of the
    same kind may roll another; ``top``: the climax's DL, drawn first, which no scene before it
    passes (the climax is the hardest roll of the trip: r22-cold-c, a setback at DL 6 before a
    climax at DL 4); ``kinds``: the kinds of trouble met so far, while too few (obstacle_kinds)."""
    opp = parts.opposition(trip)
    level, _ = parts.opposition_level(trip)
    helpers = helpers_at(trip, here)
    cast = [n["name"] for n in parts.npcs(trip)]
    skip = danger_skip(skip, here)  # the warner stands where a dangerous thing is (trip/know_fit.py)
    found = _content_obstacle(trip, kind, place, setting, helpers, cast, level, content, used, skip, avoid, top)
    if found:
        return _floored(found, kind)
    facts = dict(parts.facts(trip), **kind_facts(place, parts.facts(trip), setting), **({"setting": setting} if setting else {}),
                 **scene_facts(next(x for x in parts.locations(trip) if parts.inline(x["name"]) == place), kind), **rival_lone(here))
    its = load("trip/play_obstacles").items  # what may be dealt at such a scene: once (issue 15)
    ok = keyed(by_identity(_MAY, load("trip/play_lines"), lambda _: {}, 8), its, (bool(helpers), kind == "arrival", setting), lambda its: frozenset(
        i for i, (v, _, f) in enumerate(its) if ("{npc}" not in v + f["way"] or helpers)
        and ("lander" not in v + f["way"] or kind == "arrival")
        and not repeats_roll(f["way"], f["stat"]) and fits_place(v + " " + f["way"], setting)
        and not (kind == "arrival" and any(x in v for x in lines("not-at-arrival")))))
    named = slots_here(trip, place)  # the creature itself is here: no line that has it gone off
    # the fitting lines that may be dealt here, in order, once per (fitting set, scene kind)
    both = keyed(_MAY_FIT, load("trip/play_obstacles").fitting(facts or None), ok,
                 lambda fit: tuple(i for i in fit if i in ok), 1024)
    away = by_identity(_AWAY, its, lambda its: tuple(f"{f.get('away')}_A" for _, _, f in its), 8)
    pool = [its[i][::2] for i in both if its[i][0] not in used and away[i] not in named]
    pool = [(v, f) for v, f in pool if f["opposition"] not in skip or f.get("foe") == "none"] or pool
    pool = swarms_capped(pool, used, swarm_cap(trip))
    first = first_pool(danger_first(pool, here), opp, FILLER_TYPES, avoid, kinds)  # the kind of trouble not yet met (round 29)
    v, f = _deal(s.child("obstacle"), first, deck)
    used.add(v)
    dl = max(2, min(6, BASE_DL[cl] + f["dl"] + (1 if kind in ("setback", "climax") else 0)))  # DL 1 cannot fail
    why = f"base {BASE_DL[cl]} for CL {cl}, line {f['dl']:+d}" + (f", +1 at the {kind}" if kind in ("setback", "climax") else "") \
        + (", DL 2 at least (DL 1 cannot fail)" if BASE_DL[cl] + f["dl"] < 2 else "")
    if top is not None and dl > top:
        dl, why = top, why + f", at most the climax's DL {top}"
    # the setback's +1 shows in the DL only where the DL without it is lower (review r37)
    plus = kind == "setback" and dl > max(2, min(6, BASE_DL[cl] + f["dl"], top if top is not None else 6))
    sl = {**slots, **named, "place": place, "npc": helpers[0] if helpers else "", **dl_slots(dl)}
    return _floored({"opposition": f["opposition"], "text": _cap(fill(v, sl)) + ".", "stat": f["stat"],
                     "dl": obstacle_dl(dl), "way": _cap(fill(f["way"], sl)) + ".",
                     "level": level if f["opposition"] in opp else 0, "_dl": why,
                     **({"setback_plus": True} if plus else {}),
                     **({"foes": None} if f.get("foe") == "none" else {}),  # a swarm: nothing to fight
                     **({"_armed": True} if f.get("armed") == "yes" else {})}, kind)  # trip/armed.py


def release_for(s: Stream, trip, place: str, dl: int) -> str | None:
    """The last barrier at the climax when a person, a thing or a sight is kept there: a lock
    with its DLs, or the keeper (when the page has one at the climax) with their price and
    opposed roll."""
    slots = slots_for(trip)
    keeper = next((n for n in parts.npcs(trip) if n["name"] == slots["holder"]
                   and parts.inline(n["where"]) == place), None)
    if not parts.is_person(trip) and not keeper:
        return None  # nobody keeps it: the obstacle is all that is in the way
    if parts.maguffin_kind(trip) not in parts.CARRIED or parts.facts(trip).get("maguffin_made") == "yes":
        use = "release:record"  # seen, learnt or made there, with the keeper's leave or without it
    else:
        use = ("release:held" if keeper else "release:unheld") if parts.is_person(trip) else "release:kept"
    loc = next((x for x in parts.locations(trip) if parts.inline(x["name"]) == place), {})
    # a loud place is open: never "shut for the day"; a captive out of doors is chained or tied
    # where they stand, never "locked in" at open ground (cold read r22, r22-cold-j: a lean-to)
    options = lines(use, trip, {"setting": loc.get("setting") or "indoor",
                                **({"din": loc["din"]} if loc.get("din") else {})}) or lines(use, trip)  # (no fact sheet)
    line = options[s.below(len(options))]
    # every last barrier's roll has a cost on a miss ("a miss means X sees"): never DL 1
    return _cap(fill(line, {**slots, **dl_slots(max(2, dl)), "place": place, "them_cap": slots["maguffin_short"] if parts.is_person(trip) else _cap(slots["them"])})) + "."


def _surprises(trip, s: Stream, scenes: list[dict], used: set[str], cl: int, deck=None) -> None:
    """Place each hidden Mission Surprise that is an Opposition at a scene between the start
    and the climax (the climax when there is none): an obstacle of its type, GM only, never a
    harder roll than the climax's obstacle (as the scenes' own obstacles)."""
    for sc in scenes:
        sc["surprise"] = None
    kinds = [x["value"] for x in (trip.aspects or {}).get("surprises") or []
             if x.get("kind") == "Opposition" and x.get("hidden", True)]
    middle = [sc for sc in scenes if sc["kind"] not in ("arrival", "climax")] or scenes[-1:]
    top = int(scenes[-1]["obstacle"]["dl"])  # the climax's DL: the hardest roll of the trip
    setting = {loc["name"]: loc.get("setting") for loc in parts.locations(trip)}
    for i, kind in enumerate(kinds):
        free = [sc for sc in middle if sc["surprise"] is None]
        if not free:
            continue
        sc = free[s.child(i, "scene").below(len(free))]
        where = setting.get(sc["place"])
        items = parts.fitting(load("trip/play_obstacles").items, dict(  # the place's kind, too
            parts.facts(trip), **kind_facts(sc["place"], parts.facts(trip), where), **({"setting": where} if where else {}),
            **scene_facts(next(x for x in parts.locations(trip) if x["name"] == sc["place"]), sc["kind"])))
        pool = swarms_capped([(v, f) for v, _, f in items if f["opposition"] == kind and v not in used
                              and "{npc}" not in v + f["way"] and "lander" not in v + f["way"]
                              and not repeats_roll(f["way"], f["stat"]) and fits_place(v + " " + f["way"], where)], used, swarm_cap(trip))
        if not pool:
            continue
        v, f = _deal(s.child(i, "obstacle"), pool, deck)
        used.add(v)
        dl = max(2, min(6, BASE_DL[cl] + f["dl"]))  # DL 1 cannot fail (way_trade)
        why = f"base {BASE_DL[cl]} for CL {cl}, line {f['dl']:+d}"
        if dl > top:  # never harder than the climax (review r23: the obstacles were capped, not these)
            dl, why = top, why + f", at most the climax's DL {top}"
        sl = {**slots_for(trip), "place": parts.inline(sc["place"]), **dl_slots(dl)}
        sc["surprise"] = {"opposition": kind, "text": _cap(fill(v, sl)) + ".", "stat": f["stat"],
                          "dl": dl, "way": trade(_cap(fill(f["way"], sl)) + ".", dl), "_dl": why,
                          **({"foes": None} if f.get("foe") == "none" else {}),
                          **({"_armed": True} if f.get("armed") == "yes" else {})}


def _stat_for(kind: str) -> str:
    for v, _, f in load("trip/play_obstacles").items:
        if f["opposition"] == kind:
            return f["stat"]
    return "BRAINS"


def scenes_for(trip, content: dict, s: Stream, most: int = MAX_CHAIN_HOURS,
               alts: dict | None = None) -> tuple[list[dict], list[dict]]:
    """(scenes, connections); ``most``: the longest walk out (start.walk_back_most); ``alts``,
    when given, gets each scene's want line, its slots and its other lines (scene_known.py)."""
    locs = parts.locations(trip)
    order = scene_order(trip)
    n = len(order)
    slots = slots_for(trip)
    cast = parts.npcs(trip)
    links = connections(s.child("scenes"), n, most)  # never a setback its shortcut walks round (r28):
    kinds = setback_on_way(["arrival"] + MIDDLE_KINDS[n - 1] + ["climax"], links)
    cl = trip.mission.clearance_level
    used: set[str] = set()
    wanted: set[str] = set()  # the want lines dealt so far: each scene its own
    night = (trip.world or {}).get("arrival") == "night"  # scene 1 is seen as the crew arrive
    deck = campaign_deck(s.child("scenes"))  # stock obstacles without replacement across the campaign
    scenes = []
    held = creatures_held(cast, {loc["name"] for loc in locs})  # a creature kind in few scenes
    # The climax's obstacle is drawn first, so it gets the trip's own opposition.
    steps = list(enumerate(zip(order, kinds), 1))
    for k, (li, kind) in steps[-1:] + steps[:-1]:
        loc = locs[li]
        ss = s.child("scenes", k)
        here = [c for c in cast if c["where"] == loc["name"]]
        people = [c for c in here if not c["creature"]]
        hidden = loc["name"] == stealth_loc(trip)  # Stealth Required bites here: no talking scene
        if kind == "roleplay" and (not people or hidden):
            kind = "lead"
        talk = people[0]["name"] if people else ""
        # help "from someone who wants something first" only from one who may help (helpers_at)
        asks = bool(talk) and talk in helpers_at(trip, here) and not reaches(people[0].get("want"), parts.maguffin(trip))
        here_facts = parts.facts(trip) and dict(parts.facts(trip), someone_here="yes" if people else "no",
                                                stealth="here" if hidden else "no", short_way=short_way(links, n, k))
        wants = [w for w, _, _ in parts.fitting(_items_for(f"want:{kind}"), here_facts) if ("{npc}" not in w or talk)
                 and ("{npc_wants}" not in w or asks)]
        wants = [w for w in wants if w not in wanted] or wants  # no scene's want twice (cold25 h)
        want = _deal_want(ss.child("want"), kind, wants, deck)
        wanted.add(want)
        if alts is not None:  # the lines known_wants (scene_known.py) deals before the crew know the goal
            alts[f"scene-{k}"] = (want, {"npc": talk, "npc_wants": _wants(people)},
                                  [w for w in wants if "{goal_place}" not in w])
        scenes.append({
            "id": f"scene-{k}", "number": k, "kind": kind, "place": loc["name"],
            "read_aloud": " ".join(x for x in (sky_at(loc["look"], trip, (
                "night" if night else "day") if k == 1 else None), loc["sensory"]) if x),
            "gm": loc["gm"] or None,  # the JSON contract: absent is null, never ""
            "here": [c["name"] for c in here],
            "npcs": [c["key"] for c in here],
            "want": _cap(fill(want, {**slots, "npc": talk, "npc_wants": _wants(people)})) + ".",
            "obstacle": _obstacle(ss, trip, kind, parts.inline(loc["name"]), here, slots, used, cl,
                                  content, loc.get("setting"), deck, full_kinds(held, loc["name"]),
                                  one_stat(scenes, n), scenes[0]["obstacle"]["dl"] if scenes else None, kinds_drawn(scenes, n)),
            "release": None,
        })
        hold(held, scenes[-1]["obstacle"], loc["name"])
        if kind == "climax":
            scenes[-1]["release"] = release_for(ss.child("release"), trip, parts.inline(loc["name"]),
                                                scenes[-1]["obstacle"]["dl"])
    scenes.sort(key=lambda sc: sc["number"])
    _surprises(trip, s.child("scenes", "surprise"), scenes, used, cl, deck)
    for sc in scenes:
        sc["creatures"] = [creature_note(c, sc["obstacle"]["dl"]) + order_note(c, sc["obstacle"]) for c in cast
                           if c["creature"] and c["where"] == sc["place"]]
    for sc in scenes:
        sc["tweaks"] = tweaks_at(trip, sc["place"], sc.get("read_aloud") or "", sc["here"], sc["number"] == 1)
    for sc in scenes:
        sc["leads_to"] = [c["to"] if c["from"] == sc["id"] else c["from"] for c in links
                          if sc["id"] in (c["from"], c["to"])]
    return scenes, links
