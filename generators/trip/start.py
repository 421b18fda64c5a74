"""The strong start of a DayTrip: a read-aloud slip-in at the slip-in point (its look and
sound, the node's sky or air, and something to react to from the opposition), and the
rulings a GM needs before the first scene (``then``): the roll that settles the trouble the
crew land in (corpora/trip/play_lines.json, react:<opposition type>, its ``roll``), the hours
of dawn and dusk (every trip; a timed maguffin's hours are placed from them: maguffin_hours),
and a DL for Stealth Required (the rules name the complication and give it none). Paths under
the trip's stream: ``play/start/react``."""

from __future__ import annotations

import re
from functools import lru_cache

from ..content.crowd import CROWD, EMPTY
from ..data import load
from ..rng import Stream
from . import parts
from .scenes import BASE_DL, dl_slots, fill, sky_at, slots_for
from .base import _cap
from .landing import opening
from .start_echo import SOLID, loud_at_quiet, same_trouble, start_echoes
from .start_kin import later_kin
from .stealth import stealth_place
from .beast_cap import lander_ground, monster_again
from .seats import seats_ruling
from .party import party_ruling  # the tourists who travel with the crew, by name
from .hazards import shared  # one hazard met once: not at the hatch and again as scene 1's obstacle


def line_items(use: str, trip, facts: dict | None = None) -> list[tuple[str, dict]]:
    """(line, fields) of the play lines for ``use`` that fit the trip's world (or ``facts``)."""
    items = [it for it in load("trip/play_lines").items if it[2].get("use") == use]
    return [(v, f) for v, _, f in parts.fitting(items, parts.facts(trip) if facts is None else facts)]


NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty".split())}


FIELD_LOG = "From an old field log"
# a react line that opens the hatch itself (cold read 15: "The lander's hatch opens on ..."
# beside "The hatch opens halfway and sticks")
# a landing site whose own line cheers the crew in (the fact ``welcome``; cold read 16)
# a place's look that opens on its adjectives, with no subject ("Grand, powered by ...", "Still
# and watchful; ..."); the audit's look-fragment reads it too
BARE_LOOK = re.compile(r"^(?!Somewhere|Everywhere|Nearby|Here|There)[A-Z][a-z-]+(?:,| and [a-z-]+[,;]|;)")  # (Half-built, Solid and old-fashioned)
WELCOME = re.compile(r"\b(round of applause|cheer(?:s|ing)?|waiting with a hand-painted sign)\b", re.I)
# ground that takes no prints (the fact ``prints``: no boot prints on "springy turf that leaves
# no footprints", cold read 24)
NO_PRINTS = re.compile(r"\bleaves? no (foot|boot )?prints?\b|\bno footprints?\b|\bnot one footprint\b", re.I)
HATCH_LINE = re.compile(r"\bhatch (?:opens|sticks|jams|swings open)\b", re.I)
PHRASEBOOK = "phrasebook"  # the Barn records line that says the locals have a tongue of their own
SHORT_DAY = re.compile(r"\bday is only (\w+) hours long")  # (day_hours: many calls a trip)


def day_hours(trip) -> int:
    """How many hours a day lasts on the node: the node's own line says so ("The day is only
    nine hours long"), else 24; not an old crew's field log, which is hearsay (a Markov line
    that says "the day is only nine hours long" on a node with no night)."""
    for d in trip.node["details"]:
        if d.get("label") == FIELD_LOG:
            continue
        hours = _short_day(d["text"])
        if hours is not None:
            return hours
    return 24


@lru_cache(maxsize=4096)
def _short_day(text: str) -> int | None:
    """The hours a day lasts by a detail's ``text`` ("The day is only nine hours long"), or None
    when it does not say (remembered by the text: day_hours is asked ~35 times a trip)."""
    m = SHORT_DAY.search(text)
    if m:
        w = m.group(1).lower()
        return int(w) if w.isdigit() else NUMBER_WORDS.get(w, 24)
    return None


def nightless(trip) -> bool:
    """Whether the node has no night at all (the fact ``nights``: a Chao's "no night, only the
    light going thin"): no dawn, no dusk, and it is never dark."""
    return (trip.world or {}).get("nights") == "no"


# A stated season's share of the day that is light (corpora/lists/climates.json ``daylight``:
# a Valley summer's long days, a winter's short ones; cold read 15: "A Valley summer" beside
# "dusk at hour 6, dawn at hour 18"); any other climate has light and dark half a day each.
DAYLIGHT = {"long": 0.625, "short": 0.375}


def light_share(trip) -> float:
    """The share of the node's day that is light: the climate's season says (DAYLIGHT), else half."""
    f = load("lists/climates").fields_of((trip.world or {}).get("climate_text") or "") or {}
    return DAYLIGHT.get(f.get("daylight"), 0.5)


def _turns(trip, night: bool):
    """The hours (floats) at which light turns to dark or back, from the landing on: the crew
    land in the middle of the night (or the day), so the first turn comes half of that dark
    (or light) in; then light and dark take their shares of the day (light_share)."""
    return _turns_of(day_hours(trip), light_share(trip), night)


def _turns_of(d: int, share: float, night: bool):
    """_turns for a day of ``d`` hours whose ``share`` is light."""
    light = d * share
    h = max(1, round((d - light if night else light) / 2))
    lit = night  # the first turn is a dawn after a night landing
    while True:
        yield h, lit
        h += light if lit else d - light
        lit = not lit


def is_light(trip, hour: int) -> bool:
    """Whether it is light at ``hour`` of the clock (the same hours as light_and_dark): the
    crew land mid-night or mid-day (the fact sheet's arrival), and light and dark take their
    shares of the day (light_share; always light where the node has no night)."""
    if nightless(trip):
        return True
    return _lit_at(day_hours(trip), light_share(trip), (trip.world or {}).get("arrival") == "night", hour)


@lru_cache(maxsize=4096)
def _lit_at(d: int, share: float, night: bool, hour: int) -> bool:
    """is_light by the day's hours, its light share, the landing and the hour (remembered:
    a few distinct days, asked for every hour of every clock)."""
    lit = not night
    for h, now in _turns_of(d, share, night):
        if int(h + 0.5) > hour:  # the turn's hour as the page prints it (light_marks)
            return lit
        lit = now


def light_marks(trip, night: bool) -> list[tuple[str, int]]:
    """The dawns and dusks on the clock's hours, in order: ("dawn", 6), ("dusk", 18). The
    crew land mid-night (or mid-day), and light and dark take their shares of the day."""
    if nightless(trip):
        return []
    return list(_marks_of(day_hours(trip), light_share(trip), night))


@lru_cache(maxsize=4096)
def _marks_of(d: int, share: float, night: bool) -> tuple[tuple[str, int], ...]:
    """light_marks by the day's hours, its light share and the landing (remembered)."""
    marks = []
    for h, lit in _turns_of(d, share, night):
        if h >= 24:
            return tuple(marks)
        marks.append(("dawn" if lit else "dusk", int(h + 0.5)))


def light_and_dark(trip, night: bool) -> str:
    """When it gets light and dark on the clock's hours, so nobody has to rule on it (every
    trip says it once, at the strong start): the crew land mid-night (or mid-day), and light
    and dark take half a day each."""
    stuck = (trip.world or {}).get("stuck") or "no"
    if nightless(trip) and stuck != "no":  # a dream standing still: one time of day, always
        return (f"Light and dark: it is always {stuck} here; the light never changes, and the "
                "clock's hours are the only time of day there is.")
    if nightless(trip):
        return ("Light and dark: there is no night here, and no day to speak of either; the light "
                "only thins and comes back, and the clock's hours are the only time of day there is.")
    marks = [f"{kind} at hour {h}" for kind, h in light_marks(trip, night)]
    share = light_share(trip)
    lit = "" if share == 0.5 else f" ({round(day_hours(trip) * share)} of them light)"
    return (f"Light and dark: a day here lasts {day_hours(trip)} hours{lit}, and the crew land in the middle of the "
            f"{'night' if night else 'day'}: {', '.join(marks)}.")


def maguffin_hours(trip) -> tuple[int, int] | None:
    """The hours (from, to) on the clock of a timed maguffin (the fact ``maguffin_time``),
    placed from the node's own dusk: a sunset at dusk, an afternoon that ends at dusk, a sight
    after dark that starts once it is dark. The dusk is the latest one from hour 8 on that
    leaves the whole of it inside the window (the crew land at night, so on a 24-hour day it
    is the dusk at hour 18). No dusk ends it by the deadline (a summer's late dusk): a sight
    after dark starts at dusk itself, else an earlier dusk, else the hour before a dusk by the
    deadline. Never over after hour 20 (DEADLINE); None when no dusk falls by then, and for
    any other maguffin."""
    time = (trip.world or {}).get("maguffin_time") or "any"
    if time == "any":
        return None
    d = day_hours(trip)
    night = (trip.world or {}).get("arrival") == "night"
    step = 1  # an hour into the dark: over by the deadline's hour (DEADLINE), back by the window
    spans = {"dusk": [(0, 1)], "afternoon": [(-max(1, min(3, int(d / 4))), 0)],
             # a tide record: high water a quarter of the day before dusk, low water at dusk, when
             # the post's marks can no longer be read (six hours on a 24-hour day; r30-record)
             "tide": [(-max(2, min(6, int(d / 4))), 0)],
             "night": [(step, step + 1), (0, 1)]}[time]  # (a sight after dark: or from dusk on)
    dusks = [h for kind, h in light_marks(trip, night) if kind == "dusk"]
    # the last resort ends at the dusk itself (the hour before it), still by the deadline: never
    # after hour 20, when the clock's last tick fires (REVIEW r11: it could end at hour 22)
    for lo, last, sp in ((8, DEADLINE, spans), (0, DEADLINE, spans), (0, DEADLINE, [(-1, 0)])):
        for a, b in sp:  # never any dusk at all (REVIEW r10: the walk back must fit)
            fit = [h for h in dusks if h >= lo and h + b <= last and (time != "tide" or h + a >= lo)]
            if fit:
                return fit[-1] + a, fit[-1] + b
    return None


# The clock's goal track warns at tick 4 and has its last stage at tick 5 (trip/clock.py PLAN);
# an event maguffin's hours are placed on them, so the ticks and the hours say one thing.
WARN_TICK, LAST_TICK = 4, 5
# The hour a Deadline complication comes due (tick 5: "on the way back to the lander by hour
# 20"): a timed maguffin is over by then, so full pay can be had (cold read 12 H: a dance at
# hour 20, over by 21, beside a deadline at hour 20).
DEADLINE = 4 * LAST_TICK
WINDOW = 24
MIN_WALK = 2  # the shortest walk back from a climax (no path is under an hour, and 1 -> n is never one)
# A short event is over by hour 18: the longest walk back (scenes.MAX_CHAIN_HOURS, 6 hours)
# still reaches the lander by the window, and it ends before the deadline.
SHORT_END = 18


# The hour a timed goal must leave beside its walk back (cold read 19 C-1: a sunset over by
# hour 19, a 5-hour walk back, and the clock's tick 5 damaging the lander at hour 20 while
# the crew are at the sunset: the repair's one miss (+1 hour) stranded them past hour 24).
REPAIR_SLACK = 1


def walk_back_most(trip) -> int:
    """The most hours the walk from the climax back to the lander may take: a timed maguffin
    or an event that ends at hour E leaves WINDOW - E - REPAIR_SLACK, room for the lander's
    repair roll that a tick may force while the crew are away (an event under way from the
    landing, which the crew may see at any hour before its end, leaves the whole day)."""
    h = event_hours(trip)
    due = deadline_hour(trip)  # a Deadline bites only if the crew may still be there at its hour
    most = WINDOW if due is None else WINDOW - due
    if not h or h["start"] == 0:
        return most
    # beside a Deadline, an hour more for the clock's delays on the way (slip-n-slide audit/483
    # under algorithm 19: a sunset over at hour 20, a 3-hour walk, an hour's delay and the repair
    # made the crew start back at hour 19, so the deadline fell before the sunset was over)
    slack = REPAIR_SLACK + (due is not None)
    return min(most, max(MIN_WALK, WINDOW - h["end"] - slack))


def deadline_hour(trip) -> int | None:
    """The hour the client's Deadline (Mission Complication) falls due, computed once: hour 20
    (DEADLINE, when tick 5 fires), or the end of the maguffin's own hours when they end first
    (a short event over by hour 18, a sunset over by hour 19: the window is the deadline; cold
    read 28, a sight over at hour 17 beside a deadline at hour 20). The clock's Deadline line
    says it, and the map keeps the walk back short enough that the crew may still be at the
    goal then (walk_back_most). None without the complication."""
    if "Deadline" not in (getattr(trip, "complications", None) or ()):
        return None
    h = event_hours(trip)
    return min(DEADLINE, h["end"]) if h else DEADLINE


def event_hours(trip) -> dict[str, int] | None:
    """The one set of hours of a timed maguffin or an event, which every line about it says
    (the climax's want, the clock's ticks, its size): a timed maguffin (maguffin_hours) is
    {start, end}; a long event (large or vast) is under way when the crew land (start 0),
    whole until the clock's warning (half: the hour tick 4 fires, when only half of it is left)
    and over when tick 5 fires (end); a short one is at hour 17 and over by hour 18 (SHORT_END:
    the crew can be on the way back by the deadline, and back by the window). None for
    anything else."""
    timed = maguffin_hours(trip)
    if timed:
        return {"start": timed[0], "end": timed[1]}
    world = trip.world or {}
    if world.get("maguffin") != "event":
        return None
    if world.get("maguffin_bulk") in ("large", "vast"):
        return {"start": 0, "half": 4 * WARN_TICK, "end": 4 * LAST_TICK}
    return {"start": SHORT_END - 1, "end": SHORT_END}


def tongue_ruling(trip) -> str:
    """How the crew talk with locals whose tongue the barn keeps a phrasebook for (the node's
    Barn records; trip/play_lines.json ``tongue``): a barrier stated is a barrier ruled on."""
    lines = line_items("tongue", trip) if PHRASEBOOK in parts.node_detail(trip, "Barn records") else []
    return lines[0][0] + "." if lines else ""


def stealth_dl(trip, sc: dict) -> tuple[int, str]:
    """Stealth Required's one DL and where it comes from: the DL its own line gives ("the crew
    must move unseen (GRACE, DL 4)"), else the obstacle DL of the scene where it bites (cold
    read 28: the line's DL 4 beside the ruling's "that scene's obstacle DL", a 3)."""
    line = next((e["text"] for e in trip.events if e["text"].startswith("Stealth Required:")), "")
    m = re.search(r"\bDL (\d+)", line)
    if m:
        return int(m.group(1)), "as its own line says"
    dl = int(sc["obstacle"]["dl"])  # a DL 1 scene: any roll meets it (roll-cannot-fail)
    return (dl, "that scene's obstacle DL") if dl > 1 else (2, "the least DL a roll can miss")


def stealth_ruling(trip, scenes: list[dict]) -> str:
    """A DL for Stealth Required (the rules name the complication and give no DL; GRACE, as the
    rules' skill list puts Stealth under "Grace, Psyche"), at the one place its line names:
    everywhere else the crew may be seen. The page says the roll, not the rules' gaps (cold
    read 34: "the rules give it no DL ... the DL its own line gives" read as machine-made)."""
    sc = stealth_place(trip, scenes) if "Stealth Required" in parts.complications(trip) else None
    if sc is None:
        return ""
    dl, why = stealth_dl(trip, sc)
    return (f"Stealth Required (Mission Complication): at "
            f"{parts.inline(sc['place'])} (scene {sc['number']}) the crew must also pass unseen, so "
            f"whoever leads rolls GRACE against DL {dl} ({why}); a miss means they were seen, and "
            "the clock's alarm follows. Everywhere else they may be seen, talk and trade in the open.")


def start_for(trip, content: dict, s: Stream, scenes: list[dict]) -> dict:
    """The strong start: read aloud at the slip-in point, ending on something to react to."""
    locs = parts.locations(trip)
    slots = slots_for(trip)
    opp = parts.opposition(trip)
    # whether anybody is at the landing site: no "nobody is in sight" beside a Here line of three
    here = parts.facts(trip)
    # whether Stealth Required bites here, at the slip-in scene: then no beat has the crew seen
    # as they land (round 36, cold-399867: "shouting that the sky-people have come" beside "at
    # the garden (scene 1) the crew must also pass unseen"); play_lines.json's seen beats need
    # ``unseen != yes``
    hidden = "yes" if "Stealth Required" in parts.complications(trip) and scenes \
        and stealth_place(trip, scenes) is scenes[0] else "no"
    here = dict(here, people="some" if scenes[0]["here"] else "none",  # and how they meet the lander
                unseen=hidden,
                welcome="yes" if WELCOME.search(locs[0]["text"] + " " + locs[0]["look"]) else "no",
                prints="no" if NO_PRINTS.search(locs[0]["look"] + " " + locs[0]["sensory"]) else "yes",
                solid="yes" if SOLID.search(locs[0]["text"]) else "no",
                **({"crowd": "no"} if EMPTY.search(locs[0]["text"]) else {"crowd": "yes"} if CROWD.search(
                    locs[0]["text"]) else {}),  # "empty now": nobody stares; a crowd sees (no dust cloud: r37)
                **({"din": locs[0]["din"]} if locs[0].get("din") else {}),
                **lander_ground(locs[0]["name"])) if here else here  # no horse-sized beast in a town
    react_pool = [it for o in opp for it in line_items(f"react:{o}", trip, here)] or line_items(
        "react:any", trip, here)
    place = parts.inline(locs[0]["name"])
    # no beat met again as an obstacle: scene 1's creature, a second glowing stone (cold25 a, b)
    obstacles = [ob["text"] for sc in scenes for ob in (sc["obstacle"], sc.get("surprise")) if ob]
    creatures = [n["name"] for n in parts.npcs(trip) if n["creature"]]
    first, names = scenes[0]["obstacle"], tuple(loc["name"] for loc in locs)
    heard = locs[0]["look"] + " " + locs[0]["sensory"]
    def fresh(pool):  # nor the same trouble on scene 1's stat, nor shouting at a hushed place (cold r22 b, g)
        return [(v, f) for v, f in pool if not start_echoes(
            fill(v, {**slots, "place": place}), obstacles, first["text"], creatures, f["roll"], names)
            and not same_trouble(fill(v, {**slots, "place": place}), f["roll"], first["text"], first["stat"], names)
            and not loud_at_quiet(fill(v, {**slots, "place": place}), f["roll"], heard) and not monster_again(v, trip, place)
            and not shared(fill(v, {**slots, "place": place}) + " " + f["roll"].split(";")[0], first["text"], names)]  # (r29)
    # when every beat of the opposition's shows scene 1's creature again, a beat of any kind
    react_pool = fresh(react_pool) or fresh(line_items("react:any", trip, here)) or react_pool
    # a creature is first met in one place (round 27, start_kin.later_kin): no beat at the
    # hatch of a kind the cast meets at its own later place or an obstacle meets as new ("another
    # glassback" before any was met; a donkey at the hatch and as scene 1's obstacle): another beat
    def later(v):
        return later_kin(fill(v, {**slots, "place": place}), trip, scenes)
    react_pool = [(v, f) for v, f in react_pool if not later(v)] or [(v, f) for v, f in (fresh(
        line_items("react:any", trip, here)) or line_items("react:any", trip, here)) if not later(v)] or react_pool
    react, rf = react_pool[s.child("react").below(len(react_pool))]
    filled = fill(react, {**slots, "place": place})
    night = (trip.world or {}).get("arrival") == "night"  # the fact sheet's time of arrival
    facts = parts.node_facts(trip, content, night=night)
    look = sky_at(locs[0]["look"], trip, "night" if night else "day")
    seen = look + " " + locs[0]["sensory"]
    if any(x and x in seen for x in (parts.sky(trip), parts.sky(trip, night=True))):
        facts["arrival"] = [a for a in facts["arrival"] if not a.startswith("Overhead")]
    stuck = (trip.world or {}).get("stuck") or "no"  # a dream standing still says which hour
    when = (f"It is always {stuck} here." if stuck != "no" else ""
            ) if nightless(trip) else f"It is {'night' if night else 'day'} here."
    # one opening of the hatch: a react line that opens (or jams) it itself lands the lander
    # one landing: the node's own arrival line, or the slip-in point's landing site
    opens, facts["arrival"] = opening(place, locs[0], facts["arrival"], bool(HATCH_LINE.search(react)))
    if BARE_LOOK.match(look):  # "Busy, covered in posters; ..." has no subject of its own (cold read 25)
        look = (when[:-1] + ", and the place is " if when else "The place is ") + look[:1].lower() + look[1:]
        when = ""
    text = " ".join([opens, when,
                     look, locs[0]["sensory"],
                     *facts["arrival"], _cap(filled) + "."])
    return {"place": locs[0]["name"], "scene": scenes[0]["id"], "read_aloud": " ".join(text.split()),
            "here": scenes[0]["here"],
            "then": " ".join(x for x in (
                    "First: " + fill(rf["roll"], {**slots, "place": place,
                                                 **dl_slots(BASE_DL[trip.mission.clearance_level])}) + ".",
                    tongue_ruling(trip),
                    party_ruling(trip), seats_ruling(trip), light_and_dark(trip, night),
                    stealth_ruling(trip, scenes)) if x) + " "
                    "Whatever the crew do, the clock has started. The slip window is open from now: the "
                    "crew may slip home from the lander here at any hour, and it closes at hour 24 (see "
                    f"the clock). Leads from here: {', '.join(_scene_name(scenes, x) for x in scenes[0]['leads_to'])}."}


def _scene_name(scenes: list[dict], sid: str) -> str:
    sc = next(x for x in scenes if x["id"] == sid)
    return f"scene {sc['number']} ({parts.inline(sc['place'])})"
