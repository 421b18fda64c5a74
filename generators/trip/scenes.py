"""The strong start and the scenes of a DayTrip, as a small graph of the trip's locations.

- start: a read-aloud slip-in (the slip-in point's look and sound, the node's sky or air,
  and something to react to from the opposition), with its place and who is there.
- scenes: one per location (3-6): the slip-in point first, where the maguffin is last (the
  climax), the others between them as lead, roleplay and setback (the five-room dungeon's
  shape). Each has a read-aloud line, who is there, what the crew want, an obstacle with its
  stat, DL and a way round it (corpora/trip/play_obstacles.json, by the trip's opposition
  types; the climax takes the content's own obstacle and DL when it has one) and where it
  leads.
- connections: the chain slip-in -> ... -> climax, plus at most one shortcut; every scene is
  reachable from the start.

Paths under the trip's stream: ``play/start``, ``play/scenes/shortcut``,
``play/scenes/<n>/{obstacle,want}``.
"""

from __future__ import annotations

from ..data import load
from ..rng import Stream
from ..rules.resolution import obstacle_dl
from ..text.english import unstutter
from . import parts
from .base import _cap, _text

MIDDLE_KINDS = {1: [], 2: ["lead"], 3: ["lead", "setback"], 4: ["lead", "roleplay", "setback"],
                5: ["lead", "roleplay", "lead", "setback"]}
# The rules' DLs: 2 easy, 3 challenging, 4 difficult; a scene's base DL grows with the CL.
BASE_DL = {1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4}
FILLER_TYPES = ("Dangerous Environment", "Technical Challenges", "Psychological Challenges")


def lines(use: str, trip=None) -> list[str]:
    """The play lines for ``use`` that fit the trip's world (their ``needs``)."""
    items = [it for it in load("trip/play_lines").items if it[2].get("use") == use]
    return [v for v, _, _ in (parts.fitting(items, parts.facts(trip)) if trip is not None else items)]


def fill(text: str, slots: dict) -> str:
    """A corpus line with its {slots} filled (every slot a line names must be given)."""
    return unstutter(text.format_map(slots))  # "a record of" + "a record of the tides"


def lower_first(s: str) -> str:
    return s[:1].lower() + s[1:] if len(s) > 1 and not s[1].isupper() else s


def slots_for(trip) -> dict:
    """The slot values every play line may use: a person maguffin by their name as written
    (never lower-cased) and "them", any other kind "it"."""
    m = parts.maguffin(trip)
    person = parts.is_person(trip)
    # the short form ("the census") after the page's first mention; the full phrase is for
    # the teaser and the maguffin's own block
    short = (_text(m.get("who")) or m["what"]) if person else lower_first(
        _text(m.get("short")) or m["what"])
    them = "them" if person else "it"
    locs = parts.locations(trip)
    goal = locs[parts.maguffin_place(trip)]["name"]
    opp = parts.opposition(trip)
    enemy = parts.antagonist(trip)
    holder = m.get("held_by", "").split(" (")[0] or (
        enemy["name"] if enemy else f"Whoever holds {them}")
    riv = parts.rivals(trip)
    c = parts.client(trip)
    return {
        "maguffin_short": short, "maguffin_cap": _cap(short), "them": them,
        "goal_place": parts.inline(goal), "start": parts.inline(locs[0]["name"]),
        "opp": enemy["name"] if enemy else ("The creature" if "Monster/Enemy" in opp else "The node itself"), "holder": holder,
        "rival": riv[0]["name"] if riv else "A rival crew",
        "contact": c["contact"] or c["name"], "client": c["name"],
    }


def scene_order(trip) -> list[int]:
    """Location indexes in scene order: slip-in first, the maguffin's place last."""
    n = len(trip.locations)
    goal = parts.maguffin_place(trip)
    if goal == 0:  # the maguffin is at the slip-in point: the last location is the climax
        goal = n - 1
    return [0] + [i for i in range(1, n) if i != goal] + [goal]


def connections(s: Stream, n: int) -> list[dict]:
    """The chain 1 -> 2 -> ... -> n and at most one shortcut between non-neighbours (never
    straight from the slip-in to the climax)."""
    links = [(i, i + 1) for i in range(1, n)]
    options = [(a, b) for a in range(1, n + 1) for b in range(a + 2, n + 1) if (a, b) != (1, n)]
    if options:
        pick = s.child("shortcut").below(len(options) + 1)  # one in (options + 1): none
        if pick < len(options):
            links.append(options[pick])
    return [{"from": f"scene-{a}", "to": f"scene-{b}"} for a, b in sorted(links)]


def _obstacle(s: Stream, trip, kind: str, place: str, here: list[dict], slots: dict,
              used: set[str], cl: int, content: dict) -> dict:
    opp = parts.opposition(trip)
    level, _ = parts.opposition_level(trip)
    if kind == "climax":
        elsewhere = [loc["name"] for loc in parts.locations(trip) if parts.inline(loc["name"]) != place]
        found = [o for o in parts.obstacles(trip, content)  # not one set at another place,
                 if not any(n in o["detail"] or parts.inline(n) in o["detail"] for n in elsewhere)
                 and "lander" not in o["detail"].lower()]  # nor the lander's own trouble
        if found:
            o = found[0]
            way = o["counter"].split(": ", 1)[-1]
            return {"opposition": o["opposition"], "text": o["detail"], "stat": _stat_for(o["opposition"]),
                    "dl": o["dl"], "way": _cap(way), "level": level}
    enemy = parts.antagonist(trip)
    helpers = [n["name"] for n in here if (not enemy or n["name"] != enemy["name"])
               and not n.get("creature")]
    pool = [(v, f) for v, _, f in parts.fitting(load("trip/play_obstacles").items, parts.facts(trip))
            if v not in used and ("{npc}" not in v + f["way"] or helpers)]
    first = [(v, f) for v, f in pool if f["opposition"] in opp] or \
            [(v, f) for v, f in pool if f["opposition"] in FILLER_TYPES] or pool
    v, f = first[s.child("obstacle").below(len(first))]
    used.add(v)
    sl = {**slots, "place": place, "npc": helpers[0] if helpers else ""}
    dl = BASE_DL[cl] + f["dl"] + (1 if kind in ("setback", "climax") else 0)
    return {"opposition": f["opposition"], "text": _cap(fill(v, sl)) + ".", "stat": f["stat"],
            "dl": obstacle_dl(dl), "way": _cap(fill(f["way"], sl)) + ".",
            "level": level if f["opposition"] in opp else 0}


def _stat_for(kind: str) -> str:
    for v, _, f in load("trip/play_obstacles").items:
        if f["opposition"] == kind:
            return f["stat"]
    return "BRAINS"


def scenes_for(trip, content: dict, s: Stream) -> tuple[list[dict], list[dict]]:
    """(scenes, connections) for the trip."""
    locs = parts.locations(trip)
    order = scene_order(trip)
    n = len(order)
    kinds = ["arrival"] + MIDDLE_KINDS[n - 1] + ["climax"]
    slots = slots_for(trip)
    cast = parts.npcs(trip)
    links = connections(s.child("scenes"), n)
    cl = trip.mission.clearance_level
    used: set[str] = set()
    scenes = []
    # The climax's obstacle is drawn first, so it gets the trip's own opposition.
    steps = list(enumerate(zip(order, kinds), 1))
    for k, (li, kind) in steps[-1:] + steps[:-1]:
        loc = locs[li]
        ss = s.child("scenes", k)
        here = [c for c in cast if c["where"] == loc["name"]]
        people = [c for c in here if not c["creature"]]
        if kind == "roleplay" and not people:
            kind = "lead"
        talk = people[0]["name"] if people else ""
        wants = [w for w in lines(f"want:{kind}", trip) if "{npc}" not in w or talk]
        scenes.append({
            "id": f"scene-{k}", "number": k, "kind": kind, "place": loc["name"],
            "read_aloud": " ".join(x for x in (loc["look"], loc["sensory"]) if x),
            "gm": loc["gm"] or None,  # the JSON contract: absent is null, never ""
            "here": [c["name"] for c in here],
            "npcs": [c["key"] for c in here],
            "want": _cap(fill(wants[ss.child("want").below(len(wants))], {**slots, "npc": talk})) + ".",
            "obstacle": _obstacle(ss, trip, kind, parts.inline(loc["name"]), here, slots, used, cl,
                                  content),
        })
    scenes.sort(key=lambda sc: sc["number"])
    for sc in scenes:
        sc["leads_to"] = [c["to"] if c["from"] == sc["id"] else c["from"] for c in links
                          if sc["id"] in (c["from"], c["to"])]
    return scenes, links


def start_for(trip, content: dict, s: Stream, scenes: list[dict]) -> dict:
    """The strong start: read aloud at the slip-in point, ending on something to react to."""
    locs = parts.locations(trip)
    slots = slots_for(trip)
    opp = parts.opposition(trip)
    react_pool = [line for o in opp for line in lines(f"react:{o}", trip)] or lines("react:any", trip)
    react = react_pool[s.child("react").below(len(react_pool))]
    place = parts.inline(locs[0]["name"])
    night = (trip.world or {}).get("arrival") == "night"  # the fact sheet's time of arrival
    facts = parts.node_facts(trip, content, night=night)
    look = _by_night(locs[0]["look"], trip) if night else locs[0]["look"]
    seen = look + " " + locs[0]["sensory"]
    if any(x and x in seen for x in (parts.sky(trip), parts.sky(trip, night=True))):
        facts["arrival"] = [a for a in facts["arrival"] if not a.startswith("Overhead")]
    text = " ".join([f"The lander's hatch opens on {place}.", f"It is {'night' if night else 'day'} here.",
                     look, locs[0]["sensory"],
                     *facts["arrival"], _cap(fill(react, {**slots, "place": place})) + "."])
    return {"place": locs[0]["name"], "scene": scenes[0]["id"], "read_aloud": " ".join(text.split()),
            "here": scenes[0]["here"],
            "then": f"Whatever the crew do, the clock has started: the slip window closes at hour 24. "
                    f"Leads from here: {', '.join(_scene_name(scenes, x) for x in scenes[0]['leads_to'])}."}


def _by_night(look: str, trip) -> str:
    """A place's look as the crew see it on a night arrival: its day sky, where the look
    names it (and not as "... by day"), becomes the world's night sky."""
    day, night = parts.sky(trip), parts.sky(trip, night=True)
    if not day or not night or day not in look or f"{day} by day" in look:
        return look
    return look.replace(day, night)


def _scene_name(scenes: list[dict], sid: str) -> str:
    sc = next(x for x in scenes if x["id"] == sid)
    return f"scene {sc['number']} ({parts.inline(sc['place'])})"
